"""``stonegame check``: a user's solution against the reference, and the smallest failing case.

A *candidate* is a Python file with LeetCode's ``class Solution`` (or a plain function), or any
program that reads one instance on stdin and prints the answer. It runs in a child process
(``judge_runner.py``) with a time and a memory limit, so a crash, a loop or a memory blow-up is
a verdict, never the checker's problem. This is isolation against mistakes, not a sandbox: the
candidate runs on the user's machine with the user's rights.

The check runs, in order, until the first failure:

1. the statement's examples;
2. edge cases: the smallest rows, all-equal values, the ends of the value range, zeros and
   negatives where the problem allows them (every case respects the original constraints, so a
   solution that relies on a guarantee, such as ``return True`` for 877, passes);
3. generated cases: a hypothesis search (seeded, so runs repeat) whose first failure is shrunk
   to a smallest failing instance; a failure of steps 1–2 is also handed to the search, and the
   smaller of the two is reported;
4. speed: a few instances of the constraints' largest size; a run over the time limit is
   reported as ``too-slow`` (a likely "time limit exceeded"), beside the reference's time.

Glossary: instance = what the problem takes (a row, an int n, or a pair of rows), as JSON;
case = one instance run; outcome = what the candidate did (answered, raised, died, looped);
verdict = the outcome judged against the reference answer.
"""

from __future__ import annotations

import json
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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from stonegame.errors import StoneGameError
from stonegame.game import Game, Limits
from stonegame.games import GAMES
from stonegame.read import stdin_text
from stonegame.solution import Solution, solve

RUNNER = Path(__file__).with_name("judge_runner.py")

TIME_LIMIT = 2.0
"""Seconds one run at the constraints' largest size may take (CPython on this machine).

The rule behind it: LeetCode's limits are hidden and count all tests together; a Python
solution of the intended complexity runs each game's largest instance in well under a second
here (the reference's times are printed beside), while an O(n³) Stone Game V takes about five
seconds and an O(n²) Stone Game VIII minutes. Two seconds separates the two with a margin.
"""
CASE_LIMIT = 2.0  # seconds for one small case (at most the time limit): a loop, or exponential time
MEMORY_MB = 512  # megabytes the candidate may allocate beyond the interpreter and its own file
OUTPUT_BYTES = 16 * 2**20  # most a --cmd program may print
CASES = 1000  # generated cases for a Python candidate (each a round trip to the child)
COMMAND_CASES = 200  # for --cmd, one process per case
SEARCH_TIMEOUTS = 2  # timeouts the search pursues before it treats further ones as passes
LINE_LIMIT = 20  # largest instance whose optimal line is shown
GENERATED_SIZE = 12  # largest row generated (exponential but correct solutions stay fast)
GENERATED_COUNT = 500  # largest n generated for a count game (Stone Game IV)
SMALL_VALUES = 10  # generated values mostly lie in [-10, 10] ∩ range, where ties and bugs hide

VERDICTS = {
    "passed": "passed",
    "wrong-answer": "wrong answer",
    "wrong-type": "wrong return type",
    "runtime-error": "runtime error",
    "crash": "crash",
    "timeout": "timeout",
    "memory": "memory limit exceeded",
    "output": "printed to stdout",
    "too-slow": "too slow (likely time limit exceeded)",
}


WINNERS = ("Alice", "Bob", "Tie")  # the only text answers in the family (Stone Game III)
PHASES = {"examples": "a statement example", "edge": "an edge case", "generated": "a generated case (shrunk)",
          "speed": "a largest instance"}


class CandidateError(StoneGameError):
    """The candidate cannot be checked at all: no such file or command, no Solution, a syntax error."""


LIMITS: dict[str, Limits] = {game.slug: game.limits for game in GAMES.values() if game.limits is not None}
"""The original constraints of every built-in game, as the games declare them."""


def limits_of(game: Game) -> Limits:
    """The game's original limits, or a stand-in from what the game declares (``original`` False)."""
    if game.limits is not None:
        return game.limits
    low = -30 if game.least is None else game.least
    return Limits(max(game.min_length, 1), game.small, low, max(30, low))


