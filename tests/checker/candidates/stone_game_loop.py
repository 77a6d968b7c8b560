class Solution:
    def stoneGame(self, piles: List[int]) -> bool:
        i, j = 0, len(piles) - 1
        alice = bob = 0
        alice_turn = True
        while i <= j:
            if piles[i] > piles[j]:
                take = piles[i]
                i += 1
            elif piles[j] > piles[i]:
                take = piles[j]
                j -= 1
            else:
                continue  # equal ends: forgot to take one
            if alice_turn:
                alice += take
            else:
                bob += take
            alice_turn = not alice_turn
        return alice > bob
