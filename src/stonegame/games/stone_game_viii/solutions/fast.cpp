// O(n): f(i) = max(f(i+1), prefix[i+1] - f(i+1)), since the options with j > i + 1 are exactly f(i+1)'s.
// Starts from f(n-2) = prefix[n-1]. |prefix| <= 10^9, leads up to twice that: long long.
// O(n)：j > i + 1 的选项恰好是 f(i+1) 的选项。起点 f(n-2) = prefix[n-1]。|prefix| <= 10^9，分差可达两倍：用 long long。
class Solution {
public:
    int stoneGameVIII(vector<int>& stones) {
        int n = stones.size();
        vector<long long> prefix(n);
        prefix[0] = stones[0];
        for (int j = 1; j < n; ++j) prefix[j] = prefix[j - 1] + stones[j];
        long long f = prefix[n - 1];
        for (int i = n - 3; i >= 0; --i) f = max(f, prefix[i + 1] - f);
        return int(f);
    }
};
