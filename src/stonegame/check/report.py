"""What one check found (``Report``), as JSON (``to_json``) and in words (``describe``), with
the command that reproduces a failure (``reproduce``) and a pytest-style summary line.
"""

from __future__ import annotations

import json
import os
import shlex
import tempfile
from dataclasses import dataclass, field
from typing import Any

from stonegame.check.cases import GENERATED_SIZE, Shape
from stonegame.check.verdicts import PHASES, VERDICTS, Result
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game
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
    notes: list[str] = field(default_factory=list)
    shape: Shape | None = None
    warnings: list[str] = field(default_factory=list)
    printed: dict[str, Any] | None = None  # {"cases", "on", "excerpt", "bytes"}: how many printed, the first
    command: str | None = None  # a command that solves the failing instance
    instance_file: str | None = None  # where a long failing instance is written whole
    seconds: float | None = None  # how long the whole check took
    check_command: str | None = None  # a `stonegame check` command that runs the failing case again
    build: dict[str, Any] | None = None  # a compiled language's: seconds per build, the compiler's errors

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
        }


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
            json.dump(shape.kind.to_json(instance), out)
        argv += ["--file", file]
    else:
        argv += shape.kind.words(instance)
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


def summary_lines(report: Report) -> list[str]:
    """The end of the report, as pytest ends its own: the first failure in one line with the
    command that reproduces it, then the summary line."""
    lines = []
    failure = report.failure
    if failure is not None:
        from rich.markup import escape

        assert report.shape is not None
        shown = report.shape.show(failure.instance)
        shown = shown if len(shown) <= 60 else shown[:57] + "..."
        again = f"; reproduce: {escape(report.command)}" if report.command else ""
        lines.append(f"[bold red]FAILED[/] {report.game.slug} {escape(shown)}: {VERDICTS[report.verdict]}{again}")
    return [*lines, summary(report)]


def summary(report: Report) -> str:
    """The last line, as pytest ends: the verdict, the cases run and the time.

    The rich markup colours it: green when it passed, red when not.
    """
    verdict = "passed" if report.passed else VERDICTS[report.verdict]
    took = f" in {report.seconds:.2f} s" if report.seconds is not None else ""
    text = f" {verdict}: {plural(report.cases_run, 'case')} run{took} "
    colour = "green" if report.passed else "red"
    return f"[bold {colour}]{text.center(78, '=')}[/]"


def describe(report: Report) -> list[str]:
    """The report as lines of rich markup (the command prints them, then the optimal line)."""
    from rich.markup import escape

    shape, counts, failure = report.shape, report.counts, report.failure
    assert shape is not None, "a report made by check() has its shape"
    head = "[bold green]PASSED[/]" if report.passed else f"[bold red]{VERDICTS[report.verdict].upper()}[/]"
    lines = [f"{head}  {report.game.slug}: {escape(report.candidate)}"]
    ran = [plural(counts["examples"], "statement example"), plural(counts["edge"], "edge case"),
           plural(counts["generated"], "generated case")]
    if counts["sized"]:
        ran.append(plural(counts["sized"], "sized case"))
    if counts["speed"]:
        ran.append(f"{counts['speed']} of the largest size")
    if counts.get("last-failed"):
        ran.insert(0, f"the last failing case first ({counts['last-failed']})")
    lines.append(f"  ran {', '.join(ran)}" + (f"; shrinking ran {counts['shrink']:,} more" if counts["shrink"] else ""))
    if report.build is not None:
        lines += build_lines(report.build, escape)
    if failure is not None and failure.verdict != "too-slow":
        lines += failure_lines(report, failure, escape)
    stop = report.limits["speed_stop_seconds"]
    for result in report.speed:
        mark = "[green]ok[/]" if result.verdict == "passed" else f"[red]{VERDICTS[result.verdict]}[/]"
        took = seconds(result.seconds)
        if result.seconds is None and result.verdict == "too-slow":
            took = f"stopped after {stop:g} s"
        size = "" if shape.kind.one_per_size else f", n = {shape.size(result.instance):,}"
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


def build_lines(build: dict[str, Any], escape: Any) -> list[str]:
    """The compiler's errors, or what compiling took (never counted in a case's time)."""
    if build.get("errors") is not None:
        return [f"  {escape(build['command'])}:", *(f"    {escape(line)}" for line in build["errors"])]
    took = ", ".join(f"{name} build {'cached' if name in build['cached'] else seconds(spent)}"
                     for name, spent in build["compiled"].items())
    return [f"  compiled: {took} (not counted in any case's time)"] if took else []


def failure_lines(report: Report, failure: Result, escape: Any) -> list[str]:
    """The failing instance, where it was found, what was expected and got, and how to see it again."""
    shape, lines = report.shape, []
    assert shape is not None
    size = shape.size(failure.instance)
    what = PHASES.get(failure.phase, "the last failing case") + (f": {failure.label}" if failure.label else "")
    if failure.found is not None:
        if shape.kind.one_per_size:
            origin = f"n = {failure.found:,}"
        elif shape.size(failure.found) > GENERATED_SIZE:
            origin = plural(shape.size(failure.found), "stone")
        else:
            origin = shape.show(failure.found)
        what += f", shrunk from {origin}"
    stones = "" if shape.kind.one_per_size else f"{size:,} stone{'s' * (size != 1)}; "
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
    return lines
