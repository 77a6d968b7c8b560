"""What a check tells a user to do next, and how its errors look (#25): a failure's report
gives a command that runs the candidate on the failing case again (``check --case``), beside
the one that shows the optimal play; an instance too long for a command line is written to
the cases folder in the working folder (pruned), never to /tmp, and nothing a check writes in
the temporary folder outlives it; ``--json`` prints one JSON document, errors included; a
shrunk failure keeps the phase where it was found, with the instance it was shrunk from.
"""

import json
import os
import shlex
import shutil
import tempfile
import time
from pathlib import Path

import pytest

from stonegame import check_solution, get_game
from stonegame.checker.judge import check
from stonegame.checker.report import case_file, describe, prune
from stonegame.checker.runners import PythonFile

CANDIDATES = Path(__file__).parent / "candidates"
NO_TIE = CANDIDATES / "stone_game_iii_no_tie.py"  # "Bob" where the answer is "Tie": fails on [0]


def test_a_failure_gives_a_command_that_runs_the_candidate_on_it_again(cli):
    code, out, _ = cli("check", NO_TIE, "--no-speed", "--cases", "20", "--json")
    report = json.loads(out)
    assert code == 1 and report["failure"]["instance"] == [0]
    assert report["check_command"] == shlex.join(["stonegame", "check", str(NO_TIE), "--case", "[0]"])
    code, out, _ = cli("check", NO_TIE, "--no-speed", "--cases", "20")
    assert f"run your code on it again: {report['check_command']}" in out
    code, out, _ = cli(*shlex.split(report["check_command"])[1:], "--json")
    again = json.loads(out)
    assert code == 1 and again["cases"] == {**{phase: 0 for phase in again["cases"]}, "case": 1}
    assert again["failure"]["instance"] == [0] and again["failure"]["phase"] == "case"
    assert again["verdict"] == report["verdict"] and again["check_command"] == report["check_command"]
    code, out, _ = cli("check", NO_TIE, "--case", "[1, 2, 3, 7]")
    assert code == 0 and "ran the given case (1)" in out


def test_the_command_names_the_game_the_function_and_the_options_that_judge_differently(cli, tmp_path):
    path = tmp_path / "mine.py"
    path.write_text("def no_tie(values):\n    return 'Alice' if sum(values) > 0 else 'Bob'\n")
    code, out, _ = cli("check", "iii", path, "--function", "no_tie", "--memory-limit", "256", "--no-speed",
                       "--cases", "20", "--json")
    assert code == 1
    assert shlex.split(json.loads(out)["check_command"]) == [
        "stonegame", "check", "iii", str(path), "--function", "no_tie", "--memory-limit", "256", "--case", "[0]"]
    command = f"python3 {CANDIDATES / 'cmd_stone_game_iii_no_tie.py'}"
    code, out, _ = cli("check", "iii", "--cmd", command, "--cases", "20", "--no-speed", "--json")
    assert code == 1
    assert shlex.split(json.loads(out)["check_command"]) == ["stonegame", "check", "iii", "--cmd", command,
                                                             "--case", "[0]"]


def test_a_long_instance_is_written_to_the_cases_folder_and_case_reads_it(cli, tmp_path, monkeypatch):
    monkeypatch.delenv("STONEGAME_CASES")
    monkeypatch.chdir(tmp_path)
    wrong = CANDIDATES / "stone_game_wrong_at_500.py"
    code, out, _ = cli("check", "stone-game", wrong, "--cases", "40", "--json")
    report = json.loads(out)
    file = report["instance_file"]
    assert code == 1 and Path(file).parent == Path(".stonegame_cache") / "cases" and Path(file).is_file()
    assert json.loads(Path(file).read_text()) == report["failure"]["instance"]
    assert shlex.split(report["check_command"])[-2:] == ["--case", "@" + file]
    code, out, _ = cli(*shlex.split(report["check_command"])[1:], "--json")
    assert code == 1 and json.loads(out)["failure"]["instance"] == report["failure"]["instance"]
    code, out, err = cli("check", "stone-game", wrong, "--case", "@nowhere.json", "--json")
    assert code == 2 and json.loads(out)["error"].startswith("cannot read --case '@nowhere.json'")


