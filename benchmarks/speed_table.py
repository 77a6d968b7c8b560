"""The speed table: every game's ``fast`` beside its C++ anchor, in one run, against its target.

    python benchmarks/speed_table.py --anchors DIR [--repeat 5] [--write docs/how-it-works/speed.md]

Build the anchors outside the shared folder first (shared/anchors/README.md):
``make -C shared/anchors/cpp BIN=DIR``. Each row is a whole ``stonegame.solve(game, array,
method="fast")`` call (reading the instance, its notes, the kernel), median of ``--repeat``
after a warm-up that loads the kernels, beside the anchor on the same instance in the same run
(its compute time, ANCHOR_TIME=1, where it reports one; else its whole process). Games whose
O(n²) anchor cannot reach 10^7 (877, 486, VII) are held to III's O(n) anchor on the same row.
The last rows read a Python list of 10^7 values against converting it to an array first.
Prints one Markdown table; ``--write FILE`` also puts it between FILE's ``speed-table``
markers. Nothing here asserts a time, and no test runs it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

from stonegame import get_game, solve
from stonegame.tools.bench import Row, Timing, decimal, measure

TARGETS = {  # slug: (sizes, the most our time may be over the anchor's)
    "stone-game": ((10**5, 10**7), 1.5),
    "predict-the-winner": ((10**5, 10**7), 1.5),
    "stone-game-ii": ((2000, 5000), None),
    "stone-game-iii": ((10**5, 10**7), 1.25),
    "stone-game-iv": ((10**5, 10**7), 1.25),
    "stone-game-v": ((2000, 4000), None),
    "stone-game-vi": ((10**5, 10**7), 1.25),
    "stone-game-vii": ((10**5, 10**7), 1.5),
    "stone-game-viii": ((10**5, 10**7), 1.25),
    "stone-game-ix": ((10**5, 10**7), 1.25),
}
LIST_GAMES = ("stone-game-iii", "stone-game", "stone-game-viii")
LIST_TARGET = 1.5
BEGIN, END = "<!-- speed-table:begin -->", "<!-- speed-table:end -->"


def verdict(ratio: float | None, target: float | None) -> str:
    if ratio is None or target is None:
        return ""
    return f"≤ {target}×: {'met' if ratio <= target else '**missed**'}"


def game_rows(anchors: Path, repeat: int) -> list[tuple[Row, float | None]]:
    rows = []
    for slug, (sizes, target) in TARGETS.items():
        for n in sizes:
            row = measure(get_game(slug), "fast", n, Timing(repeat, anchors), trace=False)
            print(f"{slug} n={n:,}: {decimal(row.seconds)} s, anchor {row.anchor_seconds}", file=sys.stderr)
            rows.append((row, target))
    return rows


def median_seconds(run, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        run()
        times.append(time.perf_counter() - began)
    return statistics.median(times)


def list_rows(repeat: int) -> list[tuple[str, float, float]]:
    """(game, seconds of solve(list), seconds of np.array(list) and solve(that array))."""
    import numpy as np

    values = [random.Random(7).randint(1, 500) for _ in range(10**7)]
    found = []
    for slug in LIST_GAMES:
        solve(slug, np.array(values), method="fast")  # loads the kernels
        given = median_seconds(lambda slug=slug: solve(slug, values, method="fast"), repeat)
        converted = median_seconds(lambda slug=slug: solve(slug, np.array(values), method="fast"), repeat)
        print(f"{slug} list: {given:.3f} s, array first {converted:.3f} s", file=sys.stderr)
        found.append((slug, given, converted))
    return found


def table(rows: list[tuple[Row, float | None]], lists: list[tuple[str, float, float]]) -> str:
    lines = ["| game | n | stonegame `fast` (whole `solve`) | C++ anchor | ratio | target |",
             "|---|---|---|---|---|---|"]
    for row, target in rows:
        anchor = "" if row.anchor_seconds is None else f"{row.anchor_seconds * 1000:.3g} ms"
        if row.anchor:
            anchor += f" ({row.anchor}'s)"
        ratio = "" if row.ratio is None else f"{row.ratio:.3g}×"
        shown_target = verdict(row.ratio, target) if row.n >= 10**6 or target is None else ""
        lines.append(f"| {row.game} | {row.n:,} | {row.seconds * 1000:.3g} ms | {anchor} | {ratio} | {shown_target} |")
    for slug, given, converted in lists:
        ratio = given / converted
        lines.append(f"| {slug}, a Python list | 10,000,000 | {given * 1000:.3g} ms | np.array(list), then "
                     f"solve: {converted * 1000:.3g} ms | {ratio:.2f}× | {verdict(ratio, LIST_TARGET)} |")
    return "\n".join(lines)


def write_into(path: Path, text: str) -> None:
    """``text`` in place of what stands between the markers of the file at ``path``."""
    whole = path.read_text(encoding="utf-8")
    if BEGIN not in whole or END not in whole:
        sys.exit(f"{path} has no {BEGIN} ... {END} block to write the table into")
    before, rest = whole.split(BEGIN, 1)
    after = rest.split(END, 1)[1]
    path.write_text(f"{before}{BEGIN}\n{text}\n{END}{after}", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--anchors", type=Path, required=True, help="the built C++ anchors' folder")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--write", type=Path, help="a Markdown file with speed-table markers to update")
    options = parser.parse_args()
    text = table(game_rows(options.anchors, options.repeat), list_rows(options.repeat))
    print(text)
    if options.write:
        write_into(options.write, text)


if __name__ == "__main__":
    main()
