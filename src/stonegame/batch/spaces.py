"""Whole instance spaces: every instance of a game with n values in LO..HI (``--all``), or a
seeded sample of them (``--sample``); each answer written, or reduced to a summary (winners,
the distribution of Alice − Bob, the extremes), or a strategy of the user's own played against
optimal play (``--compare``).

A space is numbered: the instances of the smallest size first, each row read as the digits of
its index in base HI − LO + 1 (the first value most significant). A task is a range of indices
(or, for a sample, a chunk number that seeds its own draws), so tasks are a few bytes whatever
the space, the same instances come out with any number of workers, and ``id`` is the index.
What a position and a move are comes from the game's rules (``start``, ``moves``, ``play``,
``show``), never from its name.

Glossary: base = HI − LO + 1; digits = the values of an instance, row after row; partial = a
summary or a comparison of one task, merged with the others (on the cluster, when distributed).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from stonegame.batch import run as batch_run
from stonegame.batch.execute import Dask, executor
from stonegame.batch.work import Defaults, answer_json, error_line, game_named
from stonegame.core import reading
from stonegame.core.errors import EndlessGame, StoneGameError
from stonegame.core.game import Game
from stonegame.core.players import Player
from stonegame.core.solution import oracle, solve
from stonegame.core.values import shown

EXTREMES = 3
"""Instances kept at each end of Alice − Bob (the largest, the smallest), and worst cases of a strategy."""


@dataclass(frozen=True)
class Space:
    """Every instance of ``game`` (a name) with ``low``..``high`` values, of each size in ``sizes``."""

    game: str
    sizes: tuple[int, ...]
    low: int = 0
    high: int = 0

    def resolved(self) -> Game:
        return game_named(self.game)

    @property
    def base(self) -> int:
        return self.high - self.low + 1

    def count_of(self, n: int) -> int:
        kind = self.resolved().instance
        return 1 if kind.one_per_size else self.base ** (n * kind.value_lines)

    @property
    def total(self) -> int:
        return sum(self.count_of(n) for n in self.sizes)

    def instance(self, index: int) -> Any:
        """The raw instance numbered ``index`` (see the module's docstring)."""
        kind = self.resolved().instance
        for n in self.sizes:
            count = self.count_of(n)
            if index < count:
                break
            index -= count
        else:
            raise IndexError(index)
        if kind.one_per_size:
            return kind.make(n, lambda size: [])  # a count is its size: nothing to draw
        digits = [0] * (n * kind.value_lines)
        for place in range(len(digits) - 1, -1, -1):
            index, digits[place] = divmod(index, self.base)
        values = [self.low + d for d in digits]
        return kind.from_rows([values[i * n:(i + 1) * n] for i in range(kind.value_lines)])


def span(text: str, what: str) -> tuple[int, int]:
    """``"6..8"`` as (6, 8), ``"7"`` as (7, 7), or a one-line error."""
    parts = text.split("..")
    try:
        low, high = (int(parts[0]), int(parts[-1])) if len(parts) <= 2 else (None, None)
    except ValueError:
        low = high = None
    if low is None or high is None or low > high:
        raise StoneGameError(f"{what} must be N or LO..HI with LO <= HI (6..8), not {shown(text)}")
    return low, high


@dataclass(frozen=True)
class Study:
    """A ``stonegame batch --all/--sample`` run, as its options say."""

    game: str | None
    sizes: str | None
    values: str | None
    sample: int | None
    seed: int
    summary: bool
    compare: Path | None
    as_json: bool
    source: Path | None
    out: Path | None
    defaults: Defaults
    ordered: bool
    workers: int | None
    dask: bool
    scheduler: str | None
    chunk: int
    every: float
    quiet: bool

    def space(self) -> Space:
        if self.game is None:
            raise StoneGameError("--n, --values, --sample, --summary and --compare go with --all GAME, "
                                 "the space of instances they study")
        if self.source is not None:
            raise StoneGameError("give either IN (instances to solve) or --all GAME (a whole space), not both")
        game = game_named(self.game)
        if self.sizes is None:
            raise StoneGameError("--all needs --n N (or LO..HI): the sizes of the instances")
        low_n, high_n = span(self.sizes, "--n")
        if low_n < game.instance.smallest:
            raise StoneGameError(f"--n starts at {low_n}, but {game.slug} needs at least {game.instance.smallest}")
        if game.instance.one_per_size:
            if self.values is not None:
                raise StoneGameError(f"an instance of {game.slug} is its size n alone: --values does not apply")
            return Space(self.game, tuple(range(low_n, high_n + 1)))
        if self.values is None:
            raise StoneGameError("--all needs --values LO..HI: the range of every value")
        low, high = span(self.values, "--values")
        space = Space(self.game, tuple(range(low_n, high_n + 1)), low, high)
        for end in (low, high):  # a value the game refuses is refused once here, not once a row
            game.validate(game.instance.from_rows([[end] * low_n] * game.instance.value_lines))
        return space


def tasks(space: Space, study: Study) -> Any:
    """The tasks: (first index, last index + 1) ranges, or (chunk number, draws) for a sample."""
    if study.sample is None:
        total, size = space.total, study.chunk
        return ((start, min(start + size, total)) for start in range(0, total, size))
    if study.sample < 1:
        raise StoneGameError(f"--sample must be at least 1, not {study.sample}")
    left, number = study.sample, 0

    def chunks() -> Any:
        nonlocal left, number
        while left > 0:
            yield ("sample", study.seed, number, min(left, study.chunk))
            left -= study.chunk
            number += 1

    return chunks()


def indices(task: tuple[Any, ...], space: Space) -> list[int]:
    """The instance numbers of one task (a sample's draws come from its seed and chunk number)."""
    if task[0] == "sample":
        _, seed, number, count = task
        rng = random.Random(f"{seed}:{number}")
        return [rng.randrange(space.total) for _ in range(count)]
    return list(range(task[0], task[1]))


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
            out.append(dumps({"id": index, "instance": game.instance.to_json(raw), **found}))
        except StoneGameError as error:
            errors += 1
            out.append(error_line(index, error))
    return "".join(text + "\n" for text in out), errors


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
        found.add(solution.value, solution.winner_name, index, game.instance.to_json(raw))
    return found


# --compare: a strategy of the user's own, played as Alice against optimal play.

STRATEGIES: dict[str, Any] = {}
"""The user's strategy function by the hash of its source, compiled once per worker."""


def strategy_from(source: str, name: str) -> Any:
    """The function ``strategy`` the source defines, or a one-line error."""
    key = hashlib.sha256(source.encode()).hexdigest()
    if key not in STRATEGIES:
        space: dict[str, Any] = {"__name__": "strategy_file"}
        try:
            exec(compile(source, name, "exec"), space)
        except Exception as error:  # the user's file: any error of theirs is one line
            raise StoneGameError(f"{name} fails to load: {type(error).__name__}: {error}") from None
        found = space.get("strategy")
        if not callable(found):
            raise StoneGameError(f"{name} defines no function strategy(position) -> move")
        STRATEGIES[key] = found
    return STRATEGIES[key]


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


def played(game: Game, instance: Any, strategy: Any) -> tuple[int, int]:
    """(what optimal play secures for Alice, what the strategy gets as Alice) against Bob's
    optimal moves (the optimal line's choice at each of his turns)."""
    from stonegame.teach.play import read_move

    rules = game.rules(game.instance.exact(game.validate(instance)))
    perfect = oracle(rules, game.scoring)
    position, player = rules.start(), Player.ALICE
    best = perfect.value(position)
    points = {Player.ALICE: 0, Player.BOB: 0}
    while legal := rules.moves(position):
        if player is Player.ALICE:
            try:
                said = strategy(rules.show(position))
            except Exception as error:  # the user's code: its error is reported, not raised
                raise StoneGameError(f"strategy raised {type(error).__name__}: {error} at "
                                     f"{shown(rules.show(position))}") from None
            move = said if said in legal else read_move(game, rules, position, str(said))
            if move is None:
                raise StoneGameError(f"strategy returned {shown(said)}, not a legal move at "
                                     f"{shown(rules.show(position))} (legal: {', '.join(map(str, legal))})")
            step = rules.play(position, move)
        else:
            step = perfect.best(perfect.options(position, legal))[1]
        points[player] += step.gain
        position = step.position
        if not step.again:
            player = player.other
    points[player] += rules.end(position)
    return best, points[Player.ALICE] - points[Player.BOB]


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
            found.worst = sorted([*found.worst, (best - got, index, game.instance.to_json(raw))],
                                 key=lambda e: (-e[0], e[1]))[:EXTREMES]
        if got < 0 <= best:
            found.lost += 1
    return found


def reduced(pool: Any, fn: Any, merge: Any, work: Any, args: tuple[Any, ...], stop: Any,
            progress: batch_run.Progress) -> Any:
    """Every task's partial merged: on the cluster when it is Dask, else here as they come."""
    if isinstance(pool, Dask):
        return pool.reduce(fn, merge, work, *args, stop=stop, seen=progress.advance)
    total = None
    for partial in pool.map(fn, work, *args, ordered=False, stop=stop):
        progress.advance(partial.count + partial.errors)
        total = partial if total is None else merge(total, partial)
    return total


def main(study: Study) -> int:
    """Run the study; the exit code (0, or 1 when some instances erred; 130 after Ctrl-C)."""
    space = study.space()
    source = name = None
    if study.compare is not None:
        try:
            source, name = study.compare.read_text(encoding="utf-8"), str(study.compare)
        except OSError as error:
            raise StoneGameError(f"cannot read {study.compare}: {error.strerror}") from None
        strategy_from(source, name)  # a file that does not load is a usage error, before any work
    total = study.sample if study.sample is not None else space.total
    work = tasks(space, study)
    with executor(study.workers, study.dask, study.scheduler) as pool, batch_run.Stop() as stop:
        progress = batch_run.Progress(total, study.every, study.quiet)
        try:
            if study.compare is not None:
                result = reduced(pool, comparison_of, merge_comparisons, work, (space, source, name), stop,
                                 progress) or Comparison()
            elif study.summary:
                result = reduced(pool, summary_of, merge_summaries, work, (space, study.defaults), stop,
                                 progress) or Summary()
            else:
                return written(pool, work, space, study, stop, progress)
        finally:
            progress.close()
        if stop():
            print("stonegame batch: interrupted; the study is incomplete", file=sys.stderr)
            return batch_run.INTERRUPTED
    report = describe(result, space, study)
    if study.as_json:
        print(json.dumps(report))
    else:
        print("\n".join(report_lines(report)))
    return 1 if result.errors else 0


def written(pool: Any, work: Any, space: Space, study: Study, stop: Any, progress: batch_run.Progress) -> int:
    sink = batch_run.Sink(study.out, study.defaults.line, append=False)
    errors = 0
    try:
        for block, erred in pool.map(lines_of, work, space, study.defaults, ordered=study.ordered, stop=stop):
            sink.write(block)
            errors += erred
            progress.advance(block.count("\n"))
    finally:
        sink.close()
    if stop():
        print(f"stonegame batch: interrupted after {progress.done:,} answers", file=sys.stderr)
        return batch_run.INTERRUPTED
    return 1 if errors or sink.extra_errors else 0


def describe(result: Summary | Comparison, space: Space, study: Study) -> dict[str, Any]:
    """The study's result as JSON."""
    sizes = f"{space.sizes[0]}..{space.sizes[-1]}" if len(space.sizes) > 1 else str(space.sizes[0])
    head: dict[str, Any] = {"game": space.resolved().slug, "n": sizes,
                            "values": None if space.resolved().instance.one_per_size else f"{space.low}..{space.high}",
                            "space": space.total, "sample": study.sample, "seed": study.seed if study.sample else None,
                            "errors": result.errors, "first_error": result.first_error}
    if isinstance(result, Comparison):
        return {**head, "strategy": str(study.compare), "instances": result.count, "short": result.short,
                "lost": result.lost, "mean_shortfall": result.total_shortfall / result.count if result.count else 0,
                "worst": [{"shortfall": s, "id": i, "instance": x} for s, i, x in result.worst]}
    values = result.values
    solved = sum(values.values())
    mean = sum(v * c for v, c in values.items()) / solved if solved else None
    return {**head, "instances": result.count, "winners": dict(sorted(result.winners.items())),
            "value": {"min": min(values) if values else None, "max": max(values) if values else None,
                      "mean": mean, "distribution": {str(v): c for v, c in sorted(values.items())}},
            "largest": [{"value": v, "id": i, "instance": x} for v, i, x in result.top],
            "smallest": [{"value": v, "id": i, "instance": x} for v, i, x in result.bottom]}


def report_lines(report: dict[str, Any]) -> list[str]:
    """The JSON report in a few plain lines."""
    values = "" if report["values"] is None else f", values {report['values']}"
    drawn = (f"a sample of {report['sample']:,} (seed {report['seed']}) of {report['space']:,}"
             if report["sample"] else f"all {report['space']:,}")
    lines = [f"{report['game']}, n = {report['n']}{values}: {drawn} instances"]
    count = report["instances"]

    def part(k: int) -> str:
        return f"{k:,} ({k / count:.2%})" if count else f"{k:,}"

    if "strategy" in report:
        lines += [f"{report['strategy']} as Alice against optimal play, over {count:,} instances:",
                  f"  loses {part(report['lost'])} where optimal play does not lose",
                  f"  ends below optimal play on {part(report['short'])}, by {report['mean_shortfall']:.3g} "
                  "on average over all"]
        for worst in report["worst"]:
            lines.append(f"  short by {worst['shortfall']} on {json.dumps(worst['instance'])} (id {worst['id']})")
    else:
        lines.append("winners: " + ", ".join(f"{w} {part(c)}" for w, c in report["winners"].items()))
        value = report["value"]
        if value["min"] is not None:
            lines.append(f"Alice − Bob: min {value['min']}, mean {value['mean']:.4g}, max {value['max']}")
            common = sorted(value["distribution"].items(), key=lambda item: -item[1])[:8]
            lines.append("most common: " + ", ".join(f"{v}: {part(c)}" for v, c in common))
            for label in ("largest", "smallest"):
                lines.append(f"{label}: " + "; ".join(f"{e['value']} on {json.dumps(e['instance'])}"
                                                      for e in report[label]))
    if report["errors"]:
        lines.append(f"{report['errors']:,} instances erred; the first: {report['first_error']}")
    return lines
