// Bottom-up: wins[k] is true iff some square s² <= k leaves a lost wins[k - s²] (wins[0] is false).
// O(n·√n) time, O(n) memory.
class Solution {
    public boolean winnerSquareGame(int n) {
        boolean[] wins = new boolean[n + 1];
        for (int k = 1; k <= n; ++k)
            for (int s = 1; s * s <= k && !wins[k]; ++s)
                if (!wins[k - s * s]) wins[k] = true;
        return wins[n];
    }
}
