// Top-down over the set of stones left (a bitmask; whose turn it is follows from its size): 2^n sets, n choices each:
// O(2^n · n) time, O(2^n) memory. Small n only: fast enough up to n = 10. / 自顶向下，状态为剩余石子的集合（位掩码；
// 轮到谁由集合大小决定）：2^n 个集合，每个 n 种选择：O(2^n · n) 时间，O(2^n) 空间。只适合小 n（n <= 10 时够快）。
class Solution {
    private int[] aliceValues, bobValues;
    private Integer[] memo;  // null: not computed yet / null 表示尚未计算

    public int stoneGameVI(int[] aliceValues, int[] bobValues) {
        this.aliceValues = aliceValues;
        this.bobValues = bobValues;
        int n = aliceValues.length;
        memo = new Integer[1 << n];
        int difference = dp((1 << n) - 1);  // Alice's points minus Bob's / Alice 的得分减去 Bob 的
        return Integer.signum(difference);
    }

    private int dp(int left) {
        if (left == 0) return 0;
        if (memo[left] != null) return memo[left];
        int n = aliceValues.length;
        int[] values = (n - Integer.bitCount(left)) % 2 == 0 ? aliceValues : bobValues;
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; ++i)
            if ((left >> i & 1) == 1) best = Math.max(best, values[i] - dp(left & ~(1 << i)));
        return memo[left] = best;
    }
}
