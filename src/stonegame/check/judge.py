"""``stonegame check``: a user's solution against the reference, and the smallest failing case.

A *candidate* is a Python file with LeetCode's ``class Solution`` (or a plain function), or any
program that reads one instance on stdin and prints the answer. It runs in child processes
(``child.py``) with a time and a memory limit, so a crash, a loop or a memory blow-up is
a verdict, never the checker's problem, and under a supervisor that ends everything the
candidate started when a case, a timeout or the checker itself ends. This is isolation
against mistakes, not a sandbox: the candidate runs on the user's machine with the user's rights.

The check runs, in order, until the first failure:

1. the statement's examples;
2. edge cases: the smallest rows, all-equal values, the ends of the value range, zeros and
   negatives where the problem allows them (every case respects the original constraints, so a
   solution that relies on a guarantee, such as ``return True`` for 877, passes);
3. generated cases, drawn with a seeded generator (the same seed, the same cases), distinct
   and smallest first: small ones (up to ``GENERATED_SIZE`` values, or every n from the
   smallest for a count game), then *sized* ones spread over the whole range the constraints
   allow (for a count game half of them among the n whose answer is the rarer one);
4. speed: a few instances of the constraints' largest size; a run over the time limit is
   reported as ``too-slow`` (a likely "time limit exceeded"), beside the reference's time.

A failure is then *shrunk*: halves, chunks and single values are dropped, then values made
smaller, as long as the instance keeps the constraints and fails the same way, within a budget.

Glossary: instance = what the problem takes (a row, an int n, or a pair of rows), as JSON;
case = one instance run; outcome = what the candidate did (answered, raised, died, looped);
verdict = the outcome judged against the reference answer.
"""

from __future__ import annotations

import json
import math
import os
import random
import re
import select
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game, Limits
from stonegame.games import GAMES
from stonegame.check.child import OUTPUT_BYTES, RECURSION_LIMIT, STDERR_TAIL
from stonegame.core.solution import Solution, solve

RUNNER = Path(__file__).with_name("child.py")

TIME_LIMIT = 2.0
"""Seconds one run at the constraints' largest size may take (CPython on this machine).

The rule behind it: LeetCode's limits are hidden and count all tests together; a Python
solution of the intended complexity runs each game's largest instance in well under a second
here (the reference's times are printed beside), while an O(n³) Stone Game V takes about five
seconds and an O(n²) Stone Game VIII minutes. Two seconds separates the two with a margin.
"""
CASE_LIMIT = 2.0  # seconds for one small case (at most the time limit): a loop, or exponential time
MEMORY_MB = 512  # megabytes the candidate may allocate beyond the interpreter and its own file
MAX_MEMORY_MB = 2**30  # a petabyte: more than any machine, and still an exact rlimit in bytes
MAX_SECONDS = 86_400.0  # the longest --time-limit: a day
CASES = 1000  # generated cases for a Python candidate (each a round trip to the child)
COMMAND_CASES = 200  # for --cmd, one process per case
MAX_CASES = 100_000  # they are drawn before the first one runs
SIZED = 24  # of the generated cases, how many are sized across the range (at most a fifth)
COUNT_SIZED = 10  # the same for a count game, where each costs a run of up to the largest n
GENERATED_SIZE = 12  # largest small row generated (exponential but correct solutions stay fast)
SMALL_VALUES = 10  # small values lie in [-10, 10] ∩ range, where ties and bugs hide
SHRINK_SECONDS = 20.0  # the shrinking budget: time ...
SHRINK_RUNS = 2000  # ... and runs (each instance tried costs one)
SHRINK_TIMEOUTS = 3  # runs that time out while shrinking (each costs the case limit) before it stops
LINE_LIMIT = 30  # largest instance whose optimal line is shown
SHOWN_VALUES = 40  # a longer instance is abbreviated in the report and written whole to a file
SOLVER_ARRAY = 64  # a row this long goes to the reference as an int64 array
EXPLAIN_LIMIT = 2000  # largest instance the reproducing command adds --explain to
STOP_SECONDS = 10.0  # how long a supervisor may take to end everything before it is killed itself

VERDICTS = {
    "passed": "passed",
    "wrong-answer": "wrong answer",
    "wrong-type": "wrong return type",
    "runtime-error": "runtime error",
    "crash": "crash",
    "timeout": "timeout",
    "memory": "memory limit exceeded",
    "output": "printed more than 16 MB to stdout",
    "too-slow": "too slow (likely time limit exceeded)",
}


CHEAP_VERDICTS = ("wrong-answer", "wrong-type", "runtime-error")  # found without waiting or restarting
WINNERS = ("Alice", "Bob", "Tie")  # the only text answers in the family (Stone Game III)
PHASES = {"examples": "a statement example", "edge": "an edge case", "generated": "a generated case",
          "sized": "a sized case", "speed": "a largest instance"}


class CandidateError(StoneGameError):
    """The candidate cannot be checked at all: no such file or command, no Solution, a syntax error."""


LIMITS: dict[str, Limits] = {game.slug: game.limits for game in GAMES.values() if game.limits is not None}
"""The original constraints of every built-in game, as the games declare them."""


def limits_of(game: Game) -> Limits:
    """The game's original limits, or, for a declared game, a stand-in from what it declares."""
    if game.limits is not None:
        return game.limits
    low = getattr(game.instance, "least", None)
    low = -30 if low is None else low
    return Limits(max(game.instance.smallest, 1), game.small, low, max(30, low))


# --- instances ---------------------------------------------------------------------------


def log_uniform(rng: random.Random, low: int, high: int) -> int:
    """An integer in [low, high] whose logarithm is uniform: as many around 100 as around 10^4."""
    return min(high, max(low, round(math.exp(rng.uniform(math.log(low), math.log(high + 1))))))


