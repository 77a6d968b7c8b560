// Top-down: the same recursion, each interval (i, j) computed once. Player 1 wins ties.
// O(n²) time and memory.
// 自顶向下：同样的递归，每个区间 (i, j) 只算一次。平局算玩家 1 胜。O(n²) 时间和空间。
class Solution {
    private Integer[][] memo;  // null: not computed yet / null 表示尚未计算

    public boolean predictTheWinner(int[] nums) {
        memo = new Integer[nums.length][nums.length];
        return dp(nums, 0, nums.length - 1) >= 0;
    }

    private int dp(int[] nums, int i, int j) {
        if (i > j) return 0;
        if (memo[i][j] == null) memo[i][j] = Math.max(nums[i] - dp(nums, i + 1, j), nums[j] - dp(nums, i, j - 1));
        return memo[i][j];
    }
}
