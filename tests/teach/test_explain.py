"""Narrated play (``Solution.explain``): every number is the solution's, in English and Chinese."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stonegame
from declared import declared
from stonegame import GAMES, StoneGameError, solve
from stonegame.catalogs.en import gerund, third
from stonegame.cli import main
from stonegame.core.game import Parts
from stonegame.core.rules import Rules, Scene, Step
from stonegame.core.search import Memo, remoteness
from stonegame.core.strategies import instances
from stonegame.core.values import minus
from stonegame.teach.explain import signed

ALL = list(GAMES.values())


class Subtract(Rules[int, int]):
    """Take 1 or 2 stones; the player who cannot move loses (n ≡ 0 mod 3 is lost)."""

    def __init__(self, n):
        self.n = n

    def start(self):
        return self.n

    def moves(self, position):
        return [take for take in (1, 2) if take <= position]

    def play(self, position, move):
        return Step(0, position - move)

    def end(self, position):
        return -1


class Told(Scene[int, int]):
    def name(self, position, move):
        return f"take {move}"


SUBTRACT = declared("subtract", rules=Subtract, kind="count", scoring=False, title="Subtract",
                   summary="take 1 or 2; no move loses", parts=Parts(scene=Told))


def ids(value):
    return getattr(value, "slug", None)


def test_the_write_up_example_in_english():
    story = stonegame.explain(solve("stone-game", [5, 3, 4, 5]))
    assert "Alice wins 9 to 8" in story
    assert "1. Alice takes the left 5, leaving [3, 4, 5]. Score: Alice 5, Bob 0." in story
    # Bob's alternative at [3, 4, 5]: the left 3 is worth 3 − (5 − 4) = 2 to him against 5 − (4 − 3) = 4,
    # and with Alice already 5 ahead the game would end 5 − 2 = 3 in her favour.
    assert "Taking the left 3 instead: Alice would win by 3, 2 worse for Bob." in story
    assert story.splitlines()[-1] == "Result: Alice 9, Bob 8: Alice wins by 1. stoneGame returns true."


def test_the_write_up_example_in_chinese():
    story = stonegame.explain(solve("stone-game", [5, 3, 4, 5]), "zh")
    assert "Alice 先手，Bob 后手" in story and "双方都采取最优策略时，Alice 以 9 比 8 获胜" in story
    assert "第 1 步：Alice 拿走左边的 5，剩下 [3, 4, 5]，比分 Alice 5 : Bob 0。" in story
    assert "如果改为拿走左边的 3：最终 Alice 会赢 3 分，对 Bob 来说比最优差 2 分。" in story
    assert "偶数下标的堆共 9 个石子，奇数下标的堆共 8 个" in story


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_another_instance_tells_another_story(lang):
    first = stonegame.explain(solve("stone-game", [5, 3, 4, 5]), lang)
    second = stonegame.explain(solve("stone-game", [3, 9, 1, 2]), lang)
    assert first != second
    assert ("Alice wins 11 to 4" if lang == "en" else "Alice 以 11 比 4 获胜") in second
    assert ("takes the right 2, leaving [3, 9, 1]" if lang == "en" else "拿走右边的 2，剩下 [3, 9, 1]") in second
    # The parity argument of 877 picks the odd-indexed piles here (3 + 1 = 4 against 9 + 2 = 11).
    assert ("collect piles #1, #3 and end with at least 11 against 4" if lang == "en"
            else "拿到 #1、#3 号堆，至少 11 比 4") in second  # a Chinese list is separated by 、
    assert "9 to 8" not in second and "9 比 8" not in second


def test_parity_argument_only_with_an_even_number_of_piles():
    assert "even number of piles" not in stonegame.explain(solve("stone-game", [5, 3, 4]))
    assert "偶数堆" not in stonegame.explain(solve("stone-game", [5, 3, 4]), "zh")
    equal = stonegame.explain(solve("stone-game", [1, 1]))
    assert "secures only a tie" in equal and "Result: Alice 1, Bob 1: a tie." in equal


def test_a_formula_solution_is_explained_with_its_argument():
    story = stonegame.explain(solve("stone-game", [5, 3, 4, 5], method="formula"))
    assert "decides the answer without search" in story
    assert "a win by at least 1" in story
    assert "Result: Alice 9, Bob 8" in story


def test_other_games_use_their_own_words():
    ii = stonegame.explain(solve("stone-game-ii", [2, 7, 9, 4, 4]))
    assert "Alice takes the first pile, 2 (M stays 1), leaving [7, 9, 4, 4]" in ii
    assert "stoneGameII returns 10" in ii
    iii = stonegame.explain(solve("stone-game-iii", [1, 2, 3, 6]), "zh")
    assert "拿走前 3 个石子（1, 2, 3）" in iii and "双方以 6 比 6 打平" in iii and '返回 "Tie"' in iii
    viii = stonegame.explain(solve("stone-game-viii", [-1, 2, -3, 4, -5]))
    assert "Alice merges the leftmost 4 stones into 2, leaving [2, −5]" in viii  # a story's numbers: a true minus
    assert "Bob merges the leftmost 2 stones into −3, leaving [−3]. Score: Alice 2, Bob −3." in viii
    ix = stonegame.explain(solve("stone-game-ix", [2, 1, 4]))
    assert "Alice removes a stone ≡ 2 (sum 2 ≡ 2), leaving 0 stones ≡ 0, 2 ≡ 1 and 0 ≡ 2 (mod 3)." in ix
    said = stonegame.explain(solve("stone-game-ix", [2, 1, 4]), "zh")
    assert "剩下余 0 的 0 颗、余 1 的 2 颗、余 2 的 0 颗。" in said


def test_alternatives_are_capped_and_summed_up():
    story = stonegame.explain(solve("stone-game-viii", [1, 1, 1, 1, 1, 1, 1]))
    assert "other moves are no better" in story


def test_an_unknown_language_is_refused():
    with pytest.raises(StoneGameError, match="no language 'fr'; choose from en, zh"):
        stonegame.explain(solve("stone-game", [5, 3]), "fr")


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("game", [game for game in ALL if game.scoring], ids=ids)
@settings(max_examples=30)
@given(data=st.data())
def test_every_move_and_every_alternative_is_narrated_from_the_line(game, lang, data):
    solution = solve(game, data.draw(instances(game)), method="memo")
    story = stonegame.explain(solution, lang)
    moves = [line for line in story.splitlines() if re.match(r"(\d+\. |第 \d+ 步：)", line)]
    numbers = [int(re.search(r"\d+", line).group()) for line in moves]
    assert numbers == list(range(1, len(solution.line) + 1))
    for said, move in zip(moves, solution.line, strict=True):
        assert str(move.player) in said and signed(move.value) in said
    scores = solution.scores
    result = story.splitlines()[-1 - len(solution.notes)]
    alice, bob = minus(scores.alice), minus(scores.bob)  # a sentence's numbers: a true minus
    assert (f"Alice {alice}, Bob {bob}" if lang == "en" else f"Alice {alice} 分，Bob {bob} 分") in result
    # Every "n worse" is the gap between the move played and that alternative.
    gaps = {move.value - option.value for move in solution.line for option in move.alternatives}
    for worse in re.findall(r"(\d+) worse for|比最优差 (\d+) 分", story):
        assert int(worse[0] or worse[1]) in gaps


def subtract_remoteness(n):
    """Moves left in take-1-or-2 when the winner hurries: 2 per round of 3 stones."""
    return 2 * (n // 3) + (n % 3 > 0)


@pytest.mark.parametrize("n", range(0, 13))
def test_remoteness_winner_hurries_loser_holds_out(n):
    rules = Subtract(n)
    assert remoteness(rules, Memo(rules).value)(n) == subtract_remoteness(n)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_win_lose_moves_are_marked_with_the_moves_left(lang):
    story = stonegame.explain(solve(SUBTRACT, 7), lang)
    if lang == "en":
        assert "Alice wins, and the game lasts 5 moves" in story
        assert "1. Alice takes 1, leaving 6. Winning: Alice wins after 4 more moves." in story
        assert "Taking 2 instead: loses: Bob would win after 3 more moves." in story
        assert "2. Bob takes 1, leaving 5. Losing: whatever Bob does, Alice wins; this holds out longest" in story
        assert story.splitlines()[-1] == "Result: Alice wins. The answer is true."
    else:
        assert "Alice 获胜：胜者尽快取胜，败者尽量拖延，整局共 5 步" in story
        assert "必胜：Alice 再走 4 步后获胜" in story and "必败：无论怎么走都是 Alice 赢" in story
    lost = stonegame.explain(solve(SUBTRACT, 6), lang)
    assert ("Bob wins, and the game lasts 4 moves" if lang == "en" else "Bob 获胜") in lost


@pytest.mark.parametrize("game", [game for game in ALL if not game.scoring], ids=ids)
@settings(max_examples=30)
@given(data=st.data())
def test_registered_win_lose_games_count_down_one_move_at_a_time(game, data):
    solution = solve(game, data.draw(instances(game)), method="memo")
    story = stonegame.explain(solution, "en")
    lasts = int(re.search(r"the game lasts (\d+) move", story).group(1))
    left = [int(m) if m else 0 for m in re.findall(r"^\d+\. .*? wins (?:after (\d+) more move|at once)", story, re.M)]
    assert left == list(range(lasts - 1, -1, -1))


@pytest.mark.parametrize("game", ALL, ids=ids)
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_statement_example_is_explained(game, lang):
    for instance, _ in game.statement_examples:
        assert stonegame.explain(solve(game, instance), lang)


def test_english_verb_forms():
    assert third("take the left 5") == "takes the left 5"
    assert third("carry 2") == "carries 2" and third("push 1") == "pushes 1"
    assert gerund("remove 4") == "removing 4" and gerund("split after 1") == "splitting after 1"


def test_the_command_explains_in_chinese(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["solve", "stone-game", "5", "3", "4", "5", "--explain", "--lang", "zh"])
    out = capsys.readouterr().out
    assert exit_info.value.code == 0
    assert "Alice 拿走左边的 5，剩下 [3, 4, 5]" in out and "所以 stoneGame 返回 true" in out


def test_the_command_refuses_an_unknown_language(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["solve", "stone-game", "5", "3", "--explain", "--lang", "fr"])
    assert exit_info.value.code == 2 and "no language 'fr'" in capsys.readouterr().err