# --- instances ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Shape:
    """How instances of one game look, are checked against the constraints and are passed on."""

    game: Game
    limits: Limits

    @property
    def kind(self) -> str:
        return self.game.kind

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
        if any(not lim.low <= v <= lim.high for v in values):
            return False
        if lim.even_n and n % 2 or lim.odd_sum and sum(values) % 2 == 0:
            return False
        try:
            return not self.game.notes(self.game.validate(instance))
        except StoneGameError:
            return False

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
        return stdin_text(self.kind, instance)

    def smallness(self, instance: Any) -> tuple:
        """Sort key: fewer stones first, then smaller magnitudes."""
        values = [abs(v) for v in self.values(instance)]
        return (self.size(instance), sum(values), values)

    def show(self, instance: Any) -> str:
        if self.kind == "count":
            return f"n = {instance}"
        if self.size(instance) <= 40:
            if self.kind == "pair":
                return f"alice {json.dumps(list(instance[0]))}, bob {json.dumps(list(instance[1]))}"
            return json.dumps(list(instance))
        return f"n = {self.size(instance)}"

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

    def generated(self):
        """A hypothesis strategy of allowed instances, small values most of the time."""
        from hypothesis import strategies as st

        lim = self.limits
        if self.kind == "count":
            return st.integers(lim.min_n, min(lim.max_n, GENERATED_COUNT))
        small = st.integers(max(lim.low, -SMALL_VALUES), min(lim.high, SMALL_VALUES))
        value = st.one_of(small, st.integers(lim.low, lim.high))
        longest = max(lim.min_n, min(lim.max_n, GENERATED_SIZE))
        if self.kind == "pair":
            def pair_of(n: int):
                row = st.lists(value, min_size=n, max_size=n)
                return st.tuples(row, row).map(lambda p: [p[0], p[1]])

            strategy = st.integers(lim.min_n, longest).flatmap(pair_of)
        else:
            strategy = st.lists(value, min_size=lim.min_n, max_size=longest).map(self.fit)
        return strategy.filter(self.allowed)

    def largest(self, seed: int) -> list[tuple[str, Any]]:
        """A few instances of the constraints' largest size, each with a label."""
        lim, rng, n = self.limits, random.Random(seed), self.limits.max_n
        if self.kind == "count":
            return [(f"n = {n}", n), (f"n = {n - 1}", n - 1)]

        def randoms(low: int, high: int) -> list[int]:
            return [rng.randint(low, high) for _ in range(n)]

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


def unique(instances: Iterable[Any]) -> list[Any]:
    seen, kept = set(), []
    for instance in instances:
        key = json.dumps(instance)
        if key not in seen:
            seen.add(key)
            kept.append(instance)
    return kept


# --- running the candidate ---------------------------------------------------------------


@dataclass
class Outcome:
    """What one run did. ``status``: ok, exception, crash, timeout, memory, output-limit."""

    status: str
    type: str | None = None  # the answer's type name; "text" for a --cmd program's output line
    value: Any = None
    shown: str | None = None  # repr of an answer that is not a bool, int or str
    seconds: float | None = None
    printed: str = ""
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
            raise CandidateError(f"cannot read the command {text!r}: {error}") from None
        if not argv:
            raise CandidateError("--cmd is empty; give the program to run, e.g. --cmd './a.out'")
        return cls(tuple(argv))


def child_environment() -> dict[str, str]:
    env = dict(os.environ)
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        env.setdefault(name, "1")  # thread pools reserve address space the memory cap would count
    env.setdefault("MALLOC_ARENA_MAX", "2")
    return env


