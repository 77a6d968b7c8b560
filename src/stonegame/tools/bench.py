"""Benchmarks: each method on generated instances of growing size, beside the C++ anchors.

Nothing here asserts a time: it measures and reports. ``measure`` runs one (game, method, n)
and returns a ``Row``; the CLI draws the table and the plot.
"""

from __future__ import annotations

import dataclasses
import math
import os
import statistics
import subprocess
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError, TooLarge
from stonegame.core.game import METHOD_ORDER, Game
from stonegame.core.instances import Kind, as_stdin
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
"""With ``--full``, a series stops growing once one of its runs takes this many seconds."""
QUICK_SIZES = 3
"""The default (quick) sweep: at most this many sizes per method, smallest first ..."""
QUICK_SECONDS = 1.0
"""... and none whose run would take longer than about this (the last run's time, scaled by
the slope of the series so far, or linearly after one point)."""
REPEATED_UNDER = 0.25
"""In the quick sweep, only runs under this many seconds are timed ``repeat`` times (median)."""
TRACED_UNDER = 0.02
"""In the quick sweep, peak memory is traced (one more run, which tracemalloc slows up to
tenfold) only for runs under this many seconds; ``--full`` traces every size."""
VALUES = (1, 1000)
"""Values drawn for a game whose problem sets no range."""


def decimal(seconds: float) -> str:
    """Seconds as a plain decimal with three significant digits (a table is read, not parsed).

    >>> decimal(6.82e-4), decimal(1.2345), decimal(123.4), decimal(0.0)
    ('0.000682', '1.23', '123', '0')
    """
    if seconds <= 0:
        return "0"
    return f"{seconds:.{max(0, 2 - math.floor(math.log10(seconds)))}f}"


@dataclass(frozen=True)
class Row:
    game: str
    method: str
    n: int
    seconds: float
    compile_seconds: float | None
    peak_mb: float | None  # None: not traced (a long run of the quick sweep)
    anchor_seconds: float | None
    anchor: str | None = None
    """The anchor program timed, when it is not the game's own (``Bench.reference``)."""

    @property
    def ratio(self) -> float | None:
        """Our time over the anchor's: below 1 is faster than C++."""
        if self.anchor_seconds is None or self.anchor_seconds <= 0:
            return None
        return self.seconds / self.anchor_seconds


@dataclass(frozen=True)
class Timing:
    """How each size is timed: the median of ``repeat`` runs, beside the C++ anchor when
    ``anchors`` names the folder of the built programs."""

    repeat: int = 3
    anchors: Path | None = None


def default_sizes(game: Game, method: str) -> tuple[int, ...]:
    """The sizes to time: the game's own for this method (``Bench.sizes``), else the defaults
    for the method's usual complexity."""
    return game.solver(method).bench.sizes or SIZES[method]


def instance(game: Game, n: int) -> Any:
    """A deterministic random instance of size ``n`` (numpy rows for speed), its values
    within the problem's range."""
    import numpy as np

    rng = np.random.default_rng(1 + n)
    low, high = (game.limits.low, game.limits.high) if game.limits and game.limits.high > game.limits.low else VALUES
    return game.instance.make(n, lambda size: rng.integers(low, high + 1, size))


def measure(game: Game, method: str, n: int, timing: Timing = Timing(), trace: bool = True) -> Row:
    """Median time of a whole ``solve`` call over ``timing.repeat`` runs (one run when it is 1).

    ``fast`` is measured compiled at every size, so that its curve shows the algorithm; it is
    first run once on a small instance, which compiles (or loads) its kernels: that run's time
    is the compile column, and no timed run pays for it. For small inputs the solver itself
    runs the same code as plain Python and skips the compile. With ``trace``, one more run
    under tracemalloc gives the peak memory (a run of its own: tracing slows what it traces).
    """
    data = instance(game, n)
    if method != "fast":
        data = game.instance.exact(data)
    with always_compile():
        compile_seconds = None
        if method == "fast":
            compile_seconds = _seconds(lambda: solve(game, instance(game, min(n, 1000)), method=method))
        times = [_seconds(lambda: solve(game, data, method=method)) for _ in range(timing.repeat)]
        peak = None
        if trace:
            tracemalloc.start()
            solve(game, data, method=method)
            peak = tracemalloc.get_traced_memory()[1] / 2**20
            tracemalloc.stop()
    seconds = statistics.median(times)
    profile = game.solver(method).bench
    own = game.slug  # the anchors are named as the games whose algorithms they run
    program = own if n <= (profile.anchor_limit or 10**8) else profile.reference
    anchor = None
    if timing.anchors is not None and program:
        anchor = anchor_seconds(program, game.instance, data, timing.anchors, timing.repeat)
    return Row(game.slug, method, n, seconds, compile_seconds, peak, anchor,
               program if program != own and anchor is not None else None)


