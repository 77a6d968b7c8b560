"""``stonegame check``'s phases (``Judge``) and ``check`` itself, which runs them.

A *candidate* (a Python file, a C++, Java, JavaScript or TypeScript file, or any program that
reads one instance on stdin) is run by a ``Runner``. The check runs, in order, until the first
failure:

1. the statement's examples;
2. edge cases: the smallest rows, all-equal values, the ends of the value range, zeros and
   negatives where the problem allows them (every case respects the original constraints);
3. generated cases, drawn with a seeded generator (the same seed, the same cases), distinct
   and smallest first: small ones, then *sized* ones spread over the whole range the
   constraints allow (``stonegame.checker.cases``);
4. speed: a few instances of the constraints' largest size; a run over the time limit is
   reported as ``too-slow`` (a likely "time limit exceeded"), beside the reference's time.

A failure is then *shrunk* (``shrink``) and reported (``report``). ``Judge`` and ``check``
share one module: neither is used without the other.
"""

from __future__ import annotations

import math
import random
import shlex
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from stonegame.catalogs import Msg
from stonegame.checker.cases import GENERATED_SIZE, Shape, key_of, limits_of
from stonegame.checker.languages import PYTHON, Builder, CompileError, Setup, Signature, languages, of_path, split
from stonegame.checker.limits import (
    CASE_LIMIT,
    CASES,
    COMMAND_CASES,
    LOAD_SECONDS,
    MAX_CASES,
    MAX_JOBS,
    MAX_MEMORY_MB,
    MAX_SECONDS,
    MEMORY_MB,
    RECURSION_LIMIT,
    SHRINK_SECONDS,
    TIME_LIMIT,
)
from stonegame.checker.mistakes import matching
from stonegame.checker.references import References
from stonegame.checker.report import LINE_LIMIT, Report, optimal, plural, reproduce, seconds
from stonegame.checker.runners import (
    PIPELINE_CASES,
    Command,
    CommandRunner,
    PythonFile,
    PythonRunner,
    Runner,
    SourceFile,
    SourceRunner,
)
from stonegame.checker.shrink import Shrinker
from stonegame.checker.verdicts import CHEAP_VERDICTS, PHASE_WORDS, VERDICTS, Outcome, Result, judged
from stonegame.core.errors import CandidateError
from stonegame.core.game import Game
from stonegame.core.solution import solve

Progress = Callable[[str, int, "int | None"], None]


@dataclass(frozen=True)
class Conditions:
    """The conditions a check runs each case under and judges it by: ``check`` takes them one by
    one, as the command's options, and hands them on together."""

    time_limit: float = TIME_LIMIT
    case_limit: float = CASE_LIMIT  # one small case's seconds (the time limit, where that is less)
    memory_mb: int = MEMORY_MB  # 0: no limit
    recursion_limit: int = RECURSION_LIMIT
    max_n: int | None = None
    sanitize: bool = True

    @property
    def memory(self) -> int:
        """The memory limit in bytes (0: none)."""
        return self.memory_mb * 2**20

    def words(self) -> list[str]:
        """The command's options for these conditions, where they differ from the defaults: a case
        run again is judged the same (the case limit is no option of the command)."""
        words = []
        if self.time_limit != TIME_LIMIT:
            words += ["--time-limit", f"{self.time_limit:g}"]
        if self.memory_mb != MEMORY_MB:
            words += ["--memory-limit", str(self.memory_mb)]
        if self.recursion_limit != RECURSION_LIMIT:
            words += ["--recursion-limit", str(self.recursion_limit)]
        if self.max_n is not None:
            words += ["--max-n", str(self.max_n)]
        return words + ([] if self.sanitize else ["--no-sanitize"])


MISTAKE_CASES = 500  # small cases compared with each known mistake's answers: in-process, quick


