// Stone Game VII (1690): a memoized search over the remaining row [i, j], written as a lambda
// that calls itself through C++23's deducing this. Clang takes it; GCC 12 does not.
class Solution {
public:
    int stoneGameVII(vector<int>& stones) {
        int n = stones.size();
        vector<int> prefix(n + 1, 0);
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stones[i];
        vector<vector<int>> lead(n, vector<int>(n, -1));
        auto best = [&](this auto&& best, int i, int j) -> int {
            if (i >= j) return 0;
            int& known = lead[i][j];
            if (known < 0) {
                int dropLeft = prefix[j + 1] - prefix[i + 1] - best(i + 1, j);
                int dropRight = prefix[j] - prefix[i] - best(i, j - 1);
                known = max(dropLeft, dropRight);
            }
            return known;
        };
        return best(0, n - 1);
    }
};
