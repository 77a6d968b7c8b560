"""Benchmarks: each method on generated instances of growing size, beside the C++ anchors.

Nothing here asserts a time: it measures and reports. ``measure`` runs one (game, method, n)
and returns a ``Row``; the CLI draws the table and the plot.
"""

from __future__ import annotations

import math
import os
import statistics
import subprocess
import time
import tracemalloc
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError
from stonegame.core.game import METHOD_ORDER, Game
from stonegame.core.instances import Kind
from stonegame.core.kernels import always_compile
from stonegame.core.solution import solve
from stonegame.core.values import shown

# Sizes a method handles in about a second or less, per complexity class.
SIZES = {
    "brute": (6, 8, 10, 12, 14, 16),
    "memo": (100, 200, 400, 800),
    "table": (100, 200, 400, 800, 1600),
    "formula": (10**3, 10**4, 10**5, 10**6),
    "fast": (10**3, 10**4, 10**5, 10**6, 10**7),
}
SLOW = 5.0
"""A series stops growing once one of its runs takes this many seconds."""
VALUES = (1, 1000)
"""Values drawn for a game whose problem sets no range."""


@dataclass(frozen=True)
class Row:
    game: str
    method: str
    n: int
    seconds: float
    compile_seconds: float | None
    peak_mb: float
    anchor_seconds: float | None
    anchor: str | None = None
    """The anchor program timed, when it is not the game's own (``Bench.reference``)."""

    @property
    def ratio(self) -> float | None:
        """Our time over the anchor's: below 1 is faster than C++."""
        if self.anchor_seconds is None or self.anchor_seconds <= 0:
            return None
        return self.seconds / self.anchor_seconds


def default_sizes(game: Game, method: str) -> tuple[int, ...]:
    """The sizes to time: the game's own for this method (``Bench.sizes``), else the defaults
    for the method's usual complexity."""
    return game.bench.sizes.get(method, SIZES[method])


def instance(game: Game, n: int, seed: int = 1) -> Any:
    """A deterministic random instance of size ``n`` (numpy rows for speed), its values
    within the problem's range."""
    import numpy as np

    rng = np.random.default_rng(seed + n)
    low, high = (game.limits.low, game.limits.high) if game.limits and game.limits.high > game.limits.low else VALUES
    return game.instance.make(n, lambda size: rng.integers(low, high + 1, size))


def measure(game: Game, method: str, n: int, repeat: int = 3, anchors: Path | None = None) -> Row:
    """Median solve time of ``repeat`` runs after one warm-up run (which also compiles).

    ``fast`` is measured compiled at every size, so that its curve shows the algorithm; for
    small inputs the solver itself runs the same code as plain Python and skips the compile.
    """
    data = instance(game, n)
    if method != "fast":
        data = game.instance.exact(data)
    with always_compile():
        first = solve(game, data, method=method).stats.seconds
        times = [solve(game, data, method=method).stats.seconds for _ in range(repeat)]
        tracemalloc.start()  # a run of its own: tracing allocations slows what it traces
        solve(game, data, method=method)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    seconds = statistics.median(times)
    compile_seconds = max(first - seconds, 0.0) if method == "fast" else None
    profile = game.bench
    program = profile.anchor if n <= (profile.anchor_limit or 10**8) else profile.reference
    anchor = anchor_seconds(program, game.instance, data, anchors) if anchors is not None and program else None
    return Row(game.slug, method, n, seconds, compile_seconds, peak / 2**20, anchor,
               program if program != profile.anchor and anchor is not None else None)


def anchor_seconds(name: str, kind: Kind, data: Any, anchors: Path, repeat: int = 3) -> float | None:
    """The C++ anchor ``name``'s time, median of ``repeat``: its compute time where it reports
    one (ANCHOR_TIME=1), else its whole process (reading the input included: it flatters us)."""
    program = anchors / name
    if not program.exists():
        return None
    text = kind.stdin(data)
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        done = subprocess.run(
            [str(program)], input=text, capture_output=True, text=True,
            env={**os.environ, "ANCHOR_TIME": "1"}, timeout=600,
        )
        if done.returncode != 0:
            raise StoneGameError(f"anchor {program} failed: {done.stderr.strip()[:200]}")
        whole = time.perf_counter() - began
        found = [w for w in done.stderr.replace("\n", " ").split() if _is_float(w)]
        times.append(float(found[-1]) if found else whole)
    return statistics.median(times)


def _is_float(word: str) -> bool:
    try:
        float(word)
    except ValueError:
        return False
    return True


def slope(rows: list[Row]) -> float | None:
    """Least-squares slope of log(seconds) against log(n): the empirical exponent."""
    points = [(math.log(r.n), math.log(r.seconds)) for r in rows if r.seconds > 0]
    if len(points) < 2:
        return None
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    spread = sum((x - mean_x) ** 2 for x, _ in points)
    if spread == 0:
        return None
    return sum((x - mean_x) * (y - mean_y) for x, y in points) / spread


