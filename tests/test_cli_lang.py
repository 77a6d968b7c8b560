"""`--lang zh` reaches everything a command prints: solve's summary and line, play, games, grundy and
check's report say no English sentence (names, numbers, code and commands aside)."""

import json
import re
from pathlib import Path

import pytest

from stonegame.games import BUILT_IN, GAMES
from stonegame.games.families import FAMILIES

CANDIDATES = Path(__file__).parent / "checker" / "candidates"

NAMES = {"Alice", "Bob", "LeetCode", "XOR", "Bouton", "true", "false", "return", "Solution",
         "stoneGame", "max", "auto", "brute", "memo", "table", "formula", "fast", "Nim",
         "hint", "moves", "undo", "quit", "Grundy", "upto"}
"""Words that are names, not English: the players, the methods, LeetCode's code, play's commands
(the Chinese prompt gives them beside their translations)."""


def english(text):
    """The English words left in ``text`` once names are taken out: slugs, families, commands
    and paths (what a user types stays as typed), the names above and O(...) complexities."""
    text = re.sub(r"stonegame \S+.*", "", text)  # a command that reproduces something
    text = re.sub(r"--[a-z-]+|/\S+", "", text)  # options, paths
    text = re.sub(r"O\([^)]*\)?|\b[IVX]+\b|\b[a-z-]+:[\d,]+", "", text)  # complexities, numerals, families
    text = re.sub(r"\b(exponential|worst|typical|sieve|pruned|search|positions|from|losing|near-linear)\b", "",
                  text)  # the complexities' words, wrapped across lines
    for name in sorted([*GAMES, *(each.name for each in FAMILIES)], key=len, reverse=True):
        text = text.replace(name, "")
    return sorted({word for word in re.findall(r"[A-Za-z]{3,}", text) if word not in NAMES})


@pytest.mark.parametrize(
    "argv",
    [
        ["solve", "stone-game", "5", "3", "4", "5", "--line"],
        ["solve", "iii", "1", "2", "3", "7"],
        ["solve", "stone-game", "5", "3", "4", "--line"],  # notes: odd n, even total
        ["solve", "vii", "5"],  # a game's own note
        ["solve", "stone-game-iv", "7", "--line"],
        ["solve", "vi", "--alice", "1", "3", "--bob", "2", "1", "--line"],
        ["solve", "viii", "-1", "2", "-3", "4", "--line"],
        ["solve", "nim", "1", "2", "4", "--line"],
        ["solve", "subtraction:1,3,4", "9", "--explain"],
        ["solve", "take-up-to:4", "1", "2", "-3", "--line"],
        ["games"],
        ["grundy", "nim", "3", "4", "+", "nim", "5"],
        ["grundy", "subtraction:1,3,4", "--upto", "20"],
        ["grundy", "subtraction:2,5", "--upto", "3"],
        ["grundy", "stone-game-iv", "--upto", "40"],
    ],
    ids=" ".join,
)
def test_solve_and_games_say_everything_in_chinese(cli, monkeypatch, argv):
    monkeypatch.setenv("COLUMNS", "400")  # no cell folded mid-word
    for slug in set(GAMES) - set(BUILT_IN):  # a game registered by the tests has no catalog entries
        monkeypatch.delitem(GAMES, slug)
    code, out, _ = cli(*argv, "--lang", "zh", stdin="")
    assert code == 0 and re.search(r"[\u4e00-\u9fff]", out)
    assert english(out) == []


@pytest.mark.parametrize("argv, moves", [(["stone-game", "5", "3", "4", "5"], "hint\nmoves\nL\nR\n"),
                                         (["nim", "1", "2"], "hint\n2:1\nquit\n"),
                                         (["subtraction:1,3,4", "5"], "hint\n1\nquit\n")])
def test_play_says_everything_in_chinese(cli, argv, moves):
    code, out, _ = cli("play", *argv, "--lang", "zh", stdin=moves)
    assert code == 0
    assert english(out) == []


