# Wrong: each player takes the stone worth most to themselves; taking a stone also denies it to the other.
# 错在：每个玩家都拿对自己最值钱的石子；拿走一个石子也让对方拿不到它。
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        n = len(aliceValues)
        taken = [False] * n
        alice = bob = 0
        for turn in range(n):
            values = aliceValues if turn % 2 == 0 else bobValues
            i = max((i for i in range(n) if not taken[i]), key=lambda i: values[i])
            taken[i] = True
            if turn % 2 == 0:
                alice += aliceValues[i]
            else:
                bob += bobValues[i]
        return (alice > bob) - (alice < bob)
