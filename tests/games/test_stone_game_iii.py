"""Stone Game III (LeetCode 1406): take the first 1, 2 or 3 stones; "Alice", "Bob" or "Tie"."""

from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import InvalidInstance, Player, solve
from stonegame.core.line import replay
from stonegame.games import stone_game_iii
from stonegame.games.families import take_up_to
from stonegame.games.families.take_up_to import TakeUpTo

GAME = stone_game_iii.GAME
stones = st.lists(st.integers(-30, 30), min_size=1, max_size=9)
EXAMPLES = [([1, 2, 3, 7], "Bob", -1), ([1, 2, 3, -9], "Alice", 15), ([1, 2, 3, 6], "Tie", 0)]


@cache
def literal(row: tuple[int, ...]) -> int:
    """The statement word for word: take 1, 2 or 3 from the front; own − opponent's from here."""
    if not row:
        return 0
    return max(sum(row[:x]) - literal(row[x:]) for x in (1, 2, 3) if x <= len(row))


@pytest.mark.parametrize("method", GAME.methods)
@pytest.mark.parametrize("row, answer, value", EXAMPLES)
def test_published_examples(method, row, answer, value):
    solution = solve(GAME, row, method=method)
    assert (solution.answer, solution.value) == (answer, value)




@given(row=stones)
def test_brute_force_is_the_literal_statement(row):
    assert solve(GAME, row, method="brute").value == literal(tuple(row))


@given(row=stones)
def test_the_line_replays_to_the_value_and_the_scores(row):
    solution = solve(GAME, row, method="memo")
    value, alice, end = replay(solution.rules, [move.move for move in solution.line])
    assert value == solution.value
    assert (alice, value) == (solution.scores.alice, solution.scores.alice - solution.scores.bob)
    assert solution.scores.alice + solution.scores.bob == sum(row)
    assert all(1 <= move.move <= 3 for move in solution.line)
    assert sum(move.move for move in solution.line) == len(row)  # every stone is taken, in order
    assert solution.scene.show(end) == []


@given(row=stones)
def test_take_up_to_three_is_this_game(row):
    family = take_up_to(3)
    assert isinstance(GAME.rules(row), TakeUpTo) and isinstance(family.rules(row), TakeUpTo)
    assert solve(family, row).value == solve(GAME, row).value
    assert [m.move for m in solve(family, row, method="memo").line] == [
        m.move for m in solve(GAME, row, method="memo").line]


@given(row=stones)
def test_the_answer_names_who_ends_ahead(row):
    solution = solve(GAME, row)
    expected = {Player.ALICE: "Alice", Player.BOB: "Bob", None: "Tie"}[solution.winner]
    assert solution.answer == expected
    assert (solution.value > 0, solution.value < 0) == (expected == "Alice", expected == "Bob")


@given(row=st.lists(st.integers(-1000, 1000), min_size=1, max_size=200))
def test_table_and_fast_agree_with_the_memo_on_longer_rows(row):
    memo = solve(GAME, row, method="memo").value
    assert stone_game_iii.table(row) == stone_game_iii.fast(row) == memo


def test_a_row_of_one_negative_stone_is_lost_by_alice():
    solution = solve(GAME, [-5])
    assert (solution.answer, solution.value, solution.scores.alice) == ("Bob", -5, -5)


@pytest.mark.parametrize("bad", [[], [1, "x"], "1 2 3"])
def test_bad_rows_are_refused(bad):
    with pytest.raises(InvalidInstance):
        solve(GAME, bad)
