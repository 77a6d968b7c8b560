"""A strategy for Stone Game VII to weigh against optimal play with `stonegame batch --compare`.

    stonegame batch --all VII --n 6 --values 1..9 --compare examples/greedy_vii.py

``strategy`` gets the position as the game shows it (for VII, the row of stones left) and
returns a move in the rules' notation ("L": remove the leftmost stone, "R": the rightmost).
"""


def strategy(row: list[int]) -> str:
    """Greedy: remove the smaller end, so as to score the larger rest now."""
    return "L" if row[0] <= row[-1] else "R"
