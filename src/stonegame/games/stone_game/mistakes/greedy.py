# Wrong: each player greedily takes the larger end; a smaller pile can uncover a much larger one.
# 错在：每个玩家都贪心地拿较大的一端；拿一个较小的堆，可能会露出一个大得多的堆。
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        i, j = 0, len(piles) - 1
        alice = bob = 0
        alice_moves = True
        while i <= j:
            if piles[i] >= piles[j]:
                taken, i = piles[i], i + 1
            else:
                taken, j = piles[j], j - 1
            if alice_moves:
                alice += taken
            else:
                bob += taken
            alice_moves = not alice_moves
        return alice > bob
