"""Stone Game VII (LeetCode 1690).

Stones lie in a row. Alice and Bob take turns, Alice first; each turn the mover removes the
leftmost or the rightmost stone and scores the sum of the stones that remain. Removing the
last stone scores 0. The answer is Alice's score minus Bob's under optimal play.

Glossary: stones = the row; i, j = inclusive ends of what is left; prefix[k] = stones[0] + …
+ stones[k−1], so sum(i..j) = prefix[j+1] − prefix[i]; d(i, j) = the mover's best
(own − opponent's) score on stones[i..j].
Recurrence (R): d(i, i) = 0; d(i, j) = max(sum(i+1..j) − d(i+1, j), sum(i..j−1) − d(i, j−1)).

References
----------
.. [1] LeetCode 1690, Stone Game VII: https://leetcode.com/problems/stone-game-vii/
.. [2] The editorial's method: the interval DP with prefix sums, O(n²) time, O(n) memory.
.. [3] ``fast``'s O(n) reduction to stone-game on the negated row is the project's own (its
   proof is in ``fast``'s notes); the property tests hold it to brute force.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import accumulate

from stonegame.catalogs import Msg
from stonegame.core.declare import declare
from stonegame.core.game import Bench, Cost, Limits, Many, Method, Note, Parts, Problem, Shortcuts, loaded
from stonegame.core.instances import Row
from stonegame.core.kernels import later
from stonegame.core.rules import Step
from stonegame.core.tables import TableView, check_side
from stonegame.games.stone_game import Interval, IntervalScene, Position


class Remove(Interval):
    """Remove the left ("L") or the right ("R") end; the mover scores what remains."""

    def __init__(self, stones: Sequence[int]):
        super().__init__(stones)
        self.prefix = [0, *accumulate(stones)]

    def play(self, position: Position, move: str) -> Step[Position]:
        i, j = position
        if move == "L":
            return Step(self.prefix[j + 1] - self.prefix[i + 1], (i + 1, j))
        return Step(self.prefix[j] - self.prefix[i], (i, j - 1))


class RemoveScene(IntervalScene):
    """The row left, and each move with what it scores ("remove the left 5 (scoring the 10 left)")."""

    rules: Remove

    def name(self, position: Position, move: str) -> str:
        return f"remove {super().name(position, move)}"  # "remove left 5"

    def phrase(self, position: Position, move: str) -> Msg:
        i, j = position
        stones, scored = self.rules.stones, self.rules.play(position, move).gain
        if i == j:
            return Msg("remove the last stone (scoring the {scored} left)", scored=scored)
        if move == "L":
            return Msg("remove the left {stone} (scoring the {scored} left)", stone=stones[i], scored=scored)
        return Msg("remove the right {stone} (scoring the {scored} left)", stone=stones[j], scored=scored)

    def table(self) -> TableView:
        return interval_view(self.rules.stones)


def table(stones: Sequence[int]) -> int:
    """Alice's score minus Bob's under optimal play, bottom-up by length (R).

    >>> table([5, 3, 1, 4, 2])
    6

    Time O(n²), memory O(n): one rolling row, shortest intervals first. Before the pass for
    a length, d[i] holds d(i, i+length−2); updating i in increasing order leaves d[i+1]
    (= d(i+1, j)) still one length shorter when d[i] (= d(i, j−1)) is overwritten.
    """
    prefix = [0, *accumulate(stones)]
    n = len(stones)
    d = [0] * n
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            d[i] = max(prefix[j + 1] - prefix[i + 1] - d[i + 1], prefix[j] - prefix[i] - d[i])
    return d[0]


def table_cost(stones: Sequence[int]) -> Cost:
    """``table``'s cost: n²/2 intervals, one step each (its memory is one row)."""
    return Cost(steps=len(stones) ** 2 // 2, what=Msg("n²/2 intervals"))


def fast(stones: Sequence[int]) -> int:
    """Alice − Bob in O(n) time, by reduction to stone-game on the negated row.

    >>> fast([7, 90, 5, 1, 100, 10, 10, 2])
    122

    Notes
    -----
    value_vii(s) = (sum(s) + value_877(−s)) / 2. By induction on the length: for one stone
    both sides are 0, as value_877([−x]) = −x. For a longer row with sum S, removing an end x
    leaves r with sum S − x, and the induction hypothesis gives value_877(−r) = 2·value_vii(r)
    − S + x; so value_877(−s) = max over ends (−x − value_877(−r)) = max (S − 2x − 2·value_vii(r)),
    and (S + value_877(−s)) / 2 = max (S − x − value_vii(r)), which is the vii recurrence.
    In words: scoring what remains is scoring S minus what you remove, so each player in
    effect wants to remove as little as possible. value_877 runs in O(n) (stone_game.fast).
    """
    from stonegame.games.stone_game import kernels as either_end
    negative, total = either_end.ends_and_total(stones, sign=-1)
    return (total + negative) // 2


def position_values(stones: Sequence[int]) -> Callable[[Position], int]:
    """(i, j) -> d(i, j) by the reduction: (sum(i..j) + value_877(−stones[i..j])) / 2.

    >>> position_values([5, 3, 1, 4, 2])((0, 4))
    6
    """
    from stonegame.games.stone_game import kernels as either_end
    prefix = [0, *accumulate(stones)]
    segment = either_end.segment_values(stones, sign=-1)
    return lambda position: (prefix[position[1] + 1] - prefix[position[0]] + segment(*position)) // 2


def interval_table(stones: Sequence[int]) -> list[list[int | None]]:
    """d[i][j] for every interval i <= j (None below the diagonal), filled by length (R).

    >>> interval_table([5, 3, 1])[0]
    [0, 5, 3]

    Time O(n²), memory O(n²): the whole table is kept so that it can be shown.
    """
    prefix = [0, *accumulate(stones)]
    n = len(stones)
    d: list[list[int | None]] = [[None] * n for _ in range(n)]
    for i in range(n):
        d[i][i] = 0
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            without_first, without_last = d[i + 1][j], d[i][j - 1]
            assert without_first is not None and without_last is not None  # both filled at length - 1
            d[i][j] = max(prefix[j + 1] - prefix[i + 1] - without_first, prefix[j] - prefix[i] - without_last)
    return d


def interval_view(stones: Sequence[int]) -> TableView:
    """The d(i, j) table for ``--table``: row i, column j."""
    check_side(len(stones), "stone-game-vii")
    d = interval_table(stones)
    n = len(stones)
    return TableView(
        title=Msg("dp[i][j]: the mover's best (own − opponent's) score on stones i..j"),
        corner="i \\ j",
        columns=[f"{j}:{stones[j]}" for j in range(n)],
        rows=[(f"{i}:{stones[i]}", ["" if v is None else str(v) for v in d[i]]) for i in range(n)],
        caption=Msg("dp[0][{last}] = {value}: Alice − Bob", last=n - 1, value=d[0][-1]),
    )


GAME = declare(
    "stone-game-vii",
    Remove,
    instance=Row(least=1),
    methods=(
        Method("brute", complexity="O(2^n)"),
        Method("memo", complexity="O(n²)"),
        Method("table", table, "O(n²)", cost=table_cost),
        Method("fast", fast, "O(n)", many=Many(later(f"{__name__}.kernels", "many_values")),
               bench=Bench(anchor_limit=10**5, reference="stone-game-iii")),
    ),
    summary=Msg("remove the stone at either end of the row and score the sum of the stones left"),
    parts=Parts(
        problem=Problem(
            number=1690, numeral="VII", title="Stone Game VII", methods=("stoneGameVII",),
            examples=(([5, 3, 1, 4, 2], 6), ([7, 90, 5, 1, 100, 10, 10, 2], 122)),
            constraints="2 <= n <= 1000, 1 <= stones[i] <= 1000",
            limits=Limits(2, 1000, 1, 1000),
            notes=(Note("n", lambda n: n == 1, Msg("removing the only stone scores 0")),),  # outside the limits
        ),
        scene=RemoveScene,
        shortcuts=Shortcuts(values=position_values),
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
    ),
)
