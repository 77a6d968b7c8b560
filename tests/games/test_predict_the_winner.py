import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import InapplicableMethod, InvalidInstance, TooLarge, get_game, solve
from stonegame.core.players import Player
from stonegame.games import predict_the_winner, stone_game

GAME = predict_the_winner.GAME
numbers = st.lists(st.integers(0, 40), min_size=1, max_size=10)
even_rows = st.lists(st.integers(0, 40), min_size=1, max_size=5).flatmap(
    lambda half: st.lists(st.integers(0, 40), min_size=2 * len(half), max_size=2 * len(half))
)


@pytest.mark.parametrize("method", ["brute", "memo", "table"])
@pytest.mark.parametrize(
    "nums, answer, value, alice, bob",
    [([1, 5, 2], False, -2, 3, 5), ([1, 5, 233, 7], True, 222, 234, 12)],
)
def test_published_examples_with_their_scores(method, nums, answer, value, alice, bob):
    solution = solve("predict-the-winner", nums, method=method)
    assert (solution.answer, solution.value) == (answer, value)
    assert (solution.scores.alice, solution.scores.bob) == (alice, bob)


@pytest.mark.parametrize("method", GAME.methods)
def test_a_tie_goes_to_player_1(method):
    solution = solve("predict-the-winner", [1, 1], method=method)
    assert solution.answer is True
    if method != "formula":
        assert (solution.value, solution.winner) == (0, None)


@pytest.mark.parametrize("nums", [[0], [0, 0, 0], [2, 4, 2]])
def test_level_scores_on_odd_rows_are_player_1_wins(nums):
    solution = solve("predict-the-winner", nums, method="brute")
    assert solution.value == 0 and solution.winner is None and solution.answer is True


@given(even_rows)
def test_formula_answers_true_on_every_even_row_and_brute_agrees(nums):
    decision = solve("predict-the-winner", nums, method="formula")
    truth = solve("predict-the-winner", nums, method="brute")
    assert decision.value is None
    assert decision.answer is True is truth.answer
    assert 0 <= decision.strategy["margin_at_least"] <= truth.value
    if decision.winner is Player.ALICE:
        assert truth.value > 0


@pytest.mark.parametrize("nums", [[7], [1, 5, 2], [3, 3, 3, 3, 3]])
def test_formula_refuses_odd_rows(nums):
    with pytest.raises(InapplicableMethod, match="even number"):
        solve("predict-the-winner", nums, method="formula")


def test_auto_gives_the_exact_value_not_the_formula():
    solution = solve("predict-the-winner", [1, 5, 233, 7])
    assert solution.method == "table" and solution.value == 222


@given(st.lists(st.integers(1, 40), min_size=1, max_size=10))
def test_same_value_as_stone_game_on_positive_rows(nums):
    assert solve("predict-the-winner", nums).value == solve("stone-game", nums).value


def test_one_interval_solver_is_shared_with_stone_game():
    assert GAME.rules is stone_game.Interval
    assert GAME.solver("table").solve is stone_game.table
    assert GAME.parts.scene(GAME.rules([1, 2])).table().title == stone_game.pair_view([1, 2]).title


@given(numbers)
def test_mirrored_row_keeps_its_value(nums):
    assert solve("predict-the-winner", nums[::-1]).value == solve("predict-the-winner", nums).value


def test_negative_numbers_are_refused_and_zero_is_allowed():
    with pytest.raises(InvalidInstance, match="value 2 .* is -1; every value must be >= 0"):
        solve("predict-the-winner", [3, -1, 2])
    assert solve("predict-the-winner", [0, 0]).answer is True


def test_names():
    assert get_game(486) is GAME and get_game("Predict-The-Winner") is GAME
    assert GAME.names == ("predict-the-winner", "486")


def test_outside_the_original_constraints_is_solved_with_notes():
    assert solve("predict-the-winner", [1, 5, 233, 7]).notes == []
    long = solve("predict-the-winner", list(range(21)))
    assert any("n = 21" in note for note in long.notes)
    big = solve("predict-the-winner", [10**7 + 1, 1])
    assert big.answer is True and any("10000001" in note for note in big.notes)


def test_table_view_and_its_limit():
    view = GAME.parts.scene(GAME.rules([1, 5, 233, 7])).table()
    assert "222" in str(view.caption)
    with pytest.raises(TooLarge):
        GAME.parts.scene(GAME.rules([1] * 13)).table()
