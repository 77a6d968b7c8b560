"""The command line with declared games (--rules), families and `grundy`."""

import json
import shutil
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).parent.parent / "examples" / "take_k_from_ends.py"


def test_the_readme_variant_solves_and_explains(cli, tmp_path):
    variant = shutil.copy(EXAMPLE, tmp_path / "variant.py")
    code, out, _ = cli("solve", "--rules", variant, "3", "1", "4", "1", "5", "--explain")
    assert code == 0
    assert "Alice takes 1 from the right" in out and "Alice 9, Bob 5" in out


def test_the_readme_variant_plays(cli, tmp_path):
    variant = shutil.copy(EXAMPLE, tmp_path / "variant.py")
    code, out, _ = cli("play", "--rules", variant, "3", "1", "4", "1", "5",
                       stdin="hint\nR1\nL2\n")
    assert code == 0 and "type R1" in out


def test_a_declared_game_in_json(cli):
    code, out, _ = cli("solve", "--rules", EXAMPLE, "3", "1", "4", "--json")
    form = json.loads(out)
    assert code == 0 and form["game"] == "take-k-from-ends" and form["value"] == 2
    assert form["line"][0]["move"] == "R2"


def test_the_game_name_may_repeat_the_rules_file(cli):
    code, out, _ = cli("solve", "take-k-from-ends", "--rules", EXAMPLE, "3", "1", "4")
    assert code == 0 and "answer: 2" in out and "LeetCode" not in out


GAMES = Path(__file__).parent.parent / "src" / "stonegame" / "games"
BUILT_IN = sorted(path.parent.name for path in GAMES.glob("*/__init__.py") if path.parent.name != "families")
WORDS = {"stone_game_iv": ["7"], "stone_game_vi": ["--alice", "1", "3", "--bob", "2", "1"]}


@pytest.mark.parametrize("package", BUILT_IN)
def test_a_built_in_game_runs_unchanged_as_a_rules_file(cli, package):
    # One way to write a game: a built-in package's module is a rules file like a user's.
    from stonegame import get_game

    path = GAMES / package / "__init__.py"
    words = WORDS.get(package, ["5", "3", "1", "4", "2", "6"])
    for method in get_game(package.replace("_", "-")).methods:
        by_name = answer(cli("solve", package.replace("_", "-"), *words, "--method", method, "--json"))
        by_file = answer(cli("solve", "--rules", path, *words, "--method", method, "--json"))
        assert by_file == by_name, (package, method)


def answer(result):
    """The JSON a solve printed, without the time it took (the one field two runs may differ in)."""
    code, out = result[0], result[1]
    assert code == 0, out
    printed = json.loads(out)
    printed["stats"].pop("seconds")
    return printed


@pytest.mark.parametrize("text, fragment", [(None, "no such file"), ("x = 1\n", "defines no game")])
def test_rules_file_errors_are_one_line(cli, tmp_path, text, fragment):
    path = tmp_path / "rules.py"
    if text is not None:
        path.write_text(text)
    code, _, err = cli("solve", "--rules", path, "1", "2")
    assert code == 2 and fragment in err and err.count("\n") == 1


RULES = ("from stonegame import Count, Parts, Row, Rules, declare\n"
         "def moves(row): return ['L', 'R'] if row else []\n"
         "def play(row, m): return (row[0], row[1:]) if m == 'L' else (row[-1], row[:-1])\n"
         "class G(Rules):\n"
         "    def moves(self, row): return moves(row)\n"
         "    def play(self, row, m): return play(row, m)\n")


