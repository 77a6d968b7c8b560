# Top-down: the same recursion, each interval (i, j) computed once and remembered. O(n²) time and
# memory; the recursion goes n = 500 deep, two frames a level with the cache: past Python's default limit.
import sys
from functools import cache


class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        sys.setrecursionlimit(10_000)

        @cache
        def dp(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(piles[i] - dp(i + 1, j), piles[j] - dp(i, j - 1))

        return dp(0, len(piles) - 1) > 0
