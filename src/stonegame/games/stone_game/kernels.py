"""The kernels of "take either end" (877, and through it 486 and VII): an O(n) collapse of the row.

``ends_and_total`` is the value in one pass (Rosenthal's peak collapse, as the notes of
``stonegame.games.stone_game`` explain); ``segment_values`` serves the optimal line, segment by
segment.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise
from typing import Any

from stonegame.catalogs import Msg
from stonegame.core.errors import TooLarge
from stonegame.core.kernels import (
    INT64_SAFE,
    Ints,
    compiling_always,
    fits_int64,
    kernel,
    many_rows,
    plain,
    shares,
    usable_cores,
)


def take_either_end(values: Ints, sign: int = 1, parts: int = 0) -> int:
    """Value (first mover − second) of "take either end" on ``sign`` × ``values``."""
    return ends_and_total(values, sign, parts)[0]


PARALLEL_FROM = 1 << 18
"""Rows from this long collapse in parts, one per core (see ``ends_and_total``)."""


def ends_and_total(values: Ints, sign: int = 1, parts: int = 0) -> tuple[int, int]:
    """(value of "take either end" on ``sign`` × ``values``, sum(values)), in one pass: O(n).

    A collapse (``collapse_peaks``) rewrites three neighbours in place and keeps the value
    wherever it happens, so a row can be cut into ``parts`` pieces that collapse at the same
    time, each on its own stretch of one stack; then each piece's leftover is pushed, in
    order, onto the stack of the pieces before it. ``parts`` = 0 means one piece per core for
    compiled rows from ``PARALLEL_FROM`` values on (the compiled kernels release the GIL; no
    piece shorter than a quarter of that), else one. Compiled in int64 only when
    n × max |value| < 2^62 (checked in the same pass); otherwise the same steps run on Python
    ints.
    """
    n = len(values)
    compiled = collapse_peaks.worth_compiling(n)
    if parts <= 0:
        parts = min(usable_cores(), n // (PARALLEL_FROM // 4)) if compiled and n >= PARALLEL_FROM else 1
    parts = max(1, min(parts, n))
    cuts = [n * p // parts for p in range(parts + 1)]
    if compiled:
        import numpy as np

        try:
            row = np.asarray(values, dtype=np.int64)
        except OverflowError:  # Python ints beyond int64: only the exact path can take them
            pass
        else:
            stack = np.empty(n, np.int64)
            # piece p works on stack[cut_p:], so pieces never share a slot; views, no copies
            pieces = [(row[a:b], stack[a:]) for a, b in pairwise(cuts)]
            value, low, high, whole = _collapse_pieces(
                pieces, sign, collapse_peaks.compiled, take_larger_ends.compiled, threads=parts > 1)
            if n * max(high, -low) < INT64_SAFE:
                return value, whole
    exact = plain(values)
    python_pieces = [(exact[a:b], [0] * (n if a == 0 else b - a)) for a, b in pairwise(cuts)]
    value, _, _, whole = _collapse_pieces(python_pieces, sign, collapse_peaks.function, take_larger_ends.function)
    return value, whole


def _collapse_pieces(pieces: list[tuple[Any, Any]], sign: int, collapse: Callable[..., Any],
                     take: Callable[..., Any], threads: bool = False) -> tuple[int, int, int, int]:
    """(value, min, max, sum) of the pieces collapsed alone (at once with ``threads``), then
    their leftovers pushed in order onto the first piece's stack (which has room for all)."""
    if threads:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(len(pieces)) as pool:
            done = list(pool.map(lambda piece: collapse(piece[0], piece[1], 0, sign), pieces))
    else:
        done = [collapse(values, stack, 0, sign) for values, stack in pieces]
    stack = pieces[0][1]
    top = done[0][0]
    for (_, leftover), (count, *_) in zip(pieces[1:], done[1:], strict=True):
        # in place for arrays: slot top + k is written only after leftover[k] (at or above it) is read
        top = collapse(leftover[:count], stack, top, 1)[0]
    low = min(int(d[1]) for d in done)
    high = max(int(d[2]) for d in done)
    return int(take(stack, top)), low, high, sum(int(d[3]) for d in done)


LINE_WORK = 10**9
"""The most steps a line by ``segment_values`` may take: n = 20,000 (4·10^8) takes 1.5 s."""


PYTHON_LINE_WORK = 500_000
"""Steps ``segment_values`` takes in plain Python before it loads the compiled kernels: about
0.2 s, about what loading numba takes, so a game of play or a short line never waits for it."""