def test_the_oldest_case_files_beyond_fifty_are_removed(tmp_path, monkeypatch):
    monkeypatch.setenv("STONEGAME_CASES", str(tmp_path))
    report = check(get_game("stone-game"), PythonFile(CANDIDATES / "stone_game_wrong_at_500.py"), cases=40)
    shape = report.shape
    for index in range(60):
        file = Path(case_file(shape, [1] * 499 + [index * 2 + 2]))
        os.utime(file, (time.time() - 1000 + index, time.time() - 1000 + index))
    kept = sorted(tmp_path.glob("*.json"))
    assert len(kept) == 50
    prune(tmp_path, 10)
    assert {json.loads(path.read_text())[-1] for path in tmp_path.glob("*.json")} == {
        index * 2 + 2 for index in range(50, 60)}


def test_case_is_judged_as_usual_through_the_api_and_refuses_what_the_problem_may_not_be_given(tmp_path):
    report = check_solution("iii", NO_TIE, case=[0])
    assert report.verdict == "wrong-answer" and report.cases_run == 1 and report.failure.instance == [0]
    assert check_solution("vi", CANDIDATES / "stone_game_vi.py", case={"alice": [1, 3], "bob": [2, 1]}).passed
    with pytest.raises(Exception, match=r"--case \[1, 2000\] is no instance stone-game-iii may be given"):
        check_solution("iii", NO_TIE, case=[1, 2000])


def test_json_errors_are_one_json_document_too(cli, tmp_path):
    for argv, said in [(["check", tmp_path / "none.py"], "no file "),
                       (["check", "no-such-game", NO_TIE], "no game 'no-such-game'"),
                       (["check", "iii", NO_TIE, "--cases", "many"], "Invalid value for '--cases'"),
                       (["check", "iii", NO_TIE, "--jobs", "0"], "--jobs must be between 1 and 64"),
                       (["check", "iii", NO_TIE, "--case", "[1, 2"], "--case '[1, 2': ")]:
        code, out, err = cli(*argv, "--json")
        assert code == 2, argv
        assert json.loads(out) == {"error": err.removeprefix("stonegame: error: ").rstrip("\n"), "exit": 2}
        assert json.loads(out)["error"].startswith(said) and err.count("\n") == 1
        code, out, _ = cli(*argv)
        assert code == 2 and out == ""  # without --json, the one line alone


def test_a_failure_shrunk_from_a_statement_example_keeps_its_phase_and_says_what_it_was_shrunk_from():
    report = check(get_game("stone-game"), PythonFile(CANDIDATES / "stone_game_greedy.py"), speed=False, cases=120,
                   shrink_seconds=600.0)  # as tests/checker/test_judge.py checks it: no smaller case is drawn
    failure = report.to_json()["failure"]
    assert failure["phase"] == "examples" and failure["shrunk_from"] == [3, 7, 2, 3] != failure["instance"]
    assert failure["shrunk_from_n"] == 4
    said = " ".join(" ".join(describe(report)).split())
    assert f"({len(failure['instance'])} stones; a statement example, shrunk from [3, 7, 2, 3])" in said
    unshrunk = check(get_game("stone-game-iii"), PythonFile(NO_TIE), speed=False).to_json()["failure"]
    assert unshrunk["shrunk_from"] is None and unshrunk["phase"] == "edge"


def test_a_check_leaves_nothing_in_the_temporary_folder(tmp_path, monkeypatch, cli):
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setenv("TMPDIR", str(temporary))
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    monkeypatch.chdir(tmp_path)
    cli("check", "stone-game", CANDIDATES / "stone_game_wrong_at_500.py", "--cases", "40")  # a long instance
    cli("check", "iii", "--cmd", f"python3 {CANDIDATES / 'cmd_stone_game_iii.py'}", "--cases", "20", "--jobs", "2")
    if shutil.which("node"):
        cli("check", "iii", CANDIDATES / "js" / "stone_game_iii_no_tie.js", "--cases", "20")
    assert list(temporary.iterdir()) == []


@pytest.mark.slow
def test_a_cpp_check_leaves_nothing_in_the_temporary_folder_even_where_builds_cannot_be_kept(tmp_path, monkeypatch,
                                                                                              cli):
    from stonegame.checker.languages import languages

    if languages()["cpp"].missing():
        pytest.skip("no C++ compiler here")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setenv("TMPDIR", str(temporary))
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    blocked = tmp_path / "file"
    blocked.write_text("")
    monkeypatch.setenv("STONEGAME_BUILDS", str(blocked / "builds"))  # cannot be made: builds go to a temporary one
    code, out, _ = cli("check", "iii", CANDIDATES / "cpp" / "stone_game_iii_no_tie.cpp", "--cases", "20", "--no-speed")
    assert code == 1 and "WRONG ANSWER" in out
    assert list(temporary.iterdir()) == []
