"""Guards: a user's broken rules file, and instances too large for a method, end in one line.

The probes of issue 11 through the real entry point (in process: an escaping exception or a
``sys.exit`` of the user's would fail the test just as it would end the command), then the
size guards of the API and the CLI, and the estimates they rest on.
"""

import subprocess
import sys
import textwrap
from math import isqrt

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stonegame.games.families.periodicity
from declared import declared, rules_of
from stonegame import GAMES, StoneGameError, TooLarge, get_game, solve
from stonegame.core import budget
from stonegame.core.declare import declare
from stonegame.core.errors import EndlessGame, RulesError
from stonegame.core.game import Method
from stonegame.core.rules import MOVE_SECONDS
from stonegame.core.search import Memo
from stonegame.core.strategies import instances
from stonegame.core.values import amount
from stonegame.games.families import subtraction, take_up_to
from stonegame.tools.grundy import (
    Grundy,
    grundy,
    heap_values,
    periodic_value,
    subtraction_values,
    value_sequence,
)

# A win/lose heap game (take 1 or 2) and a scoring row game (take the first stone), each
# broken by one probe: lines replacing its functions, and hooks or options added to its
# declaration (``rules_file``). Each function keeps its line: a message names the user's line.
COUNT = """\
import sys
from stonegame import Count, Method, Parts, Rules, declare

def start(n): return n
def moves(n): return [m for m in (1, 2) if m <= n]
def play(n, m): return n - m
{code}

class Probe(Rules):
    scoring = False
    def start(self): return start(self.instance)
    def moves(self, n): return moves(n)
    def play(self, n, m): return play(n, m)
{hooks}
GAME = declare("probe", Probe, instance=Count(least=0{read}){options})
"""
ROW = """\
from stonegame import Method, Parts, Row, Rules, declare

def start(row): return tuple(row)
def moves(row): return (1,) if row else ()
def play(row, m): return (row[0], row[1:])
{code}

class Probe(Rules):
    def start(self): return start(self.instance)
    def moves(self, row): return moves(row)
    def play(self, row, m): return play(row, m)
{hooks}
GAME = declare("probe", Probe, instance=Row(least=1{read}){options})
"""
CLASS = """\
from stonegame import Count, Rules, declare

class Heap(Rules):
    scoring = False
    def start(self): return self.instance
    def moves(self, n): return [m for m in (1, 2) if m <= n]
    def play(self, n, m): return n - m
{code}
GAME = declare("probe", Heap, instance=Count(least=0{read}){options})
"""
HOOKS = {  # what a probe adds: the rules' own methods, calling the file's functions
    "end": "    def end(self, p): return end(p)",
    "key": "    def key(self, p): return key(p)",
    "show": "    def show(self, p): return show(p)",
    "name": "    def name(self, p, m): return name(p, m)",
    "estimate": "    def estimate(self): return states(self.instance)",
}


def rules_file(template: str, code: str, options: str) -> str:
    """The file a probe writes: ``options`` are the hooks it adds (``+end``, ...), ``read=`` for
    the instance kind, and the rest for ``declare``."""
    hooks = [HOOKS[word[1:]] for word in options.split() if word.startswith("+")]
    rest = " ".join(word for word in options.split() if not word.startswith("+"))
    read = ", read=parse" if "read=parse" in rest else ""
    rest = rest.replace("read=parse", "").strip()
    return template.format(code=code, hooks="\n".join(hooks), read=read, options=f", {rest}" if rest else "")


ALL = ("solve", "play", "check", "grundy")
SHOWN = ("solve", "play")  # where the picture of a position or a move's name is drawn
SCORING = ("solve", "play", "check")  # grundy refuses a scoring game (one line too), and needs no states

