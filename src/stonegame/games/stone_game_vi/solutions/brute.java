// Brute force: the mover tries every stone left, scores their own value for it,
// and subtracts the opponent's best margin on the rest. Every order of the n stones is tried: O(n!) time.
// 暴力：轮到的一方试剩下的每块石子，得自己对它的估值，减去对手在余下石子上的最大分差。每种顺序都试：O(n!)。
class Solution {
    public int stoneGameVI(int[] aliceValues, int[] bobValues) {
        int n = aliceValues.length;
        // Alice's points minus Bob's / Alice 的得分减去 Bob 的
        int difference = dp(aliceValues, bobValues, (1 << n) - 1, true);
        return Integer.signum(difference);
    }

    // left: bitmask of the stones not taken yet / left：尚未取走的石子的位掩码
    private int dp(int[] aliceValues, int[] bobValues, int left, boolean alice) {
        if (left == 0) return 0;
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < aliceValues.length; ++i)
            if ((left >> i & 1) == 1) {
                int gain = alice ? aliceValues[i] : bobValues[i];
                best = Math.max(best, gain - dp(aliceValues, bobValues, left & ~(1 << i), !alice));
            }
        return best;
    }
}
