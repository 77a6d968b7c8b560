"""A random fuzz of the Python API, run outside the test suite: whatever goes in, only a
``StoneGameError`` (or an answer) comes out.

    (ulimit -v 4000000; python benchmarks/api_fuzz.py --calls 100000 --seed 0)
    (ulimit -v 4000000; python benchmarks/api_fuzz.py --memory)

Each call is one of the public functions with odd arguments drawn at random: ``solve`` (games
by every name, junk names, families with odd parameters; instances small, huge, nested, of the
wrong type, numpy arrays of every dtype), the solution's ``repr``, JSON, HTML and narration,
``declare`` with arguments of the wrong types and functions returning the wrong types (then the
declared game solved), ``solve_many`` with bad records, ``get_game``, ``explain``, ``grundy`` and
now and then ``lesson``. A call that raises anything but a ``StoneGameError`` is a finding: the
first few are printed with their tracebacks, and every kind is counted. One call may take at
most ``--hang`` seconds (an alarm; a hang is a finding too).

``--memory`` instead measures the memory guards under the shell's address-space limit: 486's
memo at the largest row its limit admits, and ``solve_many`` on a 5·10^7-value VIII row.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import resource
import signal
import subprocess
import sys
import time
import traceback
from typing import Any

import numpy as np

import stonegame
from stonegame import (
    Count,
    Method,
    Pair,
    Parts,
    Row,
    Rules,
    StoneGameError,
    declare,
    explain,
    get_game,
    solve,
    solve_many,
)
from stonegame.tools.grundy import grundy
from stonegame.views.html import solution_html

NAMES = sorted({name for game in stonegame.GAMES.values() for name in game.names}) + [
    "877", "IV", " II ", "0", "-1", "", "stone-game-x", "take-up-to:3", "take-up-to:0", "take-up-to:x",
    "subtraction:1,3,4", "subtraction:", "subtraction:-1", "nim", "misere-nim", "x" * 300 + ".py", "/dev/null",
    "a.py", 877, 1406, -5, 10**30, None, 2.5, [], "stone-game\x00"]
METHODS = ["auto"] * 8 + ["memo", "table", "formula", "fast"] * 3 + ["brute", "", "tabel", None, 3, "AUTO"]
HUGE = [10**12, -10**12, 2**63, 2**64, 10**30, 10**400, -(10**400)]
ODD = [None, 2.5, float("nan"), float("inf"), "1", "x", b"1", 1j, True, [], {}, object(), (), set(), range(3)]
DTYPES = ["int8", "int32", "int64", "uint8", "uint64", "float64", "bool", "object", "datetime64[s]",
          "timedelta64[s]", "complex128", "U3"]


class Hang(Exception):
    """One call ran past its alarm."""


def value(rng: random.Random) -> Any:
    roll = rng.random()
    if roll < 0.75:
        return rng.randint(-5, 40)
    if roll < 0.9:
        return rng.choice(HUGE)
    return rng.choice(ODD)


def row(rng: random.Random, most: int = 8) -> list[Any]:
    return [value(rng) for _ in range(rng.randint(0, most))]


def instance(rng: random.Random) -> Any:
    kind = rng.randrange(12)
    if kind < 4:
        return [rng.randint(1, 12) for _ in range(rng.randint(1, 7))]
    if kind == 4:
        return row(rng)
    if kind == 5:
        return rng.choice([rng.randint(0, 40), rng.choice(HUGE), rng.choice(ODD)])
    if kind == 6:
        return (row(rng), row(rng))
    if kind == 7:
        values = [rng.randint(0, 40) for _ in range(rng.randint(0, 8))]
        dtype = rng.choice(DTYPES)
        try:
            return np.array(values if rng.random() < 0.8 else [values, values], dtype=dtype)
        except (TypeError, ValueError):
            return np.array(values)
    if kind == 8:
        nested: Any = rng.randint(1, 9)
        for _ in range(rng.choice([1, 2, 3, 5, 50])):
            nested = [nested]
        return nested
    if kind == 9:
        return iter([rng.randint(1, 9) for _ in range(rng.randint(1, 6))])
    if kind == 10:
        return {"alice": row(rng), "bob": row(rng)}
    return rng.choice([range(1, rng.randint(2, 9)), range(1, 10**12), "1 2 3", "[1, 2]", "", None])


def some_function(rng: random.Random, returns: Any) -> Any:
    """A user's function: right, returning the wrong type, or raising."""
    roll = rng.random()
    if roll < 0.1:
        def raising(*args: Any) -> Any:
            raise rng.choice([ValueError("mine"), KeyError(1), ZeroDivisionError(), RecursionError(),
                              StopIteration(), GeneratorExit(), SystemExit(3)])
        return raising
    if roll < 0.25:
        wrong = rng.choice([None, "x", 2.5, object(), [1], {1: 2}, 10**400, float("nan"), (1,), (1, 2, 3, 4)])
        return lambda *args: wrong
    return returns


