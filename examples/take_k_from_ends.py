"""Take 1..K stones from either end of the row; the stones you take are your points."""
from stonegame.core.declare import declare

K = 2  # the most stones one turn may take

def moves(row):  # "L2": take two stones from the left end
    return [f"{end}{x}" for end in "LR" for x in range(1, min(K, len(row)) + 1)]

def play(row, move):  # -> (points for the mover, the row that is left)
    x = int(move[1:])
    return (sum(row[:x]), row[x:]) if move[0] == "L" else (sum(row[-x:]), row[:-x])

GAME = declare("take-k-from-ends", start=tuple, moves=moves, play=play,
               move_name=lambda row, m: f"take {m[1:]} from the {'left' if m[0] == 'L' else 'right'}")
