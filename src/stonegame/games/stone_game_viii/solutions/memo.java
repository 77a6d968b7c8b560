// Top-down: the same recursion, each i computed once; still n choices of j at each i: O(n²) time, O(n) memory,
// too slow for n = 10^5 (fast enough up to n = 3000). The recursion goes n deep, well within the stack at that n.
// 自顶向下：每个 i 只算一次，仍要试 n 个 j：O(n²)，n = 10^5 时太慢（n <= 3000 够快）；递归深 n 层，这个规模下栈够用。
class Solution {
    private long[] prefix;
    private Long[] memo;  // null: not computed yet / null 表示尚未计算

    public int stoneGameVIII(int[] stones) {
        int n = stones.length;
        prefix = new long[n];  // prefix[j] = stones[0] + ... + stones[j]
        prefix[0] = stones[0];
        for (int j = 1; j < n; ++j) prefix[j] = prefix[j - 1] + stones[j];
        memo = new Long[n];
        return (int) f(0);
    }

    private long f(int i) {
        int n = prefix.length;
        if (i == n - 1) return 0;
        if (memo[i] != null) return memo[i];
        long lead = Long.MIN_VALUE;
        for (int j = i + 1; j < n; ++j) lead = Math.max(lead, prefix[j] - f(j));
        return memo[i] = lead;
    }
}
