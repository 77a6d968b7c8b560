// Brute force: dp(i, j) = Alice's best from stoneValue[i..j]: try every split, keep the smaller side's sum,
// plus the best from that side (on equal sums, the better side). Exponential time. / 暴力：
// dp(i, j) 为 Alice 在 stoneValue[i..j] 上的最高得分：每种分法取较小一侧之和加该侧最优值（和相等取更优一侧）。指数时间。
class Solution {
public:
    int stoneGameV(vector<int>& stoneValue) {
        int n = stoneValue.size();
        prefix.assign(n + 1, 0);  // sum(i..j) = prefix[j + 1] - prefix[i]
        for (int i = 0; i < n; ++i) prefix[i + 1] = prefix[i] + stoneValue[i];
        return dp(0, n - 1);
    }

private:
    vector<int> prefix;

    int dp(int i, int j) {
        int best = 0;
        for (int k = i; k < j; ++k) {  // left = i..k, right = k+1..j
            int left = prefix[k + 1] - prefix[i], right = prefix[j + 1] - prefix[k + 1];
            if (left < right) best = max(best, left + dp(i, k));
            else if (left > right) best = max(best, right + dp(k + 1, j));
            else best = max(best, left + max(dp(i, k), dp(k + 1, j)));
        }
        return best;
    }
};
