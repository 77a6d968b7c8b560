// Bottom-up: lead[i][j], the mover's best (own - opponent's) on nums[i..j], from the last row up.
// Player 1 wins ties. O(n²); |lead| <= 20 * 10^7 fits in int.
class Solution {
public:
    bool predictTheWinner(vector<int>& nums) {
        int n = nums.size();
        vector<vector<int>> lead(n, vector<int>(n));
        for (int i = n - 1; i >= 0; --i) {
            lead[i][i] = nums[i];
            for (int j = i + 1; j < n; ++j)
                lead[i][j] = max(nums[i] - lead[i + 1][j], nums[j] - lead[i][j - 1]);
        }
        return lead[0][n - 1] >= 0;
    }
};