def declared(rng: random.Random) -> Any:
    """``declare`` of a rules class with some methods wrong, and some options of the wrong type."""
    def moves(position: Any) -> Any:
        return ["L", "R"] if position else []

    def play(position: Any, move: Any) -> Any:
        return (position[0], position[1:]) if move == "L" else (position[-1], position[:-1])

    hooks = {"start": some_function(rng, tuple), "moves": some_function(rng, moves), "play": some_function(rng, play)}
    for label, bad in [("end", some_function(rng, lambda p: 0)), ("key", some_function(rng, lambda p: p)),
                       ("show", some_function(rng, lambda p: list(p))), ("estimate", some_function(rng, lambda: 10)),
                       ("name", some_function(rng, lambda p, m: str(m)))]:
        if rng.random() < 0.08:
            hooks[label] = bad
    def method(function: Any) -> Any:
        return lambda self, *args: function(*args)

    body: dict[str, Any] = {name: method(function) for name, function in hooks.items()}
    start = hooks["start"]
    body["start"] = lambda self: start(self.instance)
    body["scoring"] = rng.choice([True, True, True, False, "yes", None])
    options: dict[str, Any] = {}
    for label, bad in [
        ("instance", [5, "row", Row(least="a"), Row(least=5, most=2), Row(min_length=-1), Count(), Pair()]),
        ("title", [5, b"t", ["t"]]), ("summary", [5]),
        ("methods", [5, ("table",), (Method("table"),), (Method("quick", len),), (Method("table", len, 5),),
                     (Method("table", some_function(rng, lambda row: 1)),)]),
        ("answer", [5, some_function(rng, lambda v, i: v)]),
        ("parts", [5, Parts(small=0), Parts(small="9"), Parts(examples=5), Parts(examples=[(1,)])]),
    ]:
        if rng.random() < 0.08:
            options[label] = rng.choice(bad)
    name = rng.choice(["g", "Bad Name", "", "x" * rng.choice([10, 5000]), 5, "g-2"])
    return declare(name, type("Fuzzed", (Rules,), body), **options)


def solution_views(solution: Any, rng: random.Random) -> None:
    repr(solution)
    json.dumps(solution.to_json())
    if rng.random() < 0.3:
        explain(solution, rng.choice(["en", "zh", "xx"]))
    if rng.random() < 0.2:
        solution_html(solution)


def call(rng: random.Random) -> str:
    """One call (or a solve and the views of its solution); its name, for the tally."""
    kind = rng.random()
    if kind < 0.45:
        solution = solve(rng.choice(NAMES), instance(rng), method=rng.choice(METHODS))
        solution_views(solution, rng)
        return "solve"
    if kind < 0.7:
        game = declared(rng)
        solution = solve(game, instance(rng) if rng.random() < 0.3 else [rng.randint(1, 9) for _ in range(4)],
                         method=rng.choice(["auto", "brute", "memo", "table"]))
        solution_views(solution, rng)
        return "declare"
    if kind < 0.8:
        records = [rng.choice([{"instance": instance(rng), "game": rng.choice(NAMES)}, {"game": [1]}, {"game": None},
                               {"instance": [1, 2], "game": "stone-game", "method": 1}, instance(rng),
                               {"instance": (x for x in [1, 2, 3]), "game": "stone-game-iii"}])
                   for _ in range(rng.randint(1, 4))]
        for found in solve_many(records, game=rng.choice([None, "stone-game-iii", "nope"]), workers=0):
            if not isinstance(found, StoneGameError):
                json.dumps(found.to_json())
        return "solve_many"
    if kind < 0.87:
        get_game(rng.choice(NAMES))
        return "get_game"
    if kind < 0.94:
        lang = rng.choice(["en", "zh", "xx", 5])
        explain(solve(rng.choice(NAMES), instance(rng)) if rng.random() < 0.7 else instance(rng), lang=lang)
        return "explain"
    if kind < 0.9995:
        grundy(get_game(rng.choice(["nim", "misere-nim", "take-up-to:3", "subtraction:1,3,4", "stone-game"])),
               instance(rng))
        return "grundy"
    stonegame.lesson(rng.choice(NAMES), instance(rng) if rng.random() < 0.5 else None, lang=rng.choice(["en", "xx"]))
    return "lesson"


