"""Stone Game V's pruned search: a top-down search with a hash memo that settles a long row
visiting few of its rows, within a budget of candidate splits; ``fast`` falls back to the
O(n²) table when the budget runs out (``stonegame.games.stone_game_v.tables``).
"""

from __future__ import annotations

import math
from itertools import accumulate
from typing import NamedTuple

from stonegame.core import kernels as machinery
from stonegame.core.kernels import Ints
from stonegame.games.stone_game_v import kernels

WORK_PER_STONE = 32
DP_SHARE = 16
"""The search's budget is min(WORK_PER_STONE · n · log2 n, n² / DP_SHARE) candidate splits,
after which ``fast`` falls back to the O(n²) DP: no more than the DP's own time, compiled or
plain alike (a split costs the search 4 to 8 times what a cell of the DP's n²/2 costs it).
Rows of random values need far fewer (n = 10^5: about 4,000); the budget binds from
n = 6,800 on, and then costs a tenth of the DP (n = 10^4: 75 ms, against 0.25–1.3 s)."""
PLAIN_SHARE = 2000
PLAIN_WORK = 10_000
"""Where the DP would run compiled (int64 exact, n >= its compile_from), the search first
makes up to min(n² / PLAIN_SHARE, PLAIN_WORK) splits in plain Python, about what the
compiled DP takes (a plain split: 5–10 µs, mostly its binary searches; the DP: 2.5–5 ns
× n²) and at most 0.1 s, then goes on compiled: most rows are settled before numba is
even loaded (0.2–0.5 s). Once this process has the compiled search, it starts compiled."""
SEARCH_WORK = 10**8
"""The budget of a row whose O(n²) table does not fit (n > 23,169), which has nothing to
fall back to: 2–10 s, about what the DP takes at its largest (n = 23,169: 2 GiB, 13 s here)."""


class Searched(NamedTuple):
    """What ``search`` found: Alice's best score (None when the budget ran out first), the
    candidate splits it tried, and the rows its memo holds."""

    value: int | None
    work: int
    rows: int


