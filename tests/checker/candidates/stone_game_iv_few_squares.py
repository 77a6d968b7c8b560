class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        # Wrong: tries squares up to 100² only, so it misjudges positions from n = 10,405 on.
        squares = [k * k for k in range(1, 101)]
        wins = [False] * (n + 1)
        for stones in range(1, n + 1):
            wins[stones] = any(not wins[stones - s] for s in squares if s <= stones)
        return wins[n]
