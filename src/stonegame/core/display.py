"""How the core's objects show themselves in a notebook: a hook the views layer fills.

``Solution``, its ``line`` and its ``table`` have ``_repr_html_`` (Jupyter's rich display),
but HTML is drawn by ``stonegame.views.html``, a layer above the core, which the core must
not import. So the core asks ``html(obj)``, and ``stonegame.views.notebook`` sets ``HTML``
when it is imported (``import stonegame`` imports it). Without it, ``html`` gives None,
which Jupyter takes as "no HTML: show the repr".
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

HTML: Callable[[Any], str | None] | None = None
"""The views layer's drawing of a core object as HTML (None until ``stonegame.views.notebook`` loads)."""


def html(obj: Any) -> str | None:
    """``obj`` as an HTML fragment, or None when no views layer is loaded."""
    return None if HTML is None else HTML(obj)
