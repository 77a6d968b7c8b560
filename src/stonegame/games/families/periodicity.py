"""Subtraction games' Grundy values in arrays, and the periods that make any g(n) known.

Glossary: S = the subtraction set (a move removes s stones, s in S); k = max(S);
g(n) = mex{g(n − s) : s in S, s <= n}, the Grundy value of a heap of n stones; a period
(n0, p) = g(n + p) = g(n) for every n >= n0.

Periodicity theorem (Winning Ways, Berlekamp, Conway, Guy, ch. 4): a finite S makes g
eventually periodic, and a period is *proven* by finitely many values:

    if g(n + p) = g(n) for all n with n0 <= n < n0 + k, then for all n >= n0.

This math lives with the subtraction family, whose ``formula`` answers from it;
``stonegame.tools.grundy`` builds its reports on it.

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*,
   2nd ed., A K Peters, 2001, ch. 4: the periodicity theorem for finite subtraction games.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias

from stonegame.catalogs import Msg
from stonegame.core import budget, progress
from stonegame.core.errors import TooLarge
from stonegame.core.game import Cost
from stonegame.core.kernels import Ints, compiling_always, kernel
from stonegame.core.values import amount

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

Values: TypeAlias = "list[int] | NDArray[np.integer[Any]]"
"""g(0..n): a list of Python ints, or a numpy array of the narrowest type that holds them."""

SEQUENCE_LIMIT = 10_000_000
"""Largest N for a value sequence g(0..N), and for the values a one-heap game's g(n) is read
from: an array of N ints, and O(N·|S|) steps (compiled where it pays)."""


@kernel(compile_from=2_000_000)
def subtraction_grundy(g, amounts, start, stop, seen):
    """g[k] = mex{g[k − a] : a in amounts, a <= k} for start <= k < stop, amounts ascending:
    the definition of ``subtraction_values``, one heap at a time over arrays.

    ``seen`` holds len(amounts) + 1 stamps, all below ``start`` at first: seen[v] == k marks v
    as an option's value at heap k (a mex never passes the number of options, so larger
    values need no mark, and no stamp is ever cleared).
    """
    size = len(seen)
    for k in range(start, stop):
        for a in amounts:
            if a > k:
                break
            v = g[k - a]
            if v < size:
                seen[v] = k
        m = 0
        while m < size and seen[m] == k:
            m += 1
        g[k] = m
    return stop


def subtraction_cost(amounts: Sequence[int], upto: int) -> Cost:
    """What g(0..upto) costs: one step per move from every heap, and per heap a byte or two
    when compiled (a mex is at most the number of moves), a list slot (8 bytes) in Python."""
    steps = sum(upto - a + 1 for a in amounts if a <= upto) + upto + 1
    compiled = subtraction_grundy.worth_compiling(steps)
    width = 8 if not compiled else 1 if len(amounts) < 256 else 2 if len(amounts) < 65_536 else 8
    return Cost(memory=width * (upto + 1), steps=steps, compiled=compiled, what="every value g(0..n)")


def subtraction_array(amounts: Sequence[int], upto: int, slug: str = "this game") -> Values:
    """g(0..upto) of the game that removes any of ``amounts`` from one heap: a numpy array when
    compiled (many steps), else a list; refused (``TooLarge``) past ``SEQUENCE_LIMIT`` or the
    budget's limits, naming the largest n that fits. Reports its progress heap by heap."""
    used = sorted(a for a in set(amounts) if 0 < a <= upto)
    cost = subtraction_cost(used, upto)
    why = budget.excess(cost) if upto <= SEQUENCE_LIMIT else (
        f"the values g(0..n) are kept up to n = {SEQUENCE_LIMIT:,}")
    if why is not None:
        low, high = 0, min(upto, SEQUENCE_LIMIT)
        while low < high:  # the largest n whose cost fits: costs grow with n
            middle = (low + high + 1) // 2
            if budget.excess(subtraction_cost([a for a in used if a <= middle], middle)) is None:
                low = middle
            else:
                high = middle - 1
        raise TooLarge(Msg("Grundy values of {game} up to n = {n}: {why}; n <= {low:,} fits", game=slug,
                           n=amount(upto), why=why, low=low))
    if cost.compiled and upto <= MARKED_HEAPS and not subtraction_grundy.loaded and not compiling_always():
        marked = marked_values(used, upto)
        if marked is not None:
            return marked
    g: Values
    moves: Ints
    seen: Ints
    if cost.compiled:
        import numpy as np

        # a mex never passes the number of options, so the narrowest type that holds len(used)
        width: type[np.integer[Any]] = np.uint8 if len(used) < 256 else np.uint16 if len(used) < 65_536 else np.int64
        g, moves = np.zeros(upto + 1, width), np.asarray(used, np.int64)
        seen = np.full(len(used) + 1, -1, np.int64)
        run = subtraction_grundy.compiled
    else:
        g, moves, seen = [0] * (upto + 1), used, [-1] * (len(used) + 1)
        run = subtraction_grundy.function
    chunk = max(progress.EVERY, (1 << 24) // max(1, len(used)))  # about 2^24 steps between reports
    for start in range(1, upto + 1, chunk):
        done = run(g, moves, start, min(upto + 1, start + chunk), seen)
        progress.report(done, upto + 1)
    return g


MARKED_HEAPS = 120_000
"""Up to this many heaps, many steps run as numpy marks (``marked_values``) rather than
compiled: a Python step per heap costs less than loading numba (0.3-0.5 s, 90 MB)."""

MARKED_BYTES = 64 * 2**20
"""The most memory ``marked_values`` takes for its rows (a byte per heap per value met)."""


def marked_values(used: Sequence[int], upto: int) -> NDArray[np.integer[Any]] | None:
    """g(0..upto) forward, in numpy, as the sieve of Stone Game IV runs: once g(k) = v is
    known, every k + a (a in ``used``, ascending) has an option of value v, marked in one
    vectorized step in the row of v; g(k) is then the first row not marked at k. None when
    the rows would pass ``MARKED_BYTES`` (many values): the compiled pass does without them.

    >>> marked_values([1, 3, 4], 9).tolist()
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]
    """
    import numpy as np

    moves = np.asarray(used, np.int64)
    g: Any = bytearray(upto + 1) if len(used) < 256 else [0] * (upto + 1)  # stores faster than numpy's
    rows: list[bytearray] = []  # rows[v][k] = 1: some option of k is worth v (bytearrays index fast)
    views: list[Any] = []  # the same rows as numpy arrays, for the vectorized marks
    usable = len(used)
    for k in range(upto + 1):
        v = 0
        for row in rows:
            if not row[k]:
                break
            v += 1
        if v == len(rows):
            if (v + 1) * (upto + 1) > MARKED_BYTES:
                return None
            rows.append(bytearray(upto + 1))
            views.append(np.frombuffer(rows[-1], np.uint8))
        g[k] = v
        while usable and used[usable - 1] > upto - k:
            usable -= 1
        if usable:
            views[v][moves[:usable] + k] = 1
        if not k % progress.EVERY:
            progress.report(k, upto + 1)
    return np.frombuffer(g, np.uint8) if isinstance(g, bytearray) else np.asarray(g, np.int64)


def subtraction_values(moves: Sequence[int], upto: int) -> list[int]:
    """g(0..upto) of the subtraction game with the finite set ``moves``.

    >>> subtraction_values([1, 3, 4], 9)
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]

    g(n) = mex{g(n − s) : s in S, s <= n}. Time O(upto·|S|) (compiled for many steps),
    memory O(upto).
    """
    values = subtraction_array(moves, upto)
    return values if isinstance(values, list) else values.tolist()


def periodic_value(moves: Sequence[int], n: int) -> int:
    """g(n) of the subtraction game with the finite set ``moves``, for any n: from the values up
    to a window that proves their period (the periodicity theorem, module docstring).

    >>> periodic_value([1, 3, 4], 10**100 + 4)    # period 7 from 0, 10^100 + 4 ≡ 1: g(1)
    1

    A move longer than n never applies from n, nor from any heap play reaches, so the game
    from n is that of the shorter moves alone.
    """
    moves = [s for s in moves if s <= n]
    if not moves:
        return 0
    largest = max(moves)
    if largest >= SEQUENCE_LIMIT and n > SEQUENCE_LIMIT:
        raise TooLarge(Msg("the period of g is proven from the values over a window as long as the largest "
                           "move, {largest}: beyond the {kept:,} values kept, so g(n) for n = {n} is out of reach",
                           largest=amount(largest), kept=SEQUENCE_LIMIT, n=amount(n)))
    window = min(n, SEQUENCE_LIMIT, max(1 << 12, 4 * largest))
    while True:
        values = subtraction_values(moves, window)
        if window == n:
            return values[n]
        found = find_period(values, lambda n0, p: largest)
        if found is not None:
            n0, p = found
            return values[n0 + (n - n0) % p] if n >= n0 else values[n]
        if window >= SEQUENCE_LIMIT:
            raise TooLarge(Msg("no period of g shows up to {kept:,} (the largest move is {largest}); "
                               "g(n) for n = {n} would need every value up to n", kept=SEQUENCE_LIMIT,
                               largest=amount(largest), n=amount(n)))
        window = min(n, SEQUENCE_LIMIT, 8 * window)


def find_period(values: Sequence[int], margin: Callable[[int, int], int]) -> tuple[int, int] | None:
    """The smallest period p, with its least preperiod n0, that the values bear out.

    (n0, p) is borne out when values[n] = values[n + p] for every n0 <= n < len(values) − p and
    those comparisons number at least ``margin(n0, p)``. Periods are tried from 1 up, each
    with the n0 found by scanning back from the end, so the first one found is the least.

    >>> find_period([0, 1, 2, 0, 1, 2, 0, 1], lambda n0, p: 2)
    (0, 3)
    >>> find_period([5, 0, 1, 0, 1, 0, 1, 0, 1], lambda n0, p: n0 + 2 * p)
    (1, 2)
    >>> find_period([0, 1, 2, 3], lambda n0, p: 2) is None
    True

    Time O(len(values)²) at worst, about O(len(values)) per period when values rarely repeat.
    ``margin`` must not shrink as p grows: once even n0 = 0 leaves too few comparisons, no
    larger period is tried.
    """
    length = len(values)
    for p in range(1, length):
        if length - p < max(1, margin(0, p)):
            break
        n = length - p - 1
        while n >= 0 and values[n] == values[n + p]:
            n -= 1
        n0 = n + 1
        if length - p - n0 >= max(1, margin(n0, p)):
            return n0, p
    return None

