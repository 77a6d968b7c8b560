// Bottom-up on one row: dp[j] = dp(i, j), the mover's best (own - opponent's) on stones[i..j], for i from the right.
// O(n²) time, O(n) memory; sums stay below 10^6, so int is enough. / 自底向上，只用一行：dp[j] = dp(i, j)，
// 即轮到的一方在 stones[i..j] 上的最大分差（自己 - 对手），i 从右往左。O(n²) 时间，O(n) 空间；和小于 10^6，int 够用。
class Solution {
    public int stoneGameVII(int[] stones) {
        int n = stones.length;
        int[] prefix = new int[n + 1], dp = new int[n];
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stones[i];
        for (int i = n - 2; i >= 0; --i)
            for (int j = i + 1; j < n; ++j)
                dp[j] = Math.max(prefix[j + 1] - prefix[i + 1] - dp[j], prefix[j] - prefix[i] - dp[j - 1]);
        return dp[n - 1];
    }
}
