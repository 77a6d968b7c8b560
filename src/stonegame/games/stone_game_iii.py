"""Stone Game III (LeetCode 1406).

Stones with integer values (negative ones too) lie in a row. On each turn the mover takes the
first 1, 2 or 3 stones left and scores their values. When none is left the higher score wins;
the answer is "Alice", "Bob" or "Tie".

Glossary: stones = the row; i = index of the first stone left; d(i) = the mover's best
(own − opponent's) from stone i on.
Recurrence (R): d(n) = 0; d(i) = max over x in 1..3, i + x <= n, of sum(stones[i:i+x]) − d(i+x).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from stonegame.core import kernels
from stonegame.core.engine import Estimate, Rules, Step
from stonegame.core.game import Game, Limits
from stonegame.core.solution import winner_of
from stonegame.teach.tables import TableView, check_side

TAKE = 3  # most stones one turn may take


class TakeUpTo(Rules[int, int]):
    """Take the first 1..k stones left (k = 3 in the problem)."""

    def __init__(self, stones: Sequence[int], k: int = TAKE):
        self.stones, self.k = stones, k
        self.prefix = [0, *accumulate(stones)]

    def start(self) -> int:
        return 0

    def moves(self, position: int) -> range:
        return range(1, min(self.k, len(self.stones) - position) + 1)

    def play(self, position: int, move: int) -> Step[int]:
        return Step(self.prefix[position + move] - self.prefix[position], position + move)

    def show(self, position: int) -> list[int]:
        return list(self.stones[position:])

    def estimate(self) -> Estimate:
        """One position per first stone left, up to k moves from each."""
        n = len(self.stones)
        return Estimate(n + 1, self.k * n)

    def name(self, position: int, move: int) -> str:
        return f"take {move} ({', '.join(map(str, self.stones[position : position + move]))})"


def differences(stones: Sequence[int], k: int = TAKE) -> list[int]:
    """d(i) for i = 0..n, filled from the end (R).

    >>> differences([1, 2, 3, 7])
    [-1, 12, 10, 7, 0]
    """
    n = len(stones)
    d = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        taken, best = 0, None
        for x in range(1, min(k, n - i) + 1):
            taken += stones[i + x - 1]
            option = taken - d[i + x]
            if best is None or option > best:
                best = option
        d[i] = best
    return d


def table(stones: Sequence[int]) -> int:
    """Alice − Bob under optimal play, from the last stone back: O(n) time.

    >>> table([1, 2, 3, -9])
    15
    """
    return differences(stones)[0]


def fast(stones: Sequence[int]) -> int:
    """The table's recurrence with three rolling values, compiled for long rows (kernels.take_up_to_three).

    >>> fast([1, 2, 3, 6])
    0
    """
    return kernels.run_guarded(kernels.take_up_to_three, stones, factor=len(stones))


def differences_view(stones: Sequence[int]) -> TableView:
    check_side(len(stones), "stone-game-iii")
    d = differences(stones)
    n = len(stones)
    return TableView(
        title="d[i]: the mover's best (own − opponent's) from stone i on",
        corner="i",
        columns=[str(i) for i in range(n + 1)],
        rows=[("stone", [*map(str, stones), ""]), ("d[i]", [str(v) for v in d])],
        caption=f"d[0] = {d[0]}: {winner_of(d[0])}",
    )


def phrase(rules: TakeUpTo, position: int, move: int, lang: str) -> str:
    """The move in words: "take the first 2 stones (1, 2)" / "拿走前 2 个石子（1, 2）"."""
    taken = ", ".join(map(str, rules.stones[position : position + move]))
    if lang == "en":
        return f"take the first stone ({taken})" if move == 1 else f"take the first {move} stones ({taken})"
    return f"拿走第一个石子（{taken}）" if move == 1 else f"拿走前 {move} 个石子（{taken}）"


GAME = Game(
    slug="stone-game-iii",
    number=1406,
    numeral="III",
    title="Stone Game III",
    summary="take the first 1, 2 or 3 stones; values may be negative; higher score wins",
    leetcode_method="stoneGameIII",
    kind="row",
    least=None,
    rules=TakeUpTo,
    solvers={"table": table, "fast": fast},
    answer=lambda value, stones: winner_of(value),
    examples=[([1, 2, 3, 7], "Bob"), ([1, 2, 3, -9], "Alice"), ([1, 2, 3, 6], "Tie")],
    constraints="1 <= values.length <= 5·10^4, -1000 <= values[i] <= 1000",
    limits=Limits(1, 5 * 10**4, -1000, 1000),
    complexity={"brute": "O(3^n)", "memo": "O(n)", "table": "O(n)", "fast": "O(n)"},
    total=sum,
    table=differences_view,
    phrase=phrase,
    position_values=lambda stones: differences(stones).__getitem__,  # d(i) for every i, in O(n)
)
