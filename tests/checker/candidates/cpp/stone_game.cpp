class Solution {
public:
    bool stoneGame(vector<int>& piles) {
        int n = piles.size();
        vector<vector<int>> d(n, vector<int>(n));
        for (int i = 0; i < n; i++) d[i][i] = piles[i];
        for (int len = 2; len <= n; len++)
            for (int i = 0; i + len - 1 < n; i++) {
                int j = i + len - 1;
                d[i][j] = max(piles[i] - d[i+1][j], piles[j] - d[i][j-1]);
            }
        return d[0][n-1] > 0;
    }
};
