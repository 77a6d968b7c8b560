"""The kernel machinery: one plain-Python source per fast solver, compiled by numba only when it pays.

The kernels themselves belong to their games (``stonegame.games.<game>.kernels``); this module
holds what they share: ``Kernel`` and ``kernel``, ``jit`` with its forgiving disk cache,
``run_guarded``, and the exactness checks (``fits_int64``).

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
from contextvars import ContextVar
from functools import cache
from typing import TYPE_CHECKING, Any, TypeAlias

from stonegame.catalogs import Msg
from stonegame.core.errors import TooLarge

if TYPE_CHECKING:  # numpy is imported only where a kernel runs compiled
    import numpy as np
    from numpy.typing import NDArray
    from typing_extensions import TypeIs

Ints: TypeAlias = "Sequence[int] | NDArray[np.int64]"
"""A row of values: Python ints, or an int64 numpy array (a large input, or a kernel's buffer)."""

INT64_SAFE = 2**62
"""Bound under which every intermediate of a kernel stays exact in int64 (one bit to spare)."""


def is_array(values: Ints) -> TypeIs[NDArray[np.int64]]:
    """True for a numpy row (told by its ``dtype``, without importing numpy)."""
    return hasattr(values, "dtype")


def plain(values: Ints) -> Sequence[int]:
    """The values as Python ints (a numpy row becomes a list; anything else is kept)."""
    return values.tolist() if is_array(values) else values


def bounds(values: Ints) -> tuple[int, int]:
    """(min, max), exact, without a Python loop over a numpy array."""
    if is_array(values):
        return int(values.min()), int(values.max())
    return min(values), max(values)


def magnitude(values: Ints) -> int:
    """max |value|, exact."""
    if len(values) == 0:
        return 0
    low, high = bounds(values)
    return max(high, -low)


_ALWAYS_COMPILE: ContextVar[bool] = ContextVar("always_compile", default=False)


@contextmanager
def always_compile() -> Iterator[None]:
    """Run kernels compiled at every size (what a benchmark of the algorithm wants to see)."""
    token = _ALWAYS_COMPILE.set(True)
    try:
        yield
    finally:
        _ALWAYS_COMPILE.reset(token)


def compiling_always() -> bool:
    """True inside ``always_compile``: every size takes the compiled path."""
    return _ALWAYS_COMPILE.get()


def fits_int64(values: Ints, factor: int) -> bool:
    """True when ``factor`` × max |value| stays below 2^62: every sum a kernel forms is exact."""
    return factor * magnitude(values) < INT64_SAFE


def total(values: Ints) -> int:
    """sum(values), exact: in int64 only when the sum cannot wrap."""
    if is_array(values):
        return int(values.sum()) if fits_int64(values, len(values)) else sum(values.tolist())
    return sum(values)


class Kernel:
    """A plain function, and its numba-compiled twin made on first large input. A kernel that
    loops over rows (``run_rows``) says by ``buffers`` the sizes of the work buffers it takes
    after its outputs, for rows of up to ``longest`` values."""

    def __init__(self, function: Callable[..., Any], compile_from: int,
                 buffers: Callable[[int], tuple[int, ...]] = lambda longest: ()):
        self.function = function
        self.compile_from = compile_from
        self.buffers = buffers
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
        return compiling_always() or size >= self.compile_from

    @property
    def loaded(self) -> bool:
        """True once this process has the compiled twin: calling it again costs no compile."""
        return self._compiled is not None

    def __call__(self, *args: Any) -> Any:
        return self.function(*args)

    def run(self, size: int, *args: Any) -> Any:
        """Called on an input of ``size`` values: compiled when that repays the compile, else plain."""
        return (self.compiled if self.worth_compiling(size) else self.function)(*args)


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
    function = _calling_compiled(function)
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
    asked = os.environ.get("NUMBA_CACHE_DIR")
    used = getattr(dispatcher._cache, "cache_path", None)
    if asked and used and not os.path.abspath(used).startswith(os.path.abspath(asked)):
        # numba falls back to another folder without a word: the user who chose one is told
        _warn_about_cache(f"NUMBA_CACHE_DIR={asked} is not a writable folder; numba caches compiled code in "
                          f"{used} instead")
    return dispatcher


_cache_warned = False


def _calling_compiled(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` as numba must see it: a kernel that calls another (``rows_take_either_end``
    calls ``collapse_peaks``) names a ``Kernel``, which numba cannot call, so the copy it
    compiles sees each such name bound to that kernel's compiled twin instead. The plain
    function keeps calling the plain kernels. (numba's disk cache does not notice a change in
    a callee: a kernel calls only kernels of its own module, whose change is the caller's.)"""
    import types

    found = {name: value.compiled for name in function.__code__.co_names
             if isinstance(value := function.__globals__.get(name), Kernel)}
    if not found:
        return function
    copy = types.FunctionType(function.__code__, {**function.__globals__, **found}, function.__name__,
                              function.__defaults__, function.__closure__)
    copy.__module__, copy.__qualname__, copy.__doc__ = function.__module__, function.__qualname__, function.__doc__
    return copy


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


def later(module: str, name: str) -> Callable[..., Any]:
    """``name`` of ``module``, imported when first called: a game's many-rows kernel is loaded
    with its kernels module only when batch asks for it (a command that solves one instance
    never loads a kernels module it does not run)."""

    def call(*args: Any) -> Any:
        import importlib

        return getattr(importlib.import_module(module), name)(*args)

    call.__name__ = call.__qualname__ = name
    return call


def kernel(compile_from: int,
           buffers: Callable[[int], tuple[int, ...]] = lambda longest: ()) -> Callable[[Callable[..., Any]], Kernel]:
    """Declare a kernel that is compiled for inputs of at least ``compile_from`` values (a
    loop over rows: with work buffers of the sizes ``buffers`` gives for the longest row)."""

    def wrap(function: Callable[..., Any]) -> Kernel:
        return Kernel(function, compile_from, buffers)

    return wrap


def run_guarded(k: Kernel, values: Ints, factor: int) -> int:
    """Run a kernel of one row that returns (value, min, max): compiled when large, and its
    int64 result kept only if ``factor`` × max |value| < 2^62 proves it exact; otherwise on
    Python ints. Checking the bounds inside the kernel's own pass saves a pass over the row.
    """
    if k.worth_compiling(len(values)):
        import numpy as np

        try:
            value, low, high = k.compiled(np.asarray(values, dtype=np.int64))
        except OverflowError:  # Python ints beyond int64: only the exact path can take them
            pass
        else:
            if factor * max(int(high), -int(low)) < INT64_SAFE:
                return int(value)
    return k.function(plain(values))[0]


def usable_cores() -> int:
    """The cores this process may use, or STONEGAME_THREADS when set (1: never in parts)."""
    chosen = os.environ.get("STONEGAME_THREADS", "")
    return int(chosen) if chosen.isdigit() and int(chosen) > 0 else cores()


def cores() -> int:
    """The cores this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


TABLE_BYTES = 2 * 2**30
"""The most memory an O(n²) table of ``fast`` may take (stone-game-ii, stone-game-v)."""


def check_room(values: int, what: str) -> None:
    """Refuse (TooLarge) a table of ``values`` int64 values past ``TABLE_BYTES``."""
    if values * 8 > TABLE_BYTES:
        raise TooLarge(Msg("{what} needs a table of {values:,} values ({size:.1f} GiB), "
                           "over the limit of {most:.0f} GiB",
                           what=what, values=values, size=values * 8 / 2**30, most=TABLE_BYTES / 2**30))


SHORT_ROWS = 64
"""Rows up to this long are solved by a game's matrix form (``many_rows``): numpy loads in a
tenth of a second where numba's compiled kernel takes about a second to load from its cache,
and on rows this short one numpy operation over all rows of a length does a step for each."""


MATRIX_CELLS = 1 << 22
"""``many_rows`` gives a matrix form at most this many rows × n² (32 MiB of int64): room for
an interval table of each row (v, vii), and more rows are taken in slices."""


def many_rows(flat: Any, offsets: Any, matrix: Callable[[Any], tuple[Any, ...]] | None,
              rows_kernel: Kernel | Callable[[Any, Any], tuple[Any, ...]], outputs: int) -> tuple[Any, ...]:
    """A "many rows" kernel's outputs (int64 arrays, one entry per row) for rows laid end to
    end: the rows of each length up to ``SHORT_ROWS`` stacked as one matrix and given to
    ``matrix`` (which returns its outputs for every row of the matrix, each step one numpy
    operation over them all), the longer ones laid end to end anew and given to
    ``rows_kernel``: a ``Kernel`` looping over the rows, run by ``run_rows`` (numba's when
    they hold enough values), or a function of (flat, offsets). Under ``always_compile``
    every row takes ``rows_kernel``, so tests exercise the compiled kernels; without
    ``matrix``, every row always does."""
    import numpy as np

    sizes = np.diff(offsets)
    short = np.zeros(len(sizes), bool) if compiling_always() or matrix is None else sizes <= SHORT_ROWS
    results = tuple(np.empty(len(sizes), np.int64) for _ in range(outputs))

    def place(rows: Any, parts: tuple[Any, ...]) -> None:
        for out, part in zip(results, parts, strict=True):
            out[rows] = part

    for n in distinct(sizes[short])[0]:
        assert matrix is not None
        rows = np.flatnonzero(sizes == n)
        step = max(1, MATRIX_CELLS // max(int(n) ** 2, 1))
        for start in range(0, len(rows), step):  # an interval table of every row of the slice fits
            some = rows[start:start + step]
            place(some, matrix(flat[offsets[some, None] + np.arange(n)]))
    if not short.all():
        rows = np.flatnonzero(~short)
        picked = sizes[rows]
        starts = np.repeat(offsets[rows] - np.concatenate(([0], np.cumsum(picked)[:-1])), picked)
        long_flat = flat[starts + np.arange(picked.sum())]
        long_offsets = np.concatenate(([0], np.cumsum(picked))).astype(np.int64)
        place(rows, run_rows(rows_kernel, long_flat, long_offsets, outputs)
              if isinstance(rows_kernel, Kernel) else rows_kernel(long_flat, long_offsets))
    return results


def distinct(values: Any) -> tuple[Any, Any]:
    """``np.unique(values, return_inverse=True)`` for a 1-D integer or bool array: by marking
    each value's place where they span a small range (a block's values, its rows' sizes), ten
    times faster there than numpy's hashing or sorting; by numpy elsewhere.

    >>> import numpy as np
    >>> found, which = distinct(np.array([5, -2, 5, 7]))
    >>> found.tolist(), which.tolist()
    ([-2, 5, 7], [1, 0, 1, 2])
    """
    import numpy as np

    if not len(values) or values.dtype.kind not in "biu":
        return np.unique(values, return_inverse=True)
    low, high = int(values.min()), int(values.max())
    if high - low > 4 * len(values) + 1024:
        return np.unique(values, return_inverse=True)
    shifted = values.astype(np.int64) - low
    seen = np.zeros(high - low + 1, bool)
    seen[shifted] = True
    return (np.flatnonzero(seen) + low).astype(values.dtype), (np.cumsum(seen) - 1)[shifted]


def run_rows(k: Kernel, flat: Any, offsets: Any, outputs: int) -> tuple[Any, ...]:
    """``outputs`` int64 arrays, one entry per row of ``flat`` (rows laid end to end), filled by
    the kernel ``k``, a loop over the rows, in one call (compiled when they hold enough values);
    its work buffers are int64 arrays of the sizes ``k.buffers`` gives for the longest row."""
    import numpy as np

    results = tuple(np.empty(len(offsets) - 1, np.int64) for _ in range(outputs))
    longest = int(np.diff(offsets).max(initial=0))
    k.run(len(flat), flat, offsets, *results, *(np.empty(size, np.int64) for size in k.buffers(longest)))
    return results


def shares(value: Any, total: Any) -> tuple[Any, Any, Any]:
    """(value, Alice's points, Bob's points) where every play scores all ``total`` points
    between them and ``value`` is Alice's lead: Alice has (total + value) / 2."""
    return value, (total + value) // 2, (total - value) // 2
