"""``stonegame cases``: test data with expected outputs, as Polygon-style tools write it.

The cases, in order: the statement's examples; edge cases; random cases across the sizes the
constraints allow (``check``'s generator); the largest the constraints allow; and, found by
search among small instances, cases that break the usual wrong solutions:

- *greedy*: each player takes the move that scores most now (in a win/lose game, where no move
  scores, the first legal move): the answer of that play differs from the optimal answer;
- *no tie*: the optimal play ends level, where a solution that never answers a tie must err
  (only where the problem's answer tells a tie from a win);
- *off by one*: the instance without its last value has another answer, which a loop that
  stops one short returns.

All of it comes from the game's rules, instance kind, answer and limits, never from its name.
Every case keeps to the original constraints, so a correct solution that relies on them passes.

Formats: ``stdin`` is the C++ anchors' (n, then the values; what ``check --cmd`` programs
read); ``leetcode`` one argument per line, as LeetCode's custom test box takes them; ``jsonl``
one ``{"id", "label", "game", "instance", "answer", "value"}`` a line. An expected output is
the answer as LeetCode prints it, then, for a scoring game whose value is known, Alice − Bob.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stonegame.checker.cases import Shape, key_of, limits_of
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game, answer_text
from stonegame.core.instances import as_arguments, as_json, as_stdin
from stonegame.core.line import Match
from stonegame.core.players import Player
from stonegame.core.solution import Solution, solve

FORMATS = ("stdin", "leetcode", "jsonl")
SEARCH = 4_000
"""Random small instances tried, at most, to break each wrong solution."""
SEARCH_SIZE = 8
"""Largest row searched for breaking cases (a count game: largest n, see ``SEARCH_COUNT``)."""
SEARCH_COUNT = 500


@dataclass(frozen=True)
class Case:
    """One test: what it is, the instance (as JSON), and the reference solution."""

    label: str
    instance: Any
    solution: Solution

    def expected(self) -> str:
        """The expected output: the answer as LeetCode prints it, then Alice − Bob where it is known."""
        lines = [answer_text(self.solution.answer)]
        if self.solution.game.scoring and self.solution.value is not None:
            lines.append(str(self.solution.value))
        return "\n".join(lines) + "\n"


def greedy_value(game: Game, instance: Any) -> int:
    """Alice − Bob when both take the move that scores most now (the first such in the rules' order)."""
    rules = game.rules(game.instance.exact(game.validate(instance)))
    match = Match(rules.start())
    while legal := rules.moves(match.position):
        match.advance(max((rules.play(match.position, move) for move in legal), key=lambda s: s.gain))
    match.finish(rules)
    return match.lead(Player.ALICE)


def wrong_answers(game: Game, instance: Any, solution: Solution) -> dict[str, Any]:
    """What each usual wrong solution answers on ``instance``, where that is wrong."""
    wrong: dict[str, Any] = {}
    answer, of = solution.answer, game.answer.of
    greedy = of(greedy_value(game, instance), instance)
    if greedy != answer:
        wrong["greedy"] = greedy
    if solution.value == 0 and (of(1, instance) != answer or of(-1, instance) != answer):
        wrong["no tie"] = of(1, instance)
    n = game.size(instance)
    if n > game.instance.smallest:
        shorter = game.instance.cut(instance, n - 1)
        try:
            cut = solve(game, shorter).answer
        except StoneGameError:
            cut = answer
        if cut != answer:
            wrong["off by one"] = cut
    return wrong


def breakers(game: Game, shape: Shape, rng: random.Random) -> Iterator[tuple[str, Any]]:
    """For each usual wrong solution, the first small allowed instance found that breaks it."""
    lim = shape.limits
    wanted = {"greedy", "no tie", "off by one"} if game.scoring else {"greedy", "off by one"}  # no ties to miss
    if shape.kind.one_per_size:
        candidates: Iterator[Any] = iter(range(lim.min_n, min(lim.max_n, SEARCH_COUNT) + 1))
    else:
        def drawn() -> Iterator[Any]:
            top = max(lim.min_n, min(lim.max_n, SEARCH_SIZE))
            for attempt in range(SEARCH):
                n = lim.min_n + attempt * (top - lim.min_n + 1) // SEARCH  # smallest rows first
                yield shape.random_instance(n, rng, ("small", "ties", "mixed")[attempt % 3])

        candidates = drawn()
    for instance in candidates:
        if not wanted:
            return
        if not shape.allowed(instance):
            continue
        solution = solve(game, instance)
        for name, said in wrong_answers(game, instance, solution).items():
            if name in wanted:
                wanted.discard(name)
                yield f"breaks {name} (which answers {answer_text(said)})", instance


def cases(game: Game, count: int = 20, seed: int = 0) -> list[Case]:
    """Every case for ``game`` (see the module's docstring), each instance once, in order."""
    if count < 0:
        raise StoneGameError(f"--count must be 0 or more, not {count}")
    shape = Shape(game, limits_of(game))
    rng = random.Random(seed)
    found: list[tuple[str, Any]] = [("statement example", instance) for instance, _ in game.statement_examples]
    found += [("edge case", instance) for instance in shape.edge_cases()]
    found += list(breakers(game, shape, rng))
    small, sized = shape.generated(count, rng, [instance for _, instance in found])
    found += [("random", instance) for instance in small] + [("random, sized", instance) for instance in sized]
    found += [(f"largest: {label}", instance) for label, instance in shape.largest(seed)]
    labels: dict[Any, list[str]] = {}
    instances: dict[Any, Any] = {}
    for label, instance in found:  # an instance found twice is one case with both labels
        key = key_of(instance)
        labels.setdefault(key, []).append(label)
        instances.setdefault(key, instance)
    return [Case("; ".join(dict.fromkeys(labels[key])), instance, solve(game, shape.for_solver(instance)))
            for key, instance in instances.items()]


def leetcode(game: Game, instance: Any) -> str:
    """The instance as LeetCode's custom test box takes it: one argument a line, JSON without spaces."""
    arguments = as_arguments(game.instance, instance)
    return "".join(json.dumps(argument, separators=(",", ":")) + "\n" for argument in arguments)


def written(game: Game, case: Case, form: str, number: int) -> str:
    if form == "stdin":
        return as_stdin(game.instance, case.instance)
    if form == "leetcode":
        return leetcode(game, case.instance)
    return json.dumps({"id": number, "label": case.label, "game": game.slug,
                       "instance": as_json(game.instance, case.instance),
                       "answer": case.solution.answer, "value": case.solution.value}) + "\n"


def write(game: Game, made: list[Case], form: str, out: Path | None) -> list[str]:
    """Write the cases: into ``out`` (``NN.in`` and ``NN.out`` a case, or ``cases.jsonl``), or
    all inputs one after another on stdout. Returns what was written, one line a file."""
    if form not in FORMATS:
        raise StoneGameError(f"no format {form!r}; choose from {', '.join(FORMATS)}")
    if out is None:
        for number, case in enumerate(made, 1):
            print(written(game, case, form, number), end="")
        return []
    try:
        out.mkdir(parents=True, exist_ok=True)
        if form == "jsonl":
            path = out / "cases.jsonl"
            path.write_text("".join(written(game, case, form, n) for n, case in enumerate(made, 1)))
            return [f"{path}: {len(made)} cases"]
        width = max(2, len(str(len(made))))
        listing = []
        for number, case in enumerate(made, 1):
            stem = out / f"{number:0{width}d}"
            stem.with_suffix(".in").write_text(written(game, case, form, number))
            stem.with_suffix(".out").write_text(case.expected())
            listing.append(f"{stem.name}.in  {case.label}")
        return listing
    except OSError as error:
        raise StoneGameError(f"cannot write the cases in {out}: {error.strerror}") from None
