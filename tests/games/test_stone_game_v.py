import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stonegame import TooLarge, engine, solve
from stonegame.games.stone_game_v import GAME, Split, fast, interval_scores, interval_scores_fast, scores_view

ties = st.lists(st.integers(1, 3), min_size=1, max_size=40)  # small values: many equal sums
wide = st.lists(st.integers(1, 10**6), min_size=1, max_size=40)


def test_first_example_line_and_scores():
    solution = solve(GAME, [6, 2, 3, 4, 5, 5])
    assert (solution.answer, solution.value, solution.method) == (18, 18, "table")
    assert [move.name for move in solution.line] == [
        "split after 3 (11 | 14), keep left 11",
        "split after 1 (6 | 5), keep right 5",
        "split after 1 (2 | 3), keep left 2",
    ]
    assert {move.player for move in solution.line} == {engine.Player.ALICE}
    assert (solution.scores.alice, solution.scores.bob) == (18, 0)


def test_one_stone_has_no_move():
    solution = solve(GAME, [4])
    assert solution.value == 0 and solution.line == []


def test_only_the_smaller_row_is_kept_unless_the_sums_tie():
    rules = Split([1, 2, 3, 4])  # splits: 1|9, 3|7, 6|4
    assert rules.moves((0, 3)) == [(0, "L"), (1, "L"), (2, "R")]
    rules = Split([2, 1, 1])  # splits: 2|2 (a tie), 3|1
    assert rules.moves((0, 2)) == [(0, "L"), (0, "R"), (1, "R")]


@given(ties)
def test_fast_fills_the_same_table_as_the_cubic_dp_with_many_ties(stones):
    assert interval_scores_fast(stones) == interval_scores(stones)


@given(wide)
def test_fast_fills_the_same_table_as_the_cubic_dp_with_large_values(stones):
    assert interval_scores_fast(stones) == interval_scores(stones)


@pytest.mark.parametrize("stones", [[1] * 40, [2**k for k in range(40)], [2**k for k in range(40, 0, -1)],
                                    [1, 2] * 20, [3, 1, 1, 1] * 10])
def test_fast_on_rows_built_to_tie_or_lean(stones):
    assert interval_scores_fast(stones) == interval_scores(stones)


def test_fast_agrees_with_the_cubic_dp_on_a_long_row():
    rng = random.Random(1563)
    stones = [rng.randint(1, 4) for _ in range(150)]
    assert fast(stones) == interval_scores(stones)[0][-1]


@given(st.lists(st.integers(1, 2), min_size=1, max_size=14))
def test_every_method_agrees_with_brute_force_when_sums_tie_often(stones):
    truth = solve(GAME, stones, method="brute").value
    for method in ("memo", "table", "fast"):
        assert solve(GAME, stones, method=method).value == truth


@given(ties)
def test_mirrored_row_keeps_its_value(stones):
    assert fast(stones[::-1]) == fast(stones)


@given(wide)
def test_each_round_scores_at_most_half_of_the_row(stones):
    # So Alice's total is below the row's total, and 0 only for a single stone.
    value = fast(stones)
    assert (value == 0) == (len(stones) == 1)
    assert 2 * value <= sum(stones) * (len(stones) - 1)


@settings(max_examples=5)
@given(st.lists(st.integers(1, 10**6), min_size=500, max_size=500))
def test_fast_handles_the_largest_instance(stones):
    value = fast(stones)
    assert 0 < value < sum(stones)


def test_brute_force_gives_up_on_a_geometric_row():
    # Each split keeps the right part, itself geometric: T(n) = 1 + T(1) + … + T(n−1) = 2^(n−1).
    stones = [2**k for k in range(12, 0, -1)]
    assert engine.brute(Split(stones))[1] == 2**11
    with pytest.raises(TooLarge):
        engine.brute(Split(stones), limit=2**11 - 1)


def test_table_view():
    view = scores_view([6, 2, 3, 4, 5, 5])
    assert view.rows[0][1][5] == "18" and view.rows[5][1][0] == ""
    with pytest.raises(TooLarge):
        scores_view([1] * 13)


def test_outside_the_original_constraints_is_solved_with_notes():
    solution = solve(GAME, [2 * 10**6, 1])
    assert solution.value == 1
    assert any("10^6" in note for note in solution.notes)


def test_a_numpy_row_gets_an_exact_python_int():
    np = pytest.importorskip("numpy")
    solution = solve(GAME, np.array([2**62, 2**62, 2**62, 2**62]), method="fast")
    assert solution.method == "fast"
    assert solution.value == 2**63 + 2**62 and type(solution.value) is int
