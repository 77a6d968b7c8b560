"""Stone Game VIII's lesson: its statement, terms, the prefix-sum state, the recurrence, the
collapse of the max that makes it O(n), and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from itertools import accumulate
from pathlib import Path

from stonegame.catalogs import Msg, Plural, joined
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching, loop_turns
from stonegame.core.values import minus, operand


def cell(position: int) -> str:
    """The value of the state i (stones 0..i merged into the leftmost) as the recurrence writes it: ``f[i]``.

    >>> cell(3)
    '\\\\mathrm{f}[3]'
    """
    return rf"\mathrm{{f}}[{position}]"


def indexing_on_example(stones: Sequence[int]) -> tuple[Msg, ...]:
    """The write-up's two codes run on ``stones`` (the official f′ over the 0-based pre, and solve over the
    1-based sum), each state beside the lesson's f."""
    n = len(stones)
    pre = list(accumulate(stones))
    official = [0] * n  # f′: f′[n−1] = pre[n−1], then i = n−2 down to 1, as the official loop
    official[n - 1] = pre[n - 1]
    for i in range(n - 2, 0, -1):
        official[i] = max(official[i + 1], pre[i] - official[i + 1])
    total = [0, *pre]  # sum[k]: the first k stones

    @cache
    def solve(idx: int) -> int:
        if idx == n:
            return total[n]
        return max(solve(idx + 1), total[idx] - solve(idx + 1))

    f = [0] * n  # the lesson's table: f[n−1] = 0, f[i] = max over j > i of prefix[j] − f[j]
    for i in range(n - 2, -1, -1):
        f[i] = max(pre[j] - f[j] for j in range(i + 1, n))

    def listed(values: Sequence[int]) -> Msg | str:
        return joined([minus(value) for value in values])  # separated as the lesson's language separates a list

    return (Msg("On the example, $\\mathrm{{f}}'[1]$ = {official} and $\\mathrm{{solve}}(2)$ = {solve}: the "
                "lesson's f[0] = {f}.", official=minus(official[1]), solve=minus(solve(2)), f=minus(f[0])),
            Msg("State by state, i = 0 to {last}: f[i] = {f}; $\\mathrm{{f}}'[i+1]$ = {official}; "
                "$\\mathrm{{solve}}(i+2)$ = {solve}.", last=n - 2, f=listed(f[:n - 1]),
                official=listed(official[1:]), solve=listed([solve(i + 2) for i in range(n - 1)])))


SHOWN_OPTIONS = 6
"""Most options of a max written out term by term (then the first ones, "…" and the last)."""


def _options(terms: list[str]) -> str:
    """Terms of a max, joined; a long list keeps its first three and its last around "…"."""
    if len(terms) > SHOWN_OPTIONS:
        terms = [*terms[:3], "…", terms[-1]]
    return ", ".join(terms)


def shared_on_example(stones: Sequence[int]) -> tuple[Msg, ...]:
    """f[0]'s max and f[1]'s written out on ``stones``: f[1]'s options are f[0]'s after its first, so
    f[0] = max(prefix[1] − f[1], f[1]), the value the whole max gives. Needs three stones or more."""
    n = len(stones)
    prefix = list(accumulate(stones))
    f = [0] * n  # the lesson's table: f[n−1] = 0, f[i] = max over j > i of prefix[j] − f[j]
    for i in range(n - 2, -1, -1):
        f[i] = max(prefix[j] - f[j] for j in range(i + 1, n))
    symbols = [f"{operand(prefix[j])} − f[{j}]" for j in range(1, n)]
    numbers = [f"{operand(prefix[j])} − {operand(f[j])}" for j in range(1, n)]
    if n == 3:  # f[1] has one option: no max around it
        later = Msg("f[1] = {symbols} = {numbers} = {value}: the only option of f[0] after its first",
                    symbols=symbols[1], numbers=numbers[1], value=minus(f[1]))
    else:
        later = Msg("f[1] = max({symbols}) = max({numbers}) = {value}: the options of f[0] after its first",
                    symbols=_options(symbols[1:]), numbers=_options(numbers[1:]), value=minus(f[1]))
    return (Msg("At i = 0: f[0] = max({symbols})", symbols=_options(symbols)),
            later,
            Msg("so f[0] = max({first}, f[1]) = max({number}, {value}) = {answer}, as the max over all its "
                "options gives", first=symbols[0], number=numbers[0], value=minus(f[1]), answer=minus(f[0])))


FAST = Path(__file__).parent / "solutions" / "fast.py"

SHOWN_STEPS = 6
"""Most turns of fast.py's loop a trace shows: the first ones from the end, then the last one."""

SHOWN_PREFIX = 12
"""Most prefix sums a trace writes out (then "…")."""



