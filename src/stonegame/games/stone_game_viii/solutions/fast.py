# O(n): f(i) = max(f(i+1), prefix[i+1] - f(i+1)), since the options with j > i + 1 are exactly f(i+1)'s.
# Starts from f(n-2) = prefix[n-1]; one running value, O(1) memory.
# O(n)：j > i + 1 的选项恰好是 f(i+1) 的选项。起点 f(n-2) = prefix[n-1]；只需一个滚动值，O(1) 空间。
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]
        f = prefix[-1]  # f(n-2): merging everything is the only move / f(n-2)：唯一的走法是全部合并
        for i in range(len(stones) - 3, -1, -1):
            f = max(f, prefix[i + 1] - f)
        return f
