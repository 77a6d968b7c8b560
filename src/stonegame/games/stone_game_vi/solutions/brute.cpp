// Brute force: the mover tries every stone left, scores their own value for it,
// and subtracts the opponent's best margin on the rest. Every order of the n stones is tried: O(n!) time.
// 暴力：轮到的一方试剩下的每块石子，得自己对它的估值，减去对手在余下石子上的最大分差。每种顺序都试：O(n!)。
class Solution {
public:
    int stoneGameVI(vector<int>& aliceValues, vector<int>& bobValues) {
        int n = aliceValues.size();
        // Alice's points minus Bob's / Alice 的得分减去 Bob 的
        int difference = dp(aliceValues, bobValues, (1 << n) - 1, true);
        return (difference > 0) - (difference < 0);
    }

private:
    // left: bitmask of the stones not taken yet / left：尚未取走的石子的位掩码
    int dp(const vector<int>& aliceValues, const vector<int>& bobValues, int left, bool alice) {
        if (left == 0) return 0;
        int best = INT_MIN;
        for (int i = 0; i < (int)aliceValues.size(); ++i)
            if (left >> i & 1) {
                int gain = alice ? aliceValues[i] : bobValues[i];
                best = max(best, gain - dp(aliceValues, bobValues, left & ~(1 << i), !alice));
            }
        return best;
    }
};
