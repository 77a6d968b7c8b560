// Brute force: dp(i) = the mover's best (own - opponent's) from stone i on: take 1, 2 or 3 stones,
// then the opponent leads on the rest. Plain recursion, three calls a level: O(3^n) time.
// 暴力：dp(i) 为轮到的一方从第 i 块石子起的最大分差（自己 - 对手），取 1~3 块后对手领先。每层三次调用：O(3^n)。
class Solution {
    public String stoneGameIII(int[] stoneValue) {
        int alice = dp(stoneValue, 0);
        return alice > 0 ? "Alice" : alice < 0 ? "Bob" : "Tie";
    }

    private int dp(int[] stoneValue, int i) {
        int n = stoneValue.length;
        if (i == n) return 0;
        int best = Integer.MIN_VALUE, taken = 0;
        for (int k = i; k < Math.min(i + 3, n); ++k) {
            taken += stoneValue[k];
            best = Math.max(best, taken - dp(stoneValue, k + 1));
        }
        return best;
    }
}
