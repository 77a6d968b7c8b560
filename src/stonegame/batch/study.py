"""A study of a whole instance space (``stonegame batch --all/--sample``): each answer written,
or the answers reduced to a summary (winners, the distribution of Alice − Bob, the extremes),
or a strategy of the user's own played against optimal play (``--compare``).

``run`` does the work and says what it found (``Outcome``): the result as JSON, how many
instances erred, whether Ctrl-C stopped it. It prints nothing but the answers it is asked to
write; the caller shows the report (``stonegame.views.study``) and picks the exit code.

Glossary: partial = a summary or a comparison of one task, merged with the others (on the
cluster, when distributed); the space, its numbering and its tasks: ``stonegame.batch.space``.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from stonegame.batch import run as batch_run
from stonegame.batch.execute import Dask, executor
from stonegame.batch.space import Scope, Space, indices
from stonegame.batch.strategy import played, read, strategy_from
from stonegame.batch.work import Defaults, answer_json, error_line
from stonegame.core import reading
from stonegame.core.errors import EndlessGame, StoneGameError
from stonegame.core.instances import as_json
from stonegame.core.solution import solve
from stonegame.core.values import Exact

EXTREMES = 3
"""Instances kept at each end of Alice − Bob (the largest, the smallest), and worst cases of a strategy."""


@dataclass(frozen=True, kw_only=True)
class Question:
    """What is asked of each instance: its answer (``defaults``: the method, and whether to
    write the line), or a summary of them all (``--summary``), or how a strategy does against
    optimal play (``--compare FILE``)."""

    summary: bool = False
    compare: Path | None = None
    defaults: Defaults = field(default_factory=Defaults)


@dataclass(frozen=True, kw_only=True)
class Running:
    """How the work runs: ``workers`` processes (None: every core; 0: this one) or a Dask
    cluster (``dask``: a local one; ``scheduler``: that one's), ``chunk`` instances a task,
    and the progress shown (a line every ``every`` seconds when piped; none when ``quiet``)."""

    workers: int | None = None
    dask: bool = False
    scheduler: str | None = None
    chunk: int = 512
    every: float = 10.0
    quiet: bool = False


@dataclass(frozen=True, kw_only=True)
class Output:
    """Where the answers go, when each is written: ``out`` (None: stdout), in the space's
    order (``ordered``) or as they come."""

    out: Path | None = None
    ordered: bool = True


@dataclass(frozen=True, kw_only=True)
class Study:
    """A ``stonegame batch --all/--sample`` run: what it looks at, what it asks, how it runs,
    where its answers go."""

    scope: Scope
    question: Question = field(default_factory=Question)
    running: Running = field(default_factory=Running)
    output: Output = field(default_factory=Output)


@dataclass(frozen=True)
class Outcome:
    """What a study found. ``report``: the summary or the comparison as JSON (``describe``);
    None when each answer was written instead. ``errors``: instances that erred (or answers
    a table could not write); ``done``: instances done; ``interrupted``: Ctrl-C stopped it."""

    report: dict[str, Any] | None
    errors: int
    done: int
    interrupted: bool


@dataclass(frozen=True)
class Tasks:
    """A study's tasks under way: sent to ``pool``, stopped by ``stop`` (Ctrl-C), counted by
    ``progress`` as their instances are done."""

    work: Iterator[tuple[Any, ...]]
    pool: Any  # an executor: Inline, Pool or Dask
    stop: batch_run.Stop
    progress: batch_run.Progress


def run(study: Study) -> Outcome:
    """Run the study: its options' mistakes (a strategy file that does not load, too) are a
    ``StoneGameError`` before any work."""
    scope, question, running = study.scope, study.question, study.running
    space = scope.space()
    compare = read(question.compare) if question.compare is not None else None
    work = scope.tasks(space, running.chunk)
    with executor(running.workers, running.dask, running.scheduler) as pool, batch_run.Stop() as stop:
        progress = batch_run.Progress(scope.count(space), running.every, running.quiet)
        tasks = Tasks(work, pool, stop, progress)
        try:
            if compare is not None:
                result = reduced(tasks, comparison_of, merge_comparisons, (space, *compare)) or Comparison()
            elif question.summary:
                result = reduced(tasks, summary_of, merge_summaries, (space, question.defaults)) or Summary()
            else:
                return written(tasks, space, study)
        finally:
            progress.close()
        return Outcome(describe(result, space, study), result.errors, progress.done, stop())


def written(tasks: Tasks, space: Space, study: Study) -> Outcome:
    """Each answer written to the output, as JSON lines (or a table)."""
    defaults, output = study.question.defaults, study.output
    sink = batch_run.Sink(output.out, defaults.line, append=False)
    errors = 0
    try:
        for block, erred in tasks.pool.map(lines_of, tasks.work, space, defaults, ordered=output.ordered,
                                           stop=tasks.stop):
            sink.write(block)
            errors += erred
            tasks.progress.advance(batch_run.lines_in(block))
    finally:
        sink.close()
    return Outcome(None, errors + sink.extra_errors, tasks.progress.done, tasks.stop())


def lines_of(task: tuple[Any, ...], space: Space, defaults: Defaults) -> tuple[str, int]:
    """One task's answers as JSON lines, each with its ``id`` (the index) and its instance."""
    reading.lift_digit_limit()
    game = space.resolved()
    dumps = json.JSONEncoder(separators=(",", ":")).encode
    out, errors = [], 0
    for index in indices(task, space):
        raw = space.instance(index)
        try:
            found = answer_json(solve(game, raw, defaults.method), defaults.line)
            out.append(dumps({"id": index, "instance": as_json(game.instance, raw), **found}))
        except StoneGameError as error:
            errors += 1
            out.append(error_line(index, error))
    return "".join(text + "\n" for text in out), errors


def reduced(tasks: Tasks, fn: Callable[..., Any], merge: Callable[[Any, Any], Any], args: tuple[Any, ...]) -> Any:
    """Every task's partial (``fn`` of the task and ``args``) merged: on the cluster when it is
    Dask, else here as they come."""
    if isinstance(tasks.pool, Dask):
        return tasks.pool.reduce(fn, merge, tasks.work, *args, stop=tasks.stop, seen=tasks.progress.advance)
    total = None
    for partial in tasks.pool.map(fn, tasks.work, *args, ordered=False, stop=tasks.stop):
        tasks.progress.advance(partial.count + partial.errors)
        total = partial if total is None else merge(total, partial)
    return total


# --summary: what a space holds.


@dataclass
class Summary:
    """What a space holds: winners, the distribution of Alice − Bob, and its extremes."""

    count: int = 0
    errors: int = 0
    first_error: str | None = None
    winners: Counter[str] = field(default_factory=Counter)
    values: Counter[int] = field(default_factory=Counter)
    top: list[tuple[int, int, Any]] = field(default_factory=list)  # (value, index, instance), largest first
    bottom: list[tuple[int, int, Any]] = field(default_factory=list)  # smallest first

    def add(self, value: int | None, winner: str | None, index: int, instance: Any) -> None:
        self.count += 1
        self.winners[winner or "undecided"] += 1
        if value is None:
            return
        self.values[value] += 1
        entry = (value, index, instance)
        self.top = sorted([*self.top, entry], key=lambda e: (-e[0], e[1]))[:EXTREMES]
        self.bottom = sorted([*self.bottom, entry], key=lambda e: (e[0], e[1]))[:EXTREMES]


def merge_summaries(one: Summary, other: Summary) -> Summary:
    return Summary(
        one.count + other.count, one.errors + other.errors, one.first_error or other.first_error,
        one.winners + other.winners, one.values + other.values,
        sorted(one.top + other.top, key=lambda e: (-e[0], e[1]))[:EXTREMES],
        sorted(one.bottom + other.bottom, key=lambda e: (e[0], e[1]))[:EXTREMES],
    )


def summary_of(task: tuple[Any, ...], space: Space, defaults: Defaults) -> Summary:
    game, found = space.resolved(), Summary()
    for index in indices(task, space):
        raw = space.instance(index)
        try:
            solution = solve(game, raw, defaults.method)
        except StoneGameError as error:
            found.errors += 1
            found.first_error = found.first_error or f"id {index}: {error}"
            continue
        found.add(solution.value, solution.winner_name, index, as_json(game.instance, raw))
    return found


# --compare: a strategy of the user's own, played as Alice against optimal play.


@dataclass
class Comparison:
    """How a strategy did as Alice against optimal play, over many instances.

    ``short``: games where it ends with less than optimal play secures; ``lost``: games it
    loses (Alice − Bob < 0) that optimal play does not; ``worst``: the largest shortfalls
    (optimal − achieved, index, instance)."""

    count: int = 0
    short: int = 0
    lost: int = 0
    errors: int = 0
    first_error: str | None = None
    total_shortfall: int = 0
    worst: list[tuple[int, int, Any]] = field(default_factory=list)


def merge_comparisons(one: Comparison, other: Comparison) -> Comparison:
    return Comparison(one.count + other.count, one.short + other.short, one.lost + other.lost,
                      one.errors + other.errors, one.first_error or other.first_error,
                      one.total_shortfall + other.total_shortfall,
                      sorted(one.worst + other.worst, key=lambda e: (-e[0], e[1]))[:EXTREMES])


def comparison_of(task: tuple[Any, ...], space: Space, source: str, name: str) -> Comparison:
    game, found = space.resolved(), Comparison()
    strategy = strategy_from(source, name)
    for index in indices(task, space):
        raw = space.instance(index)
        try:
            best, got = played(game, raw, strategy)
        except (StoneGameError, EndlessGame) as error:
            found.errors += 1
            found.first_error = found.first_error or f"id {index}: {error}"
            continue
        found.count += 1
        if got < best:
            found.short += 1
            found.total_shortfall += best - got
            found.worst = sorted([*found.worst, (best - got, index, as_json(game.instance, raw))],
                                 key=lambda e: (-e[0], e[1]))[:EXTREMES]
        if got < 0 <= best:
            found.lost += 1
    return found


def mean(total: int, count: int) -> float | Exact:
    """``total / count``: a float where one holds it, else the exact quotient rounded to an int
    (values of hundreds of digits pass a float's range; their mean is written out whole).

    >>> mean(7, 2), mean(10**400 + 1, 2) == 5 * 10**399
    (3.5, True)
    """
    try:
        return total / count
    except OverflowError:
        return Exact(round(Fraction(total, count)))


def describe(result: Summary | Comparison, space: Space, study: Study) -> dict[str, Any]:
    """The study's result as JSON: what ``--json`` prints, and what ``stonegame.views.study`` says."""
    scope = study.scope
    sizes = f"{space.sizes[0]}..{space.sizes[-1]}" if len(space.sizes) > 1 else str(space.sizes[0])
    head: dict[str, Any] = {"game": space.resolved().slug, "n": sizes,
                            "values": None if space.resolved().instance.one_per_size else f"{space.low}..{space.high}",
                            "space": space.total, "sample": scope.sample, "seed": scope.seed if scope.sample else None,
                            "errors": result.errors, "first_error": result.first_error}
    if isinstance(result, Comparison):
        return {**head, "strategy": str(study.question.compare), "instances": result.count, "short": result.short,
                "lost": result.lost,
                "mean_shortfall": mean(result.total_shortfall, result.count) if result.count else 0,
                "worst": [{"shortfall": s, "id": i, "instance": x} for s, i, x in result.worst]}
    values = result.values
    solved = sum(values.values())
    average = mean(sum(v * c for v, c in values.items()), solved) if solved else None
    return {**head, "instances": result.count, "winners": dict(sorted(result.winners.items())),
            "value": {"min": min(values) if values else None, "max": max(values) if values else None,
                      "mean": average, "distribution": {str(v): c for v, c in sorted(values.items())}},
            "largest": [{"value": v, "id": i, "instance": x} for v, i, x in result.top],
            "smallest": [{"value": v, "id": i, "instance": x} for v, i, x in result.bottom]}
