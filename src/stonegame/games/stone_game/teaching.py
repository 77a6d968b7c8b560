"""Stone Game's lesson: its statement, terms, recurrence, the parity argument and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from stonegame.catalogs import Msg
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching
from stonegame.core.values import minus, operand


def cell(position: tuple[int, int]) -> str:
    """The value of the interval (i, j) as the recurrence writes it: ``dp[i][j]``.

    >>> cell((1, 3))
    '\\\\mathrm{dp}[1][3]'
    """
    i, j = position
    return rf"\mathrm{{dp}}[{i}][{j}]"


def pair_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """The write-up's (first, second) table on ``piles``, checked cell by cell against dp."""
    n = len(piles)
    first = [[0] * n for _ in range(n)]
    second = [[0] * n for _ in range(n)]
    dp = [[0] * n for _ in range(n)]
    for i in range(n - 1, -1, -1):
        first[i][i], dp[i][i] = piles[i], piles[i]
        for j in range(i + 1, n):
            left, right = piles[i] + second[i + 1][j], piles[j] + second[i][j - 1]
            first[i][j], second[i][j] = (left, first[i + 1][j]) if left >= right else (right, first[i][j - 1])
            dp[i][j] = max(piles[i] - dp[i + 1][j], piles[j] - dp[i][j - 1])
    cells = n * (n + 1) // 2
    agree = sum(first[i][j] - second[i][j] == dp[i][j] for i in range(n) for j in range(i, n))
    return (Msg("On the whole example, (first, second) = ({first}, {second}), and {first} − {second} = {dp} = "
                "dp[0][{last}].", first=first[0][n - 1], second=second[0][n - 1], dp=minus(dp[0][n - 1]),
                last=n - 1),
            Msg("first − second equals dp in all {cells} cells of the table.", cells=cells) if agree == cells else
            Msg("first − second equals dp in {agree} of the table's {cells} cells.", agree=agree, cells=cells))


