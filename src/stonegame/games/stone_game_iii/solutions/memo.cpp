// Top-down: the same recursion, each i computed once: O(n) time and memory. The recursion goes n + 1 = 5 * 10^4 + 1
// deep (the last call on no stone): see the note on the stack below. / 自顶向下：每个 i 只算一次：O(n) 时间和空间。
// 递归深达 n + 1 = 5 * 10^4 + 1 层（最后一层不剩石子），栈的问题见下面的说明。
class Solution {
public:
    string stoneGameIII(vector<int>& stoneValue) {
        memo.assign(stoneValue.size(), INT_MIN);  // INT_MIN: not computed yet / INT_MIN 表示尚未计算
        // At that depth a plain build takes under 5 MB of stack, an AddressSanitizer build over 10 MB, past the
        // usual 8 MB: where it overflows, table.cpp, which needs no stack, is the form to use.
        // 这个深度下，普通编译占栈不到 5 MB，开 AddressSanitizer 则超过 10 MB，超出常见的 8 MB；栈溢出时改用不需要栈的 table.cpp。
        int alice = dp(stoneValue, 0);
        return alice > 0 ? "Alice" : alice < 0 ? "Bob" : "Tie";
    }

private:
    vector<int> memo;

    int dp(const vector<int>& stoneValue, int i) {
        int n = stoneValue.size();
        if (i == n) return 0;
        if (memo[i] != INT_MIN) return memo[i];
        int best = INT_MIN, taken = 0;
        for (int k = i; k < min(i + 3, n); ++k) {
            taken += stoneValue[k];
            best = max(best, taken - dp(stoneValue, k + 1));
        }
        return memo[i] = best;
    }
};
