// Top-down: the same recursion, each state (i, M) computed once; dp(i, M) is the mover's lead, as the lesson's dp[i][M].
// There are O(n²) states with up to 2M moves each: O(n³) time, O(n²) memory.
// 自顶向下：同样的递归，每个状态 (i, M) 只算一次。O(n²) 个状态、每个至多 2M 种走法：O(n³) 时间，O(n²) 空间。
class Solution {
public:
    int stoneGameII(vector<int>& piles) {
        int n = piles.size();
        suffix.assign(n + 1, 0);  // suffix[i] = piles[i] + ... + piles[n - 1]
        for (int i = n - 1; i >= 0; --i) suffix[i] = suffix[i + 1] + piles[i];
        memo.assign(n + 1, vector<int>(n + 1, INT_MIN));  // INT_MIN: not computed yet / INT_MIN 表示尚未计算
        return (suffix[0] + dp(0, 1)) / 2;  // Alice's stones: (total + lead) / 2 / Alice 的石子数
    }

private:
    vector<int> suffix;
    vector<vector<int>> memo;

    int dp(int i, int m) {
        int n = suffix.size() - 1;
        if (i + 2 * m >= n) return suffix[i];  // everything left can be taken at once / 剩下的可以一次拿完
        if (memo[i][m] != INT_MIN) return memo[i][m];
        int lead = INT_MIN;
        for (int x = 1; x <= 2 * m; ++x) lead = max(lead, suffix[i] - suffix[i + x] - dp(i + x, max(m, x)));
        return memo[i][m] = lead;
    }
};
