# Top-down: the same recursion over (c0, c1, c2, sum mod 3), each state computed once: O(C₀·C₁·C₂) time and memory,
# fine for small n only (fast enough up to n = 60). / 自顶向下：在 (c0, c1, c2, 和模 3) 上做同样的递归，
# 每个状态只算一次：O(C₀·C₁·C₂) 时间和空间，只适合小 n（n <= 60 时够快）。
import sys
from functools import cache


class Solution:
    def stoneGameIX(self, stones: list[int]) -> bool:
        sys.setrecursionlimit(10_000)
        n = len(stones)

        @cache
        def win(c0: int, c1: int, c2: int, total: int) -> bool:  # c_r: stones ≡ r left; total: sum mod 3
            # c_r：剩余的 ≡ r 的石子数；total：和模 3
            if c0 + c1 + c2 == 0:
                return n % 2 == 1  # all n removed and nobody lost: Bob wins, and Bob moves after an odd n
                # n 块全部移除且无人输：Bob 胜，而 n 为奇数时轮到的正是 Bob
            for r, after in ((0, (c0 - 1, c1, c2)), (1, (c0, c1 - 1, c2)), (2, (c0, c1, c2 - 1))):
                if min(after) >= 0 and (total + r) % 3 != 0 and not win(*after, (total + r) % 3):
                    return True
            return False

        count = [0, 0, 0]
        for stone in stones:
            count[stone % 3] += 1
        return win(*count, 0)
