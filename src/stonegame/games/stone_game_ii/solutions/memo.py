# Top-down: the same recursion, each state (i, M) computed once; dp(i, M) is the mover's lead, as the lesson's dp[i][M].
# There are O(n²) states with up to 2M moves each: O(n³) time, O(n²) memory.
# 自顶向下：同样的递归，每个状态 (i, M) 只算一次。O(n²) 个状态、每个至多 2M 种走法：O(n³) 时间，O(n²) 空间。
from functools import cache


class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)  # suffix[i] = piles[i] + ... + piles[n - 1]
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]

        @cache
        def dp(i: int, m: int) -> int:
            if i + 2 * m >= n:  # everything left can be taken at once / 剩下的可以一次拿完
                return suffix[i]
            return max(suffix[i] - suffix[i + x] - dp(i + x, max(m, x)) for x in range(1, 2 * m + 1))

        return (suffix[0] + dp(0, 1)) // 2  # Alice's stones: (total + lead) / 2 / Alice 的石子数