class Judge:
    """Runs the phases for one game and one candidate, and shrinks the failure it finds."""

    def __init__(self, game: Game, runners: Sequence[Runner], conditions: Conditions, progress: Progress | None):
        self.game, self.runner, self.conditions = game, runners[0], conditions
        self.helpers = list(runners[1:])  # more runners of the same candidate: small cases run on all at once
        limits = limits_of(game)
        if conditions.max_n is not None:  # a brute force, checked on the small sizes it was written for
            limits = replace(limits, max_n=max(limits.min_n, min(limits.max_n, conditions.max_n)))
        self.shape = Shape(game, limits)
        self.case_limit = min(conditions.time_limit, conditions.case_limit)
        self.speed_kill = 2 * conditions.time_limit + 1  # a little past the limit, so a near miss shows its time
        self.progress = progress or (lambda phase, done, total: None)
        self.counts = {"examples": 0, "edge": 0, "generated": 0, "sized": 0, "speed": 0, "shrink": 0}
        self.memo: dict[Any, Result] = {}
        self.speed_results: list[Result] = []
        self.notes: list[str] = []
        self.printed: dict[str, Any] | None = None
        self.warned: dict[str, list] = {}  # warning -> [first instance, its answer, cases]
        self.references = References(self.solved)

    def solved(self, instance: Any, timed: bool) -> tuple[Any, float]:
        """The reference answer (``auto``: a compiled method on large instances) and its time,
        when ``timed`` the better of two runs once it takes a while (the first run of a
        compiled kernel includes loading it)."""
        given = self.shape.for_solver(instance)
        solution = solve(self.game, given)
        took = solution.stats.seconds
        if timed and took > 0.01:
            took = min(took, solve(self.game, given).stats.seconds)
        answer = solution.answer
        return (answer.item() if hasattr(answer, "item") else answer), took  # a numpy scalar as Python's

    def known_mistake(self) -> dict[str, Any] | None:
        """The lesson's known mistake whose answers are the candidate's on every small case it
        answered (``checker.mistakes``): its name, what it gets wrong, on how many cases."""
        answered = [(result.instance, result.actual) for result in self.memo.values()
                    if result.verdict in ("passed", "wrong-answer")
                    and self.shape.size(result.instance) <= GENERATED_SIZE][:MISTAKE_CASES]
        found = matching(self.game, answered)
        return None if found is None else {"name": found.name, "said": found.said, "cases": found.cases}

    def timeout(self, instance: Any) -> float:
        """The case limit on small instances; past them (a sized or shrunk one), the speed rule's."""
        return self.case_limit if self.shape.size(instance) <= GENERATED_SIZE else self.speed_kill

    def results(self, phase: str, cases: Sequence[tuple[Any, Any]]) -> Iterator[Result]:
        """Each case run and judged, in order, lazily (an instance tried before is looked up).
        Small cases go to the runner many at a time; larger ones one by one, so a slow one
        ends the phase before the next starts."""
        index = 0
        while index < len(cases):
            instance = cases[index][0]
            if key_of(instance) in self.memo:
                yield self.memo[key_of(instance)]
                index += 1
                continue
            timeout = self.timeout(instance)
            group = [cases[index]]
            most = PIPELINE_CASES * (1 + len(self.helpers))
            while (timeout == self.case_limit and index + len(group) < len(cases) and len(group) < most
                   and key_of(cases[index + len(group)][0]) not in self.memo
                   and self.timeout(cases[index + len(group)][0]) == timeout):
                group.append(cases[index + len(group)])
            group = [(given, self.references.get(given)[0] if answer is None else answer) for given, answer in group]
            outcomes = self.run_group([given for given, _ in group], timeout, [answer for _, answer in group])
            for (given, answer), outcome in zip(group, outcomes, strict=False):  # a group stops at its first failure
                yield self.judged(phase, given, answer, outcome, timeout)
            index += len(outcomes)

    def run_group(self, instances: list[Any], timeout: float, expected: list[Any]) -> list[Outcome]:
        """The outcomes, in order: on the runner alone, or split among it and its helpers, each
        part in a thread of its own (they wait on their processes, which run on every core; a
        process a part starts comes from the launcher thread, ``processes.launched``, so it
        outlives the part's). Fewer outcomes than instances when a part stopped short (see
        ``Runner.run``)."""
        runners = [self.runner, *self.helpers][:len(instances)]
        if len(runners) == 1:
            return self.runner.run(instances, timeout, expected)
        from concurrent.futures import ThreadPoolExecutor

        step = -(-len(instances) // len(runners))
        parts = [(instances[i:i + step], expected[i:i + step]) for i in range(0, len(instances), step)]
        pool = ThreadPoolExecutor(len(parts))
        try:
            done = list(pool.map(lambda runner, part: runner.run(part[0], timeout, part[1]), runners, parts))
        finally:  # stopped (Ctrl-C): the parts' processes are ended by the runners' close, not waited for
            pool.shutdown(wait=sys.exc_info()[0] is None, cancel_futures=True)
        outcomes: list[Outcome] = []
        for (part, _), got in zip(parts, done, strict=True):
            outcomes += got
            if len(got) < len(part):
                break
        return outcomes

    def judged(self, phase: str, instance: Any, expected: Any, outcome: Outcome, timeout: float) -> Result:
        """One outcome judged against the reference, remembered, its prints and warnings noted."""
        judgement = judged(outcome, expected, self.game.answer.words)
        verdict, detail = judgement.verdict, judgement.detail
        if verdict == "timeout" and timeout == self.speed_kill:
            verdict = "too-slow"  # past the small sizes, no answer within the speed rule's stop
        result = Result(phase, instance, verdict, expected, judgement.actual, outcome.seconds, detail)
        self.memo[key_of(instance)] = result
        if outcome.printed_bytes:
            if self.printed is None:
                self.printed = {"cases": 0, "instance": instance, "excerpt": outcome.printed,
                                "bytes": outcome.printed_bytes}
            self.printed["cases"] += 1
        if judgement.warning:
            given = outcome.shown if outcome.value is None else outcome.value
            self.warned.setdefault(judgement.warning, [instance, given, 0])[2] += 1
        return result

    def case(self, phase: str, instance: Any) -> Result:
        """Run one case and judge it (once: an instance tried again is looked up)."""
        return next(self.results(phase, [(instance, None)]))

    def fixed(self, phase: str, cases: list[tuple[Any, Any]]) -> Result | None:
        """Run ``cases`` in order; the first failure, if any. A sized case that takes longer
        than the time limit ends its phase: the larger ones would only be slower, and the speed
        phase judges that."""
        for done, result in enumerate(self.results(phase, cases), 1):
            self.counts[phase] = self.counts.get(phase, 0) + 1  # the given case, the last failed: when run
            self.progress(phase, done, len(cases))
            if result.verdict != "passed":
                return result
            if phase == "sized" and result.seconds is not None and result.seconds > self.conditions.time_limit:
                self.notes.append(f"sized cases stopped after {done} of {len(cases)}: the one of n = "
                                  f"{self.shape.size(result.instance):,} took {seconds(result.seconds)}, "
                                  "over the time limit")
                self.progress(phase, done, done)
                break
        return None

    def phases(self, cases: int, seed: int) -> list[tuple[str, list[tuple[Any, Any]]]]:
        """The cases of every phase before speed: (phase, [(instance, expected or None)])."""
        examples = [(instance, answer) for instance, answer in self.game.statement_examples
                    if self.conditions.max_n is None or self.shape.size(instance) <= self.conditions.max_n]
        known = {key_of(instance) for instance, _ in examples}
        edges = [(instance, None) for instance in self.shape.edge_cases() if key_of(instance) not in known]
        small, sized = self.shape.generated(cases, random.Random(seed), [i for i, _ in examples + edges])
        return [("examples", examples), ("edge", edges), ("generated", [(i, None) for i in small]),
                ("sized", [(i, None) for i in sized])]

    def run(self, cases: int, seed: int, speed: bool, first: Sequence[Any]) -> Result | None:
        """Every phase in turn, up to the first failure; ``first``, the instances that failed
        last time (``--last-failed``), before them all."""
        again = [(instance, None) for instance in first if self.shape.allowed(instance)]
        if again:
            failure = self.fixed("last-failed", again)
            if failure is not None:
                return failure
        largest: list[tuple[Msg, Any]] = []
        if speed and self.game.limits is not None:
            # first, so the worker loads the compiled kernels while the cases are drawn
            largest = self.shape.largest(seed)
            self.references.ahead([(instance, True) for _, instance in largest])
        phases = self.phases(cases, seed)
        self.references.ahead([(instance, False) for phase, batch in phases for instance, expected in batch
                               if expected is None and self.shape.size(instance) > GENERATED_SIZE])
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
                                      f"({PHASE_WORDS[failure.phase]}: {VERDICTS[failure.verdict]})")
                    return smaller
            return failure
        if not speed:
            return None
        if self.game.limits is None:
            self.notes.append(f"speed not measured: the checker does not know {self.game.slug}'s original limits")
            return None
        self.speed_results = self.speed(largest)
        last = self.speed_results[-1] if self.speed_results else None
        return last if last is not None and last.verdict != "passed" else None

    def speed(self, cases: list[tuple[Msg, Any]]) -> list[Result]:
        """The largest instances, each judged and timed beside the reference; stops at a failure."""
        results = []
        hard = self.speed_kill
        runner = self.runner.for_speed() if isinstance(self.runner, SourceRunner) else self.runner
        for done, (label, instance) in enumerate(cases, 1):
            expected, reference_seconds = self.references.get(instance, timed=True)
            outcome = runner.run([instance], hard)[0]
            judgement = judged(outcome, expected, self.game.answer.words)
            verdict, detail = judgement.verdict, judgement.detail
            if verdict == "timeout":
                verdict, detail = "too-slow", f"no answer within {hard:g} s"
            elif verdict == "passed" and outcome.seconds is not None and outcome.seconds > self.conditions.time_limit:
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
        ``budget`` seconds and its runs. A too-slow verdict is about the size itself and is
        kept as it is."""
        if failure.verdict == "too-slow":
            return failure
        best = Shrinker(self, failure, budget).run()
        if best is failure:
            return failure
        return replace(best, phase=failure.phase, label=failure.label, found=failure.instance)

    def start(self) -> CompileError | None:
        """Start every runner; a compiled language's error, if its build fails."""
        try:
            for each in [self.runner, *self.helpers]:
                each.start(load_timeout=max(LOAD_SECONDS, 2 * self.conditions.time_limit))
        except CompileError as error:
            return error
        return None

    def close(self) -> None:
        for each in [self.runner, *self.helpers]:
            each.close()
        self.references.close()

    def report(self, verdict: str, failure: Result | None, seed: int, cases: int) -> Report:
        """What the judge found and the limits it held the candidate to, as the check's report."""
        shape, conditions = self.shape, self.conditions
        report = Report(self.game, self.runner.describe(), verdict, self.counts, failure, None, self.speed_results, {},
                        seed, shape, self.notes)
        report.limits = {"time_seconds": conditions.time_limit, "case_seconds": self.case_limit,
                         "speed_stop_seconds": self.speed_kill, "memory_mb": conditions.memory_mb,
                         "max_n": shape.limits.max_n, "generated_cases": cases,
                         "recursion_limit": conditions.recursion_limit}
        if self.printed is not None:
            printed = dict(self.printed)
            printed["on"] = shape.show(printed.pop("instance"))
            report.printed = printed
        for warning, (instance, given, count) in self.warned.items():
            report.warnings.append(
                f"{warning} in {plural(count, 'case')} (the first, {str(given)[:20]}, on {shape.show(instance)[:80]}): "
                "judged by its truth value, as LeetCode does, which prints it as true or false"
            )
        return report


