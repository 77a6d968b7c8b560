"""DP tables drawn: a game's ``TableView`` (``stonegame.core.tables``) as a rich table, its
title, caption and labels said in the language asked (they may be catalog messages)."""

from __future__ import annotations

from typing import Any

from stonegame.catalogs import translate
from stonegame.core.tables import TableView


def render(view: TableView, lang: str = "en"):  # -> rich.table.Table, imported lazily to keep start-up fast
    """The table as a rich Table."""
    from rich.table import Table
    from rich.text import Text

    def said(part: Any) -> Text:  # Text, not str: "dp[i][j]" must not be read as rich markup
        return Text(translate(part, lang))

    table = Table(title=said(view.title), caption=said(view.caption) if view.caption else None)
    table.add_column(said(view.corner), style="bold", justify="right")
    for column in view.columns:
        table.add_column(said(column), justify="right")
    for label, cells in view.rows:
        table.add_row(said(label), *map(said, cells))
    return table
