"""Every Python listing runs where a learner runs it (#37): saved as a plain script and run in a fresh
interpreter, with Python's default recursion limit and its default stack, on the problem's largest
input (or the largest its header says it is written for, "fast enough up to n = N"). A top-down listing that
recursed as deep as the input on the default stack would die here with a segmentation fault, as it
would on a learner's machine, while ``stonegame check`` (which gives a candidate a large stack, as
LeetCode does) passes it. Brute force is written for small inputs and is left out.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

import stonegame
from stonegame.core.instances import as_arguments
from stonegame.games import BUILT_IN

GAMES_DIR = Path(stonegame.__file__).parent / "games"
MAX_N = re.compile(r"up to n = (\d+)")
SLOW = 30  # seconds a listing may take at the problem's largest size, in a plain CPython
PACKAGE_OF = {path.name: game for game in BUILT_IN.values() if game.problem is not None
              for path in [Path(stonegame.__file__).parent / "games" / game.slug.replace("-", "_")]}


def listings() -> list[Path]:
    return sorted(path for path in GAMES_DIR.glob("*/solutions/*.py") if path.stem != "brute")


def largest(game, path: Path) -> object:
    """The problem's largest instance (values at random within its bounds), or the listing's own largest."""
    limits = game.problem.limits
    said = MAX_N.search("\n".join(path.read_text(encoding="utf-8").splitlines()[:3]))
    n = min(int(said[1]), limits.max_n) if said else limits.max_n
    rng = random.Random(n)
    raw = game.instance.make(n, lambda size: [rng.randint(max(limits.low, 1), max(limits.high, 1))
                                              for _ in range(size)])
    return game.validate(game.problem.mend(raw, game.instance))


@pytest.mark.parametrize("path", listings(), ids=lambda path: str(path.relative_to(GAMES_DIR)))
def test_a_listing_runs_as_a_plain_script_at_the_largest_size(path, tmp_path):
    game = PACKAGE_OF[path.parent.parent.name]
    instance = largest(game, path)
    exact = game.instance.exact(instance)
    arguments = ", ".join(json.dumps(argument) for argument in as_arguments(game.instance, exact))
    script = tmp_path / "listing.py"
    script.write_text(f"{path.read_text(encoding='utf-8')}\n\nprint(repr(Solution().{game.problem.method}("
                      f"{arguments})))\n", encoding="utf-8")
    ran = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=SLOW * 4)
    assert ran.returncode == 0, (ran.returncode, ran.stderr[-2000:])  # -11: a segmentation fault
    expected = stonegame.solve(game, instance).answer
    assert ran.stdout.strip() == repr(expected)
