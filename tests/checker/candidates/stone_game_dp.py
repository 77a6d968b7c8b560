class Solution:
    def stoneGame(self, piles: List[int]) -> bool:
        # dp[i] = best (mine - theirs) on piles[i..j] for the current right end j
        n = len(piles)
        dp = piles[:]
        for j in range(1, n):
            for i in range(j - 1, -1, -1):
                dp[i] = max(piles[i] - dp[i + 1], piles[j] - dp[i])
        return dp[0] > 0
