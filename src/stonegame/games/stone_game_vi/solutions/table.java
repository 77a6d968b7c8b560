// Bottom-up over the sets of stones left (bitmasks), smallest first. O(2^n · n): fast enough up to n = 12.
// dp[left] = max over i in left of the mover's value of i minus dp[left without i]. / 自底向上，集合从小到大：
// dp[left] = 对 left 中的 i 取（轮到的一方对 i 的估值 - dp[left 去掉 i]）的最大值。O(2^n · n)：n <= 12 时够快。
class Solution {
    public int stoneGameVI(int[] aliceValues, int[] bobValues) {
        int n = aliceValues.length;
        int[] dp = new int[1 << n];
        for (int left = 1; left < (1 << n); ++left) {
            int[] values = (n - Integer.bitCount(left)) % 2 == 0 ? aliceValues : bobValues;
            dp[left] = Integer.MIN_VALUE;
            for (int i = 0; i < n; ++i)
                if ((left >> i & 1) == 1) dp[left] = Math.max(dp[left], values[i] - dp[left & ~(1 << i)]);
        }
        return Integer.signum(dp[(1 << n) - 1]);  // the sign of Alice's points minus Bob's / Alice 与 Bob 分差的符号
    }
}
