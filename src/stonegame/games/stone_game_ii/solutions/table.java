// Bottom-up: dp[i][M], the mover's lead from piles[i..] with bound M, is suffix[i] if 2M reaches the end,
// else the best X of suffix[i] - suffix[i+X] - dp[i+X][max(M, X)], for i from the end. O(n³) time, O(n²) memory.
// 自底向上：dp[i][M] 为上限 M 时轮到的一方从 piles[i..] 起的领先（自己 - 对手）。O(n³) 时间，O(n²) 空间。
class Solution {
    public int stoneGameII(int[] piles) {
        int n = piles.length;
        int[] suffix = new int[n + 1];
        for (int i = n - 1; i >= 0; --i) suffix[i] = suffix[i + 1] + piles[i];
        int[][] dp = new int[n + 1][n + 1];
        for (int i = n - 1; i >= 0; --i)
            for (int m = 1; m <= n; ++m) {
                if (i + 2 * m >= n) {  // take every pile left / 拿走剩下的所有堆
                    dp[i][m] = suffix[i];
                    continue;
                }
                dp[i][m] = Integer.MIN_VALUE;
                for (int x = 1; x <= 2 * m; ++x)
                    dp[i][m] = Math.max(dp[i][m], suffix[i] - suffix[i + x] - dp[i + x][Math.max(m, x)]);
            }
        return (suffix[0] + dp[0][1]) / 2;  // Alice's stones: (total + lead) / 2 / Alice 的石子数
    }
}
