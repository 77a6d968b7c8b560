# Top-down: the same recursion, each state (i, M) computed once. There are O(n²) states with up to
# 2M moves each: O(n³) time, O(n²) memory.
from functools import cache


class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)  # suffix[i] = piles[i] + ... + piles[n - 1]
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]

        @cache
        def most(i: int, m: int) -> int:
            if i + 2 * m >= n:  # everything left can be taken at once
                return suffix[i]
            return max(suffix[i] - most(i + x, max(m, x)) for x in range(1, 2 * m + 1))

        return most(0, 1)
