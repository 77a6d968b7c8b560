// Bottom-up: most[i][M], the most stones the mover gets from piles[i..] with bound M, for i from the
// end: all of suffix[i] if 2M reaches the end, else suffix[i] - most[i+X][max(M, X)] at the best X.
// O(n³) time, O(n²) memory; the total is at most 10^6, so int is enough.
class Solution {
public:
    int stoneGameII(vector<int>& piles) {
        int n = piles.size();
        vector<int> suffix(n + 1, 0);
        for (int i = n - 1; i >= 0; --i) suffix[i] = suffix[i + 1] + piles[i];
        vector<vector<int>> most(n + 1, vector<int>(n + 1, 0));
        for (int i = n - 1; i >= 0; --i)
            for (int m = 1; m <= n; ++m) {
                if (i + 2 * m >= n) {
                    most[i][m] = suffix[i];
                    continue;
                }
                for (int x = 1; x <= 2 * m; ++x)
                    most[i][m] = max(most[i][m], suffix[i] - most[i + x][max(m, x)]);
            }
        return most[0][1];
    }
};
