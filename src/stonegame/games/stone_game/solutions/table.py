# Bottom-up: dp[i][j] = max(piles[i] - dp[i+1][j], piles[j] - dp[i][j-1]),
# filled from the last row up so that both shorter intervals are ready. O(n²) time and memory.
# 自底向上：按上面的递推式从最后一行往上填，使两个更短的区间都已算好。O(n²) 时间和空间。
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        n = len(piles)
        dp = [[0] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            dp[i][i] = piles[i]
            for j in range(i + 1, n):
                dp[i][j] = max(piles[i] - dp[i + 1][j], piles[j] - dp[i][j - 1])
        return dp[0][n - 1] > 0
