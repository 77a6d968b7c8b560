// Brute force, plain recursion over the counts left of each residue (only values mod 3 matter). No stone left: Bob wins.
// Else the mover wins if some removal keeps the removed sum off a multiple of 3 and leaves the opponent lost.
// Up to 3 calls a level: O(3^n) time. / 暴力：存在使和不被 3 整除且对手必败的移除则胜；取完则 Bob 胜。O(3^n)。
class Solution {
    private int n;

    public boolean stoneGameIX(int[] stones) {
        n = stones.length;
        int[] count = new int[3];
        for (int stone : stones) ++count[stone % 3];
        return win(count[0], count[1], count[2], 0);
    }

    // c_r: stones ≡ r left; total: sum mod 3 / c_r：剩余的 ≡ r 的石子数；total：和模 3
    private boolean win(int c0, int c1, int c2, int total) {
        // all n removed and nobody lost: Bob wins, and Bob moves after an odd n
        // n 块全部移除且无人输：Bob 胜，而 n 为奇数时轮到的正是 Bob
        if (c0 + c1 + c2 == 0) return n % 2 == 1;
        int[][] after = {{c0 - 1, c1, c2}, {c0, c1 - 1, c2}, {c0, c1, c2 - 1}};
        for (int r = 0; r < 3; ++r) {
            int[] a = after[r];
            int next = (total + r) % 3;
            if (Math.min(a[0], Math.min(a[1], a[2])) >= 0 && next != 0 && !win(a[0], a[1], a[2], next)) return true;
        }
        return false;  // every removal makes the sum divisible by 3 or leaves the opponent winning
        // 每种移除都使和被 3 整除，或让对手必胜
    }
}
