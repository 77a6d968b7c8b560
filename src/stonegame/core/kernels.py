"""Compiled kernels: one plain-Python source per fast solver, compiled by numba only when it pays.

A kernel is a function over integer sequences that numba can compile (no Python objects, no
allocation of lists inside). ``Kernel.__call__`` runs the plain function on Python lists for
small inputs (exact ints, no numba import) and the compiled one on int64 arrays for large
ones. The caller decides with ``fits_int64`` whether int64 is safe: when it is not, the
plain function runs on Python ints at any size, so a result is never silently wrapped.
"""

from __future__ import annotations

import os
import warnings
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import cache
from itertools import pairwise
from typing import Any

from stonegame.core.errors import TooLarge

INT64_SAFE = 2**62
"""Bound under which every intermediate of a kernel stays exact in int64 (one bit to spare)."""


def plain(values: Sequence[int]) -> Sequence[int]:
    """The values as Python ints (a numpy row becomes a list; anything else is kept)."""
    return values.tolist() if hasattr(values, "tolist") else values


def bounds(values: Sequence[int]) -> tuple[int, int]:
    """(min, max), exact, without a Python loop over a numpy array."""
    if hasattr(values, "dtype"):
        return int(values.min()), int(values.max())
    return min(values), max(values)


def magnitude(values: Sequence[int]) -> int:
    """max |value|, exact."""
    if len(values) == 0:
        return 0
    low, high = bounds(values)
    return max(high, -low)


ALWAYS_COMPILE = False
"""Set by ``always_compile`` for benchmarks: every size takes the compiled path."""


@contextmanager
def always_compile() -> Iterator[None]:
    """Run kernels compiled at every size (what a benchmark of the algorithm wants to see)."""
    global ALWAYS_COMPILE
    ALWAYS_COMPILE = True
    try:
        yield
    finally:
        ALWAYS_COMPILE = False


def fits_int64(values: Sequence[int], factor: int) -> bool:
    """True when ``factor`` × max |value| stays below 2^62: every sum a kernel forms is exact."""
    return factor * magnitude(values) < INT64_SAFE


def total(values: Sequence[int]) -> int:
    """sum(values), exact: in int64 only when the sum cannot wrap."""
    if hasattr(values, "dtype"):
        return int(values.sum()) if fits_int64(values, len(values)) else sum(values.tolist())
    return sum(values)


class Kernel:
    """A plain function, and its numba-compiled twin made on first large input."""

    def __init__(self, function: Callable[..., Any], compile_from: int):
        self.function = function
        self.compile_from = compile_from
        self._compiled: Callable[..., Any] | None = None
        self.__doc__ = function.__doc__
        self.__name__ = function.__name__

    @property
    def compiled(self) -> Callable[..., Any]:
        """The numba version (compiled once, cached on disk by numba when it can: see ``jit``)."""
        if self._compiled is None:
            self._compiled = jit(self.function)
        return self._compiled

    def worth_compiling(self, size: int) -> bool:
        return ALWAYS_COMPILE or size >= self.compile_from

    @property
    def loaded(self) -> bool:
        """True once this process has the compiled twin: calling it again costs no compile."""
        return self._compiled is not None

    def __call__(self, *args: Any) -> Any:
        return self.function(*args)


class CacheWarning(UserWarning):
    """numba's disk cache could not be used: kernels are compiled again (slower, still right)."""


