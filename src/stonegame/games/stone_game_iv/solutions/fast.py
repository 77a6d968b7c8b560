# Sieve from the lost positions: every k + s² above a lost k is won, and the rest are lost.
# Only about one position in 36 is lost, so this does far less work than trying every square at every k.
# 从必败局面出发筛：必败的 k 之上的每个 k + s² 都必胜，其余必败。约 36 个局面才有 1 个必败，比每个 k 试遍平方数省得多。
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        win = [False] * (n + 1)
        for k in range(n):
            if not win[k]:  # nothing marked k as won, so k is lost / 没有谁把 k 标为必胜，所以 k 必败
                s = 1
                while k + s * s <= n:
                    win[k + s * s] = True
                    s += 1
        return win[n]
