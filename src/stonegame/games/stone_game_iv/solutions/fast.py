# Sieve from the lost positions: every k + s² above a lost k is won, and the rest are lost. Only
# about one position in 36 is lost, so this does far less work than trying every square at every k.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        win = [False] * (n + 1)
        for k in range(n):
            if not win[k]:  # nothing marked k as won, so k is lost
                s = 1
                while k + s * s <= n:
                    win[k + s * s] = True
                    s += 1
        return win[n]
