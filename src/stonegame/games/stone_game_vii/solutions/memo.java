// Top-down: the same recursion, each interval (i, j) computed once. O(n²) time and memory.
// The recursion goes n = 1000 deep: about 300 KB of stack, within the 1 MB a thread gets by default.
// 自顶向下：每个区间 (i, j) 只算一次。O(n²) 时间和空间；递归深 n = 1000 层，约占 300 KB 栈，在线程默认的 1 MB 之内。
class Solution {
    private int[] prefix;
    private Integer[][] memo;  // null: not computed yet / null 表示尚未计算

    public int stoneGameVII(int[] stones) {
        int n = stones.length;
        prefix = new int[n + 1];  // sum(stones[i..j]) = prefix[j + 1] - prefix[i]
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stones[i];
        memo = new Integer[n][n];
        return dp(0, n - 1);
    }

    private int dp(int i, int j) {
        if (i == j) return 0;
        if (memo[i][j] != null) return memo[i][j];
        int removeLeft = prefix[j + 1] - prefix[i + 1] - dp(i + 1, j);
        int removeRight = prefix[j] - prefix[i] - dp(i, j - 1);
        return memo[i][j] = Math.max(removeLeft, removeRight);
    }
}
