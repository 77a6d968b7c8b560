"""What one check found (``Report``), as JSON (``to_json``) and in words, with the command
that reproduces a failure (``reproduce``) and a pytest-style summary line.

The words are structure, not markup: ``findings`` and ``closing`` give ``ReportLine``s of (text,
tone) runs, which ``stonegame.views`` draws (``views.model.check_view``); ``describe`` says them
as plain lines.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from stonegame.catalogs import Msg, Plural, joined, translate
from stonegame.checker.cases import GENERATED_SIZE, Shape
from stonegame.checker.verdicts import PHASE_WORDS, VERDICT_WORDS, Result
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game, answer_text
from stonegame.core.instances import as_json, as_words
from stonegame.core.solution import Solution, solve

LINE_LIMIT = 30  # largest instance whose optimal line is shown
EXPLAIN_LIMIT = 2000  # largest instance the reproducing command adds --explain to


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
    shape: Shape
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    printed: dict[str, Any] | None = None  # {"cases", "on", "excerpt", "bytes"}: how many printed, the first
    command: str | None = None  # a command that solves the failing instance
    instance_file: str | None = None  # where a long failing instance is written whole (``case_file``)
    seconds: float | None = None  # how long the whole check took
    check_command: str | None = None  # a `stonegame check ... --case` command that runs the failing case again
    build: dict[str, Any] | None = None  # a compiled language's: seconds per build, the compiler's errors
    mistake: dict[str, Any] | None = None  # a wrong answer's known mistake: name, said (a Msg), cases

    @property
    def passed(self) -> bool:
        return self.verdict == "passed"

    @property
    def cases_run(self) -> int:
        return sum(self.counts.values())

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
            "check_command": self.check_command,
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
            "seconds": self.seconds,
            "build": self.build,
            "mistake": None if self.mistake is None else {
                "name": self.mistake["name"], "cases": self.mistake["cases"],
                "said": translate(self.mistake["said"], "en"), "lesson": f"stonegame lesson {self.game.slug}"},
        }


def optimal(game: Game, instance: Any) -> Solution | None:
    """The reference with its optimal line, or None where the line is refused (too large)."""
    solution = solve(game, instance)
    try:
        return solution if solution.line else None
    except StoneGameError:
        return None


def reproduce(shape: Shape, instance: Any, words: list[str],
              check: list[str] | None) -> tuple[str, str | None, str | None]:
    """Two commands on ``instance``: one that solves it (explained, when small enough), one that
    runs the candidate on it again (``check``: the words of the check command before ``--case``;
    None: none), and the file holding the instance when it is too long for a command line
    (``case_file``; both commands then read it)."""
    argv, file = ["stonegame", "solve", *words], case_file(shape, instance) if shape.abbreviated(instance) else None
    argv += ["--file", file] if file is not None else as_words(shape.kind, instance)
    if shape.size(instance) <= EXPLAIN_LIMIT:
        argv.append("--explain")
    again = None
    if check is not None:
        again = shlex.join([*check, "--case", "@" + file if file is not None else json.dumps(instance)])
    return shlex.join(argv), again, file


CASES = Path(".stonegame_cache") / "cases"
"""Where a failing instance too long for a command line is written, in the current folder
(beside the build cache; ``STONEGAME_CASES`` names another): the reproducing commands read it."""
KEPT_CASES = 50  # the newest files kept there; older ones are removed when one is written


def case_file(shape: Shape, instance: Any) -> str | None:
    """The instance written whole (as ``solve --file`` and ``check --case @FILE`` read it) to
    the cases folder, named by the game and the instance (the same one is written once), the
    oldest files beyond KEPT_CASES removed; None where the folder cannot be written."""
    text = json.dumps(as_json(shape.kind, instance))
    folder = Path(os.environ.get("STONEGAME_CASES") or CASES)
    name = re.sub(r"[^\w.-]", "_", shape.game.slug)[:60]
    path = folder / f"{name}-{hashlib.sha256(text.encode()).hexdigest()[:12]}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        if path.exists():
            os.utime(path)  # the newest again
        else:
            partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
            partial.write_text(text)
            os.replace(partial, path)
        prune(folder, KEPT_CASES)
    except OSError:
        return None
    return str(path)


def prune(folder: Path, kept: int) -> None:
    """Remove the case files of ``folder`` beyond the ``kept`` newest."""
    def age(file: Path) -> float:
        try:
            return file.stat().st_mtime
        except OSError:
            return 0.0

    files = sorted(folder.glob("*.json"), key=age, reverse=True)
    for old in files[kept:]:
        old.unlink(missing_ok=True)


# --- the report in words -----------------------------------------------------------------


def seconds(value: float | None) -> str:
    if value is None:
        return "—"
    return f"{value * 1000:.1f} ms" if value < 0.1 else f"{value:.2f} s"


def plural(count: int, noun: str) -> str:
    return f"{count:,} {noun}{'s' * (count != 1)}"


Run = tuple[str, str | None]
"""A piece of a line: its text and what it means, a tone (``pass``, ``fail``, ``warn``, ``dim``,
``strong``: ``stonegame.views.model.TONES``), or None (plain)."""


@dataclass(frozen=True)
class ReportLine:
    """One line of the report in words, as structure (never markup): its runs, and its role:
    ``text`` (a line of its own), ``item`` (a finding, said indented under the first line) or
    ``summary`` (the closing verdict line, which a renderer draws as pytest ends). The views
    draw it (``stonegame.views.model.check_view``)."""

    runs: tuple[Run, ...]
    role: str = "item"

    @property
    def text(self) -> str:
        return "".join(text for text, _ in self.runs)


def item(*runs: Run | str) -> ReportLine:
    """A finding: plain strings and (text, tone) runs."""
    return ReportLine(tuple((run, None) if isinstance(run, str) else run for run in runs))


def findings(report: Report, lang: str = "en") -> list[ReportLine]:
    """The report in ``lang``: the verdict and the candidate (a ``text`` line), then the
    findings (``item`` lines). The command prints them, then the optimal line and ``closing``."""

    def say(message: Msg | str) -> str:
        return translate(message, lang)

    failure = report.failure
    head: Run = (say(Msg("PASSED")), "pass") if report.passed else (say(VERDICT_WORDS[report.verdict]).upper(), "fail")
    lines = [ReportLine((head, (f"  {report.game.slug}: {report.candidate}", None)), "text"),
             item(say(cases_run(report.counts)))]
    if report.build is not None:
        lines += build_lines(report.build, say)
    if failure is not None and failure.verdict != "too-slow":
        lines += failure_lines(report, failure, say)
    lines += speed_lines(report, say)
    if report.verdict == "too-slow":
        lines += too_slow_lines(report, say)
    if report.printed is not None:
        printed = report.printed
        lines.append(item(say(Plural(
            "printed to stdout in {n:,} case (it fails nothing: LeetCode shows it apart); first, on {on}: {excerpt}",
            "printed to stdout in {n:,} cases (it fails nothing: LeetCode shows it apart); first, on {on}: {excerpt}",
            printed["cases"], on=printed["on"][:80], excerpt=repr(printed["excerpt"])[:120]))))
    lines += [item((say(Msg("warning:")), "warn"), f" {warning}") for warning in report.warnings]
    lines += [item((say(Msg("note: {note}", note=note)), "dim")) for note in report.notes]
    return lines


def cases_run(counts: dict[str, int]) -> Msg:
    """What ran, phase by phase: "ran 2 statement examples, 25 edge cases, ..."."""
    ran: list[Msg] = [
        Plural("{n:,} statement example", "{n:,} statement examples", counts["examples"]),
        Plural("{n:,} edge case", "{n:,} edge cases", counts["edge"]),
        Plural("{n:,} generated case", "{n:,} generated cases", counts["generated"]),
    ]
    if "case" in counts:  # --case: that one alone
        ran = [Msg("the given case ({n})", n=counts["case"])]
    if counts["sized"]:
        ran.append(Plural("{n:,} sized case", "{n:,} sized cases", counts["sized"]))
    if counts["speed"]:
        ran.append(Msg("{n} of the largest size", n=counts["speed"]))
    if counts.get("last-failed"):
        ran.insert(0, Msg("the last failing case first ({n})", n=counts["last-failed"]))
    told = Msg("ran {cases}", cases=joined(ran))
    if counts["shrink"]:
        told = Msg("{ran}; shrinking ran {n:,} more", ran=told, n=counts["shrink"])
    return told


def speed_lines(report: Report, say: Callable[[Msg | str], str]) -> list[ReportLine]:
    """A line for each of the largest instances run: its time beside the reference's."""
    shape, lines = report.shape, []
    for result in report.speed:
        passed = result.verdict == "passed"
        mark: Run = (say(Msg("ok")), "pass") if passed else (say(VERDICT_WORDS[result.verdict]), "fail")
        took: Msg | str = seconds(result.seconds)
        if result.seconds is None and result.verdict == "too-slow":
            took = Msg("stopped after {limit:g} s", limit=report.limits["speed_stop_seconds"])
        size: Msg | str = "" if shape.kind.one_per_size else Msg(", n = {n:,}", n=shape.size(result.instance))
        lines.append(item(say(Msg("speed, {label}{size}: {took} (reference {reference})", label=result.label or "",
                                  size=size, took=took, reference=seconds(result.reference_seconds))) + " ", mark))
    return lines


