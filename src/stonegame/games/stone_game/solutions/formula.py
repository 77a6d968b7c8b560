# Parity: with an even number of piles Alice can take every even-indexed pile or every odd-indexed one,
# whichever holds more; the total is odd, so the two sums differ and she wins. O(1). / 奇偶性：堆数为偶数时，
# Alice 可以拿走全部偶数下标的堆或全部奇数下标的堆，取较多的一组；总数为奇数，两组之和不等，所以她必胜。O(1)。
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        return True
