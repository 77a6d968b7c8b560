# Wrong: player 2's reply is taken as the one best for player 1 (max where min is needed): he plays well too.
from functools import cache


class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        @cache
        def most(i: int, j: int) -> int:  # meant: the most the mover collects from nums[i..j]
            if i > j:
                return 0
            take_left = nums[i] + max(most(i + 2, j), most(i + 1, j - 1))
            take_right = nums[j] + max(most(i + 1, j - 1), most(i, j - 2))
            return max(take_left, take_right)

        first = most(0, len(nums) - 1)
        return first >= sum(nums) - first