PROBES = [
    # (id, template, code, options, commands, what the one line must say)
    ("start-raises", COUNT, "def start(n): raise ValueError('no start here')", "", ALL,
     "start() of probe raised ValueError: no start here"),
    ("moves-raises", COUNT, "def moves(n): raise KeyError(n)", "", ALL, "moves() of probe raised KeyError"),
    ("play-raises", COUNT, "def play(n, m): return n // 0", "", ALL, "play() of probe raised ZeroDivisionError"),
    ("moves-generator-raises", COUNT, "def moves(n):\n    yield 1\n    raise ValueError('half way')", "", ALL,
     "moves() of probe raised ValueError: half way"),
    ("moves-none", COUNT, "def moves(n): return None", "", ALL, "returned None; expected a list of moves"),
    ("moves-int", COUNT, "def moves(n): return 7", "", ALL, "returned 7; expected a list of moves"),
    ("unhashable-start", COUNT, "def start(n): return [n]", "", ALL, "must be hashable"),
    ("unhashable-after-play", COUNT, "def play(n, m): return [n - m]", "", ALL, "must be hashable"),
    ("end-str", COUNT, "def end(n): return 'lost'", "+end", ALL, "returned 'lost'; expected an integer"),
    ("end-raises", COUNT, "def end(n): raise RuntimeError('the end')", "+end", ALL,
     "end() of probe raised RuntimeError: the end"),
    ("key-raises", COUNT, "def key(n): raise IndexError('no key')", "+key", ALL,
     "key() of probe raised IndexError"),
    ("key-unhashable", COUNT, "def key(n): return [n]", "+key", ALL, "must be hashable"),
    ("show-object", COUNT, "def show(n): return object()", "+show", SHOWN, "which JSON cannot write"),
    ("show-bytes", COUNT, "def show(n): return b'left'", "+show", SHOWN, "which JSON cannot write"),
    ("show-raises", COUNT, "def show(n): raise TypeError('no picture')", "+show", SHOWN,
     "show() of probe raised TypeError"),
    ("name-int", COUNT, "def name(n, m): return m", "+name", SHOWN, "expected a str"),
    ("name-raises", COUNT, "def name(n, m): raise ValueError('nameless')", "+name", SHOWN,
     "name() of probe raised ValueError"),  # the hook was move_name= before Rules classes
    ("recursion-in-moves", COUNT, "def moves(n): return moves(n)", "", ALL,
     "moves() of probe raised RecursionError"),
    ("exit-on-load", COUNT, "sys.exit(5)", "", ALL, "called sys.exit(5) while it was loaded"),
    ("exit-in-moves", COUNT, "def moves(n): sys.exit(3)", "", ALL, "moves() of probe called sys.exit(3)"),
    ("raises-on-load", COUNT, "import no_such_module_for_stonegame", "", ALL, "ModuleNotFoundError"),
    ("loop", COUNT, "def moves(n): return [1]\ndef play(n, m): return 1 - n", "", ALL,
     "a position earlier on the same line of play: the game can go on forever"),
    ("states-raises", COUNT, "def states(n): raise ValueError('uncountable')", "+estimate", SCORING,
     "estimate() of probe raised ValueError: uncountable"),  # states= before
    ("states-str", COUNT, "def states(n): return 'many'", "+estimate", SCORING,
     "estimate() returned 'many'; expected a count of positions"),
    ("answer-raises", COUNT, "def answer(value, n): return 1 / 0", "answer=answer", ("solve", "check"),
     "answer() of probe raised ZeroDivisionError"),
    ("parse-raises", COUNT, "def parse(raw): raise LookupError('unreadable')", "read=parse", ALL,
     "parse() of probe raised LookupError: unreadable"),
    ("notes-raises", COUNT, "def notes(n): raise ValueError('no notes')",
     "parts=Parts(notes=notes)", ("solve",),
     "notes() of probe raised ValueError: no notes"),
    ("solver-raises", COUNT, "def table(n): raise ArithmeticError('bad table')",
     "methods=(Method('table',table),)", ("solve", "check"), "table() of probe raised ArithmeticError"),
    ("class-init-raises", CLASS, "    def __init__(self, n): raise ValueError('no heap')", "", ALL,
     "Heap.__init__() of probe raised ValueError: no heap"),
    ("class-moves-raises", CLASS, "    def moves(self, n): return {}[n]", "", ALL,
     "Heap.moves() of probe raised KeyError"),
    ("gain-float", ROW, "def play(row, m): return (0.5, row[1:])", "", SCORING, "returned the gain 0.5"),
    ("play-shape", ROW, "def play(row, m): return list(row[1:])", "", SCORING,
     "expected (gain, next position) or (gain, next position, again)"),
    ("end-none", ROW, "def end(row): return None", "+end", SCORING, "returned None; expected an integer"),
]


