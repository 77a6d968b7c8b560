class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        n = len(stones)
        prefix = [0, *accumulate(stones)]
        dp = [0] * n  # dp[i] = best on stones[i..j] for the current j
        for j in range(1, n):
            for i in range(j - 1, -1, -1):
                dp[i] = max(prefix[j + 1] - prefix[i + 1] - dp[i + 1], prefix[j] - prefix[i] - dp[i])
        return dp[0]
