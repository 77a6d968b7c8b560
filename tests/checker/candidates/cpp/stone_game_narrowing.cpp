// Stone Game (877): Alice's best score by interval DP, then both scores put in a vector<int>
// from long long values. g++ only warns about the narrowing; Clang (LeetCode's) rejects it.
class Solution {
public:
    bool stoneGame(vector<int>& piles) {
        int n = piles.size();
        vector<long long> prefix(n + 1, 0);
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + piles[i];
        vector<vector<long long>> best(n, vector<long long>(n, 0));  // best[i][j]: the mover's score on i..j
        for (int i = n - 1; i >= 0; --i) {
            best[i][i] = piles[i];
            for (int j = i + 1; j < n; ++j) {
                long long rest = prefix[j + 1] - prefix[i];
                best[i][j] = max(rest - best[i + 1][j], rest - best[i][j - 1]);
            }
        }
        long long alice = best[0][n - 1], total = prefix[n];
        vector<int> scores = {alice, total - alice};
        return scores[0] > scores[1];
    }
};
