// Reads past the end of the row: stoneValue[i + 1] and [i + 2] near the end.
class Solution {
public:
    string stoneGameIII(vector<int>& stoneValue) {
        int n = stoneValue.size();
        vector<int> f(n + 3, 0);
        for (int i = n - 1; i >= 0; --i) {
            int one = stoneValue[i];
            int two = one + stoneValue[i + 1];
            int three = two + stoneValue[i + 2];
            f[i] = max({one - f[i + 1], two - f[i + 2], three - f[i + 3]});
        }
        return f[0] > 0 ? "Alice" : f[0] < 0 ? "Bob" : "Tie";
    }
};
