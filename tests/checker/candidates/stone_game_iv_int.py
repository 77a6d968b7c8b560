class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        win = [0] * (n + 1)  # 1 where the player to move wins, 0 where they lose
        for stones in range(1, n + 1):
            root = 1
            while root * root <= stones and not win[stones]:
                win[stones] = 1 - win[stones - root * root]
                root += 1
        return win[n]  # 1 or 0, not True or False
