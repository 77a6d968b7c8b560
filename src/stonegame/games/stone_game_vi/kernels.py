"""Stone Game VI over many pairs at once, for batch: the greedy by a + b, in numpy."""

from __future__ import annotations

from typing import Any

from stonegame.core.kernels import many_rows


def matrix_greedy(rows: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of each row of ``rows`` (Alice's n values then
    Bob's, every row of one n): the stones in order of a + b, largest first and ties by index
    (a stable sort, as greedy_order), Alice taking ranks 0, 2, 4, … and Bob the others."""
    import numpy as np

    n = rows.shape[1] // 2
    alice, bob = rows[:, :n], rows[:, n:]
    order = np.argsort(-(alice + bob), axis=1, kind="stable")
    mine = np.take_along_axis(alice, order[:, 0::2], axis=1).sum(axis=1)
    theirs = np.take_along_axis(bob, order[:, 1::2], axis=1).sum(axis=1)
    return mine - theirs, mine, theirs


def each_greedy(flat: Any, offsets: Any) -> tuple[Any, Any, Any]:
    """``matrix_greedy`` on long rows one by one: each row is one sort, whatever its length."""
    import numpy as np

    count = len(offsets) - 1
    value, alice, bob = (np.empty(count, np.int64) for _ in range(3))
    for r in range(count):
        value[r], alice[r], bob[r] = (part[0] for part in matrix_greedy(flat[None, offsets[r]:offsets[r + 1]]))
    return value, alice, bob


def many_values(flat: Any, offsets: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of every pair laid end to end (Alice's row, then Bob's)."""
    return many_rows(flat, offsets, matrix_greedy, each_greedy, 3)
