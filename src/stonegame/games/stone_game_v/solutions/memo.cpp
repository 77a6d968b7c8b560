// Top-down: the same recursion, each interval (i, j) computed once: O(n²) intervals with up to n splits each,
// O(n³) time, O(n²) memory; the recursion goes at most n = 500 deep. / 自顶向下：同样的递归，
// 每个区间只算一次：O(n²) 个区间，各至多 n 种分法，O(n³) 时间，O(n²) 空间；递归至多 n = 500 层。
class Solution {
public:
    int stoneGameV(vector<int>& stoneValue) {
        int n = stoneValue.size();
        prefix.assign(n + 1, 0);  // sum(i..j) = prefix[j + 1] - prefix[i]
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stoneValue[i];
        memo.assign(n, vector<int>(n, -1));  // -1: not computed yet / -1 表示尚未计算
        return dp(0, n - 1);
    }

private:
    vector<int> prefix;
    vector<vector<int>> memo;

    int dp(int i, int j) {
        int& value = memo[i][j];
        if (value != -1) return value;
        int best = 0;
        for (int k = i; k < j; ++k) {  // left = i..k, right = k+1..j
            int left = prefix[k + 1] - prefix[i], right = prefix[j + 1] - prefix[k + 1];
            if (left < right) best = max(best, left + dp(i, k));
            else if (left > right) best = max(best, right + dp(k + 1, j));
            else best = max(best, left + max(dp(i, k), dp(k + 1, j)));
        }
        return value = best;
    }
};
