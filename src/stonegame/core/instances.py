"""What an instance of a game is: a row of values, one count n, or a pair of rows.

A game names its kind once (``Row(least=1)``, ``Count()``, ``Pair()``); what depends on the
shape of an instance asks the kind: checking it (``parse``), its size and rows, reading it from
words or text, building one of a given size, cutting it. Writing one out (``as_words``,
``as_json``, ``as_text``, ``as_arguments``, ``as_stdin``) is one function for every kind, since a
kind says all it takes: a count is its n, a row its values, a pair one row per side. A new shape
of instance is one new ``Kind`` here, and no branch elsewhere.

Glossary: raw = what the user gave (a list, an int, a dict, a numpy array); instance = what
the solvers take (a tuple of ints, an int64 array for long rows, an int, a pair of those);
n = the size (values in a row, in each row of a pair, or the count itself).

Why one module of about 500 lines: the kinds answer the same questions side by side, and a
new question (a new way to read or draw an instance) is answered for every kind at once,
here; split by kind, each answer would live in three files.
"""

from __future__ import annotations

import abc
import operator
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from stonegame.catalogs import Msg, Plural
from stonegame.core import reading
from stonegame.core.errors import InvalidInstance
from stonegame.core.kernels import Ints, bounds, plain
from stonegame.core.values import exact_values, first_index, integer, row, shown

Draw = Callable[[int], Ints]
"""n -> n values, a list or a numpy row (a random row, a pattern): how ``Kind.make`` fills an instance."""


@dataclass(frozen=True)
class Kind(abc.ABC):
    """The shape of a game's instances, and everything that depends on it.

    ``read``: a game's own check of an instance (``declare(parse=...)``), for shapes none of
    the kinds describes; the instance is then read from words and text, drawn and written
    as the kind does.
    """

    read: Callable[[Any], Any] | None = field(default=None, kw_only=True, compare=False, repr=False)

    name: ClassVar[str]
    """"row", "count" or "pair": how the README and errors speak of it."""

    value_lines: ClassVar[int]
    """Lines of values in the anchors' stdin format after the count (0 for a count)."""

    sides: ClassVar[tuple[str, ...]] = ()
    """Whose values each row holds, where rows belong to players (a pair: Alice's, then Bob's)."""

    def check(self, raw: Any, game: str) -> Any:
        """The instance the solvers take: the game's own ``read`` where it has one, else ``parse``."""
        return self.read(raw) if self.read is not None else self.parse(raw, game)

    @abc.abstractmethod
    def parse(self, raw: Any, game: str) -> Any:
        """The instance the solvers take, or ``InvalidInstance`` saying what is wrong."""

    @abc.abstractmethod
    def size(self, instance: Any) -> int:
        """n."""

    @abc.abstractmethod
    def rows(self, instance: Any) -> list[Sequence[int]]:
        """The rows of values (none for a count)."""

    @abc.abstractmethod
    def make(self, n: int, draw: Draw) -> Any:
        """A raw instance of size ``n`` whose rows ``draw`` fills."""

    @abc.abstractmethod
    def cut(self, instance: Any, m: int) -> Any:
        """The instance cut to size ``m``: its first m values (of each row), or the count m."""

    @property
    @abc.abstractmethod
    def smallest(self) -> int:
        """The least size a valid instance has."""

    @abc.abstractmethod
    def constraints(self) -> str:
        """The valid instances in the problems' notation: ``length >= 1, 1 <= values[i]``."""

    @abc.abstractmethod
    def from_values(self, words: list[str]) -> Any:
        """A raw instance from words that are not JSON (command-line words, a file's words)."""

    def values(self, instance: Any) -> list[int]:
        """Every value of the instance, row after row."""
        return [value for each in self.rows(instance) for value in plain(each)]

    def exact(self, instance: Any) -> Any:
        """The instance with numpy rows turned into tuples of Python ints (exact arithmetic)."""
        return instance

    def from_words(self, words: list[str]) -> Any:
        """A raw instance from command-line words (already split): JSON in one word, or values."""
        if len(words) == 1 and words[0].lstrip()[:1] in ("[", "{"):
            return reading.from_json(words[0])
        return self.from_values(words)

    def from_text(self, text: str) -> Any:
        """A raw instance from the contents of a file or of stdin."""
        first = re.search(r"\S", text)
        if first is None:
            raise InvalidInstance(reading.NO_VALUES)
        if first.group() in "[{":
            return reading.from_json(text.strip())
        return self.from_lines(text)

    def from_lines(self, text: str) -> Any:
        """Plain text (not JSON): its words, by default."""
        return self.from_values(reading.words(text))

    @property
    def one_per_size(self) -> bool:
        """Whether an instance is its size alone (a count: no values to draw, drop or shrink)."""
        return self.value_lines == 0


