"""What a game is to the searches, and how a game's positions are drawn.

- ``Rules``: the search protocol alone, one game bound to one instance: ``start``, ``moves``,
  ``play``, ``end``, ``key`` and ``estimate``. Brute force, the memo, the optimal line and
  remoteness need nothing else.
- ``Scene``: how a position is drawn and a move is said (``show``, ``name``, ``notation``,
  ``phrase``, ``words``, ``insight``, ``table``), for the views, the narration and ``play``.

A ``Game`` holds the rules as a class built from an instance, and the scene as a class built
from those rules (``Parts.scene``); the default here draws a position as it is and names a
move by ``str``. What a game knows of its positions without a search is a part of the game
(``stonegame.core.game.Shortcuts``). A declared variant gives its
rules only.

>>> class Countdown(Rules[int, int]):
...     def __init__(self, n): self.n = n
...     def start(self): return self.n
...     def moves(self, n): return [x for x in (1, 2) if x <= n]
...     def play(self, n, x): return Step(0, n - x)
...     def end(self, n): return -1
>>> rules = Countdown(4)
>>> rules.moves(rules.start()), Scene(rules).name(4, 2)
([1, 2], '2')
"""

from __future__ import annotations

import abc
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from stonegame.catalogs import Msg
    from stonegame.core.tables import TableView

P = TypeVar("P", bound=Hashable)
M = TypeVar("M")

MOVE_SECONDS = 1.5e-6
"""About what the memo spends on one move, settling its position included, the garbage
collector paused: its forecast's rate (stone-game-vii on 3,000 values: 9,000,000 moves in
12.6 s whole process on the project's 2-core machine, quiet; 2-3 times that when it is loaded)."""


@dataclass(frozen=True)
class Estimate:
    """A game's own count of what a full search from the start would meet: distinct positions
    (memo keys) and moves (one per edge of the game graph; None when the game cannot tell).
    Upper bounds, not exact counts: the searches refuse at once what would pass their limits."""

    positions: int
    moves: int | None = None
    tree: int | None = None
    """Nodes of the game tree, a lower bound (every path is walked by brute force, which keeps no
    memo); None when the game cannot tell: brute force then stops at its limit as it walks."""

    @property
    def seconds(self) -> float:
        """About how long the memo takes over it (``MOVE_SECONDS`` a move, or a position when
        the game cannot count its moves)."""
        return MOVE_SECONDS * (self.positions if self.moves is None else max(self.moves, self.positions))


def one_or_two_tree(n: int) -> int:
    """Nodes of the tree of a row of n walked one or two at a time (two moves from two or more
    left, one from one): N(n) = 1 + N(n − 1) + N(n − 2), about 1.6^n. A lower bound on the game
    tree of any game that may always take one or two: ``Estimate.tree``. Past 2^64 it stops
    counting, which is still a lower bound and already past any search's limit.

    >>> [one_or_two_tree(n) for n in range(6)]
    [1, 2, 4, 7, 12, 20]
    """
    shorter, short = 0, 1  # N(n − 2), N(n − 1), starting from N(−1) = 0, N(0) = 1
    for _ in range(n):
        shorter, short = short, 1 + short + shorter
        if short > 2**64:
            break
    return short


@dataclass(frozen=True, slots=True)
class Step(Generic[P]):
    """What a move does: points to the mover, the next position, whether the mover goes again."""

    gain: int
    position: P
    again: bool = False


class Rules(abc.ABC, Generic[P, M]):
    """One game bound to one instance: the interface every search sees, and the one way to
    write a game's rules, built-in or your own (``declare(name, TheRules)``).

    Subclasses define ``moves`` and ``play`` (and ``start`` where the first position is not
    the instance itself, its lists as tuples); the rest have defaults (a finished
    game is worth 0 in a scoring game and lost by the player who cannot move in a win/lose
    one, a position is its own memo key, the size of a search is unknown). ``scoring`` says
    which: False for a win/lose game, whose moves score nothing. Optionally ``name(position,
    move)`` says a move as a learner would and ``show(position)`` draws what is left (the
    game's ``Scene`` asks them). The instance is ``self.instance`` unless ``__init__`` keeps
    it otherwise (the built-in games name it: ``self.stones``).

    A built-in game's ``play`` returns a ``Step``; a declared game's rules are guarded
    (``stonegame.core.guards.Guarded``), and their ``play`` may also return ``(gain, next)``,
    ``(gain, next, again)``, or just ``next`` in a win/lose game.
    """

    scoring: bool = True  # set on the class: False for a win/lose game

    def __init__(self, instance: Any) -> None:
        self.instance = instance

    def start(self) -> P:
        """The position before the first move: by default the instance itself, its lists as
        tuples (a position must be hashable: the memo keeps it)."""
        return hashable(self.instance)

    @abc.abstractmethod
    def moves(self, position: P) -> Sequence[M]:
        """The legal moves, in the order ties are broken (the first of the best moves is played)."""

    @abc.abstractmethod
    def play(self, position: P, move: M) -> Step[P]:
        """The result of ``move`` at ``position``; the move is legal."""

    def end(self, position: P) -> int:
        """Value to the player to move of a position with no move: 0 (nothing more to score),
        or in a win/lose game −1 (who cannot move loses)."""
        return 0 if self.scoring else -1

    def key(self, position: P) -> Hashable:
        """Canonical memo key: positions with equal keys have equal values."""
        return position

    def estimate(self) -> Estimate | None:
        """How large a search from the start is, counted before it starts (None: unknown)."""
        return None


