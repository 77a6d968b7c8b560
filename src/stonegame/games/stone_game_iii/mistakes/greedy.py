# Wrong: each player greedily takes the 1, 2 or 3 stones with the largest sum, ignoring what it leaves.
# 错在：每个玩家都贪心地拿和最大的 1、2 或 3 个石子，不管留下了什么。
class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)
        i, scores, player = 0, [0, 0], 0
        while i < n:
            take = max(range(1, min(3, n - i) + 1), key=lambda x: sum(stoneValue[i : i + x]))
            scores[player] += sum(stoneValue[i : i + take])
            i += take
            player = 1 - player
        alice, bob = scores
        return "Alice" if alice > bob else "Bob" if alice < bob else "Tie"
