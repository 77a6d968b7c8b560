# Wrong: Alice keeps the larger side; Bob throws the larger side away, so she scores the smaller one.
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
