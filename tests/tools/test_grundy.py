"""Sprague–Grundy values, value sequences and their periods, sums by XOR."""

from functools import reduce
from math import isqrt
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from declared import declared
from stonegame import GAMES, InvalidInstance, StoneGameError, get_game, solve
from stonegame.core.rules import Rules, Step
from stonegame.games import resolve
from stonegame.games.families import nim, subtraction, take_up_to
from stonegame.tools.grundy import (
    Grundy,
    NotImpartial,
    find_period,
    grundy,
    grundy_report,
    mex,
    subtraction_values,
    sum_value,
    value_sequence,
)
from stonegame.views.grundy import report_lines

SETS = st.sets(st.integers(1, 8), min_size=1, max_size=4)


def naive_values(moves, upto):
    """g(0..upto) straight from the definition, by recursion over heaps (independent of grundy.py)."""
    known = {}

    def g(n):
        if n not in known:
            options = [g(n - s) for s in moves if s <= n]
            known[n] = min(v for v in range(len(options) + 1) if v not in options)
        return known[n]

    return [g(n) for n in range(upto + 1)]


# One heap: values against brute force.

@given(moves=SETS)
def test_subtraction_values_match_the_definition(moves):
    assert subtraction_values(moves, 80) == naive_values(sorted(moves), 80)


@settings(max_examples=50)
@given(moves=SETS, n=st.integers(0, 40))
def test_the_search_agrees_with_the_table(moves, n):
    game = subtraction(moves)
    assert grundy(game, n, method="search") == grundy(game, n) == subtraction_values(moves, n)[n]


@settings(max_examples=100)
@given(moves=SETS, n=st.integers(0, 13))
def test_zero_exactly_at_lost_positions(moves, n):
    game = subtraction(moves)
    lost = solve(game, n, method="brute").value == -1
    assert (grundy(game, n) == 0) is lost


def test_compiled_values_in_narrow_arrays_match_the_definition():
    from stonegame.core import kernels
    from stonegame.games.families.periodicity import subtraction_array

    squares = [s * s for s in range(1, 60)]  # 59 moves: bytes; 300 moves: two bytes a heap
    wide = list(range(1, 301))
    with kernels.always_compile():
        narrow, wider = subtraction_array(squares, 3000), subtraction_array(wide, 700)
    assert narrow.dtype.itemsize == 1 and wider.dtype.itemsize == 2
    assert narrow.tolist() == naive_values(squares, 3000)
    assert wider.tolist() == naive_values(wide, 700)  # g(n) = n mod 301: values past a byte
    assert max(wider.tolist()) == 300


def test_grundy_is_iterative():
    assert grundy(subtraction({1}), 30_000, method="search") == 0  # far deeper than Python's recursion limit
    assert grundy(subtraction({1}), 29_999, method="search") == 1


# Periods.

def test_take_one_or_two_has_period_3():
    s = value_sequence(subtraction({1, 2}), 40)
    assert s.values[:6] == [0, 1, 2, 0, 1, 2]
    assert (s.periodicity.preperiod, s.periodicity.period, s.periodicity.proven) == (0, 3, True)


def test_one_three_four_has_period_7():
    s = value_sequence(subtraction({1, 3, 4}), 60)
    assert (s.periodicity.preperiod, s.periodicity.period) == (0, 7)
    assert s.values[:7] == [0, 1, 0, 1, 2, 3, 2]


def test_a_period_is_proven_from_the_shortest_window():
    # S = {1, 2}: g = 0 1 2 0 1; the window of 2 after the preperiod is all the theorem needs.
    assert value_sequence(subtraction({1, 2}), 4).periodicity.period == 3
    assert value_sequence(subtraction({1, 2}), 3).periodicity is None


def test_a_preperiod_is_found():
    # S = {2, 4, 7}: 0 0 1 1 2 2 0 3, then 1 0 2 repeating from n = 8.
    s = value_sequence(subtraction({2, 4, 7}), 60)
    assert s.values[:11] == [0, 0, 1, 1, 2, 2, 0, 3, 1, 0, 2]
    assert (s.periodicity.preperiod, s.periodicity.period, s.periodicity.proven) == (8, 3, True)
    assert_period_holds({2, 4, 7}, 8, 3)


