"""The built-in families against the games they generalize, brute force and known rules."""

import itertools
from functools import reduce
from math import isqrt
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stonegame import GAMES, InvalidInstance, TooLarge, UnknownGame, solve
from stonegame.core.players import Player
from stonegame.core.search import Memo
from stonegame.core.strategies import instances
from stonegame.games.families import family, nim, subtraction, take_up_to
from stonegame.games.families.nim import nim_formula, nim_positions
from stonegame.games.families.subtraction import win_table
from stonegame.games.families.take_up_to import differences as take_differences


def line_of(solution):
    return [(m.player, m.move, m.gain, m.position, m.value, [o.value for o in m.alternatives])
            for m in solution.line]


# take_up_to(k): Stone Game III with any k.

@given(st.lists(st.integers(-30, 30), min_size=1, max_size=12))
def test_take_up_to_3_is_stone_game_iii(stones):
    ours, theirs = solve(take_up_to(3), stones, method="memo"), solve("stone-game-iii", stones, method="memo")
    assert ours.value == theirs.value and ours.answer == theirs.answer
    assert line_of(ours) == line_of(theirs)
    assert [m.name for m in ours.line] == [m.name for m in theirs.line]
    assert solve(take_up_to(3), stones, method="table").value == theirs.value


@pytest.mark.parametrize("k", [1, 2, 4, 7])
@given(data=st.data())
def test_take_up_to_k_table_agrees_with_brute(k, data):
    game = take_up_to(k)
    stones = data.draw(instances(game))
    truth = solve(game, stones, method="brute").value
    assert solve(game, stones, method="table").value == truth == solve(game, stones, method="memo").value
    assert solve(game, stones).method == "table"


@given(st.lists(st.integers(-30, 30), min_size=1, max_size=30))
def test_take_one_is_an_alternating_sum(stones):
    assert take_differences(stones, 1)[0] == sum(stones[0::2]) - sum(stones[1::2])


def test_a_large_k_takes_everything_worth_taking():
    # With k >= n the mover may take every stone, and does when nothing better is left.
    assert solve(take_up_to(10), [1, 2, 3]).value == 6
    # Taking 5 leaves Bob [-9, 1], where his best is to take both (−8): 5 − (−8) = 13.
    assert solve(take_up_to(10), [5, -9, 1]).value == 13


def test_take_up_to_states_are_exact_and_guarded():
    game = take_up_to(2)
    solution = solve(game, list(range(1, 41)), method="memo")
    assert solution.stats.positions == game.rules(list(range(1, 41))).estimate().positions == 41
    with pytest.raises(TooLarge, match="5,000,000"):
        Memo(game.rules([1] * 6_000_000))  # refused by the estimate, before any search
    assert solve(take_up_to(2), [1] * 200_000, method="table").answer == "Tie"


@pytest.mark.parametrize("k", [0, -1, "3", 2.0])
def test_take_up_to_needs_a_positive_k(k):
    with pytest.raises(InvalidInstance):
        take_up_to(k)


# Subtraction games.

@pytest.mark.skipif("stone-game-iv" not in GAMES, reason="stone-game-iv is not registered")
@given(st.integers(1, 60))
def test_subtracting_squares_is_stone_game_iv(n):
    squares = subtraction(s * s for s in range(1, isqrt(60) + 1))
    ours, theirs = solve(squares, n, method="memo"), solve("stone-game-iv", n, method="memo")
    assert ours.value == theirs.value and ours.answer == theirs.answer
    assert [(m.player, m.move, m.position, m.value) for m in ours.line] == \
           [(m.player, m.move, m.position, m.value) for m in theirs.line]
    assert solve(squares, n, method="table").value == theirs.value


SETS = st.sets(st.integers(1, 7), min_size=1, max_size=4)


@given(moves=SETS, n=st.integers(0, 14))
def test_subtraction_table_agrees_with_brute(moves, n):
    game = subtraction(moves)
    truth = solve(game, n, method="brute")
    assert solve(game, n, method="table").value == truth.value == solve(game, n, method="memo").value
    assert solve(game, n, method="formula").value == truth.value
    assert truth.answer is (truth.value == 1)


@settings(max_examples=60)
@given(moves=st.sets(st.integers(1, 40), min_size=1, max_size=5), n=st.integers(0, 20_000))
def test_the_period_formula_agrees_with_the_table_far_out(moves, n):
    game = subtraction(moves)
    assert solve(game, n, method="formula").value == solve(game, n, method="table").value


