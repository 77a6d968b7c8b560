// O(n²) time and memory: best[i][M] = suffix[i] - min over X of best[i+X][max(M, X)] (the write-up's form),
// where the lead is dp = 2·best - suffix; its minimum is kept by monotone deques. / best 即题解的形式：
// 轮到的一方最多还能拿到的石子数（领先 dp = 2·best - suffix）；单调队列维护最小值，每个状态均摊 O(1)，共 O(n²)。
import java.util.ArrayDeque;

class Solution {
    public int stoneGameII(int[] piles) {
        int n = piles.length;
        int[] suffix = new int[n + 1];
        for (int i = n - 1; i >= 0; --i) suffix[i] = suffix[i + 1] + piles[i];
        int[][] best = new int[n + 1][n + 1];
        // X <= M lands on (i + X, M): for each M, a window of rows i+1..i+M / 每个 M 一个滑动窗口
        ArrayDeque<Integer>[] same = new ArrayDeque[n + 1];
        for (int m = 0; m <= n; ++m) same[m] = new ArrayDeque<>();
        for (int i = n - 1; i >= 0; --i) {
            for (int m = 1; m <= n; ++m) {
                ArrayDeque<Integer> window = same[m];
                while (!window.isEmpty() && best[window.peekLast()][m] >= best[i + 1][m]) window.pollLast();
                window.addLast(i + 1);
                while (window.peekFirst() > i + m) window.pollFirst();
            }
            // M < X <= 2M lands on (i + X, X): both ends move right as M grows / M 增大时窗口两端都右移
            ArrayDeque<Integer> grow = new ArrayDeque<>();
            for (int m = 1; m <= n; ++m) {
                if (i + 2 * m >= n) {  // take every pile left / 拿走剩下的所有堆
                    best[i][m] = suffix[i];
                    continue;
                }
                for (int x = 2 * m - 1; x <= 2 * m; ++x) {
                    if (x <= m) continue;
                    while (!grow.isEmpty() && best[i + grow.peekLast()][grow.peekLast()] >= best[i + x][x]) {
                        grow.pollLast();
                    }
                    grow.addLast(x);
                }
                while (grow.peekFirst() <= m) grow.pollFirst();
                int least = Math.min(best[same[m].peekFirst()][m], best[i + grow.peekFirst()][grow.peekFirst()]);
                best[i][m] = suffix[i] - least;  // the opponent's share as small as it can be / 让对手拿得最少
            }
        }
        return best[0][1];
    }
}
