// Top-down: the same recursion, each i computed once; still n choices of j at each i: O(n²) time, O(n) memory,
// too slow for n = 10^5 (fast enough up to n = 3000). The recursion goes n deep, well within the stack at that n.
// 自顶向下：每个 i 只算一次，仍要试 n 个 j：O(n²)，n = 10^5 时太慢（n <= 3000 够快）；递归深 n 层，这个规模下栈够用。
class Solution {
public:
    int stoneGameVIII(vector<int>& stones) {
        prefix.assign(stones.begin(), stones.end());  // prefix[j] = stones[0] + ... + stones[j]
        for (size_t j = 1; j < prefix.size(); ++j) prefix[j] += prefix[j - 1];
        memo.assign(prefix.size(), LLONG_MIN);  // LLONG_MIN: not computed yet / LLONG_MIN 表示尚未计算
        return int(f(0));
    }

private:
    vector<long long> prefix, memo;

    long long f(int i) {
        int n = prefix.size();
        if (i == n - 1) return 0;
        if (memo[i] != LLONG_MIN) return memo[i];
        long long lead = LLONG_MIN;
        for (int j = i + 1; j < n; ++j) lead = max(lead, prefix[j] - f(j));
        return memo[i] = lead;
    }
};