@pytest.mark.parametrize("raised", ["KeyboardInterrupt", "GeneratorExit", "SystemExit(3)"])
@pytest.mark.parametrize("when", ["loaded", "played"])
@pytest.mark.parametrize("command", ["solve", "play"])
def test_a_rules_file_raising_a_base_exception_is_one_line(cli, tmp_path, raised, when, command):
    path = tmp_path / "rules.py"
    if when == "loaded":
        path.write_text(f"{RULES}GAME = declare('g', G)\nraise {raised}\n")
    else:
        path.write_text(f"{RULES}class Broken(G):\n    def play(self, row, m): raise {raised}\n"
                        "GAME = declare('g', Broken)\n")
    code, _, err = cli(command, "--rules", path, "1", "2", "3", stdin="L\n")
    assert code == 2 and err.startswith("stonegame: error: ") and err.count("\n") == 1
    assert raised.split("(")[0] in err or "sys.exit(3)" in err


@pytest.mark.parametrize("declaration", [
    "GAME = declare('g', G, instance=Row(least='a'))", "GAME = declare('g', G, instance=Row(most='a'))",
    "GAME = declare('g', G, title=5)", "GAME = declare('g', G, instance=Row(min_length='x'))",
    "GAME = declare('g', G, instance=5)", "GAME = declare('g', G, parts=Parts(examples=5))",
    "class H(G):\n    def estimate(self): return 'many'\nGAME = declare('g', H)",
    "class H(G):\n    def name(self, p, m): return 5\nGAME = declare('g', H)"])
def test_a_rules_file_with_fields_of_the_wrong_type_is_one_line(cli, tmp_path, declaration):
    path = tmp_path / "rules.py"
    path.write_text(f"{RULES}{declaration}\n")
    code, _, err = cli("solve", "--rules", path, "1", "2", "3", "--explain")
    assert code == 2 and err.startswith("stonegame: error: ") and err.count("\n") == 1


@pytest.mark.parametrize("play", ["lambda row, m: (row[0], list(row[1:]))", "lambda row, m: (row[0], {1: row[1:]})"])
def test_a_rules_file_with_unhashable_positions_is_one_line(cli, tmp_path, play):
    path = tmp_path / "rules.py"
    path.write_text(f"{RULES}class H(G):\n    def play(self, row, m): return ({play})(row, m)\n"
                    "GAME = declare('g', H)\n")
    code, _, err = cli("solve", "--rules", path, "1", "2", "3", "--line")
    assert code == 2 and "hashable" in err and err.count("\n") == 1

def test_families_by_name(cli):
    code, out, _ = cli("solve", "subtraction:1,3,4", "9")
    assert code == 0 and "answer: false" in out
    code, out, _ = cli("solve", "take-up-to:5", "1", "2", "3", "-9", "100")
    assert code == 0 and "Alice 97, Bob 0" in out


def test_grundy_of_a_sum_and_a_sequence(cli):
    code, out, _ = cli("grundy", "subtraction:1,3,4", "10", "+", "nim", "3", "4", "--upto", "30")
    assert code == 0
    assert "sum: 1 XOR 7 = 6" in out and "period 7 from n = 0 (proven): 0 1 0 1 2 3 2" in out


def test_grundy_json_and_errors(cli):
    code, out, _ = cli("grundy", "nim", "1", "2", "3", "--json")
    assert code == 0 and json.loads(out)["sum"] == 0
    code, _, err = cli("grundy", "stone-game", "1", "2")
    assert code == 2 and "scores points" in err


def test_check_against_a_declared_game(cli, tmp_path):
    solution = tmp_path / "mine.py"
    solution.write_text(
        "from functools import cache\n"
        "def best(stones):\n"
        "    @cache\n"
        "    def d(i, j):\n"
        "        takes = [(sum(stones[i:i + x]), i + x, j) for x in (1, 2) if i + x <= j]\n"
        "        takes += [(sum(stones[j - x:j]), i, j - x) for x in (1, 2) if i + x <= j]\n"
        "        return max((g - d(a, b) for g, a, b in takes), default=0)\n"
        "    return d(0, len(stones))\n"
        "def greedy(stones):\n"
        "    return sum(stones[0::2]) - sum(stones[1::2])\n"
    )
    code, out, _ = cli("check", "--rules", EXAMPLE, solution, "--function", "best", "--no-speed",
                       "--cases", "100")
    assert code == 0 and "PASSED" in out
    code, out, _ = cli("check", "--rules", EXAMPLE, solution, "--function", "greedy", "--no-speed")
    assert code == 1 and "WRONG ANSWER" in out


