# A file with no class Solution: `stonegame check` must say so.


def stone_game(piles):
    return True
