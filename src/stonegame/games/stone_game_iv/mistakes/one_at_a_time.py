# Wrong: thinks only of removing one stone at a time, so Alice wins iff n is odd; squares like 4 change that.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        return n % 2 == 1
