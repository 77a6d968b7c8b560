# Wrong: Alice keeps the larger side; Bob throws the larger side away, so she scores the smaller one.
# 错在：让 Alice 保留较大的一边；其实 Bob 会扔掉较大的一边，她得到的是较小一边的分。
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
                if left > right:
                    best = max(best, left + dp(i, k))
                elif left < right:
                    best = max(best, right + dp(k + 1, j))
                else:
                    best = max(best, left + max(dp(i, k), dp(k + 1, j)))
            return best

        return dp(0, len(stoneValue) - 1)
