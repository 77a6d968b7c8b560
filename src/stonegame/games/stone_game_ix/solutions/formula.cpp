// Counting residues: the nonzero residues must go 1,1,2,1,2,… or 2,2,1,2,1,…, and each 0 only passes the turn.
// Even count of 0s: Alice wins iff both 1s and 2s exist; odd: iff they differ by more than 2. O(n). / 数余数，O(n)：
// 非零余数须为 1,1,2,1,2,… 或 2,2,1,2,1,…，0 只让过一手。0 为偶数个：Alice 胜当且仅当 1、2 都有；奇数个：需个数差 > 2。
class Solution {
public:
    bool stoneGameIX(vector<int>& stones) {
        int count[3] = {0, 0, 0};
        for (int stone : stones) ++count[stone % 3];
        if (count[0] % 2 == 0) return count[1] >= 1 && count[2] >= 1;
        return abs(count[1] - count[2]) > 2;
    }
};
