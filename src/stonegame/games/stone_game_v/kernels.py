"""Stone Game V's kernels: the balance-point DP, and the pruned search with its hash memo."""

from __future__ import annotations

from typing import Any

from stonegame.core.kernels import at, kernel, many_rows

FIBONACCI_HASH = 0x9E3779B97F4A7C1
"""About 2^60 / φ, odd: multiplying a key by it and keeping the top bits spreads the (i, j) keys
over the memo's slots (Knuth's multiplicative hashing; the int64 product may wrap, which a hash
allows, and the mask keeps the slot in range). numba reads it as a compile-time constant."""


@kernel(compile_from=150)
def balance_point(stones, prefix, best_left, best_right, dp):
    """Stone Game V in O(n²): the balance-point DP of stone_game_v.interval_scores_fast (whose
    notes explain it) over flat buffers; returns dp(0, n − 1).

    ``prefix`` holds the n + 1 prefix sums; ``best_left`` (n) and ``best_right`` (n(n + 1)/2)
    are work buffers, which need no zeroing (every cell is written before it is read):
    best_left is the current row's running maximum of keep-left options, best_right[s, j]
    the maximum of keep-right options t >= s of rows ending at j.
    ``dp`` is empty, or n(n + 1)/2 zeros that receive dp(i, j). Both triangles are stored by
    rows, (s, j) at s·n − s(s + 1)/2 + j for s <= j (stone_game_v.triangle_index).
    Subscripts in the loop over j go through ``at``: no wraparound (40% faster).
    """
    n = len(stones)
    keep_dp = len(dp) > 0
    answer = 0
    for i in range(n - 1, -1, -1):
        here = i * n - i * (i + 1) // 2  # (i, j) is at here + j
        below = here + n - i - 1  # (i + 1, j) is at below + j
        best_left[i] = stones[i]
        best_right[here + i] = stones[i]
        m = i - 1  # balance point: the last split whose left sum is at most the right sum
        for j in range(i + 1, n):
            total = prefix[at(j + 1)] - prefix[at(i)]
            while m + 1 < j and 2 * (prefix[at(m + 2)] - prefix[at(i)]) <= total:
                m += 1
            best = best_left[at(m)] if m >= i else 0
            s = m + 1 if m >= i and 2 * (prefix[at(m + 1)] - prefix[at(i)]) == total else m + 2
            if s <= j:
                best = max(best, best_right[at(s * n - s * (s + 1) // 2 + j)])
            if keep_dp:
                dp[at(here + j)] = best
            if i == 0 and j == n - 1:
                answer = best
            keep = total + best
            best_left[at(j)] = max(best_left[at(j - 1)], keep)
            best_right[at(here + j)] = max(best_right[at(below + j)], keep)
    return answer


SEARCH_DONE, SEARCH_FULL, SEARCH_SPENT = 0, 1, 2
"""What ``split_search`` returns: finished, its memo needs room, or its work budget ran out."""


@kernel(compile_from=150)  # unused: stone_game_v.search decides when to go compiled
def split_search(prefix, lowest, budget, keys, values, frame_i, frame_j, frame_left, frame_right,
                 frame_best, frame_gain, state):
    """Stone Game V top-down, each row's kept parts tried in decreasing order of their sum,
    pruned by a bound and by what the row must beat: stone_game_v.search, whose notes prove it.

    ``prefix`` holds the n + 1 prefix sums of positive stones and ``lowest`` the smallest
    stone. The memo is an open-addressing hash table: ``keys`` (i·(n + 1) + j, or −1 for an
    empty slot; a power of two, at least 2, long) and ``values``: dp(i, j) when it is >= 0,
    else −1 − u for a row known only to have dp(i, j) <= u. Each frame is a row being
    searched: (i, j); its next candidates, keep stones[i..left] and keep stones[right..j]
    (left = −2 for a row not started); the best score found, which starts at the floor the row
    must beat to matter to its parent; and the sum its parent keeps with it. The caller
    pushes the root, a row of two stones or more, with best = −1. ``state`` is [frames in
    use, work done, memo entries, dp of the root]. The search stops before an insert that
    would fill the memo past half (SEARCH_FULL: the caller moves the memo to a table twice
    the size, and a new call goes on where this one stopped), and before a candidate past
    ``budget`` (SEARCH_SPENT). Subscripts in the loop go through ``at``: no wraparound.
    """
    capacity = len(keys)
    bits = 0
    while (1 << bits) < capacity:
        bits += 1
    mask = capacity - 1
    stride = len(prefix)
    top = state[0]
    work = state[1]
    count = state[2]
    status = SEARCH_DONE
    while top > 0:
        f = top - 1
        i = frame_i[at(f)]
        j = frame_j[at(f)]
        left = frame_left[at(f)]
        right = frame_right[at(f)]
        best = frame_best[at(f)]
        if left == -2:  # a row not started: its balance point, and the most it can score
            whole = prefix[at(j + 1)] - prefix[at(i)]
            low = i - 1
            high = j - 1
            while low < high:  # the last split m with 2·sum(i..m) <= sum(i..j)
                middle = (low + high + 1) // 2
                if 2 * (prefix[at(middle + 1)] - prefix[at(i)]) <= whole:
                    low = middle
                else:
                    high = middle - 1
            left = low
            right = low + 1 if low >= i and 2 * (prefix[at(low + 1)] - prefix[at(i)]) == whole else low + 2
            most = prefix[at(left + 1)] - prefix[at(i)] if left >= i else 0  # B(i..j): the most it can keep
            if right <= j and prefix[at(j + 1)] - prefix[at(right)] > most:
                most = prefix[at(j + 1)] - prefix[at(right)]
            if 2 * most - lowest <= best:  # it cannot beat its floor: never searched, never stored
                top -= 1
                continue
            frame_left[at(f)] = left
            frame_right[at(f)] = right
        kept_left = prefix[at(left + 1)] - prefix[at(i)] if left >= i else -1
        kept_right = prefix[at(j + 1)] - prefix[at(right)] if right <= j else -1
        kept = max(kept_left, kept_right)
        # no part left to keep, or none can beat best: the bound only falls with the kept sum
        if kept < 0 or kept + max(2 * (kept // 2) - lowest, 0) <= best:
            floor = frame_best[at(f - 1)] - frame_gain[at(f)] if f > 0 else -1
            key = i * stride + j
            slot = ((key * FIBONACCI_HASH) >> (64 - bits)) & mask
            while keys[at(slot)] >= 0 and keys[at(slot)] != key:
                slot = (slot + 1) & mask
            if keys[at(slot)] != key:
                if 2 * (count + 1) > capacity:
                    status = SEARCH_FULL
                    break
                keys[at(slot)] = key
                count += 1
            # above its floor best is dp(i, j); else every option was at most the floor
            values[at(slot)] = best if best > floor else -1 - floor
            top -= 1
            if top == 0:
                state[3] = best
            elif best > floor:
                frame_best[at(f - 1)] = frame_gain[at(f)] + best
            continue
        if work >= budget:
            status = SEARCH_SPENT
            break
        work += 1
        if kept_left >= kept_right:
            a = i
            b = left
            frame_left[at(f)] = left - 1
        else:
            a = right
            b = j
            frame_right[at(f)] = right + 1
        if a == b:  # one stone: nothing more to score
            score = kept
        elif a + 1 == b:  # two stones: split them, keep the smaller
            score = kept + min(prefix[at(a + 1)] - prefix[at(a)], prefix[at(b + 1)] - prefix[at(b)])
        else:
            key = a * stride + b
            slot = ((key * FIBONACCI_HASH) >> (64 - bits)) & mask
            while keys[at(slot)] >= 0 and keys[at(slot)] != key:
                slot = (slot + 1) & mask
            if keys[at(slot)] == key and values[at(slot)] >= 0:
                score = kept + values[at(slot)]
            elif keys[at(slot)] == key and kept - 1 - values[at(slot)] <= best:
                continue  # known to be at most a bound that cannot beat best
            else:  # search it, to beat best − kept: its frame starts on the next pass
                frame_i[at(top)] = a
                frame_j[at(top)] = b
                frame_left[at(top)] = -2
                frame_best[at(top)] = best - kept
                frame_gain[at(top)] = kept
                top += 1
                continue
        if score > best:
            frame_best[at(f)] = score
    state[0] = top
    state[1] = work
    state[2] = count
    return status


@kernel(compile_from=150)  # unused: it runs compiled when split_search does
def rehash(keys, values, new_keys, new_values):
    """Move split_search's memo into ``new_keys``/``new_values`` (all −1 / any, larger)."""
    capacity = len(new_keys)
    bits = 0
    while (1 << bits) < capacity:
        bits += 1
    mask = capacity - 1
    for old in range(len(keys)):
        key = keys[old]
        if key >= 0:
            slot = ((key * FIBONACCI_HASH) >> (64 - bits)) & mask
            while new_keys[slot] >= 0:
                slot = (slot + 1) & mask
            new_keys[slot] = key
            new_values[slot] = values[old]


# a row's work grows as n²: 500 values (one row) take about a second in plain Python
@kernel(compile_from=500,
        buffers=lambda longest: (longest + 1, max(longest, 1), max(longest * (longest + 1) // 2, 1), 0))
def rows_balance_point(flat, offsets, values, prefix, best_left, best_right, dp):
    """Alice's best score of every row of ``flat`` (row r is flat[offsets[r]:offsets[r + 1]]),
    row after row in one call, for batch: ``balance_point`` on each, its buffers (``prefix``
    with room for the longest row's n + 1 sums, ``best_left`` for n, ``best_right`` for
    n(n + 1)/2, ``dp`` empty) shared by all."""
    for r in range(len(offsets) - 1):
        stones = flat[offsets[r]:offsets[r + 1]]
        prefix[0] = 0
        for k in range(len(stones)):
            prefix[k + 1] = prefix[k] + stones[k]
        values[r] = balance_point(stones, prefix, best_left, best_right, dp)


def matrix_balance_point(rows: Any) -> tuple[Any]:
    """Alice's best score of each row of the matrix ``rows`` (rows of one length, positive
    stones): ``balance_point``'s DP one interval length at a time, each step a few numpy
    operations over every row and every interval of that length. The balance point of each
    interval is one ``searchsorted`` over all rows at once (each row's doubled prefix sums
    shifted past the row before's, so that the rows stay sorted end to end); ``best_left``
    and ``best_right`` are kept whole, (row, i·n + j). Time O(n² log n) a row, O(n) numpy
    operations a matrix (``many_rows`` keeps its tables within ``MATRIX_CELLS``)."""
    import numpy as np

    count, n = rows.shape
    if n < 2:
        return (np.zeros(count, np.int64),)
    return (_balance_slice(rows),)


def _balance_slice(rows: Any) -> Any:
    import numpy as np

    count, n = rows.shape
    prefix = np.zeros((count, n + 1), np.int64)
    np.cumsum(rows, axis=1, out=prefix[:, 1:])
    # row r's keys start at base[r], past the row before's doubled sums (at most 2·5·10^8 each
    # within the limits: the slice's keys stay far below 2^62)
    base = np.concatenate(([0], np.cumsum(2 * prefix[:-1, -1] + 1)))[:, None]
    keys = (base + 2 * prefix).ravel()  # sorted: each row's doubled sums rise, and the next row's start past them
    line = np.arange(count)[:, None]
    best_left = np.zeros((count, n * n), np.int64)
    best_right = np.zeros((count, n * n), np.int64)
    diagonal = np.arange(n) * (n + 1)
    best_left[:, diagonal] = rows
    best_right[:, diagonal] = rows
    dp = np.zeros(count, np.int64)
    for length in range(2, n + 1):
        i = np.arange(n - length + 1)
        j = i + length - 1
        total = prefix[:, j + 1] - prefix[:, i]
        # the balance point m: the last split after stone m with 2·sum(i..m) <= sum(i..j), i.e.
        # 2·prefix[m + 1] <= prefix[i] + prefix[j + 1]; m = i − 1 when there is none
        found = np.searchsorted(keys, (base + prefix[:, i] + prefix[:, j + 1]).ravel(), side="right")
        m = found.reshape(count, len(i)) - line * (n + 1) - 2
        left = m >= i
        tie = left & (2 * np.take_along_axis(prefix, m + 1, axis=1) == prefix[:, i] + prefix[:, j + 1])
        s = np.where(tie, m + 1, m + 2)
        right = s <= j
        keep_left = np.take_along_axis(best_left, i * n + np.maximum(m, i), axis=1)
        keep_right = np.take_along_axis(best_right, np.minimum(s, j) * n + j, axis=1)
        dp = np.maximum(np.where(left, keep_left, 0), np.where(right, keep_right, 0))
        keep = total + dp
        best_left[:, i * n + j] = np.maximum(best_left[:, i * n + j - 1], keep)
        best_right[:, i * n + j] = np.maximum(best_right[:, (i + 1) * n + j], keep)
    return dp[:, 0]


def many_values(flat: Any, offsets: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of every row laid end to end: Alice's best score,
    hers, and Bob's 0 (he never scores). Short rows by the matrix form, long ones compiled."""
    import numpy as np

    (value,) = many_rows(flat, offsets, matrix_balance_point, rows_balance_point, 1)
    return value, value, np.zeros_like(value)
