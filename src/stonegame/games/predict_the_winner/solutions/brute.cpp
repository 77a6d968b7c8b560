// Brute force: dp(i, j) is the mover's best (own - opponent's) on nums[i..j]: an end, minus the opponent's on the rest.
// Player 1 wins ties. Plain recursion: O(2^n) time. / 暴力：dp(i, j) 为轮到的一方在 nums[i..j] 上的最大分差：
// 取走一端的得分，减去对手在余下部分上的最大分差（分差均为自己 - 对手）。平局算玩家 1 胜。朴素递归：O(2^n) 时间。
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        return dp(nums, 0, (int)nums.size() - 1) >= 0;
    }

private:
    int dp(const vector<int>& nums, int i, int j) {
        if (i > j) return 0;
        return max(nums[i] - dp(nums, i + 1, j), nums[j] - dp(nums, i, j - 1));
    }
};
