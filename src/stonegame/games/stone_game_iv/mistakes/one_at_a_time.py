# Wrong: thinks only of removing one stone at a time, so Alice wins iff n is odd; squares like 4 change that.
# 错在：以为每次只能拿一个石子，于是 n 为奇数时 Alice 才赢；像 4 这样的平方数会改变结果。
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        return n % 2 == 1
