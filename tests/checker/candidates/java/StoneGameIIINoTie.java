// Misses the tie: answers Alice or Bob only.
class Solution {
    public String stoneGameIII(int[] stoneValue) {
        int n = stoneValue.length;
        int[] f = new int[n + 1];
        for (int i = n - 1; i >= 0; --i) {
            int taken = 0;
            f[i] = Integer.MIN_VALUE;
            for (int k = i; k < Math.min(n, i + 3); ++k) {
                taken += stoneValue[k];
                f[i] = Math.max(f[i], taken - f[k + 1]);
            }
        }
        return f[0] > 0 ? "Alice" : "Bob";
    }
}
