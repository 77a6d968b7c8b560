# Top-down over the set of stones left (a bitmask; whose turn it is follows from its size): 2^n sets,
# n choices each: O(2^n · n) time, O(2^n) memory. Small n only: fast enough up to n = 10.
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

        difference = dp((1 << n) - 1)  # Alice's points minus Bob's
        return (difference > 0) - (difference < 0)
