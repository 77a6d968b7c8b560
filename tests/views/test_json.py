"""--json through the views is the JSON it always was: the same keys and values, for a
solution, a check report and a Grundy report."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
from view_cases import CASES

from stonegame import Player, get_game, solve
from stonegame.tools.grundy import grundy_report
from stonegame.views import json as views_json

KEYS = ["game", "method", "answer", "value", "winner", "scores", "line", "stats", "notes", "strategy", "reason"]
CANDIDATES = Path(__file__).parents[1] / "checker" / "candidates"


def without_time(form):
    return {**form, "stats": {**form["stats"], "seconds": None}} if "stats" in form else form


def stonegame(*argv):
    done = subprocess.run([sys.executable, "-m", "stonegame", *argv], capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout


@pytest.mark.parametrize("game, instance", CASES)
def test_a_solutions_json_is_its_to_json(game, instance):
    solution = solve(game, instance)
    form = json.loads(views_json.dumps(solution))
    assert list(form) == KEYS
    assert without_time(form) == without_time(json.loads(json.dumps(solution.to_json())))


@pytest.mark.parametrize("argv, game, instance", [
    (["solve", "stone-game", "5", "3", "4", "5"], "stone-game", [5, 3, 4, 5]),
    (["solve", "stone-game-vi", "--alice", "1", "3", "--bob", "2", "1"], "stone-game-vi", ([1, 3], [2, 1])),
    (["solve", "subtraction:1,3,4", "9"], "subtraction:1,3,4", 9),
])
def test_the_command_prints_the_same_json(argv, game, instance):
    code, out = stonegame(*argv, "--json")
    assert code == 0
    expected = json.loads(json.dumps(solve(game, instance).to_json()))
    assert without_time(json.loads(out)) == without_time(expected)


def test_grundys_json_is_its_report():
    code, out = stonegame("grundy", "nim", "3", "4", "5", "--json")
    assert code == 0 and json.loads(out) == grundy_report(get_game("nim"), ["3", "4", "5"])


def test_checks_json_keeps_its_keys():
    code, out = stonegame("check", "iii", str(CANDIDATES / "stone_game_iii_no_tie.py"), "--cases", "20",
                          "--no-speed", "--json")
    form = json.loads(out)
    assert code == 1 and list(form) == ["game", "candidate", "verdict", "passed", "cases", "failure", "command",
                                         "check_command", "instance_file", "optimal", "speed", "printed", "warnings",
                                         "limits", "seed", "notes", "seconds", "build", "mistake"]
    assert form["verdict"] == "wrong-answer" and form["optimal"]["line"][0]["player"] == "Alice"


def test_an_unknown_source_has_no_json():
    with pytest.raises(TypeError):
        views_json.document(object())


@pytest.mark.parametrize("game, instance", CASES)
def test_the_winner_is_a_player_or_none_and_json_names_it(game, instance):
    solution = solve(game, instance)
    assert solution.winner is None or isinstance(solution.winner, Player)
    named = {None: "Tie", Player.ALICE: "Alice", Player.BOB: "Bob"}[solution.winner]
    assert json.loads(views_json.dumps(solution))["winner"] == named
    assert (solution.winner is None) == (solution.value == 0)