def jit(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` compiled by numba, with a disk cache that can never fail a run.

    ``numba.njit(cache=True)`` fails the call when the cache cannot be used: no writable
    folder for it ("no locator available"), or an unreadable cache file (UnpicklingError, or
    EOFError for an empty one) on every run until it is deleted. Here an unusable folder means
    compiling without a cache, and an unreadable file is compiled again and rewritten; each
    says so once per process (``CacheWarning``).
    """
    import numba

    _compile_at()
    dispatcher = numba.njit(nogil=True)(function)
    try:
        forgiving = _forgiving_cache()
    except ImportError:  # a numba laid out otherwise: its own cache, as it fails
        forgiving = None
    if forgiving is None or not hasattr(dispatcher, "_cache"):
        return numba.njit(cache=True, nogil=True)(function)
    try:
        # what cache=True does (numba's Dispatcher.enable_caching), with a cache that forgives
        dispatcher._cache = forgiving(function)
    except Exception:  # no folder to cache in: numba's locators found none writable
        folder = os.environ.get("NUMBA_CACHE_DIR")
        where = f"NUMBA_CACHE_DIR={folder} is not a writable folder" if folder else "no writable folder for it"
        _warn_about_cache(f"numba cannot cache compiled code ({where}); compiling without a cache")
    return dispatcher


_cache_warned = False


def _warn_about_cache(message: str) -> None:
    """One ``CacheWarning`` per process: the first problem says what to fix."""
    global _cache_warned
    if not _cache_warned:
        _cache_warned = True
        warnings.warn(message, CacheWarning, stacklevel=3)


def at(index: int) -> int:
    """``index``, a subscript known to be >= 0: a compiled kernel reads it as unsigned.

    numba lets every signed subscript count from the end (x[-1]), which costs a shift, an
    and, and a register for the length on each access; for an unsigned one it leaves that
    out (see ``_compile_at``). In take_prefix's inner loops that is a third of the
    instructions and a fifth of the time. Plain Python just gets the index back.
    """
    return index


@cache
def _compile_at() -> None:
    """Teach numba ``at``: a cast to uint64 (which it indexes without wraparound)."""
    import numpy as np
    from numba.extending import overload

    @overload(at)
    def unsigned(index):  # unannotated: numba matches its signature to the lambda's
        return lambda index: np.uint64(index)


@cache
def _forgiving_cache() -> type:
    """numba's FunctionCache, for which a cache file that cannot be read or written is a miss."""
    from numba.core.caching import FunctionCache

    class ForgivingCache(FunctionCache):
        def load_overload(self, sig: Any, target_context: Any) -> Any:
            try:
                return super().load_overload(sig, target_context)
            except Exception as error:  # a corrupt or empty file: compile again, and start the file anew
                try:
                    self.flush()  # an empty index: the next save writes a good one
                    fate = "compiled again and rewritten"
                except OSError:
                    self.disable()
                    fate = "compiled without a cache"
                _warn_about_cache(f"numba's cache in {self.cache_path} could not be read "
                                  f"({type(error).__name__}); {fate}")
                return None

        def save_overload(self, sig: Any, data: Any) -> None:
            try:
                super().save_overload(sig, data)
            except Exception as error:
                self.disable()
                _warn_about_cache(f"numba's cache in {self.cache_path} could not be written "
                                  f"({getattr(error, 'strerror', None) or type(error).__name__}); "
                                  "compiled without a cache")

    return ForgivingCache


def kernel(compile_from: int) -> Callable[[Callable[..., Any]], Kernel]:
    """Declare a kernel that is compiled for inputs of at least ``compile_from`` values."""

    def wrap(function: Callable[..., Any]) -> Kernel:
        return Kernel(function, compile_from)

    return wrap


def run_guarded(k: Kernel, values: Sequence[int], factor: int,
                buffers: Callable[[int, Any], tuple[Any, ...]] = lambda n, numpy: ()) -> int:
    """Run a kernel that returns (value, min, max): compiled when large, and its int64 result
    kept only if ``factor`` × max |value| < 2^62 proves it exact; otherwise on Python ints.

    Checking the bounds inside the kernel's own pass saves a pass over the row. ``buffers``
    gives the kernel's other arguments, for numpy (the module) or for the plain path (None).
    """
    n = len(values)
    if k.worth_compiling(n):
        import numpy as np

        try:
            value, low, high = k.compiled(np.asarray(values, dtype=np.int64), *buffers(n, np))
        except OverflowError:  # Python ints beyond int64: only the exact path can take them
            pass
        else:
            if factor * max(int(high), -int(low)) < INT64_SAFE:
                return int(value)
    return k.function(plain(values), *buffers(n, None))[0]


def take_either_end(values: Sequence[int], sign: int = 1, parts: int = 0) -> int:
    """Value (first mover − second) of "take either end" on ``sign`` × ``values``."""
    return ends_and_total(values, sign, parts)[0]


PARALLEL_FROM = 1 << 18
"""Rows from this long collapse in parts, one per core (see ``ends_and_total``)."""


def usable_cores() -> int:
    """The cores this process may use, or STONEGAME_THREADS when set (1: never in parts)."""
    chosen = os.environ.get("STONEGAME_THREADS", "")
    if chosen.isdigit() and int(chosen) > 0:
        return int(chosen)
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def ends_and_total(values: Sequence[int], sign: int = 1, parts: int = 0) -> tuple[int, int]:
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
    row = plain(values)
    pieces = [(row[a:b], [0] * (n if a == 0 else b - a)) for a, b in pairwise(cuts)]
    value, _, _, whole = _collapse_pieces(pieces, sign, collapse_peaks.function, take_larger_ends.function)
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


TABLE_BYTES = 2 * 2**30
"""The most memory an O(n²) table of ``fast`` may take (stone-game-ii, stone-game-v)."""


def check_room(values: int, what: str) -> None:
    """Refuse (TooLarge) a table of ``values`` int64 values past ``TABLE_BYTES``."""
    if values * 8 > TABLE_BYTES:
        raise TooLarge(f"{what} needs a table of {values:,} values ({values * 8 / 2**30:.1f} GiB), "
                       f"over the limit of {TABLE_BYTES / 2**30:.0f} GiB")


LINE_WORK = 10**9
"""The most steps a line by ``segment_values`` may take: n = 20,000 (4·10^8) takes 1.5 s."""


PYTHON_LINE_WORK = 500_000
"""Steps ``segment_values`` takes in plain Python before it loads the compiled kernels: about
0.2 s, about what loading numba takes, so a game of play or a short line never waits for it."""


def segment_values(values: Sequence[int], sign: int = 1, compile_from: int = 1_000):
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
        raise TooLarge(f"the optimal line of {n:,} values takes about n² = {n * n:.1e} steps, over the "
                       f"limit of {LINE_WORK:.0e} (the answer and the value do not need it)")
    compiled: list[Callable[[int, int], int]] = []
    work = [0 if collapse_peaks.loaded else PYTHON_LINE_WORK]

    def compile_it() -> Callable[[int, int], int]:
        import numpy as np

        array, stack = np.asarray(values, dtype=np.int64), np.empty(n, np.int64)
        collapse, take = collapse_peaks.compiled, take_larger_ends.compiled
        return lambda i, j: int(take(stack, collapse(array[i : j + 1], stack, 0, sign)[0]))

    may_compile = fits_int64(values, n) and n >= compile_from

    def value(i: int, j: int) -> int:
        if i > j:
            return 0
        if compiled:
            return compiled[0](i, j)
        if may_compile and (ALWAYS_COMPILE or work[0] <= 0):
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
    it runs at about a third of the speed of Stone Game III's straight recurrence.
    """
    low = values[0]
    high = values[0]
    total = 0
    for k in range(len(values)):
        v = values[k]
        low = min(low, v)
        high = max(high, v)
        total += v
        z = sign * v
        while top >= 2 and stack[top - 2] <= stack[top - 1] >= z:
            z = stack[top - 2] - stack[top - 1] + z
            top -= 2
        stack[top] = z
        top += 1
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


@kernel(compile_from=500_000)  # plain Python: 0.03 s at LeetCode's 5·10^4, 0.2 s here; numba loads in 0.3-0.5 s
def take_up_to_three(values):
    """(value, min, max) of Stone Game III from the last stone back, three values rolling:
    mirrors stone_game_iii.table."""
    n = len(values)
    d1 = 0  # d(i+1)
    d2 = 0  # d(i+2)
    d3 = 0  # d(i+3)
    low = values[n - 1]
    high = values[n - 1]
    for i in range(n - 1, -1, -1):
        taken = values[i]
        low = min(low, taken)
        high = max(high, taken)
        best = taken - d1
        if i + 1 < n:
            taken += values[i + 1]
            best = max(best, taken - d2)
            if i + 2 < n:
                taken += values[i + 2]
                best = max(best, taken - d3)
        d3 = d2
        d2 = d1
        d1 = best
    return d1, low, high


@kernel(compile_from=500_000)  # plain Python: 0.03 s at LeetCode's 5·10^4, 0.2 s here; numba loads in 0.3-0.5 s
def merge_prefix(values):
    """(value, min, max) of Stone Game VIII, f(i) = max(f(i+1), prefix[i+1] − f(i+1)): mirrors
    stone_game_viii.table."""
    n = len(values)
    prefix = 0
    low = values[0]
    high = values[0]
    for k in range(n):
        v = values[k]
        prefix += v
        low = min(low, v)
        high = max(high, v)
    best = prefix  # f(n−2) = prefix[n−1]: the last move merges everything
    for i in range(n - 3, -1, -1):
        prefix -= values[i + 2]  # now prefix[i+1]
        best = max(best, prefix - best)
    return best, low, high


@kernel(compile_from=300_000)  # plain Python: 0.04 s at 10^5, under numba's 0.3-0.5 s import and load
def square_sieve(wins):
    """Stone Game IV forward from the losing positions: every k + s² of a losing k is a win.

    ``wins`` (length n + 1, all zero) is filled in place; returns 1 if n is a win, else −1.
    Each losing position marks √n successors, and losing positions are rare, so the sieve
    beats the O(n√n) table that tries every square from every position.
    """
    n = len(wins) - 1
    for k in range(n + 1):
        if wins[k] == 0:
            if k == n:
                return -1
            s = 1
            while k + s * s <= n:
                wins[k + s * s] = 1
                s += 1
    return 1


@kernel(compile_from=300_000)
def packed_square_sieve(bits, n):
    """``square_sieve`` with a bit per position: bit k % 8 of ``bits[k // 8]`` (all zero, at
    least n // 8 + 1 bytes) is set where the mover wins with k stones. Returns 1 if n is a win,
    else −1.

    The marks of a losing k land √n apart all over the row: n bits (1.25 MB at n = 10^7)
    stay in cache where n bytes do not, which is what makes the C++ anchor's bitset fast.
    Bytes rather than 64-bit words: numba's mixed signed and unsigned arithmetic would turn
    a word's top bit into a float.
    """
    k = 0
    while k <= n:
        if (bits[k >> 3] >> (k & 7)) & 1 == 0:
            if k == n:
                return -1
            s = 1
            j = k + 1
            while j <= n:
                bits[j >> 3] |= 1 << (j & 7)
                s += 1
                j = k + s * s
        k += 1
    return 1


@kernel(compile_from=150)
def balance_point(stones, prefix, best_left, best_right, dp):
    """Stone Game V in O(n²): the balance-point DP of stone_game_v.interval_scores_fast (whose
    notes explain it) over flat buffers; returns dp(0, n − 1).

    ``prefix`` holds the n + 1 prefix sums; ``best_left`` (n) and ``best_right`` (n(n + 1)/2)
    are work buffers, which need no zeroing (every cell is written before it is read):
    best_left is the current row's running maximum of keep-left options, best_right[s, j]
    the maximum of keep-right options t >= s of rows ending at j.
    ``dp`` is empty, or n(n + 1)/2 zeros that receive dp(i, j). Both triangles are stored by
    rows, (s, j) at s·n − s(s + 1)/2 + j for s <= j (stone_game_v.triangle_index).
    Subscripts in the loop over j go through ``at``: no wraparound (40% faster).
    """
    n = len(stones)
    keep_dp = len(dp) > 0
    answer = 0
    for i in range(n - 1, -1, -1):
        here = i * n - i * (i + 1) // 2  # (i, j) is at here + j
        below = here + n - i - 1  # (i + 1, j) is at below + j
        best_left[i] = stones[i]
        best_right[here + i] = stones[i]
        m = i - 1  # balance point: the last split whose left sum is at most the right sum
        for j in range(i + 1, n):
            total = prefix[at(j + 1)] - prefix[at(i)]
            while m + 1 < j and 2 * (prefix[at(m + 2)] - prefix[at(i)]) <= total:
                m += 1
            best = best_left[at(m)] if m >= i else 0
            s = m + 1 if m >= i and 2 * (prefix[at(m + 1)] - prefix[at(i)]) == total else m + 2
            if s <= j:
                best = max(best, best_right[at(s * n - s * (s + 1) // 2 + j)])
            if keep_dp:
                dp[at(here + j)] = best
            if i == 0 and j == n - 1:
                answer = best
            keep = total + best
            best_left[at(j)] = max(best_left[at(j - 1)], keep)
            best_right[at(here + j)] = max(best_right[at(below + j)], keep)
    return answer


SEARCH_DONE, SEARCH_FULL, SEARCH_SPENT = 0, 1, 2
"""What ``split_search`` returns: finished, its memo needs room, or its work budget ran out."""


@kernel(compile_from=150)  # unused: stone_game_v.search decides when to go compiled
def split_search(prefix, lowest, budget, keys, values, frame_i, frame_j, frame_left, frame_right,
                 frame_best, frame_gain, state):
    """Stone Game V top-down, each row's kept parts tried in decreasing order of their sum,
    pruned by a bound and by what the row must beat: stone_game_v.search, whose notes prove it.

    ``prefix`` holds the n + 1 prefix sums of positive stones and ``lowest`` the smallest
    stone. The memo is an open-addressing hash table: ``keys`` (i·(n + 1) + j, or −1 for an
    empty slot; a power of two, at least 2, long) and ``values``: dp(i, j) when it is >= 0,
    else −1 − u for a row known only to have dp(i, j) <= u. Each frame is a row being
    searched: (i, j); its next candidates, keep stones[i..left] and keep stones[right..j]
    (left = −2 for a row not started); the best score found, which starts at the floor the row
    must beat to matter to its parent; and the sum its parent keeps with it. The caller
    pushes the root, a row of two stones or more, with best = −1. ``state`` is [frames in
    use, work done, memo entries, dp of the root]. The search stops before an insert that
    would fill the memo past half (SEARCH_FULL: the caller moves the memo to a table twice
    the size, and a new call goes on where this one stopped), and before a candidate past
    ``budget`` (SEARCH_SPENT). Subscripts in the loop go through ``at``: no wraparound.
    """
    capacity = len(keys)
    bits = 0
    while (1 << bits) < capacity:
        bits += 1
    mask = capacity - 1
    stride = len(prefix)
    top = state[0]
    work = state[1]
    count = state[2]
    status = SEARCH_DONE
    while top > 0:
        f = top - 1
        i = frame_i[at(f)]
        j = frame_j[at(f)]
        left = frame_left[at(f)]
        right = frame_right[at(f)]
        best = frame_best[at(f)]
        if left == -2:  # a row not started: its balance point, and the most it can score
            whole = prefix[at(j + 1)] - prefix[at(i)]
            low = i - 1
            high = j - 1
            while low < high:  # the last split m with 2·sum(i..m) <= sum(i..j)
                middle = (low + high + 1) // 2
                if 2 * (prefix[at(middle + 1)] - prefix[at(i)]) <= whole:
                    low = middle
                else:
                    high = middle - 1
            left = low
            right = low + 1 if low >= i and 2 * (prefix[at(low + 1)] - prefix[at(i)]) == whole else low + 2
            most = prefix[at(left + 1)] - prefix[at(i)] if left >= i else 0  # B(i..j): the most it can keep
            if right <= j and prefix[at(j + 1)] - prefix[at(right)] > most:
                most = prefix[at(j + 1)] - prefix[at(right)]
            if 2 * most - lowest <= best:  # it cannot beat its floor: never searched, never stored
                top -= 1
                continue
            frame_left[at(f)] = left
            frame_right[at(f)] = right
        kept_left = prefix[at(left + 1)] - prefix[at(i)] if left >= i else -1
        kept_right = prefix[at(j + 1)] - prefix[at(right)] if right <= j else -1
        kept = max(kept_left, kept_right)
        # no part left to keep, or none can beat best: the bound only falls with the kept sum
        if kept < 0 or kept + max(2 * (kept // 2) - lowest, 0) <= best:
            floor = frame_best[at(f - 1)] - frame_gain[at(f)] if f > 0 else -1
            key = i * stride + j
            slot = ((key * 0x9E3779B97F4A7C1) >> (64 - bits)) & mask
            while keys[at(slot)] >= 0 and keys[at(slot)] != key:
                slot = (slot + 1) & mask
            if keys[at(slot)] != key:
                if 2 * (count + 1) > capacity:
                    status = SEARCH_FULL
                    break
                keys[at(slot)] = key
                count += 1
            # above its floor best is dp(i, j); else every option was at most the floor
            values[at(slot)] = best if best > floor else -1 - floor
            top -= 1
            if top == 0:
                state[3] = best
            elif best > floor:
                frame_best[at(f - 1)] = frame_gain[at(f)] + best
            continue
        if work >= budget:
            status = SEARCH_SPENT
            break
        work += 1
        if kept_left >= kept_right:
            a = i
            b = left
            frame_left[at(f)] = left - 1
        else:
            a = right
            b = j
            frame_right[at(f)] = right + 1
        if a == b:  # one stone: nothing more to score
            score = kept
        elif a + 1 == b:  # two stones: split them, keep the smaller
            score = kept + min(prefix[at(a + 1)] - prefix[at(a)], prefix[at(b + 1)] - prefix[at(b)])
        else:
            key = a * stride + b
            slot = ((key * 0x9E3779B97F4A7C1) >> (64 - bits)) & mask
            while keys[at(slot)] >= 0 and keys[at(slot)] != key:
                slot = (slot + 1) & mask
            if keys[at(slot)] == key and values[at(slot)] >= 0:
                score = kept + values[at(slot)]
            elif keys[at(slot)] == key and kept - 1 - values[at(slot)] <= best:
                continue  # known to be at most a bound that cannot beat best
            else:  # search it, to beat best − kept: its frame starts on the next pass
                frame_i[at(top)] = a
                frame_j[at(top)] = b
                frame_left[at(top)] = -2
                frame_best[at(top)] = best - kept
                frame_gain[at(top)] = kept
                top += 1
                continue
        if score > best:
            frame_best[at(f)] = score
    state[0] = top
    state[1] = work
    state[2] = count
    return status


@kernel(compile_from=150)  # unused: it runs compiled when split_search does
def rehash(keys, values, new_keys, new_values):
    """Move split_search's memo into ``new_keys``/``new_values`` (all −1 / any, larger)."""
    capacity = len(new_keys)
    bits = 0
    while (1 << bits) < capacity:
        bits += 1
    mask = capacity - 1
    for old in range(len(keys)):
        key = keys[old]
        if key >= 0:
            slot = ((key * 0x9E3779B97F4A7C1) >> (64 - bits)) & mask
            while new_keys[slot] >= 0:
                slot = (slot + 1) & mask
            new_keys[slot] = key
            new_values[slot] = values[old]


@kernel(compile_from=60)
def take_prefix(suffix, lim, live, row_end, table, queue_base, queue_at, queue_values, heads, sizes,
                row_at, row_values):
    """Stone Game II in O(n²): f(i, M) = suffix[i] − min(A, B), both minima by monotone deques.

    Mirrors stone_game_ii.best_table. For X <= M the options are f(i+X, M): for each M a
    window of landing piles [i+1, i+M] that slides left as i falls (A: one deque per M, a
    ring of capacity M at queue_base[M]). For M < X <= 2M they are f(i+X, X): for a fixed i
    a window of X whose ends both move right as M grows (B: one deque per row). Each (i, M)
    costs O(1) amortized.

    Only live states are stored: M <= live[j] = min(lim[j], j // 2 + 1). Past lim[j] =
    (n − j − 1) // 2 the mover takes every pile left (f = suffix[j]); past j // 2 + 1 the
    state is unreachable (M only grows to X after X piles are taken, and 2X − 2 piles precede
    them), and the states a live one reads are live or past lim. Row j of ``table`` is
    [row_end[j + 1], row_end[j]): about n²/8 values, written in the order they are made, so
    the scattered reads of B stay in cache longer. A bound M goes live at one row and dies at
    a later one; its deque is built from scratch when it goes live (every pile of that window
    is past lim, so the build reads only suffix sums). The other arguments are work buffers;
    none needs zeroing, since every cell is written before it is read (and every cell of
    ``table`` is written). Subscripts in the loop over M go through ``at``: no wraparound.
    Returns f(0, 1).
    """
    n = len(suffix) - 1
    for i in range(n - 1, -1, -1):
        live_i = live[i]
        live_next = live[i + 1]
        next_row = row_end[i + 2] if i + 2 <= n else 0  # row i + 1 starts here
        here = row_end[i + 1]
        bh = 0
        bt = 0
        x = 2
        for m in range(1, live_i + 1):
            base = queue_base[at(m)]
            h = heads[at(m)]
            s = sizes[at(m)]
            if m <= live_next:  # slide: f(i + 1, m) joins, pile i + m + 1 leaves
                if s > 0 and queue_at[at(base + h)] > i + m:
                    h = h + 1 if h + 1 < m else 0
                    s -= 1
                v = table[at(next_row + m - 1)]
                while s > 0:
                    back = h + s - 1
                    if back >= m:
                        back -= m
                    if queue_values[at(base + back)] < v:
                        break
                    s -= 1
                back = h + s
                if back >= m:
                    back -= m
                queue_at[at(base + back)] = i + 1
                queue_values[at(base + back)] = v
                s += 1
            else:  # m goes live here: its window [i + 1, i + m] is all past lim
                h = 0
                s = 0
                for j in range(i + m, i, -1):
                    v = suffix[at(j)]
                    while s > 0 and queue_values[at(base + s - 1)] >= v:
                        s -= 1
                    queue_at[at(base + s)] = j
                    queue_values[at(base + s)] = v
                    s += 1
            heads[at(m)] = h
            sizes[at(m)] = s
            least = queue_values[at(base + h)]
            while x <= 2 * m:
                k = i + x
                w = suffix[at(k)] if x > lim[at(k)] else table[at(row_end[at(k + 1)] + x - 1)]
                while bt > bh and row_values[at(bt - 1)] >= w:
                    bt -= 1
                row_at[at(bt)] = x
                row_values[at(bt)] = w
                bt += 1
                x += 1
            while row_at[at(bh)] <= m:
                bh += 1
            least = min(least, row_values[at(bh)])
            table[at(here + m - 1)] = suffix[at(i)] - least
    return suffix[0] if lim[0] < 1 else table[row_end[1]]


@kernel(compile_from=1 << 20)
def parse_integers(text, out):
    """The integers of ASCII ``text`` (bytes) into ``out``; returns how many, or −1 where it
    cannot tell: then the caller's exact reader (read.from_text) decides, with its messages.

    It reads two shapes only, and each as read.from_text does: integers separated by runs of
    spaces, tabs, newlines and commas (``5 3,4``), or one flat JSON list of them
    (``[5, 3, 4]``: JSON's commas and whitespace, no leading zeros). A value has 1 to 18
    digits (int64 holds it) and an optional '-'. Anything else returns −1, even what is
    valid (``+5``, 19 digits, a nested list, a float, a vertical tab).
    """
    n = len(text)
    k = 0
    count = 0
    while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
        k += 1
    if k == n or text[k] != 91:  # plain integers: one pass, a byte at a time
        value = 0
        digits = 0
        negative = False
        start = k
        for k in range(start, n):
            c = text[k]
            if 48 <= c <= 57:
                value = value * 10 + (c - 48)
                digits += 1
                if digits > 18:
                    return -1
            elif c == 32 or c == 10 or c == 44 or c == 9 or c == 13:
                if digits > 0:
                    out[count] = -value if negative else value
                    count += 1
                elif negative:  # a lone '-'
                    return -1
                value = 0
                digits = 0
                negative = False
            elif c == 45 and digits == 0 and not negative:  # '-'
                negative = True
            else:
                return -1
        if digits > 0:
            out[count] = -value if negative else value
            count += 1
        elif negative:
            return -1
        return count
    k += 1  # past the '[' of a JSON list
    while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
        k += 1
    unclosed = True  # until its ']'
    if k < n and text[k] == 93:  # "[]"
        k += 1
        unclosed = False
    while k < n and unclosed:
        negative = text[k] == 45  # '-'
        if negative:
            k += 1
        start = k
        value = 0
        while k < n and 48 <= text[k] <= 57 and k - start < 19:
            value = value * 10 + (text[k] - 48)
            k += 1
        digits = k - start
        if digits == 0 or digits > 18 or (digits > 1 and text[start] == 48):  # JSON has no leading zeros
            return -1
        out[count] = -value if negative else value
        count += 1
        while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
            k += 1
        if k < n and text[k] == 44:  # ',': a value follows
            k += 1
            while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
                k += 1
        elif k < n and text[k] == 93:  # ']'
            k += 1
            unclosed = False
        else:
            return -1
    while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
        k += 1
    if unclosed or k < n:
        return -1
    return count