@dataclass(frozen=True)
class Shape:
    """How instances of one game look, are checked against the constraints and are passed on."""

    game: Game
    limits: Limits

    @property
    def kind(self) -> str:
        return self.game.instance.name

    def size(self, instance: Any) -> int:
        """n: the number of values (or n itself for a count game)."""
        return self.game.size(instance)

    def values(self, instance: Any) -> list[int]:
        if self.kind == "count":
            return []
        return [*instance[0], *instance[1]] if self.kind == "pair" else list(instance)

    def allowed(self, instance: Any) -> bool:
        """Within the original constraints (which the candidate may rely on)."""
        lim, n = self.limits, self.size(instance)
        if not lim.min_n <= n <= lim.max_n:
            return False
        values = self.values(instance)
        if values and not lim.low <= min(values) <= max(values) <= lim.high:
            return False
        if lim.even_n and n % 2 or lim.odd_sum and sum(values) % 2 == 0:
            return False
        try:
            return not self.game.notes or not self.game.notes(self.game.validate(self.for_solver(instance)))
        except StoneGameError:
            return False

    def for_solver(self, instance: Any) -> Any:
        """The instance as the reference takes it quickest: the long rows of a built-in game as
        int64 arrays (checked and solved without a Python int per value; the original
        constraints keep their values far inside int64)."""
        if self.kind == "count" or self.game.limits is None or self.size(instance) < SOLVER_ARRAY:
            return instance
        import numpy as np

        if self.kind == "pair":
            return tuple(np.asarray(row, dtype=np.int64) for row in instance)
        return np.asarray(instance, dtype=np.int64)

    def fit(self, row: list[int]) -> list[int]:
        """The row made to meet a parity guarantee (877: even n, odd sum), else unchanged.

        >>> from stonegame import get_game
        >>> Shape(get_game("stone-game"), LIMITS["stone-game"]).fit([4, 4, 4])
        [4, 5]
        """
        lim = self.limits
        if lim.even_n and len(row) % 2:
            row = row[:-1] if len(row) > lim.min_n else [*row, row[-1]]
        if lim.odd_sum and row and sum(row) % 2 == 0:
            row = [*row[:-1], row[-1] + 1 if row[-1] < lim.high else row[-1] - 1]
        return row

    def arguments(self, instance: Any) -> list[Any]:
        """What the LeetCode method takes: one list, one int, or Alice's and Bob's lists."""
        if self.kind == "pair":
            return [list(instance[0]), list(instance[1])]
        return [instance if self.kind == "count" else list(instance)]

    def stdin(self, instance: Any) -> str:
        """The --cmd input: ``n``, then the values on one line (Alice's, then Bob's, for a pair).

        >>> from stonegame import get_game
        >>> Shape(get_game("stone-game-iii"), LIMITS["stone-game-iii"]).stdin([1, 2, -9])
        '3\\n1 2 -9\\n'
        """
        return self.game.instance.stdin(instance)

    def smallness(self, instance: Any) -> tuple:
        """Sort key: fewer stones first, then smaller magnitudes."""
        values = [abs(v) for v in self.values(instance)]
        return (self.size(instance), sum(values), values)

    def show(self, instance: Any) -> str:
        """The instance for the report: a long row by its ends and how many values lie between.

        >>> from stonegame import get_game
        >>> Shape(get_game("viii"), LIMITS["stone-game-viii"]).show(list(range(50)))
        '[0, 1, 2, 3, 4, 5, 6, 7, … 34 more …, 42, 43, 44, 45, 46, 47, 48, 49]'
        """
        from stonegame.teach.explain import row_text

        if self.kind == "count":
            return f"n = {instance}"

        def row(values: list[int]) -> str:
            return json.dumps(list(values)) if len(values) <= SHOWN_VALUES else row_text(values)

        if self.kind == "pair":
            return f"alice {row(instance[0])}, bob {row(instance[1])}"
        return row(instance)

    def abbreviated(self, instance: Any) -> bool:
        return self.kind != "count" and self.size(instance) > SHOWN_VALUES

    # The cases themselves.

    def edge_cases(self) -> list[Any]:
        """Smallest rows, all-equal values, the ends of the range, zeros and negatives: smallest first."""
        lim = self.limits
        if self.kind == "count":
            return list(range(lim.min_n, min(lim.max_n, 25) + 1))
        sizes = sorted({n for n in (lim.min_n, lim.min_n + 1, lim.min_n + 2, 5) if n <= lim.max_n})
        fills = sorted({v for v in (lim.low, lim.high, 0, 1) if lim.low <= v <= lim.high})
        found: list[Any] = []
        for n in sizes:
            rows = [[v] * n for v in fills]
            rows += [[(lim.low, lim.high)[i % 2] for i in range(n)]]
            rows += [[(lim.high, lim.low)[i % 2] for i in range(n)]]
            rows += [[min(lim.high, max(lim.low, 1 + i)) for i in range(n)]]
            if lim.low < 0 < lim.high:
                rows += [[(-1) ** i for i in range(n)]]
            if self.kind == "pair":
                pairs = [(r, r) for r in rows] + [(r, r[::-1]) for r in rows[len(fills):]]
                pairs += [([lim.low] * n, [lim.high] * n), ([lim.high] * n, [lim.low] * n)]
                found += [[list(a), list(b)] for a, b in pairs]
            else:
                found += [self.fit(r) for r in rows]
        return unique(i for i in found if self.allowed(i))

    def random_row(self, n: int, rng: random.Random, style: str) -> list[int]:
        """n values: ``small`` ones (in [-10, 10] ∩ range), ``ties`` (three values), ``full``
        range, or ``mixed`` (each small or full-range)."""
        lim = self.limits
        small = range(max(lim.low, -SMALL_VALUES), min(lim.high, SMALL_VALUES) + 1)
        full = range(lim.low, lim.high + 1)
        if style == "mixed":
            return [rng.choice(small) if rng.random() < 0.5 else rng.choice(full) for _ in range(n)]
        pool = {"small": small, "ties": range(lim.low, min(lim.high, lim.low + 2) + 1)}.get(style, full)
        return rng.choices(pool, k=n)

    def random_instance(self, n: int, rng: random.Random, style: str) -> Any:
        if self.kind == "pair":
            return [self.random_row(n, rng, style), self.random_row(n, rng, style)]
        return self.fit(self.random_row(n, rng, style))

    def generated(self, count: int, rng: random.Random, seen: Iterable[Any] = ()) -> tuple[list[Any], list[Any]]:
        """``count`` distinct allowed instances, none of ``seen``: (small ones, sized ones), each
        smallest first. Fewer when the constraints leave fewer."""
        sized = min(COUNT_SIZED if self.kind == "count" else SIZED, count // 5)
        keys = {key_of(instance) for instance in seen}
        if self.kind == "count":
            small = self.small_counts(count - sized, keys)
            top = small[-1] if small else self.limits.min_n - 1
            return small, self.counts_across(sized, rng, max(top, GENERATED_SIZE) + 1, keys)
        small = self.draw(count - sized, rng, keys, lambda: rng.randint(
            self.limits.min_n, max(self.limits.min_n, min(self.limits.max_n, GENERATED_SIZE))))
        low = max(self.limits.min_n, GENERATED_SIZE + 1)
        if low > self.limits.max_n:
            return small, []
        return small, self.draw(sized, rng, keys, lambda: log_uniform(rng, low, self.limits.max_n))

    def draw(self, count: int, rng: random.Random, keys: set[str], size: Callable[[], int]) -> list[Any]:
        """``count`` distinct allowed random instances of sizes from ``size()``, values of every
        style in turn (small ones most often)."""
        styles = ("small", "mixed", "small", "full", "ties")
        found: list[Any] = []
        for attempt in range(20 * count):  # bounded: a small game may have fewer distinct instances
            if len(found) == count:
                break
            instance = self.random_instance(size(), rng, styles[attempt % len(styles)])
            key = key_of(instance)
            if key not in keys and self.allowed(instance):
                keys.add(key)
                found.append(instance)
        return sorted(found, key=self.smallness)

    def small_counts(self, count: int, keys: set[str]) -> list[int]:
        """Every n from the smallest on, ``count`` of them, leaving out those already run."""
        found: list[int] = []
        for n in range(self.limits.min_n, self.limits.max_n + 1):
            if len(found) == count:
                break
            if key_of(n) not in keys:
                keys.add(key_of(n))
                found.append(n)
        return found

    def counts_across(self, count: int, rng: random.Random, low: int, keys: set[str]) -> list[int]:
        """``count`` values of n in [low, max]: half of them drawn uniformly among the n whose
        answer is the rarer one (where a solution that misses a move goes wrong: a lost position of
        Stone Game IV is one n in 36), when the game gives every position's value in one run; the
        rest log-uniform, as many near 10^3 as near 10^5 (a run costs up to the largest n's)."""
        high = self.limits.max_n
        if count <= 0 or low > high:
            return []
        picks: set[int] = set()
        rare = self.rare_answers(low, high)
        if rare:
            picks.update(rng.sample(rare, min(len(rare), count // 2)))
        for _ in range(20 * count):
            if len(picks) >= min(count, high - low + 1):
                break
            picks.add(log_uniform(rng, low, high))
        return sorted(n for n in picks if key_of(n) not in keys)

    def rare_answers(self, low: int, high: int) -> list[int]:
        """The n in [low, high] with the answer fewer n have, from ``position_values`` (the value
        of every position of the largest instance, which for a count game is every n below it)."""
        value = self.game.rules(high).values()
        if value is None:
            return []
        answers = {n: self.game.answer.of(value(n), n) for n in range(low, high + 1)}
        tally: dict[Any, int] = {}
        for answer in answers.values():
            tally[answer] = tally.get(answer, 0) + 1
        if len(tally) < 2:
            return []
        rarest = min(tally, key=tally.__getitem__)
        return [n for n, answer in answers.items() if answer == rarest]

    def largest(self, seed: int) -> list[tuple[str, Any]]:
        """A few instances of the constraints' largest size, each with a label."""
        lim, rng, n = self.limits, random.Random(seed), self.limits.max_n
        if self.kind == "count":
            rare = self.rare_answers(max(lim.min_n, n - 10_000), n - 1)
            second = rare[-1] if rare else n - 1
            return [(f"n = {n}", n), (f"n = {second}", second)]

        def randoms(low: int, high: int) -> list[int]:
            return rng.choices(range(low, high + 1), k=n)

        ties = min(lim.high, lim.low + 2)
        if self.kind == "pair":
            return [
                (f"all values {lim.high}", [[lim.high] * n, [lim.high] * n]),
                (f"random values in [{lim.low}, {lim.high}]",
                 [randoms(lim.low, lim.high), randoms(lim.low, lim.high)]),
            ]
        return [  # equal values first: they make every split a tie, the worst case of pruned searches
            (f"all values {lim.high}", self.fit([lim.high] * n)),
            (f"random values in [{lim.low}, {lim.high}]", self.fit(randoms(lim.low, lim.high))),
            (f"random values in [{lim.low}, {ties}] (many ties)", self.fit(randoms(lim.low, ties))),
        ]

    # Shrinking: smaller instances made from one, None where the constraints forbid them.

    def rows(self, instance: Any) -> list[list[int]]:
        return [list(r) for r in instance] if self.kind == "pair" else [list(instance)]

    def made(self, rows: list[list[int]]) -> Any:
        """The instance of ``rows`` (fitted to the parity guarantees), if it is allowed."""
        instance = [rows[0], rows[1]] if self.kind == "pair" else self.fit(rows[0])
        return instance if self.allowed(instance) else None

    def without(self, instance: Any, begin: int, end: int) -> Any:
        """``instance`` without its values begin..end-1 (of both rows, for a pair)."""
        return self.made([r[:begin] + r[end:] for r in self.rows(instance)])

    def changed(self, instance: Any, row: int, index: int, value: int) -> Any:
        """``instance`` with value ``index`` of row ``row`` set to ``value``."""
        rows = self.rows(instance)
        rows[row][index] = value
        return self.made(rows)

    def simplest(self) -> int:
        """The value shrinking aims at: 0, or the allowed value nearest to it."""
        return min(max(0, self.limits.low), self.limits.high)


class OutOfBudget(Exception):
    """Shrinking has used its time, runs or timeouts."""


class Shrinker:
    """Greedy shrinking of one failure: each step keeps an instance that is smaller (fewer
    values, then smaller magnitudes; ``Shape.smallness``), allowed, and fails the same way.

    Passes, repeated while one makes progress: drop halves, then ever smaller chunks, down to
    single values; then halve every value's distance to the simplest one (0, or the nearest
    allowed) at once; then bring each value toward it alone, trying it first, then by a binary
    search between a passing and a failing value. A count game's n is cut by halves of its
    distance to the smallest n, then tried at the smaller n with the rarer answer.
    """

    def __init__(self, judge: Judge, failure: Result, budget: float):
        self.judge, self.shape, self.best = judge, judge.shape, failure
        self.verdict = failure.verdict
        self.give_up = time.monotonic() + budget
        self.runs = self.timeouts = 0

    def fails(self, instance: Any) -> bool:
        """Whether ``instance`` (None: not allowed) is smaller and fails the same way; if so it
        becomes the best. Raises OutOfBudget when the budget is spent."""
        shape, judge = self.shape, self.judge
        if instance is None or shape.smallness(instance) >= shape.smallness(self.best.instance):
            return False
        if key_of(instance) not in judge.memo:
            if time.monotonic() > self.give_up or self.runs >= SHRINK_RUNS or self.timeouts >= SHRINK_TIMEOUTS:
                raise OutOfBudget
            self.runs += 1
            judge.counts["shrink"] += 1
            judge.progress("shrink", self.runs, None)
        result = judge.case("shrink", instance)
        self.timeouts += result.verdict in ("timeout", "too-slow")
        if result.verdict != self.verdict:
            return False
        self.best = result
        return True

    def run(self) -> Result:
        try:
            while True:
                before = self.best
                if self.shape.kind == "count":
                    self.cut_count()
                else:
                    self.drop_chunks()
                    self.halve_values()
                    self.simplify_values()
                if self.best is before:
                    break
        except OutOfBudget:
            pass
        return self.best

    def cut_count(self) -> None:
        """n cut by halves of its distance to the smallest n; failing that, the n below it with
        the rarer answer (where a wrong solution mostly errs), smallest first."""
        n = self.best.instance
        cut = (n - self.shape.limits.min_n + 1) // 2
        while cut >= 1:
            if self.fails(n - cut if self.shape.allowed(n - cut) else None):
                return
            cut //= 2
        for smaller in self.shape.rare_answers(self.shape.limits.min_n, n - 1):
            if self.fails(smaller):
                return

    def drop_chunks(self) -> None:
        size = self.shape.size(self.best.instance) // 2
        while size >= 1:
            begin = 0
            while begin < self.shape.size(self.best.instance):
                if not self.fails(self.shape.without(self.best.instance, begin, begin + size)):
                    begin += size
            size //= 2

    def halve_values(self) -> None:
        """All values halfway to the simplest at once, while that still fails: a failure often
        depends on how the values compare, not on their size."""
        target = self.shape.simplest()
        while self.fails(self.shape.made([[halfway(v, target) for v in row]
                                          for row in self.shape.rows(self.best.instance)])):
            pass

    def simplify_values(self) -> None:
        target = self.shape.simplest()
        for index in range(self.shape.size(self.best.instance)):
            for row in range(2 if self.shape.kind == "pair" else 1):
                passing, failing = target, self.shape.rows(self.best.instance)[row][index]
                if failing == target or self.fails(self.shape.changed(self.best.instance, row, index, target)):
                    continue
                while abs(failing - passing) > 1:
                    middle = halfway(failing, passing)
                    if self.fails(self.shape.changed(self.best.instance, row, index, middle)):
                        failing = middle
                    else:
                        passing = middle


def halfway(value: int, target: int) -> int:
    """The integer halfway from ``value`` to ``target``, rounded toward ``target``.

    >>> halfway(7, 0), halfway(-7, 0), halfway(1, 0), halfway(12, 10)
    (3, -3, 0, 11)
    """
    return target + (value - target) // 2 if value >= target else target - (target - value) // 2


def key_of(instance: Any) -> str:
    return json.dumps(instance)


def unique(instances: Iterable[Any]) -> list[Any]:
    seen, kept = set(), []
    for instance in instances:
        key = key_of(instance)
        if key not in seen:
            seen.add(key)
            kept.append(instance)
    return kept


# --- running the candidate ---------------------------------------------------------------


@dataclass
class Outcome:
    """What one run did. ``status``: ok, exception, crash, timeout, memory, output."""

    status: str
    type: str | None = None  # the answer's type name; "text" for a --cmd program's output line
    value: Any = None
    shown: str | None = None  # repr of an answer that is not a bool, int or str
    seconds: float | None = None
    printed: str = ""  # the start of what it printed to stdout (a Python candidate)
    printed_bytes: int = 0
    detail: str = ""


@dataclass(frozen=True)
class PythonFile:
    """A Python file: LeetCode's ``class Solution``, or the plain function ``function``."""

    path: Path
    function: str | None = None


@dataclass(frozen=True)
class Command:
    """Any program: one instance on stdin (see ``Shape.stdin``), the answer on its first line of output."""

    argv: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> Command:
        try:
            argv = shlex.split(text)
        except ValueError as error:
            raise CandidateError(f"cannot read the command {text[:80]!r}: {error}") from None
        if not argv:
            raise CandidateError("--cmd is empty; give the program to run, e.g. --cmd './a.out'")
        return cls(tuple(argv))


def child_environment() -> dict[str, str]:
    env = dict(os.environ)
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        env.setdefault(name, "1")  # thread pools reserve address space the memory cap would count
    env.setdefault("MALLOC_ARENA_MAX", "2")
    return env


MEMORY_WORDS = re.compile(r"MemoryError|bad_alloc|OutOfMemoryError|Cannot allocate memory|out of memory")


def died(returncode: int, stderr: str) -> Outcome:
    """The outcome of a process that ended without an answer."""
    last = next((line for line in reversed(stderr.strip().splitlines()) if line.strip()), "")
    if MEMORY_WORDS.search(stderr):
        return Outcome("memory", detail=last[:300])
    if returncode < 0:
        name = signal.Signals(-returncode).name if -returncode in signal.valid_signals() else str(-returncode)
        if name == "SIGSEGV" and overflowed(stderr):
            return Outcome("exception", detail="recursion too deep: the stack overflowed" + deepest(stderr))
        why = {
            "SIGSEGV": " (a crash in native code, or a stack overflow)",
            "SIGKILL": " (killed from outside: the system may be out of memory)",
            "SIGXFSZ": f" (wrote more than {OUTPUT_BYTES >> 20} MB to a file)",
        }.get(name, "")
        return Outcome("crash", detail=f"killed by {name}{why}")
    return Outcome("crash", detail=f"exited with status {returncode}" + (f": {last[:300]}" if last else ""))


def overflowed(stderr: str) -> bool:
    """Whether faulthandler's report of a segmentation fault shows a stack too deep to print
    whole (it writes the 100 innermost calls, then "...")."""
    return "Fatal Python error: Segmentation fault" in stderr and "\n  ...\n" in stderr + "\n"


def deepest(stderr: str) -> str:
    """' (at line 5, in dfs)': the innermost call of faulthandler's report, if it names one."""
    found = re.search(r'File "[^"]*", line (\d+) in (\S+)', stderr)
    return f" (at line {found[1]}, in {found[2]})" if found else ""


def read_tail(file: Any, size: int = STDERR_TAIL) -> str:
    file.seek(0, os.SEEK_END)
    end = file.tell()
    file.seek(max(0, end - size))
    return file.read().decode("utf-8", "replace")


class Supervised:
    """A ``child.py`` process: the supervisor of everything the candidate starts.

    It leads its own session, so the terminal's Ctrl-C reaches only the checker, which then ends
    it (``stop``); if the checker dies instead, the supervisor is told by the kernel."""

    def __init__(self, arguments: list[str]):
        self.stderr = tempfile.TemporaryFile()
        self.buffer = b""
        self.process = subprocess.Popen(
            [sys.executable, str(RUNNER), str(os.getpid()), *arguments],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
            start_new_session=True, env=child_environment(),
        )

    def send(self, message: dict) -> None:
        """Raises BrokenPipeError when the process has ended."""
        self.process.stdin.write(json.dumps(message).encode() + b"\n")
        self.process.stdin.flush()

    def receive(self, deadline: float) -> dict | None:
        """One reply, None at the deadline; EOFError when the process has ended."""
        fd = self.process.stdout.fileno()
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return json.loads(line)

    def ended(self) -> Outcome:
        """How the process ended, once it has."""
        self.process.wait()
        return died(self.process.returncode, read_tail(self.stderr))

    def stop(self) -> None:
        """End it and everything below it, and wait until they are gone."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:  # never seen: it is ours and small
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.stderr):
            try:
                stream.close()
            except OSError:
                pass


class PythonRunner:
    """One long-lived server serving many cases; started again after a timeout or a crash."""

    def __init__(self, candidate: PythonFile, method: str, memory: int, recursion: int):
        self.path = candidate.path
        self.target = ("function", candidate.function) if candidate.function else ("method", method)
        self.memory, self.recursion = memory, recursion
        self.server: Supervised | None = None
        self.call = ""

    def describe(self) -> str:
        if self.target[0] == "function":
            return f"{self.target[1]}() in {self.path}"
        return f"Solution().{self.call or self.target[1]} in {self.path}"

    def start(self, load_timeout: float) -> None:
        """Load the file once, or raise ``CandidateError`` saying why it cannot be checked."""
        if not self.path.is_file():
            raise CandidateError(f"no file {str(self.path)[:200]!r}")
        problem = self.spawn(load_timeout)
        if problem is not None:
            raise CandidateError(problem)

    def spawn(self, load_timeout: float) -> str | None:
        """A fresh server with the file loaded; a message when it does not load."""
        self.server = Supervised(["serve", str(self.path), *self.target, str(self.memory), str(self.recursion)])
        try:
            reply = self.server.receive(time.monotonic() + load_timeout)
        except EOFError:
            why = self.server.ended().detail
            self.stop()
            return f"{self.path} could not be loaded: {why}"
        if reply is None:
            self.stop()
            return f"{self.path} did not finish loading within {load_timeout:g} s (a loop at the top level?)"
        if reply["status"] != "ready":
            self.stop()
            return reply.get("message", "the file could not be loaded")
        self.call = reply.get("call", "")
        return None

    def run(self, arguments: list[Any], timeout: float) -> Outcome:
        if self.server is None and (problem := self.spawn(max(10.0, timeout))) is not None:
            return Outcome("crash", detail=problem)
        try:
            self.server.send({"args": arguments})
            reply = self.server.receive(time.monotonic() + timeout)
        except (BrokenPipeError, EOFError):
            outcome = self.server.ended()
            self.stop()
            return outcome
        if reply is None:
            self.stop()
            return Outcome("timeout", detail=f"no answer within {timeout:g} s")
        status = reply.pop("status")
        if status in ("memory", "output-limit"):
            self.stop()
            if status == "output-limit":
                return Outcome("output", detail=f"printed more than {OUTPUT_BYTES >> 20} MB to stdout")
            return Outcome("memory", detail=f"MemoryError: allocated more than {self.memory >> 20} MB")
        if status == "exception":
            detail = reply["error"] + (f" ({reply['where']})" if reply.get("where") else "")
            if reply.get("recursion"):
                detail = f"recursion too deep: {detail}"
            return Outcome("exception", detail=detail)
        return Outcome("ok", reply["type"], reply.get("value"), reply.get("repr"), reply["seconds"],
                       reply.get("printed", ""), reply.get("printed_bytes", 0))

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    def close(self) -> None:
        self.stop()


class CommandRunner:
    """A fresh process per case: the instance on stdin, the answer on the first line of stdout.

    One supervisor runs them all, each once everything the previous one started is gone."""

    GRACE = 10.0  # seconds the supervisor may take beyond a case's time limit to answer

    def __init__(self, candidate: Command, shape: Shape, memory: int):
        self.argv, self.shape, self.memory = list(candidate.argv), shape, memory
        self.supervisor: Supervised | None = None
        self.folder: str | None = None

    def describe(self) -> str:
        return shlex.join(self.argv)

    def start(self, load_timeout: float) -> None:
        program = self.argv[0]
        if shutil.which(program) is None:
            raise CandidateError(f"cannot run {program[:80]!r}: no such program (on PATH or as a path)")
        self.folder = tempfile.mkdtemp(prefix="stonegame-check-")

    def files(self) -> tuple[str, str]:
        return os.path.join(self.folder, "stdin"), os.path.join(self.folder, "stdout")

    def run(self, instance: Any, timeout: float) -> Outcome:
        given, output = self.files()
        with open(given, "w") as file:
            file.write(self.shape.stdin(instance))
        if self.supervisor is None:
            self.supervisor = Supervised(["command", str(self.memory), output, *self.argv])
        try:
            self.supervisor.send({"input": given, "timeout": timeout})
            reply = self.supervisor.receive(time.monotonic() + timeout + self.GRACE)
        except (BrokenPipeError, EOFError):
            reply = None
        if reply is None:  # the supervisor itself failed: never seen, but a verdict all the same
            self.stop()
            return Outcome("crash", detail="the checker lost track of the program")
        if os.path.getsize(output) >= OUTPUT_BYTES:
            return Outcome("output", detail=f"printed more than {OUTPUT_BYTES >> 20} MB to stdout")
        if reply["status"] == "timeout":
            return Outcome("timeout", detail=f"no answer within {timeout:g} s")
        if reply["status"] == "signaled":
            return died(-reply["signal"], reply["stderr"])
        if reply["code"] != 0:  # a program's way to raise
            outcome = died(reply["code"], reply["stderr"])
            return replace(outcome, status="exception") if outcome.status == "crash" else outcome
        with open(output, "rb") as file:
            lines = file.read(1 << 16).decode("utf-8", "replace").splitlines()
        return Outcome("ok", "text", lines[0].strip() if lines else "", seconds=reply["seconds"])

    def stop(self) -> None:
        if self.supervisor is not None:
            self.supervisor.stop()
            self.supervisor = None

    def close(self) -> None:
        self.stop()
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None


# --- judging -----------------------------------------------------------------------------


@dataclass
class Result:
    """One case judged: the verdict, the expected and the actual answer."""

    phase: str  # examples, edge, generated, sized, speed: where the failure was found
    instance: Any
    verdict: str
    expected: Any
    actual: Any = None
    seconds: float | None = None
    detail: str = ""
    label: str | None = None  # how a speed instance was made
    reference_seconds: float | None = None
    found: Any = None  # the instance first found to fail, when ``instance`` is it shrunk

    def to_json(self, shape: Shape, instance: bool = True) -> dict[str, Any]:
        """The JSON form; ``instance=False`` leaves out the values (a largest instance is long)."""
        return {
            "phase": self.phase, "n": shape.size(self.instance), "instance": self.instance if instance else None,
            "label": self.label, "verdict": self.verdict,
            "expected": self.expected, "actual": self.actual, "seconds": self.seconds,
            "reference_seconds": self.reference_seconds, "detail": self.detail,
            "shrunk_from_n": None if self.found is None else shape.size(self.found),
        }


@dataclass(frozen=True)
class Judgement:
    verdict: str
    actual: Any = None
    detail: str = ""
    warning: str = ""  # the answer passed, but not quite as the problem asks


def typed(outcome: Outcome, expected: Any) -> tuple[bool, Any, str, str]:
    """(right type, the answer, what was wrong with it, a warning): a program's line is read as
    the expected type; an int where a bool is expected is read by its truth value, as LeetCode
    reads it, with a warning."""
    wanted = type(expected).__name__
    if outcome.type == "text":
        text = outcome.value
        if isinstance(expected, bool) and text.lower() in ("true", "false"):
            return True, text.lower() == "true", "", ""
        if wanted in ("bool", "int") and re.fullmatch(r"[+-]?\d{1,200}", text):
            if wanted == "int":
                return True, int(text), "", ""
            return True, int(text) != 0, "", "printed an integer where the problem returns a bool"
        if wanted == "str" and text in WINNERS:
            return True, text, "", ""
        needs = {"bool": "true or false", "int": "an integer", "str": "Alice, Bob or Tie"}[wanted]
        return False, text, f"printed {text[:80]!r} on the first line; expected {needs}", ""
    if wanted == "bool" and outcome.type == "int":
        return True, outcome.value != 0, "", "returned an int where the problem returns a bool"
    if outcome.type != wanted:
        shown = outcome.shown if outcome.shown is not None else json.dumps(outcome.value)
        return False, shown, f"returned {outcome.type} {shown}; the problem returns {wanted}", ""
    return True, outcome.value if outcome.value is not None else outcome.shown, "", ""


def judged(outcome: Outcome, expected: Any) -> Judgement:
    """The outcome against the expected answer. Printing to stdout fails nothing (LeetCode
    shows it apart); only more than the output limit does, and that ends the run.

    >>> judged(Outcome("ok", "str", "true", seconds=0.0), True)
    Judgement(verdict='wrong-type', actual='"true"', detail='returned str "true"; the problem returns bool', warning='')
    >>> judged(Outcome("ok", "text", "TRUE"), True).verdict
    'passed'
    >>> judged(Outcome("ok", "int", 1, seconds=0.0), True)
    Judgement(verdict='passed', actual=True, detail='', warning='returned an int where the problem returns a bool')
    """
    if outcome.status != "ok":
        status = {"exception": "runtime-error"}.get(outcome.status, outcome.status)
        return Judgement(status, None, outcome.detail)
    right_type, actual, problem, warning = typed(outcome, expected)
    if not right_type:
        return Judgement("wrong-type", actual, problem)
    if actual != expected:
        return Judgement("wrong-answer", actual, "", warning)
    return Judgement("passed", actual, "", warning)


@dataclass
class Report:
    """Everything one check found; ``to_json`` is what ``--json`` prints."""

    game: Game
    candidate: str
    verdict: str
    counts: dict[str, int]
    failure: Result | None
    solution: Solution | None  # the reference on a wrongly answered instance, for its optimal line
    speed: list[Result]
    limits: dict[str, Any]
    seed: int
    notes: list[str] = field(default_factory=list)
    shape: Shape | None = None
    warnings: list[str] = field(default_factory=list)
    printed: dict[str, Any] | None = None  # {"cases", "on", "excerpt", "bytes"}: how many printed, the first
    command: str | None = None  # a command that solves the failing instance
    instance_file: str | None = None  # where a long failing instance is written whole

    @property
    def passed(self) -> bool:
        return self.verdict == "passed"

    def to_json(self) -> dict[str, Any]:
        solution, failure = self.solution, self.failure
        return {
            "game": self.game.slug,
            "candidate": self.candidate,
            "verdict": self.verdict,
            "passed": self.passed,
            "cases": self.counts,
            "failure": None if failure is None else failure.to_json(self.shape),
            "command": self.command,
            "instance_file": self.instance_file,
            "optimal": None if solution is None else {
                "value": solution.value,
                "winner": solution.winner_name,
                "line": [move.to_json() for move in solution.line],
            },
            "speed": [r.to_json(self.shape, instance=False) for r in self.speed],
            "printed": self.printed,
            "warnings": self.warnings,
            "limits": self.limits,
            "seed": self.seed,
            "notes": self.notes,
        }


Progress = Callable[[str, int, "int | None"], None]


class Judge:
    """Runs the phases for one game and one candidate, and shrinks the failure it finds."""

    def __init__(self, game: Game, runner: Any, *, time_limit: float, case_limit: float,
                 progress: Progress | None):
        self.game, self.runner = game, runner
        self.shape = Shape(game, limits_of(game))
        self.time_limit = time_limit
        self.case_limit = min(time_limit, case_limit)
        self.speed_kill = 2 * time_limit + 1  # a little past the limit, so a near miss shows its time
        self.progress = progress or (lambda phase, done, total: None)
        self.counts = {"examples": 0, "edge": 0, "generated": 0, "sized": 0, "speed": 0, "shrink": 0}
        self.memo: dict[str, Result] = {}
        self.speed_results: list[Result] = []
        self.notes: list[str] = []
        self.printed: dict[str, Any] | None = None
        self.warned: dict[str, list] = {}  # warning -> [first instance, its answer, cases]

    def reference(self, instance: Any, timed: bool = False) -> tuple[Any, float]:
        """The reference answer (``auto``: a compiled method on large instances) and its time,
        when ``timed`` the better of two runs once it takes a while (the first run of a
        compiled kernel includes loading it)."""
        given = self.shape.for_solver(instance)
        solution = solve(self.game, given)
        seconds = solution.stats.seconds
        if timed and seconds > 0.01:
            seconds = min(seconds, solve(self.game, given).stats.seconds)
        answer = solution.answer
        return (answer.item() if hasattr(answer, "item") else answer), seconds  # a numpy scalar as Python's

    def arguments(self, instance: Any) -> Any:
        return instance if isinstance(self.runner, CommandRunner) else self.shape.arguments(instance)

    def timeout(self, instance: Any) -> float:
        """The case limit on small instances; past them (a sized or shrunk one), the speed rule's."""
        return self.case_limit if self.shape.size(instance) <= GENERATED_SIZE else self.speed_kill

    def case(self, phase: str, instance: Any, expected: Any = None) -> Result:
        """Run one case and judge it (once: an instance tried again is looked up)."""
        key = key_of(instance)
        if key in self.memo:
            return self.memo[key]
        if expected is None:
            expected, _ = self.reference(instance)
        timeout = self.timeout(instance)
        outcome = self.runner.run(self.arguments(instance), timeout)
        judgement = judged(outcome, expected)
        verdict, detail = judgement.verdict, judgement.detail
        if verdict == "timeout" and timeout == self.speed_kill:
            verdict = "too-slow"  # past the small sizes, no answer within the speed rule's stop
        result = Result(phase, instance, verdict, expected, judgement.actual, outcome.seconds, detail)
        self.memo[key] = result
        if outcome.printed_bytes:
            if self.printed is None:
                self.printed = {"cases": 0, "instance": instance, "excerpt": outcome.printed,
                                "bytes": outcome.printed_bytes}
            self.printed["cases"] += 1
        if judgement.warning:
            given = outcome.shown if outcome.value is None else outcome.value
            self.warned.setdefault(judgement.warning, [instance, given, 0])[2] += 1
        return result

    def fixed(self, phase: str, cases: list[tuple[Any, Any]]) -> Result | None:
        """Run ``cases`` in order; the first failure, if any. A sized case that takes longer
        than the time limit ends its phase: the larger ones would only be slower, and the speed
        phase judges that."""
        for done, (instance, expected) in enumerate(cases, 1):
            result = self.case(phase, instance, expected)
            self.counts[phase] += 1
            self.progress(phase, done, len(cases))
            if result.verdict != "passed":
                return result
            if phase == "sized" and result.seconds is not None and result.seconds > self.time_limit:
                self.notes.append(f"sized cases stopped after {done} of {len(cases)}: the one of n = "
                                  f"{self.shape.size(instance):,} took {seconds(result.seconds)}, over the time limit")
                self.progress(phase, done, done)
                break
        return None

    def run(self, cases: int, seed: int, speed: bool) -> Result | None:
        """Every phase in turn, up to the first failure."""
        examples = [(instance, answer) for instance, answer in self.game.statement_examples]
        known = {key_of(instance) for instance, _ in examples}
        edges = [(instance, None) for instance in self.shape.edge_cases() if key_of(instance) not in known]
        small, sized = self.shape.generated(cases, random.Random(seed), [i for i, _ in examples + edges])
        phases = [("examples", examples), ("edge", edges), ("generated", [(i, None) for i in small]),
                  ("sized", [(i, None) for i in sized])]
        for index, (phase, batch) in enumerate(phases):
            failure = self.fixed(phase, batch)
            if failure is None:
                continue
            if phase in ("examples", "edge") and failure.verdict in CHEAP_VERDICTS:
                # a statement example is no small instance: the edge and small generated cases
                # (smallest first) may fail on a smaller one to start shrinking from
                smaller = next(filter(None, (self.fixed(later, cases) for later, cases in phases[index + 1:3])), None)
                if smaller is not None and self.shape.smallness(smaller.instance) < self.shape.smallness(
                        failure.instance):
                    self.notes.append(f"it also fails {self.shape.show(failure.instance)[:80]} "
                                      f"({PHASES[failure.phase]}: {VERDICTS[failure.verdict]})")
                    return smaller
            return failure
        if not speed:
            return None
        if self.game.limits is None:
            self.notes.append(f"speed not measured: the checker does not know {self.game.slug}'s original limits")
            return None
        self.speed_results = self.speed(seed)
        last = self.speed_results[-1] if self.speed_results else None
        return last if last is not None and last.verdict != "passed" else None

    def speed(self, seed: int) -> list[Result]:
        """The largest instances, each judged and timed beside the reference; stops at a failure."""
        results = []
        cases = self.shape.largest(seed)
        hard = self.speed_kill
        for done, (label, instance) in enumerate(cases, 1):
            expected, reference_seconds = self.reference(instance, timed=True)
            outcome = self.runner.run(self.arguments(instance), hard)
            judgement = judged(outcome, expected)
            verdict, detail = judgement.verdict, judgement.detail
            if verdict == "timeout":
                verdict, detail = "too-slow", f"no answer within {hard:g} s"
            elif verdict == "passed" and outcome.seconds is not None and outcome.seconds > self.time_limit:
                verdict = "too-slow"
            result = Result("speed", instance, verdict, expected, judgement.actual, outcome.seconds, detail, label,
                            reference_seconds)
            self.memo[key_of(instance)] = result
            results.append(result)
            self.counts["speed"] += 1
            self.progress("speed", done, len(cases))
            if verdict != "passed":
                break
        return results

    def shrink(self, failure: Result, budget: float) -> Result:
        """The smallest instance found that fails the same way (see ``Shrinker``), within
        ``budget`` seconds and SHRINK_RUNS runs. A too-slow verdict is about the size itself
        and is kept as it is."""
        if failure.verdict == "too-slow":
            return failure
        best = Shrinker(self, failure, budget).run()
        if best is failure:
            return failure
        return replace(best, phase=failure.phase, label=failure.label, found=failure.instance)


def options_checked(time_limit: float, memory_mb: int, cases: int | None, recursion_limit: int,
                    case_limit: float, shrink_seconds: float) -> None:
    """Each option in its range, before any work starts; else a one-line ``CandidateError``."""
    for name, value in (("--time-limit", time_limit), ("the case limit", case_limit),
                        ("the shrinking budget", shrink_seconds)):
        if not (isinstance(value, (int, float)) and math.isfinite(value) and 0 < value <= MAX_SECONDS):
            raise CandidateError(f"{name} must be a number of seconds above 0 and at most {MAX_SECONDS:,.0f}, "
                                 f"got {str(value)[:40]}")
    if not 0 <= memory_mb <= MAX_MEMORY_MB:
        raise CandidateError(f"--memory-limit must be between 0 (no limit) and {MAX_MEMORY_MB:,} MB, "
                             f"got {str(memory_mb)[:40]}")
    if cases is not None and not 0 <= cases <= MAX_CASES:
        raise CandidateError(f"--cases must be between 0 and {MAX_CASES:,}, got {str(cases)[:40]}")
    if not 100 <= recursion_limit <= RECURSION_LIMIT:
        raise CandidateError(f"--recursion-limit must be between 100 and {RECURSION_LIMIT:,} "
                             f"(what the stack holds), got {str(recursion_limit)[:40]}")


def check(
    game: Game,
    candidate: PythonFile | Command,
    *,
    time_limit: float = TIME_LIMIT,
    memory_mb: int = MEMORY_MB,
    cases: int | None = None,
    seed: int = 0,
    speed: bool = True,
    recursion_limit: int = RECURSION_LIMIT,
    case_limit: float = CASE_LIMIT,
    shrink_seconds: float = SHRINK_SECONDS,
    solve_words: list[str] | None = None,
    progress: Progress | None = None,
    allow_output: bool = True,
) -> Report:
    """Check ``candidate`` on ``game``: examples, edge cases, generated cases, then speed; a
    failure is shrunk.

    ``case_limit`` caps the seconds of one small case (at most ``time_limit``);
    ``shrink_seconds`` the time spent shrinking; ``solve_words`` name the game to ``stonegame
    solve`` in the reproducing command (default: its slug). ``allow_output`` is kept for old
    callers: printing never fails a solution now. Raises ``CandidateError`` when an option is
    out of range or the candidate cannot be run at all (no file, no ``class Solution`` or no
    such method, a syntax error, an unknown command).
    """
    options_checked(time_limit, memory_mb, cases, recursion_limit, case_limit, shrink_seconds)
    memory = memory_mb * 2**20
    shape = Shape(game, limits_of(game))
    if isinstance(candidate, Command):
        runner: Any = CommandRunner(candidate, shape, memory)
        cases = COMMAND_CASES if cases is None else cases
    else:
        if game.problem is None and candidate.function is None:
            raise CandidateError(f"{game.slug} is a declared game, with no LeetCode method to call: "
                                 "name your function with --function NAME")
        runner = PythonRunner(candidate, game.problem.method if game.problem else "", memory, recursion_limit)
        cases = CASES if cases is None else cases
    runner.start(load_timeout=max(10.0, 2 * time_limit))
    judge = Judge(game, runner, time_limit=time_limit, case_limit=case_limit, progress=progress)
    try:
        failure = judge.run(cases, seed, speed)
        if failure is not None:
            failure = judge.shrink(failure, shrink_seconds)
    finally:
        runner.close()
    report = Report(game, runner.describe(), "passed" if failure is None else failure.verdict, judge.counts,
                    failure, None, judge.speed_results, {}, seed, judge.notes, shape)
    report.limits = {"time_seconds": time_limit, "case_seconds": judge.case_limit,
                     "speed_stop_seconds": judge.speed_kill, "memory_mb": memory_mb, "max_n": shape.limits.max_n,
                     "generated_cases": cases, "recursion_limit": recursion_limit}
    if judge.printed is not None:
        printed = dict(judge.printed)
        printed["on"] = shape.show(printed.pop("instance"))
        report.printed = printed
    for warning, (instance, given, count) in judge.warned.items():
        report.warnings.append(
            f"{warning} in {plural(count, 'case')} (the first, {str(given)[:20]}, on {shape.show(instance)[:80]}): "
            "judged by its truth value, as LeetCode does, which prints it as true or false"
        )
    if failure is not None:
        report.command, report.instance_file = reproduce(shape, failure.instance, solve_words or [game.slug])
        if failure.verdict == "wrong-answer" and shape.size(failure.instance) <= LINE_LIMIT:
            report.solution = optimal(game, failure.instance)
    return report


def optimal(game: Game, instance: Any) -> Solution | None:
    """The reference with its optimal line, or None where the line is refused (too large)."""
    solution = solve(game, instance)
    try:
        return solution if solution.line else None
    except StoneGameError:
        return None


def reproduce(shape: Shape, instance: Any, words: list[str]) -> tuple[str, str | None]:
    """A command that solves ``instance`` (explained, when small enough), and the file holding
    the instance when it is too long to write on the command line."""
    argv, file = ["stonegame", "solve", *words], None
    if shape.abbreviated(instance):
        descriptor, file = tempfile.mkstemp(prefix="stonegame-check-", suffix=".json")
        with os.fdopen(descriptor, "w") as out:
            json.dump({"alice": instance[0], "bob": instance[1]} if shape.kind == "pair" else instance, out)
        argv += ["--file", file]
    elif shape.kind == "pair":
        argv += ["--alice", *map(str, instance[0]), "--bob", *map(str, instance[1])]
    else:
        argv += [str(v) for v in ([instance] if shape.kind == "count" else instance)]
    if shape.size(instance) <= EXPLAIN_LIMIT:
        argv.append("--explain")
    return shlex.join(argv), file


# --- the report in words -----------------------------------------------------------------


def seconds(value: float | None) -> str:
    if value is None:
        return "—"
    return f"{value * 1000:.1f} ms" if value < 0.1 else f"{value:.2f} s"


def plural(count: int, noun: str) -> str:
    return f"{count:,} {noun}{'s' * (count != 1)}"


def show_answer(answer: Any) -> str:
    if isinstance(answer, bool):
        return "true" if answer else "false"
    return str(answer)


def describe(report: Report) -> list[str]:
    """The report as lines of rich markup (the command prints them, then the optimal line)."""
    from rich.markup import escape

    shape, counts, failure = report.shape, report.counts, report.failure
    head = "[bold green]PASSED[/]" if report.passed else f"[bold red]{VERDICTS[report.verdict].upper()}[/]"
    lines = [f"{head}  {report.game.slug}: {escape(report.candidate)}"]
    ran = [plural(counts["examples"], "statement example"), plural(counts["edge"], "edge case"),
           plural(counts["generated"], "generated case")]
    if counts["sized"]:
        ran.append(plural(counts["sized"], "sized case"))
    if counts["speed"]:
        ran.append(f"{counts['speed']} of the largest size")
    lines.append(f"  ran {', '.join(ran)}" + (f"; shrinking ran {counts['shrink']:,} more" if counts["shrink"] else ""))
    if failure is not None and failure.verdict != "too-slow":
        size = shape.size(failure.instance)
        what = PHASES[failure.phase] + (f": {failure.label}" if failure.label else "")
        if failure.found is not None:
            if shape.kind == "count":
                origin = f"n = {failure.found:,}"
            elif shape.size(failure.found) > GENERATED_SIZE:
                origin = plural(shape.size(failure.found), "stone")
            else:
                origin = shape.show(failure.found)
            what += f", shrunk from {origin}"
        stones = "" if shape.kind == "count" else f"{size:,} stone{'s' * (size != 1)}; "
        lines.append(f"  failing instance: [bold]{escape(shape.show(failure.instance))}[/] ({stones}{what})")
        if report.instance_file:
            lines.append(f"  the whole instance: {escape(report.instance_file)}")
        expected = escape(show_answer(failure.expected))
        if failure.verdict in ("wrong-answer", "wrong-type"):
            actual = escape(show_answer(failure.actual))
            lines.append(f"  expected [bold]{expected}[/], got [bold]{actual}[/]")
        elif failure.verdict != "output":
            lines.append(f"  expected {expected}")
        if failure.detail:
            lines.append(f"  {escape(failure.detail)}")
        if failure.detail.startswith("recursion too deep"):
            lines.append(f"  [dim]your code may nest {report.limits['recursion_limit']:,} calls (a functools.cache "
                         "recursion takes two a level): recurse less deep, or fill the table bottom-up[/dim]")
        if report.command:
            lines.append(f"  reproduce: {escape(report.command)}")
        if report.solution is not None and report.solution.value is not None:
            kind = "Alice − Bob" if report.game.scoring else "value (+1: Alice wins, −1: Bob wins)"
            lines.append(f"  under optimal play {kind} = {report.solution.value}; the optimal line:")
    stop = report.limits["speed_stop_seconds"]
    for result in report.speed:
        mark = "[green]ok[/]" if result.verdict == "passed" else f"[red]{VERDICTS[result.verdict]}[/]"
        took = seconds(result.seconds)
        if result.seconds is None and result.verdict == "too-slow":
            took = f"stopped after {stop:g} s"
        size = "" if shape.kind == "count" else f", n = {shape.size(result.instance):,}"
        reference = seconds(result.reference_seconds)
        lines.append(f"  speed, {escape(result.label or '')}{size}: {took} (reference {reference}) {mark}")
    if report.verdict == "too-slow":
        if failure is not None and failure.phase != "speed":
            lines.append(f"  on {escape(shape.show(failure.instance)[:80])} ({PHASES[failure.phase]}, "
                         f"n = {shape.size(failure.instance):,}): {escape(failure.detail)}")
        lines.append(
            f"  rule: one run at the constraints' largest size over {report.limits['time_seconds']:g} s "
            "(--time-limit) would likely exceed LeetCode's time limit"
        )
    if report.printed is not None:
        printed = report.printed
        lines.append(
            f"  printed to stdout in {plural(printed['cases'], 'case')} (it fails nothing: LeetCode shows it "
            f"apart); first, on {escape(printed['on'][:80])}: {escape(repr(printed['excerpt'])[:120])}"
        )
    for warning in report.warnings:
        lines.append(f"  [yellow]warning:[/] {escape(warning)}")
    for note in report.notes:
        lines.append(f"  [dim]note: {escape(note)}[/dim]")
    return lines
