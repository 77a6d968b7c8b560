# Bottom-up: win[k] = some square s² <= k with win[k - s²] false, for k = 1..n (win[0] is false).
# O(n·√n) time, O(n) memory.
# 自底向上：对 k = 1..n，win[k] = 存在平方数 s² <= k 使 win[k - s²] 为假（win[0] 为假）。O(n·√n) 时间，O(n) 空间。
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        win = [False] * (n + 1)
        for k in range(1, n + 1):
            s = 1
            while s * s <= k:
                if not win[k - s * s]:
                    win[k] = True
                    break
                s += 1
        return win[n]
