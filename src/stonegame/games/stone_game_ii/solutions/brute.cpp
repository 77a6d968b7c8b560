// Brute force: dp(i, M) = the mover's lead (own stones - the opponent's) from piles[i:]:
// take X piles (1 <= X <= 2M), worth suffix[i] - suffix[i + X], minus the opponent's lead after. Exponential time.
// 暴力：dp(i, M) 为从 piles[i:] 起轮到的一方的领先；取 X 堆（1 <= X <= 2M）得 suffix[i] - suffix[i + X]。指数时间。
class Solution {
public:
    int stoneGameII(vector<int>& piles) {
        int n = piles.size();
        suffix.assign(n + 1, 0);  // suffix[i] = piles[i] + ... + piles[n - 1]
        for (int i = n - 1; i >= 0; --i) suffix[i] = suffix[i + 1] + piles[i];
        return (suffix[0] + dp(0, 1)) / 2;  // Alice's stones: (total + lead) / 2 / Alice 的石子数
    }

private:
    vector<int> suffix;

    int dp(int i, int m) {
        int n = suffix.size() - 1;
        if (i + 2 * m >= n) return suffix[i];  // everything left can be taken at once / 剩下的可以一次拿完
        int lead = INT_MIN;
        for (int x = 1; x <= 2 * m; ++x) lead = max(lead, suffix[i] - suffix[i + x] - dp(i + x, max(m, x)));
        return lead;
    }
};
