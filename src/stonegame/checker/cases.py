"""The cases ``stonegame check`` runs: statement examples aside, edge cases, generated ones
(small, then sized across the constraints' range), the largest ones, and the smaller instances
shrinking tries.

Every case respects the original constraints, so a solution that relies on a guarantee (such as
``return True`` for 877) passes. Everything that depends on the shape of an instance (a row, a
count, a pair of rows) is asked of the game's instance kind (``stonegame.core.instances``);
nothing here names a kind or a game.

Glossary: instance = what the problem takes, as JSON (a list, an int, a list of rows);
rows = its lists of values (none for a count); n = its size; limits = the original
constraints as numbers (``Limits``).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

from stonegame.catalogs import Msg
from stonegame.core.errors import CandidateError, StoneGameError
from stonegame.core.game import Game, Limits, Problem
from stonegame.core.instances import Kind, as_text, from_rows
from stonegame.core.kernels import plain
from stonegame.games import GAMES

SIZED = 24  # of the generated cases, how many are sized across the range (at most a fifth)
COUNT_SIZED = 10  # the same where an instance is its size, and each costs a run of up to the largest n
GENERATED_SIZE = 12  # largest small row generated (exponential but correct solutions stay fast)
EDGE_COUNTS = 25  # where an instance is its size: every n up to this is an edge case
SMALL_VALUES = 10  # small values lie in [-10, 10] ∩ range, where ties and bugs hide
SHOWN_VALUES = 40  # a longer instance is abbreviated in the report and written whole to a file
SOLVER_ARRAY = 64  # a row this long goes to the reference as an int64 array

LIMITS: dict[str, Limits] = {game.slug: game.limits for game in GAMES.values() if game.limits is not None}
"""The original constraints of every built-in game, as the games declare them."""


def limits_of(game: Game) -> Limits:
    """The game's original limits, or, for a declared game, a stand-in from what it declares."""
    if game.limits is not None:
        return game.limits
    low = getattr(game.instance, "least", None)
    low = -30 if low is None else low
    return Limits(max(game.instance.smallest, 1), game.small, low, max(30, low))


def log_uniform(rng: random.Random, low: int, high: int) -> int:
    """An integer in [low, high] whose logarithm is uniform: as many around 100 as around 10^4."""
    return min(high, max(low, round(math.exp(rng.uniform(math.log(low), math.log(high + 1))))))


def key_of(instance: Any) -> Any:
    """A hashable key that tells instances apart (an int, or nested tuples of ints).

    >>> key_of([[1, 2], [3, 4]]), key_of(7)
    (((1, 2), (3, 4)), 7)
    """
    if isinstance(instance, (list, tuple)):
        if instance and isinstance(instance[0], (list, tuple)):
            return tuple(map(tuple, instance))
        return tuple(instance)
    return instance


