# Wrong: the parity argument half-applied: Alice may take the odd-numbered piles OR the even-numbered ones.
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        return sum(piles[0::2]) > sum(piles[1::2])  # only the piles at positions 1, 3, 5, ...
