"""Stone Game IX's table: win(c, s, turn) for every count triple c, removed sum s and turn,
bottom-up by the number of stones left (the recurrence (R) of ``stonegame.games.stone_game_ix``).
"""

from __future__ import annotations

from dataclasses import dataclass

from stonegame.catalogs import Msg
from stonegame.core.errors import TooLarge
from stonegame.core.players import Player

Counts = tuple[int, int, int]  # (c0, c1, c2): the stones left of each residue mod 3

TABLE_LIMIT = 5 * 10**5
"""Most count triples the bottom-up table fills: six entries each, about two seconds of Python."""


@dataclass(frozen=True)
class Outcomes:
    """The table of (R): win(c, s, turn) for every c <= (C0, C1, C2), every s and turn.

    ``won[s][t]`` is a bytearray over the count triples (t = 0 for Alice, 1 for Bob), at the
    flat index c0·(C1+1)·(C2+1) + c1·(C2+1) + c2.
    """

    bounds: Counts
    won: list[list[bytearray]]

    def index(self, c0: int, c1: int, c2: int) -> int:
        _, b1, b2 = self.bounds
        return (c0 * (b1 + 1) + c1) * (b2 + 1) + c2

    def wins(self, counts: Counts, s: int, turn: Player) -> bool:
        """Does the player to move win at (counts, s, turn)?"""
        return bool(self.won[s][turn is Player.BOB][self.index(*counts)])


def outcome_table(bounds: Counts) -> Outcomes:
    """win(c, s, turn) for all c <= bounds, bottom-up by the number of stones left (R).

    >>> outcome_table((1, 2, 2)).wins((1, 2, 2), 0, Player.ALICE)
    False

    Time and memory O((C0+1)·(C1+1)·(C2+1)): six entries per triple, at most two safe
    moves each. Raises ``TooLarge`` beyond ``TABLE_LIMIT`` triples.
    """
    b0, b1, b2 = bounds
    cells = (b0 + 1) * (b1 + 1) * (b2 + 1)
    if cells > TABLE_LIMIT:
        raise TooLarge(Msg("the residue-count table would have {cells:,} cells (c0, c1, c2 = {b0}, {b1}, {b2}); "
                           "table stops at {most:,}; use method 'formula'", cells=cells, b0=b0, b1=b1, b2=b2,
                           most=TABLE_LIMIT))
    table = Outcomes(bounds, [[bytearray(cells), bytearray(cells)] for _ in range(3)])
    won = table.won
    stride = ((b1 + 1) * (b2 + 1), b2 + 1, 1)  # the flat index drops by stride[r] with one stone of residue r
    for s in range(3):
        won[s][1][0] = 1  # no stone left: Bob wins, so the mover wins iff Bob moves
    for left in range(1, b0 + b1 + b2 + 1):  # a move leaves one stone fewer: fewer first
        for c0 in range(max(0, left - b1 - b2), min(b0, left) + 1):
            for c1 in range(max(0, left - c0 - b2), min(b1, left - c0) + 1):
                counts = (c0, c1, left - c0 - c1)
                here = table.index(*counts)
                removals = [(r, here - stride[r]) for r in range(3) if counts[r] > 0]
                for s in range(3):
                    # A removal that makes the sum ≡ 0 loses at once: only the others can win.
                    safe = [(after, child) for r, child in removals if (after := (s + r) % 3) != 0]
                    for turn in (0, 1):
                        won[s][turn][here] = any(not won[after][1 - turn][child] for after, child in safe)
    return table
