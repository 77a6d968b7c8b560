# Top-down: the same recursion, each i computed once: O(n) time and memory. The recursion goes n + 1 = 5 * 10^4 + 1
# deep (the last call on no stone): it runs in a thread whose stack is large enough. / 自顶向下：每个 i 只算一次：
# O(n) 时间和空间。递归深达 n + 1 = 5 * 10^4 + 1 层（最后一层不剩石子），所以在栈足够大的线程里运行。
import sys
import threading
from functools import cache


class Solution:
    def stoneGameIII(self, stoneValue: list[int]) -> str:
        n = len(stoneValue)

        @cache
        def dp(i: int) -> int:
            if i == n:
                return 0
            best, taken = float("-inf"), 0
            for k in range(i, min(i + 3, n)):
                taken += stoneValue[k]
                best = max(best, taken - dp(k + 1))
            return best

        # The recursion goes as deep as the input, and each call through @cache also takes room on the C stack:
        # Python's default limit (1,000 calls) and an 8 MB stack are too small, so it runs in a thread with its
        # own 128 MB stack. / 递归深度与输入规模相同，默认栈会溢出，所以在自设栈大小的线程中运行。
        sys.setrecursionlimit(1_000_000)
        threading.stack_size(128 * 1024 * 1024)
        found = []
        worker = threading.Thread(target=lambda: found.append(dp(0)))
        worker.start()
        worker.join()
        alice = found[0]
        return "Alice" if alice > 0 else "Bob" if alice < 0 else "Tie"
