# Bottom-up: dp[i] = max over x in 1..3 of (the x stones' sum) - dp[i + x], from the end.
# O(n) time and memory.
# 自底向上：dp[i] = 对 x 取 1..3 时（这 x 块石子之和）- dp[i + x] 的最大值，从末尾往前算。O(n) 时间和空间。
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)
        dp = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            taken, best = 0, float("-inf")
            for k in range(i, min(i + 3, n)):
                taken += stoneValue[k]
                best = max(best, taken - dp[k + 1])
            dp[i] = best
        return "Alice" if dp[0] > 0 else "Bob" if dp[0] < 0 else "Tie"
