// Off by one: lets Alice merge the first stone alone (i down to 0, not 1).
class Solution {
public:
    int stoneGameVIII(vector<int>& stones) {
        int n = stones.size();
        vector<int> prefix(n);
        partial_sum(stones.begin(), stones.end(), prefix.begin());
        int best = prefix[n - 1];
        for (int i = n - 2; i >= 0; --i) best = max(best, prefix[i] - best);
        return best;
    }
};
