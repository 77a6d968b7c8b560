# Bottom-up: dp[i][j] = max(sum(i+1..j) - dp[i+1][j], sum(i..j-1) - dp[i][j-1]), from the
# last row up; one row is enough, as row i needs only row i+1. O(n²) time, O(n) memory.
from itertools import accumulate


class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = [0, *accumulate(stones)]  # sum(stones[i..j]) = prefix[j + 1] - prefix[i]
        dp = [0] * n  # dp[j] = dp(i, j) for the current i: row i + 1 until overwritten
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                dp[j] = max(prefix[j + 1] - prefix[i + 1] - dp[j], prefix[j] - prefix[i] - dp[j - 1])
        return dp[n - 1]
