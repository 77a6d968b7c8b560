// Bottom-up: dp[i][j] over every split k of stoneValue[i..j], keeping the smaller side (either on a tie),
// for i from the end and j upward. O(n³) time, O(n²) memory; sums stay at most 5 * 10^8. / 自底向上：
// 对每个分割点 k 求 dp[i][j]，保留较小一侧（相等时任选），i 从后往前、j 递增。O(n³) 时间，O(n²) 空间；和 <= 5 * 10^8。
class Solution {
    public int stoneGameV(int[] stoneValue) {
        int n = stoneValue.length;
        int[] prefix = new int[n + 1];  // sum(i..j) = prefix[j + 1] - prefix[i]
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stoneValue[i];
        int[][] dp = new int[n][n];
        for (int i = n - 1; i >= 0; --i)
            for (int j = i + 1; j < n; ++j)
                for (int k = i; k < j; ++k) {  // left = i..k, right = k+1..j
                    int left = prefix[k + 1] - prefix[i], right = prefix[j + 1] - prefix[k + 1];
                    int kept = left < right ? left + dp[i][k]
                             : left > right ? right + dp[k + 1][j]
                             : left + Math.max(dp[i][k], dp[k + 1][j]);
                    dp[i][j] = Math.max(dp[i][j], kept);
                }
        return dp[0][n - 1];
    }
}
