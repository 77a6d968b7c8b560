"""How each method grows: timed on growing instances, with the positions it visits, and a fit.

A lesson's "how they grow" section is the write-ups' brute → memo → O(n) story, measured:
each method runs on random instances of growing size until one run takes ``budget`` seconds
(or the method refuses, ``TooLarge``), and a line is fitted through the points that are long
enough to time. Polynomial growth is a straight line on log-log axes (its slope is the power:
memo of an interval game ≈ 2); exponential growth is a straight line of log time against n
(its base: brute force of 877 ≈ 2). The better of the two fits is kept, and it tells the n at
which the method would pass one second.

Glossary: point = (n, seconds, positions visited or None); series = one method's points;
slope = the power of n, or the base of the exponential.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from stonegame.core.errors import InapplicableMethod, InvalidInstance, StoneGameError, TooLarge
from stonegame.core.game import Game
from stonegame.core.kernels import always_compile
from stonegame.core.solution import solve

TIMED = 2e-4
"""Runs shorter than this are left out of the fit: below it the timer and Python's call
overhead, not the method, are what is measured."""

ONE_SECOND = 1.0


@dataclass(frozen=True)
class Point:
    """One timed run: the size, its seconds, and the positions it visited (brute and memo)."""

    n: int
    seconds: float
    positions: int | None


@dataclass(frozen=True)
class Series:
    """One method's runs and the fit through them.

    ``model`` is "power" (seconds ≈ c·n^slope) or "exponential" (seconds ≈ c·slope^n), or ""
    when too few runs were long enough to fit; ``one_second`` is the n at which the fit
    passes one second (None: no fit, or beyond any sensible n).
    """

    method: str
    points: tuple[Point, ...]
    model: str
    slope: float | None
    one_second: int | None
    stopped: str  # why the ladder stopped: "budget", "refused", or "largest"


def random_instance(game: Game, n: int, rng: random.Random, low: int = 1, high: int = 9) -> Any:
    """A valid instance of size ``n`` with values drawn in [low, high] (within the game's bounds).

    >>> from stonegame import get_game
    >>> random_instance(get_game("stone-game-iii"), 4, random.Random(1))
    [3, 2, 5, 2]
    """
    least = getattr(game.instance, "least", None)
    most = getattr(game.instance, "most", None)
    low = low if least is None else max(low, least)
    high = high if most is None else min(high, most)
    high = max(high, low)
    raw = game.instance.make(n, lambda size: [rng.randint(low, high) for _ in range(size)])
    if game.problem is not None:
        raw = game.problem.mend(raw, game.instance)
    return raw


EXPONENTIAL = ("^n", "!", "exponential")
"""How a complexity that grows faster than any power is written (``O(2^n)``, ``O(n!)``)."""


def ladder(game: Game, method: str) -> tuple[str, Sequence[int]]:
    """The model to fit and the sizes to try: one by one where the method is exponential
    (brute force walks the whole game tree; as its complexity says, ``O(2^n · n)``), else
    doubling."""
    first = max(game.instance.smallest, 1)
    said = game.solver(method).complexity
    if method == "brute" or any(mark in said for mark in EXPONENTIAL):
        return "exponential", range(first, first + 40)
    return "power", sorted({max(first, 2**k) for k in range(1, 26)})


def fit(points: Sequence[Point], model: str) -> tuple[str, float | None, int | None]:
    """A least-squares line through the runs long enough to time: log seconds against log n
    (``model`` "power") or against n ("exponential"). Returns (model, slope, n at one second);
    the model is "" when fewer than three runs could be fitted.

    >>> fit([Point(n, 1e-3 * 2.0 ** (n - 10), None) for n in range(10, 20)], "exponential")[:2]
    ('exponential', 2.0)
    >>> model, slope, _ = fit([Point(n, 1e-6 * n * n, None) for n in (100, 200, 400, 800)], "power")
    >>> model, round(slope, 2)
    ('power', 2.0)
    >>> fit([Point(n, 0.011 + n * 1e-9, None) for n in (10, 20, 40)], "power")[2] is None  # never one second
    True
    """
    timed = [point for point in points if point.seconds >= TIMED]
    if len(timed) < 3:
        return "", None, None
    ys = [math.log(point.seconds) for point in timed]
    xs = [math.log(point.n) if model == "power" else float(point.n) for point in timed]
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    if spread == 0:
        return "", None, None
    rate = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / spread
    start = mean_y - rate * mean_x
    if rate <= 0:
        return "", None, None
    at = (math.log(ONE_SECOND) - start) / rate  # where the fitted line crosses one second
    # a nearly flat line crosses one second far out: past 10^15 stones is no answer
    n = math.exp(min(at, 40.0)) if model == "power" else at
    slope = rate if model == "power" else math.exp(min(rate, 700.0))
    return model, slope, (round(n) if 0 < n < 10**15 else None)


def measure(game: Game, method: str, budget: float = 0.05, total: float = 0.4, seed: int = 0,
            clock: Callable[[], float] = time.perf_counter) -> Series:
    """``method`` on growing random instances, until one run takes ``budget`` seconds, the
    ladder passes ``total`` seconds in all, or the method refuses the size."""
    rng = random.Random(seed)
    points: list[Point] = []
    model, sizes = ladder(game, method)
    with always_compile():  # a kernel's time at every size, not Python's below its compile size
        try:  # the first compiled run loads (or compiles) the kernels: not a point
            solve(game, random_instance(game, sizes[0], rng), method)
        except StoneGameError:
            pass
        began, stopped = clock(), "largest"
        for n in sizes:
            if clock() - began >= total:  # sizes a method refuses (InapplicableMethod) count too
                stopped = "budget"
                break
            if (len(points) >= 2 and points[-1].seconds >= budget / 10  # below it, a ratio is the timer's noise
                    and points[-1].seconds ** 2 / max(points[-2].seconds, TIMED) > 10 * budget):
                stopped = "budget"  # the next run, growing as the last two did, would take far too long
                break
            try:
                instance = random_instance(game, n, rng, high=4)  # small values: nim's tree grows with them
                solution = solve(game, instance, method)
                seconds = solution.stats.seconds
            except (TooLarge, MemoryError):
                stopped = "refused"
                break
            except (InapplicableMethod, InvalidInstance):
                continue
            points.append(Point(n, seconds, solution.stats.positions))
            if seconds >= budget or clock() - began >= total:
                stopped = "budget"
                break
    model, slope, one_second = fit(points, model)
    return Series(method, tuple(points), model, slope, one_second, stopped)


def growth(game: Game, budget: float = 0.05, total: float = 0.4, seed: int = 0) -> list[Series]:
    """Every method of ``game``, slowest first, measured (see ``measure``)."""
    return [measure(game, method, budget, total, seed) for method in game.methods]
