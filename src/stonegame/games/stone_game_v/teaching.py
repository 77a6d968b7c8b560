"""Stone Game V's lesson: its statement, the interval state, the recurrence over splits with
its three cases, the O(n²) balance-point method and the pruned search, and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from itertools import accumulate

from stonegame.catalogs import Msg
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching


def cell(position: tuple[int, int]) -> str:
    """Alice's best score on the stones i..j as the recurrence writes it: ``dp[i][j]``.

    >>> cell((4, 5))
    '\\\\mathrm{dp}[4][5]'
    """
    i, j = position
    return rf"\mathrm{{dp}}[{i}][{j}]"


def calls(values: Sequence[int]) -> int:
    """The calls brute.py makes on ``values``: one, and those on each cut's lighter part (both on a tie).

    >>> calls([6, 2, 3, 4, 5, 5]), calls([1, 2, 4, 8, 16]), calls([1, 1])
    (12, 16, 3)
    """
    prefix = [0, *accumulate(values)]

    @cache
    def count(i: int, j: int) -> int:
        total = 1
        for k in range(i, j):
            left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
            total += count(i, k) if left <= right else 0
            total += count(k + 1, j) if left >= right else 0
        return total

    return count(0, len(values) - 1)


RANDOM_SIZES = (10, 20, 40, 80)
"""The n of the random rows on which the calls' growth per stone is measured, each the double of the last."""


def calls_on_example(values: Sequence[int]) -> tuple[Msg, ...]:
    """The call count on the example and on a doubling row of its length, and its growth per stone on random
    rows (five of each size, values 1 to 4 as the growth section's, seeded: the same numbers every time)."""
    n, rng = len(values), random.Random(0)
    doubling = [2**i for i in range(n)]
    totals = [sum(calls([rng.randint(1, 4) for _ in range(size)]) for _ in range(5)) for size in RANDOM_SIZES]
    a, b, c = ((later / earlier) ** (1 / size) for earlier, later, size in
                 zip(totals[:-1], totals[1:], RANDOM_SIZES[:-1], strict=True))
    return (Msg("On the example, n = {n}: C(0, {last}) = {calls}, the calls brute.py makes on it above.", n=n,
                last=n - 1, calls=calls(values)),
            Msg("On the row 1, 2, 4, …, {top} (n = {n}): C(0, {last}) = {doubled} = 2^{power}.", top=doubling[-1],
                n=n, last=n - 1, doubled=calls(doubling), power=n - 1),
            Msg("On random rows of values 1 to 4, the calls grow by a factor of {a:.3f} a stone from n = {n1} to "
                "{n2}, by {b:.3f} from {n2} to {n3} and by {c:.3f} from {n3} to {n4}: the growth per stone falls "
                "as n grows.", a=a, b=b, c=c, n1=RANDOM_SIZES[0], n2=RANDOM_SIZES[1], n3=RANDOM_SIZES[2],
                n4=RANDOM_SIZES[3]))


MEMO_SIZES = (32, 64, 128)
"""The n of the random rows on which memo.py's share of the table's cuts is measured: the growth section's
largest memo runs."""


def reached(values: Sequence[int]) -> set[tuple[int, int]]:
    """The intervals memo.py computes on ``values``: the whole row, and each cut's lighter part (both on a tie).

    >>> sorted(reached([1, 2, 4]))
    [(0, 0), (0, 1), (0, 2)]
    """
    prefix = [0, *accumulate(values)]
    seen: set[tuple[int, int]] = set()
    stack = [(0, len(values) - 1)]
    while stack:
        i, j = stack.pop()
        if (i, j) in seen:
            continue
        seen.add((i, j))
        for k in range(i, j):
            left, right = prefix[k + 1] - prefix[i], prefix[j + 1] - prefix[k + 1]
            if left <= right:
                stack.append((i, k))
            if left >= right:
                stack.append((k + 1, j))
    return seen


