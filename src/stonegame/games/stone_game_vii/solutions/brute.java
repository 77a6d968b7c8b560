// Brute force: dp(i, j) is the mover's best (own - opponent's) on stones[i..j]: removing an end scores what remains,
// then the opponent leads. Plain recursion: O(2^n) time. / 暴力：dp(i, j) 为轮到的一方在 stones[i..j] 上的最大分差：
// 移除一端得到剩余石子之和，之后由对手在剩余部分领先（分差均为自己 - 对手）。朴素递归：O(2^n) 时间。
class Solution {
    private int[] prefix;

    public int stoneGameVII(int[] stones) {
        int n = stones.length;
        prefix = new int[n + 1];  // sum(stones[i..j]) = prefix[j + 1] - prefix[i]
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stones[i];
        return dp(0, n - 1);
    }

    private int dp(int i, int j) {
        if (i == j) return 0;
        int removeLeft = prefix[j + 1] - prefix[i + 1] - dp(i + 1, j);
        int removeRight = prefix[j] - prefix[i] - dp(i, j - 1);
        return Math.max(removeLeft, removeRight);
    }
}
