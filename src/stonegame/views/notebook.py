"""Notebook display: ``Solution``, ``Solution.line`` and ``Solution.table`` drawn as HTML.

The core's objects carry no drawing (the views are a layer above them): this module is the
owner of their HTML, and fills IPython's own registry of formatters with it
(``display_formatter.formatters["text/html"].for_type``) when a notebook imports stonegame
(``stonegame/__init__.py`` calls ``show_in_notebooks``). Outside IPython it does nothing.
"""

from __future__ import annotations

import sys

from stonegame.core.solution import Line, Solution
from stonegame.core.tables import TableView
from stonegame.views import html


def html_of(obj: Solution | Line | TableView) -> str:
    """A core object, of the kinds this module gives IPython, as an HTML fragment."""
    if isinstance(obj, Solution):
        return html.solution_html(obj)
    if isinstance(obj, Line):
        return html.line_html(obj, obj.scoring, obj.scene)
    return html.table_html(obj)


def show_in_notebooks() -> bool:
    """Give IPython (a notebook, a console) this module's HTML of the core's objects, when this
    process runs one; True if it does. IPython is never imported here: only found."""
    found = sys.modules.get("IPython")
    shell = found.get_ipython() if found is not None and hasattr(found, "get_ipython") else None
    if shell is None:
        return False
    formatter = shell.display_formatter.formatters["text/html"]
    for kind in (Solution, Line, TableView):
        formatter.for_type(kind, html_of)
    return True
