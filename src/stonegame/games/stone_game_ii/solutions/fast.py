# O(n²) time and memory: best[i][M] = suffix[i] - min over X of best[i+X][max(M, X)] (the write-up's form),
# where the lead is dp = 2·best - suffix; its minimum is kept by monotone deques. / best 即题解的形式：
# 轮到的一方最多还能拿到的石子数（领先 dp = 2·best - suffix）；单调队列维护最小值，每个状态均摊 O(1)，共 O(n²)。
from collections import deque


class Solution:
    def stoneGameII(self, piles: list[int]) -> int:
        n = len(piles)
        suffix = [0] * (n + 1)  # suffix[i] = piles[i] + ... + piles[n - 1]
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + piles[i]
        best = [[0] * (n + 1) for _ in range(n + 1)]
        # X <= M lands on (i + X, M): for each M, a window of rows i+1..i+M that slides up one row per i
        # X <= M 时落在 (i + X, M)：每个 M 一个窗口，i 每减 1 窗口上移一行
        same = [deque() for _ in range(n + 1)]
        for i in range(n - 1, -1, -1):
            for m in range(1, n + 1):
                window = same[m]
                while window and best[window[-1]][m] >= best[i + 1][m]:
                    window.pop()
                window.append(i + 1)
                while window[0] > i + m:
                    window.popleft()
            # M < X <= 2M lands on (i + X, X): a window over X whose two ends move right as M grows
            # M < X <= 2M 时落在 (i + X, X)：M 增大时窗口两端都右移
            grow = deque()
            for m in range(1, n + 1):
                if i + 2 * m >= n:  # take every pile left / 拿走剩下的所有堆
                    best[i][m] = suffix[i]
                    continue
                for x in (2 * m - 1, 2 * m):
                    if x > m:
                        while grow and best[i + grow[-1]][grow[-1]] >= best[i + x][x]:
                            grow.pop()
                        grow.append(x)
                while grow[0] <= m:
                    grow.popleft()
                least = min(best[same[m][0]][m], best[i + grow[0]][grow[0]])
                best[i][m] = suffix[i] - least  # the opponent's share as small as it can be / 让对手拿得最少
        return best[0][1]
