"""DP tables as data: the games fill a ``TableView`` (their ``Scene.table``); views draw it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from stonegame.catalogs import Msg
from stonegame.core.errors import TooLarge

MAX_SIDE = 12
"""Largest table side shown: beyond it a table is a wall of digits, not an explanation."""

Words = str | Msg
"""A part of a table: notation as it is ("dp[i][j]", "3"), or words a catalog translates."""


@dataclass(frozen=True)
class TableView:
    """A DP table ready to print: labelled rows of cells ('' where a cell does not exist)."""

    title: Words
    corner: Words
    columns: Sequence[Words]
    rows: Sequence[tuple[Words, Sequence[Words]]]
    caption: Words = ""

    def __repr__(self) -> str:
        return f"TableView({str(self.title)[:60]!r}, {len(self.rows)} × {len(self.columns)})"


def check_side(side: int, what: str) -> None:
    """Refuse a table that would be too large to read."""
    if side > MAX_SIDE:
        raise TooLarge(Msg("the {what} table would have {side} rows; --table shows at most {most}", what=what,
                           side=side, most=MAX_SIDE))


HEAPS_A_ROW = 10
"""Heaps a row of a one-heap game's grid holds: row r is heaps 10r .. 10r + 9, read off at a glance."""


def heap_grid(win: Sequence[bool], winning: Callable[[int], int | None], title: Msg, corner: str,
              caption: Msg) -> TableView:
    """A win/lose game on one heap: win(m) for m = 0..n, ``HEAPS_A_ROW`` heaps a row, each W with the
    move ``winning(m)`` that leaves an L ("W −4"), each L alone. ``caption`` is filled in with the L
    positions (``lost``), n and who wins from it (``verdict``)."""
    n = len(win) - 1

    def cell(m: int) -> str:
        if m > n:
            return ""
        move = winning(m)
        return "L" if move is None else f"W −{move}"

    lost = ", ".join(str(m) for m in range(n + 1) if not win[m])
    return TableView(
        title=title,
        corner=corner,
        columns=[f"+{column}" for column in range(HEAPS_A_ROW)],
        rows=[(str(base), [cell(base + column) for column in range(HEAPS_A_ROW)])
              for base in range(0, n + 1, HEAPS_A_ROW)],
        caption=caption.add(lost=lost, n=n, verdict=Msg("W: Alice wins") if win[n] else Msg("L: Bob wins")),
    )
