// O(n) time and memory: merge every x <= y >= z (y inside the row) into one pile x - y + z,
// then take the larger end each turn. / 把每个 x <= y >= z（y 在行内）合并成一堆 x - y + z，然后每回合取较大的一端。
class Solution {
public:
    bool stoneGame(vector<int>& piles) {
        vector<long long> stack;  // the row read so far, merged: it falls, then rises / 已读部分合并后：先降后升
        for (long long z : piles) {
            while (stack.size() >= 2 && stack[stack.size() - 2] <= stack.back() && stack.back() >= z) {
                long long y = stack.back(); stack.pop_back();
                long long x = stack.back(); stack.pop_back();
                z = x - y + z;  // whoever takes x gets z too, the other gets y / 取 x 的人也得到 z，对手得到 y
            }
            stack.push_back(z);
        }
        long long dp = 0, sign = 1;
        int lo = 0, hi = (int)stack.size() - 1;
        while (lo <= hi) {  // no pile inside is a peak: the larger end is the best move / 较大的一端就是最优走法
            dp += sign * (stack[lo] >= stack[hi] ? stack[lo++] : stack[hi--]);
            sign = -sign;
        }
        return dp > 0;  // dp: Alice's stones minus Bob's / Alice 的石子数减去 Bob 的
    }
};
