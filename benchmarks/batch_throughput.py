"""Instances per second of ``stonegame batch``, whole process against whole process, side by
side in one run: the C++ anchor (shared/anchors/cpp/batch-stone-game.cpp, 877 only), the row
path and the columnar path, for JSON Lines and Parquet, for 877, III and IX, on 1 and 2
workers and on a local Dask cluster of 2 workers.

    python benchmarks/batch_throughput.py [--count 200000] [--anchors ../shared/anchors/cpp] [--no-rows]

Rows are LeetCode-sized: n <= 20 within each problem's value range (877: an even n and an odd
total, as the problem promises). The anchor is built with g++ -O2 into a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

RANGES = {"stone-game": (1, 500), "stone-game-iii": (-1000, 1000), "stone-game-ix": (1, 10**4)}


def instances(game: str, count: int, seed: int = 0) -> list[list[int]]:
    rng = random.Random(seed)
    low, high = RANGES[game]
    rows = []
    for _ in range(count):
        if game == "stone-game":
            row = [rng.randint(low, high) for _ in range(2 * rng.randint(1, 10))]
            if sum(row) % 2 == 0:
                row[-1] += 1 if row[-1] < high else -1
        else:
            row = [rng.randint(low, high) for _ in range(rng.randint(1, 20))]
        rows.append(row)
    return rows


def write_inputs(folder: Path, game: str, count: int) -> tuple[Path, Path]:
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = instances(game, count)
    jsonl = folder / f"{game}.jsonl"
    jsonl.write_text("".join(json.dumps({"game": game, "instance": row, "id": k}) + "\n"
                             for k, row in enumerate(rows)))
    parquet = folder / f"{game}.parquet"
    pq.write_table(pa.table({"id": pa.array(range(count), pa.int64()), "game": [game] * count,
                             "instance": pa.array(rows, pa.list_(pa.int64()))}), parquet)
    return jsonl, parquet


def build_anchor(anchors: Path, folder: Path) -> Path | None:
    binary = folder / "batch-stone-game"
    try:
        subprocess.run(["g++", "-O2", "-march=native", "-std=c++17", "-o", str(binary),
                        str(anchors / "batch-stone-game.cpp")], check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        print(f"anchor not built: {error}")
        return None
    return binary


def timed(command: list[str], stdin: Path | None = None, env: dict[str, str] | None = None) -> float:
    began = time.perf_counter()
    with open(stdin or os.devnull, "rb") as source, open(os.devnull, "wb") as sink:
        subprocess.run(command, stdin=source, stdout=sink, check=True, env={**os.environ, **(env or {})})
    return time.perf_counter() - began


def batch(source: Path, out: Path, *options: str, rows: bool = False) -> float:
    command = [sys.executable, "-m", "stonegame", "batch", str(source), "-o", str(out), "-q", *options]
    return timed(command, env={"STONEGAME_BATCH_ROWS": "1" if rows else "0"})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=200_000)
    parser.add_argument("--anchors", type=Path, default=Path(__file__).resolve().parents[2] / "shared/anchors/cpp")
    parser.add_argument("--no-rows", action="store_true", help="skip the row path (slow)")
    options = parser.parse_args()
    count = options.count
    print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f} at the start; {count:,} rows each")
    print("| game | input | run | seconds | instances/s | × anchor |\n|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        anchor = build_anchor(options.anchors, folder)
        base = None  # the anchor solves 877 only: its time on 877 is the bar for every game
        for game in RANGES:
            jsonl, parquet = write_inputs(folder, game, count)
            if anchor is not None and game == "stone-game":
                base = timed([str(anchor)], stdin=jsonl)
                print(f"| {game} | JSONL | C++ anchor | {base:.2f} | {count / base:,.0f} | 1.0 |", flush=True)
            runs: list[tuple[str, Path, list[str], bool]] = []
            for source, kind in ((jsonl, "JSONL"), (parquet, "Parquet")):
                if not options.no_rows and game == "stone-game":
                    runs.append((kind, source, ["-w", "2"], True))
                runs += [(kind, source, ["-w", "1"], False), (kind, source, ["-w", "2"], False)]
            runs.append(("JSONL", jsonl, ["--dask", "-w", "2"], False))
            for kind, source, flags, rows in runs:
                out = folder / f"out.{'parquet' if kind == 'Parquet' else 'jsonl'}"
                seconds = batch(source, out, *flags, rows=rows)
                label = f"{'row' if rows else 'columnar'} path, {' '.join(flags)}"
                ratio = f"{seconds / base:.1f}" if base else "–"
                print(f"| {game} | {kind} | {label} | {seconds:.2f} | {count / seconds:,.0f} | {ratio} |", flush=True)


if __name__ == "__main__":
    main()