def hashable(value: Any) -> Any:
    """``value`` with every list (and tuple) inside it a tuple.

    >>> hashable([[1, 3], (2, [1])]), hashable(7)
    (((1, 3), (2, (1,))), 7)
    """
    if isinstance(value, (list, tuple)):
        return tuple(hashable(each) for each in value)
    return value


def compact(key: Hashable) -> str:
    """A memo key compactly, always in parentheses: (0,3) for (0, 3), (4) for 4.

    >>> compact((0, 3)), compact(4)
    ('(0,3)', '(4)')
    """
    if isinstance(key, tuple):
        return "(" + ",".join(map(str, key)) + ")"
    return f"({key})"


class Scene(Generic[P, M]):
    """How one instance's positions are drawn and its moves said; built from its rules.

    Every method has a default: a position is drawn as it is, a move named by ``str``, and
    None means "nothing better to say" (the views then use the name, or the picture itself).
    """

    def __init__(self, rules: Any) -> None:
        self.rules = rules

    def show(self, position: P) -> Any:
        """A JSON-friendly picture of the position (what is left), for lines and narration: the
        rules' own ``show`` where they have one, else the position as it is."""
        own = getattr(self.rules, "show", None)
        return position if own is None else own(position)

    def name(self, position: P, move: M) -> str:
        """The move as a learner would say it: the rules' own ``name`` where they have one."""
        own = getattr(self.rules, "name", None)
        return str(move) if own is None else own(position, move)

    def notation(self, position: P, move: M) -> str:
        """The move as a player types it in ``play`` (indexed from 0 where piles are named, as the board shows them)."""
        return str(move)

    def phrase(self, position: P, move: M) -> Msg | None:
        """The move as a verb phrase, base form, as a catalog message (``Msg("take the left
        {pile}", pile=5)``: "take the left 5" / "拿走左边的 5"); None: the views use its name. A
        phrase that names what the move scores passes it as ``scored`` (VII's "remove the left 5
        (scoring the 10 left)"), and the lesson then does not add it again."""
        return None

    def words(self, shown: Any) -> Msg | None:
        """What is left (``show``'s picture of a position) in words, as a catalog message, where
        the picture, made for JSON, reads badly ("0 stones ≡ 0, 2 ≡ 1, 1 ≡ 2 (mod 3)"); None:
        the picture itself."""
        return None

    def insight(self, argued: bool = False) -> Msg | None:
        """A closed form's argument told on this instance (877's parity, VI's greedy), or None; with
        ``argued``, what the argument gives on this instance alone, where it has just been told (the
        lesson's fast section)."""
        return None

    def numbers(self, position: P) -> list[str] | None:
        """The index each pile of ``show``'s row had at the start, counted from 0 as the DP
        tables and the code count ("0–3" for piles merged into one), so a pile keeps its name while
        the row shrinks; None: the row keeps its length, and its piles are numbered 0, 1, ... as they stand."""
        return None

    def fields(self) -> dict[str, Msg]:
        """What each key of ``show``'s picture (when it is a dict) is called, in words; a key
        missing here is not drawn by name."""
        return {}

    def label(self, position: P) -> Msg | str:
        """The position named short, as a map of the states or a table's header names it: by
        default its memo key, compactly, (0,3) for the interval (0, 3), which the grid's axes and
        the lesson's dp cells spell the same way. A game whose key is no such index (VI's bitmask,
        IX's counts and turn) says it in words, as a catalog message."""
        return compact(self.rules.key(position))

    def caption(self, position: P) -> Msg | None:
        """What a board of the position should say beside its piles: what the rules let the player
        to move do there (II's M, the squares IV allows), as a catalog message; None: nothing more."""
        return None

    def reach(self, position: P) -> int | None:
        """How many of the row's first piles a move may take (II's 2M, III's 3), for a board to mark
        them; None: moves are not prefixes of the row."""
        return None

    def tags(self) -> tuple[str, ...]:
        """The keys of ``show``'s dict whose numbers are not stones (a sum so far, whose turn it is):
        boards say them in words instead of drawing them as piles."""
        return ()

    def table(self) -> TableView | None:
        """The DP table the write-ups fill, on this instance (None: the game has none)."""
        return None

