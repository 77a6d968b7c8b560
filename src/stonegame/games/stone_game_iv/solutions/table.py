# Bottom-up: wins[k] = some square s² <= k with wins[k - s²] false, for k = 1..n (wins[0] is false).
# O(n·√n) time, O(n) memory.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        wins = [False] * (n + 1)
        for k in range(1, n + 1):
            s = 1
            while s * s <= k:
                if not wins[k - s * s]:
                    wins[k] = True
                    break
                s += 1
        return wins[n]
