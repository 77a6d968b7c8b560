# Wrong: sorts by aliceValues[i] - bobValues[i]; a stone is worth a + b to whoever takes it, not a - b.
# 错在：按 aliceValues[i] - bobValues[i] 排序；一个石子对拿走它的人值 a + b，而不是 a - b。
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        order = sorted(range(len(aliceValues)), key=lambda i: aliceValues[i] - bobValues[i], reverse=True)
        alice = sum(aliceValues[i] for i in order[0::2])
        bob = sum(bobValues[i] for i in order[1::2])
        return (alice > bob) - (alice < bob)
