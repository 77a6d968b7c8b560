"""Stone Game's lesson: its statement, terms, recurrence, the parity argument and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from stonegame.catalogs import Msg
from stonegame.core.teaching import Formula, Mistake, Recurrence, Teaching


def cell(position: tuple[int, int]) -> str:
    """The value of the interval (i, j) as the recurrence writes it: ``dp[i][j]``.

    >>> cell((1, 3))
    '\\\\mathrm{dp}[1][3]'
    """
    i, j = position
    return rf"\mathrm{{dp}}[{i}][{j}]"


TEACHING = Teaching(
    statement=Msg(
        "An even number of piles of stones lie in a row; pile i holds piles[i] stones, and the total is odd. "
        "Alice and Bob take turns, Alice first. Each turn the player to move takes the whole pile at the left "
        "end or at the right end of the row. When no pile is left, whoever holds more stones wins. Both play "
        "optimally. Return true if Alice wins, false if Bob does."
    ),
    terms=(
        (r"\mathrm{piles}", Msg("the row of piles, numbered from 0")),
        (r"i, j", Msg("the first and the last pile still in the row (both included)")),
        (r"\mathrm{dp}[i][j]", Msg("the most the player to move can end ahead by, own stones minus the "
                                   "opponent's, with piles i to j left")),
    ),
    state=Msg(
        "A state is what is left of the row: a run of piles from i to j, and nothing else matters, not how "
        "it came about. The player to move chooses one of two moves: take pile i (the left end) or pile j "
        "(the right end). Either leaves a run one pile shorter, with the other player to move."
    ),
    value=Msg(
        "The value of a state is the margin the player to move can secure: their stones minus the "
        "opponent's, from here to the end, when both play their best. Alice wins when the value of the "
        "whole row is above 0. The write-up's table keeps a pair (first, second) per state instead: the "
        "stones of the player to move and of the other one; the value is first − second."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{dp}[i][i] = \mathrm{piles}[i]",
                Msg("one pile left: the player to move takes it, and the other gets nothing more")),
    ),
    transition=(
        Formula(r"\mathrm{dp}[i][j] = \max(\mathrm{piles}[i] - \mathrm{dp}[i+1][j],\ "
                r"\mathrm{piles}[j] - \mathrm{dp}[i][j-1])",
                Msg("take an end, then the opponent is the one to move on what is left: their margin "
                    "counts against you")),
    ),
    order=Msg(
        "dp[i][j] needs dp[i+1][j] and dp[i][j−1], the two runs one pile shorter. So the table is filled "
        "by length: every single pile first, then every run of two, and so on up to the whole row; or, "
        "the same thing, i from the last row up and j from i to the right."
    )),
    fast=Msg(
        "The parity argument decides the answer without a table. Index the piles #0 to #n−1, n even, as "
        "the code does. If Alice takes pile #0, both ends left to Bob are odd-indexed; whichever he takes, "
        "an even-indexed end is again open to her. So Alice can take every even-indexed pile, or, starting "
        "from the right, every odd-indexed one, whichever sum is larger. The total is odd, so the sums differ "
        "and she always wins: return true. This proves the answer, not the exact margin. For the margin "
        "in O(n), collapse every run x ≤ y ≥ z inside the row into one pile x − y + z (whoever takes x "
        "lets the other take y, and then takes z), then take the larger end each turn."
    ),
    mistakes=(
        Mistake("greedy", Msg("Greedy: take the larger end every turn. A small end can open a large pile "
                              "to the opponent, and the greedy player does not look one move ahead.")),
        Mistake("first_parity_only", Msg("The parity strategy with the even-indexed piles only: Alice can "
                                         "take all the even-indexed or all the odd-indexed piles, and must "
                                         "choose the larger sum.")),
    ),
)
"""Stone Game's lesson content."""