def command(name, path, tmp_path):
    instance = "3 1 2" if "def start(row)" in path.read_text() else "5"
    if name == "solve":
        return ["solve", "--rules", path, *instance.split(), "--json"], ""
    if name == "play":
        return ["play", "--rules", path, *instance.split()], "hint\nmoves\n1\nquit\n"
    if name == "grundy":
        return ["grundy", "--rules", path, *instance.split()], ""
    candidate = tmp_path / "candidate.py"
    candidate.write_text("def f(instance):\n    return True\n")
    return ["check", "--rules", path, candidate, "--function", "f", "--cases", "3", "--no-speed"], ""


@pytest.mark.parametrize(
    "template, code, options, commands, fragment",
    [pytest.param(*probe[1:], id=probe[0]) for probe in PROBES],
)
def test_a_broken_rules_file_is_one_line_and_exit_2(cli, tmp_path, template, code, options, commands, fragment):
    path = tmp_path / "rules.py"
    path.write_text(rules_file(template, code, options))
    for name in commands:
        argv, stdin = command(name, path, tmp_path)
        code_, _, err = cli(*argv, stdin=stdin)
        assert (code_, err.count("\n")) == (2, 1), (name, err)
        assert err.startswith("stonegame: error: ") and "Traceback" not in err, (name, err)
        if name != "grundy" or "scores points" not in err:
            assert fragment in err, (name, err)
        if "of probe" in fragment:  # the user's code failed: its file is named, with the line
            assert f"{path.name} line " in err, (name, err)


def test_the_probes_exit_2_from_a_real_process(tmp_path):
    """The same through the installed command: no traceback, and sys.exit(5) is no exit 5."""
    for name, template, code in [("exit", COUNT, "sys.exit(5)"), ("recursion", COUNT, "def moves(n): return moves(n)")]:
        path = tmp_path / f"{name}.py"
        path.write_text(rules_file(template, code, ""))
        done = subprocess.run([sys.executable, "-m", "stonegame", "solve", "--rules", str(path), "4"],
                              capture_output=True, text=True, timeout=120, check=False)
        assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_a_loop_is_found_where_it_closes_not_after_millions_of_positions():
    positions = []
    loop = declared("loop", start=lambda n: n, moves=lambda n: [1],
                   play=lambda n, m: positions.append(n) or (n + 1) % 3, kind="count", scoring=False)
    for method in ("memo", "brute"):
        positions.clear()
        with pytest.raises(EndlessGame, match="leads back to 0"):
            solve(loop, 0, method=method)
        assert len(positions) == 3
    positions.clear()
    with pytest.raises(EndlessGame):
        grundy(loop, 0)
    assert len(positions) <= 6  # the array pass gives up on the first position above its heap


def test_a_rules_error_names_the_users_line(tmp_path):
    path = tmp_path / "rules.py"
    path.write_text(rules_file(COUNT, "def moves(n):\n    x = 1\n    return [n // (x - 1)]", ""))
    from stonegame.core.rules_file import load_rules_file

    with pytest.raises(RulesError, match=r"rules.py line 9: Probe.moves\(\) of probe raised ZeroDivisionError"):
        solve(load_rules_file(path), 3)


def test_messages_never_echo_a_long_input():
    long_move = "L" * 10_000
    game = declared("long", start=tuple, moves=lambda row: [long_move] if row else (), play=lambda row, m: row[1:])
    with pytest.raises(StoneGameError) as error:
        solve(game, [1, 2])
    assert len(str(error.value)) < 300 and "characters" in str(error.value)


# Size guards: the repros of issue 11, through the API and the command.

HUGE = [
    ("stone-game-iv", 10**12, "auto"),
    ("stone-game-iv", 10**12, "memo"),
    ("stone-game-iv", 10**19, "auto"),
    ("stone-game-iv", 10**19, "table"),
    ("stone-game-iv", 10**19, "brute"),
    ("stone-game-iv", 10**5000, "fast"),
]


@pytest.mark.parametrize("game, n, method", HUGE, ids=[f"{g}-{amount(n)}-{m}" for g, n, m in HUGE])
def test_a_huge_heap_is_refused_at_once_naming_what_fits(game, n, method):
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # as the command does: a 5,001-digit n is read, then refused for its size
    try:
        with pytest.raises(TooLarge, match=r"no method fits n = .*; method 'fast' fits n <= [\d,]+$"):
            solve(game, n, method=method)
    finally:
        sys.set_int_max_str_digits(limit)


