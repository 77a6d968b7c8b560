"""The structured view says what the solution says: answer, result, board, line (with every
alternative and its tone), DP table (heat by the numbers); on every kind of game."""

import pytest
from hypothesis import given
from view_cases import CASES

from stonegame import get_game, solve
from stonegame.catalogs import translate
from stonegame.core.game import answer_text
from stonegame.core.search import Memo
from stonegame.core.strategies import strategy
from stonegame.teach.explain import phrase
from stonegame.views.model import (
    BOARD_PILES,
    Board,
    Facts,
    Paragraph,
    Table,
    board_of,
    heat_value,
    solution_view,
    tone_of,
)


def blocks(view, kind):
    return [block for block in view.blocks if isinstance(block, kind)]


def line_of(view):
    return next(table for table in blocks(view, Table) if table.role == "line")


def column(table, header):
    k = table.headers.index(header)
    return [row[k] for row in table.rows]


@pytest.mark.parametrize("game, instance", CASES)
def test_the_view_says_the_solution(game, instance):
    solution = solve(game, instance)
    view = solution_view(solution, line=True)
    assert view.title[0].text and solution.method in view.title[-1].text
    facts = blocks(view, Facts)[0].items
    assert facts[0].key == "answer" and facts[0].value == answer_text(solution.answer)
    said = blocks(view, Paragraph)[0]
    assert said.spans[0].tone == tone_of(solution.value)
    if solution.scores is not None:
        assert f"Alice {solution.scores.alice}, Bob {solution.scores.bob}" in said.text
    else:
        assert f"{solution.winner} wins" in said.text


@pytest.mark.parametrize("game, instance", CASES)
def test_the_line_table_replays_the_line_with_every_alternative(game, instance):
    solution = solve(game, instance)
    table = line_of(solution_view(solution, line=True))
    moves = solution.line
    assert len(table.rows) == len(moves)
    assert [cell.text for cell in column(table, "player")] == [str(move.player) for move in moves]
    befores = [solution.rules.start(), *(move.after for move in moves[:-1])]
    assert [cell.text for cell in column(table, "move")] == [  # the move as the story says it
        translate(phrase(solution.scene, before, move.move), "en") for before, move in zip(befores, moves, strict=True)]
    for cell, move in zip(column(table, "alternatives"), moves, strict=True):
        assert [option.text for option in cell.options] == [option.name for option in move.alternatives]
        assert [option.tone for option in cell.options] == [tone_of(option.value) for option in move.alternatives]
        assert sum(option.chosen for option in cell.options) == 1
        chosen = next(option for option in cell.options if option.chosen)
        assert chosen.tone == tone_of(move.value)
    if solution.game.scoring:  # running scores end at the scores
        last = table.rows[-1]
        assert (int(last[table.headers.index("Alice")].text), int(last[table.headers.index("Bob")].text)) == (
            solution.scores.alice, solution.scores.bob)
    else:
        assert [int(cell.text) for cell in column(table, "moves left")] == [move.remoteness for move in moves]


@pytest.mark.parametrize("game, instance", CASES)
def test_the_board_holds_the_instance(game, instance):
    solution = solve(game, instance)
    board = blocks(solution_view(solution), Board)[0]
    kind = solution.game.instance
    rows = kind.rows(solution.instance)
    if rows:
        assert [[pile.value for pile in piles] for _, piles, _ in board.rows] == [list(row) for row in rows]
    else:
        assert [pile.value for pile in board.rows[0][1]] == [solution.instance]


def test_a_long_row_draws_its_first_piles_and_counts_the_rest():
    import numpy as np

    solution = solve("stone-game-iii", np.arange(1, 100_001) % 97)
    (_, piles, more), = blocks(solution_view(solution), Board)[0].rows
    assert len(piles) == BOARD_PILES and more == 100_000 - BOARD_PILES
    assert [pile.value for pile in piles] == [v % 97 for v in range(1, BOARD_PILES + 1)]


@pytest.mark.parametrize("game, instance", [case for case in CASES if case[0] not in ("nim", "misere-nim")])
def test_the_dp_table_is_a_heatmap_of_its_numbers(game, instance):
    solution = solve(game, instance)
    found = solution_view(solution, table=True).blocks[-1]
    if isinstance(found, Paragraph):  # a game without a table says so
        assert "no DP table" in found.text
        return
    assert found.role == "heatmap"
    values = [heat_value(cell.text) for row in found.rows for cell in row[1:]]
    heats = [cell.heat for row in found.rows for cell in row[1:]]
    top = max((abs(v) for v in values if v is not None), default=0)
    for value, heat in zip(values, heats, strict=True):
        assert (value is None) == (heat is None)
        if value is not None:
            assert -1 <= heat <= 1 and (heat > 0) == (value > 0) and (heat < 0) == (value < 0)
            assert abs(heat) == (abs(value) / top if top else 0)


def test_the_pair_table_is_coloured_by_the_movers_margin():
    table = solution_view(solve("stone-game", [5, 3, 4, 5]), table=True).blocks[-1]
    corner = table.rows[0][-1]
    assert corner.text == "(9, 8)" and corner.heat is not None and corner.heat > 0


@given(strategy(get_game("stone-game-vii").instance, 7, 50))
def test_the_line_view_agrees_with_a_fresh_search(stones):
    solution = solve("stone-game-vii", stones, method="table")
    table = line_of(solution_view(solution, line=True))
    memo = Memo(get_game("stone-game-vii").rules(tuple(stones)))
    assert memo.value(memo.rules.start()) == solution.value
    gains = [int(cell.text) for cell in column(table, "gain")]
    alice, bob = sum(gains[0::2]), sum(gains[1::2])
    assert alice - bob == solution.value


@pytest.mark.parametrize("shown, rows", [
    ([3, 1, 4], [("", [3, 1, 4])]),
    (7, [("", [7])]),
    ({"alice": [1], "bob": [2, 3]}, [("alice", [1]), ("bob", [2, 3])]),
    ({"c0": 1, "c1": 0}, [("", [1, 0])]),
])
def test_a_position_picture_becomes_a_board(shown, rows):
    board = board_of(shown)
    assert [(label, [pile.value for pile in piles]) for label, piles, _ in board.rows] == rows


@pytest.mark.parametrize("shown", ["text", True, {"x": "y"}, [1, "a"], None])
def test_a_picture_that_is_not_piles_has_no_board(shown):
    assert board_of(shown) is None
