"""One optimal line, the same in every view: Solution.line, JSON, --explain (en, zh), play, every method.

The line plays the greatest value; in a win/lose game, among those, the quickest win or the
longest loss (remoteness, GAMESMAN's convention); then the first in the rules' move order.
Here every view of every game is compared with the line, and the line with that rule,
recomputed from a fresh memo and the engine's generic remoteness (not the games' own hooks).
"""

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stonegame
from declared import declared
from stonegame import GAMES, StoneGameError, solve
from stonegame.catalogs import translate
from stonegame.catalogs.en import third
from stonegame.core.line import replay
from stonegame.core.players import Player
from stonegame.core.search import Memo, move_value, remoteness
from stonegame.core.strategies import instances
from stonegame.games.families import nim, subtraction, take_up_to
from stonegame.teach.explain import phrase, picture
from stonegame.teach.play import Session, Terminal


def take_from_ends(row):
    return [f"{end}{x}" for end in "LR" for x in (1, 2) if x <= len(row)]


def taken(row, move):
    x = int(move[1:])
    return (sum(row[:x]), row[x:]) if move[0] == "L" else (sum(row[-x:]), row[:-x])


DECLARED_SCORING = declared("take-1-or-2-from-ends", start=tuple, moves=take_from_ends, play=taken,
                           least=None, small=6)
# Who cannot move loses: remove the stone at either end, or both ends at once.
DECLARED_WIN_LOSE = declared(
    "trim-the-row", start=tuple, scoring=False, small=7,
    moves=lambda row: ["left", "right", "both"][: 3 if len(row) >= 2 else 2 if row else 0],
    play=lambda row, move: row[1:] if move == "left" else row[:-1] if move == "right" else row[1:-1],
    key=len,  # only the length matters
)
GAMES_AND_FAMILIES = [
    *GAMES.values(), take_up_to(2), take_up_to(4), subtraction({1, 3, 4}), subtraction({2, 5}),
    nim(), nim(misere=True), DECLARED_SCORING, DECLARED_WIN_LOSE,
]


def ids(game):
    return game.slug


def same_in_json(move):
    """A move as JSON gives it back (tuples become lists)."""
    return json.loads(json.dumps(move))


def positions_before(rules, line):
    """The position each move of the line is played from."""
    return [rules.start(), *(move.after for move in line[:-1])]  # one too many for an empty line: zip stops early


def numbered(story, lang):
    """The story's lines that narrate one move each."""
    pattern = r"\d+\. " if lang == "en" else r"第 \d+ 步："
    return [text for text in story.splitlines() if re.match(pattern, text)]


def check_the_story(solution, lang):
    """Each numbered line of the story narrates the line's move, in the rules' words."""
    rules, line = solution.rules, solution.line
    told = numbered(stonegame.explain(solution, lang), lang)
    assert len(told) == len(line)
    for k, (position, move, text) in enumerate(zip(positions_before(rules, line), line, told, strict=False), 1):
        said = [translate(phrase(solution.scene, position, option.move), lang) for option in move.alternatives]
        assert len(set(said)) == len(said)  # so the words name exactly one move
        mine = translate(phrase(solution.scene, position, move.move), lang)
        expected = f"{k}. {move.player} {third(mine)}, " if lang == "en" else f"第 {k} 步：{move.player} {mine}，"
        assert text.startswith(expected), (text, expected)


def check_play(game, instance, line, human):
    """Playing the line as ``human`` (asking for a hint before each move, then typing the move
    it names), the computer answers with the line's moves and the board shows its positions."""
    said = []

    class Recorded(Session):
        """A session that keeps the position after every move."""

        def advance(self, step):
            self.reached.append(step.position)
            super().advance(step)

    hinted = [False]

    def ask(prompt):
        k = len(session.reached)
        if not hinted[0]:
            hinted[0] = True
            return "hint"
        hinted[0] = False
        hint = [text for text in said if text.startswith("Hint:")][-1]
        move = line[k]
        mine = str(phrase(session.scene, session.match.position, move.move))
        typed = session.scene.notation(session.match.position, move.move)  # what a player types: VI's stone index
        assert f" {mine} (type {typed})" in hint, (hint, mine)
        return typed

    session = Recorded(game, instance, human, terminal=Terminal(ask, said.append))
    session.reached = []
    session.run()
    assert session.reached == [move.after for move in line]
    boards = [text for text in said if text.startswith("Left: ")][1:]
    assert [board.split("   Score:")[0] for board in boards] == [
        f"Left: {picture(move.position, 'en', session.scene)}" for move in line]
    assert any(text.startswith("Game over") for text in said)


def check_the_rule(solution):
    """Each move is value-optimal (values recomputed by a fresh memo), and in a win/lose game
    remoteness-optimal (by the engine's generic walk); the first such in the rules' order."""
    rules = solution.game.rules(solution.instance)
    memo = Memo(rules)
    far = None if solution.game.scoring else remoteness(rules, memo.value)
    line = solution.line
    for position, move in zip(positions_before(rules, line), line, strict=False):
        assert [option.move for option in move.alternatives] == list(rules.moves(position))
        for option in move.alternatives:
            step = rules.play(position, option.move)
            assert option.value == move_value(step, memo.value)
            if far is not None:
                assert option.remoteness == far(step.position)
        top = max(option.value for option in move.alternatives)
        optimal = [option for option in move.alternatives if option.value == top]
        assert move.value == top
        if far is not None:
            hurry = min if top > 0 else max
            optimal = [option for option in optimal
                       if option.remoteness == hurry(o.remoteness for o in optimal)]
            assert move.remoteness == optimal[0].remoteness
        assert move.move == optimal[0].move  # ties: the first in the rules' order
    if far is not None:
        assert len(line) == far(rules.start())


