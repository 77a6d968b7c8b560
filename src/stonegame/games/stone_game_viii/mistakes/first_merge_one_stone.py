# Wrong: lets the first merge take a single stone (x >= 2 is the rule): the recurrence runs one step too far.
# 错在：第一次合并允许只拿一个石子（规则是 x >= 2）：递推多走了一步。
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        prefix = list(accumulate(stones))
        f = prefix[-1]
        for i in range(len(stones) - 3, -2, -1):  # should stop at i = 0 / 应在 i = 0 停下
            f = max(f, prefix[i + 1] - f)
        return f