def too_slow_lines(report: Report, say: Callable[[Msg | str], str]) -> list[ReportLine]:
    """Where a too-slow run was found, if not among the largest instances, and the rule it broke."""
    shape, failure, lines = report.shape, report.failure, []
    if failure is not None and failure.phase != "speed":
        lines.append(item(say(Msg("on {instance} ({phase}, n = {n:,}): {detail}",
                                  instance=shape.show(failure.instance)[:80], phase=PHASE_WORDS[failure.phase],
                                  n=shape.size(failure.instance), detail=failure.detail))))
    lines.append(item(say(Msg("rule: one run at the constraints' largest size over {limit:g} s (--time-limit) "
                              "would likely exceed LeetCode's time limit", limit=report.limits["time_seconds"]))))
    return lines


def closing(report: Report, lang: str = "en") -> list[ReportLine]:
    """The end of the report, as pytest ends its own: the first failure in one line with the
    command that reproduces it, then the summary line (``summary``: pass or fail)."""
    lines = []
    failure = report.failure
    if failure is not None:
        shown = report.shape.show(failure.instance)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        said = translate(VERDICT_WORDS[report.verdict], lang)
        if report.command:
            said = translate(Msg("{verdict}; reproduce: {command}", verdict=said, command=report.command), lang)
        lines.append(ReportLine(((translate(Msg("FAILED"), lang), "fail"),
                                 (f" {report.game.slug} {shown}: {said}", None)), "text"))
    return [*lines, ReportLine(((summary(report, lang), "pass" if report.passed else "fail"),), "summary")]


