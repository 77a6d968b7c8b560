"""Stone Game II's lesson: its statement, the (i, M) state, the recurrence over suffix sums,
the O(n²) deques and why nothing faster is known, and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import sqrt
from pathlib import Path

from stonegame.catalogs import Msg, Plural
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching, loop_turns
from stonegame.core.values import minus


def cell(position: tuple[int, int]) -> str:
    """The value of the state (i, M) as the recurrence writes it: ``dp[i][M]``.

    >>> cell((2, 2))
    '\\\\mathrm{dp}[2][2]'
    """
    i, m = position
    return rf"\mathrm{{dp}}[{i}][{m}]"


def most_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """The write-up's best[i][M] on ``piles``, checked state by state against dp."""
    n = len(piles)
    suffix = [sum(piles[i:]) for i in range(n + 1)]

    @cache
    def best(i: int, m: int) -> int:
        if i + 2 * m >= n:
            return suffix[i]
        return suffix[i] - min(best(i + x, max(m, x)) for x in range(1, 2 * m + 1))

    @cache
    def dp(i: int, m: int) -> int:
        if i + 2 * m >= n:
            return suffix[i]
        return max(suffix[i] - suffix[i + x] - dp(i + x, max(m, x)) for x in range(1, 2 * m + 1))

    whole, lead = best(0, 1), dp(0, 1)
    states = [(i, m) for i in range(n) for m in range(1, n + 1)]
    agree = sum(2 * best(i, m) - suffix[i] == dp(i, m) for i, m in states)
    return (Msg("On the example, best[0][1] = {best}, Alice's stones, the answer; and 2 · {best} − {total} = {lead} "
                "= dp[0][1].", best=whole, total=suffix[0], lead=minus(lead)),
            Msg("dp = 2·best − suffix holds in all {states} states (i, M) with M ≤ n.", states=len(states))
            if agree == len(states) else
            Msg("dp = 2·best − suffix holds in only {agree} of the {states} states (i, M) with M ≤ n.", agree=agree,
                states=len(states)))


def deques_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """fast.py's deques on ``piles`` at the cells whose bound does not reach the end of the row, in the
    order it fills them: what each deque holds, its front, and the cell; the whole rows it fills last, at
    most ``SHOWN_CELLS`` cells (at least row 0), the cells before them counted; then what it returns.
    The numbers are read off fast.py as it runs."""
    turns, answer = loop_turns(FAST, ("stoneGameII", list(piles)), "best[i][m] = suffix[i] - least")
    rows = sorted({turn["i"] for turn in turns})  # the rows with such a cell, 0 first
    shown = rows[:1]
    for i in rows[1:]:
        if sum(turn["i"] in (*shown, i) for turn in turns) > SHOWN_CELLS:
            break
        shown.append(i)
    said: list[Msg] = []
    before = sum(turn["i"] not in shown for turn in turns)
    if before:
        said.append(Plural("… {n} cell in the rows before, the same way", "… {n} cells in the rows before, "
                           "the same way", before))
    for turn in turns:
        i, m, best, same, grow = turn["i"], turn["m"], turn["best"], turn["same"][turn["m"]], turn["grow"]
        if i in shown:
            low, high = best[same[0]][m], best[i + grow[0]][grow[0]]
            said.append(Msg("i = {i}, M = {m}: same[{m}] = [{rows}], its front best[{row}][{m}] = {low}; grow = "
                            "[{xs}], its front best[{at}][{x}] = {high}; best[{i}][{m}] = suffix[{i}] − "
                            "min({low}, {high}) = {total} − {least} = {value}", i=i, m=m,
                            rows=", ".join(map(str, same)), row=same[0], low=minus(low),
                            xs=", ".join(map(str, grow)), at=i + grow[0], x=grow[0], high=minus(high),
                            total=minus(turn["suffix"][i]), least=minus(turn["least"]),
                            value=minus(turn["suffix"][i] - turn["least"])))
    if not said:
        said.append(Msg("2M reaches the end of the row from the start: best[0][1] = suffix[0] = {total}",
                        total=minus(sum(piles))))
    said.append(Msg("fast.py returns best[0][1] = {answer}", answer=minus(answer)))
    return tuple(said)


FAST = Path(__file__).parent / "solutions" / "fast.py"