def killed(process: subprocess.Popen) -> None:
    """End the child and everything it started (it leads its own process group)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.wait()


def died(returncode: int, stderr: str) -> Outcome:
    """The outcome of a process that ended without an answer."""
    last = next((line for line in reversed(stderr.strip().splitlines()) if line.strip()), "")
    if re.search(r"MemoryError|bad_alloc|OutOfMemoryError|Cannot allocate memory|out of memory", stderr):
        return Outcome("memory", detail=last[:300])
    if returncode == -signal.SIGXFSZ or "File too large" in stderr:
        return Outcome("output", detail=f"printed more than {OUTPUT_BYTES >> 20} MB")
    if returncode < 0:
        name = signal.Signals(-returncode).name if -returncode in signal.valid_signals() else str(-returncode)
        why = {
            "SIGSEGV": " (a stack overflow from very deep recursion, or a crash in native code)",
            "SIGKILL": " (killed from outside: the system may be out of memory)",
        }.get(name, "")
        return Outcome("crash", detail=f"killed by {name}{why}")
    return Outcome("crash", detail=f"exited with status {returncode}" + (f": {last[:300]}" if last else ""))


def tail(file: Any, size: int = 4000) -> str:
    file.seek(0, os.SEEK_END)
    end = file.tell()
    file.seek(max(0, end - size))
    return file.read().decode("utf-8", "replace")


class PythonRunner:
    """One long-lived child serving many cases; started again after a timeout or a crash."""

    def __init__(self, candidate: PythonFile, method: str, memory: int):
        self.path = candidate.path
        self.target = ("function", candidate.function) if candidate.function else ("method", method)
        self.memory = memory
        self.process: subprocess.Popen | None = None
        self.buffer = b""
        self.call = ""

    def describe(self) -> str:
        if self.target[0] == "function":
            return f"{self.target[1]}() in {self.path}"
        return f"Solution().{self.call or self.target[1]} in {self.path}"

    def start(self, load_timeout: float) -> None:
        """Load the file once, or raise ``CandidateError`` saying why it cannot be checked."""
        if not self.path.is_file():
            raise CandidateError(f"no file {str(self.path)!r}")
        problem = self.spawn(load_timeout)
        if problem is not None:
            raise CandidateError(problem)

    def spawn(self, load_timeout: float) -> str | None:
        """A fresh child with the file loaded; a message when it does not load."""
        self.stderr = tempfile.TemporaryFile()
        self.buffer = b""
        self.process = subprocess.Popen(
            [sys.executable, str(RUNNER), "serve", str(self.path), *self.target, str(self.memory)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
            start_new_session=True, env=child_environment(),
        )
        try:
            line = self.read(time.monotonic() + load_timeout)
        except EOFError:
            why = died(self.process.returncode, tail(self.stderr)).detail
            self.stop()
            return f"{self.path} could not be loaded: {why}"
        if line is None:
            self.stop()
            return f"{self.path} did not finish loading within {load_timeout:g} s (a loop at the top level?)"
        reply = json.loads(line)
        if reply["status"] != "ready":
            self.stop()
            return reply.get("message", "the file could not be loaded")
        self.call = reply.get("call", "")
        return None

    def read(self, deadline: float) -> bytes | None:
        """One reply line, None at the deadline; EOFError when the child has died."""
        fd = self.process.stdout.fileno()
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                self.process.wait()
                raise EOFError
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line

    def run(self, arguments: list[Any], timeout: float) -> Outcome:
        if self.process is None and (problem := self.spawn(max(10.0, timeout))) is not None:
            return Outcome("crash", detail=problem)
        request = json.dumps({"args": arguments}).encode() + b"\n"
        try:
            self.process.stdin.write(request)
            self.process.stdin.flush()
            line = self.read(time.monotonic() + timeout)
        except (BrokenPipeError, EOFError):
            self.process.wait()
            outcome = died(self.process.returncode, tail(self.stderr))
            self.stop()
            return outcome
        if line is None:
            self.stop()
            return Outcome("timeout", detail=f"no answer within {timeout:g} s")
        reply = json.loads(line)
        status = reply.pop("status")
        if status in ("memory", "output-limit"):
            self.stop()
            if status == "output-limit":
                return Outcome("output", detail="printed more than 16 MB")
            return Outcome("memory", detail=f"MemoryError: allocated more than {self.memory >> 20} MB")
        if status == "exception":
            detail = reply["error"] + (f" ({reply['where']})" if reply.get("where") else "")
            return Outcome("exception", detail=detail)
        return Outcome("ok", reply["type"], reply.get("value"), reply.get("repr"), reply["seconds"],
                       reply.get("printed", ""))

    def stop(self) -> None:
        if self.process is not None:
            killed(self.process)
            for stream in (self.process.stdin, self.process.stdout, self.stderr):
                try:
                    stream.close()
                except OSError:
                    pass
            self.process = None

    def close(self) -> None:
        self.stop()


class CommandRunner:
    """A fresh process per case: the instance on stdin, the answer on the first line of stdout."""

    def __init__(self, candidate: Command, shape: Shape, memory: int):
        self.argv, self.shape, self.memory = list(candidate.argv), shape, memory
        # The limits are set by a shell (ulimit: -v in KB, -f in 512-byte blocks), which then
        # becomes the program: far quicker than a Python trampoline, once per case.
        memory_cap = f"ulimit -v {memory >> 10} 2>/dev/null; " if memory > 0 else ""
        self.limits = f'{memory_cap}ulimit -f {OUTPUT_BYTES // 512} 2>/dev/null; exec "$@"'

    def describe(self) -> str:
        return shlex.join(self.argv)

    def start(self, load_timeout: float) -> None:
        program = self.argv[0]
        if shutil.which(program) is None:
            raise CandidateError(f"cannot run {program!r}: no such program (on PATH or as a path)")

    def run(self, instance: Any, timeout: float) -> Outcome:
        with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
            began = time.perf_counter()
            process = subprocess.Popen(
                ["/bin/sh", "-c", self.limits, "stonegame-check", *self.argv],
                stdin=subprocess.PIPE, stdout=out, stderr=err, start_new_session=True,
            )
            try:
                process.communicate(self.shape.stdin(instance).encode(), timeout=timeout)
            except subprocess.TimeoutExpired:
                killed(process)
                return Outcome("timeout", detail=f"no answer within {timeout:g} s")
            seconds = time.perf_counter() - began
            if process.returncode != 0:
                outcome = died(process.returncode, tail(err))
                if outcome.status == "crash" and process.returncode > 0:
                    return Outcome("exception", detail=outcome.detail)
                return outcome
            out.seek(0)
            lines = out.read(1 << 16).decode("utf-8", "replace").splitlines()
            return Outcome("ok", "text", lines[0].strip() if lines else "", seconds=seconds)

    def close(self) -> None:
        pass


# --- judging -----------------------------------------------------------------------------


@dataclass
class Result:
    """One case judged: the verdict, the expected and the actual answer."""

    phase: str  # example, edge, generated, speed
    instance: Any
    verdict: str
    expected: Any
    actual: Any = None
    seconds: float | None = None
    detail: str = ""
    label: str | None = None  # how a speed instance was made
    reference_seconds: float | None = None

    def to_json(self, n: int, instance: bool = True) -> dict[str, Any]:
        """The JSON form; ``instance=False`` leaves out the values (a largest instance is long)."""
        return {
            "phase": self.phase, "n": n, "instance": self.instance if instance else None, "label": self.label,
            "verdict": self.verdict,
            "expected": self.expected, "actual": self.actual, "seconds": self.seconds,
            "reference_seconds": self.reference_seconds, "detail": self.detail,
        }


def typed(outcome: Outcome, expected: Any) -> tuple[bool, Any, str]:
    """(right type, the answer, what was wrong with it): a program's line is read as the expected type."""
    wanted = type(expected).__name__
    if outcome.type == "text":
        text = outcome.value
        if isinstance(expected, bool) and text.lower() in ("true", "false"):
            return True, text.lower() == "true", ""
        if wanted == "int" and re.fullmatch(r"[+-]?\d{1,200}", text):
            return True, int(text), ""
        if wanted == "str" and text in WINNERS:
            return True, text, ""
        needs = {"bool": "true or false", "int": "an integer", "str": "Alice, Bob or Tie"}[wanted]
        return False, text, f"printed {text!r} on the first line; expected {needs}"
    if outcome.type != wanted:
        shown = outcome.shown if outcome.shown is not None else json.dumps(outcome.value)
        return False, shown, f"returned {outcome.type} {shown}; the problem returns {wanted}"
    return True, outcome.value if outcome.value is not None else outcome.shown, ""