def memo_cuts(values: Sequence[int]) -> tuple[Msg, ...]:
    """The cuts memo.py tries against the table's, on the example and on a random row of each of
    ``MEMO_SIZES`` (values 1 to 4 as the growth section's, seeded: the same numbers every time)."""
    rng = random.Random(0)
    said = []
    for n, row in ((len(values), list(values)), *((size, [rng.randint(1, 4) for _ in range(size)])
                                                  for size in MEMO_SIZES)):
        tried, every = sum(j - i for i, j in reached(row)), (n**3 - n) // 6
        said.append(Msg("n = {n}: memo.py tries {tried:,} of the table's {every:,} cuts ({share:.1%})", n=n,
                        tried=tried, every=every, share=tried / every if every else 1.0))
    return tuple(said)


TEACHING = Teaching(
    statement=Msg(
        "Stones lie in a row, stoneValue[i] the value of stone i, every value positive. Each round Alice cuts "
        "the row into two non-empty parts, a left row and a right row. Bob works out the sum of each part and "
        "throws away the part with the larger sum; Alice adds the sum of the part that stays to her score. "
        "When the sums are equal, Alice decides which part stays. The game continues on the remaining row and "
        "ends when a single stone is left. Alice starts with a score of 0. Return the largest score she can "
        "reach."
    ),
    terms=(
        (r"\mathrm{stoneValue}", Msg("the row of values, indexed from 0; n stones in all")),
        (r"i, j", Msg("the first and the last stone of the row that is left (both included)")),
        (r"k", Msg("a cut after stone k: the left part is i..k, the right part k+1..j, with i ≤ k < j (the "
                   "play below names a cut by the index of the stone it follows, so “split after #2” is k = 2)")),
        (r"\mathrm{sum}(i, j)", Msg("stoneValue[i] + … + stoneValue[j], read from prefix sums in O(1)")),
        (r"\mathrm{dp}[i][j]", Msg("the largest score Alice can still add when the stones i..j are left")),
    ),
    state=Msg(
        "Whichever part stays is a contiguous piece of the original row, so a state is an interval i..j. Only "
        "Alice makes decisions: Bob's discard is forced by the sums, so it is not a choice at all, and after "
        "every round Alice is again the one to move. Her choice is the cut k, anywhere from after stone i to "
        "before stone j; the part with the smaller sum stays, and on equal sums she also chooses which part."
    ),
    value=Msg(
        "dp[i][j] is the most Alice can still add to her score from the row i..j. Bob never scores, so there is "
        "no opponent's share to subtract: each round's gain is simply added, and the answer is dp[0][n−1]."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{dp}[i][i] = 0", Msg("one stone left: it cannot be cut, and the game is over")),
    ),
    transition=(
        Formula(r"\mathrm{dp}[i][j] = \max_{k} \mathrm{gain}(k)",
                Msg("for i ≤ k < j: try every cut and keep the best")),
        Formula(r"\mathrm{gain}(k) = \mathrm{sum}(i, k) + \mathrm{dp}[i][k]",
                Msg("when sum(i, k) < sum(k+1, j), the left part is lighter: it stays, Alice scores its sum and "
                    "plays on with it")),
        Formula(r"\mathrm{gain}(k) = \mathrm{sum}(k+1, j) + \mathrm{dp}[k+1][j]",
                Msg("when sum(i, k) > sum(k+1, j), the right part is lighter: it stays instead")),
        Formula(r"\mathrm{gain}(k) = \mathrm{sum}(i, k) + \max(\mathrm{dp}[i][k],\ \mathrm{dp}[k+1][j])",
                Msg("when the sums are equal, a tie: both parts score the same, and Alice keeps the one she can do "
                    "more with")),
    ),
    order=Msg(
        "dp[i][j] reads dp[i][k] and dp[k+1][j], two strictly shorter intervals inside it. So the table is "
        "filled by length, all intervals of two stones, then three, up to the whole row; or, equivalently, i "
        "from n−1 down to 0 and j from i+1 upward, so that every shorter interval starting at i or ending at j "
        "is ready. Trying every cut makes each cell O(n), the table O(n³)."
    )),
    fast=Msg(
        "All values are positive, so as the cut k moves right the left sum grows and the right sum shrinks. "
        "There is therefore one balance point m, the last cut whose left part is not heavier than the right: "
        "every cut up to m keeps the left part, every cut after m keeps the right part (and at m, on equal "
        "sums, either). The best cut on the left side is then a prefix maximum, the largest "
        "sum(i, t) + dp[i][t] for t from i to m, and it can be kept as a running maximum along row i as j "
        "grows; the best cut on the right side is a suffix maximum of sum(t, j) + dp[t][j], a running maximum "
        "down column j as i falls. For a fixed i a longer row has a larger total, so m can only move right as "
        "j grows: one pointer per row walks at most n steps. Each cell then costs O(1) amortized, the table "
        "O(n²). For very long rows the library also runs a pruned search: every part Alice keeps is at most "
        "half of the row before it, so the scores of later rounds add up to less than the first, which bounds "
        "what a part can still give; parts are tried from the heaviest down and the search stops once the "
        "bound cannot beat the best found."
    ),
    forms=(
        Form(
            Msg("Why brute force's count depends on the values"),
            Msg("brute.py tries each cut once and calls only on its lighter part, on both parts where the two sums "
                "tie. So the calls on the stones i..j, C(i, j), are one plus those on each cut's lighter part, and "
                "they depend on the values, not on n alone. Where each value outweighs all those before it, as 1, "
                "2, 4, 8, …, the left part of every cut is the lighter, so every shorter prefix is called on: "
                "C(0, n − 1) = 1 + C(0, 0) + … + C(0, n − 2) = 2^(n−1), below the label's 3^n. On random values "
                "the lighter part is mostly the shorter, and a short part costs little: the count's growth per "
                "stone falls as n grows, and the fitted base above holds only near the n it was measured at."),
            (Formula(r"C(i, j) = 1 + \sum_{k=i}^{j-1} \Bigl(\bigl[\mathrm{sum}(i, k) \le \mathrm{sum}(k+1, j)\bigr]"
                     r" \, C(i, k) + \bigl[\mathrm{sum}(i, k) \ge \mathrm{sum}(k+1, j)\bigr] \, C(k+1, j)\Bigr)",
                     Msg("a bracket is 1 where what it says holds, else 0: the lighter part is called on, both on a "
                         "tie")),),
            calls_on_example,
            section="growth",
        ),
        Form(
            Msg("Why memo.py's count fits below n³"),
            Msg("table.py tries every cut of every interval, (n³ − n)/6 cuts in all: the label's n³. memo.py "
                "computes only the intervals the question reaches, the whole row and each cut's lighter part, and "
                "tries the cuts of those only. The first one is the example; the others are random rows of values "
                "1 to 4, as the growth section draws, at the n of its largest memo runs. The share of the cuts "
                "memo.py tries falls as n grows there, so its count grows slower than n³ at these n, and the power "
                "fitted through them is below the label, which bounds it from above: the table's count."),
            (Formula(r"\sum_{0 \le i < j < n} (j - i) = (n^3 - n) / 6", Msg("the cuts table.py tries on n stones")),),
            memo_cuts,
            section="growth",
        ),
    ),
    mistakes=(
        Mistake("keep_larger", Msg("Keeping the heavier part: the listing scores the larger sum and plays on "
                                   "with it. Bob throws the heavier part away; Alice scores, and continues "
                                   "with, the lighter one.")),
        Mistake("tie_keeps_left", Msg("Equal sums, always the left part: on a tie the listing always keeps the "
                                      "left part. Alice may keep either, and the right one can be worth more "
                                      "later; the tie case needs the larger of dp on both sides.")),
    ),
)
"""Stone Game V's lesson content."""
