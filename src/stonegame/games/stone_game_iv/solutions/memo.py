# Top-down: the same recursion, each k computed once: O(n·√n) time, O(n) memory. The recursion goes
# n = 10^5 deep (taking 1 stone at a time), past Python's default limit, so the limit is raised.
import sys
from functools import cache


class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        sys.setrecursionlimit(300_000)

        @cache
        def win(k: int) -> bool:
            s = 1
            while s * s <= k:
                if not win(k - s * s):
                    return True
                s += 1
            return False

        return win(n)
