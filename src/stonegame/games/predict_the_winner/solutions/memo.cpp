// Top-down: the same recursion, each interval (i, j) computed once. Player 1 wins ties.
// O(n²) time and memory.
// 自顶向下：同样的递归，每个区间 (i, j) 只算一次。平局算玩家 1 胜。O(n²) 时间和空间。
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        memo.assign(n, vector<int>(n, INT_MIN));  // INT_MIN: not computed yet / INT_MIN 表示尚未计算
        return dp(nums, 0, n - 1) >= 0;
    }

private:
    vector<vector<int>> memo;

    int dp(const vector<int>& nums, int i, int j) {
        if (i > j) return 0;
        int& value = memo[i][j];
        if (value == INT_MIN) value = max(nums[i] - dp(nums, i + 1, j), nums[j] - dp(nums, i, j - 1));
        return value;
    }
};
