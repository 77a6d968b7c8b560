"""Stone Game II (LeetCode 1140).

Piles lie in a row and M starts at 1. On each turn the mover takes all the stones of the
first X remaining piles, 1 <= X <= 2M, then M becomes max(M, X). The game ends when every
pile is taken; the answer is the most stones Alice can get.

Glossary: stones = the row; i = index of the first pile left; M = the current bound;
suffix[i] = stones left from pile i on; best(i, M) = most stones the mover can get from (i, M).
Recurrence (R): best(i, M) = suffix[i] if i + 2M >= n (take everything), else
max over X in 1..2M of suffix[i] − best(i + X, max(M, X)).

References
----------
.. [1] LeetCode 1140, Stone Game II: https://leetcode.com/problems/stone-game-ii/
.. [2] The editorial's method: the DP over (i, M) with suffix sums, O(n³) (why suffix: the
   mover's best is what is left minus the opponent's best, and what is left is a suffix).
.. [3] ``fast``'s O(n²) method (M <= i/2 + 1 and monotone deques over X) is the project's own,
   as is the C++ anchor of the same algorithm; the property tests hold it to brute force.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import accumulate

from stonegame.catalogs import Msg, Plural
from stonegame.core import kernels as machinery
from stonegame.core.declare import declare
from stonegame.core.game import Answer, Bench, Cost, Limits, Many, Method, Parts, Problem, Shortcuts, loaded
from stonegame.core.instances import Row
from stonegame.core.kernels import Ints, later, total
from stonegame.core.rules import Estimate, Rules, Scene, Step, one_or_two_tree
from stonegame.core.tables import TableView, check_side

Position = tuple[int, int]  # (i, M)


class TakePrefix(Rules[Position, int]):
    """Take the first X piles, 1 <= X <= 2M; M becomes max(M, X)."""

    def __init__(self, stones: Sequence[int]):
        self.stones = stones
        self.prefix = [0, *accumulate(stones)]

    def start(self) -> Position:
        return (0, 1)

    def moves(self, position: Position) -> range:
        i, m = position
        return range(1, min(2 * m, len(self.stones) - i) + 1)

    def play(self, position: Position, move: int) -> Step[Position]:
        i, m = position
        return Step(self.prefix[i + move] - self.prefix[i], (i + move, max(m, move)))

    def key(self, position: Position) -> Position:
        i, m = position
        # Once 2M covers every pile left, a larger M changes nothing (here or after).
        return (i, min(m, (len(self.stones) - i + 1) // 2))

    def estimate(self) -> Estimate:
        """About n²/8 reachable (i, M) (M <= i/2 + 1 and 2M < n − i) and n³/47 moves, as measured
        on rows of 100 to 400 piles; counted with room for short rows (tests/test_guards.py). M is
        at least 1, so one or two piles may always be taken: the tree is at least that walk's."""
        n = len(self.stones)
        return Estimate(n * n // 8 + n + 1, n**3 // 40 + n * n // 4 + 8, tree=one_or_two_tree(n))


class TakePrefixScene(Scene[Position, int]):
    """The piles left, and each move with the piles it takes and what M becomes."""

    rules: TakePrefix

    def show(self, position: Position) -> list[int]:
        return list(self.rules.stones[position[0] :])

    def caption(self, position: Position) -> Msg | None:
        most = self.reach(position)
        if most == 0:  # the game is over: no pile to take (not "the first 1 to 0 piles")
            return None
        if most == 1:  # 2M >= 2: only the last pile is left, not "the first 1 to 1 piles"
            return Msg("M = {m}: one pile is left, and the player to move must take it", m=position[1])
        return Msg("M = {m}: the player to move may take the first 1 to {most} piles (at most 2M)", m=position[1],
                   most=most)

    def reach(self, position: Position) -> int:
        i, m = position
        return min(2 * m, len(self.rules.stones) - i)

    def numbers(self, position: Position) -> list[str]:
        return [str(k) for k in range(position[0], len(self.rules.stones))]

    def name(self, position: Position, move: int) -> str:
        i, m = position
        return f"take {move} ({', '.join(map(str, self.rules.stones[i : i + move]))}), M = {max(m, move)}"

    def table(self) -> TableView:
        return best_view(self.rules.stones)

    def phrase(self, position: Position, move: int) -> Msg:
        """The move in words: "take the first 2 piles, 7 + 9 (M becomes 2)" / "拿走前 2 堆（7 + 9），M 变为 2"."""
        i, m = position
        taken = " + ".join(map(str, self.rules.stones[i : i + move]))
        bound = max(m, move)
        said = Msg("M stays {m}", m=bound) if bound == m else Msg("M becomes {m}", m=bound)
        if move == 1:
            return Msg("take the first pile, {taken} ({bound})", taken=taken, bound=said)
        return Plural("take the first {n} pile, {taken} ({bound})", "take the first {n} piles, {taken} ({bound})",
                      move, taken=taken, bound=said)


def best_table(stones: Sequence[int]) -> list[list[int]]:
    """best[i][M] for 0 <= i <= n and 1 <= M <= n (column 0 unused), filled from the end (R).

    >>> best_table([2, 7, 9, 4, 4])[0][1]
    10
    """
    n = len(stones)
    suffix = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        suffix[i] = suffix[i + 1] + stones[i]
    best = [[0] * (n + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for m in range(1, n + 1):
            if i + 2 * m >= n:
                best[i][m] = suffix[i]
            else:
                best[i][m] = max(suffix[i] - best[i + x][max(m, x)] for x in range(1, 2 * m + 1))
    return best


def table(stones: Sequence[int]) -> int:
    """Alice − Bob, from the most stones Alice can get: 2·best(0, 1) − total. O(n³) time, O(n²) memory.

    >>> table([2, 7, 9, 4, 4])
    -6
    """
    return 2 * best_table(stones)[0][1] - sum(stones)


def table_cost(stones: Sequence[int]) -> Cost:
    """``table``'s cost: (n+1)² cells of Python ints, n³/12 options tried."""
    n = len(stones)
    return Cost(memory=40 * (n + 1) ** 2, steps=n**3 // 12, what=Msg("an (n+1) × (n+1) table, n³/12 options"))


def fast_cost(stones: Sequence[int]) -> Cost:
    """``fast``'s cost: about 3n²/16 int64 values (the live states and the deques' rings), a few
    steps each; in Python when int64 could overflow."""
    from stonegame.games.stone_game_ii import kernels
    n = len(stones)
    compiled = kernels.take_prefix.worth_compiling(n) and machinery.fits_int64(stones, n)
    return Cost(memory=3 * n * n // 2, steps=n * n // 2, compiled=compiled, what=Msg("n²/8 live states"))


def fast(stones: Ints) -> int:
    """Alice − Bob in O(n²) time with monotone deques (kernels.take_prefix), compiled for long rows.

    >>> fast([1, 2, 3, 4, 5, 100])  # Alice 104, Bob 11
    93
    >>> fast([2, 7, 9, 4, 4])
    -6

    Memory about n²/8 values: f(j, M) is stored only while 2M < n − j and M <= j/2 + 1 (the
    reachable states); refused (TooLarge) past 2 GiB. int64 when n × max pile < 2^62.
    """
    table = LiveTable(stones)
    return 2 * table.most(0, 1) - int(table.suffix[0])


class LiveTable:
    """f(i, M), the most stones the mover gets from pile i on with bound M, for every
    reachable (i, M): one run of kernels.take_prefix, whose table is kept.

    The kernel's index rows are closed forms: lim[j] = max((n − j − 1) // 2, 0) (past it the
    mover takes every pile left), live[j] = min(lim[j], j // 2 + 1) (the states stored),
    row_end[j] = live[j] + … + live[n] (row j of the table is [row_end[j + 1], row_end[j])),
    and the deque of bound M starts at queue_base[M] = M(M − 1)/2 in its pool. For a
    compiled run numpy makes them (at n = 5,000 the Python loops took 5% of the time).
    """

    def __init__(self, stones: Ints):
        from stonegame.games.stone_game_ii import kernels
        n = len(stones)
        k = kernels.take_prefix
        # int64 arrays for a compiled run, lists of Python ints otherwise
        row: Ints
        suffix: Ints
        lim: Ints
        live: Ints
        row_end: Ints
        queue_base: Ints
        buffers: list[Ints]
        compiled = machinery.fits_int64(stones, n) and k.worth_compiling(n)
        if compiled:
            import numpy as np

            row = np.asarray(stones, dtype=np.int64)
            j = np.arange(n + 1)
            suffix = np.zeros(n + 1, np.int64)
            suffix[:n] = np.cumsum(row[::-1])[::-1]
            lim = np.maximum((n - j - 1) // 2, 0)
            live = np.minimum(lim, j // 2 + 1)
            row_end = np.zeros(n + 2, np.int64)
            row_end[: n + 1] = np.cumsum(live[::-1])[::-1]
            most = int(live.max())
            bound = np.arange(most + 2)
            queue_base = bound * (bound - 1) // 2
        else:
            row = list(machinery.plain(stones))
            suffix = [*accumulate(reversed(row), initial=0)][::-1]
            lim = [max((n - j - 1) // 2, 0) for j in range(n + 1)]
            live = [min(lim[j], j // 2 + 1) for j in range(n + 1)]
            row_end = [*accumulate(reversed(live), initial=0)][::-1]
            most = max(live)
            queue_base = [m * (m - 1) // 2 for m in range(most + 2)]
        pooled = int(queue_base[most + 1]) + 1
        sizes = (int(row_end[0]), pooled, pooled, most + 1, most + 1, n + 2, n + 2)
        machinery.check_room(sum(sizes), f"stone-game-ii at n = {n:,}")
        if compiled:  # every cell the kernel reads it has written first: no need to zero them
            buffers = [np.empty(size, np.int64) for size in sizes]
            k.compiled(suffix, lim, live, row_end, buffers[0], queue_base, *buffers[1:])
        else:
            buffers = [[0] * size for size in sizes]
            k(suffix, lim, live, row_end, buffers[0], queue_base, *buffers[1:])
        self.suffix, self.lim, self.live, self.row_end, self.table = suffix, lim, live, row_end, buffers[0]

    def most(self, i: int, m: int) -> int:
        """f(i, m); (i, m) must be reachable (m <= i/2 + 1), as every state of real play is."""
        if m > self.lim[i]:  # 2m covers every pile left: take them all
            return int(self.suffix[i])
        if m > self.live[i]:
            raise ValueError(f"({i}, {m}) cannot be reached: M is at most i/2 + 1")
        return int(self.table[self.row_end[i + 1] + m - 1])


def position_values(stones: Sequence[int]) -> Callable[[Position], int]:
    """(i, M) -> the mover's lead from there, 2·f(i, M) − (stones left), off one run of ``fast``.

    >>> position_values([2, 7, 9, 4, 4])((0, 1))
    -6
    """
    live = LiveTable(stones)
    return lambda position: 2 * live.most(*position) - int(live.suffix[position[0]])


def best_view(stones: Sequence[int]) -> TableView:
    check_side(len(stones), "stone-game-ii")
    n = len(stones)
    best = best_table(stones)
    columns = range(1, (n + 1) // 2 + 1)  # larger M behave like the largest that still matters
    return TableView(
        title=Msg("best[i][M]: most stones the mover gets from pile i on with bound M"),
        corner="i \\ M",
        columns=[f"M={m}" for m in columns],
        rows=[(f"{i}:{stones[i]}", [str(best[i][m]) for m in columns]) for i in range(n)],
        caption=Msg("answer best[0][1] = {best} (Alice's stones)", best=best[0][1]),
    )


GAME = declare(
    "stone-game-ii",
    TakePrefix,
    instance=Row(least=1),
    answer=Answer(lambda value, stones: (total(stones) + value) // 2, int),  # Alice's stones
    methods=(
        Method("brute", complexity="O(2^n)"),
        Method("memo", complexity="O(n³)", bench=Bench(sizes=(25, 50, 100, 200))),
        Method("table", table, "O(n³)", cost=table_cost, bench=Bench(sizes=(25, 50, 100, 200))),
        Method("fast", fast, "O(n²)", cost=fast_cost,
               many=Many(later(f"{__name__}.kernels", "many_values"),  # n² a row: rows of up to 100
                         answer=lambda value, alice, bob: alice, longest=100),
               bench=Bench(sizes=(500, 1000, 2000, 4000, 8000), anchor_limit=5000)),
    ),
    summary=Msg("take the first X piles, 1 <= X <= 2M, then M = max(M, X); most stones wins"),
    parts=Parts(
        shortcuts=Shortcuts(values=position_values),
        scene=TakePrefixScene,
        problem=Problem(
            number=1140, numeral="II", title="Stone Game II", methods=("stoneGameII",),
            examples=(([2, 7, 9, 4, 4], 10), ([1, 2, 3, 4, 5, 100], 104)),
            constraints="1 <= piles.length <= 100, 1 <= piles[i] <= 10^4",
            limits=Limits(1, 100, 1, 10**4),
        ),
        total=sum,
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
    ),
)