def judged(outcome: Outcome, expected: Any, allow_output: bool) -> tuple[str, Any, str]:
    """(verdict, actual answer, detail) for one outcome.

    >>> judged(Outcome("ok", "str", "true", seconds=0.0), True, allow_output=False)
    ('wrong-type', '"true"', 'returned str "true"; the problem returns bool')
    >>> judged(Outcome("ok", "text", "TRUE"), True, allow_output=False)
    ('passed', True, '')
    """
    if outcome.status != "ok":
        status = {"exception": "runtime-error"}.get(outcome.status, outcome.status)
        return status, None, outcome.detail
    right_type, actual, problem = typed(outcome, expected)
    if not right_type:
        return "wrong-type", actual, problem
    if actual != expected:
        return "wrong-answer", actual, ""
    if outcome.printed and not allow_output:
        return "output", actual, f"printed {outcome.printed!r}"
    return "passed", actual, ""


@dataclass
class Report:
    """Everything one check found; ``to_json`` is what ``--json`` prints."""

    game: Game
    candidate: str
    verdict: str
    counts: dict[str, int]
    failure: Result | None
    solution: Solution | None  # the reference on the failing instance, for its optimal line
    speed: list[Result]
    limits: dict[str, Any]
    seed: int
    notes: list[str] = field(default_factory=list)
    shape: Shape | None = None

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
            "failure": None if failure is None else failure.to_json(self.shape.size(failure.instance)),
            "optimal": None if solution is None else {
                "value": solution.value,
                "winner": solution.winner,
                "line": [move.to_json() for move in solution.line],
            },
            "speed": [r.to_json(self.shape.size(r.instance), instance=False) for r in self.speed],
            "limits": self.limits,
            "seed": self.seed,
            "notes": self.notes,
        }


