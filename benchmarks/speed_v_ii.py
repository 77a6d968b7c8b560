"""Stone Game V and II: stonegame's ``fast`` beside the C++ anchors, on rows of many kinds.

    python benchmarks/speed_v_ii.py --anchors /tmp/anchors     # build them: shared/anchors/README.md

Prints one Markdown table, measured side by side in one run: for each row, the median of
``--repeat`` runs of ours, then of the anchor's, interleaved (the machine's load hits both
alike). Ours is ``fast`` as the library runs it in a process that has loaded its kernels
(compile and load excluded: a fresh process runs V's search in plain Python for up to
0.1 s before it loads numba). The anchors' time is the compute time they report
(ANCHOR_TIME=1) where they report one (II); V's anchor reports none, so its whole process
is timed (reading its input included, which flatters us). Nothing here asserts a time, and
no test runs it.

Stone Game V rows (n stones, values positive): the kinds the search meets in practice, and
kinds built against it, where many kept parts have nearly equal sums and bounds (a few huge
stones among tiny ones). ``work`` is the candidate splits the search tried; a row that
spends its budget falls back to the O(n²) DP (``fell back``), or is refused past the DP's
2 GiB (n > 23,169). The DP column times that O(n²) fallback alone.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from stonegame.core.reading import stdin_text
from stonegame.games import stone_game_ii, stone_game_v


def v_rows(n: int, seed: int) -> dict[str, np.ndarray]:
    """Stone Game V rows of n stones, typical first, then the ones built against the search."""
    rng = np.random.default_rng(seed)
    spikes = rng.integers(1, 11, n)
    some = rng.random(n) < 0.05
    spikes[some] = rng.integers(10**5, 10**6 + 1, some.sum())
    sparse = rng.integers(1, 11, n)
    few = rng.random(n) < 0.005
    sparse[few] = rng.integers(5 * 10**8, 10**9 + 1, few.sum())
    return {
        "uniform 1..10^6": rng.integers(1, 10**6 + 1, n),
        "all equal": np.full(n, 7),
        "log-uniform 1..10^6": np.maximum(1, 10 ** rng.uniform(0, 6, n)).astype(np.int64),
        "spikes (5% ~10^5)": spikes,
        "increasing": np.arange(1, n + 1),
        "decreasing": np.arange(n, 0, -1),
        "small 1..3": rng.integers(1, 4, n),
        "alternating 1, 10^6": np.where(np.arange(n) % 2 == 0, 1, 10**6),
        "sparse spikes (0.5% ~10^9)": sparse,
        "comb (10^6 every √n)": np.where(np.arange(n) % math.isqrt(n) == 0, 10**6, 1),
        "pareto (α = 0.5)": np.minimum(10**12, rng.pareto(0.5, n) + 1).astype(np.int64),
    }


def ii_rows(n: int, seed: int) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {
        "uniform 1..10^4": rng.integers(1, 10**4 + 1, n),
        "all equal": np.full(n, 7),
        "increasing": np.arange(1, n + 1),
    }


def timed(run: Callable[[], object]) -> tuple[float, object]:
    began = time.perf_counter()
    result = run()
    return time.perf_counter() - began, result


def anchor_run(program: Path, text: str) -> tuple[float, str]:
    """(seconds, first line of output): the compute time the program reports, else its whole run."""
    began = time.perf_counter()
    done = subprocess.run([str(program)], input=text, capture_output=True, text=True, check=True,
                          env={**os.environ, "ANCHOR_TIME": "1"})
    whole = time.perf_counter() - began
    reported = [word for word in done.stderr.split() if word.replace(".", "", 1).isdigit()]
    return (float(reported[-1]) if reported else whole), done.stdout.split()[0]


def ms(seconds: float | None) -> str:
    if seconds is None:
        return "—"
    return f"{seconds * 1e3:,.1f}" if seconds < 10 else f"{seconds * 1e3:,.0f}"


def measure_v(n: int, name: str, row: np.ndarray, anchors: Path | None, repeat: int) -> list[str]:
    fits = stone_game_v.triangle(n) * 8 <= 2 * 2**30
    budget = None if fits else stone_game_v.SEARCH_WORK
    seconds, searched = timed(lambda: stone_game_v.search(row, budget))
    if searched.value is None and not fits:  # fast would refuse it: once is enough to time
        return [f"V {n:,}", name, f"{ms(seconds)}, refused", f"{searched.work:,} splits", "—", "—", "—"]
    how = f"{searched.work:,} splits" if searched.value is not None else f"fell back ({searched.work:,} splits)"
    value = stone_game_v.fast(row)  # warm-up: compiles what the row needs
    ours, dp, anchor = [], [], []
    program = anchors / "stone-game-v" if anchors else None
    text = stdin_text("row", row) if program and program.exists() and fits else None
    for _ in range(repeat):
        ours.append(timed(lambda: stone_game_v.fast(row))[0])
        if fits:
            dp.append(timed(lambda: stone_game_v.balance(row, keep_dp=False))[0])
        if text is not None:
            seconds, answer = anchor_run(program, text)
            if int(answer) != value:
                sys.exit(f"stone-game-v {name} n = {n}: the anchor says {answer}, fast says {value}")
            anchor.append(seconds)
    mine = statistics.median(ours)
    theirs = statistics.median(anchor) if anchor else None
    ratio = f"{mine / theirs:.2f}" if theirs else "—"
    return [f"V {n:,}", name, ms(mine), how, ms(statistics.median(dp)) if dp else "—", ms(theirs), ratio]


def measure_ii(n: int, name: str, row: np.ndarray, anchors: Path | None, repeat: int) -> list[str]:
    value = stone_game_ii.fast(row)  # warm-up: compiles
    program = anchors / "stone-game-ii" if anchors else None
    text = stdin_text("row", row) if program and program.exists() else None
    ours, anchor = [], []
    for _ in range(repeat):
        ours.append(timed(lambda: stone_game_ii.fast(row))[0])
        if text is not None:
            seconds, answer = anchor_run(program, text)
            if 2 * int(answer) - int(row.sum()) != value:
                sys.exit(f"stone-game-ii {name} n = {n}: the anchor says {answer}, fast says {value}")
            anchor.append(seconds)
    mine = statistics.median(ours)
    theirs = statistics.median(anchor) if anchor else None
    ratio = f"{mine / theirs:.2f}" if theirs else "—"
    return [f"II {n:,}", name, ms(mine), "", "—", ms(theirs), ratio]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--anchors", type=Path, help="folder of the built C++ anchors (without it: ours only)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per row, of ours and of the anchor (median)")
    parser.add_argument("--v-sizes", default="2000,5000,100000", help="n for Stone Game V, comma-separated")
    parser.add_argument("--ii-sizes", default="5000", help="n for Stone Game II, comma-separated")
    parser.add_argument("--seed", type=int, default=1563)
    options = parser.parse_args(argv)
    if options.anchors is not None and not options.anchors.is_dir():
        parser.error(f"--anchors {options.anchors} is not a folder (build them: shared/anchors/README.md)")
    if options.repeat < 1:
        parser.error("--repeat must be at least 1")
    header = ["game, n", "row", "ours ms", "how", "O(n²) DP ms", "anchor ms", "ours / anchor"]
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; median of {options.repeat}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" for _ in header) + "|")
    for n in (int(size) for size in options.ii_sizes.split(",") if size):
        for name, row in ii_rows(n, options.seed).items():
            print("| " + " | ".join(measure_ii(n, name, row, options.anchors, options.repeat)) + " |", flush=True)
    warm = v_rows(300, 0)["alternating 1, 10^6"]
    stone_game_v.search(warm, compiled=True)  # loads the compiled search: every row runs it alike
    stone_game_v.balance(warm, keep_dp=False)
    for n in (int(size) for size in options.v_sizes.split(",") if size):
        for name, row in v_rows(n, options.seed + n).items():
            cells = measure_v(n, name, row, options.anchors, options.repeat)
            print("| " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