def running_on_example(stones: Sequence[int]) -> tuple[Msg, ...]:
    """fast.py's loop on ``stones``, one line a turn: f[i] from f[i+1] and prefix[i+1]; then what it
    returns, the numbers read off fast.py as it runs; f[i] names the running value f once the loop
    has reached i."""
    n = len(stones)
    prefix = list(accumulate(stones))
    row = ", ".join(map(minus, prefix[:SHOWN_PREFIX])) + (", …" if n > SHOWN_PREFIX else "")
    said = [Msg("prefix = [{row}]", row=row),
            Msg("f[{i}] = prefix[{last}] = {f}: two stones left, merging both is the only move", i=n - 2, last=n - 1,
                f=minus(prefix[-1]))]
    turns, f = loop_turns(FAST, ("stoneGameVIII", list(stones)), "f = max(f, prefix[i + 1] - f)")
    for turn, after in zip(turns, [*turns[1:], None], strict=False):  # None: after the last turn
        i, before = turn["i"], turn["f"]
        now = f if after is None else after["f"]
        worked = (f"max(f[{i + 1}], prefix[{i + 1}] − f[{i + 1}]) = max({minus(before)}, {operand(prefix[i + 1])} − "
                  f"{operand(before)}) = max({minus(before)}, {minus(prefix[i + 1] - before)}) = {minus(now)}")
        if n - 3 - i < SHOWN_STEPS - 1 or i == 0:
            said.append(Msg("f[{i}] = {worked}", i=i, worked=worked))
        elif i == n - 2 - SHOWN_STEPS:
            said.append(Plural("… {n} more turn of the loop, the same way",
                               "… {n} more turns of the loop, the same way", i))  # i = n − 2 − SHOWN_STEPS … 1
    said.append(Msg("fast.py returns f[0] = {f}", f=minus(f)))
    return tuple(said)