SHOWN_CELLS = 8
"""Most cells a trace of fast.py's deques shows: the whole rows it fills last."""

CLIMB = (10, 20, 50, 100)
"""The n at which the call count's growth from n − 1 to n is shown: its climb past brute force's reach."""


def calls(n: int) -> int:
    """The calls brute.py makes on n piles: C(r, M) with r piles left, from (n, 1).

    >>> [calls(n) for n in range(1, 9)]
    [1, 1, 3, 5, 7, 9, 15, 25]
    """
    @cache
    def count(r: int, m: int) -> int:
        if 2 * m >= r:
            return 1
        return 1 + sum(count(r - x, max(m, x)) for x in range(1, 2 * m + 1))

    return count(n, 1)


def calls_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """The call count's recurrence on the example's size, and its growth from one size to the next as n grows."""
    n = len(piles)
    a, b, c, d = (calls(k) / calls(k - 1) for k in CLIMB)
    return (Msg("On the example, n = {n}: C({n}, 1) = {calls}, the calls brute.py makes on it above.", n=n,
                calls=calls(n)),
            Msg("C(n, 1) / C(n − 1, 1) is {a:.3f} at n = {n1}, {b:.3f} at n = {n2}, {c:.3f} at n = {n3} and {d:.3f} "
                "at n = {n4}: it climbs with n, and the fitted base above is measured at the n brute force can "
                "reach.", a=a, b=b, c=c, d=d, n1=CLIMB[0], n2=CLIMB[1], n3=CLIMB[2], n4=CLIMB[3]))



