class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        ones = sum(1 for stone in stones if stone % 3 == 1)
        twos = sum(1 for stone in stones if stone % 3 == 2)
        zeros = len(stones) - ones - twos
        if zeros % 2 == 0:
            return ones and twos  # an int where a bool is asked: LeetCode prints it as true/false
        return abs(ones - twos) > 2
