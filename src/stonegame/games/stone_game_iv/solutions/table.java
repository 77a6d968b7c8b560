// Bottom-up: win[k] is true iff some square s² <= k leaves a lost win[k - s²] (win[0] is false).
// O(n·√n) time, O(n) memory.
class Solution {
    public boolean winnerSquareGame(int n) {
        boolean[] win = new boolean[n + 1];
        for (int k = 1; k <= n; ++k)
            for (int s = 1; s * s <= k && !win[k]; ++s)
                if (!win[k - s * s]) win[k] = true;
        return win[n];
    }
}
