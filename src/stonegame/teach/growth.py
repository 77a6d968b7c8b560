"""How each method grows: its work counted on growing instances, its time beside it, and a fit.

A lesson's "how they grow" section is the write-ups' brute → memo → O(n) story, measured.
Each method runs on random instances of growing size, and what it does is *counted*, not
timed: the lines of its listing (``solutions/<method>.py``) executed, or, for a method with
no listing, the positions brute force visits, the moves the memo plays, or the lines of Python
it runs. A count does not depend on the machine or its load, so two builds of a lesson fit the
same slopes. A line is fitted through the largest runs: polynomial growth is a straight line
on log-log axes (its slope is the power: an interval memo ≈ 2), exponential growth a straight
line of log work against n (its base: brute force of 877 ≈ 2).

Time is measured beside the count, never fitted: each run is repeated and its fastest time
kept (the minimum of repeats is the least disturbed by other work, and leaves out what a
first call compiles or loads). The n at which a method would pass one
second is the largest run's time carried along the fitted slope.

Glossary: point = (n, seconds, work); work = lines executed, positions visited or moves played; series =
one method's points; slope = the power of n, or the base of the exponential.
"""

from __future__ import annotations

import functools
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from stonegame.catalogs import Msg
from stonegame.core import search
from stonegame.core.errors import InapplicableMethod, InvalidInstance, StoneGameError, TooLarge
from stonegame.core.game import Game
from stonegame.core.solution import solve
from stonegame.teach import listings

LINES_PER_SECOND = 4_000_000
"""The nominal rate that turns a budget in seconds into a budget of work (a fixed number, not a
measure: the ladder must stop at the same n on every machine)."""

MOVE_LINES = 20
"""The nominal lines of Python one move the engine plays stands for (the rules' moves, play and key,
and the search's own step: 3-10 µs a move on the families and the examples' variants, 13-40 lines at
``LINES_PER_SECOND``). A ladder that counts moves gets its budget of lines over this, so a family's or
a variant's lesson is built as fast as a built-in game's."""

REPEATS = 3
"""Timed runs of each point; the fastest is kept."""

FITTED = 4
"""The largest runs a power is fitted through: lower-order terms fade as n grows."""

FITTED_EXPONENTIAL = 6
"""The largest runs an exponential is fitted through."""

LEAST_WORK = 50
"""Runs with less work than this are left out of the fit: a call's own lines, not the method."""

LINE = 0.5
"""The least share of the spread of the fitted runs' log work a line must account for (its R²) to be
fitted at all: below it the runs do not lie on a line, as where random rows of one n cost a method
ten times more or less than the row before (IX's brute force returns at its first winning removal)."""

LARGEST_POWER = 16
"""The ladder of a polynomial method stops at n = 2^16: a method whose work hardly grows (877's
``return True``) would otherwise be run on rows of millions."""

WALL = 30.0
"""Seconds after which a ladder stops whatever its counts (a guard, never reached in a build)."""


@dataclass(frozen=True)
class Point:
    """One run: the size, its fastest time, and the work counted on it."""

    n: int
    seconds: float
    work: int