def plot(rows: list[Row], path: Path) -> None:
    """Log-log time against n, one panel per game, one line per method (fitted slope in the legend)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise StoneGameError("--plot needs matplotlib: pip install 'stonegame[plot]'") from None
    games = list(dict.fromkeys(r.game for r in rows))
    figure, axes = plt.subplots(1, len(games), figsize=(5 * len(games), 4), squeeze=False)
    for axis, slug in zip(axes[0], games, strict=True):
        for method in dict.fromkeys(r.method for r in rows if r.game == slug):
            series = [r for r in rows if r.game == slug and r.method == method]
            fitted = slope(series)
            label = f"{method} (slope {fitted:.2f})" if fitted is not None else method
            axis.loglog([r.n for r in series], [r.seconds for r in series], marker="o", label=label)
        # one point per n: every method's row at that n timed the same anchor
        anchor = sorted({r.n: r.anchor_seconds for r in rows
                         if r.game == slug and r.anchor_seconds and r.anchor is None}.items())
        if anchor:
            axis.loglog(*zip(*anchor, strict=True), "k--", label="C++ anchor")
        axis.set_title(slug)
        axis.set_xlabel("n")
        axis.set_ylabel("seconds")
        axis.legend(fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=110)


MAX_SIZE = 10**8
"""The largest size ``--sizes`` takes: a generated row of 10^8 values is 0.8 GB."""


@dataclass(frozen=True)
class Options:
    """``stonegame bench``'s options, checked: what ``run_all`` and ``plot`` are given."""

    methods: list[str] | None
    sizes: list[int] | None
    repeat: int


def options(games: list[Game], methods: str | None, sizes: str | None, repeat: int,
            plot_path: Path | None = None, anchors: Path | None = None) -> Options:
    """The options of a bench, each checked before any measuring: a bad one would otherwise
    show only after minutes of it, or end it with an empty table.

    >>> options([], None, "10,1000", 3)
    Options(methods=None, sizes=[10, 1000], repeat=3)
    """
    if repeat < 1:
        raise StoneGameError(f"--repeat takes a whole number of runs, at least 1, not {repeat}")
    if anchors is not None and not anchors.is_dir():
        raise StoneGameError(f"--anchors {shown(str(anchors))} is not a directory "
                             "(build them: see shared/anchors/README.md)")
    if plot_path is not None:
        check_plot_path(plot_path)
    return Options(_methods(games, methods), _sizes(games, sizes), repeat)


def _sizes(games: list[Game], sizes: str | None) -> list[int] | None:
    if sizes is None:
        return None
    found = []
    for word in sizes.split(","):
        word = word.strip()
        if not (word.isdigit() and 1 <= int(word) <= MAX_SIZE):
            raise StoneGameError(f"--sizes takes whole numbers from 1 to {MAX_SIZE:,}, separated by commas; "
                                 f"not {shown(word)}")
        found.append(int(word))
    for game in games:  # a row shorter than the game allows would fail in the middle of the run
        least = max(1, game.instance.smallest)
        if min(found) < least:
            raise StoneGameError(f"--sizes {min(found)} is too small for {game.slug}, which needs at least {least}")
    return found


def _methods(games: list[Game], methods: str | None) -> list[str] | None:
    if methods is None:
        return None
    offered = [m for m in METHOD_ORDER if any(m in game.methods for game in games)]
    chosen = [word.strip() for word in methods.split(",")]
    for method in chosen:
        if method not in offered:
            raise StoneGameError(f"--methods: no method {shown(method)}; choose from {', '.join(offered)}")
    return chosen


def check_plot_path(path: Path) -> None:
    """Refuse a chart that could not be written: no matplotlib, a file type it does not
    write, a folder that does not exist or cannot be written in."""
    try:
        from matplotlib.backend_bases import FigureCanvasBase
    except ImportError:
        raise StoneGameError("--plot needs matplotlib: pip install 'stonegame[plot]'") from None
    kinds = FigureCanvasBase.get_supported_filetypes()
    name = shown(str(path))
    if path.is_dir():
        raise StoneGameError(f"--plot {name} is a directory; name the chart's file")
    if path.suffix.lower().lstrip(".") not in kinds:
        raise StoneGameError(f"--plot {name}: name a file ending in a type matplotlib writes "
                             f"(.{', .'.join(sorted(kinds))})")
    folder = path.parent
    if not folder.is_dir():
        raise StoneGameError(f"--plot {name}: there is no directory {shown(str(folder))}")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise StoneGameError(f"--plot {name}: cannot write there (no permission)")


def run_all(games: list[Game], methods: list[str] | None, sizes: list[int] | None, anchors: Path | None,
            repeat: int, advance=lambda description: None) -> list[Row]:
    """Every (game, method, n) asked for; a series stops at the first size too large or too slow."""
    from stonegame.core.errors import TooLarge

    rows = []
    for game in games:
        for method in methods or game.methods:
            if method not in game.methods:
                continue
            for n in sizes or default_sizes(game, method):
                advance(f"{game.slug} {method} n={n:,}")
                try:
                    row = measure(game, method, n, repeat=repeat, anchors=anchors)
                except TooLarge:
                    break
                rows.append(row)
                if row.seconds > SLOW:
                    break
    return rows
