"""Where users wait (issue #16): each row of the issue's table, measured now, beside its target.

    python benchmarks/user_waits.py --anchors DIR [--runs 5] [--skip bench] [--before OLD/src]

Build the anchors outside the shared folder first (shared/anchors/README.md):
``make -C shared/anchors/cpp BIN=DIR``. Prints one Markdown table. Each row is the median of
``--runs`` runs. "whole process" rows time ``python -m stonegame ...`` from start to exit
(peak memory: the process's own maximum resident size); "compute" rows time the solver in
this process after one run has loaded its kernels, beside the C++ anchor run on the same
input in the same round (its compute time where it reports one, ANCHOR_TIME=1, else its whole
process), so that the machine's load hits both alike. Nothing here asserts a time, and no
test runs it. Each whole-process row gives the CPU time beside the wall time: on a shared,
loaded machine the wall time includes waiting for a core, the CPU time does not. With
``--before``, the same commands run from another checkout's sources (``git archive REV src``)
in the same rounds, for a before/after under the same load.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CANDIDATE = HERE / "tests" / "check" / "candidates" / "stone_game_iii_dp.py"


def row_of(n: int, low: int, high: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randint(low, high) for _ in range(n)]


def without_bytecode_flag() -> dict[str, str]:
    """The environment, minus PYTHONDONTWRITEBYTECODE: with it (set on this project's machine)
    every run compiles stonegame's 60 modules again, 0.25 s that an installed package never pays."""
    return {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}


def whole(argv: list[str], stdin: str = "", source: str | None = None) -> tuple[float, float, float]:
    """(seconds, CPU seconds, peak MB) of ``python -m stonegame ARGV`` with ``stdin``, start to
    exit; ``source``: the folder to import stonegame from (another checkout's ``src``)."""
    env = without_bytecode_flag()
    if source:
        env["PYTHONPATH"] = source
    began = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "stonegame", *argv], stdin=subprocess.PIPE,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, text=True, env=env)
    assert process.stdin is not None
    process.stdin.write(stdin)
    process.stdin.close()
    _, status, usage = os.wait4(process.pid, 0)
    took = time.perf_counter() - began
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"stonegame {' '.join(argv[:3])} ... failed")
    # CPU: the process and the children it waited for (check's workers), as the load cannot inflate it
    return took, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def until_note(argv: list[str]) -> tuple[float, str]:
    """Seconds until ``stonegame ARGV`` writes its first line on stderr, and the line; then it is ended."""
    began = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "stonegame", *argv], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, env=without_bytecode_flag())
    assert process.stderr is not None
    line = process.stderr.readline().strip()
    took = time.perf_counter() - began
    process.kill()
    process.wait()
    return took, line


def anchor(program: Path, text: str) -> float:
    """The anchor's compute time if it reports one, else its whole process."""
    began = time.perf_counter()
    done = subprocess.run([str(program)], input=text, capture_output=True, text=True,
                          env={**os.environ, "ANCHOR_TIME": "1"}, check=True)
    took = time.perf_counter() - began
    words = [w for w in done.stderr.split() if w.replace(".", "", 1).replace("e-", "", 1).isdigit()]
    return float(words[-1]) if words else took


