# Wrong: on equal sums Alice may keep either side, but this always keeps the left one.
# 错在：两边和相等时 Alice 可以保留任意一边，这里却总是保留左边。
from functools import cache
from itertools import accumulate


class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        prefix = [0, *accumulate(stoneValue)]

        @cache
        def dp(i: int, j: int) -> int:
            best = 0
            for k in range(i, j):
                left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
                if left <= right:
                    best = max(best, left + dp(i, k))
                else:
                    best = max(best, right + dp(k + 1, j))
            return best

        return dp(0, len(stoneValue) - 1)