def assert_period_holds(moves, n0, p, length=3000):
    """(n0, p) holds far beyond the values it was found in, and neither can be smaller."""
    long = subtraction_values(moves, length)
    assert all(long[n] == long[n + p] for n in range(n0, length - p))
    if n0 > 0:
        assert long[n0 - 1] != long[n0 - 1 + p]
    for smaller in range(1, p):
        assert any(long[n] != long[n + smaller] for n in range(n0 + 1000, length - smaller))


@settings(max_examples=60)
@given(moves=SETS)
def test_proven_periods_hold_and_are_least(moves):
    s = value_sequence(subtraction(moves), 400)
    assert s.periodicity is not None  # max move 8: periods are short enough to show by 400
    assert_period_holds(moves, s.periodicity.preperiod, s.periodicity.period)


def test_squares_show_no_period():
    squares = subtraction(s * s for s in range(1, isqrt(1500) + 1))
    s = value_sequence(squares, 1500)
    assert s.periodicity is None and "eventually periodic" in str(s.note)
    if "stone-game-iv" in GAMES:
        iv = value_sequence(get_game("stone-game-iv"), 1500)
        assert iv.values == s.values
        assert iv.periodicity is None and "not a finite subtraction game" in str(iv.note)


def test_an_apparent_period_is_not_proven():
    countdown = declared("countdown", start=lambda n: n, moves=lambda n: [x for x in (1, 2, 3) if x <= n],
                        play=lambda n, x: n - x, kind="count", scoring=False)
    s = value_sequence(countdown, 30)
    assert (s.periodicity.preperiod, s.periodicity.period, s.periodicity.proven) == (0, 4, False)
    assert "no theorem" in str(s.periodicity.reason)


def test_find_period_needs_its_margin():
    values = [0, 1] * 4
    assert find_period(values, lambda n0, p: 6) == (0, 2)
    assert find_period(values, lambda n0, p: 7) is None
    assert find_period([3, 3, 3], lambda n0, p: 1) == (0, 1)
    assert find_period([1, 2, 0, 0, 0, 0], lambda n0, p: 2) == (2, 1)
    assert find_period([], lambda n0, p: 1) is None


def test_mex():
    assert mex([]) == 0 and mex({1, 2}) == 0 and mex(iter([0, 2, 1, 4])) == 3


# Nim and sums.

@given(st.integers(0, 12))
def test_a_nim_heap_is_worth_its_size(h):
    assert grundy(nim(), [h], method="search") == h


@settings(max_examples=60)
@given(st.lists(st.integers(0, 5), min_size=1, max_size=3))
def test_nim_is_worth_the_xor(heaps):
    assert grundy(nim(), heaps, method="search") == reduce(xor, heaps, 0) == grundy(nim(), heaps)


def summed(first, second):
    """The disjunctive sum of two declared games: each turn moves in exactly one of them."""

    def start(pair):
        left, right = first.rules(pair[0]), second.rules(pair[1])
        return (left, left.start(), right, right.start())

    def moves(position):
        left, p, right, q = position
        return [(0, m) for m in left.moves(p)] + [(1, m) for m in right.moves(q)]

    def play(position, move):
        left, p, right, q = position
        side, m = move
        if side == 0:
            return (left, left.play(p, m).position, right, q)
        return (left, p, right, right.play(q, m).position)

    return declared("sum", start=start, moves=moves, play=play, key=lambda pos: (pos[1], pos[3]),
                   show=lambda pos: [pos[1], pos[3]], scoring=False,
                   parse=lambda raw: (first.validate(raw[0]), second.validate(raw[1])))


@settings(max_examples=60)
@given(moves=SETS, n=st.integers(0, 15), heap=st.integers(0, 6))
def test_a_sum_is_lost_exactly_when_the_xor_is_zero(moves, n, heap):
    game = subtraction(moves)
    total = sum_value([(game, n), (nim(), [heap])])
    assert total == grundy(game, n) ^ heap
    both = summed(game, nim())
    solution = solve(both, (n, [heap]), method="memo")
    assert (solution.value == 1) is (total != 0)
    assert Grundy(both.rules((n, [heap]))).value(both.rules((n, [heap])).start()) == total


# Games Grundy values are not for.

@pytest.mark.parametrize("game", [take_up_to(3), nim(misere=True)], ids=lambda g: g.slug)
def test_scoring_and_misere_games_are_refused(game):
    with pytest.raises(NotImpartial):
        grundy(game, [1, 2])


