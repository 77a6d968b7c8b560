// Bottom-up on one row: lead[j] = lead(i, j), the mover's best (own - opponent's) on stones[i..j],
// for i from the right. O(n²) time, O(n) memory; sums stay below 10^6, so int is enough.
class Solution {
    public int stoneGameVII(int[] stones) {
        int n = stones.length;
        int[] prefix = new int[n + 1], lead = new int[n];
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stones[i];
        for (int i = n - 2; i >= 0; --i)
            for (int j = i + 1; j < n; ++j)
                lead[j] = Math.max(prefix[j + 1] - prefix[i + 1] - lead[j], prefix[j] - prefix[i] - lead[j - 1]);
        return lead[n - 1];
    }
}
