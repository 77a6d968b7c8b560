// Bottom-up: lead[i][j], the mover's best (own - opponent's) on piles[i..j], from the last row up.
// O(n²) time and memory; |lead| <= 500 * 500, so int is enough.
class Solution {
public:
    bool stoneGame(vector<int>& piles) {
        int n = piles.size();
        vector<vector<int>> lead(n, vector<int>(n));
        for (int i = n - 1; i >= 0; --i) {
            lead[i][i] = piles[i];
            for (int j = i + 1; j < n; ++j)
                lead[i][j] = max(piles[i] - lead[i + 1][j], piles[j] - lead[i][j - 1]);
        }
        return lead[0][n - 1] > 0;
    }
};
