// Top-down: the recursion is as deep as the row (5 * 10^4 calls).
class Solution {
    vector<int> memo, seen;
    vector<int>* v;
    int dfs(int i) {
        int n = v->size();
        if (i >= n) return 0;
        if (seen[i]) return memo[i];
        int best = INT_MIN, taken = 0;
        for (int k = i; k < min(n, i + 3); ++k) {
            taken += (*v)[k];
            best = max(best, taken - dfs(k + 1));
        }
        seen[i] = 1;
        return memo[i] = best;
    }
public:
    string stoneGameIII(vector<int>& stoneValue) {
        v = &stoneValue;
        memo.assign(stoneValue.size(), 0);
        seen.assign(stoneValue.size(), 0);
        int d = dfs(0);
        return d > 0 ? "Alice" : d < 0 ? "Bob" : "Tie";
    }
};
