// Brute force: after merging stones 0..i, the mover merges up to some j > i, scores prefix[j] (the whole merged sum),
// hands over; f(i) = max over j of prefix[j] - f(j). O(2^n) time. / 暴力：石子 0..i 合并后，轮到的一方合并到某个 j > i，
// 得 prefix[j]（合并后的总和）分，再交给对手；f(i) = 对 j 取 prefix[j] - f(j) 的最大值。O(2^n) 时间。
class Solution {
public:
    int stoneGameVIII(vector<int>& stones) {
        prefix.assign(stones.begin(), stones.end());  // prefix[j] = stones[0] + ... + stones[j]
        for (size_t j = 1; j < prefix.size(); ++j) prefix[j] += prefix[j - 1];
        return int(f(0));  // the first merge takes stones 0..j with j >= 1: at least two / 第一次合并至少两块
    }

private:
    vector<long long> prefix;

    long long f(int i) {
        int n = prefix.size();
        if (i == n - 1) return 0;  // one stone left: the game is over / 只剩一块石子：游戏结束
        long long lead = LLONG_MIN;
        for (int j = i + 1; j < n; ++j) lead = max(lead, prefix[j] - f(j));
        return lead;
    }
};