def test_runtime_checks_catch_what_the_declaration_hides():
    class Misere(Rules):
        def __init__(self, n):
            self.n = n

        def start(self):
            return self.n

        def moves(self, n):
            return [1] if n else []

        def play(self, n, move):
            return Step(0, n - 1)

        def end(self, n):
            return 1

    with pytest.raises(NotImpartial, match="misère"):
        grundy(declared("sneaky", rules=Misere, kind="count", scoring=False), 3)
    again = declared("again", start=lambda n: n, moves=lambda n: [1] if n else [],
                    play=lambda n, _: Step(0, n - 1, True), kind="count", scoring=False)
    with pytest.raises(NotImpartial, match="again"):
        grundy(again, 2)
    loop = declared("loop", start=lambda n: n, moves=lambda n: [1], play=lambda n, _: 1 - n,
                   kind="count", scoring=False)
    with pytest.raises(StoneGameError, match="forever"):
        grundy(loop, 0)


def test_value_sequences_are_for_one_heap_games():
    with pytest.raises(InvalidInstance, match="one-heap"):
        value_sequence(nim(), 5)
    with pytest.raises(InvalidInstance, match="upto"):
        value_sequence(subtraction({1}), -1)


# The command's report.

def test_the_report_of_a_sum():
    report = grundy_report(resolve("subtraction:1,3,4"), ["10", "+", "nim", "3", "4", "+", "5"])
    assert [(t["game"], t["instance"], t["grundy"]) for t in report["terms"]] == [
        ("subtraction:1,3,4", 10, 1), ("nim", [3, 4], 7), ("nim", [5], 5)]
    assert report["sum"] == 1 ^ 7 ^ 5 and report["winner"] == "Alice"
    lines = report_lines(report)
    assert "sum: 1 XOR 7 XOR 5 = 3" in lines
    assert lines[-1] == "the player to move (Alice) wins: the value is not 0"


def test_the_report_of_a_sequence():
    report = grundy_report(resolve("subtraction:1,3,4"), [], upto=20)
    assert report["terms"] == [] and report["sequence"]["period"]["period"] == 7
    lines = report_lines(report)
    assert lines[0].startswith("subtraction:1,3,4: g(0..20) = 0 1 0 1 2 3 2 0")
    assert lines[1] == "period 7 from n = 0 (proven): 0 1 0 1 2 3 2"


def test_the_report_from_a_rules_file(tmp_path):
    path = tmp_path / "heap.py"
    path.write_text("from stonegame.games.families import subtraction\nGAME = subtraction({2, 3})\n")
    report = grundy_report(resolve(path), ["7"])
    assert report["terms"] == [{"game": "subtraction:2,3", "instance": 7, "grundy": 1}]


@pytest.mark.parametrize(
    "game, words, fragment",
    [
        ("nim", [], "--upto"),
        ("nim", ["1", "+", "+", "2"], "empty term"),
        ("nim", ["1", "+", "nim"], "no instance after"),
        ("stone-game", ["1", "2"], "scores points"),
        ("nim", ["1", "2.5"], "not an integer"),
        ("nim", ["x"], "no game 'x'"),
    ],
)
def test_report_errors(game, words, fragment):
    with pytest.raises(StoneGameError, match=fragment):
        grundy_report(resolve(game), words)


@settings(max_examples=40, deadline=None)
@given(moves=st.sets(st.integers(1, 40), min_size=1, max_size=12), upto=st.integers(0, 300))
def test_marked_values_match_the_definition(moves, upto):
    from stonegame.games.families.periodicity import marked_values

    used = sorted(m for m in moves if m <= upto)
    assert marked_values(used, upto).tolist() == naive_values(used, upto)


def test_the_marks_give_way_to_the_compiled_pass_when_their_rows_grow(monkeypatch):
    from stonegame.games.families import periodicity

    monkeypatch.setattr(periodicity, "MARKED_BYTES", 10 * 1001)  # room for 10 rows of 1,001 heaps
    wide = list(range(1, 41))  # g(n) = n mod 41: 41 values, more rows than fit
    assert periodicity.marked_values(wide, 1000) is None
    monkeypatch.setattr(periodicity.subtraction_grundy, "compile_from", 1)  # many steps: not plain Python
    assert list(periodicity.subtraction_array(wide, 1000)) == naive_values(wide, 1000)
    squares = [s * s for s in range(1, 32)]
    assert periodicity.subtraction_array(squares, 1000).tolist() == naive_values(squares, 1000)  # by the marks
