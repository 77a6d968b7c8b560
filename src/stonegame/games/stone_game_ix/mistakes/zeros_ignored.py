# Wrong: stones ≡ 0 leave the sum mod 3 alone, but each one passes the turn: their count's parity matters.
# 错在：模 3 余 0 的石子不改变总和模 3 的值，但每拿一个都会交出一次回合：它们个数的奇偶有影响。
class Solution:
    def stoneGameIX(self, stones: list[int]) -> bool:
        count = [0, 0, 0]
        for stone in stones:
            count[stone % 3] += 1
        return count[1] >= 1 and count[2] >= 1
