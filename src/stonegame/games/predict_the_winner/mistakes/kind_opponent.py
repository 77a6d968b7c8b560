# Wrong: player 2's reply is taken as the one best for player 1 (max where min is needed): he plays well too.
# 错在：把玩家 2 的应对当成对玩家 1 最有利的一步（该取 min 的地方取了 max）；他同样会走最优。
from functools import cache


class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        # meant: the most the mover collects from nums[i..j] / 本意：轮到的一方从 nums[i..j] 最多能拿多少
        @cache
        def most(i: int, j: int) -> int:
            if i > j:
                return 0
            take_left = nums[i] + max(most(i + 2, j), most(i + 1, j - 1))
            take_right = nums[j] + max(most(i + 1, j - 1), most(i, j - 2))
            return max(take_left, take_right)

        first = most(0, len(nums) - 1)
        return first >= sum(nums) - first
