# Top-down: the same recursion, each interval (i, j) computed once: O(n²) intervals with up to n splits each,
# O(n³) time, O(n²) memory. The recursion can go n = 500 deep, past Python's default limit. / 自顶向下：同样的递归，
# 每个区间只算一次：O(n²) 个区间，各至多 n 种分法，O(n³) 时间，O(n²) 空间。递归深达 n = 500，超过 Python 默认上限。
import sys
from functools import cache
from itertools import accumulate


class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        sys.setrecursionlimit(10_000)
        prefix = [0, *accumulate(stoneValue)]  # sum(i..j) = prefix[j + 1] - prefix[i]

        @cache
        def dp(i: int, j: int) -> int:
            best = 0
            for k in range(i, j):  # left = i..k, right = k+1..j
                left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
                if left < right:
                    best = max(best, left + dp(i, k))
                elif left > right:
                    best = max(best, right + dp(k + 1, j))
                else:
                    best = max(best, left + max(dp(i, k), dp(k + 1, j)))
            return best

        return dp(0, len(stoneValue) - 1)
