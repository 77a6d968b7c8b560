"""Stone Game II's kernel: the O(n²) DP by monotone deques."""

from __future__ import annotations

from typing import Any

from stonegame.core.kernels import at, kernel, many_rows, shares


@kernel(compile_from=60)
def take_prefix(suffix, lim, live, row_end, table, queue_base, queue_at, queue_values, heads, sizes,
                row_at, row_values):
    """Stone Game II in O(n²): f(i, M) = suffix[i] − min(A, B), both minima by monotone deques.

    Mirrors stone_game_ii.best_table. For X <= M the options are f(i+X, M): for each M a
    window of landing piles [i+1, i+M] that slides left as i falls (A: one deque per M, a
    ring of capacity M at queue_base[M]). For M < X <= 2M they are f(i+X, X): for a fixed i
    a window of X whose ends both move right as M grows (B: one deque per row). Each (i, M)
    costs O(1) amortized.

    Only live states are stored: M <= live[j] = min(lim[j], j // 2 + 1). Past lim[j] =
    (n − j − 1) // 2 the mover takes every pile left (f = suffix[j]); past j // 2 + 1 the
    state is unreachable (M only grows to X after X piles are taken, and 2X − 2 piles precede
    them), and the states a live one reads are live or past lim. Row j of ``table`` is
    [row_end[j + 1], row_end[j]): about n²/8 values, written in the order they are made, so
    the scattered reads of B stay in cache longer. A bound M goes live at one row and dies at
    a later one; its deque is built from scratch when it goes live (every pile of that window
    is past lim, so the build reads only suffix sums). The other arguments are work buffers;
    none needs zeroing, since every cell is written before it is read (and every cell of
    ``table`` is written). Subscripts in the loop over M go through ``at``: no wraparound.
    Returns f(0, 1).
    """
    n = len(suffix) - 1
    for i in range(n - 1, -1, -1):
        live_i = live[i]
        live_next = live[i + 1]
        next_row = row_end[i + 2] if i + 2 <= n else 0  # row i + 1 starts here
        here = row_end[i + 1]
        bh = 0
        bt = 0
        x = 2
        for m in range(1, live_i + 1):
            base = queue_base[at(m)]
            h = heads[at(m)]
            s = sizes[at(m)]
            if m <= live_next:  # slide: f(i + 1, m) joins, pile i + m + 1 leaves
                if s > 0 and queue_at[at(base + h)] > i + m:
                    h = h + 1 if h + 1 < m else 0
                    s -= 1
                v = table[at(next_row + m - 1)]
                while s > 0:
                    back = h + s - 1
                    if back >= m:
                        back -= m
                    if queue_values[at(base + back)] < v:
                        break
                    s -= 1
                back = h + s
                if back >= m:
                    back -= m
                queue_at[at(base + back)] = i + 1
                queue_values[at(base + back)] = v
                s += 1
            else:  # m goes live here: its window [i + 1, i + m] is all past lim
                h = 0
                s = 0
                for j in range(i + m, i, -1):
                    v = suffix[at(j)]
                    while s > 0 and queue_values[at(base + s - 1)] >= v:
                        s -= 1
                    queue_at[at(base + s)] = j
                    queue_values[at(base + s)] = v
                    s += 1
            heads[at(m)] = h
            sizes[at(m)] = s
            least = queue_values[at(base + h)]
            while x <= 2 * m:
                k = i + x
                w = suffix[at(k)] if x > lim[at(k)] else table[at(row_end[at(k + 1)] + x - 1)]
                while bt > bh and row_values[at(bt - 1)] >= w:
                    bt -= 1
                row_at[at(bt)] = x
                row_values[at(bt)] = w
                bt += 1
                x += 1
            while row_at[at(bh)] <= m:
                bh += 1
            least = min(least, row_values[at(bh)])
            table[at(here + m - 1)] = suffix[at(i)] - least
    return suffix[0] if lim[0] < 1 else table[row_end[1]]


def _buffer_sizes(n: int) -> tuple[int, ...]:
    """The sizes of ``rows_take_prefix``'s buffers for rows of up to n values."""
    most = n // 4 + 2  # live[j] <= min((n − j − 1) // 2, j // 2 + 1)
    pooled = (most + 1) * most // 2 + 1
    rows = (n + 1) * (most + 1)  # every row of the table holds at most ``most`` live states
    return n + 1, n + 1, n + 1, n + 2, most + 2, rows, pooled, pooled, most + 1, most + 1, n + 2, n + 2


@kernel(compile_from=2_000, buffers=_buffer_sizes)
def rows_take_prefix(flat, offsets, values, totals, suffix, lim, live, row_end, queue_base, table, queue_at,
                     queue_values, heads, sizes, row_at, row_values):
    """Value (Alice − Bob) and total of every row of ``flat`` (row r is
    flat[offsets[r]:offsets[r + 1]]), row after row in one call, for batch: ``take_prefix`` on
    each, its index rows made as stone_game_ii.LiveTable makes them, in buffers with room for
    the longest row (take_prefix writes every cell it reads: they are reused unzeroed)."""
    for r in range(len(offsets) - 1):
        row = flat[offsets[r]:offsets[r + 1]]
        n = len(row)
        suffix[n] = 0
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + row[i]
        most = 0
        for j in range(n + 1):
            lim[j] = max((n - j - 1) // 2, 0)
            live[j] = min(lim[j], j // 2 + 1)
            most = max(most, live[j])
        row_end[n + 1] = 0
        for j in range(n, -1, -1):
            row_end[j] = row_end[j + 1] + live[j]
        for m in range(most + 2):
            queue_base[m] = m * (m - 1) // 2
        best = take_prefix(suffix[:n + 1], lim[:n + 1], live[:n + 1], row_end[:n + 2], table, queue_base, queue_at,
                           queue_values, heads, sizes, row_at, row_values)
        totals[r] = suffix[0]
        values[r] = 2 * best - suffix[0]


def many_values(flat: Any, offsets: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of every row laid end to end, all by the compiled
    loop: the recurrence's minimum over a window that moves with M has no numpy form over
    rows cheaper than numba's load."""
    return shares(*many_rows(flat, offsets, None, rows_take_prefix, 2))
