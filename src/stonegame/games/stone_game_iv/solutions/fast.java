// Sieve from the lost positions: every k + s² above a lost k is won, and the rest are lost.
// O(n·√n) at worst, but only about one position in 36 is lost.
// 从必败局面出发筛：必败的 k 之上的每个 k + s² 都是必胜，其余都是必败。最坏 O(n·√n)，但大约每 36 个局面只有 1 个必败。
class Solution {
    public boolean winnerSquareGame(int n) {
        boolean[] win = new boolean[n + 1];
        for (int k = 0; k < n; ++k)
            if (!win[k])  // nothing marked k as won, so k is lost / 没有谁把 k 标为必胜，所以 k 必败
                for (int s = 1; k + s * s <= n; ++s) win[k + s * s] = true;
        return win[n];
    }
}
