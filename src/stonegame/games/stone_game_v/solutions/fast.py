# O(n²): for a fixed i, the last split "mid" whose left side is at most the right moves only right as j
# grows. Splits up to mid keep the left side: their best is a running max along row i (keep_left); the
# splits after it keep the right side: a running max down column j (keep_right). A tie at mid allows both.
from itertools import accumulate


class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        n = len(stoneValue)
        prefix = [0, *accumulate(stoneValue)]  # sum(i..j) = prefix[j + 1] - prefix[i]
        dp = [[0] * n for _ in range(n)]
        keep_left = [[0] * n for _ in range(n)]  # max over k in i..j of sum(i..k) + dp[i][k]
        keep_right = [[0] * n for _ in range(n)]  # max over k in i..j of sum(k..j) + dp[k][j]
        for i in range(n - 1, -1, -1):
            keep_left[i][i] = keep_right[i][i] = stoneValue[i]
            mid = i - 1  # the last k < j with sum(i..k) <= sum(k+1..j); i - 1 if none
            for j in range(i + 1, n):
                whole = prefix[j + 1] - prefix[i]
                while mid + 1 < j and 2 * (prefix[mid + 2] - prefix[i]) <= whole:
                    mid += 1
                best = 0
                if mid >= i:
                    best = keep_left[i][mid]
                    if 2 * (prefix[mid + 1] - prefix[i]) == whole:  # a tie: the right side may be kept
                        best = max(best, keep_right[mid + 1][j])
                if mid + 2 <= j:  # every split after mid keeps the right side k+1..j
                    best = max(best, keep_right[mid + 2][j])
                dp[i][j] = best
                keep_left[i][j] = max(keep_left[i][j - 1], whole + best)
                keep_right[i][j] = max(keep_right[i + 1][j], whole + best)
        return dp[0][n - 1]
