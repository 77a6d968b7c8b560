# Bottom-up: lead[i][j] = max(piles[i] - lead[i+1][j], piles[j] - lead[i][j-1]), filled from the
# last row up so that both shorter intervals are ready. O(n²) time and memory.
class Solution:
    def stoneGame(self, piles: list[int]) -> bool:
        n = len(piles)
        lead = [[0] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            lead[i][i] = piles[i]
            for j in range(i + 1, n):
                lead[i][j] = max(piles[i] - lead[i + 1][j], piles[j] - lead[i][j - 1])
        return lead[0][n - 1] > 0
