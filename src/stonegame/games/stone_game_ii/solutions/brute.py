# Brute force: dp(i, M) = the mover's lead (own stones - the opponent's) from piles[i:]:
# take X piles (1 <= X <= 2M), worth suffix[i] - suffix[i + X], minus the opponent's lead after. Exponential time.
# 暴力：dp(i, M) 为从 piles[i:] 起轮到的一方的领先；取 X 堆（1 <= X <= 2M）得 suffix[i] - suffix[i + X]。指数时间。
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)  # suffix[i] = piles[i] + ... + piles[n - 1]
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]

        def dp(i: int, m: int) -> int:
            if i + 2 * m >= n:  # everything left can be taken at once / 剩下的可以一次拿完
                return suffix[i]
            return max(suffix[i] - suffix[i + x] - dp(i + x, max(m, x)) for x in range(1, 2 * m + 1))

        return (suffix[0] + dp(0, 1)) // 2  # Alice's stones: (total + lead) / 2 / Alice 的石子数
