// O(n²) time and memory: best[i][M] = suffix[i] - min over X of best[i+X][max(M, X)] (the write-up's form),
// where the lead is dp = 2·best - suffix; its minimum is kept by monotone deques. / best 即题解的形式：
// 轮到的一方最多还能拿到的石子数（领先 dp = 2·best - suffix）；单调队列维护最小值，每个状态均摊 O(1)，共 O(n²)。
class Solution {
public:
    int stoneGameII(vector<int>& piles) {
        int n = piles.size();
        vector<int> suffix(n + 1, 0);
        for (int i = n - 1; i >= 0; --i) suffix[i] = suffix[i + 1] + piles[i];
        vector<vector<int>> best(n + 1, vector<int>(n + 1, 0));
        // X <= M lands on (i + X, M): for each M, a window of rows i+1..i+M / 每个 M 一个滑动窗口
        vector<deque<int>> same(n + 1);
        for (int i = n - 1; i >= 0; --i) {
            for (int m = 1; m <= n; ++m) {
                deque<int>& window = same[m];
                while (!window.empty() && best[window.back()][m] >= best[i + 1][m]) window.pop_back();
                window.push_back(i + 1);
                while (window.front() > i + m) window.pop_front();
            }
            // M < X <= 2M lands on (i + X, X): both ends move right as M grows / M 增大时窗口两端都右移
            deque<int> grow;
            for (int m = 1; m <= n; ++m) {
                if (i + 2 * m >= n) {  // take every pile left / 拿走剩下的所有堆
                    best[i][m] = suffix[i];
                    continue;
                }
                for (int x = 2 * m - 1; x <= 2 * m; ++x) {
                    if (x <= m) continue;
                    while (!grow.empty() && best[i + grow.back()][grow.back()] >= best[i + x][x]) grow.pop_back();
                    grow.push_back(x);
                }
                while (grow.front() <= m) grow.pop_front();
                int least = min(best[same[m].front()][m], best[i + grow.front()][grow.front()]);
                best[i][m] = suffix[i] - least;  // the opponent's share as small as it can be / 让对手拿得最少
            }
        }
        return best[0][1];
    }
};