def segment_values(values: Ints, sign: int = 1) -> Callable[[int, int], int]:
    """(i, j) -> ``take_either_end`` of sign × values[i..j], for the optimal line of a long row.

    The line asks about 2n segments, O(n) each: about n² steps in all, so the compiled kernel
    pays from about a thousand values on (when int64 is exact), and past ``LINE_WORK`` steps
    this refuses (TooLarge). It starts in plain Python all the same, and switches once it has
    spent ``PYTHON_LINE_WORK`` steps there (at once if the kernels are loaded already): ``play``
    asks for a few segments a move, and its first prompt must not wait for numba. Memory stays
    O(n): the segments are views and share one stack.
    """
    n = len(values)
    if n * n > LINE_WORK:
        raise TooLarge(Msg("the optimal line of {n:,} values takes about n² = {steps:.1e} steps, over the "
                           "limit of {most:.0e} (the answer and the value do not need it)", n=n, steps=n * n,
                           most=LINE_WORK))
    compiled: list[Callable[[int, int], int]] = []
    work = [0 if collapse_peaks.loaded else PYTHON_LINE_WORK]

    def compile_it() -> Callable[[int, int], int]:
        import numpy as np

        array, stack = np.asarray(values, dtype=np.int64), np.empty(n, np.int64)
        collapse, take = collapse_peaks.compiled, take_larger_ends.compiled
        return lambda i, j: int(take(stack, collapse(array[i : j + 1], stack, 0, sign)[0]))

    may_compile = fits_int64(values, n) and n >= 1_000  # where compiling pays (see above)

    def value(i: int, j: int) -> int:
        if i > j:
            return 0
        if compiled:
            return compiled[0](i, j)
        if may_compile and (compiling_always() or work[0] <= 0):
            compiled.append(compile_it())
            return compiled[0](i, j)
        work[0] -= j - i + 1
        return take_either_end(values[i : j + 1], sign, parts=1)

    return value


@kernel(compile_from=20_000)
def collapse_peaks(values, stack, top, sign):
    """Push sign × ``values`` onto ``stack[:top]``, collapsing as it goes: mirrors stone_game.table.

    Every three consecutive values x <= y >= z collapse into x − y + z (whoever takes x, the
    other answers with y and the first takes z), so what is left never has an interior peak:
    it falls, then rises. ``stack`` needs room for ``top`` + len(values) values.
    Returns (top, min, max, sum) of ``values``: the bounds for the caller's overflow check.
    The loop branches on the data (about one mispredicted branch per value on random rows):
    it runs at about a third of the speed of Stone Game III's straight recurrence. The top two
    entries are kept in locals (``below``, ``last``) and read back only after a collapse: the
    compiler cannot know that ``stack`` and ``values`` never overlap, and reading them from
    ``stack`` on every value cost 15% more time.
    """
    low = values[0]
    high = values[0]
    total = 0
    below = stack[top - 2] if top >= 2 else 0
    last = stack[top - 1] if top >= 1 else 0
    for k in range(len(values)):
        v = values[k]
        low = min(low, v)
        high = max(high, v)
        total += v
        z = sign * v
        while top >= 2 and below <= last and last >= z:
            z = below - last + z
            top -= 2
            if top >= 2:
                below, last = stack[top - 2], stack[top - 1]
            elif top == 1:
                last = stack[0]
        stack[top] = z
        top += 1
        below, last = last, z
    return top, low, high, total


@kernel(compile_from=20_000)
def take_larger_ends(stack, top):
    """Alternating sum of the ends of ``stack[:top]`` taken larger first.

    With no interior peak left (collapse_peaks), the larger end is the largest value left,
    so taking it is a best move for either player.
    """
    lo, hi = 0, top - 1
    total = 0
    sign = 1
    while lo <= hi:
        if stack[lo] >= stack[hi]:
            total += sign * stack[lo]
            lo += 1
        else:
            total += sign * stack[hi]
            hi -= 1
        sign = -sign
    return total


@kernel(compile_from=5_000, buffers=lambda longest: (max(longest, 1),))
def rows_take_either_end(flat, offsets, values, totals, stack):
    """Value and total of every row of ``flat`` (row r is flat[offsets[r]:offsets[r + 1]]), row
    after row in one call, for batch: ``collapse_peaks`` and ``take_larger_ends`` on each.
    ``stack`` has room for the longest row. Mirrors stone_game.table."""
    for r in range(len(offsets) - 1):
        top, _, _, total = collapse_peaks(flat[offsets[r]:offsets[r + 1]], stack, 0, 1)
        values[r] = take_larger_ends(stack, top)
        totals[r] = total


def matrix_take_either_end(rows: Any) -> tuple[Any, Any]:
    """(value, total) of each row of the matrix ``rows`` (rows of one length), by the interval
    DP one interval length at a time, each step three numpy operations over every row: ``d``
    holds the mover's lead on every interval of the current length, by its first pile. The
    piles are laid pile-major (one contiguous line of every row's pile i) and the steps write
    into two buffers in turn, so no step allocates or strides: five times faster at n = 6 than
    the row-major form."""
    import numpy as np

    n = rows.shape[1]
    piles = np.ascontiguousarray(rows.T)
    if n == 0:
        return np.zeros(len(rows), np.int64), piles.sum(axis=0)
    buffers, right = (np.empty_like(piles), np.empty_like(piles)), np.empty_like(piles)
    d = piles
    for length in range(2, n + 1):
        m = n - length + 1  # buffers[length % 2] is not the one d was written to
        left = np.subtract(piles[:m], d[1:m + 1], out=buffers[length % 2][:m])
        d = np.maximum(left, np.subtract(piles[length - 1:], d[:m], out=right[:m]), out=left)
    return d[0].copy(), piles.sum(axis=0)


def many_values(flat: Any, offsets: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) of every row laid end to end: short rows by the
    matrix form, long ones compiled."""
    return shares(*many_rows(flat, offsets, matrix_take_either_end, rows_take_either_end, 2))
