"""DP tables as data: the games fill a ``TableView`` (their ``Scene.table``); views draw it."""

from __future__ import annotations

from collections.abc import Sequence
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
