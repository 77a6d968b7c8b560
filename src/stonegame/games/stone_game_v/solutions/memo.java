// Top-down: the same recursion, each interval (i, j) computed once: O(n²) intervals with up to n splits each,
// O(n³) time, O(n²) memory; the recursion goes at most n = 500 deep. / 自顶向下：同样的递归，
// 每个区间只算一次：O(n²) 个区间，各至多 n 种分法，O(n³) 时间，O(n²) 空间；递归至多 n = 500 层。
class Solution {
    private int[] prefix;  // sum(i..j) = prefix[j + 1] - prefix[i]
    private Integer[][] memo;  // null: not computed yet / null 表示尚未计算

    public int stoneGameV(int[] stoneValue) {
        int n = stoneValue.length;
        prefix = new int[n + 1];
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stoneValue[i];
        memo = new Integer[n][n];
        return dp(0, n - 1);
    }

    private int dp(int i, int j) {
        if (memo[i][j] != null) return memo[i][j];
        int best = 0;
        for (int k = i; k < j; ++k) {  // left = i..k, right = k+1..j
            int left = prefix[k + 1] - prefix[i], right = prefix[j + 1] - prefix[k + 1];
            if (left < right) best = Math.max(best, left + dp(i, k));
            else if (left > right) best = Math.max(best, right + dp(k + 1, j));
            else best = Math.max(best, left + Math.max(dp(i, k), dp(k + 1, j)));
        }
        return memo[i][j] = best;
    }
}
