# Bottom-up: dp[i][j] = max(nums[i] - dp[i+1][j], nums[j] - dp[i][j-1]), from the last row up.
# Player 1 wins ties, so the answer is dp >= 0. O(n²) time and memory.
# 自底向上：按上面的递推式从最后一行往上填。平局算玩家 1 胜，所以答案是 dp >= 0。O(n²) 时间和空间。
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        n = len(nums)
        dp = [[0] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            dp[i][i] = nums[i]
            for j in range(i + 1, n):
                dp[i][j] = max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1])
        return dp[0][n - 1] >= 0