MANY = ("from stonegame import Rules, declare\n"
        "class Many(Rules):\n"
        "    def moves(self, row): return [(i, j) for i in range(len(row)) for j in range(i, len(row))]\n"
        "    def play(self, row, m): return sum(row[m[0]:m[1] + 1]), row[:m[0]] + row[m[1] + 1:]\n")


def test_play_refuses_a_huge_estimated_game_before_the_board(cli, tmp_path):
    path = tmp_path / "rules.py"
    path.write_text(f"{MANY}class Huge(Many):\n    def estimate(self): return 10**30\nGAME = declare('many', Huge)\n")
    code, out, err = cli("play", "--rules", path, *map(str, range(1, 41)), stdin="quit\n")
    assert code == 2 and out == "" and err.count("\n") == 1 and "10^30 positions" in err


def test_play_of_a_huge_game_without_an_estimate_stops_within_its_budget(cli, tmp_path, monkeypatch):
    from stonegame.core import search

    monkeypatch.setattr(search, "UNESTIMATED_WORK", 2_000)
    monkeypatch.setattr(search, "PERFECT_WORK", 2_000)  # play's perfect replies: the same budget, smaller here
    path = tmp_path / "rules.py"
    path.write_text(f"{MANY}GAME = declare('many', Many)\n")
    code, _, err = cli("play", "--rules", path, *map(str, range(1, 41)), stdin="quit\n")
    assert code == 2 and err.splitlines()[-1].startswith("stonegame: error: ") and "no estimate" in err


@pytest.mark.parametrize("raised", ["GeneratorExit", "KeyboardInterrupt", "ValueError('no')"])
@pytest.mark.parametrize("command", [["solve"], ["grundy"], ["grundy", "--upto", "5"]])
def test_a_position_whose_hash_raises_a_base_exception_is_one_line(cli, tmp_path, raised, command):
    path = tmp_path / "rules.py"
    path.write_text("from stonegame import Count, Rules, declare\n"
                    "class P:\n"
                    "    def __init__(self, n): self.n = n\n"
                    f"    def __hash__(self): raise {raised}\n"
                    "    def __eq__(self, other): return self.n == other.n\n"
                    "class Heap(Rules):\n"
                    "    scoring = False\n"
                    "    def start(self): return P(self.instance)\n"
                    "    def moves(self, p): return [1, 2] if p.n > 1 else []\n"
                    "    def play(self, p, m): return P(p.n - m)\n"
                    "GAME = declare('p', Heap, instance=Count(least=0))\n")
    code, _, err = cli(*command, "--rules", path, *([] if "--upto" in command else ["7"]))
    assert code == 2 and err.count("\n") == 1 and "failed to hash or compare" in err


def test_play_of_a_variant_with_a_million_moves_a_position_is_refused_before_memory_runs_out(cli, tmp_path):
    """Each position lists every block of the row: 1.1 million moves at the start, each a new
    row of 1,500 values. The search behind play is bounded by the moves it lists, not only those
    it plays, and it runs before any position's moves are played out for the hints."""
    rules = tmp_path / "blocks.py"
    rules.write_text('"""Take any block of consecutive stones; score its sum."""\n'
                     "from stonegame import Rules, declare\n\n"
                     "class Blocks(Rules):\n"
                     "    def moves(self, row):\n"
                     "        return [(i, j) for i in range(len(row)) for j in range(i, len(row))]\n\n"
                     "    def play(self, row, move):\n"
                     "        i, j = move\n"
                     "        return sum(row[i:j + 1]), row[:i] + row[j + 1:]\n\n"
                     'GAME = declare("take-any-block", Blocks)\n')
    code, out, err = cli("play", "--rules", rules, *range(1, 1501), stdin="quit\n")
    assert code == 2 and err.count("\n") == 1
    assert "the memo stops after 5,000,000 moves and this game needs more" in err
