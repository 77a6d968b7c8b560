class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        # dp[i]: best (mine - theirs) when stones 0..i are merged and it is my turn
        n = len(stones)
        prefix = list(accumulate(stones))
        dp = [0] * n
        for i in range(n - 2, -1, -1):
            dp[i] = max(prefix[j] - dp[j] for j in range(i + 1, n))
        return dp[0]
