# O(n) time, O(1) memory: dp[i] reads only dp[i+1], dp[i+2], dp[i+3], so three numbers replace the table.
# dp[i] 只读 dp[i+1]、dp[i+2]、dp[i+3]，所以三个数就能代替整张表。
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        dp1 = dp2 = dp3 = 0  # dp[i+1], dp[i+2], dp[i+3]; past the end they are 0 / 越过末尾时为 0
        for i in range(len(stoneValue) - 1, -1, -1):
            taken, best = 0, float("-inf")
            for x, after in enumerate((dp1, dp2, dp3)):
                if i + x < len(stoneValue):
                    taken += stoneValue[i + x]
                    best = max(best, taken - after)
            dp1, dp2, dp3 = best, dp1, dp2  # slide the window one stone left / 窗口左移一格
        return "Alice" if dp1 > 0 else "Bob" if dp1 < 0 else "Tie"