def test_a_huge_subtraction_game_is_refused_or_solved_by_its_period(monkeypatch):
    game = subtraction({1, 10**30})
    with pytest.raises(TooLarge, match="over the limit"):
        solve(game, 10**30, method="table")
    with pytest.raises(TooLarge, match=r"by formula: .*method 'formula' fits every smaller n$"):
        solve(game, 10**30, method="formula")  # a proof of the period needs 10^30 values; below, 1 is all
    assert solve(game, 10**30 - 1, method="formula").answer is True  # odd: take one at a time
    with pytest.raises(TooLarge, match="beyond the 10,000,000 values kept"):
        periodic_value([1, 10**30], 10**30)
    monkeypatch.setattr(stonegame.games.families.periodicity, "SEQUENCE_LIMIT", 100_000)
    with pytest.raises(TooLarge, match="no period of g shows up to 100,000"):
        periodic_value([1, 99_998], 10**30)  # period 99,999: shown only past 2 × 99,998 values
    with pytest.raises(TooLarge, match="use method 'formula'"):
        solve(subtraction({1, 3, 4}), 10**30)
    assert solve(subtraction({1, 3, 4}), 7 * 10**30 + 2, method="formula").answer is False  # ≡ 2 (mod 7)


def test_the_memo_of_a_long_row_is_refused_before_it_starts():
    row = list(range(1, 4000))
    with pytest.raises(TooLarge, match=r"the memo would meet about 8,\d{3},\d{3} positions.*use method 'fast'"):
        solve("stone-game-vii", row, method="memo")
    with pytest.raises(TooLarge, match=r"takes about [\d,.·^]+ steps of Python .*use method 'fast'"):
        solve("stone-game-vii", list(range(1, 30_000)), method="table")
    with pytest.raises(TooLarge, match=r"play about [\d,]+ moves.*use method 'fast' or 'table'"):
        solve("stone-game-viii", list(range(1, 12_000)), method="memo")


def test_fast_tables_name_the_largest_row_that_fits():
    with pytest.raises(TooLarge, match=r"stone-game-ii by fast: needs about 5.0 GiB .*method 'fast' fits n <= 37,837"):
        solve("stone-game-ii", [1] * 60_000, method="fast")


@pytest.mark.parametrize("argv", [
    ["solve", "stone-game-iv", "10000000000000000000"],
    ["solve", "stone-game-iv", "10000000000000000000", "--method", "table"],
    ["solve", "stone-game-iv", "1000000000000", "--method", "memo"],
    ["solve", "subtraction:1,1000000000000000000000000000000", "1000000000000000000000000000000"],
    ["grundy", "stone-game-iv", "1000000000000"],
    ["grundy", "subtraction:1,1000000000000000000000000000000", "1000000000000000000000000000000"],
    ["grundy", "stone-game-iv", "--upto", "100000000"],
])
def test_the_repros_are_one_line_and_exit_2(cli, argv):
    code, out, err = cli(*argv, stdin="")
    assert code == 2 and out == "" and err.count("\n") == 1 and len(err) < 400


def test_grundy_of_a_million_squares_runs_in_bounded_memory(tmp_path):
    """`grundy stone-game-iv 1000000` in a process capped at 1 GB of address space: a
    regression to the per-frame search fails here instead of exhausting the machine."""
    script = textwrap.dedent("""
        import resource, sys
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))
        from stonegame.cli import main
        main(["grundy", "stone-game-iv", "1000000"])
    """)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.startswith("stone-game-iv 1000000: Grundy value 67")


# The estimates the guards rest on.

COUNTED = [game for game in GAMES.values() if game.rules(game.validate(game.example)).estimate() is not None] + [
    take_up_to(2), subtraction({1, 3, 4})]  # the games that count their positions before a search


@pytest.mark.parametrize("game", COUNTED, ids=lambda g: g.slug)
@settings(max_examples=40)
@given(data=st.data())
def test_the_memo_meets_no_more_than_the_estimate(game, data):
    instance = game.validate(data.draw(instances(game, max_size=max(game.small, 12))))
    rules = game.rules(instance)
    estimate = rules.estimate()
    memo = Memo(rules)
    memo.value(rules.start())
    assert memo.positions <= estimate.positions
    assert estimate.moves is None or memo.work <= estimate.moves


