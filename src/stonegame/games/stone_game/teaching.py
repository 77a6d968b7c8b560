"""Stone Game's lesson: its statement, terms, recurrence, the parity argument and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from stonegame.catalogs import Msg
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching
from stonegame.core.values import minus


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
                "dp[0][{last}].", first=first[0][n - 1], second=second[0][n - 1], dp=dp[0][n - 1], last=n - 1),
            Msg("first − second equals dp in {agree} of the table's {cells} cells.", agree=agree, cells=cells))


def max_min_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """Alice's stones by the max/min form on ``piles``, and the same from dp."""
    n = len(piles)

    @cache
    def alice(i: int, j: int, alice_moves: bool) -> int:
        if i > j:
            return 0
        if alice_moves:
            return max(piles[i] + alice(i + 1, j, False), piles[j] + alice(i, j - 1, False))
        return min(alice(i + 1, j, True), alice(i, j - 1, True))

    @cache
    def dp(i: int, j: int) -> int:
        return 0 if i > j else max(piles[i] - dp(i + 1, j), piles[j] - dp(i, j - 1))

    total, whole = sum(piles), dp(0, n - 1)
    return (Msg("On the example, alice(0, {last}, Alice) = {stones}, and (total + dp[0][{last}]) / 2 = ({total} + "
                "{dp}) / 2 = {stones_again}.", last=n - 1, stones=alice(0, n - 1, True), total=total,
                dp=signed(whole), stones_again=(total + whole) // 2),)


def signed(value: int) -> str:
    """A number inside a sum: a negative one in parentheses, with a typographic minus."""
    return f"({minus(value)})" if value < 0 else str(value)


def collapse_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """fast.py's steps on ``piles``: each merge, the row left, the ends taken, the margin."""
    said: list[Msg] = []
    stack: list[int] = []
    for z in piles:
        while len(stack) >= 2 and stack[-2] <= stack[-1] >= z:
            y, x = stack.pop(), stack.pop()
            said.append(Msg("{x} ≤ {y} ≥ {z}: merged into {x} − {y} + {z} = {merged}", x=signed(x), y=signed(y),
                            z=signed(z), merged=minus(x - y + z)))
            z = x - y + z
        stack.append(z)
    if not said:
        said.append(Msg("no pile of the example is a peak: nothing merges"))
    row = ", ".join(map(minus, stack))
    lo, hi, sign, margin, taken = 0, len(stack) - 1, 1, 0, []
    while lo <= hi:
        if stack[lo] >= stack[hi]:
            value, lo = stack[lo], lo + 1
        else:
            value, hi = stack[hi], hi - 1
        taken.append(("+ " if sign > 0 else "− ") + signed(value))
        margin += sign * value
        sign = -sign
    said.append(Msg("the row left, [{row}], falls then rises; the larger end each turn gives {terms} = {margin}, "
                    "the table's dp[0][{last}]", row=row, terms=" ".join(taken).removeprefix("+ "),
                    margin=minus(margin), last=len(piles) - 1))
    return tuple(said)


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
        Formula(r"\mathrm{dp}[i][j] = 0 \quad \text{when } i > j",
                Msg("no pile left: where brute.py and memo.py stop; the transition at i = j then gives "
                    "dp[i][i] = piles[i] − 0, the line above")),
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
        "number of piles Alice always wins, so return true is right. The margin itself takes O(n) with one more "
        "idea. Call a pile y a peak when it lies inside the row and is at least both its neighbours x and z. "
        "Whoever first takes x (or z) uncovers y; the other player takes y at once, and the first then takes z: "
        "taking y later never gains more, since y is at least everything next to it. So the three piles act as "
        "one pile worth x − y + z to whoever touches them first, and merging them changes no value. Merge peaks "
        "while any are left, reading the row once with a stack. What remains has no peak: it falls, then rises, "
        "so its largest pile is at an end, and taking the larger end each turn is a best move for both players. "
        "The margin is then the alternating sum of the ends taken. fast.py does exactly that; the test suite "
        "holds it to brute force on thousands of random rows."
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
            Msg("The O(n) method on the example"),
            Msg("fast.py reads the piles left to right, merging each peak as it appears, then takes ends:"),
            example=collapse_on_example,
            section="fast",
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
