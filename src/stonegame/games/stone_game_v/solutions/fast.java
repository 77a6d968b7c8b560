// O(n²): for a fixed i, mid (the last split whose left side is at most the right) only moves right as j grows.
// Splits up to mid keep the left side (a running max along row i), later ones the right (a running max down column j);
// a tie at mid allows both. Sums, doubled sums and maxima are at most 10^9: int is enough. / mid 单调 + 累计最大。
class Solution {
    public int stoneGameV(int[] stoneValue) {
        int n = stoneValue.length;
        int[] prefix = new int[n + 1];  // sum(i..j) = prefix[j + 1] - prefix[i]
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stoneValue[i];
        int[][] dp = new int[n][n];
        int[][] keepLeft = new int[n][n];   // max over k in i..j of sum(i..k) + dp[i][k]
        // k 取遍 i..j 时 sum(i..k) + dp[i][k] 的最大值
        int[][] keepRight = new int[n][n];  // max over k in i..j of sum(k..j) + dp[k][j]
        // k 取遍 i..j 时 sum(k..j) + dp[k][j] 的最大值
        for (int i = n - 1; i >= 0; --i) {
            keepLeft[i][i] = keepRight[i][i] = stoneValue[i];
            int mid = i - 1;  // the last k < j with sum(i..k) <= sum(k+1..j); i - 1 if none
            // 满足 sum(i..k) <= sum(k+1..j) 的最后一个 k < j；没有则为 i - 1
            for (int j = i + 1; j < n; ++j) {
                int whole = prefix[j + 1] - prefix[i];
                while (mid + 1 < j && 2 * (prefix[mid + 2] - prefix[i]) <= whole) ++mid;
                int best = 0;
                if (mid >= i) {
                    best = keepLeft[i][mid];
                    if (2 * (prefix[mid + 1] - prefix[i]) == whole) best = Math.max(best, keepRight[mid + 1][j]);
                }
                if (mid + 2 <= j) best = Math.max(best, keepRight[mid + 2][j]);
                dp[i][j] = best;
                keepLeft[i][j] = Math.max(keepLeft[i][j - 1], whole + best);
                keepRight[i][j] = Math.max(keepRight[i + 1][j], whole + best);
            }
        }
        return dp[0][n - 1];
    }
}