def _bounds_text(low: int | None, what: str, high: int | None) -> str:
    said = " <= ".join(str(b) for b in (low, what, high) if b is not None)
    return f"{what} any integer" if said == what else said


# An instance written out, for any kind: a count is its n; a row, its values; a pair, a row per side.


def as_arguments(kind: Kind, instance: Any) -> list[Any]:
    """What LeetCode's method takes: one int, one list, or one list per player."""
    if not kind.value_lines:
        return [instance]
    return [list(plain(each)) for each in kind.rows(instance)]


def as_text(kind: Kind, instance: Any, row: Callable[[list[int]], str] | None = None) -> str:
    """The instance in a few words, e.g. for a report: ``n = 7``, ``[5, 3, 4, 5]``, ``alice [1, 3],
    bob [2, 1]``; ``row`` writes each row (default: as a list), e.g. abbreviated when long."""
    if not kind.value_lines:
        return f"n = {instance}"
    drawn = [(row or str)(list(plain(each))) for each in kind.rows(instance)]
    if not kind.sides:
        return drawn[0]
    return ", ".join(f"{side.lower()} {each}" for side, each in zip(kind.sides, drawn, strict=True))


def as_words(kind: Kind, instance: Any) -> list[str]:
    """The instance as ``stonegame solve`` takes it on the command line (a pair: ``--alice ... --bob ...``)."""
    if not kind.value_lines:
        return [str(instance)]
    rows = [[str(value) for value in plain(each)] for each in kind.rows(instance)]
    if not kind.sides:
        return rows[0]
    return [word for side, each in zip(kind.sides, rows, strict=True) for word in (f"--{side.lower()}", *each)]


def as_json(kind: Kind, instance: Any) -> Any:
    """The instance as JSON that ``--file`` reads back (a pair: ``{"alice": [...], "bob": [...]}``)."""
    if not kind.value_lines:
        return instance
    rows = [list(plain(each)) for each in kind.rows(instance)]
    if not kind.sides:
        return rows[0]
    return {side.lower(): each for side, each in zip(kind.sides, rows, strict=True)}


def as_stdin(kind: Kind, instance: Any) -> str:
    """The instance in the C++ anchors' stdin format, which ``check --cmd`` programs read too: n,
    then each row of values on a line (a count is n alone)."""
    lines = [str(kind.size(instance))] + [" ".join(map(str, plain(each))) for each in kind.rows(instance)]
    return "\n".join(lines) + "\n"


def from_rows(kind: Kind, rows: Sequence[Sequence[int]]) -> Any:
    """The raw instance made of ``rows`` (as many as ``value_lines``), as lists: the inverse of
    ``rows`` where the kind has values. A count has none: it is not made so."""
    if kind.one_per_size:
        raise TypeError(f"a {kind.name} is made from its size, not from rows")
    lists = [list(each) for each in rows]
    return lists[0] if kind.value_lines == 1 else lists


@dataclass(frozen=True)
class Row(Kind):
    """A row of at least ``min_length`` integers, each within ``least``..``most`` (None: unbounded).

    >>> Row(least=1).parse([5, 3, 4, 5], "stone-game")
    (5, 3, 4, 5)
    >>> as_stdin(Row(), (1, 2, -9)), as_arguments(Row(), (1, 2)), Row().make(3, lambda n: [7] * n)
    ('3\\n1 2 -9\\n', [[1, 2]], [7, 7, 7])

    A numpy integer row is checked without a Python loop and kept as an int64 array, so long
    rows reach the compiled kernels without a Python int per value.
    """

    least: int | None = 1
    most: int | None = None
    min_length: int = 1

    name: ClassVar[str] = "row"
    value_lines: ClassVar[int] = 1

    def parse(self, raw: Any, game: str) -> Any:
        values = row(raw, game, min_length=self.min_length, least=self.least)
        if self.most is not None:
            _at_most(values, self.most, game)
        return values

    def size(self, instance: Any) -> int:
        return len(instance)

    def rows(self, instance: Any) -> list[Sequence[int]]:
        return [instance]

    def make(self, n: int, draw: Draw) -> Any:
        return draw(n)

    def cut(self, instance: Any, m: int) -> Any:
        return instance[:m]

    @property
    def smallest(self) -> int:
        return max(1, self.min_length)

    def exact(self, instance: Any) -> Any:
        return tuple(plain(instance)) if hasattr(instance, "tolist") else instance

    def constraints(self) -> str:
        return f"length >= {self.min_length}, {_bounds_text(self.least, 'values[i]', self.most)}"

    def from_values(self, words: list[str]) -> Any:
        values = reading.integers(words)
        if not values:
            raise InvalidInstance(reading.NO_VALUES)
        return values


