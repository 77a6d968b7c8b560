# Wrong: each player greedily merges up to the largest prefix sum left, ignoring what the other scores next.
# 错在：每个玩家都贪心地合并到剩下的最大前缀和为止，不管对方下一步得多少分。
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = list(accumulate(stones))
        i, difference, sign = 0, 0, 1
        while i < n - 1:
            i = max(range(i + 1, n), key=lambda j: prefix[j])
            difference += sign * prefix[i]
            sign = -sign
        return difference
