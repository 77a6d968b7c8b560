"""Stone Game IX's kernel over many rows: the residue count of ``formula``, for batch."""

from __future__ import annotations

from typing import Any

from stonegame.core.kernels import kernel, run_rows


@kernel(compile_from=20_000)
def rows_remove_residue(flat, offsets, values):
    """+1 where Alice wins, −1 where Bob does, for every row of ``flat`` (row r is
    flat[offsets[r]:offsets[r + 1]]), row after row in one call: mirrors stone_game_ix.alice_wins."""
    for r in range(len(offsets) - 1):
        c0 = 0
        c1 = 0
        c2 = 0
        for k in range(offsets[r], offsets[r + 1]):
            residue = flat[k] % 3
            if residue == 0:
                c0 += 1
            elif residue == 1:
                c1 += 1
            else:
                c2 += 1
        if c0 % 2 == 0:
            wins = c1 >= 1 and c2 >= 1
        else:
            wins = abs(c1 - c2) > 2
        values[r] = 1 if wins else -1


def many_values(flat: Any, offsets: Any) -> tuple[Any, None]:
    """(+1 or −1 for every row laid end to end, no points: a win/lose game), in one compiled call."""
    import numpy as np

    values = np.empty(len(offsets) - 1, np.int64)
    run_rows(rows_remove_residue, flat, offsets, values)
    return values, None