def test_the_summary_in_english_and_in_chinese_tell_the_same_numbers(cli):
    _, en, _ = cli("solve", "iii", "1", "2", "3", "7", stdin="")
    _, zh, _ = cli("solve", "iii", "1", "2", "3", "7", "--lang", "zh", stdin="")
    assert re.findall(r"-?\d+", en) == re.findall(r"-?\d+", zh)
    assert "Bob 赢 1 分" in zh and "Bob wins by 1" in en


@pytest.mark.parametrize("candidate, passes", [("stone_game_dp.py", True), ("stone_game_greedy.py", False)])
def test_check_reports_in_chinese(cli, candidate, passes):
    code, out, _ = cli("check", "stone-game", str(CANDIDATES / candidate), "--cases", "60",
                       "--no-speed", "--lang", "zh", stdin="")
    assert code == (0 if passes else 1)
    told = "\n".join(line for line in out.splitlines() if not line.strip().startswith("注："))  # judge's notes
    assert english(told.replace("greedy", "")) == []  # a known mistake is named by its file, mistakes/greedy.py
    assert ("通过" if passes else "答案错误") in out.splitlines()[-1]


def test_check_says_its_speed_cases_in_chinese(cli):
    code, out, _ = cli("check", "stone-game", str(CANDIDATES / "stone_game_dp.py"), "--cases", "20",
                       "--lang", "zh", stdin="")
    speed = [line for line in out.splitlines() if line.strip().startswith("速度")]
    assert code == 0 and len(speed) == 3
    assert english("\n".join(speed)) == []
    assert "所有值均为 500，n = 500" in speed[0] and "（大量相等）" in speed[2]


def test_check_says_its_progress_in_chinese_and_its_json_as_before(cli):
    """Piped, check tells each phase on stderr once it is over: in Chinese with --lang zh, the same counts as
    in English; --json prints no progress, and its report is the same whatever the language."""
    argv = ("check", "stone-game", str(CANDIDATES / "stone_game_dp.py"), "--cases", "20", "--no-speed")
    code, _, en = cli(*argv, stdin="")
    code_zh, _, zh = cli(*argv, "--lang", "zh", stdin="")
    phases = [line for line in zh.splitlines() if line.startswith("stonegame：")]
    assert code == code_zh == 0 and phases and english(zh.replace("stonegame：", "")) == []
    assert "stonegame：题目示例：共 2 个，已运行 2 个（" in zh and "边界用例" in zh
    told = [(done, total) for total, done in re.findall(r"共 ([\d,]+) 个，已运行 ([\d,]+) 个", zh)]
    assert len(told) == len(phases) and told == re.findall(r"^stonegame: [a-z ]+: ([\d,]+) of ([\d,]+)", en, re.M)
    _, report_en, quiet_en = cli(*argv, "--json", stdin="")
    _, report_zh, quiet_zh = cli(*argv, "--json", "--lang", "zh", stdin="")
    assert quiet_en == quiet_zh == "" and json.loads(report_en)["passed"] is True
    assert {key: value for key, value in json.loads(report_zh).items() if "seconds" not in key} == {
        key: value for key, value in json.loads(report_en).items() if "seconds" not in key}


def test_check_takes_the_source_language_beside_the_report_s(cli):
    code, out, _ = cli("check", "stone-game", str(CANDIDATES / "stone_game_dp.py"), "--cases", "20",
                       "--no-speed", "--lang", "py", "--lang", "zh", stdin="")
    assert code == 0 and "通过" in out


def test_piped_chinese_columns_line_up_by_display_width(cli):
    from rich.cells import cell_len

    code, out, _ = cli("solve", "stone-game", "5", "3", "4", "5", "--line", "--lang", "zh", stdin="")
    table = out.splitlines()[-5:]
    ends = set()
    for line in table:
        fields = list(re.finditer(r"\S+(?: \S+)*", line))
        ends.add(cell_len(line[:fields[3].end()]))  # the gain column, aligned right
    assert code == 0 and len(ends) == 1
