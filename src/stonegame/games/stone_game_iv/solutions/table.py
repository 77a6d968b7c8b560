# Bottom-up: win[k] = some square s² <= k with win[k - s²] false, for k = 1..n (win[0] is false).
# O(n·√n) time, O(n) memory.
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
