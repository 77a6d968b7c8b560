# Wrong: tries only the largest square that fits; a smaller square may be the winning move.
# 错在：只试放得下的最大平方数；较小的平方数可能才是必胜的一步。
from math import isqrt


class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        win = [False] * (n + 1)
        for k in range(1, n + 1):
            win[k] = not win[k - isqrt(k) ** 2]
        return win[n]
