"""DP tables drawn: a game's ``TableView`` (``stonegame.core.tables``) as a rich table."""

from __future__ import annotations

from stonegame.core.tables import TableView


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
