# Parity: with an even number of piles Alice can take every even-indexed pile or every odd-indexed
# one, whichever holds more; the total is odd, so the two sums differ and she wins. O(1).
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        return True
