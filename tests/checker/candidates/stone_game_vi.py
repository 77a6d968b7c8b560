class Solution:
    def stoneGameVI(self, aliceValues: List[int], bobValues: List[int]) -> int:
        order = sorted(range(len(aliceValues)), key=lambda i: -(aliceValues[i] + bobValues[i]))
        diff = sum(aliceValues[i] for i in order[0::2]) - sum(bobValues[i] for i in order[1::2])
        return (diff > 0) - (diff < 0)
