# Wrong: when every stone is removed the player to move is said to lose; the rule is that Bob wins.
# 错在：石子全部被移走时，说轮到的一方输；规则是此时 Bob 赢。
from functools import cache


class Solution:
    def stoneGameIX(self, stones: list[int]) -> bool:
        @cache
        def win(c0: int, c1: int, c2: int, total: int) -> bool:
            if c0 + c1 + c2 == 0:
                return False  # should be: the mover wins iff the mover is Bob / 应为：轮到的一方是 Bob 时才赢
            for r, after in ((0, (c0 - 1, c1, c2)), (1, (c0, c1 - 1, c2)), (2, (c0, c1, c2 - 1))):
                if min(after) >= 0 and (total + r) % 3 != 0 and not win(*after, (total + r) % 3):
                    return True
            return False

        count = [0, 0, 0]
        for stone in stones:
            count[stone % 3] += 1
        return win(*count, 0)
