// Right answers in O(n^2): every split tried at every step, where O(n) is needed.
class Solution {
    public int stoneGameVIII(int[] stones) {
        int n = stones.length;
        long[] prefix = new long[n];
        prefix[0] = stones[0];
        for (int i = 1; i < n; i++) prefix[i] = prefix[i - 1] + stones[i];
        long[] f = new long[n + 1];
        for (int i = n - 1; i >= 1; --i) {
            long best = Long.MIN_VALUE;
            for (int j = i; j < n; ++j) best = Math.max(best, prefix[j] - (j + 1 < n ? f[j + 1] : 0));
            f[i] = best;
        }
        return (int) f[1];
    }
}
