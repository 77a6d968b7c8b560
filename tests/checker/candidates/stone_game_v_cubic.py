class Solution:
    def stoneGameV(self, stoneValue: List[int]) -> int:
        # dp[i][j]: Alice's best on stones i..j; try every split of every interval, shortest first.
        n = len(stoneValue)
        prefix = [0, *accumulate(stoneValue)]
        dp = [[0] * n for _ in range(n)]
        for length in range(2, n + 1):
            for i in range(n - length + 1):
                j = i + length - 1
                best = 0
                for k in range(i, j):
                    left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
                    if left < right:
                        best = max(best, left + dp[i][k])
                    elif left > right:
                        best = max(best, right + dp[k + 1][j])
                    else:
                        best = max(best, left + max(dp[i][k], dp[k + 1][j]))
                dp[i][j] = best
        return dp[0][n - 1]
