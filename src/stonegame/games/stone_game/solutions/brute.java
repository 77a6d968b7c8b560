// Brute force: dp(i, j) is the mover's best (own - opponent's) on piles[i..j]: an end, minus the opponent's on the rest.
// Plain recursion, 2 calls a level: O(2^n) time, O(n) stack. / 暴力：dp(i, j) 为轮到的一方在 piles[i..j] 上的最大分差：
// 取走一端的得分，减去对手在余下部分上的最大分差（分差均为自己 - 对手）。朴素递归，每层两次调用：O(2^n) 时间，O(n) 栈。
class Solution {
    public boolean stoneGame(int[] piles) {
        return dp(piles, 0, piles.length - 1) > 0;
    }

    private int dp(int[] piles, int i, int j) {
        if (i > j) return 0;
        return Math.max(piles[i] - dp(piles, i + 1, j), piles[j] - dp(piles, i, j - 1));
    }
}
