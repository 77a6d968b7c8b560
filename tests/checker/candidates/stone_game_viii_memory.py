class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        n = len(stones)
        # total[i][j] = stones[i] + ... + stones[j], for every interval
        total = [[0] * n for _ in range(n)]
        for i in range(n):
            running = 0
            for j in range(i, n):
                running += stones[j]
                total[i][j] = running
        best = total[0][n - 1]
        for i in range(n - 2, 0, -1):
            best = max(best, total[0][i] - best)
        return best
