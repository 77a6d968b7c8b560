# Brute force: dp(i, j) is the mover's best (own - opponent's) on stones[i..j]. Removing an end
# scores the sum of what remains; then the opponent leads on it. Plain recursion: O(2^n) time.
from itertools import accumulate


class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        prefix = [0, *accumulate(stones)]  # sum(stones[i..j]) = prefix[j + 1] - prefix[i]

        def dp(i: int, j: int) -> int:
            if i == j:
                return 0
            remove_left = prefix[j + 1] - prefix[i + 1] - dp(i + 1, j)
            remove_right = prefix[j] - prefix[i] - dp(i, j - 1)
            return max(remove_left, remove_right)

        return dp(0, len(stones) - 1)
