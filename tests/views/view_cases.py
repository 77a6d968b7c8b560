"""Instances of every kind for the view tests: rows, counts, pairs, families, a declared game."""

CASES = [
    ("stone-game", [5, 3, 4, 5]),
    ("predict-the-winner", [1, 5, 2]),
    ("stone-game-ii", [2, 7, 9, 4, 4]),
    ("stone-game-iii", [1, 2, 3, -9]),
    ("stone-game-iv", 7),
    ("stone-game-v", [6, 2, 3, 4, 5, 5]),
    ("stone-game-vi", ([1, 3], [2, 1])),
    ("stone-game-vii", [5, 3, 1, 4, 2]),
    ("stone-game-viii", [-1, 2, -3, 4, -5]),
    ("stone-game-ix", [5, 1, 2, 4, 3]),
    ("take-up-to:2", [1, 2, 3]),
    ("subtraction:1,3,4", 9),
    ("nim", [1, 2, 3]),
    ("misere-nim", [1, 1]),
    ("divisor-game", 6),
]
"""(game, instance): every instance kind (row, count, pair), the families and the eleventh game."""
