# Bottom-up: dp[i][M], the mover's lead, for i from the end and every M: suffix[i] when 2M reaches the end,
# else the best X in 1..2M of suffix[i] - suffix[i + X] - dp[i + X][max(M, X)]. O(n³) time, O(n²) memory.
# 自底向上：i 从后往前、对每个 M 填 dp[i][M]（轮到的一方的领先）；2M 够到末尾时为 suffix[i]。O(n³) 时间。
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)  # suffix[i] = piles[i] + ... + piles[n - 1]
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]
        dp = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            for m in range(1, n + 1):
                if i + 2 * m >= n:  # take every pile left / 拿走剩下的所有堆
                    dp[i][m] = suffix[i]
                else:
                    dp[i][m] = max(suffix[i] - suffix[i + x] - dp[i + x][max(m, x)] for x in range(1, 2 * m + 1))
        return (suffix[0] + dp[0][1]) // 2  # Alice's stones: (total + lead) / 2 / Alice 的石子数
