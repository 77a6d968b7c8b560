"""DP tables as data (``TableView``) and their rendering; the games fill them, this draws them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from stonegame.core.errors import TooLarge

MAX_SIDE = 12
"""Largest table side shown: beyond it a table is a wall of digits, not an explanation."""


@dataclass(frozen=True)
class TableView:
    """A DP table ready to print: labelled rows of cells ('' where a cell does not exist)."""

    title: str
    corner: str
    columns: Sequence[str]
    rows: Sequence[tuple[str, Sequence[str]]]
    caption: str = ""


def check_side(side: int, what: str) -> None:
    """Refuse a table that would be too large to read."""
    if side > MAX_SIDE:
        raise TooLarge(f"the {what} table would have {side} rows; --table shows at most {MAX_SIDE}")


def render(view: TableView):  # -> rich.table.Table, imported lazily to keep start-up fast
    """The table as a rich Table."""
    from rich.table import Table
    from rich.text import Text

    # Text, not str: "dp[i][j]" must not be read as rich markup.
    table = Table(title=Text(view.title), caption=Text(view.caption) if view.caption else None)
    table.add_column(Text(view.corner), style="bold", justify="right")
    for column in view.columns:
        table.add_column(Text(column), justify="right")
    for label, cells in view.rows:
        table.add_row(Text(label), *map(Text, cells))
    return table
