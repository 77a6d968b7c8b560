# Top-down: the same recursion, each i computed once; still n choices of j at each i: O(n²) time, O(n) memory,
# too slow for n = 10^5 (fast enough up to n = 3000). The recursion goes n deep: it runs in a thread with a large stack.
# 自顶向下：每个 i 只算一次，仍要试 n 个 j：O(n²)，n = 10^5 时太慢（n <= 3000 够快）；递归深 n 层，用大栈线程。
import sys
import threading
from functools import cache
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]

        @cache
        def f(i: int) -> int:
            if i == n - 1:
                return 0
            return max(prefix[j] - f(j) for j in range(i + 1, n))

        # The recursion goes as deep as the input, and each call through @cache also takes room on the C stack:
        # Python's default limit (1,000 calls) and an 8 MB stack are too small, so it runs in a thread with its
        # own 128 MB stack. / 递归深度与输入规模相同，默认栈会溢出，所以在自设栈大小的线程中运行。
        sys.setrecursionlimit(1_000_000)
        threading.stack_size(128 * 1024 * 1024)
        found = []
        worker = threading.Thread(target=lambda: found.append(f(0)))
        worker.start()
        worker.join()
        return found[0]
