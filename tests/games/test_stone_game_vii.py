from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import InvalidInstance, TooLarge, get_game, solve
from stonegame.games import stone_game_vii
from stonegame.games.stone_game_vii import interval_table, table

GAME = stone_game_vii.GAME
stones = st.lists(st.integers(1, 1000), min_size=1, max_size=9)


@cache
def literal(row: tuple[int, ...]) -> int:
    """The statement read word for word: remove an end, score sum of what remains (no prefix sums)."""
    if len(row) <= 1:
        return 0
    return max(sum(row[1:]) - literal(row[1:]), sum(row[:-1]) - literal(row[:-1]))


@pytest.mark.parametrize("method", GAME.methods)
@pytest.mark.parametrize("row, expected", [([5, 3, 1, 4, 2], 6), ([7, 90, 5, 1, 100, 10, 10, 2], 122)])
def test_published_examples(method, row, expected):
    solution = solve("stone-game-vii", row, method=method)
    assert solution.answer == solution.value == expected


def test_statement_walkthrough_of_the_first_example():
    solution = solve("stone-game-vii", [5, 3, 1, 4, 2])
    assert (solution.scores.alice, solution.scores.bob) == (18, 12)
    assert [(str(m.player), m.name, m.gain) for m in solution.line] == [
        ("Alice", "remove right 2", 13),
        ("Bob", "remove left 5", 8),
        ("Alice", "remove left 3", 5),
        ("Bob", "remove left 1", 4),
        ("Alice", "remove last 4", 0),
    ]
    assert solution.line[0].position == [5, 3, 1, 4]


@pytest.mark.parametrize("method", GAME.methods)
def test_one_stone_scores_nothing_and_is_noted(method):
    solution = solve("stone-game-vii", [42], method=method)
    assert (solution.value, solution.winner) == (0, None)
    assert any("n = 1" in note for note in solution.notes)


@given(stones)
def test_matches_the_literal_statement(row):
    assert solve("stone-game-vii", row, method="table").value == literal(tuple(row))


@given(stones)
def test_mirrored_row_keeps_its_value(row):
    assert solve("stone-game-vii", row[::-1], method="memo").value == solve("stone-game-vii", row).value


@given(st.lists(st.integers(1, 1000), min_size=1, max_size=60))
def test_rolling_row_matches_full_table_and_memo(row):
    full = interval_table(row)
    assert table(row) == full[0][-1] == solve("stone-game-vii", row, method="memo").value
    for i in range(len(row)):
        assert full[i][i] == 0
        for j in range(i + 1, len(row)):
            assert full[i][j] == table(row[i : j + 1])


@given(st.lists(st.integers(1, 1000), min_size=1, max_size=40))
def test_bob_never_ends_ahead(row):
    # The statement's premise ("Bob found that he will always lose"), on positive stones.
    assert table(row) >= 0


def test_largest_original_instance_is_fast():
    row = [(i * 7919) % 1000 + 1 for i in range(1000)]
    assert table(row) == table(row[::-1])


@pytest.mark.parametrize("bad", [[0], [5, 0, 3], [4, -2]])
def test_stones_below_1_are_refused(bad):
    with pytest.raises(InvalidInstance, match="every value must be >= 1"):
        solve("stone-game-vii", bad)


def test_names():
    for name in ("stone-game-vii", "1690", "VII", "vii", "Stone-Game-VII"):
        assert get_game(name) is GAME


def test_notes_outside_the_original_constraints():
    assert solve("stone-game-vii", [5, 3, 1, 4, 2]).notes == []
    assert any("1001" in note for note in solve("stone-game-vii", [1001, 1]).notes)


def test_table_view_is_the_full_interval_table():
    view = GAME.parts.scene(GAME.rules([5, 3, 1, 4, 2])).table()
    assert len(view.rows) == len(view.columns) == 5
    label, cells = view.rows[0]
    assert label == "0:5" and cells[0] == "0" and cells[-1] == "6"
    assert view.rows[4][1][:4] == ["", "", "", ""]
    with pytest.raises(TooLarge):
        GAME.parts.scene(GAME.rules([1] * 13)).table()
