// O(n): three neighbours x <= y >= z play as one number x - y + z, so a stack merges every such peak;
// on the falling-then-rising row left, the larger end is a best move. Merged values stay within n * 10^7 < 2^31,
// the dp within the total: int is enough. / 用栈把每个峰 x <= y >= z 合并成 x - y + z，再每次取较大的一端；int 够用。
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        vector<int> row;
        for (int z : nums) {
            while (row.size() >= 2 && row[row.size() - 2] <= row.back() && row.back() >= z) {
                int y = row.back(); row.pop_back();
                int x = row.back(); row.pop_back();
                z = x - y + z;
            }
            row.push_back(z);
        }
        int i = 0, j = (int)row.size() - 1, dp = 0, sign = 1;
        while (i <= j) {
            dp += sign * (row[i] >= row[j] ? row[i++] : row[j--]);
            sign = -sign;
        }
        return dp >= 0;
    }
};
