"""Stone Game III's lesson: its statement, the one-index state, the recurrence over the first
one to three stones, the rolling O(1)-memory form, and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from pathlib import Path

from stonegame.catalogs import Msg, Plural
from stonegame.core.game import answer_text
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching, loop_turns
from stonegame.core.values import minus, operand


def cell(position: int) -> str:
    """The value of the stones from index i on as the recurrence writes it: ``dp[i]``.

    >>> cell(2)
    '\\\\mathrm{dp}[2]'
    """
    return rf"\mathrm{{dp}}[{position}]"



def max_min_on_example(values: Sequence[int]) -> tuple[Msg, ...]:
    """Alice's score by the write-up's max/min form on ``values``, and the same from dp, at every state."""
    n = len(values)
    left = [sum(values[i:]) for i in range(n + 1)]  # take(i, n − i): the stones left, i = 0 to n

    @cache
    def alice(i: int, alice_moves: bool) -> int:
        if i == n:
            return 0
        steps = range(1, min(3, n - i) + 1)
        if alice_moves:
            return max(sum(values[i:i + x]) + alice(i + x, False) for x in steps)
        return min(alice(i + x, True) for x in steps)

    @cache
    def dp(i: int) -> int:
        return 0 if i == n else max(sum(values[i:i + x]) - dp(i + x) for x in range(1, min(3, n - i) + 1))

    states = [(i, turn) for i in range(n + 1) for turn in (True, False)]
    agree = sum(2 * alice(i, turn) == left[i] + (dp(i) if turn else -dp(i)) for i, turn in states)
    return (Msg("On the example, alice(0, Alice) = {stones}, and (take(0, {n}) + dp[0]) / 2 = ({total} + {dp}) / 2 "
                "= {stones_again}.", stones=minus(alice(0, True)), n=n, total=operand(left[0]), dp=operand(dp(0)),
                stones_again=minus((left[0] + dp(0)) // 2)),
            Msg("The last line above holds in all {states} of the example's states (i, player to move).",
                states=len(states)) if agree == len(states) else
            Msg("The last line above holds in only {agree} of the example's {states} states (i, player to move).",
                agree=agree, states=len(states)))


FAST = Path(__file__).parent / "solutions" / "fast.py"

SHOWN_STEPS = 6
"""Most turns of fast.py's loop a trace shows: the first ones from the end, then the last one."""


def rolling_on_example(values: Sequence[int]) -> tuple[Msg, ...]:
    """fast.py's loop on ``values``, one line a turn: dp[i] worked out from dp1, dp2, dp3, and the
    three after the shift; then what it returns. The numbers are read off fast.py as it runs."""
    n = len(values)
    turns, answer = loop_turns(FAST, ("stoneGameIII", list(values)), "dp1, dp2, dp3 = best")
    said: list[Msg] = []
    for turn in turns:
        i = turn["i"]
        symbols, numbers = [], []
        for x, name in enumerate(("dp1", "dp2", "dp3")[:n - i]):
            taken = " + ".join([minus(values[i]), *map(operand, values[i + 1:i + x + 1])])
            symbols.append(f"{taken} − {name}")
            numbers.append(f"{minus(sum(values[i:i + x + 1]))} − {operand(turn[name])}")
        worked = (f"{symbols[0]} = {numbers[0]}" if len(symbols) == 1 else
                  f"max({', '.join(symbols)}) = max({', '.join(numbers)})") + f" = {minus(turn['best'])}"
        if n - i <= SHOWN_STEPS - 1 or i == 0:  # the shift the traced line makes: best, dp1, dp2
            said.append(Msg("i = {i}: dp[{i}] = {worked}; then dp1, dp2, dp3 = {dp1}, {dp2}, {dp3}", i=i,
                            worked=worked, dp1=minus(turn["best"]), dp2=minus(turn["dp1"]), dp3=minus(turn["dp2"])))
        elif i == n - SHOWN_STEPS:
            said.append(Plural("… {n} more turn of the loop, the same way",
                                "… {n} more turns of the loop, the same way", i))  # i = n − SHOWN_STEPS … 1
    lead = turns[-1]["best"]
    said.append(Msg("after i = 0, dp1 holds dp[0] = {lead}, {side}: fast.py returns {answer}", lead=minus(lead),
                    side=Msg("above 0") if lead > 0 else Msg("below 0") if lead < 0 else Msg("exactly 0"),
                    answer=answer_text(answer, quoted=True)))
    return tuple(said)


