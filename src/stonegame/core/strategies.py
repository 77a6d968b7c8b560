"""Hypothesis strategies for instances of any game, from what the game declares.

Used by the property tests and by ``stonegame check`` to generate and shrink instances.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from stonegame.core.game import Game

VALUE_BOUND = 30
"""Largest magnitude drawn: small values make ties and equal sums likely, where bugs hide."""


def instances(game: Game, max_size: int | None = None, bound: int = VALUE_BOUND) -> st.SearchStrategy[Any]:
    """Valid instances of ``game`` of at most ``max_size`` (default: what brute settles fast)."""
    size = game.small if max_size is None else max_size
    return game.instance.strategy(size, bound)
