# Wrong: a tie counts as a win for player 1, but this asks for a strict lead (> 0 instead of >= 0).
from functools import cache


class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        @cache
        def lead(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(nums[i] - lead(i + 1, j), nums[j] - lead(i, j - 1))

        return lead(0, len(nums) - 1) > 0
