# O(n): lead(i) = max over j > i of prefix[j] - lead(j), and the options with j > i + 1 are exactly
# lead(i+1)'s, so lead(i) = max(lead(i+1), prefix[i+1] - lead(i+1)). One running value, O(1) memory.
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]
        lead = prefix[-1]  # lead(n-2): merging everything is the only move
        for i in range(len(stones) - 3, -1, -1):
            lead = max(lead, prefix[i + 1] - lead)
        return lead
