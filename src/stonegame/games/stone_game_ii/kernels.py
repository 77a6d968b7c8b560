"""Stone Game II's kernel: the O(n²) DP by monotone deques."""

from __future__ import annotations

from stonegame.core.kernels import at, kernel


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
