class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        wins = [False] * (n + 1)
        for i in range(1, n + 1):
            k = 1
            while k * k <= i:
                if not wins[i - k * k]:
                    wins[i] = True
                    break
                k += 1
        return wins[n]
