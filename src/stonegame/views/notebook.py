"""Notebook display: gives ``Solution``, ``Solution.line`` and ``Solution.table`` their HTML.

Importing this module registers the drawing with the core (``stonegame.core.display.
draw_with``): the core cannot import the views above it, and a registration keeps the import
contract honest (no import hidden in a string). ``import stonegame`` imports this module; it costs no more than the
model and the HTML renderer, which import nothing heavy (rich is not loaded).
"""

from __future__ import annotations

from typing import Any

from stonegame.core import display
from stonegame.core.solution import Line, Solution
from stonegame.core.tables import TableView
from stonegame.views import html


def html_of(obj: Any) -> str | None:
    """A core object as an HTML fragment (None for what this module does not draw)."""
    if isinstance(obj, Solution):
        return html.solution_html(obj)
    if isinstance(obj, Line):
        return html.line_html(obj, obj.scoring, obj.scene)
    if isinstance(obj, TableView):
        return html.table_html(obj)
    return None


display.draw_with(html_of)
