"""Take 1..K stones from either end of the row; the stones you take are your points."""
from stonegame import Rules, declare

K = 2  # the most stones one turn may take


class TakeKFromEnds(Rules):  # a position is the row left, as a tuple (Rules.start)
    def moves(self, row): return [f"{end}{x}" for end in "LR" for x in range(1, min(K, len(row)) + 1)]  # L2: 2 left

    def play(self, row, move):  # -> (points for the mover, the row that is left)
        x = int(move[1:])
        return (sum(row[:x]), row[x:]) if move[0] == "L" else (sum(row[-x:]), row[:-x])

    def name(self, row, move): return f"take {move[1:]} from the {'left' if move[0] == 'L' else 'right'}"


GAME = declare("take-k-from-ends", TakeKFromEnds)
