# Top-down over the set of stones left (a bitmask; whose turn it is follows from its size): 2^n sets, n choices each:
# O(2^n · n) time, O(2^n) memory. Small n only: fast enough up to n = 10. / 自顶向下，状态为剩余石子的集合（位掩码；
# 轮到谁由集合大小决定）：2^n 个集合，每个 n 种选择：O(2^n · n) 时间，O(2^n) 空间。只适合小 n（n <= 10 时够快）。
from functools import cache


class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        n = len(aliceValues)

        @cache
        def dp(left: int) -> int:
            if left == 0:
                return 0
            values = aliceValues if (n - left.bit_count()) % 2 == 0 else bobValues
            return max(values[i] - dp(left & ~(1 << i)) for i in range(n) if left >> i & 1)

        difference = dp((1 << n) - 1)  # Alice's points minus Bob's / Alice 的得分减去 Bob 的
        return (difference > 0) - (difference < 0)
