// Bottom-up: dp[i][j], the mover's best (own - opponent's) on piles[i..j], from the last row up.
// O(n²) time and memory; |dp| <= 500 * 500, so int is enough. / 自底向上：从最后一行往上填 dp[i][j]，
// 即轮到的一方在 piles[i..j] 上的最大分差（自己 - 对手）。O(n²) 时间和空间；|dp| <= 500 * 500，int 够用。
class Solution {
    public boolean stoneGame(int[] piles) {
        int n = piles.length;
        int[][] dp = new int[n][n];
        for (int i = n - 1; i >= 0; --i) {
            dp[i][i] = piles[i];
            for (int j = i + 1; j < n; ++j)
                dp[i][j] = Math.max(piles[i] - dp[i + 1][j], piles[j] - dp[i][j - 1]);
        }
        return dp[0][n - 1] > 0;
    }
}
