"""The declaration API: declared games behave like built-in ones, and mistakes get clear errors."""

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from declared import declared
from stonegame import (
    InvalidInstance,
    Method,
    Parts,
    Row,
    Rules,
    RulesError,
    StoneGameError,
    TooLarge,
    UnknownGame,
    get_game,
    solve,
)
from stonegame.cli.instance import game_and_words as game_and_values
from stonegame.core import declare as variants
from stonegame.core import progress, search
from stonegame.core.declare import declare
from stonegame.core.errors import InvalidDeclaration, UnhashablePosition
from stonegame.core.line import replay
from stonegame.core.players import Player
from stonegame.core.rules import Step
from stonegame.core.rules_file import load_rules_file
from stonegame.core.strategies import instances

EXAMPLE = Path(__file__).parents[2] / "examples" / "take_k_from_ends.py"


def line_of(solution):
    """What a line is made of, names aside: who, which move, points, what is left, the values."""
    return [(m.player, m.move, m.gain, m.position, m.value, [o.value for o in m.alternatives])
            for m in solution.line]


# The README's variant, in both forms.

@pytest.fixture(scope="module")
def example():
    return load_rules_file(EXAMPLE)


class TakeFromEnds(Rules):
    """Take 1..2 stones from either end (the class form of the README's example)."""

    def start(self):
        return (0, len(self.instance))  # stones[i:j] are left

    def moves(self, position):
        i, j = position
        return [f"{end}{x}" for end in "LR" for x in range(1, min(2, j - i) + 1)]

    def play(self, position, move):
        (i, j), x = position, int(move[1:])
        if move[0] == "L":
            return sum(self.instance[i : i + x]), (i + x, j)
        return sum(self.instance[j - x : j]), (i, j - x)

    def show(self, position):
        return list(self.instance[position[0] : position[1]])


CLASS_FORM = declare("take-from-ends", rules=TakeFromEnds)


def test_the_example_has_at_most_ten_lines():
    assert len([line for line in EXAMPLE.read_text().splitlines() if line.strip()]) <= 10


def test_the_example_solves_by_every_method(example):
    solution = solve(example, [3, 1, 4, 1, 5])
    assert solution.method == "memo" and solution.value == 4 and solution.answer == 4
    assert solution.winner is Player.ALICE
    assert (solution.scores.alice, solution.scores.bob) == (9, 5)
    assert [m.name for m in solution.line] == [
        "take 1 from the right", "take 2 from the right", "take 2 from the left"]
    assert solve(example, [3, 1, 4, 1, 5], method="brute").value == 4
    assert example.slug == "take-k-from-ends" and example.problem is None


@given(data=st.data())
def test_declared_memo_agrees_with_brute_and_the_line_replays(example, data):
    stones = data.draw(instances(example))
    memo = solve(example, stones, method="memo")
    assert memo.value == solve(example, stones, method="brute").value
    value, alice, _ = replay(memo.rules, [m.move for m in memo.line])
    assert value == memo.value and alice == memo.scores.alice
    assert all(m.value == max(o.value for o in m.alternatives) for m in memo.line)


@given(st.lists(st.integers(1, 30), min_size=1, max_size=8))
def test_the_function_form_and_the_class_form_agree(stones):
    example = load_rules_file(EXAMPLE)
    assert line_of(solve(example, stones)) == line_of(solve(CLASS_FORM, stones))


def test_json_of_a_declared_game(example):
    form = solve(example, [3, 1, 4]).to_json()
    assert form["game"] == "take-k-from-ends" and form["value"] == 2
    assert form["scores"] == {"alice": 5, "bob": 3}
    first = form["line"][0]
    assert first["move"] == "R2" and first["position"] == [3] and first["gain"] == 5
    assert [o["name"] for o in first["alternatives"]] == [
        "take 1 from the left", "take 2 from the left", "take 1 from the right", "take 2 from the right"]
    assert [o["value"] for o in first["alternatives"]] == [-2, 0, 0, 2]


# Built-in games re-declared through the public API give the same values and lines.

def stone_game_moves(row):
    return () if not row else ("L",) if len(row) == 1 else ("L", "R")


def stone_game_play(row, move):
    return (row[0], row[1:]) if move == "L" else (row[-1], row[:-1])


STONE_GAME = declared("my-stone-game", start=tuple, moves=stone_game_moves, play=stone_game_play,
                     answer=lambda value, stones: value > 0)


