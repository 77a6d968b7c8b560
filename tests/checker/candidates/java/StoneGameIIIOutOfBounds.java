// Reads past the end of the row: stoneValue[i + 1] and [i + 2] near the end.
class Solution {
    public String stoneGameIII(int[] stoneValue) {
        int n = stoneValue.length;
        int[] f = new int[n + 3];
        for (int i = n - 1; i >= 0; --i) {
            int one = stoneValue[i];
            int two = one + stoneValue[i + 1];
            int three = two + stoneValue[i + 2];
            f[i] = Math.max(one - f[i + 1], Math.max(two - f[i + 2], three - f[i + 3]));
        }
        return f[0] > 0 ? "Alice" : f[0] < 0 ? "Bob" : "Tie";
    }
}