@pytest.mark.parametrize("slug", ["stone-game-ii", "stone-game-v"])
@pytest.mark.parametrize("row", [[1] * 150, list(range(150, 0, -1)), [(7 * i) % 11 + 1 for i in range(150)]])
def test_measured_estimates_hold_on_longer_rows(slug, row):
    rules = get_game(slug).rules(tuple(row))
    memo = Memo(rules)
    memo.value(rules.start())
    assert memo.positions <= rules.estimate().positions and memo.work <= rules.estimate().moves


@pytest.mark.parametrize("n", [0, 1, 2, 3, 4, 15, 16, 17, 10**6, 10**6 + 1])
def test_squares_on_demand_are_the_squares(n):
    from stonegame.games.stone_game_iv import RemoveSquare, Squares, square_moves, squares_up_to

    squares = Squares(n)
    if n < 10**4:
        assert list(squares) == squares_up_to(n) and square_moves(n) == sum(isqrt(k) for k in range(n + 1))
        assert all(s in squares for s in squares_up_to(n)) and (n + 1) not in squares
    assert len(squares) == isqrt(n) and RemoveSquare(n).estimate().positions == n + 1
    assert squares.count(4) == int(n >= 4) and squares.count(5) == 0  # Sequence's methods work


def test_a_cost_past_the_limit_is_refused_before_the_solver_runs():
    ran = []
    game = declare("costly", rules_of(start=tuple, moves=lambda row: (), play=lambda row, m: (0, row)),
                   methods=(Method("table", lambda row: ran.append(1) or 0,
                                   cost=lambda row: budget.Cost(steps=10 ** len(row), what="ten to the n")),))
    with pytest.raises(TooLarge, match=r"table: takes about 1.0·10\^20 steps of Python \(ten to the n\)"):
        solve(game, [1] * 20, method="table")
    assert not ran and solve(game, [1] * 3, method="table").value == 0


# Grundy values in arrays, against the generic search.

@settings(max_examples=60)
@given(moves=st.sets(st.integers(1, 30), min_size=1, max_size=5), n=st.integers(0, 120))
def test_the_array_pass_agrees_with_the_search_on_subtraction_games(moves, n):
    game = subtraction(moves)
    assert grundy(game, n) == grundy(game, n, method="search")
    assert list(heap_values(game, n)) == subtraction_values(moves, n)


@settings(max_examples=30)
@given(n=st.integers(0, 400))
def test_the_array_pass_agrees_with_the_search_on_stone_game_iv(n):
    game = get_game("stone-game-iv")
    if n == 0:
        assert list(heap_values(game, 0)) == [0]
        return
    rules = game.rules(n)
    assert grundy(game, n) == Grundy(rules).value(n)
    assert (grundy(game, n) == 0) is (solve(game, n, method="table").answer is False)


def test_the_compiled_pass_agrees_with_the_plain_one():
    from stonegame.games.families.periodicity import subtraction_grundy

    n = 3000
    squares = [s * s for s in range(1, isqrt(n) + 1)]
    plain = [0] * (n + 1)
    subtraction_grundy.function(plain, squares, 1, n + 1, [-1] * (len(squares) + 1))
    import numpy as np

    compiled = np.zeros(n + 1, np.int64)
    subtraction_grundy.compiled(compiled, np.asarray(squares, np.int64), 1, n + 1, np.full(len(squares) + 1, -1))
    assert compiled.tolist() == plain == value_sequence(get_game("stone-game-iv"), n).values


@settings(max_examples=40)
@given(steps=st.sets(st.integers(1, 6), min_size=1, max_size=3), n=st.integers(0, 60))
def test_a_declared_heap_game_takes_the_array_pass_too(steps, n):
    game = declared("heap", start=lambda k: k, moves=lambda k: [s for s in sorted(steps) if s <= k],
                   play=lambda k, s: k - s, kind="count", scoring=False)
    assert list(heap_values(game, n)) == subtraction_values(steps, n)
    assert grundy(game, n) == grundy(game, n, method="search")


def test_a_heap_game_whose_positions_are_not_counts_goes_to_the_search():
    pairs = declared("pairs", start=lambda k: (k, 0), moves=lambda p: [1] if p[0] else [],
                    play=lambda p, m: (p[0] - 1, p[1] + 1), kind="count", scoring=False)
    assert heap_values(pairs, 5) is None
    assert grundy(pairs, 5) == 1


