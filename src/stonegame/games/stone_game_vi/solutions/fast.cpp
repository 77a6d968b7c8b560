// O(n): a + b is at most 200, so counting the stones of each worth replaces the sort; walking the worths from 200 down,
// Alice gets the even ranks of each group. / O(n)：a + b 不超过 200，按价值计数代替排序；
// 从 200 往下走，每组中排名为偶数的石子归 Alice。
class Solution {
public:
    int stoneGameVI(vector<int>& aliceValues, vector<int>& bobValues) {
        int n = aliceValues.size();
        vector<int> count(201, 0);  // count[c]: the stones worth c = a + b / 价值 a + b 为 c 的石子个数
        for (int i = 0; i < n; ++i) ++count[aliceValues[i] + bobValues[i]];
        int rank = 0, lead = 0;  // ranks given so far; Alice − Bob / 已排的名次；Alice 减 Bob
        for (int c = 200; c >= 2; --c) {
            lead += c * ((count[c] + 1 - rank % 2) / 2);  // the even ranks of this group / 这一组中的偶数名次
            rank += count[c];
        }
        for (int b : bobValues) lead -= b;
        return (lead > 0) - (lead < 0);
    }
};
