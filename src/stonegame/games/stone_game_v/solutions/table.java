// Bottom-up: score[i][j] over every split k of stoneValue[i..j], keeping the smaller side (either on
// a tie), for i from the end and j upward. O(n³) time, O(n²) memory; sums stay at most 5 * 10^8.
class Solution {
    public int stoneGameV(int[] stoneValue) {
        int n = stoneValue.length;
        int[] prefix = new int[n + 1];  // sum(i..j) = prefix[j + 1] - prefix[i]
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stoneValue[i];
        int[][] score = new int[n][n];
        for (int i = n - 1; i >= 0; --i)
            for (int j = i + 1; j < n; ++j)
                for (int k = i; k < j; ++k) {  // left = i..k, right = k+1..j
                    int left = prefix[k + 1] - prefix[i], right = prefix[j + 1] - prefix[k + 1];
                    int kept = left < right ? left + score[i][k]
                             : left > right ? right + score[k + 1][j]
                             : left + Math.max(score[i][k], score[k + 1][j]);
                    score[i][j] = Math.max(score[i][j], kept);
                }
        return score[0][n - 1];
    }
}
