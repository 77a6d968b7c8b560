// O(n): scoring what remains is the total minus what you remove, so the answer is (sum + dp(-stones)) / 2,
// where dp is "take either end": a stack merges every peak x <= y >= z into x - y + z; take the valley's larger end.
// All values stay within 10^6: int is enough. / 得分 = 总和 - 移除的，转为 -stones 上的取端：合并峰，取较大端。
class Solution {
    public int stoneGameVII(int[] stones) {
        int[] row = new int[stones.length];
        int top = 0, total = 0;
        for (int stone : stones) {
            total += stone;
            int z = -stone;
            while (top >= 2 && row[top - 2] <= row[top - 1] && row[top - 1] >= z) {
                z = row[top - 2] - row[top - 1] + z;
                top -= 2;
            }
            row[top++] = z;
        }
        int i = 0, j = top - 1, dp = 0, sign = 1;
        while (i <= j) {
            dp += sign * (row[i] >= row[j] ? row[i++] : row[j--]);
            sign = -sign;
        }
        return (total + dp) / 2;
    }
}
