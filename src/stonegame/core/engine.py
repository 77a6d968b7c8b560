"""The engine, by its parts: one import for a game's author and for the layers above.

- ``stonegame.core.rules``: the search protocol (``Rules``, ``Step``, ``Estimate``) and the
  optional parts of a game (``Scene``, ``Shortcuts``);
- ``stonegame.core.search``: brute force, the memo, remoteness, and their limits;
- ``stonegame.core.line``: the optimal line (``Oracle``, ``Move``, ``Option``) and ``replay``.

Nothing is defined here; every name is its module's.
"""

from stonegame.core.line import LINE_OPTIONS, Choice, Move, Option, Oracle, best_line, replay
from stonegame.core.rules import MOVE_SECONDS, Estimate, Rules, Scene, Shortcuts, Step
from stonegame.core.search import (
    BRUTE_LIMIT,
    MEMO_LIMIT,
    MEMO_WORK,
    Memo,
    broken_key,
    brute,
    collector_paused,
    endless,
    excess,
    post_order,
    raised_by_user,
    refuse,
    remoteness,
    unhashable,
    worth,
)

__all__ = [
    "BRUTE_LIMIT", "LINE_OPTIONS", "MEMO_LIMIT", "MEMO_WORK", "MOVE_SECONDS", "Choice", "Estimate", "Memo", "Move",
    "Option", "Oracle", "Rules", "Scene", "Shortcuts", "Step", "best_line", "broken_key", "brute", "collector_paused",
    "endless", "excess", "post_order", "raised_by_user", "refuse", "remoteness", "replay", "unhashable", "worth",
]
