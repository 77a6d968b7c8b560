"""Stone Game VII's "many rows" kernels, for batch: the interval table d(i, j) of every row,
and its optimal line replayed to give each player's points.

The scores are not a split of a fixed total: each comes from the line ``Solution.scores``
sums, which at (i, j) plays "L" (remove the left stone, scoring sum(i+1..j)) unless "R"
(scoring sum(i..j−1)) secures strictly more: ``Oracle.best`` keeps the first of equals in
``Remove.moves``' order, ("L", "R"). The last stone's move scores 0, so the line's n − 1
moves on two stones or more are all that count.
"""

from __future__ import annotations

from typing import Any

from stonegame.core.kernels import kernel, many_rows


# n² steps a row: a thousand values of rows past SHORT_ROWS take about 0.1 s in Python
@kernel(compile_from=1_000, buffers=lambda longest: (longest + 1, max(longest * longest, 1)))
def rows_remove(flat, offsets, values, alice, bob, prefix, d):
    """(value, Alice's points, Bob's points) of every row of ``flat`` (row r is
    flat[offsets[r]:offsets[r + 1]]), row after row in one call: the table of
    stone_game_vii.interval_table, d(i, i + L − 1) at d[(L − 1)·n + i] (``d`` has room for the
    longest row's n², ``prefix`` for its n + 1 sums), then the line replayed through it."""
    for r in range(len(offsets) - 1):
        stones = flat[offsets[r]:offsets[r + 1]]
        n = len(stones)
        prefix[0] = 0
        for k in range(n):
            prefix[k + 1] = prefix[k] + stones[k]
            d[k] = 0
        for length in range(2, n + 1):
            here = (length - 1) * n
            below = here - n
            for i in range(n - length + 1):
                j = i + length - 1
                d[here + i] = max(prefix[j + 1] - prefix[i + 1] - d[below + i + 1],
                                  prefix[j] - prefix[i] - d[below + i])
        values[r] = d[(n - 1) * n] if n > 0 else 0
        i = 0
        j = n - 1
        points_alice = 0
        points_bob = 0
        for t in range(n - 1):
            below = (j - i - 1) * n
            take_left = prefix[j + 1] - prefix[i + 1]
            take_right = prefix[j] - prefix[i]
            if take_left - d[below + i + 1] >= take_right - d[below + i]:
                gain = take_left
                i += 1
            else:
                gain = take_right
                j -= 1
            if t % 2 == 0:
                points_alice += gain
            else:
                points_bob += gain
        alice[r] = points_alice
        bob[r] = points_bob


def matrix_remove(rows: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of each row of the matrix ``rows`` (rows of one
    length): the table by interval length, each step one numpy operation over every row,
    then the line's n − 1 moves for all rows at once (``many_rows`` keeps the tables within
    ``MATRIX_CELLS``)."""
    import numpy as np

    count, n = rows.shape
    prefix = np.zeros((count, n + 1), np.int64)
    np.cumsum(rows, axis=1, out=prefix[:, 1:])
    d = np.zeros((max(n, 1), count, n), np.int64)  # d[L − 1][:, i] = d(i, i + L − 1)
    for length in range(2, n + 1):
        last = n - length + 1
        d[length - 1][:, :last] = np.maximum(prefix[:, length:] - prefix[:, 1:last + 1] - d[length - 2][:, 1:last + 1],
                                             prefix[:, length - 1:n] - prefix[:, :last] - d[length - 2][:, :last])
    line = np.arange(count)
    i = np.zeros(count, np.int64)
    j = np.full(count, n - 1, np.int64)
    alice = np.zeros(count, np.int64)
    bob = np.zeros(count, np.int64)
    for t in range(n - 1):
        shorter = d[n - t - 2]
        take_left = prefix[line, j + 1] - prefix[line, i + 1]
        take_right = prefix[line, j] - prefix[line, i]
        left = take_left - shorter[line, i + 1] >= take_right - shorter[line, i]  # "L" first among equals
        points = alice if t % 2 == 0 else bob
        points += np.where(left, take_left, take_right)
        i += left
        j -= ~left
    return (d[n - 1][:, 0] if n else np.zeros(count, np.int64)), alice, bob


def many_values(flat: Any, offsets: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of every row laid end to end: short rows by the
    matrix form, long ones compiled."""
    return many_rows(flat, offsets, matrix_remove, rows_remove, 3)
