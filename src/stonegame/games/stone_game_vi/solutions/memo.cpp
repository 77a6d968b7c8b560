// Top-down over the set of stones left (a bitmask; whose turn it is follows from its size): 2^n sets, n choices each:
// O(2^n · n) time, O(2^n) memory. Small n only: fast enough up to n = 10. / 自顶向下，状态为剩余石子的集合（位掩码；
// 轮到谁由集合大小决定）：2^n 个集合，每个 n 种选择：O(2^n · n) 时间，O(2^n) 空间。只适合小 n（n <= 10 时够快）。
class Solution {
public:
    int stoneGameVI(vector<int>& aliceValues, vector<int>& bobValues) {
        int n = aliceValues.size();
        memo.assign(1 << n, INT_MIN);  // INT_MIN: not computed yet / INT_MIN 表示尚未计算
        int difference = dp(aliceValues, bobValues, (1 << n) - 1);  // Alice's points minus Bob's / Alice 的得分减去 Bob 的
        return (difference > 0) - (difference < 0);
    }

private:
    vector<int> memo;

    int dp(const vector<int>& aliceValues, const vector<int>& bobValues, int left) {
        if (left == 0) return 0;
        if (memo[left] != INT_MIN) return memo[left];
        int n = aliceValues.size();
        const vector<int>& values = (n - __builtin_popcount(left)) % 2 == 0 ? aliceValues : bobValues;
        int best = INT_MIN;
        for (int i = 0; i < n; ++i)
            if (left >> i & 1) best = max(best, values[i] - dp(aliceValues, bobValues, left & ~(1 << i)));
        return memo[left] = best;
    }
};
