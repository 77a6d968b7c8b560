// Bottom-up over the sets of stones left (bitmasks), smallest first. O(2^n · n): fast enough up to n = 12.
// dp[left] = max over i in left of the mover's value of i minus dp[left without i]. / 自底向上，集合从小到大：
// dp[left] = 对 left 中的 i 取（轮到的一方对 i 的估值 - dp[left 去掉 i]）的最大值。O(2^n · n)：n <= 12 时够快。
class Solution {
public:
    int stoneGameVI(vector<int>& aliceValues, vector<int>& bobValues) {
        int n = aliceValues.size();
        vector<int> dp(1 << n, 0);
        for (int left = 1; left < (1 << n); ++left) {
            vector<int>& values = (n - __builtin_popcount(left)) % 2 == 0 ? aliceValues : bobValues;
            dp[left] = INT_MIN;
            for (int i = 0; i < n; ++i)
                if (left >> i & 1) dp[left] = max(dp[left], values[i] - dp[left & ~(1 << i)]);
        }
        int difference = dp[(1 << n) - 1];  // Alice's points minus Bob's / Alice 的得分减去 Bob 的
        return (difference > 0) - (difference < 0);
    }
};
