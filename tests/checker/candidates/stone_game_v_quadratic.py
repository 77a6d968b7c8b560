class Solution:
    def stoneGameV(self, stoneValue: List[int]) -> int:
        # dp[i][j]: Alice's best on stones i..j. Splitting after k scores the lighter side; for a
        # fixed i the last k whose left side is not the heavier one (mid) only moves right as j
        # grows, so keep running maxima of the two kinds of option:
        # left[i][k] = max over t in i..k of sum(i..t) + dp[i][t]
        # right[s][j] = max over t in s..j of sum(t..j) + dp[t][j]
        n = len(stoneValue)
        prefix = [0, *accumulate(stoneValue)]
        dp = [[0] * n for _ in range(n)]
        left = [[0] * n for _ in range(n)]
        right = [[0] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            left[i][i] = right[i][i] = stoneValue[i]
            mid = i
            for j in range(i + 1, n):
                total = prefix[j + 1] - prefix[i]
                while mid + 1 < j and 2 * (prefix[mid + 2] - prefix[i]) <= total:
                    mid += 1
                lighter = prefix[mid + 1] - prefix[i]
                if 2 * lighter <= total:
                    best = left[i][mid]
                    if 2 * lighter == total:
                        best = max(best, right[mid + 1][j])
                    elif mid + 2 <= j:
                        best = max(best, right[mid + 2][j])
                else:  # the first stone alone outweighs the rest
                    best = right[i + 1][j]
                dp[i][j] = best
                left[i][j] = max(left[i][j - 1], total + best)
                right[i][j] = max(right[i + 1][j], total + best)
        return dp[0][n - 1]
