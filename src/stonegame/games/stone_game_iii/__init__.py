"""Stone Game III (LeetCode 1406): take up to three (``stonegame.games.families.take_up_to``).

Stones with integer values (negative ones too) lie in a row. On each turn the mover takes the
first 1, 2 or 3 stones left and scores their values. When none is left the higher score wins;
the answer is "Alice", "Bob" or "Tie". The rules, the table and the words for a move are the
take-up-to family's with k = 3; this module adds the compiled kernel and the problem.

Glossary: stones = the row; i = index of the first stone left; d(i) = the mover's best
(own − opponent's) from stone i on.
Recurrence (R): d(n) = 0; d(i) = max over x in 1..3, i + x <= n, of sum(stones[i:i+x]) − d(i+x).

References
----------
.. [1] LeetCode 1406, Stone Game III: https://leetcode.com/problems/stone-game-iii/
.. [2] The editorial's method: d(i) from the end, O(n) time, three rolling values.
"""

from __future__ import annotations

from collections.abc import Sequence

from stonegame.catalogs import Msg
from stonegame.core import kernels as machinery
from stonegame.core.declare import declare
from stonegame.core.game import WINNER, Bench, Limits, Many, Method, Parts, Problem, Shortcuts, loaded
from stonegame.core.instances import Row
from stonegame.core.kernels import later
from stonegame.games.families.take_up_to import TakeUpTo, TakeUpToScene, differences


def table(stones: Sequence[int]) -> int:
    """Alice − Bob under optimal play, from the last stone back: O(n) time.

    >>> table([1, 2, 3, -9])
    15
    """
    return differences(stones)[0]


def fast(stones: Sequence[int]) -> int:
    """The table's recurrence with three rolling values, compiled for long rows (kernels.take_up_to_three).

    >>> fast([1, 2, 3, 6])
    0
    """
    from stonegame.games.stone_game_iii import kernels
    return machinery.run_guarded(kernels.take_up_to_three, stones, factor=len(stones))


GAME = declare(
    "stone-game-iii",
    TakeUpTo,  # k = 3
    instance=Row(least=None),
    answer=WINNER,
    methods=(
        Method("brute", complexity="O(3^n)"),
        Method("memo", complexity="O(n)", bench=Bench(sizes=(10**3, 10**4, 10**5))),
        Method("table", table, "O(n)", bench=Bench(sizes=(10**3, 10**4, 10**5, 10**6))),
        Method("fast", fast, "O(n)", many=Many(later(f"{__name__}.kernels", "many_values"))),
    ),
    summary=Msg("take the first 1, 2 or 3 stones; values may be negative; higher score wins"),
    parts=Parts(
        scene=TakeUpToScene,
        shortcuts=Shortcuts(values=lambda stones: differences(stones).__getitem__),  # d(i) for every i, in O(n)
        problem=Problem(
            number=1406, numeral="III", title="Stone Game III", methods=("stoneGameIII",),
            examples=(([1, 2, 3, 7], "Bob"), ([1, 2, 3, -9], "Alice"), ([1, 2, 3, 6], "Tie")),
            constraints="1 <= stoneValue.length <= 5·10^4, −1000 <= stoneValue[i] <= 1000",
            limits=Limits(1, 5 * 10**4, -1000, 1000),
        ),
        total=sum,
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
    ),
)