def test_subtraction_known_losing_positions():
    assert [n for n, won in enumerate(win_table([1, 2], 12)) if not won] == [0, 3, 6, 9, 12]
    assert [n for n, won in enumerate(win_table([2, 3], 12)) if not won] == [0, 1, 5, 6, 10, 11]
    game = subtraction({1, 3, 4})
    line = solve(game, 9).line  # 9 is lost: every move leaves 8, 6 or 5, each a win for Bob
    assert line[0].player is Player.ALICE and line[0].value == -1
    assert [m.name for m in solve(game, 5).line][0] == "remove 3"  # 5 - 3 = 2 is lost


@pytest.mark.parametrize("moves, fragment", [([], "at least one"), ([0, 1], ">= 1"), ("13", "collection"),
                                             ([1.5], "integer"), (5, "collection")])
def test_bad_subtraction_sets(moves, fragment):
    with pytest.raises(InvalidInstance, match=fragment):
        subtraction(moves)


def test_subtraction_instances_are_counts():
    game = subtraction([2, 1, 2])
    assert game.slug == "subtraction:1,2" and game.instance.name == "count"
    assert solve(game, 0).answer is False  # no stone: Alice cannot move
    with pytest.raises(InvalidInstance):
        solve(game, -1)


# Nim.

HEAPS = st.lists(st.integers(0, 4), min_size=1, max_size=4)


@given(HEAPS)
def test_nim_is_won_iff_the_xor_is_not_zero(heaps):
    value = solve(nim(), heaps, method="memo").value
    assert value == (1 if reduce(xor, heaps, 0) else -1)
    assert solve(nim(), heaps).value == value  # auto: the formula


@given(HEAPS)
def test_misere_nim_follows_its_rule(heaps):
    value = solve(nim(misere=True), heaps, method="memo").value
    if all(h <= 1 for h in heaps):
        expected = sum(heaps) % 2 == 0  # an even number of single stones: the opponent takes the last
    else:
        expected = reduce(xor, heaps, 0) != 0
    assert value == (1 if expected else -1)
    assert nim_formula(heaps, misere=True) == value


@settings(max_examples=100)
@given(data=st.data())
def test_nim_brute_agrees_on_generated_instances(data):
    for game in (nim(), nim(misere=True)):
        heaps = data.draw(instances(game))
        assert solve(game, heaps, method="brute").value == solve(game, heaps, method="formula").value


def test_nim_lines_end_with_the_last_stone():
    solution = solve(nim(), [1, 2, 4])
    assert solution.answer is True and solution.line[0].name == "take 1 from heap #2"
    assert solution.line[-1].position == [0, 0, 0]
    misere = solve(nim(misere=True), [2, 2])  # Bob mirrors Alice, so she must take the last stone
    assert misere.answer is False and misere.line[-1].player is Player.ALICE


@given(st.lists(st.integers(0, 5), min_size=1, max_size=4))
def test_nim_positions_counts_the_memo_keys(heaps):
    keys = {tuple(sorted(h for h in p if h)) for p in itertools.product(*(range(h + 1) for h in heaps))}
    assert nim_positions(heaps) == len(keys)
    assert solve(nim(), heaps, method="memo").stats.positions == len(keys)


def test_nim_positions_stop_beyond_the_limit():
    assert nim_positions([10**9]) == 10**9 + 1
    assert nim_positions([1000] * 5, limit=10**6) == 10**6 + 1
    with pytest.raises(TooLarge, match="positions"):
        solve(nim(), [1000] * 5, method="memo")
    assert solve(nim(), [1000] * 5).answer is True  # the formula needs no search


# Names.

@pytest.mark.parametrize("name, slug", [("take-up-to:5", "take-up-to:5"),
                                        ("subtraction:4,1,3", "subtraction:1,3,4"),
                                        ("Subtraction: 2 5", "subtraction:2,5"), ("nim", "nim"),
                                        ("misere-nim", "misere-nim")])
def test_families_by_name(name, slug):
    assert family(name) is not None and family(name).slug == slug


@pytest.mark.parametrize("name", ["take-up-to:", "take-up-to:1,2", "subtraction:", "subtraction:a"])
def test_bad_family_names(name):
    with pytest.raises((UnknownGame, InvalidInstance)):
        family(name)


def test_a_name_that_is_no_family_is_left_to_the_registry():
    assert family("chess") is None and family("stone-game") is None