@dataclass(frozen=True)
class Shape:
    """How instances of one game look, are checked against the constraints and are passed on."""

    game: Game
    limits: Limits

    @property
    def kind(self) -> Kind:
        return self.game.instance

    def size(self, instance: Any) -> int:
        """n: the number of values (of each row), or n itself for a count."""
        return self.game.size(instance)

    def values(self, instance: Any) -> list[int]:
        return self.kind.values(instance)

    def rows(self, instance: Any) -> list[list[int]]:
        return [list(each) for each in self.kind.rows(instance)]

    @property
    def problem(self) -> Problem:
        """The game's problem under these limits (a declared game's: one that guarantees nothing)."""
        return replace(self.game.problem or Problem(0, "", (), (), "", self.limits), limits=self.limits)

    def allowed(self, instance: Any) -> bool:
        """Within the original constraints and guarantees (which the candidate may rely on)."""
        if not self.problem.admits(instance, self.kind):
            return False
        try:
            return not self.game.parts.notes or not self.game.parts.notes(self.game.validate(self.for_solver(instance)))
        except StoneGameError:
            return False

    def for_solver(self, instance: Any) -> Any:
        """The instance as the reference takes it quickest: the long rows of a built-in game as
        int64 arrays (checked and solved without a Python int per value; the original
        constraints keep their values far inside int64)."""
        if self.kind.one_per_size or self.game.limits is None or self.size(instance) < SOLVER_ARRAY:
            return instance
        return packed(self.kind, instance)

    def fit(self, instance: Any) -> Any:
        """The instance made to keep the problem's guarantees (877: even n, odd sum), else unchanged.

        >>> from stonegame import get_game
        >>> Shape(get_game("stone-game"), LIMITS["stone-game"]).fit([4, 4, 4])
        [4, 5]
        """
        return self.problem.mend(instance, self.kind)

    def smallness(self, instance: Any) -> tuple:
        """Sort key: fewer stones first, then smaller magnitudes."""
        values = [abs(v) for v in self.values(instance)]
        return (self.size(instance), sum(values), values)

    def show(self, instance: Any) -> str:
        """The instance for the report: a long row by its ends and how many values lie between.

        >>> from stonegame import get_game
        >>> Shape(get_game("viii"), LIMITS["stone-game-viii"]).show(list(range(50)))
        '[0, 1, 2, 3, 4, 5, 6, 7, … 34 more …, 42, 43, 44, 45, 46, 47, 48, 49]'
        """
        from stonegame.teach.explain import row_text

        def row(values: list[int]) -> str:
            return json.dumps(list(values)) if len(values) <= SHOWN_VALUES else row_text(values, number=str)

        return as_text(self.kind, instance, row)

    def given(self, raw: Any) -> Any:
        """The instance ``raw`` (JSON: a row, a count, a pair as two rows or {"alice", "bob"})
        as the checker runs it; ``CandidateError`` when it is not one the problem may be given
        (``check --case``).

        >>> from stonegame import get_game
        >>> Shape(get_game("stone-game-vi"), LIMITS["stone-game-vi"]).given({"alice": [1, 3], "bob": [2, 1]})
        [[1, 3], [2, 1]]
        """
        try:
            checked = self.kind.check(raw, self.game.slug)
        except StoneGameError as error:
            raise CandidateError(f"--case: {error}") from None
        if self.kind.one_per_size:
            instance: Any = int(checked)
        else:
            instance = from_rows(self.kind, [[int(value) for value in plain(row)] for row in self.kind.rows(checked)])
        if not self.allowed(instance):
            lim = self.limits
            raise CandidateError(f"--case {self.show(instance)[:80]} is no instance {self.game.slug} may be given: "
                                 f"n from {lim.min_n:,} to {lim.max_n:,}, values from {lim.low:,} to {lim.high:,}"
                                 ", and what the statement guarantees")
        return instance

    def abbreviated(self, instance: Any) -> bool:
        return not self.kind.one_per_size and self.size(instance) > SHOWN_VALUES

    # The cases themselves.

    def edge_cases(self) -> list[Any]:
        """Smallest rows, all-equal values, the ends of the range, zeros and negatives: smallest first."""
        lim = self.limits
        if self.kind.one_per_size:
            return list(range(lim.min_n, min(lim.max_n, EDGE_COUNTS) + 1))
        sizes = sorted({n for n in (lim.min_n, lim.min_n + 1, lim.min_n + 2, 5) if n <= lim.max_n})
        fills = sorted({v for v in (lim.low, lim.high, 0, 1) if lim.low <= v <= lim.high})
        many = self.kind.value_lines
        found: list[Any] = []
        for n in sizes:
            rows = [[v] * n for v in fills]
            rows += [[(lim.low, lim.high)[i % 2] for i in range(n)]]
            rows += [[(lim.high, lim.low)[i % 2] for i in range(n)]]
            rows += [[min(lim.high, max(lim.low, 1 + i)) for i in range(n)]]
            if lim.low < 0 < lim.high:
                rows += [[(-1) ** i for i in range(n)]]
            groups = [[r] * many for r in rows]
            if many > 1:  # rows that differ: one reversed, and the range's two ends
                groups += [[r] + [r[::-1]] * (many - 1) for r in rows[len(fills):]]
                groups += [[[lim.low] * n] + [[lim.high] * n] * (many - 1),
                           [[lim.high] * n] + [[lim.low] * n] * (many - 1)]
            found += [self.fit(from_rows(self.kind, [list(r) for r in group])) for group in groups]
        return list({key_of(i): i for i in found if self.allowed(i)}.values())  # each once, first come first

    def random_row(self, n: int, rng: random.Random, style: str) -> list[int]:
        """n values: ``small`` ones (in [-10, 10] ∩ range), ``ties`` (three values), ``full``
        range, or ``mixed`` (each small or full-range)."""
        lim = self.limits
        small = range(max(lim.low, -SMALL_VALUES), min(lim.high, SMALL_VALUES) + 1)
        full = range(lim.low, lim.high + 1)
        if style == "mixed":
            return [rng.choice(small) if rng.random() < 0.5 else rng.choice(full) for _ in range(n)]
        pool = {"small": small, "ties": range(lim.low, min(lim.high, lim.low + 2) + 1)}.get(style, full)
        return rng.choices(pool, k=n)

    def random_instance(self, n: int, rng: random.Random, style: str) -> Any:
        rows = [self.random_row(n, rng, style) for _ in range(self.kind.value_lines)]
        return self.fit(from_rows(self.kind, rows))

    def generated(self, count: int, rng: random.Random, seen: Iterable[Any] = ()) -> tuple[list[Any], list[Any]]:
        """``count`` distinct allowed instances, none of ``seen``: (small ones, sized ones), each
        smallest first. Fewer when the constraints leave fewer."""
        sized = min(COUNT_SIZED if self.kind.one_per_size else SIZED, count // 5)
        keys = {key_of(instance) for instance in seen}
        if self.kind.one_per_size:
            small = self.small_counts(count - sized, keys)
            top = small[-1] if small else self.limits.min_n - 1
            return small, self.counts_across(sized, rng, max(top, GENERATED_SIZE) + 1, keys)
        small = self.draw(count - sized, rng, keys, lambda: rng.randint(
            self.limits.min_n, max(self.limits.min_n, min(self.limits.max_n, GENERATED_SIZE))))
        low = max(self.limits.min_n, GENERATED_SIZE + 1)
        if low > self.limits.max_n:
            return small, []
        return small, self.draw(sized, rng, keys, lambda: log_uniform(rng, low, self.limits.max_n))

    def draw(self, count: int, rng: random.Random, keys: set[Any], size: Callable[[], int]) -> list[Any]:
        """``count`` distinct allowed random instances of sizes from ``size()``, values of every
        style in turn (small ones most often)."""
        styles = ("small", "mixed", "small", "full", "ties")
        found: list[Any] = []
        for attempt in range(20 * count):  # bounded: a small game may have fewer distinct instances
            if len(found) == count:
                break
            instance = self.random_instance(size(), rng, styles[attempt % len(styles)])
            key = key_of(instance)
            if key not in keys and self.allowed(instance):
                keys.add(key)
                found.append(instance)
        return sorted(found, key=self.smallness)

    def small_counts(self, count: int, keys: set[Any]) -> list[int]:
        """Every n from the smallest on, ``count`` of them, leaving out those already run."""
        found: list[int] = []
        for n in range(self.limits.min_n, self.limits.max_n + 1):
            if len(found) == count:
                break
            if key_of(n) not in keys:
                keys.add(key_of(n))
                found.append(n)
        return found

    def counts_across(self, count: int, rng: random.Random, low: int, keys: set[Any]) -> list[int]:
        """``count`` values of n in [low, max]: half of them drawn uniformly among the n whose
        answer is the rarer one (where a solution that misses a move goes wrong: a lost position of
        Stone Game IV is one n in 36), when the game gives every position's value in one run; the
        rest log-uniform, as many near 10^3 as near 10^5 (a run costs up to the largest n's)."""
        high = self.limits.max_n
        if count <= 0 or low > high:
            return []
        picks: set[int] = set()
        rare = self.rare_answers(low, high)
        if rare:
            picks.update(rng.sample(rare, min(len(rare), count // 2)))
        for _ in range(20 * count):
            if len(picks) >= min(count, high - low + 1):
                break
            picks.add(log_uniform(rng, low, high))
        return sorted(n for n in picks if key_of(n) not in keys)

    def rare_answers(self, low: int, high: int) -> list[int]:
        """The n in [low, high] with the answer fewer n have, from ``position_values`` (the value
        of every position of the largest instance, which, where an instance is its size, is
        every n below it); none where the game does not give them."""
        values = self.game.parts.shortcuts.values
        if values is None:
            return []
        value = values(high)
        answers = {n: self.game.answer.of(value(n), n) for n in range(low, high + 1)}
        tally: dict[Any, int] = {}
        for answer in answers.values():
            tally[answer] = tally.get(answer, 0) + 1
        if len(tally) < 2:
            return []
        rarest = min(tally, key=tally.__getitem__)
        return [n for n, answer in answers.items() if answer == rarest]

    def largest(self, seed: int) -> list[tuple[Msg, Any]]:
        """A few instances of the constraints' largest size, each with a label (a message: the
        report says it in its language)."""
        lim, rng, n = self.limits, random.Random(seed), self.limits.max_n
        if self.kind.one_per_size:
            rare = self.rare_answers(max(lim.min_n, n - 10_000), n - 1)
            second = rare[-1] if rare else n - 1
            return [(Msg("n = {n}", n=n), n), (Msg("n = {n}", n=second), second)]

        def made(fill: Callable[[], list[int]]) -> Any:
            return self.fit(from_rows(self.kind, [fill() for _ in range(self.kind.value_lines)]))

        def randoms(low: int, high: int) -> Callable[[], list[int]]:
            return lambda: rng.choices(range(low, high + 1), k=n)

        ties = min(lim.high, lim.low + 2)
        return [  # equal values first: they make every split a tie, the worst case of pruned searches
            (Msg("all values {high}", high=lim.high), made(lambda: [lim.high] * n)),
            (Msg("random values in [{low}, {high}]", low=lim.low, high=lim.high), made(randoms(lim.low, lim.high))),
            (Msg("random values in [{low}, {high}] (many ties)", low=lim.low, high=ties), made(randoms(lim.low, ties))),
        ]

    # Shrinking: smaller instances made from one, None where the constraints forbid them.

    def made(self, rows: list[list[int]]) -> Any:
        """The instance of ``rows`` (fitted to the parity guarantees), if it is allowed."""
        instance = self.fit(from_rows(self.kind, rows))
        return instance if self.allowed(instance) else None

    def without(self, instance: Any, begin: int, end: int) -> Any:
        """``instance`` without its values begin..end-1 (of every row)."""
        return self.made([r[:begin] + r[end:] for r in self.rows(instance)])

    def changed(self, instance: Any, row: int, index: int, value: int) -> Any:
        """``instance`` with value ``index`` of row ``row`` set to ``value``."""
        rows = self.rows(instance)
        rows[row][index] = value
        return self.made(rows)

    def simplest(self) -> int:
        """The value shrinking aims at: 0, or the allowed value nearest to it."""
        return min(max(0, self.limits.low), self.limits.high)


def packed(kind: Kind, instance: Any) -> Any:
    """The instance with its rows as int64 arrays (the kernels' input, checked without a Python
    int per value); the caller makes sure the values fit in int64. A count is as it is."""
    if kind.one_per_size:
        return instance
    import numpy as np

    rows = [np.asarray(list(plain(each)), dtype=np.int64) for each in kind.rows(instance)]
    return rows[0] if kind.value_lines == 1 else tuple(rows)
