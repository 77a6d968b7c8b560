"""How long ``stonegame check`` takes, whole process, as a user waits for it (issue #16).

    python benchmarks/check_speed.py [--runs 5] [GAME=CANDIDATE ...]

Prints, per command, the median wall time of ``--runs`` runs and the largest peak memory
(the checker's own, its reference worker's and the candidate's, each process apart). Runs the
commands in turn, round after round, so a change in the machine's load touches them alike.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CANDIDATES = HERE / "tests" / "check" / "candidates"
DEFAULT = [
    ("stone-game-iii", CANDIDATES / "stone_game_iii_dp.py"),  # the table of issue #16: target <= 1.0 s
    ("stone-game-viii", CANDIDATES / "stone_game_viii_dp.py"),
    ("stone-game-iv", CANDIDATES / "stone_game_iv.py"),
]


def run_once(game: str, candidate: Path) -> tuple[float, int, int]:
    """(seconds, exit code, peak resident kilobytes of the largest process)."""
    began = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-m", "stonegame", "check", game, str(candidate)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    took = time.perf_counter() - began
    process.returncode = os.waitstatus_to_exitcode(status)
    return took, process.returncode, usage.ru_maxrss


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("pairs", nargs="*", help="GAME=CANDIDATE.py")
    options = parser.parse_args()
    pairs = [(p.split("=", 1)[0], Path(p.split("=", 1)[1])) for p in options.pairs] or DEFAULT
    times: dict[int, list[float]] = {i: [] for i in range(len(pairs))}
    memory: dict[int, int] = {i: 0 for i in range(len(pairs))}
    codes: dict[int, set[int]] = {i: set() for i in range(len(pairs))}
    for _ in range(options.runs):
        for i, (game, candidate) in enumerate(pairs):
            took, code, peak = run_once(game, candidate)
            times[i].append(took)
            memory[i] = max(memory[i], peak)
            codes[i].add(code)
    print(f"{'command':<60} {'median s':>9} {'min s':>7} {'peak MB':>8}  exit")
    for i, (game, candidate) in enumerate(pairs):
        command = f"stonegame check {game} {candidate.name}"
        print(f"{command:<60} {statistics.median(times[i]):>9.2f} {min(times[i]):>7.2f} "
              f"{memory[i] / 1024:>8.0f}  {','.join(map(str, sorted(codes[i])))}")


if __name__ == "__main__":
    main()
