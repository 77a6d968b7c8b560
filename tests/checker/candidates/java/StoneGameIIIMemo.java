// Top-down: the recursion is as deep as the row (5 * 10^4 calls).
class Solution {
    private Integer[] memo;
    private int[] v;

    private int dfs(int i) {
        if (i >= v.length) return 0;
        if (memo[i] != null) return memo[i];
        int best = Integer.MIN_VALUE, taken = 0;
        for (int k = i; k < Math.min(v.length, i + 3); ++k) {
            taken += v[k];
            best = Math.max(best, taken - dfs(k + 1));
        }
        return memo[i] = best;
    }

    public String stoneGameIII(int[] stoneValue) {
        v = stoneValue;
        memo = new Integer[stoneValue.length];
        int d = dfs(0);
        return d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
    }
}
