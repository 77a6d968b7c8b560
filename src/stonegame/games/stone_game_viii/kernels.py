"""Stone Game VIII's kernel: the O(n) recurrence in O(1) memory."""

from __future__ import annotations

from stonegame.core.kernels import kernel


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
