# Bottom-up: dp[i][j] over every split k of stoneValue[i..j], keeping the smaller side (either on a tie),
# for i from the end and j upward so both sides are ready. O(n³) time, O(n²) memory: too slow in Python at n = 500,
# fast enough up to n = 200; C++ and Java are fast at 500. / 保留较小一侧。n = 500 时 Python 太慢，C++/Java 够快。
from itertools import accumulate


class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        n = len(stoneValue)
        prefix = [0, *accumulate(stoneValue)]  # sum(i..j) = prefix[j + 1] - prefix[i]
        dp = [[0] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            for j in range(i + 1, n):
                best = 0
                for k in range(i, j):  # left = i..k, right = k+1..j
                    left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
                    if left < right:
                        best = max(best, left + dp[i][k])
                    elif left > right:
                        best = max(best, right + dp[k + 1][j])
                    else:
                        best = max(best, left + max(dp[i][k], dp[k + 1][j]))
                dp[i][j] = best
        return dp[0][n - 1]
