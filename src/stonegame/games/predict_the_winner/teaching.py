"""Predict the Winner's lesson: its statement, terms, the interval recurrence with ties to
player 1, the parity argument where it applies, the O(n) collapse, and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from stonegame.catalogs import Msg, Name
from stonegame.core.teaching import Formula, Mistake, Recurrence, Teaching


def cell(position: tuple[int, int]) -> str:
    """The value of the numbers i..j as the recurrence writes it: ``dp[i][j]``.

    >>> cell((0, 2))
    '\\\\mathrm{dp}[0][2]'
    """
    i, j = position
    return rf"\mathrm{{dp}}[{i}][{j}]"


TEACHING = Teaching(
    statement=Msg(
        "An array nums of non-negative integers lies in a row. Player 1 and player 2 (Alice and Bob in this "
        "lesson) take turns, player 1 first, each starting from a score of 0. On a turn the player to move "
        "removes the number at one end of the row, either end, and adds it to their score. The game is over "
        "when the row is empty. Both play optimally. Return true if player 1 can win; equal scores count as a "
        "win for player 1. Unlike Stone Game, the row may have any length and nothing rules out a tie."
    ),
    terms=(
        (r"\mathrm{nums}", Msg("the row of numbers, indexed from 0")),
        (r"i, j", Msg("the first and the last index still in the row (both included)")),
        (r"\mathrm{dp}[i][j]", Msg("how far the player to move can finish ahead on nums[i..j]: own sum minus "
                                   "the opponent's, both playing their best")),
    ),
    state=Msg(
        "What is left of the row is always one unbroken stretch nums[i..j], since numbers only ever leave from "
        "its two ends; that stretch is the whole state, and which player holds which numbers so far does not "
        "change the best play from here. The player to move has at most two choices: nums[i] or nums[j]. "
        "After either, the other player faces a stretch one number shorter."
    ),
    value=Msg(
        "Score every state by the lead its player to move can force: the sum they will still collect minus "
        "the sum the opponent will still collect. Because the two players swap roles after every move, one "
        "number per stretch is enough; no separate table per player is needed. Player 1 wins when "
        "dp[0][n−1] ≥ 0: the ≥ and not > is where the tie rule lives."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{dp}[i][i-1] = 0",
                Msg("an empty stretch: neither player collects anything more")),
        Formula(r"\mathrm{dp}[i][i] = \mathrm{nums}[i]",
                Msg("a single number: the player to move takes it, and the game is over")),
    ),
    transition=(
        Formula(r"\mathrm{dp}[i][j] = \max(\mathrm{nums}[i] - \mathrm{dp}[i+1][j],\ "
                r"\mathrm{nums}[j] - \mathrm{dp}[i][j-1])",
                Msg("whatever lead the opponent can force on the shorter stretch is subtracted from the number "
                    "just taken; keep the better of the two ends")),
    ),
    order=Msg(
        "Each cell reads two cells for stretches one number shorter: dp[i+1][j] (below it in the table) and "
        "dp[i][j−1] (to its left). Any order that finishes the shorter stretches first works. The listing runs "
        "i from n−1 down to 0, and inside each row j from i+1 up to n−1, so both cells it reads are already "
        "filled."
    )),
    fast=Msg(
        "Two shortcuts. First, a theorem, not a pattern: with an even count of numbers the answer is always "
        "true. Player 1 can take every even-indexed number, or every odd-indexed one, as she chooses: taking "
        "nums[0] leaves player 2 the two odd-indexed ends nums[1] and nums[n−1], and whichever he takes "
        "uncovers an even-indexed end for her again (for the odd-indexed ones she opens with nums[n−1]). She "
        "chooses the larger of the two sums, so she ends at least level, and a level finish is her win. With "
        "an odd count both ends are even-indexed, the argument gives nothing, and player 2 can win, as on "
        "[1, 5, 2]. Second, the exact lead in O(n): fast.py merges every three neighbours x ≤ y ≥ z into one "
        "number x − y + z with a stack, then takes the larger end each turn on the row left, as {game}'s fast.py "
        "does. Why merging keeps the lead and the larger end is then a best move is argued in three steps (one "
        "half of the second is checked, not proved) under “{why}” in {game}'s lesson, which {command} prints; "
        "the argument uses neither {game}'s even count nor its odd total, so it holds for these rows too. The "
        "agreement section below checks the method against brute force.",
        game=Name("Stone Game"), why=Msg("Why the O(n) method is right"), command="stonegame lesson stone-game"
    ),
    mistakes=(
        Mistake("greedy", Msg("Greedy: each player grabs the larger end. Taking the bigger end can expose an "
                              "even bigger number to the opponent; the choice has to look at what it leaves "
                              "behind.")),
        Mistake("kind_opponent", Msg("A helpful opponent: the listing counts the most player 1 can collect, but "
                                     "after her move it takes the maximum over player 2's replies, as if he chose "
                                     "what is best for her. He plays to hurt her, so the reply must be a "
                                     "minimum; with the lead formulation (own − opponent's) the sign flip does "
                                     "this automatically.")),
        Mistake("no_tie", Msg("Forgetting the tie rule: the recurrence is right, but it returns dp > 0. "
                              "When the best play ends level, player 1 still wins, so the test must be "
                              "dp ≥ 0.")),
    ),
    proved=(Msg("every row of even length"),),
)
"""Predict the Winner's lesson content."""