def summary(report: Report, lang: str = "en") -> str:
    """The last line's words, as pytest ends: the verdict, the cases run and the time (the
    renderer draws the rule of = around them)."""
    verdict = VERDICT_WORDS["passed" if report.passed else report.verdict]
    if report.seconds is not None:
        said = Plural("{verdict}: {n:,} case run in {seconds:.2f} s", "{verdict}: {n:,} cases run in {seconds:.2f} s",
                      report.cases_run, verdict=verdict, seconds=report.seconds)
    else:
        said = Plural("{verdict}: {n:,} case run", "{verdict}: {n:,} cases run", report.cases_run, verdict=verdict)
    return translate(said, lang)


def describe(report: Report, lang: str = "en") -> list[str]:
    """The report's lines (``findings``) as plain text in ``lang``, the findings indented."""
    return ["  " * (line.role == "item") + line.text for line in findings(report, lang)]


def build_lines(build: dict[str, Any], say: Callable[[Msg | str], str]) -> list[ReportLine]:
    """The compiler's errors (after what another compiler made of the file), or what compiling
    took (never counted in a case's time) and with which compiler."""
    note = build.get("note")
    if build.get("errors") is not None:
        return [*([item((note, "warn"))] if note else []), item(f"{build['command']}:"),
                *(item(f"  {line}") for line in build["errors"])]
    took = [Msg("{name} build cached", name=name) if name in build["cached"]
            else Msg("{name} build {seconds}", name=name, seconds=seconds(spent))
            for name, spent in build["compiled"].items()]
    lines = []
    if took and build.get("compiler"):
        lines.append(item(say(Msg("compiled with {compiler}: {builds} (not counted in any case's time)",
                                  compiler=build["compiler"], builds=joined(took)))))
    elif took:
        lines.append(item(say(Msg("compiled: {builds} (not counted in any case's time)", builds=joined(took)))))
    if note:
        lines.append(item((say(Msg("warning:")), "warn"), f" {note}"))
    return lines


