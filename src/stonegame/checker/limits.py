"""The limits of ``stonegame check``, each defined once, where both sides of it can read them.

The checker imports this module as ``stonegame.checker.limits``; the processes that run the
candidate (``supervisor.py`` and ``server.py``, started as a script) import it as their sibling
``limits``. So it imports nothing of stonegame, and nothing heavy: the standard library only,
and ``resource`` only when a limit is set.
"""

from __future__ import annotations

STACK_BYTES = 512 * 2**20
"""The C stack of the thread a Python candidate runs in. A Python call made from C code (through
``functools.cache``, a generator, ``max(map(...))``) takes 260–400 bytes of it on CPython 3.11,
so this holds RECURSION_LIMIT nested calls with room to spare."""
RECURSION_LIMIT = 500_000
"""Nested calls a Python candidate may make: 10^5 levels of a ``functools.cache`` recursion take
200,000 (two calls a level: the cache's and the function's), or 400,000 with a generator inside
``min(...)``. Its own ``sys.setrecursionlimit`` may lower the limit, never raise it past this."""
OUTPUT_BYTES = 16 * 2**20  # most a candidate may print to stdout in one case (RLIMIT_FSIZE)
STDERR_TAIL = 16 * 2**10  # bytes of the candidate's stderr kept (the end, where the error is)


def limit_output() -> None:
    """Cap the files this process (and what it starts) writes at OUTPUT_BYTES (RLIMIT_FSIZE)."""
    import resource

    _, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    if hard == resource.RLIM_INFINITY or hard > OUTPUT_BYTES:
        resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_BYTES, hard))
