"""Instances per second: a plain loop over `solve` against `stonegame batch` with 1 and 2
workers, in one run; and the memory of a batch over 10^6 lines, sampled as it runs.

    python benchmarks/batch_throughput.py [--count 100000] [--million]

Instances are small, as LeetCode's examples are: every built-in game in turn, 2 to 10 values
drawn within its constraints (a count game: n up to 50), method auto. The loop does what a
batch line does (solve, then the answer as compact JSON); the batch runs read a JSON Lines file
and write one, as the command does. With --million, a 10^6-line file is solved by the command
in a child process, and the resident memory of it and its workers is printed every few seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from stonegame.batch.run import Job, run
from stonegame.batch.work import answer_json
from stonegame.checker.cases import Shape, limits_of
from stonegame.core.solution import solve
from stonegame.games import BUILT_IN


def small_records(count: int, seed: int = 0) -> list[dict]:
    rng = random.Random(seed)
    games = list(BUILT_IN.values())
    records = []
    for number in range(count):
        game = games[number % len(games)]
        shape = Shape(game, limits_of(game))
        if game.instance.one_per_size:
            instance = rng.randint(1, 50)
        else:
            instance = shape.random_instance(rng.randint(max(2, shape.limits.min_n), 10), rng, "full")
        records.append({"game": game.slug, "instance": instance})
    return records


def cpu() -> float:
    """CPU seconds of this process and of its children that have ended (the pool's workers)."""
    mine, theirs = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return mine.ru_utime + mine.ru_stime + theirs.ru_utime + theirs.ru_stime


def plain_loop(lines: list[str]) -> float:
    began = time.perf_counter()
    for text in lines:
        record = json.loads(text)
        game = BUILT_IN[record["game"]]
        json.dumps({"id": 0, **answer_json(solve(game, record["instance"]), False)}, separators=(",", ":"))
    return time.perf_counter() - began


def resident_mb(pid: int) -> float:
    """Resident memory of a process and its children, in MB (Linux /proc)."""
    total = 0
    for each in [pid, *children(pid)]:
        try:
            for line in Path(f"/proc/{each}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total / 1024


def children(pid: int) -> list[int]:
    try:
        found = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return [int(child) for child in found]


def million(folder: Path) -> None:
    source = folder / "million.jsonl"
    with open(source, "w") as file:
        for block in range(10):
            file.write("".join(json.dumps(r) + "\n" for r in small_records(100_000, seed=block)))
    out = folder / "million.out.jsonl"
    child = subprocess.Popen([sys.executable, "-m", "stonegame", "batch", str(source), "-o", str(out), "-w", "2",
                              "-q"])
    began = time.monotonic()
    samples = []
    while child.poll() is None:
        time.sleep(3)
        lines = out.stat().st_size // 200 if out.exists() else 0
        samples.append((time.monotonic() - began, resident_mb(child.pid), lines))
        print(f"  {samples[-1][0]:6.1f} s  {samples[-1][1]:7.1f} MB resident (parent + workers)  "
              f"~{lines:,} lines written", flush=True)
    seconds = time.monotonic() - began
    written = sum(1 for _ in open(out))
    print(f"10^6 lines: {written:,} answers in {seconds:.1f} s ({written / seconds:,.0f}/s); resident memory "
          f"{min(s[1] for s in samples):.0f}-{max(s[1] for s in samples):.0f} MB while running")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--million", action="store_true")
    options = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f} at the start")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        lines = [json.dumps(r) for r in small_records(options.count)]
        source = folder / "in.jsonl"
        source.write_text("\n".join(lines) + "\n")
        spent = cpu()
        rows = [("plain loop over solve", plain_loop(lines), cpu() - spent)]
        for workers in (1, 2):
            began, spent = time.perf_counter(), cpu()
            run(Job(source, folder / f"out{workers}.jsonl", workers=workers, quiet=True))
            rows.append((f"batch, {workers} worker{'s' * (workers > 1)}", time.perf_counter() - began, cpu() - spent))
        base = rows[0][1]
        # On a loaded machine the wall clock measures the other jobs too: the CPU seconds spent
        # (this process and its workers) tell what the work costs, and what free cores would give.
        for label, seconds, used in rows:
            print(f"{label:24} {options.count / seconds:10,.0f} instances/s  ({seconds:.2f} s, "
                  f"{base / seconds:.2f}x the loop; {used:.2f} CPU s, {options.count / used:,.0f} per CPU second)")
        if options.million:
            million(folder)


if __name__ == "__main__":
    main()
