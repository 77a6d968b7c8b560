// Stone Game II (1140): the most stones the player to move can get from pile i on with M = m,
// kept in a variable-length 2-D array that the recursive lambda captures by reference.
// Clang takes the capture; GCC 12 does not.
class Solution {
public:
    int stoneGameII(vector<int>& piles) {
        int n = piles.size();
        int rest[n + 1];
        rest[n] = 0;
        for (int i = n - 1; i >= 0; --i) rest[i] = rest[i + 1] + piles[i];
        int most[n][n + 1];
        memset(most, -1, sizeof most);
        function<int(int, int)> take = [&](int i, int m) -> int {
            if (i + 2 * m >= n) return rest[i];
            if (most[i][m] >= 0) return most[i][m];
            int got = 0;
            for (int x = 1; x <= 2 * m; ++x) got = max(got, rest[i] - take(i + x, max(m, x)));
            return most[i][m] = got;
        };
        return take(0, 1);
    }
};