def failure_lines(report: Report, failure: Result, say: Callable[[Msg | str], str]) -> list[ReportLine]:
    """The failing instance, where it was found, what was expected and got, and how to see it again."""
    shape = report.shape
    lines = [item(say(Msg("failing instance: {instance} ({where})", instance=shape.show(failure.instance),
                          where=found_where(shape, failure))))]
    if report.instance_file:
        lines.append(item(say(Msg("the whole instance: {file}", file=report.instance_file))))
    lines += answer_lines(report, failure, say)
    if report.command:
        lines.append(item(say(Msg("reproduce: {command}", command=report.command))))
    if report.check_command:
        lines.append(item(say(Msg("run your code on it again: {command}", command=report.check_command))))
    if report.mistake is not None:
        known = report.mistake
        lines.append(item((say(Plural(
            "your answers are those of a known mistake, {name}, on the {n:,} small case it was compared on:",
            "your answers are those of a known mistake, {name}, on all {n:,} small cases compared:",
            known["cases"], name=known["name"])), "warn"), " ", say(known["said"]), " ",
            say(Msg("(its lesson: stonegame lesson {slug})", slug=report.game.slug))))
    if report.solution is not None and report.solution.value is not None:
        kind = Msg("Alice − Bob") if report.game.scoring else Msg("value (+1: Alice wins, −1: Bob wins)")
        lines.append(item(say(Msg("under optimal play {kind} = {value}; the optimal line:", kind=kind,
                                  value=report.solution.value))))
    return lines


def found_where(shape: Shape, failure: Result) -> Msg | str:
    """The failing instance's size, the phase that found it, and what it was shrunk from."""
    what: Msg | str = PHASE_WORDS[failure.phase]
    if failure.label:
        what = Msg("{phase}: {label}", phase=what, label=failure.label)
    if failure.found is not None:
        if shape.kind.one_per_size:
            origin: Msg | str = f"n = {failure.found:,}"
        elif shape.size(failure.found) > GENERATED_SIZE:
            origin = Plural("{n:,} stone", "{n:,} stones", shape.size(failure.found))
        else:
            origin = shape.show(failure.found)
        what = Msg("{where}, shrunk from {origin}", where=what, origin=origin)
    if not shape.kind.one_per_size:
        what = Msg("{stones}; {where}", stones=Plural("{n:,} stone", "{n:,} stones", shape.size(failure.instance)),
                   where=what)
    return what


def answer_lines(report: Report, failure: Result, say: Callable[[Msg | str], str]) -> list[ReportLine]:
    """What was expected, what came instead, and (a recursion too deep) how deep it may go."""
    lines = []
    expected = answer_text(failure.expected)
    if failure.verdict in ("wrong-answer", "wrong-type"):
        lines.append(item(say(Msg("expected {expected}, got {actual}", expected=expected,
                                  actual=answer_text(failure.actual)))))
    elif failure.verdict != "output":
        lines.append(item(say(Msg("expected {expected}", expected=expected))))
    if failure.detail:
        lines.append(item(failure.detail))
    if failure.detail.startswith("recursion too deep"):
        lines.append(item((say(Msg("your code may nest {n:,} calls (a functools.cache recursion takes two a "
                                   "level): recurse less deep, or fill the table bottom-up",
                                   n=report.limits["recursion_limit"])), "dim")))
    return lines
