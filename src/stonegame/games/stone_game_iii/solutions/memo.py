# Top-down: the same recursion, each i computed once: O(n) time and memory. The recursion goes
# n = 5 * 10^4 deep (two frames a level with the cache), past Python's default limit: raise it.
import sys
from functools import cache


class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        sys.setrecursionlimit(300_000)
        n = len(stoneValue)

        @cache
        def dp(i: int) -> int:
            if i == n:
                return 0
            best, taken = float("-inf"), 0
            for k in range(i, min(i + 3, n)):
                taken += stoneValue[k]
                best = max(best, taken - dp(k + 1))
            return best

        alice = dp(0)
        return "Alice" if alice > 0 else "Bob" if alice < 0 else "Tie"
