# Wrong: a tie counts as a win for player 1, but this asks for a strict dp (> 0 instead of >= 0).
# 错在：平局算玩家 1 赢，这里却要求 dp 严格大于 0（应为 >= 0，而不是 > 0）。
from functools import cache


class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        @cache
        def dp(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(nums[i] - dp(i + 1, j), nums[j] - dp(i, j - 1))

        return dp(0, len(nums) - 1) > 0
