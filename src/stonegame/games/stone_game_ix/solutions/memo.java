// Top-down: the same recursion over (c0, c1, c2, sum mod 3), each state computed once: O(C₀·C₁·C₂) time and memory,
// fine for small n only (fast enough up to n = 60). / 自顶向下：在 (c0, c1, c2, 和模 3) 上做同样的递归，
// 每个状态只算一次：O(C₀·C₁·C₂) 时间和空间，只适合小 n（n <= 60 时够快）。
class Solution {
    private int n;
    private Boolean[][][][] memo;  // null: not computed yet / null 表示尚未计算

    public boolean stoneGameIX(int[] stones) {
        n = stones.length;
        int[] count = new int[3];
        for (int stone : stones) ++count[stone % 3];
        memo = new Boolean[count[0] + 1][count[1] + 1][count[2] + 1][3];
        return win(count[0], count[1], count[2], 0);
    }

    // c_r: stones ≡ r left; total: sum mod 3 / c_r：剩余的 ≡ r 的石子数；total：和模 3
    private boolean win(int c0, int c1, int c2, int total) {
        // all n removed and nobody lost: Bob wins, and Bob moves after an odd n
        // n 块全部移除且无人输：Bob 胜，而 n 为奇数时轮到的正是 Bob
        if (c0 + c1 + c2 == 0) return n % 2 == 1;
        if (memo[c0][c1][c2][total] != null) return memo[c0][c1][c2][total];
        int[][] after = {{c0 - 1, c1, c2}, {c0, c1 - 1, c2}, {c0, c1, c2 - 1}};
        for (int r = 0; r < 3; ++r) {
            int[] a = after[r];
            int next = (total + r) % 3;
            if (Math.min(a[0], Math.min(a[1], a[2])) >= 0 && next != 0 && !win(a[0], a[1], a[2], next)) {
                return memo[c0][c1][c2][total] = true;
            }
        }
        return memo[c0][c1][c2][total] = false;
    }
}
