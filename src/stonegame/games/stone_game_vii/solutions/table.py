# Bottom-up: dp[i][j] = max(sum(i+1..j) - dp[i+1][j], sum(i..j-1) - dp[i][j-1]), from the last row up;
# one row is enough, as row i needs only row i+1. O(n²) time, O(n) memory.
# 自底向上：按上面的递推式从最后一行往上填；第 i 行只用到第 i+1 行，所以一行就够。O(n²) 时间，O(n) 空间。
from itertools import accumulate


class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = [0, *accumulate(stones)]  # sum(stones[i..j]) = prefix[j + 1] - prefix[i]
        dp = [0] * n  # dp[j] = dp(i, j) for the current i: row i + 1 until overwritten
        # dp[j] = 当前 i 的 dp(i, j)：被覆盖之前是第 i + 1 行的值
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                dp[j] = max(prefix[j + 1] - prefix[i + 1] - dp[j], prefix[j] - prefix[i] - dp[j - 1])
        return dp[n - 1]
