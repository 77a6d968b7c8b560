"""Whole instance spaces, enumerated: every instance of a game with n values in LO..HI
(``--all``), or a seeded sample of them (``--sample``), cut into tasks.

A space is numbered: the instances of the smallest size first, each row read as the digits of
its index in base HI − LO + 1 (the first value most significant). A task is a range of indices
(or, for a sample, a chunk number that seeds its own draws), so tasks are a few bytes whatever
the space, the same instances come out with any number of workers, and ``id`` is the index.
What an instance is comes from the game's instance kind, never from its name.

Glossary: base = HI − LO + 1; digits = the values of an instance, row after row.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stonegame.batch.work import game_named
from stonegame.core.errors import StoneGameError, TooLarge
from stonegame.core.game import Game
from stonegame.core.instances import from_rows
from stonegame.core.values import MAX_VALUES, amount, shown


@dataclass(frozen=True)
class Space:
    """Every instance of ``game`` (a name) with ``low``..``high`` values, of each size in ``sizes``."""

    game: str
    sizes: tuple[int, ...]
    low: int = 0
    high: int = 0

    def resolved(self) -> Game:
        return game_named(self.game)

    @property
    def base(self) -> int:
        return self.high - self.low + 1

    def count_of(self, n: int) -> int:
        kind = self.resolved().instance
        return 1 if kind.one_per_size else self.base ** (n * kind.value_lines)

    @property
    def total(self) -> int:
        return sum(self.count_of(n) for n in self.sizes)

    def instance(self, index: int) -> Any:
        """The raw instance numbered ``index`` (see the module's docstring)."""
        kind = self.resolved().instance
        for n in self.sizes:
            count = self.count_of(n)
            if index < count:
                break
            index -= count
        else:
            raise IndexError(index)
        if kind.one_per_size:
            return kind.make(n, lambda size: [])  # a count is its size: nothing to draw
        digits = [0] * (n * kind.value_lines)
        for place in range(len(digits) - 1, -1, -1):
            index, digits[place] = divmod(index, self.base)
        values = [self.low + d for d in digits]
        return from_rows(kind, [values[i * n:(i + 1) * n] for i in range(kind.value_lines)])


def span(text: str, what: str) -> tuple[int, int]:
    """``"6..8"`` as (6, 8), ``"7"`` as (7, 7), or a one-line error."""
    parts = text.split("..")
    try:
        low, high = (int(parts[0]), int(parts[-1])) if len(parts) <= 2 else (None, None)
    except ValueError:
        low = high = None
    if low is None or high is None or low > high:
        raise StoneGameError(f"{what} must be N or LO..HI with LO <= HI (6..8), not {shown(text)}")
    return low, high


WHOLE_SPACE = 10**10
"""The most instances ``--all`` goes through (days at 10^5 a second); a larger space is refused
before any work and a sample offered. A sample draws at most as many."""

MOST_SIZES = 10**5
"""The most sizes one space spans (``--n LO..HI``)."""

SAMPLED_DIGITS = 10_000
"""The most digits of a sampled space's size: a draw is a number below it."""

VALIDATED = 10_000
"""Sizes up to this are checked once up front (a row of LO's and one of HI's); a longer row is
checked as each instance is solved, each failure its own line."""


@dataclass(frozen=True, kw_only=True)
class Scope:
    """What a study looks at, as the options say: the space (``--all GAME``, ``--n``,
    ``--values``), all of it or a sample (``--sample K``, ``--seed``). ``source``: instances
    given as IN besides, which a study refuses (its instances are its space)."""

    game: str | None = None
    sizes: str | None = None
    values: str | None = None
    sample: int | None = None
    seed: int = 0
    source: Path | None = None

    def space(self) -> Space:
        """The space the options name, or a one-line error (checked once here, not once a row)."""
        if self.game is None:
            raise StoneGameError("--n, --values, --sample, --summary and --compare go with --all GAME, "
                                 "the space of instances they study")
        if self.source is not None:
            raise StoneGameError("give either IN (instances to solve) or --all GAME (a whole space), not both")
        game = game_named(self.game)
        sizes = self._sizes(game)
        if self.sample is not None and not 1 <= self.sample <= WHOLE_SPACE:
            raise TooLarge(f"--sample is {amount(self.sample)}; draw from 1 to {WHOLE_SPACE:,} instances")
        if game.instance.one_per_size:
            if self.values is not None:
                raise StoneGameError(f"an instance of {game.slug} is its size n alone: --values does not apply")
            return Space(self.game, sizes)
        if self.values is None:
            raise StoneGameError("--all needs --values LO..HI: the range of every value")
        low, high = span(self.values, "--values")
        if sizes[-1] > MAX_VALUES:
            raise TooLarge(f"--n reaches {amount(sizes[-1])}; a row holds at most {MAX_VALUES:,} values")
        space = Space(self.game, sizes, low, high)
        self._within_reach(space, game)
        return space

    def _sizes(self, game: Game) -> tuple[int, ...]:
        """The sizes ``--n`` names, each one ``game`` allows."""
        if self.sizes is None:
            raise StoneGameError("--all needs --n N (or LO..HI): the sizes of the instances")
        low_n, high_n = span(self.sizes, "--n")
        if low_n < game.instance.smallest:
            raise StoneGameError(f"--n starts at {low_n}, but {game.slug} needs at least {game.instance.smallest}")
        if high_n - low_n >= MOST_SIZES:
            raise TooLarge(f"--n spans {amount(high_n - low_n + 1)} sizes; a space spans at most {MOST_SIZES:,}")
        return tuple(range(low_n, high_n + 1))

    def _within_reach(self, space: Space, game: Game) -> None:
        """Refuse a space of values too large to go through (or to draw from), or values the
        game refuses."""
        low_n, high_n = space.sizes[0], space.sizes[-1]
        digits = high_n * game.instance.value_lines * math.log10(space.base)  # of the largest size's count
        if digits > SAMPLED_DIGITS or (self.sample is None and digits > math.log10(WHOLE_SPACE) + 1):
            offer = "" if digits > SAMPLED_DIGITS else "; draw some of them with --sample K"
            raise TooLarge(f"the space holds about 10^{int(digits):,} instances, more than a run goes through "
                           f"(at most {WHOLE_SPACE:,}){offer}")
        if low_n <= VALIDATED:
            for end in (space.low, space.high):  # a value the game refuses is refused once here, not once a row
                game.validate(from_rows(game.instance, [[end] * low_n] * game.instance.value_lines))
        if self.sample is None and space.total > WHOLE_SPACE:
            raise TooLarge(f"the space holds {amount(space.total)} instances, more than a run goes through "
                           f"(at most {WHOLE_SPACE:,}); draw some of them with --sample K")

    def count(self, space: Space) -> int:
        """The instances studied: the sample's draws, or the whole space."""
        return self.sample if self.sample is not None else space.total

    def tasks(self, space: Space, chunk: int) -> Iterator[tuple[Any, ...]]:
        """The tasks of ``chunk`` instances: (first index, last index + 1) ranges, or
        ("sample", seed, chunk number, draws) for a sample."""
        if chunk < 1:
            raise StoneGameError(f"--chunk must be at least 1, not {chunk}")
        if self.sample is None:
            total = space.total
            return ((start, min(start + chunk, total)) for start in range(0, total, chunk))
        return (("sample", self.seed, number, min(chunk, self.sample - start))
                for number, start in enumerate(range(0, self.sample, chunk)))


def indices(task: tuple[Any, ...], space: Space) -> list[int]:
    """The instance numbers of one task (a sample's draws come from its seed and chunk number)."""
    if task[0] == "sample":
        _, seed, number, count = task
        rng = random.Random(f"{seed}:{number}")
        return [rng.randrange(space.total) for _ in range(count)]
    return list(range(task[0], task[1]))
