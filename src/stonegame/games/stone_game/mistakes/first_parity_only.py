# Wrong: the parity argument half-applied: Alice may take the even-indexed piles OR the odd-indexed ones.
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        return sum(piles[0::2]) > sum(piles[1::2])  # only the piles at indices 0, 2, 4, ...
