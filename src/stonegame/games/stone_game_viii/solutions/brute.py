# Brute force: after merging stones 0..i, the mover merges up to some j > i, scores prefix[j] (the
# whole merged sum) and hands over; lead(i) = max over j of prefix[j] - lead(j). O(2^n) time.
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]

        def lead(i: int) -> int:
            if i == n - 1:  # one stone left: the game is over
                return 0
            return max(prefix[j] - lead(j) for j in range(i + 1, n))

        return lead(0)  # the first merge takes stones 0..j with j >= 1: at least two stones
