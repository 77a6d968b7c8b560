class Solution:
    def stoneGameIX(self, stones: List[int]) -> bool:
        count = Counter(s % 3 for s in stones)
        if count[0] % 2 == 0:
            return count[1] >= 1 and count[2] >= 1
        return abs(count[1] - count[2]) > 2
