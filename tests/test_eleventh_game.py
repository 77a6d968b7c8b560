"""An eleventh game, declared only in the tests, gets everything a built-in game gets.

tests/divisor_game/ is Divisor Game (LeetCode 1025), a package written as a built-in game is, and
tests/conftest.py registers it with one line. From then on every test parametrized over the
registry runs on it too (tests/core/test_games.py: every method against brute force, the
line replays, the JSON keys; teach/: explain, trace, the line in every view; check/: case
generation and limits). This module adds the command line over the whole registry, and
`check` on the eleventh game.
"""

import json
from pathlib import Path

import pytest

import divisor_game
import stonegame
from stonegame import GAMES, get_game, solve
from stonegame.catalogs import langs
from stonegame.games import BUILT_IN, register

GAME = divisor_game.GAME
ALL = list(GAMES.values())


def ids(game):
    return game.slug


def test_it_is_registered_and_found_by_every_name():
    assert GAMES["divisor-game"] is GAME and GAME in ALL
    assert get_game("divisor-game") is get_game(1025) is get_game("1025") is GAME
    assert solve("divisor-game", 6).answer is True and solve(1025, 9).answer is False


def test_it_lives_outside_the_package():
    assert "divisor-game" not in BUILT_IN
    assert not Path(divisor_game.__file__).resolve().is_relative_to(Path(stonegame.__file__).parent.resolve())


def test_its_own_kernel_compiles_and_agrees_with_the_formula():
    from stonegame.core.kernels import always_compile

    kernel = divisor_game.kernels.divisor_table
    with always_compile():
        assert [solve(GAME, n, method="fast").value for n in range(1, 60)] == [
            divisor_game.formula(n) for n in range(1, 60)]
    assert kernel.loaded  # numba compiled it: the game's own kernel, in the game's own package
    assert solve(GAME, 10**5 + 1).method == "fast" and solve(GAME, 10**5 + 1).answer is False


def test_its_names_cannot_be_registered_twice():
    with pytest.raises(stonegame.StoneGameError, match="already the name of divisor-game"):
        register(GAME)


@pytest.mark.parametrize("game", ALL, ids=ids)
def test_solve_json_reads_the_example_and_writes_its_answer(cli, game):
    instance = game.example
    answer = solve(game, instance, method="brute").answer
    code, out, err = cli("solve", game.slug, "-", "--json", stdin=json.dumps(instance))
    assert (code, err) == (0, "")
    found = json.loads(out)
    assert found["game"] == game.slug and found["answer"] == answer


@pytest.mark.parametrize("lang", langs())
@pytest.mark.parametrize("game", ALL, ids=ids)
def test_explain_tells_the_story_in_every_language(cli, game, lang):
    instance = game.statement_examples[-1][0] if game.statement_examples else game.example
    code, out, _ = cli("solve", game.slug, "-", "--explain", "--lang", lang,
                       stdin=json.dumps(instance))
    assert code == 0
    assert game.problem is None or game.problem.method in out.splitlines()[-1]  # "divisorGame returns true"


@pytest.mark.parametrize("game", ALL, ids=ids)
def test_solve_text_and_line(cli, game):
    instance = game.example
    code, out, _ = cli("solve", game.slug, "-", "--line", stdin=json.dumps(instance))
    assert code == 0 and game.slug in out.splitlines()[0]


def test_games_lists_it(cli):
    code, out, _ = cli("games")
    assert code == 0 and "divisor-game" in out and "1025" in out


def test_a_bad_instance_is_one_line(cli):
    code, out, err = cli("solve", "divisor-game", "0")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1


SOLUTION = """
class Solution:
    def divisorGame(self, n: int) -> bool:
        return {body}
"""


def test_check_passes_a_right_solution(cli, tmp_path):
    path = tmp_path / "right.py"
    path.write_text(SOLUTION.format(body="n % 2 == 0"))
    code, out, _ = cli("check", "divisor-game", str(path))
    assert code == 0 and "PASSED" in out


def test_check_finds_the_smallest_case_a_wrong_solution_fails(cli, tmp_path):
    path = tmp_path / "wrong.py"
    path.write_text(SOLUTION.format(body="n % 2 == 0 and n != 6"))  # right but for n = 6
    code, out, _ = cli("check", "divisor-game", str(path), "--json")
    report = json.loads(out)
    assert code == 1 and report["verdict"] == "wrong-answer"
    assert report["failure"]["instance"] == 6
