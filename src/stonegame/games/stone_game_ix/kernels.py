"""Stone Game IX's kernel over many rows: counting residues, all rows at once."""

from __future__ import annotations

from typing import Any


def many_values(flat: Any, offsets: Any) -> tuple[Any, None, None]:
    """(+1 where Alice wins, −1 where Bob does, for every row laid end to end; no points: a
    win/lose game). The counts of each residue come from running counts over all rows at
    once, so the work is a few numpy operations whatever the rows' lengths; the rule mirrors
    stone_game_ix.alice_wins."""
    import numpy as np

    residues = flat % 3
    counts = []
    for residue in (0, 1, 2):
        running = np.concatenate(([0], np.cumsum(residues == residue)))
        counts.append(running[offsets[1:]] - running[offsets[:-1]])
    c0, c1, c2 = counts
    wins = np.where(c0 % 2 == 0, (c1 >= 1) & (c2 >= 1), np.abs(c1 - c2) > 2)
    return np.where(wins, 1, -1).astype(np.int64), None, None
