// Top-down: the same recursion, each interval (i, j) computed once. O(n²) time and memory.
// The recursion goes n = 1000 deep: under 256 KB of stack even with AddressSanitizer, well within the usual 8 MB.
// 自顶向下：每个区间 (i, j) 只算一次。O(n²) 时间和空间；递归深 n = 1000 层，即使开 AddressSanitizer 占栈也不到 256 KB。
class Solution {
public:
    int stoneGameVII(vector<int>& stones) {
        int n = stones.size();
        prefix.assign(n + 1, 0);  // sum(stones[i..j]) = prefix[j + 1] - prefix[i]
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stones[i];
        memo.assign(n, vector<int>(n, INT_MIN));  // INT_MIN: not computed yet / INT_MIN 表示尚未计算
        return dp(0, n - 1);
    }

private:
    vector<int> prefix;
    vector<vector<int>> memo;

    int dp(int i, int j) {
        if (i == j) return 0;
        if (memo[i][j] != INT_MIN) return memo[i][j];
        int removeLeft = prefix[j + 1] - prefix[i + 1] - dp(i + 1, j);
        int removeRight = prefix[j] - prefix[i] - dp(i, j - 1);
        return memo[i][j] = max(removeLeft, removeRight);
    }
};
