"""Stone Game V's tables: the O(n³) interval DP the editorial teaches, and the O(n²) one over
balance points and running maxima (its notes explain it), kept whole or as a flat triangle.

Glossary and recurrence (R): see the package (``stonegame.games.stone_game_v``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from stonegame.core import kernels as machinery
from stonegame.core.kernels import Ints
from stonegame.games.stone_game_v import kernels


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
                best = max(best, option)
            dp[i][j] = best
    return dp


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
    return [[0] * i + list(flat[triangle_index(n, i, i) : triangle_index(n, i, n - 1) + 1]) for i in range(n)]


def triangle_index(n: int, i: int, j: int) -> int:
    """Where (i, j), i <= j, is in a flat upper triangle of side n stored by rows.

    >>> [triangle_index(3, i, j) for i in range(3) for j in range(i, 3)]
    [0, 1, 2, 3, 4, 5]
    """
    return i * n - i * (i + 1) // 2 + j


def triangle(n: int) -> int:
    """Values in an upper triangle of side n, the diagonal included: n(n + 1)/2."""
    return n * (n + 1) // 2


def balance(stones: Ints, keep_dp: bool, compiled: bool | None = None) -> tuple[int, Ints]:
    """(dp(0, n − 1), the flat dp table when ``keep_dp``) by kernels.balance_point: compiled
    for long rows when int64 is exact (``compiled`` = None), else on Python ints.

    Every value the kernel forms is at most twice the total (a score is below the total:
    see ``search``), so int64 is exact when 2·n × max stone < 2^62. Refuses (TooLarge)
    tables past 2 GiB.
    """
    n = len(stones)
    k = kernels.balance_point
    cells = triangle(n) if keep_dp else 0
    machinery.check_room(triangle(n) + cells, f"stone-game-v at n = {n:,}")
    if compiled is None:
        compiled = machinery.fits_int64(stones, 2 * n) and k.worth_compiling(n)
    if compiled:
        import numpy as np

        row = np.asarray(stones, dtype=np.int64)
        prefix = np.concatenate(([0], np.cumsum(row)))
        dp = np.zeros(cells, np.int64)  # its diagonal is never written: dp(i, i) = 0
        return int(k.compiled(row, prefix, np.empty(n, np.int64), np.empty(triangle(n), np.int64), dp)), dp
    values = list(machinery.plain(stones))
    table = [0] * cells
    return k(values, [0, *accumulate(values)], [0] * n, [0] * triangle(n), table), table
