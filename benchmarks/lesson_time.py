"""How long a lesson takes to make: every game and family, each format, whole process and in-process.

    python benchmarks/lesson_time.py [--games "stone-game;stone-game-viii"] [--repeat 3]

A lesson computes every number when it is made (agreement on 300 random instances, each
method timed on growing n, patterns over every small instance, the mistakes' smallest
counterexamples), so its time is mostly those measurements, by design: about a second per
method's ladder at most. The table prints the median of ``--repeat`` builds, what each part
took in the last one, and the whole command (``stonegame lesson GAME --format md``).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time

from stonegame.games import BUILT_IN, resolve
from stonegame.teach import lesson as lessons


def whole_command(slug: str, form: str) -> float:
    began = time.perf_counter()
    subprocess.run([sys.executable, "-m", "stonegame", "lesson", slug, "--format", form], check=True,
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=";".join([*BUILT_IN, "take-up-to:3", "subtraction:1,3,4", "nim"]),
                        help="games separated by ; (a family member names its parameters with commas)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    print(f"{'game':<20} {'in-process s':>12} {'md command s':>12} {'html command s':>14}")
    for slug in args.games.split(";"):
        game = resolve(slug)
        times = []
        for _ in range(args.repeat):
            began = time.perf_counter()
            lessons.lesson(game, lang=args.lang)
            times.append(time.perf_counter() - began)
        print(f"{slug:<20} {statistics.median(times):>12.2f} {whole_command(slug, 'md'):>12.2f} "
              f"{whole_command(slug, 'html'):>14.2f}", flush=True)


if __name__ == "__main__":
    main()
