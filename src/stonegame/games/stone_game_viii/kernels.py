"""Stone Game VIII's kernel: the O(n) recurrence in O(1) memory."""

from __future__ import annotations

from typing import Any

from stonegame.core.kernels import kernel, many_rows


@kernel(compile_from=500_000)  # plain Python: 0.03 s at LeetCode's 5·10^4, 0.2 s here; numba loads in 0.3-0.5 s
def merge_prefix(values):
    """(value, min, max) of Stone Game VIII, f(i) = max(f(i+1), prefix[i+1] − f(i+1)): mirrors
    stone_game_viii.table."""
    n = len(values)
    prefix = 0
    low = values[0]
    high = values[0]
    for k in range(n):
        v = values[k]
        prefix += v
        low = min(low, v)
        high = max(high, v)
    best = prefix  # f(n−2) = prefix[n−1]: the last move merges everything
    for i in range(n - 3, -1, -1):
        prefix -= values[i + 2]  # now prefix[i+1]
        best = max(best, prefix - best)
    return best, low, high


@kernel(compile_from=20_000, buffers=lambda longest: (max(longest, 1),))
def rows_merge_prefix(flat, offsets, values, alice, bob, best):
    """(value, Alice's points, Bob's points) of every row of ``flat`` (row r is
    flat[offsets[r]:offsets[r + 1]]), row after row in one call, for batch: f(i) of
    stone_game_viii.best_from into ``best`` (room for the longest row), then the line
    replayed. From i the line merges up to the first j > i of greatest prefix[j] − f(j)
    (``Oracle.best``: the first of equals in ``MergePrefix.moves``' order, x = j − i + 1
    rising), which is the first j > i whose prefix[j] − f(j) is at least f(j), the best of
    the merges after it (j = n − 1 has none after it)."""
    for r in range(len(offsets) - 1):
        stones = flat[offsets[r]:offsets[r + 1]]
        n = len(stones)
        total = 0
        for k in range(n):
            total += stones[k]
        prefix = total  # prefix[j] = stones[0] + ... + stones[j], walked down from j = n − 1
        if n >= 1:
            best[n - 1] = 0
        if n >= 2:
            best[n - 2] = total
        for i in range(n - 3, -1, -1):
            prefix -= stones[i + 2]  # now prefix[i + 1]
            best[i] = max(best[i + 1], prefix - best[i + 1])
        values[r] = best[0] if n >= 2 else 0
        points_alice = 0
        points_bob = 0
        i = 0
        turn = 0
        prefix = stones[0] if n >= 1 else 0  # prefix[i]
        while i < n - 1:
            j = i + 1
            prefix += stones[j]
            while j < n - 1 and prefix - best[j] < best[j]:
                j += 1
                prefix += stones[j]
            if turn == 0:
                points_alice += prefix
            else:
                points_bob += prefix
            turn = 1 - turn
            i = j
        alice[r] = points_alice
        bob[r] = points_bob


def matrix_merge_prefix(rows: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of each row of the matrix ``rows`` (rows of one
    length): f(i) from the end back and, with it, ``after[i]``, the j the line merges up to
    from i (j = i + 1 when prefix[i + 1] − f(i + 1) >= f(i + 1), the best of the later ones:
    the first of equals; else after[i + 1]); then the line walked for all rows at once, each
    step one numpy operation over them (a row that has ended gains 0)."""
    import numpy as np

    count, n = rows.shape
    prefix = np.cumsum(rows, axis=1)
    best = np.zeros((count, n), np.int64)
    after = np.full((count, n), n - 1, np.int64)
    if n >= 2:
        best[:, n - 2] = prefix[:, n - 1]
    for i in range(n - 3, -1, -1):
        merged = prefix[:, i + 1] - best[:, i + 1]
        near = merged >= best[:, i + 1]
        best[:, i] = np.where(near, merged, best[:, i + 1])
        after[:, i] = np.where(near, i + 1, after[:, i + 1])
    line = np.arange(count)
    position = np.zeros(count, np.int64)
    points = (np.zeros(count, np.int64), np.zeros(count, np.int64))
    for turn in range(n - 1):
        going = position < n - 1
        if not going.any():
            break
        j = after[line, np.minimum(position, max(n - 2, 0))]
        points[turn % 2][:] += np.where(going, prefix[line, j], 0)
        position = np.where(going, j, position)
    return (best[:, 0] if n >= 2 else np.zeros(count, np.int64)), points[0], points[1]


def many_values(flat: Any, offsets: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of every row laid end to end: short rows by the
    matrix form, long ones compiled."""
    return many_rows(flat, offsets, matrix_merge_prefix, rows_merge_prefix, 3)
