"""Stone Game VIII (LeetCode 1872).

Stones lie in a row. While more than one stone is left, the mover chooses x > 1, removes the
leftmost x stones, scores their sum, and puts one stone of that value back on the left. The
answer is Alice's score minus Bob's under optimal play.

Glossary: stones = the row; prefix[j] = stones[0] + … + stones[j]; i = the row's leftmost
stone is prefix[i] (stones 0..i merged; the start is i = 0); f(i) = the mover's best
(own − opponent's) from i. Merging up to stone j scores prefix[j], whatever was merged before.
Recurrence (R): f(n−1) = 0; f(i) = max over j > i of prefix[j] − f(j)
             = max(f(i+1), prefix[i+1] − f(i+1)) for i < n − 2 (the max over j > i+1 is f(i+1)).

References
----------
.. [1] LeetCode 1872, Stone Game VIII: https://leetcode.com/problems/stone-game-viii/
.. [2] The editorial's method: the O(n²) DP over the merged prefix, collapsed to O(n) by
   f(i) = max(f(i+1), prefix[i+1] − f(i+1)).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cached_property
from itertools import accumulate

from stonegame.catalogs import Msg, Plural
from stonegame.core import kernels as machinery
from stonegame.core.declare import declare
from stonegame.core.game import Bench, Limits, Many, Method, Parts, Problem, Shortcuts, loaded
from stonegame.core.instances import Row
from stonegame.core.kernels import later
from stonegame.core.line import LINE_OPTIONS
from stonegame.core.rules import Estimate, Rules, Scene, Step
from stonegame.core.tables import TableView, check_side
from stonegame.core.values import minus


class Merge(Rules[tuple[int, ...], int]):
    """The literal game: the position is the row itself; merge the leftmost x >= 2 stones."""

    def __init__(self, stones: Sequence[int]):
        self.stones = tuple(stones)

    def start(self) -> tuple[int, ...]:
        return self.stones

    def moves(self, position: tuple[int, ...]) -> range:
        return range(2, len(position) + 1)

    def play(self, position: tuple[int, ...], move: int) -> Step[tuple[int, ...]]:
        merged = sum(position[:move])
        return Step(merged, (merged, *position[move:]))


class MergePrefix(Rules[int, int]):
    """The same game over prefix sums: the position is i, the row is [prefix[i], stones[i+1:]]."""

    def __init__(self, stones: Sequence[int]):
        self.stones = tuple(stones)

    @cached_property
    def prefix(self) -> list[int]:
        """The prefix sums, made when first played or drawn: a row of 10^7 values is estimated
        and refused a line without them (they are 36 bytes a value in Python)."""
        return list(accumulate(self.stones))

    def start(self) -> int:
        return 0

    def moves(self, position: int) -> range:
        return range(2, len(self.stones) - position + 1)

    def estimate(self) -> Estimate:
        """One position per merged prefix, and every longer prefix a move from it: n, n²/2. The
        tree has a path for every set of merge points among the n − 2 stones after the first two:
        at least 2^(n−2) nodes."""
        n = len(self.stones)
        return Estimate(n, n * (n - 1) // 2, tree=2 ** max(n - 2, 0))

    def play(self, position: int, move: int) -> Step[int]:
        j = position + move - 1
        return Step(self.prefix[j], j)


class MergePrefixScene(Scene[int, int]):
    """The row as the players see it, the merged stone first, and each merge with what it makes."""

    rules: MergePrefix

    def show(self, position: int) -> list[int]:
        return [self.rules.prefix[position], *self.rules.stones[position + 1 :]]

    def caption(self, position: int) -> Msg:
        if position == 0:
            return Msg("a move merges the first 2 or more stones into one and scores their sum")
        if position == len(self.rules.stones) - 1:  # one stone left: no move, the game is over
            return Msg("every stone is merged into one, {merged}: the game is over",
                       merged=minus(self.rules.prefix[position]))
        return Msg("the first stone is #0–#{last} merged, {merged}: a move merges it with 1 or more of the next "
                   "and scores the sum", last=position, merged=minus(self.rules.prefix[position]))

    def reach(self, position: int) -> int:
        return len(self.rules.stones) - position

    def numbers(self, position: int) -> list[str]:
        """The first pile is stones 0..position merged: it is named by the range it holds."""
        first = "0" if position == 0 else f"0–{position}"
        return [first, *(str(k) for k in range(position + 1, len(self.rules.stones)))]

    def name(self, position: int, move: int) -> str:
        return f"merge {move} ({self.rules.prefix[position + move - 1]})"

    def table(self) -> TableView:
        return best_view(self.rules.stones)

    def phrase(self, position: int, move: int) -> Msg:
        """The move in words: "merge the leftmost 3 stones into 8" / "把最左边的 3 个石子合并成 8"."""
        return Plural("merge the leftmost {n} stone into {merged}", "merge the leftmost {n} stones into {merged}",
                      move, merged=minus(self.rules.prefix[position + move - 1]))


def best_from(stones: Sequence[int]) -> list[int]:
    """f(i) for i = 0..n−1, from the end (R); O(n).

    >>> best_from([-1, 2, -3, 4, -5])
    [5, 5, 5, -3, 0]
    """
    prefix = list(accumulate(stones))
    n = len(stones)
    f = [0] * n
    f[n - 2] = prefix[n - 1]
    for i in range(n - 3, -1, -1):
        f[i] = max(f[i + 1], prefix[i + 1] - f[i + 1])
    return f

def table(stones: Sequence[int]) -> int:
    """Alice − Bob under optimal play by the O(n) recurrence.

    >>> table([7, -6, 5, 10, 5, -2, -6])
    13
    """
    return best_from(stones)[0]

def fast(stones: Sequence[int]) -> int:
    """The O(n) recurrence in O(1) memory, compiled for long rows (kernels.merge_prefix).

    >>> fast([-10, -12])
    -22
    """
    from stonegame.games.stone_game_viii import kernels
    return machinery.run_guarded(kernels.merge_prefix, stones, factor=len(stones))

LONGEST_LINE = (1 + math.isqrt(1 + 8 * LINE_OPTIONS)) // 2
"""The longest row whose optimal line is always computed, so that its scores are known (2000):
the line weighs, at position i, the n − 1 − i merges there (``Oracle.line`` counts them all),
and at worst it visits every position (x = 2 each move, as on a row of zeros), weighing
(n − 1) + (n − 2) + … + 1 = n(n − 1)/2 alternatives. The largest n with n(n − 1)/2 <=
LINE_OPTIONS = 2·10^6: 2000·1999/2 = 1,999,000 fits, 2001·2000/2 = 2,001,000 does not.
Longer rows take batch's row path (which writes their scores as null)."""


