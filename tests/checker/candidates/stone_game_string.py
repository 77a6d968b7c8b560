class Solution:
    def stoneGame(self, piles: List[int]) -> bool:
        @lru_cache(None)
        def diff(i, j):
            if i > j:
                return 0
            return max(piles[i] - diff(i + 1, j), piles[j] - diff(i, j - 1))

        return "true" if diff(0, len(piles) - 1) > 0 else "false"
