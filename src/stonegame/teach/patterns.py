"""Patterns found: what holds on every small instance tried, as conjectures with their evidence.

The lesson of any game, the ten and a user's variant alike, ends its analysis with what the
answers themselves show. Every small instance is solved (rows of a few values over a small
alphabet; every count up to a bound), then simple conjectures are tried against them all:

- *always*: the answer is the same on every instance of a class ("the first player wins on
  all 364 rows of even length and odd total");
- *depends only on*: instances that agree on a feature (the length, the total, the counts of
  values ≡ 0, 1, 2 mod 3, …) always get the same answer;
- *period*: for a count game, the losing counts are periodic ("n ≡ 0, 2 (mod 7) up to 10,000"),
  or, when no period shows, the losing counts themselves (Stone Game IV's 0, 2, 5, 7, 10, …).

A conjecture that fails is reported as refuted, with its smallest counterexample; the one
worth telling is the nearest miss before a feature that holds. Nothing here is proven: a
pattern is evidence over the instances tried, said as such (a lesson that proves one, as 877's
closed form proves its constant answer, says so instead of calling it a conjecture).

Glossary: instance = what the game takes; answer = what the original problem returns;
class = a condition an instance may meet; feature = a function of an instance.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from typing import Any

from stonegame.catalogs import Msg
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game, answer_text
from stonegame.core.instances import as_json, from_rows
from stonegame.core.solution import solve

ROWS_UP_TO = 6
"""The longest rows enumerated: 3^6 = 729 rows of that length over a 3-value alphabet."""

COUNTS_UP_TO = 1_000
"""The largest count a count game's pattern is looked for up to."""

PERIOD_UP_TO = 60
"""The longest period tried."""


@dataclass(frozen=True)
class Pattern:
    """One finding: ``said`` in words, ``holds`` whether every instance tried agrees (False:
    refuted, and ``counterexample`` shows where), ``evidence`` how many instances it rests on;
    ``teaches``: a refuted one worth telling (the nearest miss before the feature that holds)."""

    said: Msg
    holds: bool
    evidence: int
    counterexample: Any = None
    teaches: bool = False
    answers: tuple[Any, ...] = ()
    """A refuted one's answers on its two counterexamples, in their order."""


@dataclass(frozen=True)
class Feature:
    """A function of an instance that a conjecture may say the answer depends on alone."""

    name: Msg
    of: Callable[[Game, Any], Any]


def _rows(game: Game, instance: Any) -> list[list[int]]:
    return [list(row) for row in game.instance.rows(instance)]


def _values(game: Game, instance: Any) -> list[int]:
    return [value for row in _rows(game, instance) for value in row]


def _residues(game: Game, instance: Any) -> tuple[int, int, int]:
    values = _values(game, instance)
    return tuple(sum(1 for value in values if value % 3 == r) for r in range(3))  # type: ignore[return-value]


FEATURES = (
    Feature(Msg("the number of values"), lambda game, instance: game.size(instance)),
    Feature(Msg("whether the number of values is even"), lambda game, instance: game.size(instance) % 2),
    Feature(Msg("the total"), lambda game, instance: sum(_values(game, instance))),
    Feature(Msg("whether the total is even"), lambda game, instance: sum(_values(game, instance)) % 2),
    Feature(Msg("the parity of the count of values ≡ 0 (mod 3) and the counts of values ≡ 1 and 2"),
            lambda game, instance: (_residues(game, instance)[0] % 2, *_residues(game, instance)[1:])),
    Feature(Msg("the counts of values ≡ 0, 1 and 2 (mod 3)"), _residues),
    Feature(Msg("the values as a multiset (their order does not matter)"),
            lambda game, instance: tuple(tuple(sorted(row)) for row in _rows(game, instance))),
)
"""The features tried, coarsest first: the first that decides the answer is the finding."""

TRIED = Msg("a constant answer, or one that depends only on the number of values, the total, their residues mod 3 "
            "or the values in any order")
"""The conjectures tried (``CLASSES`` and ``FEATURES``) in a few words, for a lesson where none holds."""

CLASSES: tuple[tuple[Msg, Callable[[Game, Any], bool]], ...] = (
    (Msg("every instance"), lambda game, instance: True),
    (Msg("every row of even length"), lambda game, instance: game.size(instance) % 2 == 0),
    (Msg("every row of odd length"), lambda game, instance: game.size(instance) % 2 == 1),
    (Msg("every instance with an odd total"), lambda game, instance: sum(_values(game, instance)) % 2 == 1),
    (Msg("every row of even length and odd total"),
     lambda game, instance: game.size(instance) % 2 == 0 and sum(_values(game, instance)) % 2 == 1),
)
"""The classes an "always" conjecture is tried on, broadest first."""


def alphabet(game: Game) -> tuple[int, ...]:
    """The values small rows are made of: 1, 2, 3 (three residues mod 3), shifted into the
    game's bounds; with 0 and −1 where the game takes them (ties and negative values are where
    rules break)."""
    least = getattr(game.instance, "least", None)
    most = getattr(game.instance, "most", None)
    found = [value for value in (1, 2, 3, -1, 0)
             if (least is None or value >= least) and (most is None or value <= most)]
    return tuple(found) or (least if least is not None else 0,)


