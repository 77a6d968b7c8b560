"""How the core's objects show themselves in a notebook: a hook the views layer fills.

``Solution``, its ``line`` and its ``table`` have ``_repr_html_`` (Jupyter's rich display),
but HTML is drawn by ``stonegame.views.html``, a layer above the core, which the core must
not import. So the core asks ``html(obj)``, and ``stonegame.views.notebook`` registers its
drawing with ``draw_with`` when it is imported (``import stonegame`` imports it). Without
it, ``html`` gives None, which Jupyter takes as "no HTML: show the repr".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_DRAWINGS: list[Callable[[Any], str | None]] = []


def draw_with(drawing: Callable[[Any], str | None]) -> None:
    """Register the views layer's drawing of a core object as HTML (the last one registered draws)."""
    _DRAWINGS.append(drawing)


def html(obj: Any) -> str | None:
    """``obj`` as an HTML fragment, or None when no views layer is loaded."""
    return _DRAWINGS[-1](obj) if _DRAWINGS else None
