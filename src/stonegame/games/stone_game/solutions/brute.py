# Brute force: dp(i, j) is the mover's best (own - opponent's) on piles[i..j]: take an end, then the opponent leads on
# the rest. Plain recursion, two calls a level: O(2^n) time, O(n) stack. / 暴力：dp(i, j) 为轮到的一方在 piles[i..j]
# 上的最大分差（自己 - 对手）：取走一端，余下部分由对手领先。朴素递归，每层两次调用：O(2^n) 时间，O(n) 栈。
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        def dp(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(piles[i] - dp(i + 1, j), piles[j] - dp(i, j - 1))

        return dp(0, len(piles) - 1) > 0