def small_instances(game: Game, longest: int = ROWS_UP_TO) -> Iterator[Any]:
    """Every instance of up to ``longest`` values over ``alphabet``, shortest first (for a pair,
    both rows; for a count, every count up to ``COUNTS_UP_TO``)."""
    kind = game.instance
    if kind.one_per_size:
        yield from range(kind.smallest, COUNTS_UP_TO + 1)
        return
    letters = alphabet(game)
    lines = kind.value_lines
    budget = 4_000  # instances of one length at most: pairs grow as |alphabet|^(2n)
    for n in range(kind.smallest, longest + 1):
        if len(letters) ** (n * lines) > budget:
            break
        for values in itertools.product(letters, repeat=n * lines):
            yield from_rows(kind, [values[k * n:(k + 1) * n] for k in range(lines)])


def solved(game: Game, instances: Iterator[Any]) -> list[tuple[Any, Any]]:
    """(instance, answer) for each instance the game accepts (others are skipped)."""
    found = []
    for raw in instances:
        try:
            instance = game.validate(raw)
            found.append((instance, solve(game, instance).answer))
        except StoneGameError:
            continue
    return found


def always(game: Game, answers: list[tuple[Any, Any]]) -> list[Pattern]:
    """The broadest classes on which the answer never changes, and "the first answer always"
    refuted with its smallest counterexample where it fails."""
    found = []
    for name, member in CLASSES:
        chosen = [(instance, answer) for instance, answer in answers if member(game, instance)]
        if not chosen:
            continue
        values = {repr(answer) for _, answer in chosen}
        if len(values) == 1:
            found.append(Pattern(Msg("the answer is {answer} on {which}", answer=answer_text(chosen[0][1]), which=name),
                                 True, len(chosen)))
            break  # a broader class holds: narrower ones say less
    return found


def depends_only_on(game: Game, answers: list[tuple[Any, Any]]) -> list[Pattern]:
    """The coarsest feature that decides the answer on every instance tried, and the coarser
    ones refuted, each with two instances that share the feature and differ in the answer."""
    found: list[Pattern] = []
    for feature in FEATURES:
        try:
            seen: dict[Any, tuple[Any, Any]] = {}
            clash_answers: tuple[Any, ...]
            clash, clash_answers = None, ()
            for instance, answer in answers:
                key = feature.of(game, instance)
                if key in seen and seen[key][1] != answer:
                    clash = (seen[key][0], instance)
                    clash_answers = (seen[key][1], answer)
                    break
                seen.setdefault(key, (instance, answer))
        except (TypeError, ValueError):  # the feature does not apply to this kind of instance
            continue
        said = Msg("the answer depends only on {feature}", feature=feature.name)
        if clash is None:
            if found:  # the nearest miss: the feature just coarser than the one that holds
                found[-1] = replace(found[-1], teaches=True)
            found.append(Pattern(said, True, len(answers)))
            break
        found.append(Pattern(said, False, len(answers), [as_json(game.instance, each) for each in clash],
                             answers=clash_answers))
    return found  # nothing simple decides it: no miss is nearer than another, and none is told


def period(game: Game, answers: list[tuple[Any, Any]]) -> list[Pattern]:
    """For a count game: the counts with the rarer answer, periodic where a period shows."""
    by_n = {int(instance): answer for instance, answer in answers}
    if not by_n:
        return []
    values = [by_n[n] for n in sorted(by_n)]
    rare = min(set(map(repr, values)), key=lambda said: sum(repr(v) == said for v in values))
    marked = [n for n in sorted(by_n) if repr(by_n[n]) == rare]
    answer = by_n[marked[0]] if marked else values[0]
    top = max(by_n)
    for p in range(1, PERIOD_UP_TO + 1):
        start = next((s for s in range(0, len(values) // 3) if all(
            values[k] == values[k + p] for k in range(s, len(values) - p))), None)
        if start is not None:
            residues = sorted({n % p for n in marked if n - min(by_n) >= start})
            return [Pattern(Msg("the answer is {answer} exactly when n ≡ {residues} (mod {p}), for every n up to "
                                "{top:,}", answer=answer_text(answer), residues=", ".join(map(str, residues)), p=p,
                                top=top), True, len(values))]
    shown = ", ".join(map(str, marked[:16])) + (", …" if len(marked) > 16 else "")
    return [Pattern(Msg("the answer is {answer} at n = {counts} ({count:,} of the counts up to {top:,}); no period "
                        "up to {longest} shows", answer=answer_text(answer), counts=shown, count=len(marked), top=top,
                        longest=PERIOD_UP_TO), True, len(values))]


def everywhere(pattern: Pattern) -> bool:
    """Whether ``pattern`` says the answer is one and the same on every instance tried."""
    return pattern.holds and pattern.said.params.get("which") is CLASSES[0][0]


def patterns(game: Game, longest: int = ROWS_UP_TO, known: tuple[Any, ...] = ()) -> list[Pattern]:
    """Every finding on ``game``'s small instances and the ``known`` ones (its statement's
    examples: a conjecture must hold on them too), see the module's docstring."""
    answers = solved(game, itertools.chain(small_instances(game, longest), known,
                                           (instance for instance, _ in game.statement_examples)))
    if game.problem is not None:  # a conjecture is about the problem's own instances, never others
        answers = [(instance, answer) for instance, answer in answers
                   if game.problem.admits(instance, game.instance)]
    if game.instance.one_per_size:
        return period(game, answers)
    constant = always(game, answers)
    if constant and everywhere(constant[0]):
        return constant  # one answer everywhere: nothing depends on anything
    return constant + depends_only_on(game, answers)
