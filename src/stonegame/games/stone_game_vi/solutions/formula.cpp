// Greedy: taking stone i gains the mover a[i] and denies the opponent b[i]: it is worth a[i] + b[i] to either player;
// both take the stones in decreasing a + b. O(n log n). / 贪心：取走石子 i，自己得 a[i]，
// 同时让对手失去 b[i]，所以它对双方都值 a[i] + b[i]；双方都按 a + b 从大到小取。O(n log n)。
class Solution {
public:
    int stoneGameVI(vector<int>& aliceValues, vector<int>& bobValues) {
        int n = aliceValues.size();
        vector<int> order(n);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int i, int j) {
            return aliceValues[i] + bobValues[i] > aliceValues[j] + bobValues[j];
        });
        int alice = 0, bob = 0;
        for (int turn = 0; turn < n; ++turn)
            if (turn % 2 == 0) alice += aliceValues[order[turn]];
            else bob += bobValues[order[turn]];
        return (alice > bob) - (alice < bob);
    }
};
