// Right answers in O(n^2): every split tried at every step, where O(n) is needed.
class Solution {
public:
    int stoneGameVIII(vector<int>& stones) {
        int n = stones.size();
        vector<long long> prefix(n);
        partial_sum(stones.begin(), stones.end(), prefix.begin());
        vector<long long> f(n + 1, 0);  // f[i]: the mover's best when the next merge ends at index >= i
        for (int i = n - 1; i >= 1; --i) {
            long long best = LLONG_MIN;
            for (int j = i; j < n; ++j) best = max(best, prefix[j] - (j + 1 < n ? f[j + 1] : 0));
            f[i] = best;
        }
        return (int) f[1];
    }
};