def max_min_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """Alice's stones by the max/min form on ``piles``, and the same from dp."""
    n = len(piles)
    # bottom-up, row i from row i + 1, as table.py fills dp: a recursion would go n deep on a long row
    mine, theirs, dp = [0] * (n + 1), [0] * (n + 1), [0] * (n + 1)  # alice(i, j, Alice), alice(i, j, Bob), dp[i][j]
    for i in range(n - 1, -1, -1):
        below = (mine[:], theirs[:], dp[:])  # row i + 1; entry j is (i + 1, j)
        for j in range(i, n):
            left = (below[0][j], below[1][j], below[2][j]) if i < j else (0, 0, 0)  # (i + 1, j)
            right = (mine[j - 1], theirs[j - 1], dp[j - 1]) if i < j else (0, 0, 0)  # (i, j − 1)
            mine[j] = max(piles[i] + left[1], piles[j] + right[1])
            theirs[j] = min(left[0], right[0])
            dp[j] = max(piles[i] - left[2], piles[j] - right[2])
    total, whole = sum(piles), dp[n - 1]
    return (Msg("On the example, alice(0, {last}, Alice) = {stones}, and (total + dp[0][{last}]) / 2 = ({total} + "
                "{dp}) / 2 = {stones_again}.", last=n - 1, stones=mine[n - 1], total=total,
                dp=operand(whole), stones_again=(total + whole) // 2),)



def has_peak(piles: Sequence[int]) -> bool:
    """True when some pile inside the row is at least both its neighbours: fast.py merges it.

    >>> has_peak([5, 3, 4, 5]), has_peak([3, 9, 1, 2])
    (False, True)
    """
    return any(piles[k - 1] <= piles[k] >= piles[k + 1] for k in range(1, len(piles) - 1))


def collapse_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """fast.py's steps on ``piles``: each merge and the row it leaves, the ends taken and the margin,
    each checked against the table (``pair_table``, which merges nothing): a merge of piles i to j
    leaves one pile worth what the table says those piles are worth alone."""
    from stonegame.games.stone_game import pair_table

    pairs = pair_table(piles)

    def dp(i: int, j: int) -> int:
        pair = pairs[i][j]
        assert pair is not None  # every i <= j is filled
        return pair[0] - pair[1]

    said: list[Msg] = []
    stack: list[tuple[int, int]] = []  # as fast.py's stack, each pile with the first original pile it stands for
    for k, pile in enumerate(piles):
        z, first = pile, k
        while len(stack) >= 2 and stack[-2][0] <= stack[-1][0] >= z:
            (y, _), (x, first) = stack.pop(), stack.pop()
            merged = x - y + z
            row = [value for value, _ in stack] + [merged] + list(piles[k + 1:])
            said.append(Msg("{x} ≤ {y} ≥ {z}: merged into {sum} = {merged}; the row is now [{row}]. Check: the "
                            "table gives dp[{i}][{j}] = {dp} for piles {i} to {j} alone", x=minus(x), y=minus(y),
                            z=minus(z), sum=f"{operand(x)} − {operand(y)} + {operand(z)}", merged=minus(merged),
                            row=", ".join(map(minus, row)), i=first, j=k, dp=minus(dp(first, k))))
            z = merged
        stack.append((z, first))
    if not said:
        said.append(Msg("no pile of the example is a peak: nothing merges"))
    left = [value for value, _ in stack]
    lo, hi, sign, margin = 0, len(left) - 1, 1, 0
    taken: list[str] = []
    while lo <= hi:
        if left[lo] >= left[hi]:
            value, lo = left[lo], lo + 1
        else:
            value, hi = left[hi], hi - 1
        taken.append(minus(value) if not taken else ("+ " if sign > 0 else "− ") + operand(value))
        margin += sign * value
        sign = -sign
    said.append(Msg("the row left, [{row}], has no peak; the larger end each turn gives {terms} = {margin}. Check: "
                    "the table, which merges nothing, gives dp[0][{last}] = {dp}", row=", ".join(map(minus, left)),
                    terms=" ".join(taken), margin=minus(margin), last=len(piles) - 1, dp=minus(dp(0, len(piles) - 1))))
    peak = next((k - 1 for k in range(1, len(piles) - 1) if piles[k - 1] <= piles[k] >= piles[k + 1]), None)
    if peak is not None:
        said.append(induction_step(list(piles), peak))
    return tuple(said)


def induction_step(piles: list[int], at: int) -> Msg:
    """The induction step of the merge, on ``piles`` and its peak's outer pile ``at``: each first
    move's worth in the row beside the merged row's, computed by the recurrence on both rows."""

    @cache
    def worth(row: tuple[int, ...]) -> int:
        return 0 if not row else max(row[0] - worth(row[1:]), row[-1] - worth(row[:-1]))

    x, y, z = piles[at:at + 3]
    merged = (*piles[:at], x - y + z, *piles[at + 3:])
    moves = []
    for end, said, rest, rest_merged in ((0, Msg("take the left {pile}", pile=piles[0]), piles[1:], merged[1:]),
                                         (-1, Msg("take the right {pile}", pile=piles[-1]), piles[:-1], merged[:-1])):
        here = piles[end] - worth(tuple(rest))
        if end % len(piles) in (at, at + 2):  # an outer pile of the peak: the merged row's end is w
            moves.append(Msg("{said:gerund}, an outer pile of the peak, is worth {here}: at least {low}, what taking "
                             "{w} is worth in the merged row, and at most {high}, the merged row's dp", said=said,
                             here=minus(here), low=minus(merged[end] - worth(rest_merged)), w=minus(merged[end]),
                             high=minus(worth(merged))))
        else:
            moves.append(Msg("{said:gerund} is worth {here} here and {there} in the merged row", said=said,
                             here=minus(here), there=minus(merged[end] - worth(rest_merged))))
    return Msg("the induction step on [{row}], whose merged row is [{merged}]: {first}; {second}. Check: both rows are "
               "worth {dp}", row=", ".join(map(minus, piles)), merged=", ".join(map(minus, merged)), first=moves[0],
               second=moves[1], dp=minus(worth(tuple(piles))))


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
        Formula(r"\mathrm{dp}[i][j] = 0",
                Msg("when i > j, no pile is left: where brute.py and memo.py stop; the transition at i = j then "
                    "gives dp[i][i] = piles[i] − 0, the line above")),
    ),
    transition=(
        Formula(r"\mathrm{dp}[i][j] = \max(\mathrm{piles}[i] - \mathrm{dp}[i+1][j],\ "
                r"\mathrm{piles}[j] - \mathrm{dp}[i][j-1])",
                Msg("take an end, then the opponent is the one to move on what is left: their margin "
                    "counts against you")),
    ),
    order=Msg(
        "dp[i][j] needs dp[i+1][j] and dp[i][j−1], the two runs one pile shorter, so any order that fills a run "
        "after both of its shorter runs works. One is by length: every single pile first, then every run of two, "
        "and so on up to the whole row. table.py uses another: i from the last row up, and in each row j from i "
        "to the right; when it comes to dp[i][j], row i+1 is complete and dp[i][j−1] is the cell it wrote just "
        "before."
    )),
    fast=Msg(
        "The answer needs no table: the parity argument, worked on the example below, shows that with an even "
        "number of piles Alice always wins, so return true is right. The margin itself, dp[0][n−1], takes O(n) "
        "with one more idea, argued below in three steps and then checked on a row; fast.py does exactly that, "
        "and the test suite holds it to brute force on thousands of random rows."
    ),
    forms=(
        Form(
            Msg("The write-up's table: a pair per state"),
            Msg("The write-up keeps, for piles i to j, the pair (first, second): the stones the player to move "
                "ends with, and the stones the other player ends with. Taking pile i earns piles[i], and then the "
                "opponent is the first to move on piles i+1 to j, so the mover becomes the second there; the "
                "opponent keeps what a first player gets there. Both players want the larger first, and first + "
                "second is the fixed total of piles i to j, so maximising first is the same as maximising first − "
                "second. That difference is dp: subtracting the two lines below gives dp[i][j] = piles[i] − "
                "dp[i+1][j] for the left end, and the same for the right, which is the lesson's recurrence."),
            (Formula(r"\mathrm{first}[i][j] = \max(\mathrm{piles}[i] + \mathrm{second}[i+1][j],\ "
                     r"\mathrm{piles}[j] + \mathrm{second}[i][j-1])",
                     Msg("the mover takes an end and is the second player on what is left")),
             Formula(r"\mathrm{second}[i][j] \in \{\mathrm{first}[i+1][j],\ \mathrm{first}[i][j-1]\}",
                     Msg("for the end the max above chooses: first[i+1][j] if the mover takes pile i, "
                         "first[i][j−1] if pile j, since the other player moves first on what is left")),
             Formula(r"\mathrm{dp}[i][j] = \mathrm{first}[i][j] - \mathrm{second}[i][j]")),
            pair_on_example,
        ),
        Form(
            Msg("The max/min form: one player's stones"),
            Msg("Another write-up counts only Alice's stones and lets the players want opposite things: Alice, "
                "to move, takes the larger of her two options; Bob, to move, leaves her the smaller. It needs the "
                "player to move in the state, twice the states. It becomes dp because the stones of piles i to j "
                "are split between the two: Alice's share is (sum + dp) / 2 when she moves, and (sum − dp) / 2 "
                "when Bob does."),
            (Formula(r"\mathrm{alice}(i, j, \text{Alice}) = \max(\mathrm{piles}[i] + \mathrm{alice}(i+1, j, "
                     r"\text{Bob}),\ \mathrm{piles}[j] + \mathrm{alice}(i, j-1, \text{Bob}))"),
             Formula(r"\mathrm{alice}(i, j, \text{Bob}) = \min(\mathrm{alice}(i+1, j, \text{Alice}),\ "
                     r"\mathrm{alice}(i, j-1, \text{Alice}))"),
             Formula(r"\mathrm{alice}(i, j, \text{Alice}) = (\mathrm{piles}[i] + \cdots + \mathrm{piles}[j] + "
                     r"\mathrm{dp}[i][j]) / 2")),
            max_min_on_example,
        ),
        Form(
            Msg("Why the O(n) method is right"),
            Msg("Call a pile y a peak when it lies inside the row and neither of its neighbours x and z is larger: "
                "x ≤ y ≥ z. fast.py reads the piles left to right and merges each peak with its two neighbours "
                "into one pile worth x − y + z; when no peak is left, it takes the larger end each turn. Three "
                "steps argue that the margin stays the same; one half of the second is checked here, not proved:"),
            example=collapse_on_example,
            section="fast",
            steps=(
                Msg("Three piles alone. On [x, y, z] the recurrence gives x − y + z. Whichever end the mover "
                    "takes, the other player is left two piles, y and one of its neighbours, and takes y, the "
                    "larger; the mover gets the last pile. So dp = max(x − (y − z), z − (y − x)) = x − y + z."),
                Msg("Inside a longer row, by induction on its length: assume merging a peak keeps the margin on "
                    "every shorter row. A first move that takes neither x nor z leaves y a peak of a shorter row, "
                    "so it is worth the same in the row and in the merged row. Otherwise x, say, is the left end: "
                    "the row is [x, y, z, …] and the merged row [w, …], with w = x − y + z and the same piles after "
                    "it. Taking x is worth at most the merged row's dp: the other player can take y at once, "
                    "leaving the mover [z, …], which is the merged row with its first pile larger by y − x; a pile "
                    "larger by some amount changes the margin by at most that amount, whoever takes it, so taking x "
                    "gets at most x − y + (y − x) = 0 more than the merged row's dp. So the row is worth at most the "
                    "merged row. That it is worth at least as much, that taking x reaches what taking w is worth "
                    "whenever w is the merged row's best move, is the half this lesson does not prove: answering y "
                    "with z at once is not enough alone, since y and z block an end the play on the other piles "
                    "may need. The check below tests it on a row, and the test suite on thousands."),
                Msg("No peak left, by induction on the length too. A row without a peak falls, then rises, so its "
                    "largest pile is at an end, and taking an end leaves a row that again falls, then rises; "
                    "assume the larger end is a best move on every shorter such row. Then whatever the first move, "
                    "the rest goes from its largest pile down. If both players take the larger end, the piles go "
                    "from the largest down, s1 ≥ s2 ≥ s3 ≥ …, and the mover's margin is s1 − s2 + s3 − …. Taking "
                    "the k-th largest pile first instead lowers that margin by twice (s1 − s2) + (s3 − s4) + …, "
                    "pairing the piles from the largest down to the one taken; no pair is below 0, so the larger "
                    "end is a best move on this row too."),
            ),
            shows=has_peak,
            instances=([3, 9, 1, 2],),
            unshown=Msg("The example has no peak"),
        ),
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
