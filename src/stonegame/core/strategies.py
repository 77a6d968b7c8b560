"""Hypothesis strategies for instances of any game, from what the game declares.

Used by the property tests and by ``stonegame check`` to generate and shrink instances.
"""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from stonegame.core.game import Game
from stonegame.core.instances import Kind

VALUE_BOUND = 30
"""Largest magnitude drawn: small values make ties and equal sums likely, where bugs hide."""


def instances(game: Game, max_size: int | None = None, bound: int = VALUE_BOUND) -> st.SearchStrategy[Any]:
    """Valid instances of ``game`` of at most ``max_size`` (default: what brute settles fast)."""
    size = game.small if max_size is None else max_size
    return strategy(game.instance, size, bound)


def strategy(kind: Kind, size: int, bound: int) -> st.SearchStrategy[Any]:
    """Valid raw instances of the kind, of size at most ``size``, values within ``bound`` of
    zero where the kind allows them: a row, a count, or a pair of rows of one length; a kind
    of a game's own that draws its instances otherwise (Nim's few small heaps) says how."""
    own = getattr(kind, "strategy", None)
    if own is not None:
        return own(size, bound)
    if kind.one_per_size:
        least, most = getattr(kind, "least", 0), getattr(kind, "most", None)
        low = 0 if least is None else least
        return st.integers(low, max(low, size if most is None else min(size, most)))
    least, most, shortest = getattr(kind, "least", None), getattr(kind, "most", None), getattr(kind, "min_length", 1)
    low = -bound if least is None else least
    high = max(low, bound if most is None else min(most, bound))
    if kind.value_lines == 1:
        return st.lists(st.integers(low, high), min_size=shortest, max_size=max(size, shortest))

    def rows_of(n: int) -> st.SearchStrategy[Any]:
        one = st.lists(st.integers(low, high), min_size=n, max_size=n)
        return st.tuples(*[one] * kind.value_lines)

    return st.integers(shortest, max(size, shortest)).flatmap(rows_of)
