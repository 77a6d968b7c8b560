"""How long a check of a C++ file takes, whole command, cold and warm, Clang beside g++ (#25).

    python benchmarks/check_cold.py [--runs 5] [--game stone-game-iii] [FILE.cpp]

Three ways a C++ file meets the build cache, each run ``--runs`` times per compiler
(``STONEGAME_CXX`` names it), in turn round after round so a change in the machine's load
touches them alike; the table gives the median seconds of the whole ``stonegame check``:

- first: a fresh cache folder, nothing built (LeetCode's header is precompiled first: once per
  compiler, flags and version, on a machine);
- cold: a file never checked, in a cache folder that has checked C++ before (the header is
  there): what checking a new or edited file costs;
- warm: the same file again (its builds are cached).

The machine's load is printed beside (a shared machine's figures vary with it).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
DEFAULT = HERE / "tests" / "checker" / "candidates" / "cpp" / "stone_game_iii.cpp"
COMPILERS = {"clang": ("clang++-19", "clang++"), "g++": ("g++",)}
KINDS = ("first", "cold", "warm")


def run_once(game: str, source: Path, builds: Path, compiler: str) -> tuple[float, int]:
    """(seconds, exit code) of one whole check."""
    env = dict(os.environ, STONEGAME_BUILDS=str(builds), STONEGAME_CXX=compiler)
    began = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "stonegame", "check", game, str(source)], env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - began, done.returncode


def copy(source: Path, folder: Path, tag: str) -> Path:
    """The source with a comment of its own: the same code, built anew (its hash differs)."""
    made = folder / f"{source.stem}_{tag}{source.suffix}"
    made.write_text(source.read_text() + f"\n// benchmark copy {tag}\n")
    return made


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default="stone-game-iii")
    parser.add_argument("file", nargs="?", type=Path, default=DEFAULT)
    options = parser.parse_args()
    found = {name: next((program for program in programs if shutil.which(program)), None)
             for name, programs in COMPILERS.items()}
    compilers = {name: program for name, program in found.items() if program is not None}
    if not compilers:
        raise SystemExit("no C++ compiler here (clang++-19, clang++ or g++)")
    times: dict[tuple[str, str], list[float]] = {(kind, name): [] for kind in KINDS for name in compilers}
    codes: set[int] = set()
    with tempfile.TemporaryDirectory(prefix="stonegame-bench-") as scratch:
        root = Path(scratch)
        for round_ in range(options.runs):
            for name, program in compilers.items():
                kept = root / f"kept-{name}"  # a cache folder that has checked before: its header is made
                fresh = kept if not kept.exists() else root / f"fresh-{name}-{round_}"  # (not copied: a
                source = copy(options.file, root, f"{name}-first-{round_}")  # header is used where it was made)
                took, code = run_once(options.game, source, fresh, program)
                times["first", name].append(took)
                codes.add(code)
                if fresh != kept:
                    shutil.rmtree(fresh)
                source = copy(options.file, root, f"{name}-cold-{round_}")
                for kind in ("cold", "warm"):
                    took, code = run_once(options.game, source, kept, program)
                    times[kind, name].append(took)
                    codes.add(code)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"stonegame check {options.game} {options.file.name}: median seconds of {options.runs} runs, whole command "
          f"(load average {load:.1f}, {os.cpu_count()} cores)")
    print(f"{'':8}" + "".join(f"{name + ' (' + program + ')':>22}" for name, program in compilers.items()))
    for kind in KINDS:
        print(f"{kind:8}" + "".join(f"{statistics.median(times[kind, name]):>22.2f}" for name in compilers))
    if codes - {0}:
        print(f"exit codes seen: {sorted(codes)} (0 expected: the file should pass)")


if __name__ == "__main__":
    main()
