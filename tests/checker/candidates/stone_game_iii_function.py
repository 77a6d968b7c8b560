def stone_game_iii(values):
    """A plain function: checked with --function stone_game_iii."""
    d1 = d2 = d3 = 0  # best from i+1, i+2, i+3
    for i in range(len(values) - 1, -1, -1):
        a = values[i]
        b = a + (values[i + 1] if i + 1 < len(values) else 0)
        c = b + (values[i + 2] if i + 2 < len(values) else 0)
        d1, d2, d3 = max(a - d1, b - d2, c - d3), d1, d2
    return "Alice" if d1 > 0 else "Bob" if d1 < 0 else "Tie"
