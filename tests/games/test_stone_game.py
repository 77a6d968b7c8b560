import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import InapplicableMethod, solve
from stonegame.core.players import Player
from stonegame.games.stone_game import pair_table

piles = st.lists(st.integers(1, 40), min_size=1, max_size=10)


def test_write_up_example_alice_wins_9_to_8():
    solution = solve("stone-game", [5, 3, 4, 5])
    assert (solution.answer, solution.value, solution.winner) == (True, 1, Player.ALICE)
    assert (solution.scores.alice, solution.scores.bob) == (9, 8)
    assert [move.player.value for move in solution.line] == ["Alice", "Bob", "Alice", "Bob"]


@given(piles.filter(lambda p: len(p) % 2 == 0 and sum(p[0::2]) != sum(p[1::2])))
def test_parity_formula_applies_under_the_guarantee_and_is_right(stones):
    decision = solve("stone-game", stones, method="formula")
    truth = solve("stone-game", stones, method="brute")
    assert decision.answer is True is truth.answer
    assert 0 < decision.strategy["margin_at_least"] <= truth.value
    chosen = decision.strategy["piles"]
    assert sum(stones[p - 1] for p in chosen) == decision.strategy["sum"]


def test_parity_formula_refuses_where_it_proves_nothing():
    with pytest.raises(InapplicableMethod, match="even number"):
        solve("stone-game", [1, 2, 3], method="formula")
    with pytest.raises(InapplicableMethod, match="sums differ"):
        solve("stone-game", [1, 2, 2, 1], method="formula")


@given(piles)
def test_pairs_hold_every_stone_of_the_interval(stones):
    table = pair_table(stones)
    for i in range(len(stones)):
        for j in range(i, len(stones)):
            first, second = table[i][j]
            assert first + second == sum(stones[i : j + 1])


@given(piles)
def test_mirrored_row_keeps_its_value(stones):
    assert solve("stone-game", stones[::-1]).value == solve("stone-game", stones).value


def test_outside_the_original_constraints_is_solved_with_notes():
    solution = solve("stone-game", [2, 5, 1])
    assert solution.value == -2 and solution.answer is False
    assert any("odd" in note for note in solution.notes)


def test_the_max_min_form_is_worked_on_a_row_longer_than_the_recursion_limit():
    """The lesson may be told on a learner's own long row: the max/min form's check goes bottom-up, not n deep."""
    from stonegame.catalogs import translate
    from stonegame.games.stone_game.teaching import max_min_on_example

    said = translate(max_min_on_example([3] * 1200)[0], "en")
    assert "alice(0, 1199, Alice) = 1800," in said and "(3600 + 0) / 2 = 1800" in said
