"""Stone Game V (LeetCode 1563).

Stones with positive values lie in a row. Each round Alice splits the row into two non-empty
rows, left and right; Bob throws away the one with the larger sum and Alice scores the sum of
the other (on equal sums Alice chooses which to keep). Play goes on with the kept row and ends
when one stone is left. The answer is Alice's maximum score. Bob never scores, and his discard
is forced, so it is not a move: Alice moves again every round, and the value (Alice − Bob) is
her score.

Glossary: stones = the row; i, j = inclusive ends of the row left; k = the split is after
stone k (left = stones[i..k], right = stones[k+1..j]); sum(i..j) = stones[i] + … + stones[j];
the balance point of (i, j) = the last k whose left sum is at most its right sum;
dp(i, j) = Alice's best score from stones[i..j].
Recurrence (R): dp(i, i) = 0; for i < j, dp(i, j) = max over i <= k < j of
    sum(i..k) + dp(i, k)                           if sum(i..k) < sum(k+1..j)   (keep left)
    sum(k+1..j) + dp(k+1, j)                       if sum(i..k) > sum(k+1..j)   (keep right)
    sum(i..k) + max(dp(i, k), dp(k+1, j))          if the sums are equal        (keep either)
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from stonegame import kernels
from stonegame.engine import Estimate, Rules, Step
from stonegame.game import Cost, Game, Limits
from stonegame.tables import TableView, check_side

Position = tuple[int, int]  # (i, j): stones[i..j] are left
Move = tuple[int, str]  # (k, side): split after stone k, keep the "L"eft or the "R"ight row


class Split(Rules[Position, Move]):
    """Split after stone k and keep the smaller row (either on a tie); its sum is Alice's gain."""

    def __init__(self, stones: Sequence[int]):
        self.stones = stones
        self.prefix = [0, *accumulate(stones)]

    def sum(self, i: int, j: int) -> int:
        """sum(i..j), the stones from i to j inclusive."""
        return self.prefix[j + 1] - self.prefix[i]

    def start(self) -> Position:
        return (0, len(self.stones) - 1)

    def moves(self, position: Position) -> list[Move]:
        i, j = position
        found = []
        for k in range(i, j):
            left, right = self.sum(i, k), self.sum(k + 1, j)
            if left <= right:
                found.append((k, "L"))
            if left >= right:
                found.append((k, "R"))
        return found

    def play(self, position: Position, move: Move) -> Step[Position]:
        i, j = position
        k, side = move
        if side == "L":
            return Step(self.sum(i, k), (i, k), again=True)
        return Step(self.sum(k + 1, j), (k + 1, j), again=True)

    def show(self, position: Position) -> list[int]:
        i, j = position
        return list(self.stones[i : j + 1])

    def estimate(self) -> Estimate:
        """Alice keeps the smaller part, so few of the n²/2 intervals are reached: about n²/8
        positions and n³/85 moves, as measured on random and equal rows of 128 to 200 stones;
        counted with room for short rows (tests/test_guards.py)."""
        n = len(self.stones)
        return Estimate(n * n // 6 + n + 1, n**3 // 60 + n * n // 4 + 8)

    def name(self, position: Position, move: Move) -> str:
        i, j = position
        k, side = move
        left, right = self.sum(i, k), self.sum(k + 1, j)
        # Counted from the start of the row left, which is the row ``show`` prints.
        kept = f"keep left {left}" if side == "L" else f"keep right {right}"
        return f"split after {k - i + 1} ({left} | {right}), {kept}"


def interval_scores(stones: Sequence[int]) -> list[list[int]]:
    """dp[i][j] for every interval (0 below the diagonal), by length, trying every split (R).

    >>> interval_scores([6, 2, 3, 4, 5, 5])[0][5]
    18

    Time O(n³), memory O(n²).
    """
    n = len(stones)
    prefix = [0, *accumulate(stones)]
    dp = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            best = 0
            for k in range(i, j):
                left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
                if left < right:
                    option = left + dp[i][k]
                elif left > right:
                    option = right + dp[k + 1][j]
                else:
                    option = left + max(dp[i][k], dp[k + 1][j])
                if option > best:
                    best = option
            dp[i][j] = best
    return dp


def table(stones: Sequence[int]) -> int:
    """Alice's best score by the interval DP over every split (R).

    >>> table([7, 7, 7, 7, 7, 7, 7])
    28

    Time O(n³), memory O(n²).
    """
    return interval_scores(stones)[0][-1]


def interval_scores_fast(stones: Sequence[int]) -> list[list[int]]:
    """dp[i][j] for every interval (0 below the diagonal), each in O(1) amortized time: the
    plain-Python run of kernels.balance_point, whose method the notes explain.

    >>> interval_scores_fast([6, 2, 3, 4, 5, 5])[0][5]
    18

    Notes
    -----
    Time O(n²), memory O(n²). Call a split "keep left" option t the score
    ``keep_left(i, t) = sum(i..t) + dp(i, t)`` and a "keep right" option t the score
    ``keep_right(t, j) = sum(t..j) + dp(t, j)`` (the kept row is stones[t..j]).

    Because every stone is positive, the left sum grows strictly with k and the right sum
    shrinks, so the splits of (i, j) fall into two runs around the balance point m: for
    k <= m the left row is the smaller (or equal) one and Alice keeps it; for k > m she keeps
    the right row, stones[k+1..j]; when the sums at k = m are equal she may also keep the
    right row there. So dp(i, j) is the larger of

    * ``best_left[i][m]``  = max of keep_left(i, t) for i <= t <= m  (a prefix maximum), and
    * ``best_right[s][j]`` = max of keep_right(t, j) for s <= t <= j (a suffix maximum),
      with s = m + 2, or s = m + 1 on a tie.

    Both maxima are running maxima shared by every interval with the same left end (resp.
    right end): ``best_left[i][j] = max(best_left[i][j−1], keep_left(i, j))`` and
    ``best_right[i][j] = max(best_right[i+1][j], keep_right(i, j))``. Filling i from n−1 down
    and j from i up, both are ready when (i, j) needs them: best_left[i][m] has m < j and
    best_right[s][j] has s > i.

    The balance point is monotone: for a fixed i, a longer row (larger j) has a larger total,
    so the last split whose left sum is at most half of it can only move right. One pointer per
    i therefore walks at most n steps over all j, and each interval costs O(1) amortized.
    (The optimal split itself need not be monotone; the balance point is what moves in one
    direction, and the running maxima make the best split on each side free to read.)
    """
    n = len(stones)
    flat = balance(stones, keep_dp=True, compiled=False)[1]
    return [list(flat[i * n : (i + 1) * n]) for i in range(n)]


def balance(stones: Sequence[int], keep_dp: bool, compiled: bool | None = None) -> tuple[int, Sequence[int]]:
    """(dp(0, n − 1), the flat dp table when ``keep_dp``) by kernels.balance_point: compiled
    for long rows when int64 is exact (``compiled`` = None), else on Python ints.

    Every score is at most the total times log2(n) (each kept row is at most half the last),
    so int64 is exact when n² × max stone < 2^62. Refuses (TooLarge) tables past 2 GiB.
    """
    n = len(stones)
    k = kernels.balance_point
    cells = n * n if keep_dp else 0
    kernels.check_room(n * n + cells, f"stone-game-v at n = {n:,}")
    if compiled is None:
        compiled = kernels.fits_int64(stones, n * n) and k.worth_compiling(n)
    if compiled:
        import numpy as np

        row = np.asarray(stones, dtype=np.int64)
        prefix = np.concatenate(([0], np.cumsum(row)))
        dp = np.zeros(cells, np.int64)
        return int(k.compiled(row, prefix, np.zeros(n, np.int64), np.zeros(n * n, np.int64), dp)), dp
    row = list(kernels.plain(stones))
    dp = [0] * cells
    return k(row, [0, *accumulate(row)], [0] * n, [0] * (n * n), dp), dp


def table_cost(stones: Sequence[int]) -> Cost:
    """``table``'s cost: an n × n table of Python ints, n³/6 splits tried."""
    n = len(stones)
    return Cost(memory=40 * n * n, steps=n**3 // 6, what="an n × n table, n³/6 splits")


def fast_cost(stones: Sequence[int]) -> Cost:
    """``fast``'s cost: one n × n buffer of int64 running maxima, O(1) steps a cell; in Python
    when int64 could overflow."""
    n = len(stones)
    compiled = kernels.balance_point.worth_compiling(n) and kernels.fits_int64(stones, n * n)
    return Cost(memory=8 * n * n, steps=4 * n * n, compiled=compiled, what="an n × n buffer of running maxima")


def fast(stones: Sequence[int]) -> int:
    """Alice's best score by the O(n²) balance-point DP (see ``interval_scores_fast``), compiled.

    >>> fast([6, 2, 3, 4, 5, 5])
    18

    Time O(n²), memory O(n²) (one n·n buffer of running maxima); see ``balance``.
    """
    return balance(stones, keep_dp=False)[0]


def position_values(stones: Sequence[int]):
    """(i, j) -> dp(i, j), read off one run of the O(n²) DP that keeps its table (2·n² values).

    >>> position_values([6, 2, 3, 4, 5, 5])((3, 5))
    5
    """
    n = len(stones)
    dp = balance(stones, keep_dp=True)[1]

    def value(position: Position) -> int:
        i, j = position
        return int(dp[i * n + j]) if i < j else 0

    return value


def scores_view(stones: Sequence[int]) -> TableView:
    """The dp[i][j] table for ``--table``: row i, column j."""
    check_side(len(stones), "stone-game-v")
    n = len(stones)
    dp = interval_scores(stones)
    return TableView(
        title="dp[i][j]: Alice's best score from stones i..j",
        corner="i \\ j",
        columns=[f"{j}:{stones[j]}" for j in range(n)],
        rows=[(f"{i}:{stones[i]}", ["" if j < i else str(dp[i][j]) for j in range(n)]) for i in range(n)],
        caption=f"answer cell dp[0][{n - 1}] = {dp[0][-1]} (Alice's score; Bob never scores)",
    )


GAME = Game(
    slug="stone-game-v",
    number=1563,
    numeral="V",
    title="Stone Game V",
    summary="Alice splits the row, Bob throws away the larger part, Alice scores the smaller",
    leetcode_method="stoneGameV",
    kind="row",
    rules=Split,
    solvers={"table": table, "fast": fast},
    answer=lambda value, stones: value,  # Alice's score: Bob never scores
    examples=[([6, 2, 3, 4, 5, 5], 18), ([7, 7, 7, 7, 7, 7, 7], 28), ([4], 0)],
    constraints="1 <= stoneValue.length <= 500, 1 <= stoneValue[i] <= 10^6",
    limits=Limits(1, 500, 1, 10**6),
    complexity={"brute": "O(exponential)", "memo": "O(n³)", "table": "O(n³)", "fast": "O(n²)"},
    small=9,
    table=scores_view,
    position_values=position_values,
    costs={"table": table_cost, "fast": fast_cost},
)
