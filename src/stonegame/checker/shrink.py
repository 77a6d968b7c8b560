"""Shrinking a failure: the smallest instance found that fails the same way, within a budget.

Works on any instance kind through ``Shape``: the values of the rows are dropped and made
smaller; an instance that is its size alone (a count) is cut down instead.
"""

from __future__ import annotations

import time
from typing import Any, Protocol

from stonegame.checker.cases import Shape, key_of
from stonegame.checker.limits import SHRINK_RUNS, SHRINK_TIMEOUTS
from stonegame.checker.verdicts import Result


class Cases(Protocol):
    """What the shrinker needs of the judge: run and judge one case, once."""

    shape: Shape
    memo: dict[Any, Result]
    counts: dict[str, int]

    def case(self, phase: str, instance: Any) -> Result: ...

    def progress(self, phase: str, done: int, total: int | None) -> None: ...


class OutOfBudget(Exception):
    """Shrinking has used its time, runs or timeouts."""


class Shrinker:
    """Greedy shrinking of one failure: each step keeps an instance that is smaller (fewer
    values, then smaller magnitudes; ``Shape.smallness``), allowed, and fails the same way.

    Passes, repeated while one makes progress: drop halves, then ever smaller chunks, down to
    single values; then halve every value's distance to the simplest one (0, or the nearest
    allowed) at once; then bring each value toward it alone, trying it first, then by a binary
    search between a passing and a failing value. An instance that is its size alone (a count)
    is cut by halves of its distance to the smallest n, then tried at the smaller n with the
    rarer answer.
    """

    def __init__(self, judge: Cases, failure: Result, budget: float):
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
                if self.shape.kind.one_per_size:
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
            for row in range(self.shape.kind.value_lines):
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
