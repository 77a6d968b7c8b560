// Top-down: the same recursion over (c0, c1, c2, sum mod 3), each state computed once: O(C₀·C₁·C₂) time and memory,
// fine for small n only (fast enough up to n = 60). / 自顶向下：在 (c0, c1, c2, 和模 3) 上做同样的递归，
// 每个状态只算一次：O(C₀·C₁·C₂) 时间和空间，只适合小 n（n <= 60 时够快）。
class Solution {
public:
    bool stoneGameIX(vector<int>& stones) {
        n = stones.size();
        int count[3] = {0, 0, 0};
        for (int stone : stones) ++count[stone % 3];
        // -1: not computed yet, else 0 (lost) or 1 (won) / -1 表示尚未计算，否则 0 为输、1 为赢
        memo.assign(count[0] + 1, vector(count[1] + 1, vector(count[2] + 1, array<int, 3>{-1, -1, -1})));
        return win(count[0], count[1], count[2], 0);
    }

private:
    int n;
    vector<vector<vector<array<int, 3>>>> memo;

    // c_r: stones ≡ r left; total: sum mod 3 / c_r：剩余的 ≡ r 的石子数；total：和模 3
    bool win(int c0, int c1, int c2, int total) {
        // all n removed and nobody lost: Bob wins, and Bob moves after an odd n
        // n 块全部移除且无人输：Bob 胜，而 n 为奇数时轮到的正是 Bob
        if (c0 + c1 + c2 == 0) return n % 2 == 1;
        int& value = memo[c0][c1][c2][total];
        if (value != -1) return value;
        int after[3][3] = {{c0 - 1, c1, c2}, {c0, c1 - 1, c2}, {c0, c1, c2 - 1}};
        for (int r = 0; r < 3; ++r) {
            int* a = after[r];
            int next = (total + r) % 3;
            if (min({a[0], a[1], a[2]}) >= 0 && next != 0 && !win(a[0], a[1], a[2], next)) return value = 1;
        }
        return value = 0;
    }
};
