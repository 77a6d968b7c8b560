# O(n): f(i) = max over j > i of prefix[j] - f(j), and the options with j > i + 1 are exactly f(i+1)'s,
# so f(i) = max(f(i+1), prefix[i+1] - f(i+1)). One running value, O(1) memory.
# O(n)：j > i + 1 的选项恰好就是 f(i+1) 的选项，故得上面的递推式。只需一个滚动值，O(1) 空间。
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]
        f = prefix[-1]  # f(n-2): merging everything is the only move / f(n-2)：唯一的走法是全部合并
        for i in range(len(stones) - 3, -1, -1):
            f = max(f, prefix[i + 1] - f)
        return f