def options_checked(conditions: Conditions, cases: int | None, jobs: int, shrink_seconds: float) -> None:
    """Each option in its range, before any work starts; else a one-line ``CandidateError``."""
    for name, value in (("--time-limit", conditions.time_limit), ("the case limit", conditions.case_limit),
                        ("the shrinking budget", shrink_seconds)):
        if not (isinstance(value, (int, float)) and math.isfinite(value) and 0 < value <= MAX_SECONDS):
            raise CandidateError(f"{name} must be a number of seconds above 0 and at most {MAX_SECONDS:,.0f}, "
                                 f"got {str(value)[:40]}")
    if not 0 <= conditions.memory_mb <= MAX_MEMORY_MB:
        raise CandidateError(f"--memory-limit must be between 0 (no limit) and {MAX_MEMORY_MB:,} MB, "
                             f"got {str(conditions.memory_mb)[:40]}")
    if cases is not None and not 0 <= cases <= MAX_CASES:
        raise CandidateError(f"--cases must be between 0 and {MAX_CASES:,}, got {str(cases)[:40]}")
    if not 100 <= conditions.recursion_limit <= RECURSION_LIMIT:
        raise CandidateError(f"--recursion-limit must be between 100 and {RECURSION_LIMIT:,} "
                             f"(what the stack holds), got {str(conditions.recursion_limit)[:40]}")
    if not (isinstance(jobs, int) and 1 <= jobs <= MAX_JOBS):
        raise CandidateError(f"--jobs must be between 1 and {MAX_JOBS}, got {str(jobs)[:40]}")
    if conditions.max_n is not None and not (isinstance(conditions.max_n, int) and 1 <= conditions.max_n):
        raise CandidateError(f"--max-n must be a whole number >= 1, got {str(conditions.max_n)[:40]}")


