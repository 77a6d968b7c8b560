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

from collections.abc import Callable, Sequence
from itertools import accumulate

from stonegame.catalogs import Msg
from stonegame.core import kernels as machinery
from stonegame.core.declare import declare
from stonegame.core.errors import TooLarge
from stonegame.core.game import Bench, Cost, Limits, Many, Method, Parts, Problem, Shortcuts, loaded
from stonegame.core.instances import Row
from stonegame.core.kernels import later
from stonegame.core.rules import Estimate, Rules, Scene, Step
from stonegame.core.tables import TableView, check_side

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

    def numbers(self, position: Position) -> list[str]:
        i, j = position
        return [str(k) for k in range(i, j + 1)]

    def name(self, position: Position, move: Move) -> str:
        i, j = position
        k, side = move
        left, right = self.rules.sum(i, k), self.rules.sum(k + 1, j)
        # k is the index the stone had at the start, as the board labels it and dp[i][j] counts
        kept = f"keep left {left}" if side == "L" else f"keep right {right}"
        return f"split after #{k} ({left} | {right}), {kept}"

    def phrase(self, position: Position, move: Move) -> Msg:
        """The move in words: "split after #2 (11 | 14), keeping the left 11"."""
        i, j = position
        k, side = move
        left, right = self.rules.sum(i, k), self.rules.sum(k + 1, j)
        if side == "L":
            return Msg("split after #{k} ({left} | {right}), keeping the left {left}", k=k, left=left, right=right)
        return Msg("split after #{k} ({left} | {right}), keeping the right {right}", k=k, left=left, right=right)

    def table(self) -> TableView:
        return scores_view(self.rules.stones)


def table(stones: Sequence[int]) -> int:
    """Alice's best score by the interval DP over every split (R).

    >>> table([7, 7, 7, 7, 7, 7, 7])
    28

    Time O(n³), memory O(n²).
    """
    from stonegame.games.stone_game_v import tables as tables
    return tables.interval_scores(stones)[0][-1]


def table_cost(stones: Sequence[int]) -> Cost:
    """``table``'s cost: an n × n table of Python ints, n³/6 splits tried."""
    n = len(stones)
    return Cost(memory=40 * n * n, steps=n**3 // 6, what=Msg("an n × n table, n³/6 splits"))


def fast_cost(stones: Sequence[int]) -> Cost:
    """``fast``'s cost at worst: the O(n²) DP it falls back to (a triangle of int64), where that
    fits; past it, the search's memo alone, with its budget of ``SEARCH_WORK`` splits (``fast``
    refuses a row the search cannot settle). In Python when int64 could overflow."""
    from stonegame.games.stone_game_v import kernels
    from stonegame.games.stone_game_v import search as pruned
    from stonegame.games.stone_game_v import tables as tables
    n = len(stones)
    compiled = kernels.balance_point.worth_compiling(n) and machinery.fits_int64(stones, 2 * n)
    if tables.triangle(n) * 8 <= machinery.TABLE_BYTES:
        return Cost(memory=8 * tables.triangle(n), steps=4 * n * n, compiled=compiled,
                    what=Msg("the pruned search, or a triangle of running maxima"))
    return Cost(memory=64 * n, steps=8 * pruned.SEARCH_WORK, compiled=compiled, what=Msg("the pruned search"))


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
    from stonegame.games.stone_game_v import search as pruned
    from stonegame.games.stone_game_v import tables as tables
    n = len(stones)
    table_fits = tables.triangle(n) * 8 <= machinery.TABLE_BYTES
    value = pruned.search(stones, None if table_fits else pruned.SEARCH_WORK).value
    if value is not None:
        return value
    if not table_fits:
        raise TooLarge(Msg("stone-game-v at n = {n:,}: the pruned search did not settle this row in "
                           "{steps:,} steps, and the O(n²) DP needs {size:.1f} GiB, over the limit of {most:.0f} GiB",
                           n=n, steps=pruned.SEARCH_WORK, size=tables.triangle(n) * 8 / 2**30,
                           most=machinery.TABLE_BYTES / 2**30))
    return tables.balance(stones, keep_dp=False)[0]


def position_values(stones: Sequence[int]) -> Callable[[Position], int]:
    """(i, j) -> dp(i, j), read off one run of the O(n²) DP that keeps its table.

    >>> position_values([6, 2, 3, 4, 5, 5])((3, 5))
    5

    The line weighs every alternative of each move: the kept part of every split, up to
    n − 1 rows a move, each of which the pruned search would settle afresh (its bounds
    settle a row without its dp). So the line keeps the DP's table, n(n + 1) values with
    its work triangle: refused past 2 GiB (n > 16,383).
    """
    from stonegame.games.stone_game_v import tables as tables
    n = len(stones)
    dp = tables.balance(stones, keep_dp=True)[1]

    def value(position: Position) -> int:
        i, j = position
        return int(dp[tables.triangle_index(n, i, j)]) if i < j else 0

    return value


def scores_view(stones: Sequence[int]) -> TableView:
    """The dp[i][j] table for ``--table``: row i, column j."""
    from stonegame.games.stone_game_v import tables as tables
    check_side(len(stones), "stone-game-v")
    n = len(stones)
    dp = tables.interval_scores(stones)
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
    Split,
    instance=Row(least=1),
    methods=(
        Method("brute", complexity="O(3^n)"),
        Method("memo", complexity="O(n³)", bench=Bench(sizes=(25, 50, 100, 200))),
        Method("table", table, "O(n³)", cost=table_cost, bench=Bench(sizes=(25, 50, 100, 200))),
        Method("fast", fast, "O(n²) worst, near-linear typical (pruned search)", cost=fast_cost,
               many=Many(later(f"{__name__}.kernels", "many_values"), longest=500),  # its tables take n² a row
               bench=Bench(sizes=(500, 1000, 2000, 4000, 8000), anchor_limit=4000)),
    ),
    summary=Msg("Alice splits the row, Bob throws away the larger part, Alice scores the smaller"),
    parts=Parts(
        shortcuts=Shortcuts(
            values=position_values,
            points=lambda stones: (fast(stones), 0),  # only Alice scores: her score is the value
        ),
        scene=SplitScene,
        problem=Problem(
            number=1563, numeral="V", title="Stone Game V", methods=("stoneGameV",),
            examples=(([6, 2, 3, 4, 5, 5], 18), ([7, 7, 7, 7, 7, 7, 7], 28), ([4], 0)),
            constraints="1 <= stoneValue.length <= 500, 1 <= stoneValue[i] <= 10^6",
            limits=Limits(1, 500, 1, 10**6),
        ),
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
    ),
)
