"""Stone Game III's kernel: the table's recurrence in three rolling values."""

from __future__ import annotations

from typing import Any

from stonegame.core.kernels import kernel, many_rows, shares


@kernel(compile_from=500_000)  # plain Python: 0.03 s at LeetCode's 5·10^4, 0.2 s here; numba loads in 0.3-0.5 s
def take_up_to_three(values):
    """(value, min, max) of Stone Game III from the last stone back, three values rolling:
    mirrors stone_game_iii.table."""
    n = len(values)
    d1 = 0  # d(i+1)
    d2 = 0  # d(i+2)
    d3 = 0  # d(i+3)
    low = values[n - 1]
    high = values[n - 1]
    for i in range(n - 1, -1, -1):
        taken = values[i]
        low = min(low, taken)
        high = max(high, taken)
        best = taken - d1
        if i + 1 < n:
            taken += values[i + 1]
            best = max(best, taken - d2)
            if i + 2 < n:
                taken += values[i + 2]
                best = max(best, taken - d3)
        d3 = d2
        d2 = d1
        d1 = best
    return d1, low, high


@kernel(compile_from=20_000)
def rows_take_up_to_three(flat, offsets, values, totals):
    """Value and total of every row of ``flat`` (row r is flat[offsets[r]:offsets[r + 1]]), row
    after row in one call, for batch: ``take_up_to_three`` on each."""
    for r in range(len(offsets) - 1):
        row = flat[offsets[r]:offsets[r + 1]]
        values[r] = take_up_to_three(row)[0]
        totals[r] = row.sum()


def matrix_take_up_to_three(rows: Any) -> tuple[Any, Any]:
    """(value, total) of each row of the matrix ``rows`` (rows of one length), from the last
    stone back as ``take_up_to_three`` goes, each step one numpy operation over every row (the
    stones laid stone-major, so that each step reads contiguous memory)."""
    import numpy as np

    n = rows.shape[1]
    stones = np.ascontiguousarray(rows.T)
    d1 = d2 = d3 = np.zeros(len(rows), np.int64)
    for i in range(n - 1, -1, -1):
        taken = stones[i]
        best = taken - d1
        for more, after in ((1, d2), (2, d3)):
            if i + more < n:
                taken = taken + stones[i + more]
                best = np.maximum(best, taken - after)
        d1, d2, d3 = best, d1, d2
    return d1, stones.sum(axis=0)


def many_values(flat: Any, offsets: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of every row laid end to end: short rows by the
    matrix form, long ones compiled."""
    return shares(*many_rows(flat, offsets, matrix_take_up_to_three, rows_take_up_to_three, 2))
