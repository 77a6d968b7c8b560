// Sieve from the lost positions: every k + s² above a lost k is won, and the rest are lost.
// O(n·√n) at worst, but only about one position in 36 is lost.
class Solution {
    public boolean winnerSquareGame(int n) {
        boolean[] win = new boolean[n + 1];
        for (int k = 0; k < n; ++k)
            if (!win[k])  // nothing marked k as won, so k is lost
                for (int s = 1; k + s * s <= n; ++s) win[k + s * s] = true;
        return win[n];
    }
}
