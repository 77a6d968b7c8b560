# Wrong: each player greedily takes the larger end; a smaller number can uncover a much larger one.
class Solution:
    def predictTheWinner(self, nums: list[int]) -> bool:
        i, j = 0, len(nums) - 1
        scores = [0, 0]
        player = 0
        while i <= j:
            if nums[i] >= nums[j]:
                scores[player] += nums[i]
                i += 1
            else:
                scores[player] += nums[j]
                j -= 1
            player = 1 - player
        return scores[0] >= scores[1]
