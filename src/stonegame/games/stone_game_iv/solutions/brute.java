// Brute force: the mover wins with k stones left iff some square s² <= k leaves the opponent a lost position.
// Plain recursion, no memory of positions seen: exponential time.
// 暴力：剩 k 块时，轮到的一方获胜，当且仅当存在平方数 s² <= k，取走后对手必败。朴素递归，不记录见过的局面：指数时间。
class Solution {
    public boolean winnerSquareGame(int n) {
        return win(n);
    }

    private boolean win(int k) {
        for (int s = 1; s * s <= k; ++s)
            if (!win(k - s * s)) return true;
        return false;  // no stones left (or every move leaves a won position): the mover loses
        // 没有石子了（或每种走法都留给对手必胜局面）：轮到的一方输
    }
}
