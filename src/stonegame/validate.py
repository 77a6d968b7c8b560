"""Validation shared by the game modules: what the problem takes, checked once up front."""

from __future__ import annotations

import operator
from typing import Any

from stonegame.errors import InvalidInstance


def integer(value: Any, what: str) -> int:
    """``value`` as an exact int (numpy ints too), or a one-line error naming it."""
    if isinstance(value, bool):
        raise InvalidInstance(f"{what} is {value!r}; expected an integer")
    try:
        return operator.index(value)
    except TypeError:
        raise InvalidInstance(f"{what} is {value!r}; expected an integer") from None


def row(raw: Any, slug: str, *, min_length: int = 1, least: int | None = None) -> Any:
    """A row of integer values as a tuple: at least ``min_length`` of them, each >= ``least``.

    A one-dimensional numpy integer array is checked without a Python loop and kept as an
    int64 array: large inputs reach the compiled kernels without a Python int per value.
    """
    if hasattr(raw, "dtype") and getattr(raw, "ndim", 0) == 1:
        return _array_row(raw, slug, min_length, least)
    if isinstance(raw, (str, bytes, int)) or not hasattr(raw, "__iter__"):
        raise InvalidInstance(f"{slug} takes a list of integers, not {raw!r}")
    values = tuple(integer(v, f"value {i + 1}") for i, v in enumerate(raw))
    if len(values) < min_length:
        raise InvalidInstance(
            f"{slug} needs at least {min_length} value{'s' if min_length > 1 else ''}, got {len(values)}"
        )
    if least is not None:
        for i, v in enumerate(values):
            if v < least:
                raise InvalidInstance(f"value {i + 1} of {slug} is {v}; every value must be >= {least}")
    return values


def _array_row(raw: Any, slug: str, min_length: int, least: int | None) -> Any:
    import numpy as np

    if not np.issubdtype(raw.dtype, np.integer):
        raise InvalidInstance(f"{slug} takes integers, not an array of {raw.dtype}")
    if len(raw) < min_length:
        raise InvalidInstance(f"{slug} needs at least {min_length} values, got {len(raw)}")
    if least is not None and len(raw) and int(raw.min()) < least:
        i = int(np.argmin(raw))
        raise InvalidInstance(f"value {i + 1} of {slug} is {int(raw[i])}; every value must be >= {least}")
    if raw.dtype == np.uint64 and len(raw) and int(raw.max()) >= 2**63:
        return tuple(raw.tolist())  # beyond int64: only the exact Python path can hold it
    return raw.astype(np.int64, copy=False)
