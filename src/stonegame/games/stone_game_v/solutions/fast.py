# O(n²): for a fixed i, the last split "mid" whose left side is at most the right moves only right as j grows.
# Splits up to mid keep the left side, their best a running max along row i (keep_left), and later ones the right side:
# a running max down column j (keep_right). A tie at mid allows both. / 单调 mid，keep_left/keep_right 累计最大。
from itertools import accumulate


class Solution:
    def stoneGameV(self, stoneValue: list[int]) -> int:
        n = len(stoneValue)
        prefix = [0, *accumulate(stoneValue)]  # sum(i..j) = prefix[j + 1] - prefix[i]
        dp = [[0] * n for _ in range(n)]
        keep_left = [[0] * n for _ in range(n)]  # max over k in i..j of sum(i..k) + dp[i][k]
        # k 取遍 i..j 时 sum(i..k) + dp[i][k] 的最大值
        keep_right = [[0] * n for _ in range(n)]  # max over k in i..j of sum(k..j) + dp[k][j]
        # k 取遍 i..j 时 sum(k..j) + dp[k][j] 的最大值
        for i in range(n - 1, -1, -1):
            keep_left[i][i] = keep_right[i][i] = stoneValue[i]
            mid = i - 1  # the last k < j with sum(i..k) <= sum(k+1..j); i - 1 if none
            # 满足 sum(i..k) <= sum(k+1..j) 的最后一个 k < j；没有则为 i - 1
            for j in range(i + 1, n):
                whole = prefix[j + 1] - prefix[i]
                while mid + 1 < j and 2 * (prefix[mid + 2] - prefix[i]) <= whole:
                    mid += 1
                best = 0
                if mid >= i:
                    best = keep_left[i][mid]
                    if 2 * (prefix[mid + 1] - prefix[i]) == whole:  # a tie: the right side may be kept
                        # 两侧相等：也可以保留右侧
                        best = max(best, keep_right[mid + 1][j])
                if mid + 2 <= j:  # every split after mid keeps the right side k+1..j
                    # mid 之后的每种分法都保留右侧 k+1..j
                    best = max(best, keep_right[mid + 2][j])
                dp[i][j] = best
                keep_left[i][j] = max(keep_left[i][j - 1], whole + best)
                keep_right[i][j] = max(keep_right[i + 1][j], whole + best)
        return dp[0][n - 1]
