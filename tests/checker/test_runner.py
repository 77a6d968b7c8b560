"""``stonegame check`` as a test runner (#15): the game told by the file, the summary line,
``--last-failed`` and ``--jobs``; the runner seam and the instance kinds it relies on (#12).

Every check here is small (few cases, no speed phase); nothing depends on the machine's speed.
"""

import json
import re
import subprocess
from pathlib import Path

import pytest

from stonegame import get_game
from stonegame.checker.cases import packed
from stonegame.checker.infer import CACHE, game_of_file, last_failed, remember
from stonegame.checker.judge import check
from stonegame.checker.runners import PythonFile, PythonRunner
from stonegame.core.errors import CandidateError
from stonegame.core.instances import Count, Pair, Row, as_json, as_words, from_rows
from stonegame.games import GAMES

CANDIDATES = Path(__file__).parent / "candidates"
CHECK = Path(__file__).parents[2] / "src" / "stonegame" / "checker"
GENEROUS = 60.0  # a hang guard, never a measurement


# --- the game told by the file ----------------------------------------------------------------


@pytest.mark.parametrize("file, slug", [
    ("stone_game_iii_dp.py", "stone-game-iii"), ("stone_game_iv.py", "stone-game-iv"),
    ("predict_the_winner.py", "predict-the-winner"), ("stone_game_viii_dp.py", "stone-game-viii"),
    ("stone_game_dp.py", "stone-game"),
])
def test_the_game_is_told_by_the_method_the_file_defines(file, slug):
    assert game_of_file(CANDIDATES / file, GAMES.values()).slug == slug


@pytest.mark.parametrize("method", ["predictTheWinner", "PredictTheWinner"])
def test_either_name_of_a_method_tells_its_game(tmp_path, method):
    path = tmp_path / "mine.py"
    path.write_text(f"class Solution:\n    def {method}(self, nums):\n        return True\n")
    assert game_of_file(path, GAMES.values()).slug == "predict-the-winner"


def test_two_games_methods_or_none_need_the_game_named(tmp_path):
    both = tmp_path / "both.py"
    both.write_text("class Solution:\n    def stoneGame(self, p): ...\n    def stoneGameII(self, p): ...\n")
    with pytest.raises(CandidateError, match="defines the methods of stone-game, stone-game-ii; name the game"):
        game_of_file(both, GAMES.values())
    with pytest.raises(CandidateError, match="defines no LeetCode method"):
        game_of_file(CANDIDATES / "no_solution.py", GAMES.values())


def test_check_with_the_file_alone_ends_with_a_summary_line(cli):
    code, out, _ = cli("check", str(CANDIDATES / "stone_game_iii_dp.py"), "--cases", "30", "--no-speed")
    last = out.strip().splitlines()[-1]
    assert code == 0 and "stone-game-iii" in out
    assert re.fullmatch(r"=+ passed: [\d,]+ cases run in \d+\.\d\d s =+", last), last


