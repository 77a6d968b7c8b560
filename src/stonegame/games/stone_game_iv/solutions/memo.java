// Top-down: the same recursion, each k computed once: O(n·√n) time, O(n) memory. The recursion goes n + 1 = 10^5 + 1
// deep (1 stone at a time, down to 0): it runs in a thread whose stack is large enough. / 自顶向下：每个 k 只算一次：
// O(n·√n) 时间，O(n) 空间。递归深达 n + 1 = 10^5 + 1 层（每次拿 1 个，直到 0），所以在栈足够大的线程里运行。
class Solution {
    private Boolean[] memo;  // null: not computed yet / null 表示尚未计算

    public boolean winnerSquareGame(int n) {
        memo = new Boolean[n + 1];
        // A thread's default stack (1 MB on 64-bit Linux) overflows near 10^4 calls, and 10^5 calls took about 8 MB
        // (measured): this one gets 256 MB. / 线程的默认栈（64 位 Linux 上为 1 MB）约 10^4 层就溢出，
        // 10^5 层实测约需 8 MB：这里给它 256 MB。
        boolean[] won = new boolean[1];
        Thread worker = new Thread(null, () -> won[0] = win(n), "memo", 1L << 28);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        return won[0];
    }

    private boolean win(int k) {
        if (memo[k] != null) return memo[k];
        for (int s = 1; s * s <= k; ++s)
            if (!win(k - s * s)) return memo[k] = true;
        return memo[k] = false;
    }
}
