// Off by one: lets Alice merge the first stone alone (i down to 0, not 1).
class Solution {
    public int stoneGameVIII(int[] stones) {
        int n = stones.length;
        int[] prefix = new int[n];
        prefix[0] = stones[0];
        for (int i = 1; i < n; i++) prefix[i] = prefix[i - 1] + stones[i];
        int best = prefix[n - 1];
        for (int i = n - 2; i >= 0; --i) best = Math.max(best, prefix[i] - best);
        return best;
    }
}
