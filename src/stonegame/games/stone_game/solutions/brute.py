# Brute force: dp(i, j) is the mover's best (own - opponent's) on piles[i..j]: take an end, then
# the opponent leads on the rest. Plain recursion, two calls a level: O(2^n) time, O(n) stack.
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        def dp(i: int, j: int) -> int:
            if i > j:
                return 0
            return max(piles[i] - dp(i + 1, j), piles[j] - dp(i, j - 1))

        return dp(0, len(piles) - 1) > 0
