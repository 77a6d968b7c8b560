"""The Python API as a notebook user meets it: what `import stonegame` offers, docstrings that
answer help(), one set of names shared with the JSON, and `stonegame.checker`."""

import inspect
import re
import warnings
from pathlib import Path

import pytest

import stonegame
from stonegame import GAMES, Solution, check_solution, declare, get_game, solve
from stonegame.core.errors import StoneGameError

CANDIDATES = Path(__file__).parent / "checker" / "candidates"

NEEDED = {"solve", "get_game", "GAMES", "declare", "Rules", "check", "Player", "Solution", "Game", "__version__",
          "StoneGameError", "InvalidInstance", "UnknownGame", "UnknownMethod", "TooLarge", "IllegalMove"}


def test_the_namespace_exports_what_a_user_needs_and_nothing_private():
    exported = set(stonegame.__all__)
    assert NEEDED <= exported
    for name in exported:
        value = getattr(stonegame, name)
        assert not inspect.ismodule(value), name
        assert name == "__version__" or not name.startswith("_"), name
    errors = [name for name in exported if isinstance(getattr(stonegame, name), type)
              and issubclass(getattr(stonegame, name), Exception)]
    assert all(issubclass(getattr(stonegame, name), StoneGameError) for name in errors)
    assert "CandidateError" in errors  # check's error, in the one error tree


def test_candidate_error_lives_in_the_error_tree_and_where_it_used_to():
    from stonegame.checker import CandidateError as from_checker
    from stonegame.checker.verdicts import CandidateError as from_verdicts
    from stonegame.core.errors import CandidateError, StoneGameError

    assert stonegame.CandidateError is from_checker is from_verdicts is CandidateError
    assert CandidateError.__bases__ == (StoneGameError,)


@pytest.mark.parametrize("documented, sections", [
    (solve, ("Parameters", "Returns", "Raises", "Examples")),
    (get_game, ("Parameters", "Returns", "Raises", "Examples")),
    (declare, ("Parameters", "Returns", "Raises", "Examples")),
    (check_solution, ("Parameters", "Returns", "Raises", "Examples")),
    (Solution, ("Attributes", "Raises", "Examples")),
])
def test_numpydoc_sections(documented, sections):
    doc = inspect.getdoc(documented)
    for section in sections:
        assert re.search(rf"^{section}\n-{{{len(section)}}}$", doc, re.MULTILINE), section
    assert ">>> " in doc.split("Examples\n--------")[1]


def test_help_of_solve_lists_the_methods_and_the_instance_shapes():
    doc = inspect.getdoc(solve)
    for method in ("auto", "brute", "memo", "table", "formula", "fast"):
        assert f'"{method}"' in doc
    for shape in ("a row of values", "``n`` for Stone Game IV", "(alice_values, bob_values)"):
        assert shape in doc


def test_move_attributes_are_named_as_the_json_keys():
    for slug, instance in [("stone-game", [5, 3, 4, 5]), ("stone-game-iv", 7), ("vi", ([1, 3], [2, 1]))]:
        for move in solve(slug, instance).line:
            written = move.to_json()
            for key, value in written.items():
                if key == "alternatives":
                    assert [option.to_json() for option in move.alternatives] == value
                elif key == "player":
                    assert str(move.player) == value
                else:
                    assert getattr(move, key) == value, key


def test_the_old_name_of_alternatives_still_works_and_says_so():
    move = solve("stone-game", [5, 3, 4, 5]).line[0]
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        assert move.options == move.alternatives
    assert said and issubclass(said[0].category, DeprecationWarning)


def test_check_is_the_function_before_and_after_its_package_loads():
    import importlib

    assert stonegame.check is check_solution
    importlib.import_module("stonegame.checker.judge")  # binds stonegame.checker, never stonegame.check
    assert stonegame.check is check_solution and not inspect.ismodule(stonegame.check)


def test_check_infers_the_game_and_passes_a_right_solution():
    report = stonegame.check(None, CANDIDATES / "stone_game_iii_dp.py", cases=40, speed=False)
    assert report.game is GAMES["stone-game-iii"] and report.passed and report.failure is None
    assert report.to_json()["verdict"] == "passed"


def test_check_finds_and_shrinks_a_wrong_one_against_solve():
    report = stonegame.check("877", str(CANDIDATES / "stone_game_greedy.py"), cases=100, speed=False)
    assert report.verdict == "wrong-answer"
    assert solve("stone-game", report.failure.instance).answer == report.failure.expected != report.failure.actual


def test_check_refuses_a_call_without_a_candidate():
    with pytest.raises(StoneGameError, match="either path"):
        stonegame.check("stone-game")
    with pytest.raises(StoneGameError, match="name the game"):
        stonegame.check(None, cmd="./a.out")


def test_get_game_is_the_game_of_every_name():
    game = get_game("III")
    assert get_game(1406) is game is get_game("stone-game-iii") is get_game(game)


@pytest.mark.parametrize("given", [__import__("numpy").array([1, 2]), 5, None, "stone-game"])
def test_explain_of_what_is_no_solution_is_a_stonegame_error(given):
    from stonegame import StoneGameError, explain, solve

    with pytest.raises(StoneGameError, match="explain takes a Solution"):
        explain(given)
    with pytest.raises(StoneGameError, match="no language"):
        explain(solve("stone-game", [5, 3, 4, 5]), lang=[])
