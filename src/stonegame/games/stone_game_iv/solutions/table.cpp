// Bottom-up: win[k] is true iff some square s² <= k leaves a lost win[k - s²] (win[0] is false).
// O(n·√n) time, O(n) memory.
// 自底向上：win[k] 为真当且仅当某个平方数 s² <= k 留下必败的 win[k - s²]（win[0] 为假）。O(n·√n) 时间，O(n) 空间。
class Solution {
public:
    bool winnerSquareGame(int n) {
        vector<bool> win(n + 1, false);
        for (int k = 1; k <= n; ++k)
            for (int s = 1; s * s <= k && !win[k]; ++s)
                if (!win[k - s * s]) win[k] = true;
        return win[n];
    }
};
