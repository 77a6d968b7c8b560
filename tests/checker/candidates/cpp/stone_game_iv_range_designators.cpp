// Stone Game IV (1510): whether the player to move wins with k stones left, filled upward from
// a table that a GNU range initializer sets to "not known yet" (-1) past k = 0, a loss.
// Clang takes the designators; GCC 12's C++ does not.
static signed char wins[100001] = {[0] = 0, [1 ... 100000] = -1};

class Solution {
public:
    bool winnerSquareGame(int n) {
        for (int k = 1; k <= n; ++k) {
            if (wins[k] >= 0) continue;
            wins[k] = 0;
            for (int s = 1; s * s <= k; ++s)
                if (wins[k - s * s] == 0) { wins[k] = 1; break; }
        }
        return wins[n] == 1;
    }
};
