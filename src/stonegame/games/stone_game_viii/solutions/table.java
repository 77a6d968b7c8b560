// Bottom-up: f[i] = max over j > i of prefix[j] - f[j], from the end (f[n-1] = 0). O(n²) time (too slow for n = 10^5:
// fast enough up to n = 3000), O(n) memory. |prefix| <= 10^9 and leads can reach twice that: long.
// 自底向上，从末尾往前（f[n-1] = 0）。O(n²)：n = 10^5 时太慢。|prefix| <= 10^9，分差可达两倍：用 long。
class Solution {
    public int stoneGameVIII(int[] stones) {
        int n = stones.length;
        long[] prefix = new long[n], f = new long[n];
        prefix[0] = stones[0];
        for (int j = 1; j < n; ++j) prefix[j] = prefix[j - 1] + stones[j];
        for (int i = n - 2; i >= 0; --i) {
            f[i] = Long.MIN_VALUE;
            for (int j = i + 1; j < n; ++j) f[i] = Math.max(f[i], prefix[j] - f[j]);
        }
        return (int) f[0];
    }
}