@dataclass(frozen=True)
class Series:
    """One method's runs and the fit through their work.

    ``model`` is "power" (work ≈ c·n^slope), "exponential" (work ≈ c·slope^n), "constant" (every
    run did the same work: slope 0), or "" when no line fits (``fit``); ``one_second`` is the
    n at which the largest run's time, carried along the fit, passes one second (None: no fit, or
    beyond any sensible n); ``counted`` says what the work is (a Msg); ``stopped`` why the ladder
    stopped ("work", "refused", "largest").
    """

    method: str
    points: tuple[Point, ...]
    model: str
    slope: float | None
    one_second: int | None
    stopped: str
    counted: Msg | None = None


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
    (brute force walks the whole game tree), else doubling."""
    first = max(game.instance.smallest, 1)
    said = game.solver(method).complexity
    if method == "brute" or any(mark in said for mark in EXPONENTIAL):
        return "exponential", range(first, first + 40)
    return "power", sorted({max(first, 2**k) for k in range(1, LARGEST_POWER + 1)})


def fitted_points(points: Sequence[Point], model: str) -> list[Point]:
    """The runs a line of ``model`` is fitted through: the largest ones with enough work to count."""
    usable = [point for point in points if point.work >= LEAST_WORK]
    return usable[-(FITTED if model == "power" else FITTED_EXPONENTIAL):]


def fit(points: Sequence[Point], model: str) -> tuple[str, float | None]:
    """A least-squares line through the largest runs: log work against log n (``model``
    "power") or against n ("exponential"). Returns (model, slope); the model is "constant" when
    three runs or more all did the same work (877's ``return True``: no line to fit, nothing
    grows), and "" when fewer than three runs could be fitted, when their work does not rise with
    n, or when it rises and falls too much for a line to account for (``LINE``).

    >>> fit([Point(n, 0.0, round(1e3 * 2.0 ** n)) for n in range(10, 20)], "exponential")[0]
    'exponential'
    >>> model, slope = fit([Point(n, 0.0, 3 * n * n + 5) for n in (100, 200, 400, 800)], "power")
    >>> model, round(slope, 2)
    ('power', 2.0)
    >>> fit([Point(2 ** k, 0.0, 1) for k in range(1, 17)], "power")
    ('constant', 0.0)
    >>> fit([Point(n, 0.0, work) for n, work in zip(range(27, 33), (7279, 3360, 1079, 3364, 2346, 30800))],
    ...     "exponential")
    ('', None)
    """
    if len(points) >= 3 and len({point.work for point in points}) == 1:
        return "constant", 0.0
    usable = fitted_points(points, model)
    if len(usable) < 3:
        return "", None
    ys = [math.log(point.work) for point in usable]
    xs = [math.log(point.n) if model == "power" else float(point.n) for point in usable]
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    if spread == 0:
        return "", None
    rate = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / spread
    if rate <= 0:
        return "", None
    if rate * rate * spread < LINE * sum((y - mean_y) ** 2 for y in ys):  # R², the line's share of the spread, < LINE
        return "", None
    return model, (rate if model == "power" else math.exp(min(rate, 700.0)))


def one_second(point: Point, model: str, slope: float | None) -> int | None:
    """The n at which ``point``'s time, grown along the fit, reaches one second.

    >>> one_second(Point(1000, 0.01, 0), "power", 2.0)
    10000
    >>> one_second(Point(20, 0.25, 0), "exponential", 2.0)
    22
    """
    if (model not in ("power", "exponential") or slope is None or point.seconds <= 0
            or slope <= (0 if model == "power" else 1)):
        return None
    if model == "power":
        n = point.n * (1 / point.seconds) ** (1 / slope)
    else:
        n = point.n + math.log(1 / point.seconds) / math.log(slope)
    return round(n) if 0 < n < 10**15 else None


def _runner(game: Game, method: str, lines: int) -> tuple[Callable[[Any], tuple[int, Callable[[], Any]]], Msg, int]:
    """How ``method`` is run and counted on an instance: (instance -> (work, a timed call)), what
    the work counts, and the nominal lines one unit of it stands for (``MOVE_LINES`` for a move).
    A method with a listing runs its listing; the engine's searches stop past four runs' budget of
    ``lines``."""
    path = listings.solution_path(game.parts.teaching, method)
    if path is not None:
        call = listings.run_solution(game, path)

        def listed(instance: Any) -> tuple[int, Callable[[], Any]]:
            work = listings.counted(game, path, instance).lines
            exact = game.instance.exact(instance)
            return work, lambda: _keeping_limits(call, exact)

        return listed, Msg("lines of solutions/{name} executed", name=path.name), 1
    limit = max(4 * lines // MOVE_LINES, 1)
    if method == "brute":
        def walked(instance: Any) -> tuple[int, Callable[[], Any]]:
            rules = (game.parts.brute_rules or game.rules)(game.instance.exact(instance))
            _, positions = search.brute(rules, limit)  # TooLarge past the budget: the ladder stops
            return positions, lambda: search.brute(rules, limit)

        return walked, Msg("positions visited"), MOVE_LINES  # a position visited is a move played
    if method == "memo":
        def engine(instance: Any) -> tuple[int, Callable[[], Any]]:
            rules = game.rules(game.instance.exact(instance))
            memo = search.Memo(rules, work_limit=limit)  # as solve's memo searches, within the budget
            memo.value(rules.start())
            return memo.work, lambda: search.Memo(rules, work_limit=limit).value(rules.start())

        return engine, Msg("moves played"), MOVE_LINES

    def traced(instance: Any) -> tuple[int, Callable[[], Any]]:
        return listings.lines_run(lambda: solve(game, instance, method)), lambda: solve(game, instance, method)

    return traced, Msg("lines of Python run"), 1


def _keeping_limits(call: Callable[[Any], Any], exact: Any) -> Any:
    """A listing's call that leaves the process's recursion limit as it found it."""
    limit = sys.getrecursionlimit()
    try:
        return call(exact)
    finally:
        sys.setrecursionlimit(limit)


def _fastest(call: Callable[[], Any]) -> float:
    best = math.inf
    for _ in range(REPEATS):
        began = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - began)
    return best


@functools.lru_cache(maxsize=64)  # one measure a process: a game's lessons in two languages say the same runs
def measure(game: Game, method: str, work: int = 200_000, total: int = 1_000_000, seed: int = 0) -> Series:
    """``method`` on growing random instances, until a run's work passes ``work`` (or the
    next would pass it four times over), the ladder's work passes ``total``, or the method
    refuses the size. Every stop is decided by counts, so the sizes reached are the same on
    every machine."""
    rng = random.Random(seed)
    points: list[Point] = []
    model, sizes = ladder(game, method)
    run, counted, cost = _runner(game, method, work)
    work, total = max(work // cost, 1), max(total // cost, 1)
    stopped, done, began = "largest", 0, time.perf_counter()
    for n in sizes:
        if len(points) >= 2 and points[-1].work * points[-1].work / max(points[-2].work, 1) > 4 * work:
            stopped = "work"  # the next run, growing as the last two did, would pass the budget
            break
        try:
            instance = random_instance(game, n, rng, high=4)  # small values: nim's tree grows with them
            n = game.size(game.validate(instance))  # the problem's mend may have changed it (877's even n)
            if points and n <= points[-1].n:
                continue
            steps, call = run(instance)
            seconds = _fastest(call)
        except (TooLarge, MemoryError, RecursionError):
            stopped = "refused"
            break
        except (InapplicableMethod, InvalidInstance):
            continue
        except StoneGameError:
            stopped = "refused"
            break
        points.append(Point(n, seconds, steps))
        done += steps
        if steps >= work or done >= total or time.perf_counter() - began > WALL:
            stopped = "work"
            break
    model, slope = fit(points, model)
    return Series(method, tuple(points), model, slope,
                  one_second(points[-1], model, slope) if points else None, stopped, counted)


def growth(game: Game, budget: float = 0.05, total: float = 0.4, seed: int = 0) -> list[Series]:
    """Every method of ``game``, slowest first (see ``measure``): ``budget`` and ``total``, in
    nominal seconds, become work at ``LINES_PER_SECOND``."""
    work, whole = max(int(budget * LINES_PER_SECOND), 2_000), max(int(total * LINES_PER_SECOND), 10_000)
    return [measure(game, method, work, whole, seed) for method in game.methods]