Progress = Callable[[str, int, "int | None"], None]


class Judge:
    """Runs the phases for one game and one candidate, keeping the failures it sees."""

    def __init__(self, game: Game, runner: Any, *, time_limit: float, allow_output: bool,
                 progress: Progress | None):
        self.game, self.runner = game, runner
        self.shape = Shape(game, limits_of(game))
        self.time_limit, self.allow_output = time_limit, allow_output
        self.case_limit = min(time_limit, CASE_LIMIT)
        self.speed_kill = 2 * time_limit + 1  # a little past the limit, so a near miss shows its time
        self.progress = progress or (lambda phase, done, total: None)
        self.counts = {"examples": 0, "edge": 0, "generated": 0, "speed": 0}
        self.failures: list[Result] = []
        self.memo: dict[str, Result] = {}

    def reference(self, instance: Any) -> tuple[Any, float]:
        """The reference answer and its time (the better of two runs once it takes a while:
        the first run of a compiled kernel includes compiling it)."""
        solution = solve(self.game, instance)
        seconds = solution.stats.seconds
        if seconds > 0.01:
            seconds = min(seconds, solve(self.game, instance).stats.seconds)
        return solution.answer, seconds

    def arguments(self, instance: Any) -> Any:
        return instance if isinstance(self.runner, CommandRunner) else self.shape.arguments(instance)

    def case(self, phase: str, instance: Any, expected: Any = None, timeout: float | None = None) -> Result:
        """Run one case and judge it; a failure is remembered."""
        key = json.dumps(instance)
        if key in self.memo:  # hypothesis replays the same instance while shrinking
            return self.memo[key]
        if expected is None:
            expected, _ = self.reference(instance)
        outcome = self.runner.run(self.arguments(instance), timeout or self.case_limit)
        verdict, actual, detail = judged(outcome, expected, self.allow_output)
        result = Result(phase, instance, verdict, expected, actual, outcome.seconds, detail)
        self.memo[key] = result
        if verdict != "passed":
            self.failures.append(result)
        return result

    def fixed(self, phase: str, cases: list[tuple[Any, Any]]) -> Result | None:
        """Run ``cases`` in order; the first failure, if any."""
        for done, (instance, expected) in enumerate(cases, 1):
            result = self.case(phase, instance, expected)
            self.counts[phase] += 1
            self.progress(phase, done, len(cases))
            if result.verdict != "passed":
                return result
        return None

    def search(self, cases: int, seed: int) -> None:
        """Hypothesis looks for a failing instance and shrinks the first it finds."""
        from hypothesis import HealthCheck, Phase, Verbosity, find, settings
        from hypothesis.errors import HypothesisException

        timeouts = [0]

        def fails(instance: Any) -> bool:
            key = json.dumps(instance)
            if key in self.memo:
                return self.memo[key].verdict != "passed"
            if timeouts[0] >= SEARCH_TIMEOUTS:  # each costs the case limit: stop paying for more
                return False
            result = self.case("generated", instance)
            self.counts["generated"] += 1
            self.progress("generated", self.counts["generated"], cases)
            if result.verdict == "timeout":
                timeouts[0] += 1
            return result.verdict != "passed"

        rules = settings(
            max_examples=cases, database=None, deadline=None, verbosity=Verbosity.quiet,
            phases=(Phase.generate, Phase.shrink), suppress_health_check=list(HealthCheck),
        )
        try:
            find(self.shape.generated(), fails, settings=rules, random=random.Random(seed))
        except HypothesisException:  # NoSuchExample when every case passes; the failures are kept anyway
            pass

    def smallest_failure(self) -> Result | None:
        if not self.failures:
            return None
        return min(self.failures, key=lambda r: self.shape.smallness(r.instance))

    def speed(self, seed: int) -> list[Result]:
        """The largest instances, each judged and timed beside the reference; stops at a failure."""
        results = []
        cases = self.shape.largest(seed)
        hard = self.speed_kill
        for done, (label, instance) in enumerate(cases, 1):
            expected, reference_seconds = self.reference(instance)
            outcome = self.runner.run(self.arguments(instance), hard)
            verdict, actual, detail = judged(outcome, expected, self.allow_output)
            if verdict == "timeout":
                verdict, detail = "too-slow", f"no answer within {hard:g} s"
            elif verdict == "passed" and outcome.seconds is not None and outcome.seconds > self.time_limit:
                verdict = "too-slow"
            result = Result("speed", instance, verdict, expected, actual, outcome.seconds, detail, label,
                            reference_seconds)
            results.append(result)
            self.counts["speed"] += 1
            self.progress("speed", done, len(cases))
            if verdict != "passed":
                break
        return results


