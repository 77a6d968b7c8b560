# Brute force: after merging stones 0..i, the mover merges up to some j > i, scores prefix[j] (the
# whole merged sum) and hands over; f(i) = max over j of prefix[j] - f(j). O(2^n) time.
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]

        def f(i: int) -> int:
            if i == n - 1:  # one stone left: the game is over
                return 0
            return max(prefix[j] - f(j) for j in range(i + 1, n))

        return f(0)  # the first merge takes stones 0..j with j >= 1: at least two stones