def calls(m: int) -> int:
    """The calls brute.py makes on m stones left: one, and those on m − 1, m − 2 and m − 3 that exist.

    >>> [calls(m) for m in range(6)]
    [1, 2, 4, 8, 15, 28]
    """
    counts = [1]
    for k in range(1, m + 1):
        counts.append(1 + sum(counts[max(k - 3, 0):k]))
    return counts[m]


def root() -> float:
    """The root r > 1 of r³ = r² + r + 1, the base brute.py's calls grow at, by Newton's method from above.

    >>> round(root(), 3)
    1.839
    """
    r = 2.0
    for _ in range(60):
        r -= (r**3 - r**2 - r - 1) / (3 * r**2 - 2 * r - 1)
    return r


def calls_on_example(values: Sequence[int]) -> tuple[Msg, ...]:
    """The call count's recurrence on the example's size, and its growth from one size to the next."""
    n, far = len(values), 30
    return (Msg("On the example, n = {n}: C({n}) = {calls}, the calls brute.py makes on it above.", n=n,
                calls=calls(n)),
            Msg("C({far}) / C({before}) = {ratio:.3f}, and the root of r³ = r² + r + 1 is {root:.3f}: the fitted "
                "base above.", far=far, before=far - 1, ratio=calls(far) / calls(far - 1), root=root()))


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
        Formula(r"\mathrm{dp}[i] = \max_{x} \bigl(\mathrm{take}(i, x) - \mathrm{dp}[i+x]\bigr)",
                Msg("for 1 ≤ x ≤ 3 with i + x ≤ n: score the x stones taken, then the opponent becomes the player "
                    "to move at i + x, and their lead counts against you")),
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
    forms=(
        Form(
            Msg("The max/min form: Alice's score, and whose turn it is"),
            Msg("A write-up keeps only Alice's score, so its state must also say who moves: alice(i, p) "
                "is what Alice collects from stone i on, with p to move. On her turn she takes the x stones that "
                "give her the most; on Bob's, his stones are not hers, and he takes the x that leaves her the "
                "least. The answer compares 2 · alice(0, Alice) with the total. It becomes dp because the stones "
                "left, take(i, n − i), are shared by the two players and dp[i] is the difference of the shares: "
                "Alice's share is (take(i, n − i) + dp[i]) / 2 when she moves, (take(i, n − i) − dp[i]) / 2 when "
                "Bob does. Putting these into the max and min lines below gives, on either turn, the lesson's "
                "recurrence for dp."),
            (Formula(r"\mathrm{alice}(n, \text{Alice}) = \mathrm{alice}(n, \text{Bob}) = 0",
                     Msg("no stone left: Alice collects nothing more, whoever is to move")),
             Formula(r"\mathrm{alice}(i, \text{Alice}) = \max_{x} \bigl(\mathrm{take}(i, x) + "
                     r"\mathrm{alice}(i+x, \text{Bob})\bigr)", Msg("for 1 ≤ x ≤ 3 with i + x ≤ n")),
             Formula(r"\mathrm{alice}(i, \text{Bob}) = \min_{x} \mathrm{alice}(i+x, \text{Alice})"),
             Formula(r"\mathrm{alice}(i, \text{Alice}) = \bigl(\mathrm{take}(i, n-i) + \mathrm{dp}[i]\bigr) / 2, "
                     r"\quad \mathrm{alice}(i, \text{Bob}) = \bigl(\mathrm{take}(i, n-i) - \mathrm{dp}[i]\bigr) / 2")),
            max_min_on_example,
        ),
        Form(
            Msg("The three variables on the example"),
            Msg("fast.py keeps dp[i+1], dp[i+2] and dp[i+3] in dp1, dp2 and dp3, all 0 past the end of the row. "
                "Each turn of its loop works out dp[i] from them and shifts them by one. On the example, from the "
                "last stone back:"),
            example=rolling_on_example,
            section="fast",
        ),
        Form(
            Msg("Why brute force grows more slowly than 3^n"),
            Msg("Up to three calls a level, n levels deep, make the 3^n. Yet a move of 2 or 3 stones skips levels, "
                "so the calls on m stones left, C(m), are one plus the calls on m − 1, m − 2 and m − 3 stones "
                "left. Such a count grows as r^m, where r is the root of r³ = r² + r + 1, about {root:.3f}; brute.py "
                "runs a few lines a call, so its counted work grows at that base too.", root=root()),
            (Formula(r"C(0) = 1,\ C(1) = 2,\ C(2) = 4"),
             Formula(r"C(m) = 1 + C(m-1) + C(m-2) + C(m-3)", Msg("for m ≥ 3"))),
            calls_on_example,
            section="growth",
        ),
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
