"""Play against the perfect opponent in the terminal, and see each of your moves graded.

No solving logic of its own: the opponent's replies, hints and grades come from the same
``Oracle`` as the optimal line (``solution.oracle``), so the computer plays the line
and a hint names its next move; the words are catalog messages (``stonegame.catalogs``),
said in the session's language, and the moves' words are ``explain``'s. Moves are read with
``input()`` and the game is written with ``print()``, so moves can be piped in; at the end
of input the game is abandoned cleanly.

Glossary: human = the player typing; computer = the perfect opponent; value = what a move
secures for its mover (own − opponent's from the position on, ±1 in win/lose games);
given away = the best move's value minus the value of the move played.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

from stonegame.catalogs import Msg, langs, translate
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game
from stonegame.core.line import Choice, Match, Option, Oracle
from stonegame.core.players import Player
from stonegame.core.rules import Scene, Step
from stonegame.core.solution import oracle
from stonegame.teach import explain
from stonegame.teach.explain import after, outcome, phrase, signed

COMMANDS = {"hint": Msg("hint"), "moves": Msg("moves"), "undo": Msg("undo"), "quit": Msg("quit")}
"""What can be typed besides a move: the English word, or its word in any language."""
ALIASES = {"exit": "quit"}
LISTED = 8
"""Most legal moves spelled out in a prompt or an error; beyond that, ``moves`` lists them."""

Choices = list[Choice]  # each legal move with its value (and remoteness), and its step


def command_named(text: str) -> str | None:
    """The command ``text`` names, in English or in any language there is a catalog for.

    >>> command_named(" Hint "), command_named("悔棋"), command_named("exit"), command_named("L")
    ('hint', 'undo', 'quit', None)
    """
    word = text.strip().casefold()
    for command, said in COMMANDS.items():
        if word == command or word in (translate(said, lang).casefold() for lang in langs()):
            return command
    return ALIASES.get(word)


def player_named(name: str) -> Player:
    """The side the human plays, from 'alice' or 'bob' in any case."""
    for player in Player:
        if name.strip().lower() == player.value.lower():
            return player
    raise StoneGameError(Msg("--as must be alice or bob, not {name}", name=repr(name)))


def read_move(scene: Scene[Any, Any], position: Any, text: str, lang: str = "en") -> Any:
    """The legal move the text names (its notation, name, or phrase in English or ``lang``), or None.

    >>> from stonegame import get_game
    >>> game = get_game("stone-game")
    >>> scene = game.parts.scene(game.rules([5, 3, 4]))
    >>> start = scene.rules.start()
    >>> read_move(scene, start, "r"), read_move(scene, start, "Left 5")
    ('R', 'L')
    """
    wanted = " ".join(text.split()).casefold()
    for move in scene.rules.moves(position):
        said = phrase(scene, position, move)
        names = (scene.notation(position, move), scene.name(position, move), translate(said, "en"),
                 translate(said, lang))
        if wanted in (" ".join(name.split()).casefold() for name in names):
            return move
    return None


@dataclass(frozen=True)
class Grade:
    """A move played against the one the optimal line plays at the same position (``graded``)."""

    move: Any
    said: Msg  # the move, as the story says it
    value: int
    best_move: Any
    best_said: Msg
    best: int

    @property
    def given_away(self) -> int:
        return self.best - self.value


def graded(perfect: Oracle[Any, Any], position: Any, choices: Choices, option: Option) -> Grade:
    """``option``, played at ``position``, graded against the move perfect play makes there."""
    top = perfect.best(choices)[0]
    said = partial(phrase, perfect.scene, position)
    return Grade(option.move, said(option.move), option.value, top.move, said(top.move), top.value)


@dataclass(frozen=True)
class Terminal:
    """Where the human plays: ``ask`` shows a prompt and reads the reply, ``say`` writes a line."""

    ask: Callable[[str], str] = input
    say: Callable[[str], None] = print


class Session:
    """One game: the human against the engine, on one instance."""

    def __init__(self, game: Game, instance: Any, human: Player = Player.ALICE, lang: str = "en",
                 terminal: Terminal = Terminal()):
        self.game, self.human, self.lang = game, human, explain.check_lang(lang)
        self.instance = game.validate(instance)
        self.rules = game.rules(game.instance.exact(self.instance))
        self.scene = game.parts.scene(self.rules)
        self.oracle = oracle(game, self.instance, self.rules, scene=self.scene)
        self.ask, self.say = terminal.ask, terminal.say
        self.match = Match(self.rules.start())
        self.history: list[tuple[Match, int]] = []  # what undo restores: the match before a move, and the grades then
        self.grades: list[Grade] = []

    def words(self, message: Msg) -> str:
        """The message in the session's language."""
        return translate(message, self.lang)

    def tell(self, message: Msg) -> None:
        self.say(self.words(message))

    def phrase(self, move: Any) -> Msg:
        return phrase(self.scene, self.match.position, move)

    def options(self) -> Choices:
        return self.oracle.options(self.match.position)

    def run(self) -> None:
        """Play until the game ends, the human quits, or the input ends."""
        self.say(self.intro())
        self.say(self.board())
        while True:
            choices = self.options()
            if not choices:
                self.finish()
                return
            if self.match.player is not self.human:
                option, step = self.oracle.best(choices)
                said = self.phrase(option.move)
                self.tell(Msg("{player} (computer) {said:third}.", player=self.match.player, said=said))
                self.advance(step)
                continue
            try:
                text = self.ask(self.prompt(choices))
            except (EOFError, KeyboardInterrupt):
                self.say("")
                self.tell(Msg("End of input: game abandoned."))
                return
            if not sys.stdin.isatty():  # piped moves are not echoed by the terminal: show them
                self.say(text)
            command = command_named(text)
            if command == "quit":
                self.tell(Msg("You quit: game abandoned."))
                return
            if command is not None:
                getattr(self, command)(choices)
                continue
            self.try_move(text, choices)

    def advance(self, step: Step[Any]) -> None:
        self.match.advance(step)
        self.say(self.board())

    def try_move(self, text: str, choices: Choices) -> None:
        if not text.strip():
            self.tell(Msg("Type a move, or hint, moves, undo, quit."))
            return
        move = read_move(self.scene, self.match.position, text, self.lang)
        found = [choice for choice in choices if choice[0].move == move] if move is not None else []
        if not found:
            self.say(self.illegal(text.strip(), choices))
            return
        option, step = found[0]
        self.history.append((replace(self.match, points=dict(self.match.points)), len(self.grades)))
        self.grades.append(graded(self.oracle, self.match.position, choices, option))
        self.tell(Msg("You {said}.", said=self.phrase(option.move)))
        self.advance(step)

    def hint(self, choices: Choices) -> None:
        top, other = self.oracle.best(choices)[0], self.match.player.other
        said = Msg("{said} (type {move})", said=self.phrase(top.move), move=self.typed(top.move))
        if self.game.scoring:
            self.tell(Msg("Hint: {said}, worth {worth} to you from here; with best play on both sides: {ending}.",
                          said=said, worth=signed(top.value), ending=outcome(self.match.margin(top.value))))
        elif top.value > 0:
            self.tell(Msg("Hint: {said} wins the quickest: you win {when}.", said=said, when=after(top.moves_left)))
        else:
            self.tell(Msg("Hint: against best play you lose whatever you do; {said} holds out longest "
                          "({other} wins {when}).", said=said, other=other, when=after(top.moves_left)))

    def moves(self, choices: Choices) -> None:
        self.tell(Msg("Legal moves, with what each is worth to you from here:"))
        for option, _ in choices:
            if self.game.scoring:
                worth = Msg("{worth} ({ending})", worth=signed(option.value),
                            ending=outcome(self.match.margin(option.value)))
            elif option.value > 0:
                worth = Msg("wins ({when})", when=after(option.moves_left))
            else:
                worth = Msg("loses ({other} wins {when})", other=self.match.player.other, when=after(option.moves_left))
            self.say(f"  {self.typed(option.move)}  " + self.words(Msg("{said}: {about}", said=self.phrase(option.move),
                                                           about=worth)))

    def undo(self, choices: Choices) -> None:
        if not self.history:
            self.tell(Msg("Nothing to undo: you have not moved yet."))
            return
        self.match, graded_then = self.history.pop()
        del self.grades[graded_then:]
        self.tell(Msg("Took back your last move and the reply."))
        self.say(self.board())

    def intro(self) -> str:
        sides = {"summary": self.game.summary, "human": self.human, "computer": self.human.other}
        return explain.introduced(
            self.game, self.instance, self.lang,
            row=Msg("{game} on {row}: {summary}. You are {human}; the computer plays {computer} and never makes "
                    "a mistake. Alice moves first.", **sides),
            rows=Msg("{game} on {instance}: {summary}. You are {human}; the computer plays {computer} and never "
                     "makes a mistake. Alice moves first.", **sides),
            count=Msg("{game} with {instance}: {summary}. You are {human}; the computer plays {computer} and never "
                      "makes a mistake. Alice moves first.", **sides),
        )

    def typed(self, move: Any) -> str:
        """How the human types ``move`` here."""
        return self.scene.notation(self.match.position, move)

    def board(self) -> str:
        shown = explain.picture(self.scene.show(self.match.position), self.lang, self.scene)
        if not self.game.scoring:
            return self.words(Msg("Left: {left}", left=shown))
        return self.words(Msg("Left: {left}   Score: Alice {alice}, Bob {bob}", left=shown,
                              alice=self.match.points[Player.ALICE], bob=self.match.points[Player.BOB]))

    def prompt(self, choices: Choices) -> str:
        notations = [self.typed(option.move) for option, _ in choices]
        if len(notations) > LISTED or max(map(len, notations)) > 6:
            shown: Msg | str = Msg("a move")
        else:
            shown = "/".join(notations)
        return self.words(Msg("Your move, {human} ({listed}; or hint, moves, undo, quit): ",
                              human=self.human, listed=shown))

    def illegal(self, text: str, choices: Choices) -> str:
        if len(choices) > LISTED:
            legal = self.words(Msg("type moves to list them"))
        else:
            legal = explain.listed([Msg("{move} ({said})", move=self.typed(option.move), said=self.phrase(option.move))
                                    for option, _ in choices], self.lang)
        return self.words(Msg("{text!r} is not a legal move here; legal moves: {legal}.", text=text, legal=legal))

    def finish(self) -> None:
        """The result, then each of the human's moves graded against the best one."""
        self.match.finish(self.rules)
        a, b = self.match.points[Player.ALICE], self.match.points[Player.BOB]
        mine = self.match.lead(self.human)
        if not self.game.scoring:
            self.tell(Msg("Game over: you win.") if mine > 0 else Msg("Game over: you lose."))
        elif mine > 0:
            self.tell(Msg("Game over: Alice {alice}, Bob {bob}. You win by {margin}.", alice=a, bob=b, margin=mine))
        elif mine < 0:
            self.tell(Msg("Game over: Alice {alice}, Bob {bob}. You lose by {margin}.", alice=a, bob=b, margin=-mine))
        else:
            self.tell(Msg("Game over: Alice {alice}, Bob {bob}. A tie.", alice=a, bob=b))
        self.say_grades(mine)

    def say_grades(self, mine: int) -> None:
        if not self.grades:
            self.tell(Msg("You made no move."))
            return
        self.tell(Msg("Your moves, against perfect play:"))
        for number, grade in enumerate(self.grades, 1):
            if grade.given_away == 0:
                verdict = Msg("best")
            elif not self.game.scoring:
                verdict = Msg("threw away the win (best: {best})", best=grade.best_said)
            else:
                verdict = Msg("gave away {lost} (best: {best}, worth {best_worth}; yours was worth {worth})",
                              lost=grade.given_away, best=grade.best_said, best_worth=signed(grade.best),
                              worth=signed(grade.value))
            self.say(f"  {number}. " + self.words(Msg("{said}: {about}", said=grade.said, about=verdict)))
        total = sum(grade.given_away for grade in self.grades)
        if total == 0:
            self.tell(Msg("You played perfectly."))
        elif self.game.scoring:
            self.tell(Msg("In all you gave away {lost}: the computer never errs, so you ended at {ended} "
                          "instead of {optimal}.", lost=total, ended=signed(mine), optimal=signed(mine + total)))


def play(game: Game, instance: Any, human: Player = Player.ALICE, lang: str = "en",
         ask: Callable[[str], str] = input) -> None:
    """Play ``instance`` of ``game`` as ``human`` against the engine, on stdin and stdout
    (moves read with ``ask``: ``input``, or the command's own)."""
    Session(game, instance, human, lang, Terminal(ask)).run()
