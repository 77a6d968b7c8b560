# Bottom-up: lead[i][j] = max(sum(i+1..j) - lead[i+1][j], sum(i..j-1) - lead[i][j-1]), from the
# last row up; one row is enough, as row i needs only row i+1. O(n²) time, O(n) memory.
from itertools import accumulate


class Solution:
    def stoneGameVII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = [0, *accumulate(stones)]  # sum(stones[i..j]) = prefix[j + 1] - prefix[i]
        lead = [0] * n  # lead[j] = lead(i, j) for the current i: row i + 1 until overwritten
        for i in range(n - 2, -1, -1):
            for j in range(i + 1, n):
                lead[j] = max(prefix[j + 1] - prefix[i + 1] - lead[j], prefix[j] - prefix[i] - lead[j - 1])
        return lead[n - 1]
