// O(n) time, O(1) memory: dp[i] reads only dp[i+1], dp[i+2], dp[i+3], so three numbers replace the table.
// dp[i] 只读 dp[i+1]、dp[i+2]、dp[i+3]，所以三个数就能代替整张表。
class Solution {
public:
    string stoneGameIII(vector<int>& stoneValue) {
        int n = stoneValue.size();
        int dp1 = 0, dp2 = 0, dp3 = 0;  // dp[i+1], dp[i+2], dp[i+3]; past the end they are 0 / 越过末尾时为 0
        for (int i = n - 1; i >= 0; --i) {
            int after[3] = {dp1, dp2, dp3}, taken = 0, best = INT_MIN;
            for (int x = 0; x < 3 && i + x < n; ++x) {
                taken += stoneValue[i + x];
                best = max(best, taken - after[x]);
            }
            dp3 = dp2; dp2 = dp1; dp1 = best;  // slide the window one stone left / 窗口左移一格
        }
        return dp1 > 0 ? "Alice" : dp1 < 0 ? "Bob" : "Tie";
    }
};
