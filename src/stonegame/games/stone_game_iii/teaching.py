"""Stone Game III's lesson: its statement, the one-index state, the recurrence over the first
one to three stones, the rolling O(1)-memory form, and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from stonegame.catalogs import Msg
from stonegame.core.teaching import Formula, Mistake, Recurrence, Teaching


def cell(position: int) -> str:
    """The value of the stones from index i on as the recurrence writes it: ``dp[i]``.

    >>> cell(2)
    '\\\\mathrm{dp}[2]'
    """
    return rf"\mathrm{{dp}}[{position}]"


TEACHING = Teaching(
    statement=Msg(
        "A row of stones is given as stoneValue, and a value may be negative. Alice and Bob take turns, Alice "
        "first, each starting from a score of 0. On a turn the player to move takes the first 1, 2 or 3 stones "
        "left in the row and adds their values to their score. The game is over when no stone is left. Both "
        "play optimally. Return \"Alice\" if Alice ends with the higher score, \"Bob\" if Bob does, and \"Tie\" "
        "if the scores are equal."
    ),
    terms=(
        (r"\mathrm{stoneValue}", Msg("the row of values, indexed from 0; n stones in all")),
        (r"i", Msg("the index of the first stone still in the row: stones i to n−1 are left")),
        (r"\mathrm{take}(i, x)", Msg("the sum of the x values from index i on: stoneValue[i] + … + "
                                     "stoneValue[i+x−1]")),
        (r"\mathrm{dp}[i]", Msg("the lead the player to move can force from stone i on: their score from here "
                                "minus the opponent's, both playing their best")),
    ),
    state=Msg(
        "Stones leave only from the front, so the row left is always stoneValue[i..n−1], and the index i is the "
        "whole state: whose turn it is does not matter, because the lead is always counted for the player to "
        "move. From i the player to move has up to three choices: take 1, 2 or 3 stones (fewer near the end). "
        "The opponent then moves from i + 1, i + 2 or i + 3."
    ),
    value=Msg(
        "dp[i] is the lead the player to move can force on the stones from i: what they collect from here "
        "minus what the opponent collects. The answer only compares the two scores, and the lead is exactly "
        "that comparison. It reads off dp[0]: \"Alice\" when "
        "it is above 0, \"Bob\" below 0, \"Tie\" at exactly 0."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{dp}[n] = 0", Msg("no stone left: nothing more to collect for either player")),
    ),
    transition=(
        Formula(r"\mathrm{dp}[i] = \max_{x} \bigl(\mathrm{take}(i, x) - \mathrm{dp}[i+x]\bigr) \quad "
                r"\text{for } 1 \le x \le 3,\ i + x \le n",
                Msg("score the x stones taken, then the opponent becomes the player to move at i + x, and "
                    "their lead counts against you")),
    ),
    order=Msg(
        "dp[i] reads dp[i+1], dp[i+2] and dp[i+3], the states further along the row. So the table is a single "
        "row filled from the end: dp[n] first, then i = n−1 down to 0. No two-dimensional table is needed, "
        "since one index already says everything about a state."
    )),
    fast=Msg(
        "The table is already linear: n states, at most three choices each, O(n) time. The remaining step is "
        "memory. Because dp[i] looks at most three places ahead, only three numbers are ever needed: keep "
        "dp[i+1], dp[i+2] and dp[i+3] in three variables, compute dp[i], and shift them by one. The running "
        "sum of the stones taken is built up while x grows from 1 to 3, so no prefix sums are needed either. "
        "That is O(n) time and O(1) extra memory. Why not think in scores, as a first attempt often does "
        "(Alice maximises, Bob minimises, two tables)? The lead removes the need to know whose turn it is: "
        "the same formula serves both players, with the sign flipping at each move."
    ),
    mistakes=(
        Mistake("greedy", Msg("Greedy: each player takes the 1, 2 or 3 stones with the largest sum right now. "
                              "What a move leaves matters as much as what it takes: with negative values, "
                              "a move worth no more right now can leave the opponent nothing but negative "
                              "stones.")),
        Mistake("no_tie", Msg("No tie: the lead is computed correctly, but the answer only checks dp > 0, "
                              "so a lead of exactly 0 is reported as \"Bob\". The problem has three outcomes, "
                              "and equal scores are \"Tie\".")),
    ),
)
"""Stone Game III's lesson content."""
