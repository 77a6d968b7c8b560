// Top-down: the same recursion, each interval (i, j) computed once and remembered. O(n²) time and memory;
// the recursion goes at most n + 1 = 501 deep. / 自顶向下：每个区间 (i, j) 只算一次并记下。O(n²) 时间和空间；递归至多 501 层。
class Solution {
    private Integer[][] memo;  // null: not computed yet / null 表示尚未计算

    public boolean stoneGame(int[] piles) {
        memo = new Integer[piles.length][piles.length];
        return dp(piles, 0, piles.length - 1) > 0;
    }

    private int dp(int[] piles, int i, int j) {
        if (i > j) return 0;
        if (memo[i][j] == null) memo[i][j] = Math.max(piles[i] - dp(piles, i + 1, j), piles[j] - dp(piles, i, j - 1));
        return memo[i][j];
    }
}
