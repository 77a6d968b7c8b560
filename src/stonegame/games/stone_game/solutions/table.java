// Bottom-up: lead[i][j], the mover's best (own - opponent's) on piles[i..j], from the last row up.
// O(n²) time and memory; |lead| <= 500 * 500, so int is enough.
class Solution {
    public boolean stoneGame(int[] piles) {
        int n = piles.length;
        int[][] lead = new int[n][n];
        for (int i = n - 1; i >= 0; --i) {
            lead[i][i] = piles[i];
            for (int j = i + 1; j < n; ++j)
                lead[i][j] = Math.max(piles[i] - lead[i + 1][j], piles[j] - lead[i][j - 1]);
        }
        return lead[0][n - 1] > 0;
    }
}
