// Top-down: the same recursion, each i computed once: O(n) time and memory. The recursion goes n + 1 = 5 * 10^4 + 1
// deep (the last call on no stone): it runs in a thread whose stack is large enough. / 自顶向下：每个 i 只算一次：
// O(n) 时间和空间。递归深达 n + 1 = 5 * 10^4 + 1 层（最后一层不剩石子），所以在栈足够大的线程里运行。
class Solution {
    private int[] stoneValue;
    private Integer[] memo;  // null: not computed yet / null 表示尚未计算

    public String stoneGameIII(int[] stoneValue) {
        this.stoneValue = stoneValue;
        memo = new Integer[stoneValue.length];
        // A thread's default stack (often 512 KB to 1 MB) overflows long before 5 * 10^4 calls: this one gets 256 MB.
        // 线程的默认栈（通常 512 KB 到 1 MB）远不够 5 * 10^4 层递归：这里给它 256 MB。
        int[] alice = new int[1];
        Thread worker = new Thread(null, () -> alice[0] = dp(0), "memo", 1L << 28);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            throw new RuntimeException(e);
        }
        return alice[0] > 0 ? "Alice" : alice[0] < 0 ? "Bob" : "Tie";
    }

    private int dp(int i) {
        int n = stoneValue.length;
        if (i == n) return 0;
        if (memo[i] != null) return memo[i];
        int best = Integer.MIN_VALUE, taken = 0;
        for (int k = i; k < Math.min(i + 3, n); ++k) {
            taken += stoneValue[k];
            best = Math.max(best, taken - dp(k + 1));
        }
        return memo[i] = best;
    }
}