def candidate_of(path: Path, function: str | None, chosen: Sequence[str]) -> tuple[PythonFile | SourceFile, str | None]:
    """The candidate in ``path`` and the report's language, from ``--lang`` given any number of
    times (a programming language: py, cpp, java, js, ts, by default told by the extension; a
    human language: en, zh); one line when they do not fit together."""
    from stonegame.catalogs import langs

    source, human = split(chosen, langs())
    code = source or of_path(path)
    if code == PYTHON:
        return PythonFile(path, function), human
    if function is not None:
        raise CandidateError(f"--function names a Python function; a {languages()[code].title} file is checked "
                             "through LeetCode's method (class Solution, or the function LeetCode names)")
    return SourceFile(path, code), human


def runners_for(game: Game, candidate: PythonFile | Command | SourceFile, conditions: Conditions, jobs: int,
                speed: bool) -> list[Runner]:
    """``jobs`` runners of ``candidate``: a Python file's servers, a program's (run once per case)
    or a source file's, which share its builds (the speed phase's only when it runs)."""
    if isinstance(candidate, SourceFile):
        builder = Builder(languages()[candidate.language], candidate.path, Signature.of(game), conditions.memory,
                          Setup(sanitize=conditions.sanitize, speed=speed))
        return [SourceRunner(candidate, builder, game.instance) for _ in range(jobs)]
    if isinstance(candidate, Command):
        return [CommandRunner(candidate, game.instance, conditions.memory) for _ in range(jobs)]
    if game.problem is None and candidate.function is None:
        raise CandidateError(f"{game.slug} is a declared game, with no LeetCode method to call: "
                             "name your function with --function NAME")
    method = game.problem.method if game.problem else ""
    return [PythonRunner(candidate, method, game.instance, conditions.memory, conditions.recursion_limit)
            for _ in range(jobs)]


