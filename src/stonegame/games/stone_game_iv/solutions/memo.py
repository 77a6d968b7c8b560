# Top-down: the same recursion, each k computed once: O(n·√n) time, O(n) memory. The recursion goes n + 1 = 10^5 + 1
# deep (1 stone at a time, down to 0): it runs in a thread whose stack is large enough. / 自顶向下：每个 k 只算一次：
# O(n·√n) 时间，O(n) 空间。递归深达 n + 1 = 10^5 + 1 层（每次拿 1 个，直到 0），所以在大栈线程里运行。
import sys
import threading
from functools import cache


class Solution:
    def winnerSquareGame(self, n: int) -> bool:

        @cache
        def win(k: int) -> bool:
            s = 1
            while s * s <= k:
                if not win(k - s * s):
                    return True
                s += 1
            return False

        # The recursion goes as deep as the input, and each call through @cache also takes room on the C stack:
        # Python's default limit (1,000 calls) and an 8 MB stack are too small, so it runs in a thread with its
        # own 128 MB stack. / 递归深度与输入规模相同，默认栈会溢出，所以在自设栈大小的线程中运行。
        sys.setrecursionlimit(1_000_000)
        threading.stack_size(128 * 1024 * 1024)
        found = []
        worker = threading.Thread(target=lambda: found.append(win(n)))
        worker.start()
        worker.join()
        return found[0]
