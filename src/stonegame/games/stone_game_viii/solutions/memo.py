# Top-down: the same recursion, each i computed once; still n choices of j at each i: O(n²) time,
# O(n) memory, too slow for n = 10^5 (check with --max-n 3000). The recursion goes n deep: limit raised.
import sys
from functools import cache
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        sys.setrecursionlimit(300_000)
        n = len(stones)
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]

        @cache
        def f(i: int) -> int:
            if i == n - 1:
                return 0
            return max(prefix[j] - f(j) for j in range(i + 1, n))

        return f(0)
