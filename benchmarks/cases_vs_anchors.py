"""Run every file `stonegame cases` writes through the C++ anchors and compare the outputs.

    make -C ../shared/anchors/cpp BIN=/tmp/anchors        # build the anchors first
    python benchmarks/cases_vs_anchors.py /tmp/anchors [--count 20]

For each game with an anchor program of its slug: `stonegame cases GAME --format stdin` into a
temporary folder, each NN.in piped unchanged into the anchor, and its output compared with
NN.out line by line, over the lines the anchor prints (the answer; Alice − Bob too, for the
games whose anchor prints it). Prints one row a game and exits 1 on any difference.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

from stonegame.games import BUILT_IN


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("anchors", type=Path, help="folder of the built anchor programs")
    parser.add_argument("--count", type=int, default=20)
    options = parser.parse_args()
    failed = 0
    for slug in BUILT_IN:
        program = options.anchors / slug
        if not program.exists():
            print(f"{slug:20} no anchor")
            continue
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run([sys.executable, "-m", "stonegame", "cases", slug, "--count", str(options.count),
                            "--out", folder, "--format", "stdin"], check=True, stderr=subprocess.DEVNULL)
            inputs = sorted(Path(folder).glob("*.in"))
            same = lines = 0
            for path in inputs:
                got = subprocess.run([str(program)], stdin=path.open("rb"), capture_output=True, text=True,
                                     timeout=120).stdout.split()
                want = path.with_suffix(".out").read_text().split()
                lines += len(got)
                if got and got == want[: len(got)]:
                    same += 1
                else:
                    failed += 1
                    print(f"  {path.name}: anchor {got[:2]} != expected {want[:2]}")
            print(f"{slug:20} {same}/{len(inputs)} cases agree ({lines} anchor lines compared)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
