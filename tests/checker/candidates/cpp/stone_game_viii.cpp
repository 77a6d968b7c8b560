class Solution {
public:
    int stoneGameVIII(vector<int>& stones) {
        int n = stones.size();
        vector<int> prefix(n);
        partial_sum(stones.begin(), stones.end(), prefix.begin());
        int best = prefix[n - 1];  // f(i) = max(prefix[i] - f(i + 1), f(i + 1)), from the right
        for (int i = n - 2; i >= 1; --i) best = max(best, prefix[i] - best);
        return best;
    }
};