def _seconds(run: Callable[[], Any]) -> float:
    """How long ``run`` takes, whole: a solve() is timed as its caller waits for it (reading
    the instance, its notes and the method), so that a slow layer around a kernel shows."""
    began = time.perf_counter()
    run()
    return time.perf_counter() - began


def anchor_seconds(name: str, kind: Kind, data: Any, anchors: Path, repeat: int = 3) -> float | None:
    """The C++ anchor ``name``'s time, median of ``repeat``: its compute time where it reports
    one (ANCHOR_TIME=1), else its whole process (reading the input included: it flatters us)."""
    program = anchors / name
    if not program.exists():
        return None
    text = as_stdin(kind, data)
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
    import matplotlib  # there: ``options`` checked it first (``check_plot_path``)

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
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
    timing: Timing


def options(games: list[Game], methods: str | None, sizes: str | None, timing: Timing,
            plot_path: Path | None = None) -> Options:
    """The options of a bench, each checked before any measuring: a bad one would otherwise
    show only after minutes of it, or end it with an empty table.

    >>> options([], None, "10,1000", Timing(repeat=3))
    Options(methods=None, sizes=[10, 1000], timing=Timing(repeat=3, anchors=None))
    """
    if timing.repeat < 1:
        raise StoneGameError(f"--repeat takes a whole number of runs, at least 1, not {timing.repeat}")
    if timing.anchors is not None and not timing.anchors.is_dir():
        raise StoneGameError(f"--anchors {shown(str(timing.anchors))} is not a directory "
                             "(build them: see shared/anchors/README.md)")
    if plot_path is not None:
        check_plot_path(plot_path)
    return Options(_methods(games, methods), _sizes(games, sizes), timing)


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


def run_all(games: list[Game], options: Options, full: bool = False,
            done: Callable[[Row], None] = lambda row: None) -> list[Row]:
    """Every (game, method, n) asked for; a series stops at the first size too large, or too slow.

    Sizes come from ``options.sizes`` (all of them), or else from the game's ladder for the
    method. The quick sweep climbs the ladder while the next run would take about
    ``QUICK_SECONDS`` or less, timing the sizes on the way once each, and reports the last
    ``QUICK_SIZES`` it reached, those timed as ``options.timing`` says; ``full`` takes the whole
    ladder up to ``SLOW``. ``done`` hears of each reported row.
    """
    rows = []
    for game in games:
        for method in options.methods or game.methods:
            if method not in game.methods:
                continue
            ladder = list(options.sizes or default_sizes(game, method))
            series = full_series if full or options.sizes else quick_series
            rows += series(game, method, ladder, options.timing, done)
    return rows


def full_series(game: Game, method: str, ladder: list[int], timing: Timing,
                done: Callable[[Row], None]) -> list[Row]:
    """Every size of ``ladder`` timed, up to the first the method refuses or the first past ``SLOW``."""
    series: list[Row] = []
    for n in ladder:
        try:
            row = measure(game, method, n, timing)
        except TooLarge:
            break
        series.append(row)
        done(row)
        if row.seconds > SLOW:
            break
    return series


def quick_series(game: Game, method: str, ladder: list[int], timing: Timing,
                 done: Callable[[Row], None]) -> list[Row]:
    """The quick sweep of one method: climb with one untraced run a size, then time the last
    ``QUICK_SIZES`` sizes reached as asked (see ``run_all``)."""
    probes: list[Row] = []
    for n in ladder:
        if probes and (probes[-1].seconds > QUICK_SECONDS or predicted(probes, n) > QUICK_SECONDS):
            break
        try:
            probes.append(measure(game, method, n, Timing(repeat=1), trace=False))
        except TooLarge:
            break
    series: list[Row] = []
    for probe in probes[-QUICK_SIZES:]:
        row = probe  # a long run is timed once, as probed: a second time would double the wait
        short, tiny = probe.seconds < REPEATED_UNDER, probe.seconds < TRACED_UNDER
        if timing.anchors is not None or (short and timing.repeat > 1) or tiny:
            row = measure(game, method, probe.n, timing if short else Timing(1, timing.anchors), trace=tiny)
        if not series and probes[0].compile_seconds is not None:  # the kernels loaded in the first probe
            row = dataclasses.replace(row, compile_seconds=probes[0].compile_seconds)
        series.append(row)
        done(row)
    return series


def predicted(series: list[Row], n: int) -> float:
    """About how long a run at ``n`` takes, from the series so far: its last time scaled by
    the fitted slope (at least 1: no method is faster than reading its input)."""
    exponent = max(1.0, slope(series) or 1.0)
    return series[-1].seconds * (n / series[-1].n) ** exponent


def to_json(rows: list[Row]) -> list[dict[str, Any]]:
    """The rows as JSON-ready dicts, seconds as numbers."""
    return [{**dataclasses.asdict(r), "ratio": r.ratio} for r in rows]


ANCHOR_HINT = ("the anchor columns are empty: build the C++ anchors outside the shared folder "
               "(make -C shared/anchors/cpp BIN=DIR, see shared/anchors/README.md) and pass --anchors DIR")