class TakePrefix(Rules):
    """Stone Game II: take the first X piles, 1 <= X <= 2M, then M = max(M, X)."""

    def start(self):
        return (0, 1)

    def moves(self, position):
        i, m = position
        return range(1, min(2 * m, len(self.instance) - i) + 1)

    def play(self, position, x):
        i, m = position
        return sum(self.instance[i : i + x]), (i + x, max(m, x))

    def key(self, position):
        i, m = position
        return (i, min(m, (len(self.instance) - i + 1) // 2))

    def show(self, position):
        return list(self.instance[position[0] :])


STONE_GAME_II = declare("my-stone-game-ii", rules=TakePrefix,
                        answer=lambda value, stones: (sum(stones) + value) // 2)


@pytest.mark.parametrize("mine, slug", [(STONE_GAME, "stone-game"), (STONE_GAME_II, "stone-game-ii")])
@given(stones=st.lists(st.integers(1, 30), min_size=1, max_size=9))
def test_redeclared_builtins_match(mine, slug, stones):
    builtin = get_game(slug)
    ours, theirs = solve(mine, stones), solve(builtin, stones, method="memo")
    assert ours.value == theirs.value and ours.answer == theirs.answer
    assert line_of(ours) == line_of(theirs)
    assert ours.scores == theirs.scores


def test_redeclared_builtins_match_brute_on_larger_rows():
    stones = [5, 3, 4, 5, 9, 1, 1, 7, 2, 6, 8, 3]
    assert solve(STONE_GAME, stones).value == solve("stone-game", stones).value
    assert solve(STONE_GAME_II, stones).answer == solve("stone-game-ii", stones).answer


def test_a_builtin_rules_class_declares_as_is():
    from stonegame.core.game import Parts
    from stonegame.games.stone_game import Interval, IntervalScene

    game = declare("interval", rules=Interval, parts=Parts(scene=IntervalScene))
    assert solve(game, [3, 9, 1, 2]).value == solve("stone-game", [3, 9, 1, 2]).value
    assert [m.name for m in solve(game, [5, 3, 4, 5]).line] == ["left 5", "right 5", "right 4", "last 3"]


# What play may return, and what a move may do.

def test_a_move_may_keep_the_turn():
    # Take the first stone; an even stone lets the mover go again.
    game = declared("again", start=tuple, moves=lambda row: (1,) if row else (),
                   play=lambda row, _: (row[0], row[1:], row[0] % 2 == 0))
    solution = solve(game, [2, 4, 1, 3])
    assert solution.value == 2 + 4 + 1 - 3
    assert [str(m.player) for m in solution.line] == ["Alice", "Alice", "Alice", "Bob"]
    assert solve(game, [2, 4, 1, 3], method="brute").value == 4


def test_play_may_return_a_step_and_gains_may_be_numpy_ints():
    numpy = pytest.importorskip("numpy")
    game = declared("steps", start=tuple, moves=lambda row: (1,) if row else (),
                   play=lambda row, _: (numpy.int64(row[0]), row[1:]))
    assert solve(game, [5, 2]).value == 3
    stepped = declared("stepped", start=tuple, moves=lambda row: (1,) if row else (),
                      play=lambda row, _: Step(row[0], row[1:]))
    assert solve(stepped, [5, 2]).value == 3


def test_a_win_lose_game_answers_whether_alice_wins():
    countdown = declared("countdown", start=lambda n: n, moves=lambda n: [x for x in (1, 2) if x <= n],
                        play=lambda n, x: n - x, kind="count", scoring=False)
    assert [solve(countdown, n).answer for n in range(7)] == [False, True, True, False, True, True, False]
    assert solve(countdown, 4).value == 1 and solve(countdown, 4).scores is None
    misere = declared("countdown-misere", start=lambda n: n, moves=lambda n: [x for x in (1, 2) if x <= n],
                     play=lambda n, x: n - x, kind="count", scoring=False, misere=True)
    # Whoever takes the last stone loses: lost exactly at n = 1, 4, 7, ...
    assert [n for n in range(9) if not solve(misere, n).answer] == [1, 4, 7]


def test_bad_play_results_are_named():
    game = declared("broken", start=tuple, moves=lambda row: (1,) if row else (), play=lambda row, _: row[1:])
    with pytest.raises(InvalidDeclaration, match=r"expected \(gain, next position\)"):
        solve(game, [1, 2])
    floats = declared("floats", start=tuple, moves=lambda row: (1,) if row else (),
                     play=lambda row, _: (0.5, row[1:]))
    with pytest.raises(InvalidDeclaration, match=r"returned the gain 0.5; expected an integer"):
        solve(floats, [1, 2])


def test_positions_must_be_hashable():
    game = declared("lists", start=list, moves=lambda row: (1,) if row else (),
                   play=lambda row, _: (row[0], row[1:]))
    with pytest.raises(UnhashablePosition, match="hashable"):
        solve(game, [1, 2])
    after = declared("lists-later", start=tuple, moves=lambda row: (1,) if row else (),
                    play=lambda row, _: (row[0], list(row[1:])))
    for method in ("memo", "brute"):  # found where the search first looks the position up
        with pytest.raises(UnhashablePosition, match=r"got \[2\]"):
            solve(after, [1, 2], method=method)


# Declarations that cannot work.

class NoPlay(Rules):
    def moves(self, position):
        return ()


class Sometimes(TakeFromEnds):
    scoring = "yes"


@pytest.mark.parametrize(
    "rules, options, fragment",
    [
        (NoPlay, {}, r"has no method play\(\)"),
        (object, {}, r"has no method moves\(\)"),
        (len, {}, "expected a class built from the instance"),
        (Sometimes, {}, "scoring is 'yes'; expected True or False"),
        (TakeFromEnds, {"instance": "tree"}, "expected an instance kind"),
        (TakeFromEnds, {"parts": Parts(small=0)}, "small"),
        (TakeFromEnds, {"instance": Row(least=5, most=2)}, "below least"),
        (TakeFromEnds, {"methods": ("table",)}, "expected Method records"),
        (TakeFromEnds, {"methods": (Method("table"),)}, "takes a function"),
        (TakeFromEnds, {"methods": (Method("quick", len),)}, "not one of brute, memo, table, formula, fast"),
    ],
)
def test_bad_declarations_are_refused(rules, options, fragment):
    """(Before rules classes, the function form was refused for missing or doubled functions.)"""
    with pytest.raises(InvalidDeclaration, match=fragment):
        declare("bad", rules, **options)


@pytest.mark.parametrize("name", ["", "Take K", "take_k", 7, "-x"])
def test_names_are_slugs(name):
    with pytest.raises(InvalidDeclaration, match="slug"):
        declare(name, TakeFromEnds)


# Instances of each kind: parsing, bounds, generation.

def echo(kind, **options):
    return declared(f"echo-{kind}", start=lambda instance: 0, moves=lambda p: (), play=lambda p, m: (0, p),
                   kind=kind, **options)


def test_rows_are_checked_against_the_bounds():
    game = echo("row", least=0, most=9, min_length=2)
    assert game.validate([0, 9]) == (0, 9)
    with pytest.raises(InvalidInstance, match="<= 9"):
        game.validate([1, 10])
    with pytest.raises(InvalidInstance, match=">= 0"):
        game.validate([1, -1])
    with pytest.raises(InvalidInstance, match="at least 2"):
        game.validate([1])
    assert echo("row").instance.constraints() == "length >= 1, 1 <= values[i]"
    assert echo("row", least=None).validate([-5]) == (-5,)


def test_counts_and_pairs_parse():
    count = echo("count", most=100)
    assert count.validate(7) == 7 and count.validate([7]) == 7 and count.validate(0) == 0
    for bad in (-1, 101, "x", 2.5, True):
        with pytest.raises(InvalidInstance):
            count.validate(bad)
    pair = echo("pair")
    assert pair.validate(([1, 2], [3, 4])) == ((1, 2), (3, 4))
    assert pair.validate({"alice": [1], "bob": [2]}) == ((1,), (2,))
    with pytest.raises(InvalidInstance, match="same length"):
        pair.validate(([1, 2], [3]))
    with pytest.raises(InvalidInstance, match="pair of lists"):
        pair.validate([1, 2, 3])


@pytest.mark.parametrize("kind, options", [("row", {}), ("row", {"least": None}),
                                           ("row", {"least": 2, "most": 4}), ("count", {}),
                                           ("count", {"least": 3, "most": 5}), ("pair", {})])
@settings(max_examples=50)
@given(data=st.data())
def test_generated_instances_are_valid(kind, options, data):
    game = echo(kind, **options)
    game.validate(data.draw(instances(game)))


# The scale guard and the progress hook.

def test_an_estimate_beyond_the_limit_is_refused_before_searching():
    searched = []
    game = declared("huge", start=lambda row: searched.append(1) or 0, moves=lambda p: (),
                   play=lambda p, m: (0, p), states=lambda row: 10 ** len(row))
    with pytest.raises(TooLarge, match=r"about 10,000,000,000 positions, over its limit of 5,000,000; "
                                       r"no method fits n = 10; method '(memo|brute)' fits n <= 6"):
        solve(game, [1] * 10)
    assert not searched
    assert solve(game, [1, 2]).value == 0


def test_an_instance_no_method_fits_at_any_size_is_refused_in_one_line():
    # every size is beyond the limit, so no method fits a smaller n either (was a TypeError)
    game = declared("vast", start=lambda row: 0, moves=lambda p: (), play=lambda p, m: (0, p),
                   states=lambda row: 10**9)
    with pytest.raises(TooLarge, match=r"no method fits n = 3; try a smaller instance$"):
        solve(game, [1, 2, 3])


def test_a_search_without_an_estimate_stops_at_the_limit(monkeypatch):
    monkeypatch.setattr(search, "MEMO_LIMIT", 1000)
    endless = declared("endless", start=lambda row: 0, moves=lambda n: (1,), play=lambda n, _: (1, n + 1))
    with pytest.raises(TooLarge, match="the memo stops at 1,000 positions"):
        solve(endless, [1])


def test_progress_observers_see_the_search(monkeypatch):
    monkeypatch.setattr(progress, "EVERY", 10)
    seen = []
    monkeypatch.setattr(progress, "observers", [lambda done, total: seen.append((done, total))])
    game = declared("long", start=lambda n: n, moves=lambda n: (1,) if n else (),
                   play=lambda n, _: (1, n - 1), kind="count", states=lambda n: n + 1)
    assert solve(game, 55, method="memo").value == 1
    assert seen[:2] == [(10, 56), (20, 56)]


def test_the_progress_bar_shows_and_goes(monkeypatch, capsys):
    monkeypatch.setattr(progress, "EVERY", 10)
    game = declared("long", start=lambda n: n, moves=lambda n: (1,) if n else (), play=lambda n, _: (1, n - 1),
                   kind="count")
    with variants.progress(after=20):
        assert solve(game, 100).value == 0
    assert not progress.observers
    capsys.readouterr()
    with variants.progress():  # the default threshold: nothing shown for a quick solve
        solve(game, 10)
    assert capsys.readouterr().err == ""


# Rules files.

def write(tmp_path, text, name="rules.py"):
    path = tmp_path / name
    path.write_text(text)
    return path


HEADER = ("from stonegame import Rules, declare\n\n\nclass One(Rules):\n"
          "    def moves(self, r): return (1,) if r else ()\n    def play(self, r, _): return (r[0], r[1:])\n\n\n")
ONE = "declare('one', One)"


def test_a_rules_file_gives_its_game(tmp_path):
    game = load_rules_file(write(tmp_path, HEADER + f"A = {ONE}\n"))
    assert game.slug == "one" and solve(game, [4, 5, 6]).value == 5


def test_game_is_chosen_among_several(tmp_path):
    text = HEADER + f"A = {ONE}\nGAME = declare('two', One)\n"
    assert load_rules_file(write(tmp_path, text)).slug == "two"


def test_a_rules_file_may_import_its_neighbours(tmp_path):
    write(tmp_path, "K = 3\n", name="settings_for_rules.py")
    text = HEADER + "from settings_for_rules import K\n" + f"GAME = {ONE}\nassert K == 3\n"
    assert load_rules_file(write(tmp_path, text)).slug == "one"


@pytest.mark.parametrize(
    "text, fragment",
    [
        ("x = 1\n", "defines no game"),
        (HEADER + f"A = {ONE}\nB = {ONE.replace('one', 'two')}\n",
         r"defines 2 games \(A, B\); name the one to use GAME"),
        ("def broken(:\n", "line 1"),
        ("x = 1\nraise ValueError('no good')\n", "line 2: ValueError: no good"),
        (HEADER + "GAME = declare('Bad Name', One)\n", "slug"),
    ],
)
def test_rules_file_problems_are_one_line_errors(tmp_path, text, fragment):
    with pytest.raises(StoneGameError, match=fragment):
        load_rules_file(write(tmp_path, text))


def test_a_missing_rules_file(tmp_path):
    with pytest.raises(StoneGameError, match="no such file"):
        load_rules_file(tmp_path / "nope.py")
    with pytest.raises(StoneGameError, match="not a file"):
        load_rules_file(tmp_path)


def test_game_and_values_reads_the_command_line(tmp_path):
    path = write(tmp_path, HEADER + f"GAME = {ONE}\n")
    assert game_and_values("3", ["1", "4"], Path(path))[1] == ["3", "1", "4"]  # GAME is optional with --rules
    assert game_and_values("one", ["1", "4"], Path(path))[1] == ["1", "4"]
    assert game_and_values(None, ["1"], Path(path))[0].slug == "one"
    assert game_and_values("877", ["1"], None)[0] is get_game("stone-game")
    assert game_and_values("take-up-to:4", [], None)[0].slug == "take-up-to:4"
    with pytest.raises(StoneGameError, match="--rules"):
        game_and_values(None, ["1"], None)
    with pytest.raises(UnknownGame):
        game_and_values("subtraction:x", [], None)


def test_a_position_whose_hash_raises_is_a_rules_error():
    class Unhashed(tuple):
        def __hash__(self):
            raise ValueError("no hash today")

    game = declared("bad-hash", start=Unhashed, moves=lambda p: [1] if p else [],
                   play=lambda p, m: (p[0], Unhashed(p[1:])))
    for method in ("memo", "brute"):
        with pytest.raises(RulesError, match="failed to hash or compare: ValueError: 'no hash today'"):
            solve(game, [1, 2, 3], method=method)
