class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        n = len(stoneValue)
        dp = [0] * (n + 3)
        for i in range(n - 1, -1, -1):
            best, take = -inf, 0
            for k in range(i, min(i + 3, n)):
                take += stoneValue[k]
                best = max(best, take - dp[k + 1])
            dp[i] = best
        if dp[0] > 0:
            return "Alice"
        return "Bob" if dp[0] < 0 else "Tie"