def test_a_failure_ends_with_its_reproducing_command_and_the_summary(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, _ = cli("check", str(CANDIDATES / "stone_game_iii_no_tie.py"), "--cases", "30",
                       "--no-speed")
    lines = " ".join(out.split())  # piped output may wrap
    assert code == 1
    assert "FAILED stone-game-iii [0]: wrong answer; reproduce: stonegame solve stone-game-iii 0 --explain" in lines
    assert re.search(r"=+ wrong answer: \d+ cases run in \d+\.\d\d s =+$", lines)


def test_an_unknown_file_alone_is_one_line(cli):
    code, _, err = cli("check", "/nonexistent/mine.py")
    assert code == 2 and "no file" in err and err.count("\n") == 1


# --- --last-failed ----------------------------------------------------------------------------


def test_last_failed_runs_the_cached_case_first_and_forgets_it_once_it_passes(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    wrong = str(CANDIDATES / "stone_game_iii_no_tie.py")
    assert cli("check", "iii", wrong, "--cases", "30", "--no-speed")[0] == 1
    cached = json.loads((tmp_path / CACHE).read_text())
    assert list(cached.values()) == [[0]]
    code, out, _ = cli("check", "iii", wrong, "--cases", "30", "--no-speed", "--last-failed", "--json")
    report = json.loads(out)
    assert code == 1 and report["cases"]["last-failed"] == 1 and sum(report["cases"].values()) == 1
    assert report["failure"]["phase"] == "last-failed" and report["failure"]["instance"] == [0]
    game = get_game("iii")
    key = next(iter(cached)).split("::", 1)[1]
    remember(game, key, None, tmp_path)  # as a pass does
    assert last_failed(game, key, tmp_path) is None


def test_a_cache_that_cannot_be_read_or_written_is_ignored(tmp_path):
    (tmp_path / ".stonegame_cache").write_text("a file where the folder should be")
    game = get_game("iii")
    remember(game, "x", [1], tmp_path)  # no error
    assert last_failed(game, "x", tmp_path) is None


# --- --jobs -----------------------------------------------------------------------------------


def test_jobs_run_the_same_cases_and_find_the_same_failure():
    def checked(file, jobs):
        return check(get_game("viii"), PythonFile(CANDIDATES / file), cases=80, speed=False, seed=3, jobs=jobs,
                     time_limit=GENEROUS, shrink_seconds=GENEROUS)

    one, two = checked("stone_game_viii_dp.py", 1), checked("stone_game_viii_dp.py", 3)
    assert one.passed and two.passed and one.counts == two.counts
    one, two = checked("stone_game_viii_off_by_one.py", 1), checked("stone_game_viii_off_by_one.py", 2)
    assert one.verdict == two.verdict == "wrong-answer" and one.failure.instance == two.failure.instance


def test_jobs_out_of_range_is_one_line(cli):
    code, _, err = cli("check", "iii", str(CANDIDATES / "stone_game_iii_dp.py"), "--jobs", "0")
    assert code == 2 and "--jobs must be between 1" in err


# --- the runner seam --------------------------------------------------------------------------


def test_a_batch_stops_at_its_first_case_that_fails():
    game = get_game("iii")
    runner = PythonRunner(PythonFile(CANDIDATES / "stone_game_iii_raises.py"), "stoneGameIII", game.instance,
                          512 * 2**20, 10_000)
    runner.start(GENEROUS)
    try:
        outcomes = runner.run([[0], [1], [2]], GENEROUS, ["Tie", "Alice", "Alice"])
        assert [o.status for o in outcomes] == ["exception"]  # the rest of the batch was skipped, unrun
        right = runner.run([[1, 2, 3, 7]], GENEROUS, ["Bob"])
        assert right[0].status in ("ok", "exception")  # the server goes on with the next batch
    finally:
        runner.close()


def test_a_file_that_does_not_load_is_told_at_the_first_run():
    game = get_game("iii")
    runner = PythonRunner(PythonFile(CANDIDATES / "no_solution.py"), "stoneGameIII", game.instance, 0, 10_000)
    runner.start(GENEROUS)
    try:
        with pytest.raises(CandidateError, match="no class Solution"):
            runner.run([[1]], GENEROUS)
    finally:
        runner.close()


@pytest.mark.parametrize("kind, instance, words, json_form", [
    (Row(), [3, -1, 4], ["3", "-1", "4"], [3, -1, 4]),
    (Count(), 7, ["7"], 7),
    (Pair(), [[1, 3], [2, 1]], ["--alice", "1", "3", "--bob", "2", "1"], {"alice": [1, 3], "bob": [2, 1]}),
])
def test_each_kind_writes_its_command_line_and_json_and_is_rebuilt_from_its_rows(kind, instance, words, json_form):
    assert as_words(kind, instance) == words and as_json(kind, instance) == json_form
    if kind.one_per_size:
        assert packed(kind, instance) == instance
    else:
        assert from_rows(kind, kind.rows(instance)) == instance
        arrays = packed(kind, instance)
        assert [list(row) for row in kind.rows(arrays)] == [list(row) for row in kind.rows(instance)]


def test_no_generic_check_module_names_a_kind_or_a_game():
    found = subprocess.run(["grep", "-rnE", r"kind ==|\.name == \"(row|count|pair)\"|WINNERS|stone-game-|stoneGame",
                            str(CHECK), "--include=*.py"], capture_output=True, text=True, check=False).stdout
    allowed = [line for line in found.splitlines()
               if ">>>" in line or "...     " in line or "``stoneGameIII``" in line or "'stone-game-iii'" in line]
    assert sorted(found.splitlines()) == sorted(allowed), found
