"""Stone Game VIII (LeetCode 1872): merge the leftmost x >= 2 stones into one, score their sum."""

from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import InvalidInstance, solve
from stonegame.core.line import replay
from stonegame.core.search import Memo
from stonegame.games import stone_game_viii
from stonegame.games.stone_game_viii import Merge, MergePrefix, best_from

GAME = stone_game_viii.GAME
stones = st.lists(st.integers(-30, 30), min_size=2, max_size=9)
EXAMPLES = [([-1, 2, -3, 4, -5], 5), ([7, -6, 5, 10, 5, -2, -6], 13), ([-10, -12], -22)]


@cache
def literal(row: tuple[int, ...]) -> int:
    """The statement word for word: merge the leftmost x >= 2 stones, put their sum back on the left."""
    if len(row) < 2:
        return 0
    return max(sum(row[:x]) - literal((sum(row[:x]), *row[x:])) for x in range(2, len(row) + 1))


@pytest.mark.parametrize("method", GAME.methods)
@pytest.mark.parametrize("row, expected", EXAMPLES)
def test_published_examples(method, row, expected):
    solution = solve(GAME, row, method=method)
    assert solution.answer == solution.value == expected




@given(row=stones)
def test_brute_force_plays_the_literal_statement(row):
    assert isinstance(GAME.parts.brute_rules(row), Merge) and not isinstance(GAME.parts.brute_rules(row), MergePrefix)
    assert solve(GAME, row, method="brute").value == literal(tuple(row))


@given(row=stones)
def test_the_line_replays_to_the_value_and_the_scores(row):
    solution = solve(GAME, row, method="memo")
    value, alice, end = replay(solution.rules, [move.move for move in solution.line])
    assert value == solution.value
    assert (alice, value) == (solution.scores.alice, solution.scores.alice - solution.scores.bob)
    assert solution.scene.show(end) == [sum(row)]  # one stone is left: everything merged
    for move in solution.line:
        assert move.position[0] == move.gain  # the stone put back on the left is what was scored


@given(row=stones)
def test_the_same_line_on_the_literal_rules(row):
    """The prefix-sum positions are a shortcut: the moves replay on the literal row to the same value."""
    line = solve(GAME, row, method="memo").line
    assert replay(Merge(row), [move.move for move in line])[0] == solve(GAME, row).value


@given(row=stones)
def test_position_values_are_the_memos(row):
    rules = MergePrefix(row)
    memo = Memo(rules)
    values = best_from(row)
    assert [memo.value(i) for i in range(len(row))] == values
    assert GAME.parts.shortcuts.values(row)(0) == values[0]


@given(row=st.lists(st.integers(-10**4, 10**4), min_size=2, max_size=300))
def test_table_and_fast_agree_with_the_memo_on_longer_rows(row):
    memo = solve(GAME, row, method="memo").value
    assert stone_game_viii.table(row) == stone_game_viii.fast(row) == memo


@given(row=stones)
def test_alice_gets_at_least_the_total(row):
    # Alice may merge everything at once and end the game: she secures sum(row), perhaps more.
    assert solve(GAME, row).value >= sum(row)


@pytest.mark.parametrize("bad", [[5], [], [1, "x"]])
def test_rows_shorter_than_two_and_bad_values_are_refused(bad):
    with pytest.raises(InvalidInstance):
        solve(GAME, bad)