def check(
    game: Game,
    candidate: PythonFile | Command | SourceFile,
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
    first: Sequence[Any] = (),
    jobs: int = 1,
    max_n: int | None = None,
    sanitize: bool = True,
    case: Any = None,
    check_words: list[str] | None = None,
) -> Report:
    """Check ``candidate`` on ``game`` (``check_solution``, the API, documents the options they
    share); the options beyond them are the command's.

    ``recursion_limit``: nested calls the candidate's Python code may make; ``case_limit``:
    seconds of one small case (at most ``time_limit``); ``shrink_seconds``: the shrinking budget;
    ``solve_words`` and ``check_words``: how ``stonegame solve`` names the game and ``stonegame
    check`` the candidate, in the commands a failure's report prints (default: the slug, and
    words made from the candidate); ``progress``: called with (phase, cases done, cases in the
    phase or None) after every case; ``first``: instances run before everything else
    (``--last-failed``). ``CandidateError`` when an option is out of range or the candidate
    cannot be run at all; a source that does not compile is the verdict ``compile-error``.
    """
    began = time.perf_counter()
    conditions = Conditions(time_limit, case_limit, memory_mb, recursion_limit, max_n, sanitize)
    options_checked(conditions, cases, jobs, shrink_seconds)
    speed = speed and max_n is None and case is None
    runners = runners_for(game, candidate, conditions, jobs, speed and game.limits is not None)
    if cases is None:
        cases = COMMAND_CASES if isinstance(candidate, Command) else CASES
    judge = Judge(game, runners, conditions, progress)
    given = None if case is None else judge.shape.given(case)
    if max_n is not None:
        judge.notes.append(f"cases up to n = {judge.shape.limits.max_n:,} (--max-n); the speed phase does not run")
    failure = None
    try:
        unbuilt = judge.start()
        if unbuilt is None and given is not None:
            failure = judge.fixed("case", [(given, None)])  # --case: that instance alone, judged as every case is
        elif unbuilt is None:
            failure = judge.run(cases, seed, speed, first)
            if failure is not None:
                failure = judge.shrink(failure, shrink_seconds)
    finally:
        judge.close()
    verdict = "compile-error" if unbuilt is not None else "passed" if failure is None else failure.verdict
    report = judge.report(verdict, failure, seed, cases)
    report.build = build_report(judge.runner, unbuilt)
    if failure is not None:
        explain(report, judge, failure, solve_words or [game.slug],
                check_words if check_words is not None else words_of(game, candidate))
    report.seconds = time.perf_counter() - began
    return report


