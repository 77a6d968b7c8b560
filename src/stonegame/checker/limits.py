"""The limits of ``stonegame check``, each defined once: what a candidate is held to, the
options' defaults and their ranges, and how many cases are run.

The checker imports this module as ``stonegame.checker.limits``; the processes that run the
candidate (``supervisor.py`` and ``server.py``, started as a script) import it as their sibling
``limits``. So it imports nothing of stonegame, and nothing heavy: the standard library only,
and ``resource`` only when a limit is set.

Constants that tune the checker's own machinery, not the candidate's limits (how many cases
are sent ahead, how long a supervisor may take to stop), stay with the module that uses them.
(The command line's option defaults are these constants: ``stonegame.cli.check``.)
"""

from __future__ import annotations

# --- time ------------------------------------------------------------------------------------

TIME_LIMIT = 2.0
"""Seconds one run at the constraints' largest size may take (CPython).

The rule behind it: LeetCode's limits are hidden and count all tests together; a Python
solution of the intended complexity runs each game's largest instance in well under a second
(the reference's times are printed beside), while an O(n³) Stone Game V takes seconds and an
O(n²) Stone Game VIII minutes. Two seconds separates the two with a margin.
"""
CASE_LIMIT = 2.0  # seconds for one small case (at most the time limit): a loop, or exponential time
LOAD_SECONDS = 10.0  # the least time a candidate has to load its file or start its driver (a JVM, a big import)
MAX_SECONDS = 86_400.0  # the longest --time-limit: a day

# --- memory, stack and output ----------------------------------------------------------------

MEMORY_MB = 512  # megabytes the candidate may allocate beyond the interpreter and its own file
MAX_MEMORY_MB = 2**30  # a petabyte: more than any machine, and still an exact rlimit in bytes
STACK_BYTES = 512 * 2**20
"""The stack a candidate's recursion gets: the C stack of the thread a Python candidate runs in,
a C++ program's, a Java solution's thread (Node's is its own, ``languages.javascript``). A
Python call made from C code (through ``functools.cache``, a generator, ``max(map(...))``)
takes 260–400 bytes of it on CPython 3.11, so this holds RECURSION_LIMIT nested calls with room
to spare; a C++ or Java recursion 10^5 deep with a few locals a level fits many times over."""
RECURSION_LIMIT = 500_000
"""Nested calls a Python candidate may make: 10^5 levels of a ``functools.cache`` recursion take
200,000 (two calls a level: the cache's and the function's), or 400,000 with a generator inside
``min(...)``. Its own ``sys.setrecursionlimit`` may lower the limit, never raise it past this."""
OUTPUT_BYTES = 16 * 2**20  # most a candidate may print to stdout in one case (RLIMIT_FSIZE)
STDERR_TAIL = 16 * 2**10  # bytes of the candidate's stderr kept (the end, where the error is)
FORK_FAILED = "stonegame: fork failed:"
"""What a supervisor writes on its stderr, followed by the reason, when it cannot fork the
candidate's process (a limit of the system): the checker then says so, not a verdict."""

# --- cases -----------------------------------------------------------------------------------

CASES = 1000  # generated cases for a Python candidate (or a source file)
COMMAND_CASES = 200  # for --cmd, one process per case
MAX_CASES = 100_000  # they are drawn before the first one runs
MAX_JOBS = 64  # processes running cases at once
SHRINK_SECONDS = 20.0  # the shrinking budget: time ...
SHRINK_RUNS = 2000  # ... and runs (each instance tried costs one)
SHRINK_TIMEOUTS = 3  # runs that time out while shrinking (each costs the case limit) before it stops


def limit_output() -> None:
    """Cap the files this process (and what it starts) writes at OUTPUT_BYTES (RLIMIT_FSIZE)."""
    import resource

    _, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    if hard == resource.RLIM_INFINITY or hard > OUTPUT_BYTES:
        resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_BYTES, hard))
