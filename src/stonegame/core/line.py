"""The optimal line: one line of play, the same in every view.

``Oracle.line`` is the line ``--line``, JSON, ``--explain``, ``play``'s hints and replies and
``check``'s report all show. At each position it plays a move of the greatest value for the
mover, and among those:

- in a scoring game, the first in the rules' move order (``Rules.moves``);
- in a win/lose game, the one remoteness prefers, as GAMESMAN does (see
  ``stonegame.core.search.remoteness``): the winner takes the quickest win and the loser
  holds out longest; among moves of equal remoteness, again the first in the rules' move
  order. The line from the start then has exactly R(start) moves.

``replay`` plays a list of moves back through the rules: the independent check that a
reported line scores its value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic

from stonegame.catalogs import Msg
from stonegame.core.errors import IllegalMove, TooLarge
from stonegame.core.players import Player
from stonegame.core.rules import M, P, Rules, Scene, Step
from stonegame.core.search import Memo
from stonegame.core.values import shown

LINE_OPTIONS = 2_000_000
"""Most alternatives ``best_line`` weighs in all (a few seconds of Python): a line of n moves
with n alternatives each (viii's merges) would otherwise take hours on a long row."""


@dataclass(frozen=True, slots=True)
class Option:
    """One legal move at a position and what it secures for the mover.

    ``remoteness`` (win/lose games only) is how many moves are left after it under optimal
    play: the remoteness of the position it leads to.
    """

    move: Any
    name: str
    value: int
    remoteness: int | None = None

    @property
    def moves_left(self) -> int:
        """``remoteness``, for an option of a win/lose game (where every option has one)."""
        assert self.remoteness is not None, "only a win/lose game's options count the moves left"
        return self.remoteness

    def to_json(self) -> dict[str, Any]:
        found = {"move": self.move, "name": self.name, "value": self.value}
        if self.remoteness is not None:
            found["remoteness"] = self.remoteness
        return found


@dataclass(frozen=True, slots=True)
class Move:
    """One move of the optimal line.

    The attributes are named as ``to_json`` names its keys. ``value`` is what the chosen move
    secures for the mover from the position before it; ``alternatives`` lists every legal move
    there with its value, the chosen one included; ``remoteness`` (win/lose games) is how many
    moves are left after it. ``position`` (what is left after the move, as the game's
    ``Scene.show`` pictures it) is drawn on demand from the engine's own position ``after``: a line of n
    moves then holds O(n), not O(n²).
    """

    player: Player
    move: Any
    name: str
    gain: int
    after: Any
    value: int
    alternatives: tuple[Option, ...]
    remoteness: int | None
    scene: Scene[Any, Any] = field(repr=False, compare=False)

    @property
    def position(self) -> Any:
        return self.scene.show(self.after)

    @property
    def options(self) -> tuple[Option, ...]:
        """Deprecated: ``alternatives``, as JSON names them."""
        import warnings

        warnings.warn("Move.options is now Move.alternatives (the JSON name)", DeprecationWarning, stacklevel=2)
        return self.alternatives

    def to_json(self) -> dict[str, Any]:
        found = {
            "player": str(self.player),
            "move": self.move,
            "name": self.name,
            "gain": self.gain,
            "position": self.position,
            "value": self.value,
        }
        if self.remoteness is not None:
            found["remoteness"] = self.remoteness
        found["alternatives"] = [option.to_json() for option in self.alternatives]
        return found

    def __repr__(self) -> str:
        """Short: who, what, and what it secures (``Move(Alice: left 5, gain 5, value 1)``)."""
        far = "" if self.remoteness is None else f", {self.remoteness} left"
        return f"Move({self.player}: {self.name}, gain {self.gain}, value {self.value}{far})"


Choice = tuple[Option, Step[Any]]  # a legal move with its value, and the step it makes


@dataclass
class Oracle(Generic[P, M]):
    """Perfect play on one instance: what every position is worth (and, in a win/lose game,
    how long it lasts), hence every option's value, the move to play and the optimal line.

    ``value(p)``: what the mover secures from p. ``remoteness(p)``: the moves left from p
    under optimal play, for a win/lose game; None for a scoring game. ``children(p,
    moves)``, optional: the values of the positions the moves lead to, all at once, for a
    game that weighs siblings together faster than one by one (Stone Game VI's greedy).
    ``scene`` names the moves and draws the positions. ``by``: the method whose values these
    are (the memo's, or ``fast``'s tables), so that a line can say where its values came from.
    """

    rules: Rules[P, M]
    scene: Scene[P, M]
    value: Callable[[P], int]
    remoteness: Callable[[P], int] | None = None
    children: Callable[[P, Sequence[M]], Sequence[int]] | None = None
    by: str = "memo"

    def options(self, position: P, moves: Sequence[M] | None = None) -> list[Choice]:
        """Every legal move at ``position`` (or those of ``moves``), in the rules' order, with
        what it secures for the mover (and the moves left after it, in a win/lose game)."""
        rules, far, name = self.rules, self.remoteness, self.scene.name
        legal = rules.moves(position) if moves is None else moves
        steps = [rules.play(position, move) for move in legal]
        if self.children is not None:
            values = self.children(position, legal)
        else:
            values = [self.value(step.position) for step in steps]
        found = []
        for move, step, child in zip(legal, steps, values, strict=True):
            value = step.gain + (child if step.again else -child)
            left = None if far is None else far(step.position)
            found.append((Option(move, name(position, move), value, left), step))
        return found

    def best(self, choices: Sequence[Choice]) -> Choice:
        """The move the optimal line plays among ``choices`` (see the module's docstring).

        The greatest value; in a win/lose game, among those, the quickest win or the longest
        loss; then the first in the rules' move order.
        """
        top = max(option.value for option, _ in choices)
        optimal = [choice for choice in choices if choice[0].value == top]
        if self.remoteness is None:
            return optimal[0]
        hurry = min if top > 0 else max  # both keep the first of equals
        return hurry(optimal, key=lambda choice: choice[0].moves_left)

    def line(self) -> list[Move]:
        """The optimal play from the start, move by move, each with every option's value.

        Refuses (TooLarge) past ``LINE_OPTIONS`` alternatives weighed.
        """
        rules = self.rules
        line: list[Move] = []
        position, player = rules.start(), Player.ALICE
        weighed = 0
        while True:
            legal = rules.moves(position)
            if not legal:
                return line
            weighed += len(legal)
            if weighed > LINE_OPTIONS:
                raise TooLarge(Msg("the optimal line weighs more than {most:,} alternatives "
                                   "({moves:,} moves in); the answer and the value do not need it",
                                   most=LINE_OPTIONS, moves=len(line)))
            choices = self.options(position, legal)
            best, step = self.best(choices)
            line.append(
                Move(player, best.move, best.name, step.gain, step.position, best.value,
                     tuple(option for option, _ in choices), best.remoteness, self.scene)
            )
            position = step.position
            if not step.again:
                player = player.other


def best_line(rules: Rules[P, M], value_of: Callable[[P], int] | None = None,
              remoteness_of: Callable[[P], int] | None = None, scene: Scene[P, M] | None = None) -> list[Move]:
    """The optimal line from the start (``Oracle.line``).

    ``value_of`` gives the value of any position (by default a fresh ``Memo``);
    ``remoteness_of`` its remoteness, for a win/lose game (without it, ties go to the rules'
    order, as in a scoring game); ``scene`` names the moves (by default, ``str``).
    """
    return Oracle(rules, scene or Scene(rules), value_of or Memo(rules).value, remoteness_of).line()


@dataclass
class Match:
    """A game under way: the position, who moves and what each player has taken so far. Play in the
    terminal and on the page, a line replayed, a strategy tried: each moves one."""

    position: Any
    player: Player = Player.ALICE
    points: dict[Player, int] = field(default_factory=lambda: dict.fromkeys(Player, 0))

    def advance(self, step: Step[Any]) -> None:
        self.points[self.player] += step.gain
        self.position = step.position
        if not step.again:
            self.player = self.player.other

    def finish(self, rules: Rules[Any, Any]) -> None:
        """Count what the end of the game gives the player left to move (``Rules.end``)."""
        self.points[self.player] += rules.end(self.position)

    def margin(self, value: int) -> int:
        """Alice − Bob at the end if the player to move secures ``value`` from here."""
        return self.lead(Player.ALICE) + (value if self.player is Player.ALICE else -value)

    def lead(self, player: Player) -> int:
        """``player``'s points minus the other's."""
        return self.points[player] - self.points[player.other]


def replay(rules: Rules[P, M], moves: Sequence[Any],
           show: Callable[[P], Any] | None = None) -> tuple[int, int, Any]:
    """Play ``moves`` from the start through the rules: (Alice − Bob, Alice's points, end position).

    The end value of the final position counts for whoever is to move there. This is the
    independent check that a reported line really scores its value. ``show`` draws a
    position in the errors (by default, as it is).
    """
    show = show or (lambda position: position)
    match = Match(rules.start())
    for move in moves:
        if move not in rules.moves(match.position):
            raise IllegalMove(Msg("move {move} is not legal at {position}", move=repr(move),
                                  position=shown(show(match.position))))
        match.advance(rules.play(match.position, move))
    if rules.moves(match.position):
        raise IllegalMove(Msg("the moves stop before the game is over: {position} still has moves",
                              position=shown(show(match.position))))
    match.finish(rules)
    return match.lead(Player.ALICE), match.points[Player.ALICE], match.position