@pytest.mark.parametrize("game", GAMES_AND_FAMILIES, ids=ids)
@settings(max_examples=60)
@given(data=st.data())
def test_every_view_shows_the_same_line(game, data):
    instance = data.draw(instances(game))
    solution = solve(game, instance)
    line = solution.line
    moves = [move.move for move in line]
    # the line replays through the rules to the value (or, for a Decision, to the answer)
    value, _, _ = replay(solution.rules, moves)
    if solution.value is not None:
        assert value == solution.value
    assert game.answer.of(value, solution.instance) == solution.answer
    # every method that applies gives the same line
    for method in game.methods:
        try:
            other = solve(game, instance, method=method)
        except StoneGameError:
            continue  # a method that does not apply here (877's formula with odd n, ...)
        assert [move.move for move in other.line] == moves, method
    # JSON
    written = json.loads(json.dumps(solution.to_json()))
    assert [move["move"] for move in written["line"]] == [same_in_json(move) for move in moves]
    if not game.scoring:
        assert [move["remoteness"] for move in written["line"]] == [move.remoteness for move in line]
    # --explain, in both languages
    for lang in ("en", "zh"):
        check_the_story(solution, lang)
    # play, on either side
    for human in Player:
        check_play(game, instance, line, human)
    check_the_rule(solution)


# The smaller points of issue 11 -------------------------------------------------------------


@pytest.mark.parametrize("lang, words", [("en", "   The other move is no better."),
                                         ("zh", "   另一种走法也不会更好。")])
def test_one_move_left_unnarrated_is_the_other_move(lang, words):
    story = stonegame.explain(solve(take_up_to(5), [1, 2, 3, 4, 5, 6]), lang).splitlines()
    assert words in story  # five moves at the start: the best, three alternatives and this one
    assert not any("1 other" in line or "其余 1 种" in line for line in story)


def test_a_formula_that_decides_only_the_answer_leaves_the_scores_out(cli):
    solution = solve("stone-game", [5, 3, 4, 5], method="formula")
    assert solution.value is None and solution.scores is None
    form = solution.to_json()
    assert (form["value"], form["scores"], form["answer"]) == (None, None, True)
    code, out, _ = cli("solve", "877", "5", "3", "4", "5", "--method", "formula")
    out = " ".join(out.split())  # its line breaks undone
    assert code == 0 and "Alice 9, Bob 8" not in out and "Alice − Bob" not in out
    assert "decided without search" in out and "at least 1" in out


def test_a_declared_game_has_no_leetcode_number_anywhere(cli, monkeypatch):
    import io
    import sys

    from stonegame.views.model import solution_view
    from stonegame.views.text import plain

    solution = solve(DECLARED_SCORING, [3, 1, 4])
    texts = [plain(solution_view(solution, line=True)), *(stonegame.explain(solution, lang) for lang in ("en", "zh"))]
    for lang in ("en", "zh"):
        said = []
        Session(DECLARED_WIN_LOSE, [1, 2, 3], lang=lang, terminal=Terminal(lambda prompt: "quit", said.append)).run()
        texts += said
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    code, out, _ = cli("play", "nim", "1", "2")
    out = " ".join(out.split())  # its line breaks undone
    assert code == 0 and out.startswith("Nim on [1, 2]: ")
    texts.append(out)
    assert not any("LeetCode" in text for text in texts)
    assert stonegame.explain(solution, "zh").startswith("take-1-or-2-from-ends，")  # its own title, not 石子游戏


def test_nim_states_the_xor_rule_on_the_instance(cli):
    """The rule is --explain's (--line prints the line alone)."""
    code, out, _ = cli("solve", "nim", "1", "2", "4", "--explain")
    out = " ".join(out.split())  # its line breaks undone
    assert code == 0 and "Here 1 XOR 2 XOR 4 = 7, not 0: Alice wins by leaving XOR 0" in out
    assert "(now: take 1 from heap #2)" in out
    code, out, _ = cli("solve", "nim", "1", "2", "4", "--line")
    out = " ".join(out.split())
    assert "left 1 Alice take 1 from heap #2 6 [1, 2, 3]" in out and "XOR" not in out
    code, out, _ = cli("solve", "nim", "1", "2", "3", "--explain")
    out = " ".join(out.split())  # its line breaks undone
    assert "Here 1 XOR 2 XOR 3 = 0: Bob wins" in out
    code, out, _ = cli("solve", "misere-nim", "1", "1", "--explain")
    out = " ".join(out.split())  # its line breaks undone
    assert "every heap holds at most 1 stone and 2 are left: Alice wins" in out
    game = nim()
    assert "异或" in translate(game.parts.scene(game.rules([1, 2, 4])).insight(), "zh")


@given(st.lists(st.integers(0, 6), min_size=1, max_size=3))
def test_nims_line_opens_with_a_move_its_insight_names(heaps):
    from functools import reduce
    from operator import xor

    solution = solve(nim(), heaps)
    said = str(nim().parts.scene(nim().rules(heaps)).insight())
    if reduce(xor, heaps):
        first = solution.line[0]
        assert reduce(xor, first.after) == 0 and f"{first.name}" in said.split("(now: ")[1]
    else:
        assert solution.answer is False and "Bob wins" in said
