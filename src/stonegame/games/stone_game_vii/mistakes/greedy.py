# Wrong: each player greedily removes the smaller end (to score the larger remainder) without looking ahead.
# 错在：每个玩家都贪心地移走较小的一端（好让剩下的和更大），不往后看。
class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        i, j = 0, len(stones) - 1
        left = sum(stones)
        difference, sign = 0, 1
        while i < j:
            if stones[i] <= stones[j]:
                left -= stones[i]
                i += 1
            else:
                left -= stones[j]
                j -= 1
            difference += sign * left
            sign = -sign
        return difference
