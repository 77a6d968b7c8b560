class Solution:
    def stoneGame(self, piles: List[int]) -> bool:
        # Take the larger end every turn.
        i, j = 0, len(piles) - 1
        scores = [0, 0]
        turn = 0
        while i <= j:
            if piles[i] >= piles[j]:
                scores[turn] += piles[i]
                i += 1
            else:
                scores[turn] += piles[j]
                j -= 1
            turn ^= 1
        return scores[0] > scores[1]
