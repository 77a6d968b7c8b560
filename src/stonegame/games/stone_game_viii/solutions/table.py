# Bottom-up: f[i] = max over j > i of prefix[j] - f[j], from the end (f[n-1] = 0). O(n²) time, O(n) memory:
# too slow for n = 10^5 (fast enough up to n = 3000); fast.py drops the inner loop. / 自底向上，从后往前（f[n-1] = 0）：
# f[i] = max(prefix[j] - f[j])，j > i。O(n²) 时间，O(n) 空间：n = 10^5 时太慢（n <= 3000 时够快）；fast.py 去掉内循环。
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]
        f = [0] * n
        for i in range(n - 2, -1, -1):
            f[i] = max(prefix[j] - f[j] for j in range(i + 1, n))
        return f[0]