def hypothesis_needed() -> None:
    try:
        import hypothesis  # noqa: F401
    except ImportError:
        raise CandidateError("stonegame check needs hypothesis: pip install hypothesis") from None


def check(
    game: Game,
    candidate: PythonFile | Command,
    *,
    time_limit: float = TIME_LIMIT,
    memory_mb: int = MEMORY_MB,
    cases: int | None = None,
    seed: int = 0,
    speed: bool = True,
    allow_output: bool = False,
    progress: Progress | None = None,
) -> Report:
    """Check ``candidate`` on ``game``: examples, edge cases, a shrinking search, then speed.

    Raises ``CandidateError`` when the candidate cannot be run at all (no file, no
    ``class Solution`` or no such method, a syntax error, an unknown command).
    """
    hypothesis_needed()
    if time_limit <= 0:
        raise CandidateError(f"--time-limit must be positive, got {time_limit:g}")
    if memory_mb < 0:
        raise CandidateError(f"--memory-limit must be >= 0 (0: no limit), got {memory_mb}")
    if cases is not None and cases < 0:
        raise CandidateError(f"--cases must be >= 0, got {cases}")
    memory = memory_mb * 2**20
    shape = Shape(game, limits_of(game))
    if isinstance(candidate, Command):
        runner: Any = CommandRunner(candidate, shape, memory)
        cases = COMMAND_CASES if cases is None else cases
    else:
        runner = PythonRunner(candidate, game.leetcode_method, memory)
        cases = CASES if cases is None else cases
    runner.start(load_timeout=max(10.0, 2 * time_limit))
    judge = Judge(game, runner, time_limit=time_limit, allow_output=allow_output, progress=progress)
    notes = []
    try:
        first = judge.fixed("examples", [(i, a) for i, a in game.examples]) or judge.fixed(
            "edge", [(i, None) for i in shape.edge_cases()]
        )
        if cases and (first is None or first.verdict != "timeout"):
            judge.search(cases, seed)
        failure = judge.smallest_failure()
        results: list[Result] = []
        if failure is None and speed and shape.game.limits is not None:
            results = judge.speed(seed)
        elif failure is None and speed:
            notes.append(f"speed not measured: the checker does not know {game.slug}'s original limits")
    finally:
        runner.close()
    if failure is not None:
        verdict = failure.verdict
    elif results and results[-1].verdict != "passed":
        failure, verdict = results[-1], results[-1].verdict
    else:
        verdict = "passed"
    solution = None
    if failure is not None and shape.size(failure.instance) <= LINE_LIMIT:
        solution = solve(game, failure.instance, method="memo")
    first_found = judge.failures[0] if judge.failures else None
    if failure is not None and first_found is not None and first_found is not failure:
        notes.append(
            f"it also fails {shape.show(first_found.instance)} ({PHASES[first_found.phase]}: "
            f"{VERDICTS[first_found.verdict]}); shown is the smallest failing instance found"
        )
    limits = {"time_seconds": time_limit, "case_seconds": judge.case_limit,
              "speed_stop_seconds": judge.speed_kill, "memory_mb": memory_mb, "max_n": shape.limits.max_n,
              "generated_cases": cases}
    return Report(game, runner.describe(), verdict, judge.counts, failure, solution, results, limits, seed,
                  notes, shape)


