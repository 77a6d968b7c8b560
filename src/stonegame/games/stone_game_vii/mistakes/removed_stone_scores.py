# Wrong: off by one in the sums: the mover scores stones[i..j] including the stone just removed.
# 错在：求和差一：把刚移走的那个石子也算进了得分 stones[i..j]。
from itertools import accumulate


class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = [0, *accumulate(stones)]
        dp = [0] * n
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                scored = prefix[j + 1] - prefix[i]  # should leave out the stone removed / 应去掉移走的石子
                dp[j] = max(scored - dp[j], scored - dp[j - 1])
        return dp[n - 1]
