// O(n) time and memory: merge every x <= y >= z (y inside the row) into one pile x - y + z,
// then take the larger end each turn. / 把每个 x <= y >= z（y 在行内）合并成一堆 x - y + z，然后每回合取较大的一端。
class Solution {
    public boolean stoneGame(int[] piles) {
        long[] stack = new long[piles.length];  // the row read so far, merged / 已读部分合并后
        int top = 0;
        for (int pile : piles) {
            long z = pile;
            while (top >= 2 && stack[top - 2] <= stack[top - 1] && stack[top - 1] >= z) {
                z = stack[top - 2] - stack[top - 1] + z;  // whoever takes x gets z too / 取 x 的人也得到 z
                top -= 2;
            }
            stack[top++] = z;
        }
        long dp = 0, sign = 1;
        int lo = 0, hi = top - 1;
        while (lo <= hi) {  // no pile inside is a peak: the larger end is the best move / 较大的一端就是最优走法
            dp += sign * (stack[lo] >= stack[hi] ? stack[lo++] : stack[hi--]);
            sign = -sign;
        }
        return dp > 0;  // dp: Alice's stones minus Bob's / Alice 的石子数减去 Bob 的
    }
}
