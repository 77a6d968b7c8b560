"""Names on the command line: a near miss is suggested, families are named as they are typed,
`games` lists in LeetCode order with only the methods solve takes, play counts stones from 1."""

import json
import re

import pytest

from stonegame import get_game, solve
from stonegame.games import GAMES
from stonegame.games.families import FAMILIES, family


@pytest.mark.parametrize("typed, meant", [("stone-gane-ii", "stone-game-ii"), ("stonegame-iv", "stone-game-iv"),
                                          ("predict-the-winer", "predict-the-winner"), ("nimm", "nim")])
def test_an_unknown_game_is_one_line_with_a_near_match_and_the_families(cli, typed, meant):
    code, out, err = cli("solve", typed, "1", "2")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert f"did you mean {meant}?" in err
    for each in FAMILIES:
        assert each.name in err
    assert len(err) < 300


def test_an_unknown_game_far_from_every_name_suggests_nothing(cli):
    code, _, err = cli("solve", "chess", "1", "2")
    assert code == 2 and "did you mean" not in err and "take-up-to:K" in err


@pytest.mark.parametrize("typed", ["take-up-to:5", "subtraction:1,3,4", "nim"])
def test_families_are_named_as_typed_everywhere(cli, typed):
    instance = {"take-up-to:5": ["1", "2", "3", "-9", "100"], "subtraction:1,3,4": ["9"], "nim": ["1", "2", "4"]}[typed]
    code, out, _ = cli("solve", typed, *instance)
    assert code == 0 and out.splitlines()[0].startswith(typed)
    code, out, _ = cli("solve", typed, *instance, "--json")
    named = json.loads(out)["game"]
    assert named == typed and get_game(named) is not None and family(named).slug == typed


def test_a_set_is_named_in_its_canonical_order():
    assert family("subtraction:4, 1,3").slug == "subtraction:1,3,4"


def table_rows(out):
    """The first cell of each row of `games`'s table (piped: aligned columns under a header)."""
    lines = out.splitlines()
    header = next(k for k, line in enumerate(lines) if line.split()[:2] == ["game", "aliases"])
    return [line.split()[0] for line in lines[header + 1:] if line.strip()]


def test_games_are_listed_by_leetcode_number_then_the_families(cli):
    code, out, _ = cli("games")
    assert code == 0
    first = table_rows(out)
    numbered = [slug for slug in first if slug in GAMES and GAMES[slug].problem]
    assert numbered == sorted(numbered, key=lambda slug: GAMES[slug].problem.number)
    assert first[-len(FAMILIES):] == [each.name for each in FAMILIES]


@pytest.mark.parametrize("each", FAMILIES, ids=lambda each: each.name)
def test_games_lists_for_a_family_only_methods_solve_takes(cli, each):
    member = family(each.name.replace(":K", ":2").replace(":S", ":1,2"))
    instance = 3 if member.instance.name == "count" else [1, 2]
    for method in each.methods:
        assert solve(member, instance, method=method).answer == solve(member, instance, method="brute").answer
    refused = [m for m in ("brute", "memo", "table", "formula", "fast") if m not in each.methods]
    for method in refused:
        words = map(str, instance if isinstance(instance, list) else [instance])
        code, _, err = cli("solve", member.slug, *words, "--method", method)
        assert code == 2 and f"no method '{method}'" in err


def test_play_indexes_stone_game_vi_s_stones_from_0(cli):
    # Alice types 0: the first stone (worth 1 to her), #0 as the board, the tables and the code index it
    code, out, _ = cli("play", "vi", "--alice", "1", "3", "5", "--bob", "2", "1", "4",
                       stdin="moves\n0\nquit\n")
    assert code == 0
    listed = [line.split()[0] for line in out.splitlines() if line.startswith("  ") and "take stone" in line]
    assert sorted(listed) == ["0", "1", "2"]
    assert "You take stone #0 (worth 1 to Alice, 2 to Bob)." in out
    assert "Alice 1, Bob 0" in out


def test_play_types_a_nim_move_as_heap_colon_stones(cli):
    code, out, _ = cli("play", "nim", "1", "2", stdin="1:1\nquit\n")
    assert code == 0 and "(0:1/1:1/1:2;" in out and "You take 1 from heap #1." in out


@pytest.mark.parametrize("argv", [("solve", "stone-game", "5", "x", "4"), ("solve", "stone-gane-ii", "1", "2"),
                                  ("solve", "877", "5", "3", "4", "--method", "formula"),
                                  ("play", "stone-game-vi", "--alice", "1", "3", "--bob", "2")])
def test_lang_zh_says_an_error_in_chinese_and_json_keeps_english(cli, argv):
    _, _, english = cli(*argv)
    code, out, chinese = cli(*argv, "--lang", "zh")
    assert code == 2 and out == "" and chinese.startswith("stonegame: error: ") and chinese.count("\n") == 1
    assert chinese != english and re.search(r"[\u4e00-\u9fff]", chinese)  # said in Chinese, not the English again
    if argv[0] == "solve":  # --json's document and line stay English, as its keys do
        code, out, err = cli(*argv, "--lang=zh", "--json")
        assert code == 2 and err == english and json.loads(out)["error"] == english.removeprefix(
            "stonegame: error: ").strip()