# --- the report in words -----------------------------------------------------------------


def seconds(value: float | None) -> str:
    if value is None:
        return "—"
    return f"{value * 1000:.1f} ms" if value < 0.1 else f"{value:.2f} s"


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'s' * (count != 1)}"


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
    if counts["speed"]:
        ran.append(f"{counts['speed']} of the largest size")
    lines.append(f"  ran {', '.join(ran)}")
    if failure is not None and failure.verdict != "too-slow":
        size = shape.size(failure.instance)
        shown = shape.show(failure.instance)
        short = shape.kind != "count" and not shown.startswith("n =")
        stones = f"{size} stone{'s' * (size != 1)}; " if short else ""
        what = PHASES[failure.phase] + (f": {failure.label}" if failure.label else "")
        lines.append(f"  failing instance: [bold]{escape(shown)}[/] ({stones}{what})")
        expected = escape(show_answer(failure.expected))
        if failure.verdict in ("wrong-answer", "wrong-type"):
            actual = escape(show_answer(failure.actual))
            lines.append(f"  expected [bold]{expected}[/], got [bold]{actual}[/]")
        elif failure.verdict == "output":
            lines.append(f"  answered {expected} (right), but:")
        else:
            lines.append(f"  expected {expected}")
        if failure.detail:
            lines.append(f"  {escape(failure.detail)}")
        if "RecursionError" in failure.detail:
            lines.append("  [dim]Python stops at 1000 nested calls: raise it with sys.setrecursionlimit, "
                         "or fill the table bottom-up[/dim]")
        if report.solution is not None and report.solution.value is not None:
            kind = "Alice − Bob" if report.game.scoring else "value (+1: Alice wins, −1: Bob wins)"
            lines.append(f"  under optimal play {kind} = {report.solution.value}; the optimal line:")
    stop = report.limits["speed_stop_seconds"]
    for result in report.speed:
        mark = "[green]ok[/]" if result.verdict == "passed" else f"[red]{VERDICTS[result.verdict]}[/]"
        took = seconds(result.seconds)
        if result.seconds is None and result.verdict == "too-slow":
            took = f"stopped after {stop:g} s"
        size = "" if shape.kind == "count" else f", n = {shape.size(result.instance)}"
        reference = seconds(result.reference_seconds)
        lines.append(f"  speed, {escape(result.label or '')}{size}: {took} (reference {reference}) {mark}")
    if report.verdict == "too-slow":
        lines.append(
            f"  rule: one run at the constraints' largest size over {report.limits['time_seconds']:g} s "
            "(--time-limit) would likely exceed LeetCode's time limit"
        )
    for note in report.notes:
        lines.append(f"  [dim]note: {escape(note)}[/dim]")
    return lines
