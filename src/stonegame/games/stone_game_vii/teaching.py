"""Stone Game VII's lesson: its statement, terms, the interval recurrence with prefix sums, the
reduction to Stone Game on the negated row that makes it O(n), and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from stonegame.catalogs import Msg
from stonegame.core.teaching import Formula, Mistake, Recurrence, Teaching


def cell(position: tuple[int, int]) -> str:
    """The value of the run of stones i..j as the recurrence writes it: ``dp[i][j]``.

    >>> cell((0, 4))
    '\\\\mathrm{dp}[0][4]'
    """
    i, j = position
    return rf"\mathrm{{dp}}[{i}][{j}]"


TEACHING = Teaching(
    statement=Msg(
        "n stones lie in a row; stones[i] is the value of the i-th stone. Alice and Bob take turns, Alice first. "
        "Each turn the player to move removes the leftmost or the rightmost stone and scores the sum of the "
        "values of the stones that are still in the row (removing the last stone scores nothing). When no stone "
        "is left, the one with the higher score wins. Bob knows he will lose, so he plays to lose by as little "
        "as he can; Alice plays to win by as much as she can. Return the difference between Alice's and Bob's "
        "scores when both play optimally."
    ),
    terms=(
        (r"\mathrm{stones}", Msg("the row of n stones, numbered from 0")),
        (r"i, j", Msg("the first and the last stone still in the row (both included)")),
        (r"\mathrm{prefix}[k]", Msg("stones[0] + … + stones[k−1], the sum of the first k stones (prefix[0] = 0)")),
        (r"\mathrm{sum}(i, j)", Msg("stones[i] + … + stones[j] = prefix[j+1] − prefix[i], found in O(1)")),
        (r"\mathrm{dp}[i][j]", Msg("the most the player to move can end ahead by, own score minus the opponent's, "
                                   "with stones i to j left")),
    ),
    state=Msg(
        "A state is what is left of the row: the run of stones from i to j; what was scored before does not "
        "change what is best from here. The player to move has two choices: remove stone i, which scores "
        "sum(i+1, j), or remove stone j, which scores sum(i, j−1). Either leaves a run one stone shorter to the "
        "other player. The whole row is the state (0, n−1)."
    ),
    value=Msg(
        "The value of a state is the margin the player to move can secure: their score minus the opponent's, "
        "from here to the end, when both play their best. The answer is the value of the whole row, dp[0][n−1]. "
        "Bob playing to lose by as little as possible is just Bob maximising his own margin, so one recurrence "
        "serves both players."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{dp}[i][i] = 0",
                Msg("one stone left: removing it leaves nothing to score")),
    ),
    transition=(
        Formula(r"\mathrm{dp}[i][j] = \max\bigl(\mathrm{sum}(i+1, j) - \mathrm{dp}[i+1][j],\ "
                r"\mathrm{sum}(i, j-1) - \mathrm{dp}[i][j-1]\bigr)",
                Msg("remove an end and score what is left; then the opponent moves on what is left, and their "
                    "margin counts against you")),
        Formula(r"\mathrm{sum}(i, j) = \mathrm{prefix}[j+1] - \mathrm{prefix}[i]",
                Msg("with the prefix sums computed once, each sum costs O(1), so each cell does")),
    ),
    order=Msg(
        "dp[i][j] needs dp[i+1][j] and dp[i][j−1], the two runs one stone shorter. So the table is filled by "
        "length, every run of one stone first (all 0), then every run of two, up to the whole row; or, the same "
        "thing, i from n−2 up to 0 and j from i+1 to the right. Row i needs only row i+1, so the listings keep a "
        "single row of n values: O(n²) time, O(n) memory."
    )),
    fast=Msg(
        "The write-ups stop at the O(n²) table, which n ≤ 1000 allows. A reduction goes further. Removing an end "
        "x from a row whose sum is S scores S − x: what you score is the row's sum minus what you remove, so in "
        "effect each player wants to remove small stones. Let V(r) be this game's value on a row r and W(r) the "
        "value of Stone Game (877: take an end and score it) on r. Then 2·V(r) = sum(r) + W(−r), where −r is the "
        "row with every value negated. Proof by induction on the length: one stone x gives V = 0 and W([−x]) = "
        "−x, and 0 = x − x. For a longer row with sum S, removing the end x leaves r' with sum S − x, and by "
        "induction 2·(S − x − V(r')) = S + (−x − W(−r')). The left side is twice an option of V(r), the bracket "
        "on the right is the matching option of W(−r), so the maxima agree. W is found in O(n) by Stone Game's "
        "collapse: every x ≤ y ≥ z inside the row becomes one stone x − y + z, after which taking the larger end "
        "is optimal. So V = (sum + W(−stones)) / 2 in O(n) time."
    ),
    mistakes=(
        Mistake("greedy", Msg("Greedy: each player removes the smaller end, which scores the most this turn. It "
                              "does not look at what that leaves the opponent: removing the larger end can leave "
                              "a row the opponent scores less on.")),
        Mistake("removed_stone_scores", Msg("Off by one in the sums: the mover scores sum(i, j), the whole run, "
                                            "the removed stone included, where the rule scores only the stones "
                                            "that remain: sum(i+1, j) or sum(i, j−1). Both ends then score the "
                                            "same and the choice is made on the wrong numbers.")),
    ),
)
"""Stone Game VII's lesson content."""
