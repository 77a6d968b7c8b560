// O(n): three neighbours x <= y >= z play as one number x - y + z, so a stack merges every such peak;
// on the falling-then-rising row left, the larger end is a best move. Merged values stay within n * 10^7 < 2^31,
// the dp within the total: int is enough. / 用栈把每个峰 x <= y >= z 合并成 x - y + z，再每次取较大的一端；int 够用。
class Solution {
    public boolean predictTheWinner(int[] nums) {
        int[] row = new int[nums.length];
        int top = 0;
        for (int z : nums) {
            while (top >= 2 && row[top - 2] <= row[top - 1] && row[top - 1] >= z) {
                z = row[top - 2] - row[top - 1] + z;
                top -= 2;
            }
            row[top++] = z;
        }
        int i = 0, j = top - 1, dp = 0, sign = 1;
        while (i <= j) {
            dp += sign * (row[i] >= row[j] ? row[i++] : row[j--]);
            sign = -sign;
        }
        return dp >= 0;
    }
}
