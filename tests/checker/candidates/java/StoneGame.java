class Solution {
    public boolean stoneGame(int[] piles) {
        int n = piles.length;
        int[][] d = new int[n][n];  // d[i][j]: the mover's best (own - other's) on piles[i..j]
        for (int i = 0; i < n; i++) d[i][i] = piles[i];
        for (int len = 2; len <= n; len++)
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1;
                d[i][j] = Math.max(piles[i] - d[i + 1][j], piles[j] - d[i][j - 1]);
            }
        return d[0][n - 1] > 0;
    }
}
