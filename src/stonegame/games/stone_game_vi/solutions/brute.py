# Brute force: the mover tries every stone left, scores their own value for it,
# and subtracts the opponent's best margin on the rest. Every order of the n stones is tried: O(n!) time.
# 暴力：轮到的一方试剩下的每块石子，得自己对它的估值，减去对手在余下石子上的最大分差。每种顺序都试：O(n!)。
class Solution:
    def stoneGameVI(self, aliceValues: list[int], bobValues: list[int]) -> int:
        n = len(aliceValues)

        def dp(left: int, alice: bool) -> int:  # left: bitmask of the stones not taken yet
            # left：尚未取走的石子的位掩码
            best = None
            for i in range(n):
                if left >> i & 1:
                    gain = aliceValues[i] if alice else bobValues[i]
                    option = gain - dp(left & ~(1 << i), not alice)
                    best = option if best is None else max(best, option)
            return 0 if best is None else best

        difference = dp((1 << n) - 1, True)  # Alice's points minus Bob's / Alice 的得分减去 Bob 的
        return (difference > 0) - (difference < 0)