def search(stones: Ints, budget: int | None = None, compiled: bool | None = None) -> Searched:
    """Alice's best score by a top-down search that visits few rows, unless ``budget``
    candidate splits do not settle it (default: see ``DP_SHARE``); ``compiled``: from the
    start (True), never (False), or after a plain share as ``PLAIN_WORK`` says (None).

    >>> search([6, 2, 3, 4, 5, 5])
    Searched(value=18, work=2, rows=2)
    >>> search([1, 1, 1, 1000, 1, 1, 1], budget=1).value is None
    True

    Notes
    -----
    The search (kernels.split_search) finds the balance point of a row by binary search over
    the prefix sums, then tries the parts Alice may keep in decreasing order of their sum: the
    left parts stones[i..t] for t = m, m − 1, …, and the right parts stones[t..j] from the
    first one she may keep. What it learns of each row it settles (dp, or an upper bound: see
    Floors) is kept in a hash table: the memory is O(rows visited).

    Bound. For a row K of two stones or more, dp(K) <= 2·B(K) − min(K). Let s₁, s₂, …, s_L
    be the sums Alice keeps in the rounds of her best play on K. Each kept row is the smaller
    (or an equal) part of the row before it, so s_{k+1} <= s_k / 2, that is s_{k+1} <= s_k −
    s_{k+1}; adding these for k = 1 … L − 1 telescopes to s₂ + … + s_L <= s₁ − s_L. So
    dp(K) = s₁ + … + s_L <= 2·s₁ − s_L, where s₁ <= B(K) and s_L >= min(K), since the last
    kept row holds a stone of K. A part P of sum c can therefore add at most
    c + 2·B(P) − min <= c + 2·⌊c/2⌋ − min (B(P) <= ⌊c/2⌋, an integer at most half of c), and
    just c when P is one stone: with min the smallest stone of the whole row, the bound
    c + max(2·⌊c/2⌋ − min, 0) never falls as c grows, so once it is at most the best score
    found, no part left (each of a smaller sum) can beat it, and the row is settled.

    Floors. A row is searched to beat a floor: its parent's best score so far minus the sum
    the parent keeps with it (the root's floor is −1). A part whose bound c + 2·B(P) − min
    is at most the parent's best is never searched; a row whose options all end at most at
    its floor is settled as "dp <= floor" (its best option is one of them, so that is true),
    which the memo keeps as an upper bound; a later visit that needs more searches it again
    with the lower floor. Above its floor, the best found is dp itself, since every option
    that could beat it was searched to the end. (This is alpha-beta pruning with a
    transposition table, for a game where one player moves.)

    Cost. Each candidate split costs a hash probe, and each row it starts a binary search,
    O(log n). Rows of random values need few splits: at n = 10^5, 3,000 for values
    uniform in 1..10^6, 60,000 log-uniform, 70,000 all equal, 3.6 million with 5% spikes
    (10–160 ms). Rows built against it, a few huge stones among tiny ones, have many
    parts of nearly equal sums whose bounds stay above the best found, and can take more
    than the O(n²) DP: hence the budget (see ``DP_SHARE``). Every sum it forms is at most
    twice the total, so it runs in int64 when 2·n × max stone < 2^62 (and on Python ints
    otherwise).
    """
    n = len(stones)
    if n == 1:
        return Searched(0, 0, 0)
    if budget is None:
        budget = min(int(WORK_PER_STONE * n * math.log2(n)), n * n // DP_SHARE)
    k = kernels.split_search
    exact = machinery.fits_int64(stones, 2 * n)
    compiled = _starts_compiled(n, exact, compiled)
    prefix = _prefix_sums(stones, exact, bool(compiled))
    lowest = machinery.bounds(stones)[0]
    # each row searched keeps at most half its parent's sum and holds a stone: a bounded depth
    depth = min(n, (int(prefix[-1]) // lowest).bit_length()) + 1
    frames = [[0] * depth for _ in range(6)]  # i, j, left, right, best, gain
    frames[1][0], frames[2][0], frames[4][0] = n - 1, -2, -1  # the root: (0, n − 1), floor −1
    state: Ints = [1, 0, 0, 0]  # frames, work, rows, dp of the root
    buffers: list[Ints] = [prefix, [-1] * 64, [0] * 64, *frames, state]  # the memo: keys, values
    if compiled is None:  # plain Python first, for about what the compiled DP would take
        plain = min(n * n // PLAIN_SHARE, PLAIN_WORK)
    else:
        plain = 0 if compiled else budget
    arrays = False  # the buffers as int64 arrays, for the compiled search
    while True:
        if not arrays and plain < budget and state[1] >= plain:  # the plain share is spent
            import numpy as np

            buffers = [np.asarray(values, dtype=np.int64) for values in buffers]
            state = buffers[-1]
            arrays = True
        limit = budget if arrays else min(budget, plain)
        status = (k.compiled if arrays else k.function)(buffers[0], lowest, limit, *buffers[1:])
        if status == kernels.SEARCH_FULL and 2 * len(buffers[1]) * 16 <= machinery.TABLE_BYTES:
            buffers[1:3] = _grown(buffers[1], buffers[2], arrays)
        elif status != kernels.SEARCH_SPENT or limit == budget:
            found = int(state[3]) if status == kernels.SEARCH_DONE else None
            return Searched(found, int(state[1]), int(state[2]))


def _starts_compiled(n: int, exact: bool, compiled: bool | None) -> bool | None:
    """Whether the search runs compiled from its start, as ``search``'s ``compiled`` says."""
    if not exact or (compiled is None and not kernels.balance_point.worth_compiling(n)):
        return False  # Python ints; or a row whose DP runs plain too
    if compiled is None and (machinery.compiling_always() or kernels.split_search.loaded):
        return True  # no plain share once loaded
    return compiled


def _prefix_sums(stones: Ints, exact: bool, compiled: bool) -> Ints:
    """0 and the row's running totals: int64 for the compiled search, Python ints for the plain one
    (by numpy when the row is an array that fits, which is faster than adding its items one by one)."""
    if exact and (compiled or machinery.is_array(stones)):
        import numpy as np

        prefix = np.concatenate(([0], np.cumsum(stones, dtype=np.int64)))
        return prefix if compiled else prefix.tolist()
    return [0, *accumulate(machinery.plain(stones))]


def _grown(keys: Ints, values: Ints, compiled: bool) -> list[Ints]:
    """The search's memo moved to a hash table twice its size."""
    size = 2 * len(keys)
    grown: list[Ints]
    if compiled:
        import numpy as np

        grown = [np.full(size, -1, np.int64), np.zeros(size, np.int64)]
        kernels.rehash.compiled(keys, values, *grown)
    else:
        grown = [[-1] * size, [0] * size]
        kernels.rehash.function(keys, values, *grown)
    return grown