@settings(max_examples=30)
@given(moves=st.sets(st.integers(1, 9), min_size=1, max_size=4), n=st.integers(0, 10**40))
def test_the_period_gives_any_value(moves, n):
    values = subtraction_values(moves, 3000)  # periods of sets up to 9 show long before 3000
    from stonegame.tools.grundy import find_period

    n0, p = find_period(values, lambda n0, p: max(moves))
    expected = values[n] if n <= 3000 else values[n0 + (n - n0) % p]
    assert periodic_value(moves, n) == expected


def test_a_built_in_memo_reports_its_progress_against_its_estimate(monkeypatch):
    from stonegame.core import progress

    seen = []
    monkeypatch.setattr(progress, "EVERY", 1000)
    monkeypatch.setattr(progress, "observers", [lambda done, total: seen.append((done, total))])
    solution = solve("stone-game-vii", list(range(1, 101)), method="memo")
    total = 100 * 101 // 2 + 100
    assert seen == [(k * 1000, total) for k in range(1, solution.stats.positions // 1000 + 1)]


def test_the_bar_is_silent_off_a_terminal(monkeypatch, capsys):
    from stonegame.core import progress

    monkeypatch.setattr(progress, "EVERY", 100)
    with progress.bar(after=0):
        solve("stone-game-vii", list(range(1, 101)), method="memo")
    assert capsys.readouterr().err == "" and not progress.observers


# The memo's cost, said before it starts.

@settings(max_examples=30, deadline=None)
@given(data=st.data(), slug=st.sampled_from([g.slug for g in GAMES.values() if "memo" in g.methods]))
def test_the_memos_estimate_bounds_what_it_does(data, slug):
    game = get_game(slug)
    instance = data.draw(instances(game, max_size=9))
    rules = game.rules(game.validate(instance))
    memo = Memo(rules)
    memo.value(rules.start())
    estimate = rules.estimate()
    if estimate is not None:  # the forecast's time is at least the memo's own count of moves
        assert memo.positions <= estimate.positions
        assert estimate.moves is None or memo.work <= estimate.moves
        assert estimate.seconds >= MOVE_SECONDS * memo.work


def test_a_long_memo_says_its_cost_first_and_names_a_faster_method(monkeypatch, capsys):
    from stonegame.core import progress

    monkeypatch.setattr(progress, "LONG", 0.001)  # a 40-value row is "long": 1,640 moves
    with progress.bar():
        solution = solve("stone-game-vii", list(range(1, 41)), method="memo")
    err = capsys.readouterr().err
    assert err == ("stonegame: note: stone-game-vii by memo: about 860 positions and 1,600 moves, about 0 s "
                   "of Python; method 'fast' or 'table' answers sooner\n")
    assert solution.stats.positions <= 860 and not progress.announcers
    with progress.bar():
        solve("stone-game-vii", list(range(1, 41)), method="table")  # no memo: nothing to say
        solve("stone-game-vii", [3, 1, 2], method="memo")  # under LONG: nothing to say
    assert capsys.readouterr().err == ""


def test_the_searches_pause_the_collector_only_while_they_search():
    import gc

    from stonegame.tools.grundy import grundy as grundy_of

    assert gc.isenabled()
    solve("stone-game-vii", list(range(1, 60)), method="memo")
    assert grundy_of(subtraction({1, 3, 4}), 500, method="search") == 1  # 500 ≡ 3 (mod 7), g(3) = 1
    assert gc.isenabled()
    gc.disable()
    try:
        solve("stone-game-vii", list(range(1, 60)), method="memo")
        grundy_of(subtraction({1, 3, 4}), 501, method="search")
        assert not gc.isenabled()  # left as the caller had it
    finally:
        gc.enable()


def test_perfect_play_too_large_for_its_search_is_refused_at_once_and_the_answer_stands():
    solution = solve("nim", [9, 2, 9, 1, 4, 8, 1, 6, 9, 3, 7, 6, 5, 4])
    assert solution.answer is True  # Bouton's XOR
    with pytest.raises(TooLarge, match="perfect play .* needs too large a search here: the memo would play about"):
        _ = solution.line
    assert "line not computed: perfect play" in solution.to_json()["notes"][-1]
