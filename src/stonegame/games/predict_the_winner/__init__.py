"""Predict the Winner (LeetCode 486): stone-game's interval game, with ties going to player 1.

Numbers lie in a row. Player 1 (Alice) and player 2 (Bob) take turns, Alice first; each turn
the mover takes the number at the left or the right end and adds it to their score. The answer
is ``true`` iff Alice can end with at least Bob's score: a tie counts as her win. Unlike
stone-game, the row may hold zeros and may have any length.

Glossary: stones = the row (nums in the problem); i, j = inclusive ends of what is left;
d(i, j) = the mover's best (own − opponent's) on stones[i..j].
Recurrence (R), shared with stone-game (see ``stonegame.games.stone_game``):
d(i, i) = stones[i]; d(i, j) = max(stones[i] − d(i+1, j), stones[j] − d(i, j−1)).

References
----------
.. [1] LeetCode 486, Predict the Winner: https://leetcode.com/problems/predict-the-winner/
.. [2] The editorial's method: the interval DP of the score difference, O(n²); the parity
   argument and the O(n) collapse are stone-game's (``stonegame.games.stone_game``).
"""

from __future__ import annotations

from collections.abc import Sequence

from stonegame.catalogs import Msg
from stonegame.core.declare import declare
from stonegame.core.game import Answer, Bench, Decision, Limits, Many, Method, Parts, Problem, Shortcuts, loaded
from stonegame.core.instances import Row
from stonegame.core.kernels import later
from stonegame.games.stone_game import (
    Interval,
    IntervalScene,
    fast,
    pair_table_cost,
    parity,
    position_values,
    table,
)


def formula(stones: Sequence[int]) -> Decision:
    """Player 1 never loses on an even number of numbers, so the answer is ``true``.

    >>> formula([1, 5, 233, 7]).answer
    True

    Notes
    -----
    Alice can take every number at an odd position or every number at an even one (the parity
    strategy of stone-game), whichever sum is larger, so she ends at least level with Bob, and
    a tie is her win here. This decides the answer in O(n), not the exact difference. With an
    odd number of numbers it proves nothing and raises ``InapplicableMethod``.
    """
    return parity(stones, ties_win=True)


GAME = declare(
    "predict-the-winner",
    Interval,
    instance=Row(least=0),
    answer=Answer(lambda value, nums: value >= 0, bool),  # a tie is player 1's win
    methods=(
        Method("brute", complexity="O(2^n)"),
        Method("memo", complexity="O(n²)"),
        Method("table", table, "O(n²)", cost=pair_table_cost),
        Method("formula", formula, "O(n)", auto=False),  # it decides the answer only, never the value
        Method("fast", fast, "O(n)",  # 877's kernel: the same rules
               many=Many(later("stonegame.games.stone_game.kernels", "many_values")),
               bench=Bench(anchor_limit=10**5, reference="stone-game-iii")),
    ),
    summary=Msg("take the number at either end of the row; player 1 wins ties"),
    parts=Parts(
        problem=Problem(
            number=486, title="Predict the Winner", methods=("predictTheWinner", "PredictTheWinner"),
            examples=(([1, 5, 2], False), ([1, 5, 233, 7], True)),
            constraints="1 <= nums.length <= 20, 0 <= nums[i] <= 10^7",
            limits=Limits(1, 20, 0, 10**7),
        ),
        scene=IntervalScene,
        shortcuts=Shortcuts(values=position_values),
        total=sum,
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
    ),
)
