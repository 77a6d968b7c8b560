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

from stonegame.engine import Rules
from stonegame.errors import UnknownMethod
from stonegame.validate import row

ENGINE_METHODS = ("brute", "memo")
METHOD_ORDER = ("brute", "memo", "table", "formula", "fast")


@dataclass(frozen=True)
class Decision:
    """The original answer, proven without computing the exact value, and how it is won."""

    answer: Any
    winner: str | None  # None when the strategy secures the answer but not who ends ahead
    strategy: dict[str, Any]
    reason: str  # the argument in one sentence


Solver = Callable[[Any], "int | Decision"]


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
    notes: Callable[[Any], list[str]] = lambda instance: []
    scoring: bool = True
    total: Callable[[Any], int] | None = None  # points in play, when every play scores them all
    brute_rules: Callable[[Any], Rules[Any, Any]] | None = None  # a more literal model for brute
    auto: Sequence[str] = ("fast", "table", "formula", "memo")
    table: Callable[[Any], Any] | None = None  # instance -> tables.TableView
    # For --explain and play; lang is "en" or "zh". Without them the move's name is used.
    # phrase: (rules, position, move, lang) -> the move as a verb phrase, base form in English:
    # "take the left 5" / "拿走左边的 5". insight: (instance, lang) -> a closed form's argument
    # for this instance, or None. read_move: (rules, position, typed text) -> the move or None.
    phrase: Callable[[Any, Any, Any, str], str] | None = None
    insight: Callable[[Any, str], str | None] = lambda instance, lang: None
    read_move: Callable[[Any, Any, str], Any] | None = None
    # instance -> the value of any position, so that the line needs no memo (big instances)
    position_values: Callable[[Any], Callable[[Any], int]] | None = None
    aliases: Sequence[str] = field(default_factory=tuple)

    def validate(self, raw: Any) -> Any:
        """The instance the solvers expect, or ``InvalidInstance`` saying what is wrong."""
        if self.parse is not None:
            return self.parse(raw)
        return row(raw, self.slug, min_length=self.min_length, least=self.least)

    @property
    def methods(self) -> tuple[str, ...]:
        """Every method this game offers, slowest first."""
        offered = set(ENGINE_METHODS) | set(self.solvers)
        return tuple(m for m in METHOD_ORDER if m in offered)

    @property
    def names(self) -> tuple[str, ...]:
        """Everything this game answers to: slug, LeetCode number, numeral, extra aliases."""
        names = [self.slug, str(self.number)]
        if self.numeral:
            names += [self.numeral, f"stone-game-{self.numeral.lower()}"]
        return (*names, *self.aliases)

    def choose(self, method: str) -> str:
        """The method to run for ``method`` (``auto`` picks the best this game has)."""
        if method == "auto":
            return next(m for m in self.auto if m in self.methods)
        if method not in self.methods:
            raise UnknownMethod(
                f"no method {method!r} for {self.slug}; choose from auto, {', '.join(self.methods)}"
            )
        return method
