"""Stone Game V (LeetCode 1563).

Stones with positive values lie in a row. Each round Alice splits the row into two non-empty
rows, left and right; Bob throws away the one with the larger sum and Alice scores the sum of
the other (on equal sums Alice chooses which to keep). Play goes on with the kept row and ends
when one stone is left. The answer is Alice's maximum score. Bob never scores, and his discard
is forced, so it is not a move: Alice moves again every round, and the value (Alice − Bob) is
her score.

Glossary: stones = the row; i, j = inclusive ends of the row left; k = the split is after
stone k (left = stones[i..k], right = stones[k+1..j]); sum(i..j) = stones[i] + … + stones[j];
the balance point of (i, j) = the last k whose left sum is at most its right sum;
dp(i, j) = Alice's best score from stones[i..j]; B(i, j) = the largest sum Alice can keep in
the first round on stones[i..j] (0 for one stone).
Recurrence (R): dp(i, i) = 0; for i < j, dp(i, j) = max over i <= k < j of
    sum(i..k) + dp(i, k)                           if sum(i..k) < sum(k+1..j)   (keep left)
    sum(k+1..j) + dp(k+1, j)                       if sum(i..k) > sum(k+1..j)   (keep right)
    sum(i..k) + max(dp(i, k), dp(k+1, j))          if the sums are equal        (keep either)

References
----------
.. [1] LeetCode 1563, Stone Game V: https://leetcode.com/problems/stone-game-v/
.. [2] The editorial's method: the interval DP trying every split, O(n³).
.. [3] ``fast``'s O(n²) method keeps, for each interval, the last split whose left sum is at
   most the right sum (it moves one way as j grows) and running maxima of the keep-left and
   keep-right options; the pruned search with a hash memo for huge rows is the project's
   own. The property tests hold both to brute force.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from itertools import accumulate
from typing import NamedTuple

from stonegame.catalogs import Msg
from stonegame.core import kernels as machinery
from stonegame.core.declare import declare
from stonegame.core.errors import TooLarge
from stonegame.core.game import DIFFERENCE, Bench, Cost, Limits, Parts, Problem
from stonegame.core.instances import Row
from stonegame.core.kernels import Ints
from stonegame.core.rules import Estimate, Rules, Scene, Shortcuts, Step
from stonegame.core.tables import TableView, check_side
from stonegame.games.stone_game_v import kernels

Position = tuple[int, int]  # (i, j): stones[i..j] are left
Move = tuple[int, str]  # (k, side): split after stone k, keep the "L"eft or the "R"ight row


class Split(Rules[Position, Move]):
    """Split after stone k and keep the smaller row (either on a tie); its sum is Alice's gain."""

    def __init__(self, stones: Sequence[int]):
        self.stones = stones
        self.prefix = [0, *accumulate(stones)]

    def sum(self, i: int, j: int) -> int:
        """sum(i..j), the stones from i to j inclusive."""
        return self.prefix[j + 1] - self.prefix[i]

    def start(self) -> Position:
        return (0, len(self.stones) - 1)

    def moves(self, position: Position) -> list[Move]:
        i, j = position
        found = []
        for k in range(i, j):
            left, right = self.sum(i, k), self.sum(k + 1, j)
            if left <= right:
                found.append((k, "L"))
            if left >= right:
                found.append((k, "R"))
        return found

    def play(self, position: Position, move: Move) -> Step[Position]:
        i, j = position
        k, side = move
        if side == "L":
            return Step(self.sum(i, k), (i, k), again=True)
        return Step(self.sum(k + 1, j), (k + 1, j), again=True)

    def estimate(self) -> Estimate:
        """At most every interval, n(n+1)/2 positions, and two moves per split of each (a tie
        lets Alice keep either part): Σ over lengths L of (n − L + 1)·2(L − 1) moves. Upper
        bounds: Alice keeps the smaller part, so random rows reach about a quarter of them."""
        n = len(self.stones)
        return Estimate(n * (n + 1) // 2, (n - 1) * n * (n + 1) // 3)


class SplitScene(Scene[Position, Move]):
    """The row left, and each split with both sums and the part kept."""

    rules: Split

    def show(self, position: Position) -> list[int]:
        i, j = position
        return list(self.rules.stones[i : j + 1])

    def name(self, position: Position, move: Move) -> str:
        i, j = position
        k, side = move
        left, right = self.rules.sum(i, k), self.rules.sum(k + 1, j)
        # Counted from the start of the row left, which is the row ``show`` prints.
        kept = f"keep left {left}" if side == "L" else f"keep right {right}"
        return f"split after {k - i + 1} ({left} | {right}), {kept}"

    def phrase(self, position: Position, move: Move) -> Msg:
        """The move in words: "split after 3 (11 | 14), keeping the left 11"."""
        i, j = position
        k, side = move
        left, right = self.rules.sum(i, k), self.rules.sum(k + 1, j)
        if side == "L":
            return Msg("split after {k} ({left} | {right}), keeping the left {left}", k=k - i + 1, left=left,
                       right=right)
        return Msg("split after {k} ({left} | {right}), keeping the right {right}", k=k - i + 1, left=left,
                   right=right)

    def table(self) -> TableView:
        return scores_view(self.rules.stones)


class SplitShortcuts(Shortcuts[Position, Move]):
    """Every interval's value read off one O(n²) run, and the scores (only Alice scores)."""

    rules: Split

    def values(self) -> Callable[[Position], int]:
        return position_values(self.rules.stones)

    def points(self) -> tuple[int, int]:
        """Only Alice scores: her score is the value, and Bob's is 0."""
        return fast(self.rules.stones), 0


def interval_scores(stones: Sequence[int]) -> list[list[int]]:
    """dp[i][j] for every interval (0 below the diagonal), by length, trying every split (R).

    >>> interval_scores([6, 2, 3, 4, 5, 5])[0][5]
    18

    Time O(n³), memory O(n²).
    """
    n = len(stones)
    prefix = [0, *accumulate(stones)]
    dp = [[0] * n for _ in range(n)]
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            best = 0
            for k in range(i, j):
                left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
                if left < right:
                    option = left + dp[i][k]
                elif left > right:
                    option = right + dp[k + 1][j]
                else:
                    option = left + max(dp[i][k], dp[k + 1][j])
                best = max(best, option)
            dp[i][j] = best
    return dp


def table(stones: Sequence[int]) -> int:
    """Alice's best score by the interval DP over every split (R).

    >>> table([7, 7, 7, 7, 7, 7, 7])
    28

    Time O(n³), memory O(n²).
    """
    return interval_scores(stones)[0][-1]


def interval_scores_fast(stones: Sequence[int]) -> list[list[int]]:
    """dp[i][j] for every interval (0 below the diagonal), each in O(1) amortized time: the
    plain-Python run of kernels.balance_point, whose method the notes explain.

    >>> interval_scores_fast([6, 2, 3, 4, 5, 5])[0][5]
    18

    Notes
    -----
    Time O(n²), memory O(n²). Call a split "keep left" option t the score
    ``keep_left(i, t) = sum(i..t) + dp(i, t)`` and a "keep right" option t the score
    ``keep_right(t, j) = sum(t..j) + dp(t, j)`` (the kept row is stones[t..j]).

    Because every stone is positive, the left sum grows strictly with k and the right sum
    shrinks, so the splits of (i, j) fall into two runs around the balance point m: for
    k <= m the left row is the smaller (or equal) one and Alice keeps it; for k > m she keeps
    the right row, stones[k+1..j]; when the sums at k = m are equal she may also keep the
    right row there. So dp(i, j) is the larger of

    * ``best_left[i][m]``  = max of keep_left(i, t) for i <= t <= m  (a prefix maximum), and
    * ``best_right[s][j]`` = max of keep_right(t, j) for s <= t <= j (a suffix maximum),
      with s = m + 2, or s = m + 1 on a tie.

    Both maxima are running maxima shared by every interval with the same left end (resp.
    right end): ``best_left[i][j] = max(best_left[i][j−1], keep_left(i, j))`` and
    ``best_right[i][j] = max(best_right[i+1][j], keep_right(i, j))``. Filling i from n−1 down
    and j from i up, both are ready when (i, j) needs them: best_left[i][m] has m < j and
    best_right[s][j] has s > i.

    The balance point is monotone: for a fixed i, a longer row (larger j) has a larger total,
    so the last split whose left sum is at most half of it can only move right. One pointer per
    i therefore walks at most n steps over all j, and each interval costs O(1) amortized.
    (The optimal split itself need not be monotone; the balance point is what moves in one
    direction, and the running maxima make the best split on each side free to read.)
    """
    n = len(stones)
    flat = balance(stones, keep_dp=True, compiled=False)[1]
    return [[0] * i + list(flat[triangle_index(n, i, i) : triangle_index(n, i, n - 1) + 1]) for i in range(n)]


def triangle_index(n: int, i: int, j: int) -> int:
    """Where (i, j), i <= j, is in a flat upper triangle of side n stored by rows.

    >>> [triangle_index(3, i, j) for i in range(3) for j in range(i, 3)]
    [0, 1, 2, 3, 4, 5]
    """
    return i * n - i * (i + 1) // 2 + j


def triangle(n: int) -> int:
    """Values in an upper triangle of side n, the diagonal included: n(n + 1)/2."""
    return n * (n + 1) // 2


def balance(stones: Ints, keep_dp: bool, compiled: bool | None = None) -> tuple[int, Ints]:
    """(dp(0, n − 1), the flat dp table when ``keep_dp``) by kernels.balance_point: compiled
    for long rows when int64 is exact (``compiled`` = None), else on Python ints.

    Every value the kernel forms is at most twice the total (a score is below the total:
    see ``search``), so int64 is exact when 2·n × max stone < 2^62. Refuses (TooLarge)
    tables past 2 GiB.
    """
    n = len(stones)
    k = kernels.balance_point
    cells = triangle(n) if keep_dp else 0
    machinery.check_room(triangle(n) + cells, f"stone-game-v at n = {n:,}")
    if compiled is None:
        compiled = machinery.fits_int64(stones, 2 * n) and k.worth_compiling(n)
    if compiled:
        import numpy as np

        row = np.asarray(stones, dtype=np.int64)
        prefix = np.concatenate(([0], np.cumsum(row)))
        dp = np.zeros(cells, np.int64)  # its diagonal is never written: dp(i, i) = 0
        return int(k.compiled(row, prefix, np.empty(n, np.int64), np.empty(triangle(n), np.int64), dp)), dp
    values = list(machinery.plain(stones))
    table = [0] * cells
    return k(values, [0, *accumulate(values)], [0] * n, [0] * triangle(n), table), table


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
    if not exact or (compiled is None and not kernels.balance_point.worth_compiling(n)):
        compiled = False  # Python ints; or a row whose DP runs plain too
    elif compiled is None and (machinery.compiling_always() or k.loaded):  # no plain share once loaded
        compiled = True
    prefix: Ints
    if exact and (compiled or machinery.is_array(stones)):
        import numpy as np

        prefix = np.concatenate(([0], np.cumsum(stones, dtype=np.int64)))
        if not compiled:
            prefix = prefix.tolist()
    else:
        prefix = [0, *accumulate(machinery.plain(stones))]
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


def table_cost(stones: Sequence[int]) -> Cost:
    """``table``'s cost: an n × n table of Python ints, n³/6 splits tried."""
    n = len(stones)
    return Cost(memory=40 * n * n, steps=n**3 // 6, what="an n × n table, n³/6 splits")


def fast_cost(stones: Sequence[int]) -> Cost:
    """``fast``'s cost at worst: the O(n²) DP it falls back to (a triangle of int64), where that
    fits; past it, the search's memo alone, with its budget of ``SEARCH_WORK`` splits (``fast``
    refuses a row the search cannot settle). In Python when int64 could overflow."""
    n = len(stones)
    compiled = kernels.balance_point.worth_compiling(n) and machinery.fits_int64(stones, 2 * n)
    if triangle(n) * 8 <= machinery.TABLE_BYTES:
        return Cost(memory=8 * triangle(n), steps=4 * n * n, compiled=compiled,
                    what="the pruned search, or a triangle of running maxima")
    return Cost(memory=64 * n, steps=8 * SEARCH_WORK, compiled=compiled, what="the pruned search")


def fast(stones: Sequence[int]) -> int:
    """Alice's best score: the pruned ``search``, or the O(n²) balance-point DP (``balance``)
    when the search's budget runs out.

    >>> fast([6, 2, 3, 4, 5, 5])
    18

    Time near-linear on typical rows, O(n²) at worst (the budget, then the DP); memory
    O(rows visited), or the DP's n(n + 1)/2 values. Past 2 GiB of them (n > 23,169) the
    search gets ``SEARCH_WORK`` candidate splits instead, and a row it cannot settle with
    them is refused (TooLarge).
    """
    n = len(stones)
    table_fits = triangle(n) * 8 <= machinery.TABLE_BYTES
    value = search(stones, None if table_fits else SEARCH_WORK).value
    if value is not None:
        return value
    if not table_fits:
        raise TooLarge(f"stone-game-v at n = {n:,}: the pruned search did not settle this row in "
                       f"{SEARCH_WORK:,} steps, and the O(n²) DP needs {triangle(n) * 8 / 2**30:.1f} GiB, "
                       f"over the limit of {machinery.TABLE_BYTES / 2**30:.0f} GiB")
    return balance(stones, keep_dp=False)[0]


def position_values(stones: Sequence[int]) -> Callable[[Position], int]:
    """(i, j) -> dp(i, j), read off one run of the O(n²) DP that keeps its table.

    >>> position_values([6, 2, 3, 4, 5, 5])((3, 5))
    5

    The line weighs every alternative of each move: the kept part of every split, up to
    n − 1 rows a move, each of which the pruned search would settle afresh (its bounds
    settle a row without its dp). So the line keeps the DP's table, n(n + 1) values with
    its work triangle: refused past 2 GiB (n > 16,383).
    """
    n = len(stones)
    dp = balance(stones, keep_dp=True)[1]

    def value(position: Position) -> int:
        i, j = position
        return int(dp[triangle_index(n, i, j)]) if i < j else 0

    return value


def scores_view(stones: Sequence[int]) -> TableView:
    """The dp[i][j] table for ``--table``: row i, column j."""
    check_side(len(stones), "stone-game-v")
    n = len(stones)
    dp = interval_scores(stones)
    return TableView(
        title=Msg("dp[i][j]: Alice's best score from stones i..j"),
        corner="i \\ j",
        columns=[f"{j}:{stones[j]}" for j in range(n)],
        rows=[(f"{i}:{stones[i]}", ["" if j < i else str(dp[i][j]) for j in range(n)]) for i in range(n)],
        caption=Msg("answer cell dp[0][{last}] = {value} (Alice's score; Bob never scores)", last=n - 1,
                    value=dp[0][-1]),
    )


GAME = declare(
    "stone-game-v",
    rules=Split,
    instance=Row(least=1),
    answer=DIFFERENCE,  # Alice's score: Bob never scores
    title="Stone Game V",
    summary=Msg("Alice splits the row, Bob throws away the larger part, Alice scores the smaller"),
    solvers={"table": table, "fast": fast},
    complexity={"brute": "O(exponential)", "memo": "O(n³)", "table": "O(n³)",
                "fast": "O(n²) worst, near-linear typical (pruned search)"},
    small=9,
    guarded=False,
    parts=Parts(
        shortcuts=SplitShortcuts,
        scene=SplitScene,
        problem=Problem(
            number=1563, numeral="V", title="Stone Game V", methods=("stoneGameV",),
            examples=(([6, 2, 3, 4, 5, 5], 18), ([7, 7, 7, 7, 7, 7, 7], 28), ([4], 0)),
            constraints="1 <= stoneValue.length <= 500, 1 <= stoneValue[i] <= 10^6",
            limits=Limits(1, 500, 1, 10**6),
        ),
        costs={"table": table_cost, "fast": fast_cost},
        bench=Bench(sizes={"memo": (25, 50, 100, 200), "table": (25, 50, 100, 200),
                           "fast": (500, 1000, 2000, 4000, 8000)}, anchor_limit=4000),
    ),
)