def best_view(stones: Sequence[int]) -> TableView:
    check_side(len(stones), "stone-game-viii")
    f = best_from(stones)
    prefix = list(accumulate(stones))
    return TableView(
        title=Msg("f[i]: the mover's best when stones 0..i are merged into prefix[i]"),
        corner="i",
        columns=[str(i) for i in range(len(stones))],
        rows=[(Msg("stone"), list(map(str, stones))), ("prefix", list(map(str, prefix))), ("f[i]", list(map(str, f)))],
        caption=Msg("answer f[0] = {value}", value=minus(f[0])),
    )


GAME = declare(
    "stone-game-viii",
    MergePrefix,
    instance=Row(least=None, min_length=2),
    methods=(
        Method("brute", complexity="O(2^n)"),
        Method("memo", complexity="O(n²)", bench=Bench(sizes=(10**3, 10**4))),
        Method("table", table, "O(n)", bench=Bench(sizes=(10**3, 10**4, 10**5, 10**6))),
        Method("fast", fast, "O(n)", many=Many(later(f"{__name__}.kernels", "many_values"), longest=LONGEST_LINE)),
    ),
    summary=Msg("merge the leftmost x >= 2 stones into one and score their sum; until one stone is left"),
    parts=Parts(
        scene=MergePrefixScene,
        shortcuts=Shortcuts(values=lambda stones: best_from(stones).__getitem__),  # f(i) for every i, in O(n)
        brute_rules=Merge,
        problem=Problem(
            number=1872, numeral="VIII", title="Stone Game VIII", methods=("stoneGameVIII",),
            examples=(([-1, 2, -3, 4, -5], 5), ([7, -6, 5, 10, 5, -2, -6], 13), ([-10, -12], -22)),
            constraints="2 <= n <= 10^5, −10^4 <= stones[i] <= 10^4",
            limits=Limits(2, 10**5, -(10**4), 10**4),
        ),
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
    ),
)
