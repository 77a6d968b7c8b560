// Top-down: the same recursion, each interval (i, j) computed once and remembered. O(n²) time and memory;
// the recursion goes at most n + 1 = 501 deep. / 自顶向下：每个区间 (i, j) 只算一次并记下。O(n²) 时间和空间；递归至多 501 层。
class Solution {
public:
    bool stoneGame(vector<int>& piles) {
        int n = piles.size();
        memo.assign(n, vector<int>(n, INT_MIN));  // INT_MIN: not computed yet / INT_MIN 表示尚未计算
        return dp(piles, 0, n - 1) > 0;
    }

private:
    vector<vector<int>> memo;

    int dp(const vector<int>& piles, int i, int j) {
        if (i > j) return 0;
        int& value = memo[i][j];
        if (value == INT_MIN) value = max(piles[i] - dp(piles, i + 1, j), piles[j] - dp(piles, i, j - 1));
        return value;
    }
};
