# Top-down: the same recursion, each interval (i, j) computed once. Player 1 wins ties.
# O(n²) time and memory.
# 自顶向下：同样的递归，每个区间 (i, j) 只算一次。平局算玩家 1 胜。O(n²) 时间和空间。
from functools import cache


class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        @cache
        def dp(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(nums[i] - dp(i + 1, j), nums[j] - dp(i, j - 1))

        return dp(0, len(nums) - 1) >= 0
