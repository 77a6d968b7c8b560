# Wrong: stones ≡ 0 leave the sum mod 3 alone, but each one passes the turn: their count's parity matters.
class Solution:
    def stoneGameIX(self, stones: list[int]) -> bool:
        count = [0, 0, 0]
        for stone in stones:
            count[stone % 3] += 1
        return count[1] >= 1 and count[2] >= 1
