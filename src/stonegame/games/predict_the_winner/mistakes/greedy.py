# Wrong: each player greedily takes the larger end; a smaller number can uncover a much larger one.
# 错在：每个玩家都贪心地拿较大的一端；拿一个较小的数，可能会让对方拿不到后面大得多的数。
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
