class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        prefix = list(accumulate(stones))
        print("prefix", prefix)
        best = prefix[-1]
        for i in range(len(stones) - 2, 0, -1):
            best = max(best, prefix[i] - best)
        return best
