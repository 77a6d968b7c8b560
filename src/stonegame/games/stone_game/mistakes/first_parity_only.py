# Wrong: the parity argument half-applied: Alice may take the even-indexed piles OR the odd-indexed ones.
# 错在：奇偶性论证只用了一半：Alice 可以拿全部偶数下标的堆，也可以拿全部奇数下标的堆。
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        return sum(piles[0::2]) > sum(piles[1::2])  # only the piles at indices 0, 2, 4, ... / 只有下标 0、2、4……的堆