TEACHING = Teaching(
    statement=Msg(
        "n stones lie in a row; stones[i] is the value of the i-th stone from the left, and values may be "
        "negative. Alice and Bob take turns, Alice first. While more than one stone is left, the player to move "
        "chooses an x > 1, removes the leftmost x stones, adds the sum of their values to their own score, and "
        "puts one new stone worth that sum back at the left end. The game ends when one stone is left. Alice "
        "plays to make (her score − Bob's score) as large as possible, Bob to make it as small as possible. "
        "Return that difference when both play optimally."
    ),
    terms=(
        (r"\mathrm{stones}", Msg("the row of n stones, numbered from 0")),
        (r"\mathrm{prefix}[j]", Msg("stones[0] + stones[1] + … + stones[j]: the sum of the first j + 1 stones")),
        (r"i", Msg("the original stones 0 to i are merged into the leftmost stone, which is worth prefix[i] "
                   "(i = 0 at the start: nothing is merged yet)")),
        (r"\mathrm{f}[i]", Msg("the most the player to move can end ahead by, own score minus the opponent's, "
                               "from the state i")),
    ),
    state=Msg(
        "First the observation that makes the game small: a merge never changes the sum of the row. So after "
        "merges up to the original stone i, the leftmost stone is worth prefix[i], however the merges went, and "
        "the stones to its right are stones[i+1..n−1], untouched. A state is therefore one index i, and the "
        "scores so far do not matter for what is best from here. The player to move chooses j with "
        "i < j ≤ n − 1, which merges the x = j − i + 1 ≥ 2 leftmost stones: they score prefix[j] and leave the "
        "state j to the opponent. The game ends at i = n − 1, with one stone left."
    ),
    value=Msg(
        "The value f[i] is the margin the player to move can secure from the state i: their score minus the "
        "opponent's, from here to the end, when both play their best. The answer is f[0] itself, Alice's score "
        "minus Bob's, and it may be negative."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{f}[n-1] = 0",
                Msg("one stone left: the game is over and nobody scores again")),
        Formula(r"\mathrm{f}[n-2] = \mathrm{prefix}[n-1]",
                Msg("two stones left: the only move merges them both; the transition gives this too, and its second "
                    "form starts from it")),
    ),
    transition=(
        Formula(r"\mathrm{f}[i] = \max_{j=i+1}^{n-1} \bigl(\mathrm{prefix}[j] - \mathrm{f}[j]\bigr)",
                Msg("merge up to stone j: you score prefix[j], then the opponent moves from j, and their margin "
                    "counts against you")),
        Formula(r"\mathrm{f}[i] = \max\bigl(\mathrm{f}[i+1],\ \mathrm{prefix}[i+1] - \mathrm{f}[i+1]\bigr) "
                r"\quad (i \le n-3)",
                Msg("the same values at one comparison a state: the step that makes it fast, below, shows why")),
    ),
    order=Msg(
        "f[i] needs f[j] for every j > i, so the table is filled from the right: f[n−1] = 0 first, then f[n−2], "
        "and so on down to f[0], the answer. The listing above keeps the loop over j, so each cell costs up to "
        "n steps: O(n²) in all, too slow for n = 10^5. fast.py, further on, fills the same f with the second "
        "line of the transition instead and drops that loop: O(n)."
    )),
    fast=Msg(
        "Two steps take the game from exponential to O(n). The first is the state: since a merge keeps the sum "
        "of the row, every move scores a prefix sum and a state is one index, which turns brute force into an "
        "O(n²) memo (n states, up to n moves each). The second compares two neighbouring states. From i the "
        "player to move may merge up to any j from i + 1 to n − 1; from i + 1, up to any j from i + 2 to "
        "n − 1, and such a merge scores the same prefix[j] and leads to the same state j from both. So the "
        "options of f[i] are the options of f[i+1] plus one more, j = i + 1, and the best of the shared ones is "
        "f[i+1] itself: f[i] = max(f[i+1], prefix[i+1] − f[i+1]). In words: at i you either stop the merge at "
        "stone i + 1 now, or merge further, which is worth exactly what the best move from i + 1 is worth. This "
        "holds for i ≤ n − 3; at i = n − 2 the only move merges everything, so f[n−2] = prefix[n−1]. One pass "
        "from the right, one comparison a state: O(n) time, and O(1) memory besides the prefix sums, since each "
        "f needs only the one after it."
    ),
    forms=(
        Form(
            Msg("The write-up's indices: the official f and $\\mathrm{{solve}}$"),
            Msg("The write-up's two codes compute this lesson's f under other indices. The official solution's "
                "$\\mathrm{{pre}}$ is prefix, but its f[i], written $\\mathrm{{f}}'$ here, lets the player to move "
                "end the merge at index i or later, where the lesson's f[i] starts at i + 1: so "
                "f[i] = $\\mathrm{{f}}'[i+1]$, and its line below is the lesson's second transition shifted by one. "
                "The other code's $\\mathrm{{sum}}[k]$ is the sum of the first k stones, prefix[k−1], and "
                "$\\mathrm{{solve}}(k)$ ends the merge at the k-th stone (counting from 1) or later: "
                "f[i] = $\\mathrm{{solve}}(i+2)$. The first move merges at least 2 stones, so it ends at index 1, "
                "the 2nd stone, or later: hence the answers $\\mathrm{{f}}'[1]$ and $\\mathrm{{solve}}(2)$, both "
                "the lesson's f[0]. $\\mathrm{{f}}'[0]$ would let the first merge take a single stone, which is why "
                "the official loop stops at i = 1: the off-by-one mistake told below."),
            (Formula(r"\mathrm{f}'[i] = \max\bigl(\mathrm{f}'[i+1],\ \mathrm{pre}[i] - \mathrm{f}'[i+1]\bigr) "
                     r"\quad (1 \le i \le n-2), \qquad \mathrm{f}'[n-1] = \mathrm{pre}[n-1]",
                     Msg("the official solution; its answer is $\\mathrm{{f}}'[1]$")),
             Formula(r"\mathrm{solve}(k) = \max\bigl(\mathrm{solve}(k+1),\ \mathrm{sum}[k] - "
                     r"\mathrm{solve}(k+1)\bigr) \quad (2 \le k \le n-1), \qquad \mathrm{solve}(n) = "
                     r"\mathrm{sum}[n]",
                     Msg("the other code, in its O(n) form; its answer is $\\mathrm{{solve}}(2)$")),
             Formula(r"\mathrm{f}[i] = \mathrm{f}'[i+1] = \mathrm{solve}(i+2), \qquad \mathrm{prefix}[j] = "
                     r"\mathrm{pre}[j] = \mathrm{sum}[j+1]")),
            indexing_on_example,
        ),
        Form(
            Msg("The options of f[i] and f[i+1]"),
            Msg("The same step with both maxima written out term by term, as a write-up makes it:"),
            (Formula(r"\mathrm{f}[i] = \max\bigl(\mathrm{prefix}[i+1] - \mathrm{f}[i+1],\ \mathrm{prefix}[i+2] - "
                     r"\mathrm{f}[i+2],\ \ldots,\ \mathrm{prefix}[n-1] - \mathrm{f}[n-1]\bigr)"),
             Formula(r"\mathrm{f}[i+1] = \max\bigl(\mathrm{prefix}[i+2] - \mathrm{f}[i+2],\ \ldots,\ "
                     r"\mathrm{prefix}[n-1] - \mathrm{f}[n-1]\bigr)"),
             Formula(r"\mathrm{f}[i] = \max\bigl(\mathrm{prefix}[i+1] - \mathrm{f}[i+1],\ \mathrm{f}[i+1]\bigr)")),
            shared_on_example,
            section="fast",
            shows=lambda stones: len(stones) >= 3,
            unshown=Msg("The example has two stones, and f[1] has no option"),
        ),
        Form(
            Msg("f from the end on the example"),
            Msg("fast.py keeps the prefix sums and one running value f, which holds f[n−2] first and f[0] last; "
                "below, f[i] is its value once the loop has reached i. On the example:"),
            example=running_on_example,
            section="fast",
        ),
    ),
    mistakes=(
        Mistake("greedy", Msg("Greedy: each player merges up to where the prefix sum is largest. That scores the "
                              "most now, but it picks the state the opponent starts from without weighing what "
                              "they can score from there.")),
        Mistake("first_merge_one_stone", Msg("Off by one at the start: the loop of the O(n) recurrence runs one "
                                             "step too far, to i = −1, as if Alice's first merge could take a "
                                             "single stone (x = 1, scoring stones[0] and passing the turn). The "
                                             "rule is x > 1, so the answer is f[0], not "
                                             "max(f[0], stones[0] − f[0]).")),
    ),
)
"""Stone Game VIII's lesson content."""
