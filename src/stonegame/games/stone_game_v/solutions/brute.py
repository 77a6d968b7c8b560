# Brute force: dp(i, j) = Alice's best from stoneValue[i..j]: try every split, keep the smaller side's sum,
# plus the best from that side (on equal sums, the better side). Exponential time. / 暴力：
# dp(i, j) 为 Alice 在 stoneValue[i..j] 上的最高得分：每种分法取较小一侧之和加该侧最优值（和相等取更优一侧）。指数时间。
from itertools import accumulate


class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        prefix = [0, *accumulate(stoneValue)]  # sum(i..j) = prefix[j + 1] - prefix[i]

        def dp(i: int, j: int) -> int:
            best = 0
            for k in range(i, j):  # left = i..k, right = k+1..j
                left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
                if left < right:
                    best = max(best, left + dp(i, k))
                elif left > right:
                    best = max(best, right + dp(k + 1, j))
                else:
                    best = max(best, left + max(dp(i, k), dp(k + 1, j)))
            return best

        return dp(0, len(stoneValue) - 1)