@dataclass(frozen=True)
class Count(Kind):
    """One integer n within ``least``..``most``: a heap of n stones.

    >>> Count().parse([7], "stone-game-iv"), as_stdin(Count(), 7), Count().make(4, list)
    (7, '7\\n', 4)
    """

    least: int | None = 1
    most: int | None = None

    name: ClassVar[str] = "count"
    value_lines: ClassVar[int] = 0

    def parse(self, raw: Any, game: str) -> Any:
        value = raw[0] if isinstance(raw, (list, tuple)) and len(raw) == 1 else raw
        if isinstance(value, bool):
            raise self._not_n(game, raw)
        try:
            operator.index(value)
        except TypeError:
            raise self._not_n(game, raw) from None
        n = integer(value, Msg("n for {game}", game=game))
        if (self.least is not None and n < self.least) or (self.most is not None and n > self.most):
            raise self._not_n(game, n)
        return n

    def _not_n(self, game: str, got: Any) -> InvalidInstance:
        if self.most is None and self.least is not None:
            return InvalidInstance(Msg("{game} takes one integer n >= {least}, got {got}",
                                       game=game, least=self.least, got=shown(got)))
        return InvalidInstance(Msg("{game} takes one integer n with {bounds}, got {got}",
                                   game=game, bounds=self.constraints(), got=shown(got)))

    def size(self, instance: Any) -> int:
        return instance

    def rows(self, instance: Any) -> list[Sequence[int]]:
        return []

    def make(self, n: int, draw: Draw) -> Any:
        return n

    def cut(self, instance: Any, m: int) -> Any:
        return m

    @property
    def smallest(self) -> int:
        return max(0, self.least or 0)

    def constraints(self) -> str:
        return _bounds_text(self.least, "n", self.most)

    def from_values(self, words: list[str]) -> Any:
        if len(words) != 1:
            raise InvalidInstance(Msg("expected one integer n, got {count:,} values", count=len(words)))
        return reading.integer(words[0])

    def from_lines(self, text: str) -> Any:
        found = reading.words(text, most=2)  # a long file's words are counted only to say how many
        return self.from_values(found if len(found) == 1 else reading.words(text))


