# Top-down: the same recursion, each interval (i, j) computed once. O(n²) time and memory.
# The recursion goes n = 1000 deep, past Python's default limit, so the limit is raised. / 自顶向下：同样的递归，
# 每个区间 (i, j) 只算一次。O(n²) 时间和空间；递归深达 n = 1000，超过 Python 的默认上限，所以调高上限。
import sys
from functools import cache
from itertools import accumulate


class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        sys.setrecursionlimit(10_000)
        prefix = [0, *accumulate(stones)]  # sum(stones[i..j]) = prefix[j + 1] - prefix[i]

        @cache
        def dp(i: int, j: int) -> int:
            if i == j:
                return 0
            remove_left = prefix[j + 1] - prefix[i + 1] - dp(i + 1, j)
            remove_right = prefix[j] - prefix[i] - dp(i, j - 1)
            return max(remove_left, remove_right)

        return dp(0, len(stones) - 1)
