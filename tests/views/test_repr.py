"""Short reprs (#15): a Solution, Game, Move and line print in one readable line, never the
Game dataclass with its functions; however large the instance or its numbers."""

import numpy as np
import pytest
from view_cases import CASES

from stonegame import GAMES, get_game, solve

LONGEST = 200


@pytest.mark.parametrize("game, instance", CASES)
def test_a_solution_says_its_game_instance_result_and_answer(game, instance):
    solution = solve(game, instance)
    said = repr(solution)
    assert len(said) < LONGEST and "\n" not in said
    assert said.startswith(f"Solution({solution.game.slug}, ") and said.endswith(f"answer={solution.answer!r})")
    if solution.scores is not None:
        assert f"Alice {solution.scores.alice}, Bob {solution.scores.bob}" in said
    elif solution.winner is not None:
        assert f"{solution.winner} wins" in said
    assert "function" not in said and "0x" not in said


def test_the_examples_repr():
    assert repr(solve("stone-game", [5, 3, 4, 5])) == "Solution(stone-game, [5, 3, 4, 5]: Alice 9, Bob 8, answer=True)"
    assert repr(solve("stone-game-iv", 7)) == "Solution(stone-game-iv, 7: Bob wins, answer=False)"


@pytest.mark.parametrize("instance", [
    np.arange(1, 10**6) % 1000,  # a million values: the first few and the length
    [10**3000, 1, 2],  # a value of 3,001 digits: never written out
])
def test_large_instances_stay_short(instance):
    said = repr(solve("stone-game-iii", instance))
    assert len(said) < LONGEST, said


def test_a_large_count_stays_short():
    said = repr(solve("stone-game-iv", 10**6))
    assert said == "Solution(stone-game-iv, 1000000: Alice wins, answer=True)"


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda game: game.slug)
def test_every_game_is_one_short_line(game):
    said = repr(game)
    assert len(said) < LONGEST and said.startswith(f"Game({game.slug}: ") and "0x" not in said
    assert all(method in said for method in game.methods)


def test_moves_and_lines_are_short_and_say_who_did_what():
    solution = solve("stone-game", [5, 3, 4, 5])
    assert repr(solution.line[0]) == "Move(Alice: left 5, gain 5, value 1)"
    assert repr(solution.line) == "Line(4 moves: Alice: left 5, Bob: right 5, Alice: right 4, Bob: last 3)"
    assert solution.line == list(solution.line) and isinstance(solution.line, list)  # still a list
    long = solve("stone-game-vii", list(range(1, 300)))
    assert len(repr(long.line)) < LONGEST and "299 moves" in repr(long.line)
    assert "1 left" in repr(solve("stone-game-iv", 2).line[0])


def test_ipython_pretty_printing_uses_the_short_repr():
    class Printer:
        def __init__(self):
            self.said = []

        def text(self, said):
            self.said.append(said)

    solution = solve("nim", [1, 2])
    printer = Printer()
    solution._repr_pretty_(printer, cycle=False)
    assert printer.said == [repr(solution)]


def test_a_dp_table_repr_is_short():
    table = solve("stone-game-ii", [2, 7, 9, 4, 4]).table
    assert len(repr(table)) < LONGEST and "5 × 3" in repr(table)
    assert get_game("nim") is not None