@dataclass(frozen=True)
class Pair(Kind):
    """Two rows of equal length, Alice's values and Bob's, each value within ``least``..``most``.

    Read from a pair of lists, from ``{"alice": [...], "bob": [...]}`` (or LeetCode's argument
    names, ``keys``), from two lines of text, or from the words ``--alice 1 3 --bob 2 1``.

    >>> Pair().parse({"alice": [1, 3], "bob": [2, 1]}, "stone-game-vi")
    ((1, 3), (2, 1))
    >>> as_stdin(Pair(), ((1, 3), (2, 1))), as_text(Pair(), ((1, 3), (2, 1)))
    ('2\\n1 3\\n2 1\\n', 'alice [1, 3], bob [2, 1]')
    """

    least: int | None = 1
    most: int | None = None
    min_length: int = 1
    keys: tuple[tuple[str, str], ...] = (("alice", "bob"),)

    name: ClassVar[str] = "pair"
    value_lines: ClassVar[int] = 2
    sides: ClassVar[tuple[str, ...]] = ("Alice", "Bob")

    def parse(self, raw: Any, game: str) -> Any:
        if isinstance(raw, Mapping):
            names = next((names for names in self.keys if set(raw) == set(names)), None)
            if names is None:
                raise InvalidInstance(Msg("{game} takes a dict with keys 'alice' and 'bob', got keys {keys}",
                                          game=game, keys=shown(sorted(map(str, raw)))))
            raw = (raw[names[0]], raw[names[1]])
        if not isinstance(raw, (list, tuple)) or len(raw) != 2:
            raise InvalidInstance(Msg("{game} takes a pair of lists (alice's values, bob's values) or "
                                      '{{"alice": [...], "bob": [...]}}, not {raw}', game=game, raw=shown(raw)))
        sides = [self._side(values, side, game) for side, values in zip(("alice", "bob"), raw, strict=True)]
        alice, bob = sides
        if len(alice) != len(bob):
            raise InvalidInstance(Msg("alice has {alice:,} values and bob has {bob:,}; they must have the same length",
                                      alice=len(alice), bob=len(bob)))
        return alice, bob

    def _side(self, values: Any, side: str, game: str) -> Any:
        """One player's row, checked: "alice value 2 is 'x'", "bob has no values"."""
        if isinstance(values, (str, bytes, Mapping)) or not hasattr(values, "__iter__"):
            raise InvalidInstance(Msg("{side}'s values must be a list of integers, not {values}",
                                      side=side, values=shown(values)))
        if hasattr(values, "dtype"):  # a numpy row: checked without a Python loop, kept for the kernels
            checked = row(values, f"{game} ({side}'s values)", min_length=self.min_length, least=self.least)
        else:
            checked = exact_values(values, game, lambda i: Msg("{side} value {index}", side=side, index=i + 1))
            if len(checked) < self.min_length:
                has = Msg("{side} has no values", side=side) if not len(checked) else Msg(
                    "{side} has {count:,} values", side=side, count=len(checked))
                raise InvalidInstance(Plural("{has}; {game} needs at least {n} stone",
                                             "{has}; {game} needs at least {n} stones", self.min_length,
                                             has=has, game=game))
            if self.least is not None and len(checked) and bounds(checked)[0] < self.least:
                i = first_index(checked, lambda value: value < self.least)
                raise InvalidInstance(Msg("{side} value {index} is {value}; every value must be >= {least}",
                                          side=side, index=i + 1, value=shown(int(checked[i])), least=self.least))
        if self.most is not None:
            _at_most(checked, self.most, Msg("{side}'s row", side=side))
        return checked

    def size(self, instance: Any) -> int:
        return len(instance[0])

    def rows(self, instance: Any) -> list[Sequence[int]]:
        return [instance[0], instance[1]]

    def make(self, n: int, draw: Draw) -> Any:
        return (draw(n), draw(n))

    def cut(self, instance: Any, m: int) -> Any:
        return tuple(part[:m] for part in instance)

    @property
    def smallest(self) -> int:
        return max(1, self.min_length)

    def exact(self, instance: Any) -> Any:
        if any(hasattr(side, "tolist") for side in instance):
            return tuple(tuple(plain(side)) for side in instance)
        return instance

    def constraints(self) -> str:
        return (f"length >= {self.min_length}, {_bounds_text(self.least, 'values[i]', self.most)} "
                "(two rows of equal length)")

    def from_words(self, words: list[str]) -> Any:
        if "--alice" in words or "--bob" in words:
            return _marked_pair(words)
        if len(words) == 2 and all(word.lstrip()[:1] == "[" for word in words):  # LeetCode's test case: two lists
            return tuple(reading.from_json(word) for word in words)
        return super().from_words(words)

    def from_text(self, text: str) -> Any:
        lines = [line for line in text.splitlines() if line.strip()]
        if len(lines) == 2 and all(line.lstrip()[:1] == "[" for line in lines):  # as LeetCode's test case box has it
            return tuple(reading.from_json(line) for line in lines)
        return super().from_text(text)

    def from_values(self, words: list[str]) -> Any:
        raise InvalidInstance(Msg("expected two lines (Alice's values, then Bob's values), "
                                  "or the words --alice A... --bob B..."))

    def from_lines(self, text: str) -> Any:
        if "--alice" in text or "--bob" in text:
            return _marked_pair(reading.words(text))
        lines = [line for line in text.splitlines() if reading.words(line, most=1)]
        if len(lines) != 2:
            raise InvalidInstance(Msg("expected two lines: Alice's values, then Bob's values"))
        return tuple(reading.integers(reading.words(line)) for line in lines)


def _at_most(values: Ints, most: int, what: str | Msg) -> None:
    if len(values) and bounds(values)[1] > most:
        i = first_index(values, lambda value: value > most)
        raise InvalidInstance(Msg("value {index} of {what} is {value}; every value must be <= {most}",
                                  index=i + 1, what=what, value=shown(int(values[i])), most=most))


def _marked_pair(words: list[str]) -> tuple[list[int], list[int]]:
    """``--alice 1 3 --bob 2 1`` as the pair ([1, 3], [2, 1])."""
    sides: dict[str, list[str]] = {}
    current = None
    for word in words:
        if word in ("--alice", "--bob"):
            current = word[2:]
            sides.setdefault(current, [])
        elif current is None:
            raise InvalidInstance(Msg("{word} comes before --alice/--bob; write --alice A... --bob B...",
                                      word=shown(word)))
        else:
            sides[current].append(word)
    if set(sides) != {"alice", "bob"}:
        raise InvalidInstance(Msg("both --alice and --bob are needed, each followed by values"))
    return reading.integers(sides["alice"]), reading.integers(sides["bob"])


KINDS: tuple[type[Kind], ...] = (Row, Count, Pair)
"""Every shape of instance, for code that reads instances of any game (batch's columnar path)."""
