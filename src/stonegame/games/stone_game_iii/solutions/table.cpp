// Bottom-up: dp[i] = max over x in 1..3 of (the x stones' sum) - dp[i + x], the mover's best lead from stone i on.
// O(n) time and memory; |dp| <= 5 * 10^7 fits in int. / 自底向上：dp[i] 为轮到的一方从石子 i 起的最大分差，
// 即取 x = 1、2 或 3 块时所取之和减 dp[i + x] 的最大值（分差均为自己 - 对手）。O(n)；|dp| <= 5 * 10^7，int 装得下。
class Solution {
public:
    string stoneGameIII(vector<int>& stoneValue) {
        int n = stoneValue.size();
        vector<int> dp(n + 1, 0);
        for (int i = n - 1; i >= 0; --i) {
            int taken = 0;
            dp[i] = INT_MIN;
            for (int k = i; k < min(i + 3, n); ++k) {
                taken += stoneValue[k];
                dp[i] = max(dp[i], taken - dp[k + 1]);
            }
        }
        return dp[0] > 0 ? "Alice" : dp[0] < 0 ? "Bob" : "Tie";
    }
};
