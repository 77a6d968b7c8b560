"""Play against the perfect opponent in the terminal, and see each of your moves graded.

No solving logic of its own: the opponent's replies, hints and grades come from the same
``engine.Oracle`` as the optimal line (``solution.oracle``), so the computer plays the line
and a hint names its next move; the words come from ``explain``. Moves are read with
``input()`` and the game is written with ``print()``, so moves can be piped in; at the end
of input the game is abandoned cleanly.

Glossary: human = the player typing; computer = the perfect opponent; value = what a move
secures for its mover (own − opponent's from the position on, ±1 in win/lose games);
given away = the best move's value minus the value of the move played.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from stonegame.core import engine
from stonegame.teach import explain
from stonegame.core.engine import Player
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game
from stonegame.core.solution import oracle

COMMANDS = {
    "hint": "hint", "提示": "hint",
    "moves": "moves", "走法": "moves",
    "undo": "undo", "悔棋": "undo",
    "quit": "quit", "exit": "quit", "退出": "quit",
}
LISTED = 8
"""Most legal moves spelled out in a prompt or an error; beyond that, ``moves`` lists them."""

Choices = list[engine.Choice]  # each legal move with its value (and remoteness), and its step


def player_named(name: str) -> Player:
    """The side the human plays, from 'alice' or 'bob' in any case."""
    for player in Player:
        if name.strip().lower() == player.value.lower():
            return player
    raise StoneGameError(f"--as must be alice or bob, not {name!r}")


def read_move(game: Game, rules: engine.Rules[Any, Any], position: Any, text: str) -> Any:
    """The legal move the text names (its notation, name or phrase), or None.

    >>> from stonegame import get_game
    >>> game = get_game("stone-game")
    >>> rules = game.rules([5, 3, 4])
    >>> read_move(game, rules, rules.start(), "r"), read_move(game, rules, rules.start(), "Left 5")
    ('R', 'L')
    """
    wanted = " ".join(text.split()).casefold()
    for move in rules.moves(position):
        names = (str(move), rules.name(position, move), explain.phrase(game, rules, position, move, "en"))
        if wanted in (" ".join(name.split()).casefold() for name in names):
            return move
    return None


@dataclass(frozen=True)
class Grade:
    """One of the human's moves against the best one at the same position."""

    said: str  # the move, as the story says it
    best_said: str
    best: int
    value: int

    @property
    def given_away(self) -> int:
        return self.best - self.value


@dataclass(frozen=True)
class Snapshot:
    """Everything ``undo`` restores: the state before one of the human's moves."""

    position: Any
    player: Player
    points: tuple[int, int]
    grades: int