def fuzz(calls: int, seed: int, hang: float, shown: int) -> int:
    def hung(signum: int, frame: Any) -> None:
        raise Hang

    signal.signal(signal.SIGALRM, hung)
    rng = random.Random(seed)
    tally: collections.Counter[str] = collections.Counter()
    errors: collections.Counter[str] = collections.Counter()
    findings: collections.Counter[tuple[str, str]] = collections.Counter()
    began = time.perf_counter()
    for number in range(calls):
        state = rng.getstate()
        signal.setitimer(signal.ITIMER_REAL, hang)
        try:
            tally[call(rng)] += 1
        except StoneGameError as error:
            errors[type(error).__name__] += 1
        except BaseException as error:  # noqa: BLE001 (every other kind is what the fuzz looks for)
            if isinstance(error, KeyboardInterrupt) and not isinstance(error, Hang):
                raise
            where = traceback.extract_tb(error.__traceback__)[-1]
            key = (type(error).__name__, f"{where.filename.rsplit('/', 1)[-1]}:{where.lineno}")
            findings[key] += 1
            if findings[key] == 1 and sum(findings.values()) <= shown:
                print(f"--- call {number} (seed state saved): {key}", file=sys.stderr)
                traceback.print_exception(error, file=sys.stderr)
            del state
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
    seconds = time.perf_counter() - began
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{calls:,} calls in {seconds:,.1f} s ({calls / seconds:,.0f}/s), peak memory {peak:,.0f} MB, seed {seed}")
    print("answered:", dict(tally.most_common()))
    print("StoneGameError subclasses:", dict(errors.most_common()))
    print(f"other exceptions: {sum(findings.values())}", dict(findings.most_common()))
    return 1 if findings else 0


MEMORY_CASES = [
    ("486 memo, 3,160 values (the memo's limit)",
     lambda: solve("predict-the-winner", range(1, 3161), method="memo")),
    ("486 memo, 5,000 values", lambda: solve("predict-the-winner", list(range(1, 5001)), method="memo")),
    ("solve_many, VIII row of 5·10^7 values, 2 workers",
     lambda: list(solve_many([{"game": "stone-game-viii", "instance": list(range(1, 5 * 10**7 + 1))}], workers=2))),
]
"""The memory guards' cases, each measured in a process of its own (a memo's freed memory is not
always given back to the system, and would count against the next case)."""


def memory(case: int | None) -> int:
    """The memory guards, measured under the shell's address-space limit (which the cases' own
    processes inherit)."""
    if case is None:
        limit = resource.getrlimit(resource.RLIMIT_AS)[0]
        print(f"address-space limit: {'none' if limit == resource.RLIM_INFINITY else f'{limit / 2**30:.1f} GiB'}")
        for number in range(len(MEMORY_CASES)):
            subprocess.run([sys.executable, __file__, "--memory-case", str(number)], check=False)
        return 0
    label, run = MEMORY_CASES[case]
    began = time.perf_counter()
    try:
        found = run()
        said = f"solved: {str(found)[:70]}"
    except StoneGameError as error:
        said = f"refused ({type(error).__name__}): {str(error)[:90]}"
    except MemoryError:
        said = "MemoryError"
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{label}: {said} [{time.perf_counter() - began:.1f} s, peak {peak:,.0f} MB]", flush=True)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--calls", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hang", type=float, default=60.0, help="seconds one call may take")
    parser.add_argument("--shown", type=int, default=10, help="tracebacks printed")
    parser.add_argument("--memory", action="store_true", help="measure the memory guards instead")
    parser.add_argument("--memory-case", type=int, default=None, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.memory or options.memory_case is not None:
        return memory(options.memory_case)
    return fuzz(options.calls, options.seed, options.hang, options.shown)


if __name__ == "__main__":
    sys.exit(main())
