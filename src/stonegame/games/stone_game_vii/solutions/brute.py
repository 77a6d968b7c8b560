# Brute force: dp(i, j) is the mover's best (own - opponent's) on stones[i..j]: removing an end scores what remains,
# then the opponent leads. Plain recursion: O(2^n) time. / 暴力：dp(i, j) 为轮到的一方在 stones[i..j] 上的最大分差：
# 移除一端得到剩余石子之和，之后由对手在剩余部分领先（分差均为自己 - 对手）。朴素递归：O(2^n) 时间。
from itertools import accumulate


class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        prefix = [0, *accumulate(stones)]  # sum(stones[i..j]) = prefix[j + 1] - prefix[i]

        def dp(i: int, j: int) -> int:
            if i == j:
                return 0
            remove_left = prefix[j + 1] - prefix[i + 1] - dp(i + 1, j)
            remove_right = prefix[j] - prefix[i] - dp(i, j - 1)
            return max(remove_left, remove_right)

        return dp(0, len(stones) - 1)
