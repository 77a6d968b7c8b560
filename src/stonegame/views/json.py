"""A result as JSON: the stable documents ``--json`` prints (keys in the README).

Each source keeps its JSON form beside its data (``Solution.to_json``, ``Report.to_json``,
``grundy_report``'s dict), since the web API and ``check`` use them below this layer; this
module is the one place the command line turns any of them into text.

>>> from stonegame import solve
>>> sorted(document(solve("nim", [1, 2])))[:4]
['answer', 'game', 'line', 'method']
"""

from __future__ import annotations

import json
from typing import Any


def document(source: Any) -> Any:
    """The JSON-ready form of a ``Solution``, a check ``Report`` or a Grundy report (a dict)."""
    if isinstance(source, dict):
        return source
    to_json = getattr(source, "to_json", None)
    if to_json is None:
        raise TypeError(f"no JSON form for {type(source).__name__}")
    return to_json()


def dumps(source: Any) -> str:
    """``document(source)`` as one line of JSON, written as ``--json`` always wrote it."""
    return json.dumps(document(source))
