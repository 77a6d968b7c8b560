# Wrong: no tie case: a dp of 0 is reported as "Bob" instead of "Tie".
# 错在：漏了平局：dp 为 0 时报告成了 "Bob"，应为 "Tie"。
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)
        dp = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            dp[i] = max(sum(stoneValue[i:k]) - dp[k] for k in range(i + 1, min(i + 3, n) + 1))
        return "Alice" if dp[0] > 0 else "Bob"
