# Bottom-up: most[i][M] for i from the end, every M; most[i][M] = suffix[i] when 2M reaches the end,
# else the best X in 1..2M of suffix[i] - most[i + X][max(M, X)]. O(n³) time, O(n²) memory.
class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)  # suffix[i] = piles[i] + ... + piles[n - 1]
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]
        most = [[0] * (n + 1) for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            for m in range(1, n + 1):
                if i + 2 * m >= n:
                    most[i][m] = suffix[i]
                else:
                    most[i][m] = max(suffix[i] - most[i + x][max(m, x)] for x in range(1, 2 * m + 1))
        return most[0][1]
