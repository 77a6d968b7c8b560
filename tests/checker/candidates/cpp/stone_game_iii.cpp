class Solution {
public:
    string stoneGameIII(vector<int>& stoneValue) {
        int n = stoneValue.size();
        vector<int> f(n + 1, 0);  // f[i]: the mover's best (own - other's) on stoneValue[i..]
        for (int i = n - 1; i >= 0; --i) {
            int taken = 0;
            f[i] = INT_MIN;
            for (int k = i; k < min(n, i + 3); ++k) {
                taken += stoneValue[k];
                f[i] = max(f[i], taken - f[k + 1]);
            }
        }
        return f[0] > 0 ? "Alice" : f[0] < 0 ? "Bob" : "Tie";
    }
};