def compute(run: Callable[[], object]) -> float:
    began = time.perf_counter()
    run()
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--anchors", type=Path, help="folder of the built C++ anchors")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip", default="", help="comma-separated row keys to leave out (e.g. bench,memo)")
    parser.add_argument("--before", help="another checkout's src folder: its whole-process rows too, interleaved")
    args = parser.parse_args()
    skip = set(filter(None, args.skip.split(",")))
    runs = args.runs
    folder = Path(tempfile.mkdtemp(prefix="user-waits-"))
    ix = {n: folder / f"ix{n}.txt" for n in (1000, 2000)}
    for n, path in ix.items():
        path.write_text(" ".join(map(str, row_of(n, 1, 10**4, n))))
    piles = {n: row_of(n, 1, 500, n) for n in (2000, 3000)}
    memo_row = folder / "vii3000.txt"
    memo_row.write_text(" ".join(map(str, row_of(3000, 1, 1000, 7))))
    chart = folder / "speed.png"

    table: list[tuple[str, str, str]] = []

    def timed(key: str, label: str, argv: list[str], target: str, stdin: str = "", memory: bool = False) -> None:
        if key in skip:
            return
        print(f"measuring: {label}", file=sys.stderr, flush=True)
        results, before = [], []
        for _ in range(runs):  # interleaved: the machine's load hits both alike
            results.append(whole(argv, stdin))
            if args.before:
                before.append(whole(argv, stdin, args.before))

        def told(found: list[tuple[float, float, float]]) -> str:
            seconds = statistics.median(r[0] for r in found)
            cpu = statistics.median(r[1] for r in found)
            peak = max(r[2] for r in found)
            return f"{seconds:.2f} s (CPU {cpu:.2f} s)" + (f", {peak:.0f} MB" if memory else "")

        now = told(results) + (f"; before: {told(before)}" if before else "")
        table.append((label, now, target))

    timed("check", "`check stone-game-iii` on a correct O(n) Python solution (whole process)",
          ["check", "stone-game-iii", str(CANDIDATE)], "≤ 1.0 s", memory=True)
    timed("grundy", "`grundy stone-game-iv 100000` (whole process)", ["grundy", "stone-game-iv", "100000"],
          "≤ 1 s, ≤ 100 MB", memory=True)
    timed("grundy", "`grundy stone-game-iv 1000000` (whole process)", ["grundy", "stone-game-iv", "1000000"],
          "≤ 5 s", memory=True)
    for n in (2000, 3000):
        timed("play", f"`play 877` with {n:,} piles, to the first prompt (whole process, then quit)",
              ["play", "stone-game", *map(str, piles[n])], "≤ 0.5 s", stdin="quit\n", memory=True)
    timed("explain", "`solve stone-game-iv 20000 --explain` (whole process)",
          ["solve", "stone-game-iv", "20000", "--explain"], "≤ 0.5 s")
    for n in (1000, 2000):
        timed("explain", f"`solve stone-game-ix <{n:,} stones> --explain` (whole process)",
              ["solve", "stone-game-ix", "--file", str(ix[n]), "--explain"], "≤ 0.5 s")
    if "memo" not in skip:
        print("measuring: the memo's note", file=sys.stderr, flush=True)
        notes = [until_note(["solve", "stone-game-vii", "--file", str(memo_row), "--method", "memo"])
                 for _ in range(runs)]
        note = notes[0][1].removeprefix("stonegame: note: ")
        table.append(("`solve stone-game-vii --method memo`, n = 3,000: its cost, before it starts",
                      f"said after {statistics.median(t for t, _ in notes):.2f} s: \"{note}\"; then a bar with "
                      "the time left", "state its cost up front"))
    timed("bench", "`bench stone-game --plot` (whole process)", ["bench", "stone-game", "--plot", str(chart)],
          "≤ 15 s")

    from stonegame.core import kernels
    from stonegame.games import stone_game_ii, stone_game_iv, stone_game_v

    def beside(key: str, label: str, ours: Callable[[], object], program: str, text: str, target: str) -> None:
        if key in skip or args.anchors is None:
            return
        print(f"measuring: {label}", file=sys.stderr, flush=True)
        with kernels.always_compile():
            ours()  # loads (or compiles) the kernels: excluded, as bench excludes it
            pairs = [(compute(ours), anchor(args.anchors / program, text)) for _ in range(runs)]
        mine = statistics.median(p[0] for p in pairs)
        theirs = statistics.median(p[1] for p in pairs)
        table.append((label, f"{mine * 1000:.0f} ms vs {theirs * 1000:.0f} ms: {mine / theirs:.2f}×", target))

    beside("iv", "`fast` stone-game-iv at n = 10^7 vs the C++ anchor (its whole process)",
           lambda: stone_game_iv.fast(10**7), "stone-game-iv", f"{10**7}\n", "≤ 1.25×")
    ii_row = row_of(5000, 1, 10**4, 11)
    import numpy as np

    ii_array = np.asarray(ii_row, np.int64)
    beside("ii", "`fast` stone-game-ii at n = 5,000 vs the C++ anchor (compute)",
           lambda: stone_game_ii.fast(ii_array), "stone-game-ii", f"5000\n{' '.join(map(str, ii_row))}\n", "≤ 1.1×")
    if "v" not in skip:
        print("measuring: stone-game-v at 10^5", file=sys.stderr, flush=True)
        v_row = np.random.default_rng(5).integers(1, 10**6 + 1, 10**5)
        stone_game_v.fast(v_row)
        seconds = statistics.median(compute(lambda: stone_game_v.fast(v_row)) for _ in range(runs))
        table.append(("`fast` stone-game-v at n = 10^5, uniform values (compute)", f"{seconds:.2f} s", "≤ 0.5 s"))

    print(f"| what a user runs (median of {runs}) | now | target |")
    print("|---|---|---|")
    for label, now, target in table:
        print(f"| {label} | {now} | {target} |")


if __name__ == "__main__":
    main()