def table_lines(n: int) -> tuple[int, int, int]:
    """The lines table.py runs on n piles, in three parts: G(n), the max's generator, one line for
    each X of each state whose 2M does not reach the end; S(n), those states, one line each; and
    3n² + 5n + 8, the loops around them. With r = n − i piles left such a state has M ≤ q =
    ⌊(r − 1)/2⌋, so S(n) sums q and G(n) sums 2 + 4 + … + 2q = q(q + 1).

    >>> table_lines(5), sum(table_lines(5))
    ((10, 4, 108), 122)
    """
    quotients = [(r - 1) // 2 for r in range(1, n + 1)]
    return sum(q * (q + 1) for q in quotients), sum(quotients), 3 * n * n + 5 * n + 8


def table_lines_on_example(piles: Sequence[int]) -> tuple[Msg, ...]:
    """table.py's lines on the example, part by part, and the generator's share at larger n."""
    n = len(piles)
    g, s, loops = table_lines(n)
    shares = {size: table_lines(size)[0] / sum(table_lines(size)) for size in SHARES}
    return (Msg("On the example, n = {n}: G({n}) + S({n}) + 3·{n}² + 5·{n} + 8 = {g} + {s} + {loops} = {lines}, "
                "the lines table.py runs on it.", n=n, g=g, s=s, loops=loops, lines=g + s + loops),
            Msg("G(n)'s share of the lines is {a:.1%} at n = {n1}, {b:.1%} at n = {n2} and {c:.1%} at n = {n3}: "
                "the n³ term takes over only slowly, so a line fitted at the sizes measured is less steep than n³.",
                a=shares[SHARES[0]], b=shares[SHARES[1]], c=shares[SHARES[2]], n1=SHARES[0], n2=f"{SHARES[1]:,}",
                n3=f"{SHARES[2]:,}"))


SHARES = (128, 1_024, 10_000)
"""The sizes at which the generator's share of table.py's lines is said: the largest the growth
section reaches on its default budget, then two beyond it."""


TEACHING = Teaching(
    statement=Msg(
        "Piles of stones lie in a row, piles[i] stones in pile i, and a number M starts at 1. Alice and Bob "
        "take turns, Alice first. On a turn the player to move picks some X with 1 ≤ X ≤ 2M, takes every stone "
        "of the first X piles still in the row, and then M becomes max(M, X). When every pile has been taken "
        "the game is over, and both want to end with as many stones as they can. Both play optimally. Return "
        "the largest number of stones Alice can collect."
    ),
    terms=(
        (r"\mathrm{piles}", Msg("the row of piles, indexed from 0; n piles in all")),
        (r"i", Msg("the index of the first pile still in the row: piles i to n−1 are left")),
        (r"M", Msg("the current bound: this turn may take from 1 up to 2M piles")),
        (r"\mathrm{suffix}[i]", Msg("the stones still in the row, piles[i] + … + piles[n−1]; suffix[n] = 0")),
        (r"\mathrm{dp}[i][M]", Msg("the lead the player to move can force from (i, M): the stones they will "
                                   "still collect minus those the opponent will")),
        (r"\mathrm{best}[i][M]", Msg("the write-up's value: the most stones the player to move can still "
                                     "collect, (suffix[i] + dp[i][M]) / 2")),
    ),
    state=Msg(
        "Piles are only ever taken from the front, so what is left is always a suffix of the row, fixed by the "
        "index i of its first pile. That alone is not enough: how many piles the next move may take depends on "
        "M, which remembers the largest move so far. So a state is the pair (i, M). The player to move chooses "
        "X, the number of piles to take, from 1 to 2M (and no more than the piles left); the opponent then moves "
        "from (i + X, max(M, X))."
    ),
    value=Msg(
        "This lesson scores a state by the lead of its player to move, as every game here is scored: stones "
        "they will still collect minus the opponent's. The write-ups store best[i][M], the stones of the player "
        "to move, instead; the two carry the same information, since the stones left, suffix[i], are split "
        "between the two players: best = (suffix[i] + dp) / 2. The answer is Alice's stones, best[0][1] = "
        "(total + dp[0][1]) / 2."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{dp}[i][M] = \mathrm{suffix}[i]",
                Msg("when i + 2M ≥ n, the bound reaches the end of the row: take every pile left. Every pile holds "
                    "at least one stone, so nothing beats taking them all, and the opponent gets nothing more")),
    ),
    transition=(
        Formula(r"\mathrm{dp}[i][M] = \max_{X} \bigl(\mathrm{suffix}[i] - \mathrm{suffix}[i+X] - "
                r"\mathrm{dp}[i+X][\max(M, X)]\bigr)",
                Msg("for 1 ≤ X ≤ 2M: take the first X piles, worth suffix[i] − suffix[i+X] stones; the opponent's "
                    "lead on the rest, with the new bound, counts against you")),
    ),
    order=Msg(
        "dp[i][M] only reads states whose first pile is further right, dp[i+X][…] with X ≥ 1. So the table is "
        "filled row by row from i = n−1 back to i = 0; inside a row the cells do not read each other, and M can "
        "go in any order. Once 2M ≥ n − i a larger M changes nothing (the value is suffix[i]), so no column "
        "past M = ⌈n/2⌉ is ever needed; the table shown stops there."
    )),
    fast=Msg(
        "The first step is the suffix sums. Why a suffix and not a prefix? Because the opponent moves on what is "
        "left, and what is left is always piles i to n−1: its total, suffix[i], turns “the most I can collect” "
        "into “everything left minus the most the opponent can collect”, and the stones of a move into suffix[i] "
        "− suffix[i+X], both in O(1). With n² states (i, M), M from 1 to n, and up to 2M choices each, this is "
        "the O(n³) table. What brings it to O(n²) is the minimum over X alone, and fast.py does exactly this: the "
        "minimum splits in two. For X ≤ M the opponent lands on (i+X, M), a window of M cells that slides one "
        "place as i moves down by one; for M < X ≤ 2M he lands on (i+X, X), a window over X whose two ends both "
        "move right as M grows. A monotone deque for each keeps its minimum in O(1) amortized time per state, so "
        "fast.py fills all n² states in O(n²). Fewer states occur in play (M ≤ i/2 + 1, and once 2M ≥ n − i the "
        "value is simply suffix[i]), which spares the memo some of them, a constant factor and not a power of n. "
        "Nothing faster is known: there is no known closed form, the value depends on every pile, not on n or "
        "parities as in Stone Game or IV, and simple rules such as always taking 2M piles, or always one, are "
        "wrong on rows of a few piles."
    ),
    forms=(
        Form(
            Msg("The write-up's form: the most stones, with suffix sums"),
            Msg("The write-up stores best[i][M], the most stones the player to move can still collect. The stones "
                "left, suffix[i], are split between the two players, so the mover's stones are everything left "
                "minus what the opponent then collects, and making the opponent's share as small as possible makes "
                "yours as large as possible: a min over X where dp has a max. The two say the same thing, since "
                "best = (suffix[i] + dp) / 2, so dp = 2·best − suffix[i]; putting that into the first two lines "
                "below gives the lesson's base case and transition for dp."),
            (Formula(r"\mathrm{best}[i][M] = \mathrm{suffix}[i]",
                     Msg("when i + 2M ≥ n: the mover takes every pile left")),
             Formula(r"\mathrm{best}[i][M] = \mathrm{suffix}[i] - \min_{X} \mathrm{best}[i+X][\max(M, X)]",
                     Msg("for 1 ≤ X ≤ 2M, when i + 2M < n")),
             Formula(r"\mathrm{dp}[i][M] = 2 \cdot \mathrm{best}[i][M] - \mathrm{suffix}[i]")),
            most_on_example,
        ),
        Form(
            Msg("The deques on the example"),
            Msg("fast.py fills best (the write-up's form above) row by row from i = n − 1 up. same[M] holds the "
                "rows i + X with X ≤ M, of column M; grow holds the X with M < X ≤ 2M, standing for best[i+X][X]. "
                "Each keeps its values increasing from the front, so its front is the least. The cells where 2M does "
                "not reach the end of the row (the others are suffix[i]), in the order fast.py fills them:"),
            example=deques_on_example,
            section="fast",
        ),
        Form(
            Msg("Why brute force grows more slowly than 2^n at these sizes"),
            Msg("A call with r piles left and 2M ≥ r takes them all and calls nothing; otherwise it takes X = 1, …, "
                "2M piles and calls once on the r − X left, with the bound max(M, X). That is at most one call on "
                "each smaller number of piles, so C(n, 1) ≤ 2^(n−1): the label's bound. Yet M starts at 1, and "
                "grows only when a longer take is made: were it to stay 1, one or two piles a move, the count "
                "would grow as {golden:.3f}^n, as Fibonacci numbers do. So the calls per extra pile start well below "
                "2, and climb as n grows and larger bounds come into play.", golden=(1 + sqrt(5)) / 2),
            (Formula(r"C(r, M) = 1", Msg("when 2M ≥ r: the call takes every pile left")),
             Formula(r"C(r, M) = 1 + \sum_{X=1}^{2M} C(r - X, \max(M, X))", Msg("when 2M < r")),
             Formula(r"C(n, 1) \le 2^{n-1}", Msg("one call at most on each smaller number of piles"))),
            calls_on_example,
            section="growth",
        ),
        Form(
            Msg("Why memo and table fit a power below 3 beside O(n³)"),
            Msg("table.py's work is in the max's generator: for each state whose 2M does not reach the end, it "
                "runs one line for each X from 1 to 2M. These lines, G(n) in all, grow as n³/12: the label's n³. "
                "Every other line is one per such state, S(n), or in the loops over i and M, 3n² + 5n + 8, and "
                "at the sizes measured these are still a large part of the whole, which bends the fitted line "
                "below 3. memo.py runs the same generator on the states the question reaches, fewer of them, "
                "and bends the same way."),
            (Formula(r"W(n) = G(n) + S(n) + 3n^2 + 5n + 8", Msg("the lines table.py runs on n piles")),
             Formula(r"G(n) = \sum_{r=1}^{n} q_r (q_r + 1), \quad S(n) = \sum_{r=1}^{n} q_r, \quad "
                     r"q_r = \lfloor (r - 1) / 2 \rfloor", Msg("with r piles left, M goes up to qᵣ")),
             Formula(r"G(n) \approx n^3 / 12")),
            table_lines_on_example,
            section="growth",
        ),
    ),
    mistakes=(
        Mistake("prefix_not_suffix", Msg("A prefix where a suffix is needed: the stones still on the table are "
                                         "piles i to n−1, prefix[n] − prefix[i]; this listing reads prefix[n − i], "
                                         "the total of the first n − i piles: as many piles, but the wrong ones, "
                                         "and in general a different total.")),
        Mistake("two_m_excluded", Msg("Off by one in M: range(1, 2 * m) stops at 2M − 1, so taking exactly 2M "
                                      "piles is never tried, except when it would empty the row (the base case "
                                      "still takes everything). A bound “up to 2M” includes 2M.")),
    ),
)
"""Stone Game II's lesson content."""
