// Bottom-up: win[c0][c1][c2][total] for every count of stones left, fewest first, total = removed sum mod 3.
// O(C₀·C₁·C₂) time and memory: small n only (fast enough up to n = 60). / 自底向上：对剩余石子的每种计数，
// 从少到多求 win[c0][c1][c2][total]，total = 已移除之和模 3。O(C₀·C₁·C₂) 时间和空间：只适合小 n（n <= 60 时够快）。
class Solution {
    public boolean stoneGameIX(int[] stones) {
        int n = stones.length;
        int[] C = new int[3];
        for (int stone : stones) ++C[stone % 3];
        boolean[][][][] win = new boolean[C[0] + 1][C[1] + 1][C[2] + 1][3];
        for (int c0 = 0; c0 <= C[0]; ++c0)
            for (int c1 = 0; c1 <= C[1]; ++c1)
                for (int c2 = 0; c2 <= C[2]; ++c2)
                    for (int total = 0; total < 3; ++total) {
                        if (c0 + c1 + c2 == 0) {
                            win[0][0][0][total] = n % 2 == 1;  // nobody lost: Bob wins, and he moves after odd n
                            // 无人输：Bob 胜，n 为奇数时轮到他
                            continue;
                        }
                        int[][] left = {{c0 - 1, c1, c2}, {c0, c1 - 1, c2}, {c0, c1, c2 - 1}};
                        for (int r = 0; r < 3; ++r) {
                            int[] a = left[r];
                            int next = (total + r) % 3;
                            if (a[0] >= 0 && a[1] >= 0 && a[2] >= 0 && next != 0 && !win[a[0]][a[1]][a[2]][next]) {
                                win[c0][c1][c2][total] = true;
                                break;
                            }
                        }
                    }
        return win[C[0]][C[1]][C[2]][0];
    }
}