class Session:
    """One game: the human against the engine, on one instance."""

    def __init__(self, game: Game, instance: Any, human: Player = Player.ALICE, lang: str = "en",
                 ask: Callable[[str], str] = input, say: Callable[[str], None] = print):
        self.game, self.human, self.lang = game, human, explain.check_lang(lang)
        self.instance = game.validate(instance)
        self.rules = game.rules(game.instance.exact(self.instance))
        self.oracle = oracle(self.rules, game.scoring)
        self.ask, self.say = ask, say
        self.position, self.player = self.rules.start(), Player.ALICE
        self.points = {Player.ALICE: 0, Player.BOB: 0}
        self.history: list[Snapshot] = []
        self.grades: list[Grade] = []

    def words(self, en: str, zh: str) -> str:
        """The text in the session's language."""
        return en if self.lang == "en" else zh

    def tell(self, en: str, zh: str) -> None:
        self.say(self.words(en, zh))

    def phrase(self, move: Any) -> str:
        return explain.phrase(self.game, self.rules, self.position, move, self.lang)

    def options(self) -> Choices:
        return self.oracle.options(self.position)

    def best(self, choices: Choices) -> engine.Choice:
        """The move the optimal line plays here (the engine's one rule for ties)."""
        return self.oracle.best(choices)

    def run(self) -> None:
        """Play until the game ends, the human quits, or the input ends."""
        self.say(self.intro())
        self.say(self.board())
        while True:
            choices = self.options()
            if not choices:
                self.finish()
                return
            if self.player is not self.human:
                option, step = self.best(choices)
                said = self.phrase(option.move)
                self.tell(f"{self.player} (computer) {explain.third_person(said)}.",
                          f"{self.player}（电脑）{said}。")
                self.advance(step)
                continue
            try:
                text = self.ask(self.prompt(choices))
            except (EOFError, KeyboardInterrupt):
                self.say("")
                self.tell("End of input: game abandoned.", "输入结束：对局已放弃。")
                return
            if not sys.stdin.isatty():  # piped moves are not echoed by the terminal: show them
                self.say(text)
            command = COMMANDS.get(text.strip().lower())
            if command == "quit":
                self.tell("You quit: game abandoned.", "你退出了：对局已放弃。")
                return
            if command is not None:
                getattr(self, command)(choices)
                continue
            self.try_move(text, choices)

    def advance(self, step: engine.Step[Any]) -> None:
        self.points[self.player] += step.gain
        self.position = step.position
        if not step.again:
            self.player = self.player.other
        self.say(self.board())

    def try_move(self, text: str, choices: Choices) -> None:
        if not text.strip():
            self.tell("Type a move, or hint, moves, undo, quit.", "请输入走法，或 hint、moves、undo、quit。")
            return
        move = read_move(self.game, self.rules, self.position, text)
        found = [choice for choice in choices if choice[0].move == move] if move is not None else []
        if not found:
            self.say(self.illegal(text.strip(), choices))
            return
        option, step = found[0]
        top = self.best(choices)[0]
        points = (self.points[Player.ALICE], self.points[Player.BOB])
        self.history.append(Snapshot(self.position, self.player, points, len(self.grades)))
        self.grades.append(Grade(self.phrase(option.move), self.phrase(top.move), top.value, option.value))
        self.tell(f"You {self.phrase(option.move)}.", f"你{self.phrase(option.move)}。")
        self.advance(step)

    def hint(self, choices: Choices) -> None:
        top = self.best(choices)[0]
        said = self.phrase(top.move) + self.words(f" (type {top.move})", f"（输入 {top.move}）")
        worth = explain.signed(top.value)
        if self.game.scoring:
            ending = explain.outcome(self.final_margin(top.value), self.lang)
            self.tell(f"Hint: {said}, worth {worth} to you from here; with best play on both sides: "
                      f"{ending}.",
                      f"提示：{said}，从这里开始对你的价值是 {worth}；双方都走最优时，最终{ending}。")
            return
        when = explain.after(top.remoteness, self.lang)
        if top.value > 0:
            self.tell(f"Hint: {said} wins the quickest: you win {when}.",
                      f"提示：{said}，赢得最快：你{when}获胜。")
        else:
            self.tell(f"Hint: against best play you lose whatever you do; {said} holds out longest "
                      f"({self.player.other} wins {when}).",
                      f"提示：对手不失误的话你已经必败，{said}拖得最久（{self.player.other} {when}获胜）。")

    def moves(self, choices: Choices) -> None:
        self.tell("Legal moves, with what each is worth to you from here:", "合法走法，以及每一步从这里开始对你的价值：")
        for option, _ in choices:
            if self.game.scoring:
                ending = explain.outcome(self.final_margin(option.value), self.lang)
                worth = f"{explain.signed(option.value)} ({ending})"
            elif option.value > 0:
                when = explain.after(option.remoteness, self.lang)
                worth = self.words(f"wins ({when})", f"必胜（{when}获胜）")
            else:
                when = explain.after(option.remoteness, self.lang)
                worth = self.words(f"loses ({self.player.other} wins {when})",
                                   f"必败（{self.player.other} {when}获胜）")
            self.say(f"  {option.move}  {self.phrase(option.move)}{self.words(': ', '：')}{worth}")

    def undo(self, choices: Choices) -> None:
        if not self.history:
            self.tell("Nothing to undo: you have not moved yet.", "还没有可以悔的棋。")
            return
        snapshot = self.history.pop()
        self.position, self.player = snapshot.position, snapshot.player
        self.points = {Player.ALICE: snapshot.points[0], Player.BOB: snapshot.points[1]}
        del self.grades[snapshot.grades :]
        self.tell("Took back your last move and the reply.", "已悔棋：撤回了你的上一步和对手的回应。")
        self.say(self.board())

    def final_margin(self, value: int) -> int:
        """Alice − Bob at the end if the player to move secures ``value`` from here."""
        mover, other = self.player, self.player.other
        final = self.points[mover] - self.points[other] + value
        return final if mover is Player.ALICE else -final

    def intro(self) -> str:
        game, human, computer = self.game, self.human, self.human.other
        named = explain.instance_text(game, self.instance, self.lang)
        where = "on" if game.instance.rows(self.instance) else "with"
        return self.words(
            f"{game.title}{explain.origin(game, 'en')} {where} {named}: {game.summary}. You are {human}; "
            f"the computer plays {computer} and never makes a mistake. Alice moves first.",
            f"{explain.title(game, self.lang)}{explain.origin(game, 'zh')}，{named}。你是 {human}，"
            f"电脑扮演 {computer}，而且从不失误。Alice 先手。",
        )

    def board(self) -> str:
        shown = explain.picture(self.rules.show(self.position), self.lang, self.rules)
        a, b = self.points[Player.ALICE], self.points[Player.BOB]
        if not self.game.scoring:
            return self.words(f"Left: {shown}", f"剩下：{shown}")
        return self.words(f"Left: {shown}   Score: Alice {a}, Bob {b}", f"剩下：{shown}　比分 Alice {a} : Bob {b}")

    def prompt(self, choices: Choices) -> str:
        notations = [str(option.move) for option, _ in choices]
        if len(notations) > LISTED or max(map(len, notations)) > 6:
            listed = self.words("a move", "走法")
        else:
            listed = "/".join(notations)
        return self.words(f"Your move, {self.human} ({listed}; or hint, moves, undo, quit): ",
                          f"轮到你了，{self.human}（{listed}；或 hint 提示、moves 走法、undo 悔棋、quit 退出）：")

    def illegal(self, text: str, choices: Choices) -> str:
        if len(choices) > LISTED:
            listed = self.words("type moves to list them", "输入 moves 查看")
        else:
            listed = self.words(", ", "、").join(
                f"{option.move}" + self.words(" ({})", "（{}）").format(self.phrase(option.move))
                for option, _ in choices
            )
        return self.words(f"{text!r} is not a legal move here; legal moves: {listed}.",
                          f"“{text}” 不是合法的走法；可以走：{listed}。")

    def finish(self) -> None:
        """The result, then each of the human's moves graded against the best one."""
        self.points[self.player] += self.rules.end(self.position)
        a, b = self.points[Player.ALICE], self.points[Player.BOB]
        mine = a - b if self.human is Player.ALICE else b - a
        if not self.game.scoring:
            won = mine > 0
            self.tell(f"Game over: you {'win' if won else 'lose'}.", f"游戏结束：你{'赢' if won else '输'}了。")
        elif mine > 0:
            self.tell(f"Game over: Alice {a}, Bob {b}. You win by {mine}.",
                      f"游戏结束：Alice {a} 分，Bob {b} 分。你赢了 {mine} 分。")
        elif mine < 0:
            self.tell(f"Game over: Alice {a}, Bob {b}. You lose by {-mine}.",
                      f"游戏结束：Alice {a} 分，Bob {b} 分。你输了 {-mine} 分。")
        else:
            self.tell(f"Game over: Alice {a}, Bob {b}. A tie.", f"游戏结束：Alice {a} 分，Bob {b} 分。平局。")
        self.say_grades(mine)

    def say_grades(self, mine: int) -> None:
        if not self.grades:
            self.tell("You made no move.", "你一步也没有走。")
            return
        self.tell("Your moves, against perfect play:", "你的每一步，和最优解相比：")
        for number, grade in enumerate(self.grades, 1):
            best_worth, worth = explain.signed(grade.best), explain.signed(grade.value)
            if grade.given_away == 0:
                verdict = self.words("best", "最优")
            elif not self.game.scoring:
                verdict = self.words(f"threw away the win (best: {grade.best_said})",
                                     f"丢掉了必胜局（最优：{grade.best_said}）")
            else:
                verdict = self.words(
                    f"gave away {grade.given_away} (best: {grade.best_said}, worth {best_worth}; "
                    f"yours was worth {worth})",
                    f"让出了 {grade.given_away} 分（最优：{grade.best_said}，价值 {best_worth}；你这一步价值 {worth}）",
                )
            self.say(f"  {number}. {grade.said}{self.words(': ', '：')}{verdict}")
        total = sum(grade.given_away for grade in self.grades)
        if total == 0:
            self.tell("You played perfectly.", "你每一步都是最优解。")
        elif self.game.scoring:
            ended, optimal = explain.signed(mine), explain.signed(mine + total)
            self.tell(f"In all you gave away {total}: the computer never errs, so you ended at {ended} "
                      f"instead of {optimal}.",
                      f"你一共让出了 {total} 分：电脑不会失误，所以你最终是 {ended}，而最优是 {optimal}。")


def play(game: Game, instance: Any, human: Player = Player.ALICE, lang: str = "en") -> None:
    """Play ``instance`` of ``game`` as ``human`` against the engine, on stdin and stdout."""
    Session(game, instance, human, lang).run()
