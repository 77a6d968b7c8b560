# Top-down: the same recursion, each interval (i, j) computed once and remembered. O(n²) time and memory;
# the recursion goes n + 1 = 501 deep (its last call on no pile), 2 frames a level: past Python's default limit.
# 自顶向下：每个区间 (i, j) 只算一次并记下。O(n²) 时间和空间；递归深达 n + 1 = 501 层，每层两帧：超过默认上限。
import sys
from functools import cache


class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        sys.setrecursionlimit(10_000)

        @cache
        def dp(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(piles[i] - dp(i + 1, j), piles[j] - dp(i, j - 1))

        return dp(0, len(piles) - 1) > 0
