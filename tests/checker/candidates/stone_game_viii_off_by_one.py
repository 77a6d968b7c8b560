class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        prefix = list(accumulate(stones))
        best = prefix[-1]
        for i in range(len(stones) - 2, -1, -1):  # lets Alice take a single stone (x >= 1)
            best = max(best, prefix[i] - best)
        return best
