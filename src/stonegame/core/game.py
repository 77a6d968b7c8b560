"""What a game module declares: its rules, its solvers and what the original problem asks.

A ``Game`` is data. ``brute`` and ``memo`` come from the engine for every game; a module adds
its own solvers (``table``, ``formula``, ``fast``) as plain functions from an instance to the
value (Alice − Bob). A solver that decides only the original answer, not the exact value,
returns a ``Decision`` instead (stone-game's parity strategy).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from stonegame.core.engine import Rules
from stonegame.core.errors import UnknownMethod
from stonegame.core.kernels import bounds, total
from stonegame.core.values import row, shown

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

    def notes(self, instance: Any, kind: str) -> list[str]:
        """Where ``instance`` leaves these constraints (the problem's guarantees may not hold)."""
        rows = [] if kind == "count" else list(instance) if kind == "pair" else [instance]
        n = instance if kind == "count" else len(rows[0])
        found = []
        if not self.min_n <= n <= self.max_n:
            found.append(f"n = {shown(n)} is outside the original constraints ({self.min_n} <= n <= {power(self.max_n)})")
        if rows:
            extremes = [bounds(values) for values in rows]
            low, high = min(e[0] for e in extremes), max(e[1] for e in extremes)
            allowed = f"{power(self.low)} <= values <= {power(self.high)}"
            if high > self.high:
                found.append(f"the value {shown(high)} is outside the original constraints ({allowed})")
            if low < self.low:
                found.append(f"the value {shown(low)} is outside the original constraints ({allowed})")
            whole = total(rows[0]) if self.odd_sum else 1
            if whole % 2 == 0:
                found.append(f"the total {shown(whole)} is even: the original problem guarantees an odd total (no tie)")
        if self.even_n and n % 2:
            found.append(f"n = {shown(n)} is odd: the original guarantee (even n, so Alice always wins) does not hold")
        return found


@dataclass(frozen=True)
class Decision:
    """The original answer, proven without computing the exact value, and how it is won."""

    answer: Any
    winner: str | None  # None when the strategy secures the answer but not who ends ahead
    strategy: dict[str, Any]
    reason: str  # the argument in one sentence


Solver = Callable[[Any], "int | Decision"]


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
class Game:
    """One variant of the family.

    An instance is what the problem takes: a row of ints (``least`` and ``min_length`` say
    which rows are valid), or, with ``parse``, an int or a pair of rows. ``answer`` maps the
    value (and the instance, where the answer needs it) to the original problem's return
    value. ``notes`` says where a valid instance leaves the original constraints (the
    problem's guarantees may not hold there).
    """

    slug: str
    number: int
    numeral: str
    title: str
    summary: str
    leetcode_method: str
    kind: str  # what an instance is: "row" (list of ints), "count" (int) or "pair"
    rules: Callable[[Any], Rules[Any, Any]]
    solvers: Mapping[str, Solver]
    answer: Callable[[int, Any], Any]  # (value, instance) -> the original problem's return value
    examples: Sequence[tuple[Any, Any]]
    constraints: str
    complexity: Mapping[str, str]
    least: int | None = 1  # smallest value a row may hold (None: any integer)
    min_length: int = 1
    small: int = 9  # largest size brute force settles in milliseconds (property tests use it)
    parse: Callable[[Any], Any] | None = None  # for instances that are not one row of values
    instances: Callable[[int, int], Any] | None = None  # (size, bound) -> hypothesis strategy, with parse
    limits: Limits | None = None  # the original constraints, as numbers
    notes: Callable[[Any], list[str]] = lambda instance: []  # remarks beyond the limits
    scoring: bool = True
    total: Callable[[Any], int] | None = None  # points in play, when every play scores them all
    brute_rules: Callable[[Any], Rules[Any, Any]] | None = None  # a more literal model for brute
    auto: Sequence[str] = ("table", "formula", "memo")  # for small instances: what the write-ups teach
    table: Callable[[Any], Any] | None = None  # instance -> tables.TableView
    # For --explain and play; lang is "en" or "zh". Without them the move's name is used.
    # phrase: (rules, position, move, lang) -> the move as a verb phrase, base form in English:
    # "take the left 5" / "拿走左边的 5". insight: (instance, lang) -> a closed form's argument
    # for this instance, or None. read_move: (rules, position, typed text) -> the move or None.
    phrase: Callable[[Any, Any, Any, str], str] | None = None
    insight: Callable[[Any, str], str | None] = lambda instance, lang: None
    # scene: (Rules.show of a position, lang) -> what is left in words, or None for the shown
    # form itself (made for JSON), where that reads badly: "0 stones ≡ 0, 2 ≡ 1, 1 ≡ 2 (mod 3)"
    scene: Callable[[Any, str], str | None] | None = None
    read_move: Callable[[Any, Any, str], Any] | None = None
    # instance -> the value of any position, so that the line needs no memo (big instances).
    # The function may also have a method children(position, moves) -> the values after each
    # move, all at once, where siblings are weighed together faster (engine.Oracle.children).
    position_values: Callable[[Any], Callable[[Any], int]] | None = None
    # instance -> the remoteness of any position (win/lose games; engine.remoteness defines
    # it), so that the line needs no walk of the whole game
    position_remoteness: Callable[[Any], Callable[[Any], int]] | None = None
    # instance -> (Alice's points, Bob's points) under optimal play, where the game knows
    # them without the line (and ``total`` does not apply)
    points: Callable[[Any], tuple[int, int]] | None = None
    # instance -> None, or TooLarge when brute and memo could not search it (VI: 2^n sets)
    refuse_search: Callable[[Any], None] | None = None
    aliases: Sequence[str] = field(default_factory=tuple)
    # method -> instance -> its Cost, for the methods whose cost grows faster than the instance
    # (``stonegame.core.budget`` refuses past its limits before they run); brute and memo are
    # estimated by the rules themselves (``engine.Rules.estimate``)
    costs: Mapping[str, Callable[[Any], Cost]] = field(default_factory=dict)
    # a one-heap game whose every move removes an amount from a set: n -> the amounts usable on
    # heaps up to n, smallest first (stone-game-iv: the squares); Grundy values then come from
    # one compiled pass over an array (``grundy.subtraction_array``)
    subtracts: Callable[[int], Sequence[int]] | None = None

    def validate(self, raw: Any) -> Any:
        """The instance the solvers expect, or ``InvalidInstance`` saying what is wrong."""
        if self.parse is not None:
            return self.parse(raw)
        return row(raw, self.slug, min_length=self.min_length, least=self.least)

    def remarks(self, instance: Any) -> list[str]:
        """Notes on where ``instance`` leaves the original constraints, and what follows."""
        found = self.limits.notes(instance, self.kind) if self.limits else []
        return found + self.notes(instance)

    @property
    def methods(self) -> tuple[str, ...]:
        """Every method this game offers, slowest first."""
        offered = set(ENGINE_METHODS) | set(self.solvers)
        return tuple(m for m in METHOD_ORDER if m in offered)

    @property
    def names(self) -> tuple[str, ...]:
        """Everything this game answers to: slug, LeetCode number, numeral, extra aliases."""
        names = [self.slug] + ([str(self.number)] if self.number else [])  # declared games have no number
        if self.numeral:
            names += [self.numeral, f"stone-game-{self.numeral.lower()}"]
        return (*names, *self.aliases)

    def size(self, instance: Any) -> int:
        """n: the number of values (of each player's, for a pair), or n itself for a count."""
        if self.kind == "count":
            return instance
        return len(instance[0] if self.kind == "pair" else instance)

    def choose(self, method: str, instance: Any = None) -> str:
        """The method to run for ``method``: ``auto`` picks the first of ``self.auto`` the game
        has, and ``fast`` for an instance of ``LARGE`` values or more."""
        if method == "auto":
            if "fast" in self.methods and instance is not None and self.size(instance) >= LARGE:
                return "fast"
            return next(m for m in self.auto if m in self.methods)
        if method not in self.methods:
            raise UnknownMethod(
                f"no method {method!r} for {self.slug}; choose from auto, {', '.join(self.methods)}"
            )
        return method