def build_report(runner: Runner, unbuilt: CompileError | None) -> dict[str, Any] | None:
    """What compiling took, for a compiled language, with the compiler's errors if it failed."""
    if not isinstance(runner, SourceRunner):
        return None
    build = runner.builder.report()
    if unbuilt is not None:
        build.update(errors=unbuilt.lines, command=unbuilt.command, note=unbuilt.note)
    return build


def explain(report: Report, judge: Judge, failure: Result, solve_words: list[str], check_words: list[str] | None
            ) -> None:
    """The commands that show the failing case and run it again (None for the latter where the
    candidate has no command: a declared game's); for a wrong answer, the optimal line and the
    known mistake it matches."""
    shape = judge.shape
    words = None if check_words is None else check_words + judge.conditions.words()
    report.command, report.check_command, report.instance_file = reproduce(shape, failure.instance, solve_words,
                                                                           words)
    if failure.verdict == "wrong-answer":
        if shape.size(failure.instance) <= LINE_LIMIT:
            report.solution = optimal(judge.game, failure.instance)
        report.mistake = judge.known_mistake()


def words_of(game: Game, candidate: PythonFile | Command | SourceFile) -> list[str] | None:
    """How ``stonegame check`` names this game and candidate (None: a declared game, which the
    command line names by its rules file, unknown here)."""
    from stonegame.games import GAMES

    if GAMES.get(game.slug) is not game:
        return None
    words = ["stonegame", "check", game.slug]
    if isinstance(candidate, Command):
        return [*words, "--cmd", shlex.join(candidate.argv)]
    words.append(str(candidate.path))
    if isinstance(candidate, PythonFile):
        return words + (["--function", candidate.function] if candidate.function else []) + (
            ["--lang", PYTHON] if of_path(candidate.path) != PYTHON else [])
    return words + (["--lang", candidate.language] if of_path(candidate.path) != candidate.language else [])
