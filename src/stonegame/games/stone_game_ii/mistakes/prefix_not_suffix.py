# Wrong: "the stones left" read from prefix sums: prefix[n - i] is the first n - i piles, not the last.
# 错在：用前缀和求“剩下的石子”：prefix[n - i] 是前 n - i 堆之和，不是最后 n - i 堆之和。
from functools import cache
from itertools import accumulate


class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        prefix = [0, *accumulate(piles)]  # prefix[k] = piles[0] + ... + piles[k - 1]

        @cache
        def best(i: int, m: int) -> int:
            left = prefix[n - i]  # should be prefix[n] - prefix[i] / 应为 prefix[n] - prefix[i]
            if i + 2 * m >= n:
                return left
            return left - min(best(i + x, max(m, x)) for x in range(1, 2 * m + 1))

        return best(0, 1)
