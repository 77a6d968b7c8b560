# Brute force: after merging stones 0..i, the mover merges up to some j > i, scores prefix[j] (the whole merged sum),
# hands over; f(i) = max over j of prefix[j] - f(j). O(2^n) time. / 暴力：石子 0..i 合并后，轮到的一方合并到某个 j > i，
# 得 prefix[j]（合并后的总和）分，再交给对手；f(i) = 对 j 取 prefix[j] - f(j) 的最大值。O(2^n) 时间。
from itertools import accumulate


class Solution:
    def stoneGameVIII(self, stones: list[int]) -> int:
        n = len(stones)
        prefix = list(accumulate(stones))  # prefix[j] = stones[0] + ... + stones[j]

        def f(i: int) -> int:
            if i == n - 1:  # one stone left: the game is over / 只剩一块石子：游戏结束
                return 0
            return max(prefix[j] - f(j) for j in range(i + 1, n))

        return f(0)  # the first merge takes stones 0..j with j >= 1: at least two stones
        # 第一次合并取石子 0..j，j >= 1：至少两块
