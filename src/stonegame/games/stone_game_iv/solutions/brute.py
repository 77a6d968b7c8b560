# Brute force: the mover wins with k stones left iff some square s² <= k leaves the opponent a lost
# position. Plain recursion, no memory of positions seen: exponential time.
class Solution:
    def winnerSquareGame(self, n: int) -> bool:
        def win(k: int) -> bool:
            s = 1
            while s * s <= k:
                if not win(k - s * s):
                    return True
                s += 1
            return False  # no stones left (or every move leaves a won position): the mover loses

        return win(n)
