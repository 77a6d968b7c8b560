# Wrong: off by one in M: X runs over 1..2M-1, so taking exactly 2M piles is never tried.
# 错在：M 差一：X 只取 1..2M-1，从没试过恰好拿 2M 堆。
from functools import cache


class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]

        @cache
        def best(i: int, m: int) -> int:
            if i + 2 * m >= n:
                return suffix[i]
            return suffix[i] - min(best(i + x, max(m, x)) for x in range(1, 2 * m))

        return best(0, 1)
