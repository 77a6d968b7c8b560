// Bottom-up: dp[i][j], the mover's best (own - opponent's) on nums[i..j], from the last row up.
// Player 1 wins ties. O(n²); |dp| <= 20 * 10^7 fits in int. / 自底向上：从最后一行往上填 dp[i][j]，
// 即轮到的一方在 nums[i..j] 上的最大分差（自己 - 对手）。平局算玩家 1 胜。O(n²)；|dp| <= 20 * 10^7，int 装得下。
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        vector<vector<int>> dp(n, vector<int>(n));
        for (int i = n - 1; i >= 0; --i) {
            dp[i][i] = nums[i];
            for (int j = i + 1; j < n; ++j)
                dp[i][j] = max(nums[i] - dp[i + 1][j], nums[j] - dp[i][j - 1]);
        }
        return dp[0][n - 1] >= 0;
    }
};
