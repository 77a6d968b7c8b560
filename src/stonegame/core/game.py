"""What a game is: its rules, the shape of its instances, its methods and what its problem asks.

A ``Game`` is data, made by ``stonegame.core.declare.declare`` alone: the built-in games, the
families and a user's own variants are declared the same way. ``brute`` and ``memo`` come
from the engine for every game; a game adds its own solvers (``table``, ``formula``, ``fast``)
as functions from an instance to the value (Alice − Bob). A solver that decides only the
original answer, not the exact value, returns a ``Decision`` instead (stone-game's parity).
What a game knows of one instance beyond its rules (position values, remoteness, its DP
table, its words for a move) are methods of its rules (``stonegame.core.engine.Rules``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from stonegame.catalogs import Msg
from stonegame.core.engine import Rules
from stonegame.core.errors import UnknownMethod
from stonegame.core.instances import Kind
from stonegame.core.kernels import bounds, total
from stonegame.core.players import Player, winner_name, winner_of
from stonegame.core.values import shown

ENGINE_METHODS = ("brute", "memo")
LARGE = 64
"""From this size on, ``auto`` runs ``fast`` wherever a game has it; below it, the method the
write-ups teach (its table can still be shown, and every method is instant there)."""
METHOD_ORDER = ("brute", "memo", "table", "formula", "fast")


def power(number: int) -> str:
    """A limit as the problems write it: 100000 as 10^5, 50000 as 5·10^4, 500 as 500.

    >>> power(10**5), power(5 * 10**4), power(-10**4), power(500)
    ('10^5', '5·10^4', '-10^4', '500')
    """
    size = abs(number)
    sign = "-" if number < 0 else ""
    exponent = len(str(size)) - 1
    if size >= 10**4 and size % 10**exponent == 0:
        lead = size // 10**exponent
        return f"{sign}{'' if lead == 1 else f'{lead}·'}10^{exponent}"
    return str(number)


@dataclass(frozen=True)
class Limits:
    """The original problem's constraints as numbers.

    Instances have ``min_n``..``max_n`` values in ``low``..``high`` (for a count game, n itself
    is in ``min_n``..``max_n``); ``even_n`` and ``odd_sum`` are stone-game's guarantees. Used
    for the notes on instances outside the constraints, and by ``check`` to generate cases.
    """

    min_n: int
    max_n: int
    low: int = 0
    high: int = 0
    even_n: bool = False
    odd_sum: bool = False

    def notes(self, instance: Any, kind: Kind) -> list[str | Msg]:
        """Where ``instance`` leaves these constraints (the problem's guarantees may not hold)."""
        rows, n = kind.rows(instance), kind.size(instance)
        found: list[str | Msg] = []
        if not self.min_n <= n <= self.max_n:
            found.append(Msg("n = {n} is outside the original constraints ({least} <= n <= {most})",
                             n=shown(n), least=self.min_n, most=power(self.max_n)))
        if rows:
            extremes = [bounds(values) for values in rows]
            low, high = min(e[0] for e in extremes), max(e[1] for e in extremes)
            allowed = f"{power(self.low)} <= values <= {power(self.high)}"
            for outside in ([high] if high > self.high else []) + ([low] if low < self.low else []):
                found.append(Msg("the value {value} is outside the original constraints ({allowed})",
                                 value=shown(outside), allowed=allowed))
            whole = total(rows[0]) if self.odd_sum else 1
            if whole % 2 == 0:
                found.append(Msg("the total {total} is even: the original problem guarantees an odd total (no tie)",
                                 total=shown(whole)))
        if self.even_n and n % 2:
            found.append(Msg("n = {n} is odd: the original guarantee (even n, so Alice always wins) does not hold",
                             n=shown(n)))
        return found


@dataclass(frozen=True)
class Decision:
    """The original answer, proven without computing the exact value, and how it is won."""

    answer: Any
    winner: Player | None  # None when the strategy secures the answer but not who ends ahead
    strategy: dict[str, Any]
    reason: str  # the argument in one sentence


class Solver(Protocol):
    """A method of a game: the value (Alice − Bob) of an instance, or a ``Decision``."""

    def __call__(self, instance: Any, /) -> int | Decision: ...


class CostOf(Protocol):
    """What a method would cost on an instance (``Cost``), estimated before it runs."""

    def __call__(self, instance: Any, /) -> Cost: ...


@dataclass(frozen=True)
class Cost:
    """What one run of a method needs on one instance, estimated before it runs.

    ``memory``: bytes it holds at its peak beyond the instance itself; ``steps``: its
    elementary steps (table cells filled, squares tried), run by Python or, with ``compiled``,
    by a numba kernel (about a hundred times cheaper each); ``what``: what takes them, for the
    refusal ("an n × n table of pairs").
    """

    memory: int = 0
    steps: int = 0
    compiled: bool = False
    what: str = ""


@dataclass(frozen=True)
class Answer:
    """What the original problem returns, made from the value (Alice − Bob) and the instance.

    ``type`` is how a checked solution's return value is read (bool, int or str); ``words``
    the only strings a str answer may be.

    >>> ALICE_WINS.of(3, None), DIFFERENCE.of(-2, None), WINNER.of(0, None), WINNER.words
    (True, -2, 'Tie', ('Alice', 'Bob', 'Tie'))
    """

    of: Callable[[int, Any], Any]
    type: type
    words: tuple[str, ...] = ()


ALICE_WINS = Answer(lambda value, instance: value > 0, bool)
"""True iff Alice ends strictly ahead (877, IV, IX; a declared win/lose game)."""
DIFFERENCE = Answer(lambda value, instance: value, int)
"""Alice − Bob itself (VII, VIII; a declared scoring game)."""
WINNER = Answer(lambda value, instance: winner_name(winner_of(value)), str, ("Alice", "Bob", "Tie"))
"""Who ends ahead, by name (III)."""


@dataclass(frozen=True)
class Problem:
    """The problem a game comes from: how it is named, called and constrained.

    ``methods`` are the names of the LeetCode method a solution defines, today's first
    (``predictTheWinner``, then its old name ``PredictTheWinner``); ``examples`` are the
    statement's (instance, answer) pairs; ``constraints`` are as the statement writes them
    and ``limits`` as numbers; ``numeral`` and ``aliases`` are more names the game answers to.
    """

    number: int
    title: str
    methods: tuple[str, ...]
    examples: tuple[tuple[Any, Any], ...]
    constraints: str
    limits: Limits
    numeral: str = ""
    aliases: tuple[str, ...] = ()

    @property
    def method(self) -> str:
        """The LeetCode method's name today (``stoneGameIII``)."""
        return self.methods[0]


@dataclass(frozen=True)
class Bench:
    """How ``stonegame bench`` measures a game, beyond what every game gets.

    ``sizes``: per method, the n to time where the defaults for its complexity do not suit;
    ``anchor``: the C++ anchor program of the same algorithm family (shared/anchors), timed
    up to ``anchor_limit``; ``reference``: the anchor a game is held to past that limit (an
    O(n) program that reads the same input). Values are drawn within the problem's limits.
    """

    sizes: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    anchor: str | None = None
    anchor_limit: int | None = None
    reference: str | None = None


@dataclass(frozen=True)
class Heap:
    """A one-heap game (a count n) whose every move removes an amount from a set: its Grundy
    values then come from one compiled pass over an array (``stonegame.tools.grundy``).

    ``amounts``: n -> the amounts usable on heaps up to n, smallest first (stone-game-iv: the
    squares); ``finite``: the whole set, when it is finite (a subtraction game): its period is
    then proven, and a Grundy value of any size follows from it.
    """

    amounts: Callable[[int], Sequence[int]]
    finite: tuple[int, ...] | None = None


@dataclass(frozen=True, eq=False)
class Game:
    """One game: made by ``declare``; see there for what each part means.

    Two games are equal only when they are the same object (their parts hold functions).
    """

    slug: str
    title: str | Msg  # a Msg where the title is made from parameters (a family's), so it is translated
    summary: str | Msg  # what the game is, in a line (a Msg: said in the chosen language)
    rules: Callable[[Any], Rules[Any, Any]]
    instance: Kind
    answer: Answer
    scoring: bool = True
    misere: bool = False
    solvers: Mapping[str, Solver] = field(default_factory=dict)
    costs: Mapping[str, CostOf] = field(default_factory=dict)
    complexity: Mapping[str, str] = field(default_factory=dict)
    auto: tuple[str, ...] = ("table", "formula", "memo")
    small: int = 9
    problem: Problem | None = None
    brute_rules: Callable[[Any], Rules[Any, Any]] | None = None
    total: Callable[[Any], int] | None = None
    notes: Callable[[Any], list[str | Msg]] | None = None
    bench: Bench = field(default_factory=Bench)
    heap: Heap | None = None
    grundy: Callable[[Any], int] | None = None
    examples: tuple[tuple[Any, Any], ...] = ()

    def __repr__(self) -> str:
        """Short: the slug, the title and the methods (the parts are functions, not for reading).

        >>> from stonegame import get_game
        >>> get_game("ii")
        Game(stone-game-ii: Stone Game II (LeetCode 1140), row; methods brute, memo, table, fast)
        """
        number = f" (LeetCode {self.problem.number})" if self.problem else ""
        return f"Game({self.slug}: {self.title}{number}, {self.instance.name}; methods {', '.join(self.methods)})"

    def validate(self, raw: Any) -> Any:
        """The instance the solvers expect, or ``InvalidInstance`` saying what is wrong."""
        return self.instance.parse(raw, self.slug)

    def remarks(self, instance: Any) -> list[str | Msg]:
        """Notes on where ``instance`` leaves the original constraints, and what follows."""
        found: list[str | Msg] = self.problem.limits.notes(instance, self.instance) if self.problem else []
        return found + (self.notes(instance) if self.notes else [])

    @property
    def limits(self) -> Limits | None:
        """The original constraints as numbers (None for a game without a problem)."""
        return self.problem.limits if self.problem else None

    @property
    def statement_examples(self) -> tuple[tuple[Any, Any], ...]:
        """(instance, answer) pairs that the answer must match: the problem's, or the declared ones."""
        return self.problem.examples if self.problem else self.examples

    @property
    def methods(self) -> tuple[str, ...]:
        """Every method this game offers, slowest first."""
        offered = set(ENGINE_METHODS) | set(self.solvers)
        return tuple(m for m in METHOD_ORDER if m in offered)

    @property
    def names(self) -> tuple[str, ...]:
        """Everything this game answers to: slug, LeetCode number, numeral, method names."""
        names = [self.slug]
        problem = self.problem
        if problem is not None:
            names.append(str(problem.number))
            names += [problem.numeral, *problem.aliases] if problem.numeral else problem.aliases
        return tuple(dict.fromkeys(names))

    def size(self, instance: Any) -> int:
        """n: the number of values (of each player's, for a pair), or n itself for a count."""
        return self.instance.size(instance)

    def choose(self, method: str, instance: Any = None) -> str:
        """The method to run for ``method``: ``auto`` picks the first of ``self.auto`` the game
        has, and ``fast`` for an instance of ``LARGE`` values or more."""
        if method == "auto":
            if "fast" in self.methods and instance is not None and self.size(instance) >= LARGE:
                return "fast"
            return next(m for m in self.auto if m in self.methods)
        if method not in self.methods:
            raise UnknownMethod(
                f"no method {shown(method)} for {self.slug}; choose from auto, {', '.join(self.methods)}"
            )
        return method
