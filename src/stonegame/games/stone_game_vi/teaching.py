"""Stone Game VI's lesson: its statement, terms, the search over the sets of stones left, the
a + b argument that makes it a sort, and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from math import e, factorial

from stonegame.catalogs import Msg
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching


def cell(position: tuple[int, int]) -> str:
    """The value of the set of stones left (a bitmask; its size says who moves), the stones
    numbered from 0 as the board, the code and every other game count them (#0, #1, …):
    ``dp[{0, 2}]``, ``dp[∅]`` when none is left.

    >>> cell((0b101, 1)), cell((0, 1))
    ('\\\\mathrm{dp}[\\\\{0, 2\\\\}]', '\\\\mathrm{dp}[\\\\varnothing]')
    """
    mask, _ = position
    stones = [str(k) for k in range(mask.bit_length()) if mask >> k & 1]
    inside = r"\{" + ", ".join(stones) + r"\}" if stones else r"\varnothing"
    return rf"\mathrm{{dp}}[{inside}]"


def listed(key: tuple[int, ...]) -> str:
    """A cell of memo.py or table.py, which index it by the bitmask of the stones left, in the recurrence's
    notation: memo.py's dp(1) and table.py's dp[1] are both ``dp[{0}]``.

    >>> listed((1,)), listed((0,))
    ('\\\\mathrm{dp}[\\\\{0\\\\}]', '\\\\mathrm{dp}[\\\\varnothing]')
    """
    return cell((key[0], 0))


def calls(n: int) -> int:
    """The calls brute.py makes on n stones: one, and m calls on m − 1 stones from a call on m, since it
    remembers nothing and walks every order of taking them.

    >>> [calls(n) for n in range(6)]
    [1, 2, 5, 16, 65, 326]
    """
    count = 1
    for m in range(1, n + 1):
        count = 1 + m * count
    return count


def lines(n: int) -> int:
    """The lines of brute.py run on n stones: a call with m stones left runs 2n + 3m + 3 (its loop reads
    all n bits, and takes the m set ones); the m's summed over the calls are C(n) − 1, and the function
    around them runs 4, so (2n + 6)·C(n) + 1.

    >>> [lines(n) for n in (1, 2, 7)]
    [17, 51, 274001]
    """
    return (2 * n + 6) * calls(n) + 1


def calls_on_example(values: tuple[list[int], list[int]]) -> tuple[Msg, ...]:
    """The calls and lines on the example, with ⌊e·n!⌋ beside the calls (exact in floats for small n)."""
    n = len(values[0])
    return (Msg("On the example, n = {n}: C({n}) = {calls}, the calls brute.py makes on it above, and ⌊e·{n}!⌋ = "
                "{floor}; its lines there are (2·{n} + 6)·{calls} + 1 = {lines}.", n=n, calls=calls(n),
                floor=int(e * factorial(n)) if n else 1, lines=lines(n)),)


TEACHING = Teaching(
    statement=Msg(
        "There are n stones, and Alice and Bob value each one differently: stone i is worth aliceValues[i] "
        "points to Alice and bobValues[i] points to Bob. They take turns, Alice first; each turn the player to "
        "move takes any one stone left and scores their own value for it. When no stone is left, the higher "
        "score wins. Both play optimally, knowing both lists. Return 1 if Alice wins, −1 if Bob wins, and 0 on "
        "a tie."
    ),
    terms=(
        (r"a_k, b_k", Msg("stone k's worth to Alice and to Bob; the stones are numbered from 0, as the board "
                          "and the code number them, so aₖ = aliceValues[k]")),
        (r"S", Msg("the set of stones left; the code keeps it as a bitmask, bit k set while stone k is left")),
        (r"g_k", Msg("what taking stone k scores for the player to move: aₖ if Alice is to move, bₖ if Bob is")),
        (r"\mathrm{dp}[S]", Msg("the most the player to move can end ahead by, own score minus the opponent's, "
                                "with the stones of S left")),
    ),
    state=Msg(
        "A state is the set of stones left. Whose turn it is follows from it (Alice moves when an even number "
        "of stones is gone), and the scores so far do not change what is best from here. The player to move "
        "chooses any stone k of S: they score gₖ, and the opponent moves on S without k. Unlike the games on "
        "a row, any subset can be left, so there are 2^n states."
    ),
    value=Msg(
        "The value of a state is the margin the player to move can secure: their score minus the opponent's, "
        "from here to the end, when both play their best. The answer is the sign of the value of the full set: "
        "1 if it is above 0, −1 below 0, 0 at 0."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{dp}[\varnothing] = 0", Msg("no stone left: nobody scores again")),
    ),
    transition=(
        Formula(r"\mathrm{dp}[S] = \max_{k} \bigl(g_k - \mathrm{dp}[S \setminus \{k\}]\bigr) \quad (k \in S)",
                Msg("take stone k and score your value for it; then the opponent moves on the rest, and their "
                    "margin counts against you")),
    ),
    order=Msg(
        "dp[S] needs the sets with one stone fewer. Taking stone k clears bit k of the mask, which makes it "
        "a smaller number, so filling the masks in increasing order, 0, 1, 2, … up to 2^n − 1, always finds "
        "them done; so does filling by the number of stones left, none first. 2^n sets and up to n moves each: "
        "O(2^n · n), fine for n ≤ 20, hopeless for LeetCode's n = 10^5."
    ), listed=listed),
    fast=Msg(
        "The search is exponential; one identity makes it a sort. Let A be the stones Alice ends with and B Bob's. "
        "Alice − Bob = (a summed over A) − (b summed over B) = (a + b summed over A) − (b summed over all the "
        "stones), because B is all the stones but A. The last sum does not depend on the play, so Alice wants the "
        "stones she takes to have the largest total a + b; from Bob's side, Bob − Alice = (a + b summed over B) − "
        "(a summed over all the stones), so he wants the same. Taking a stone scores your value and denies the "
        "other theirs: it is worth a + b to either player. Both play one game in which stone k is worth cₖ = aₖ + "
        "bₖ to whoever takes it, and there taking the largest c left is optimal. Rank the stones by c, counting "
        "the ranks from 0 as the code counts order[0], order[1], …: c₍₀₎ ≥ c₍₁₎ ≥ … ≥ c₍ₙ₋₁₎. At her turn t "
        "(t = 0, 1, …) only 2t stones are gone, so one of ranks 0 to 2t is left and greedy Alice takes a stone "
        "worth at least c₍₂ₜ₎: she secures the sum over the even ranks, whatever Bob does. Greedy Bob secures "
        "the odd ranks the same way, and the two bounds add up to the whole, so neither can do better. So sort "
        "by a + b, largest first, give the even ranks to Alice and the odd ranks to Bob, and compare the points: "
        "O(n log n), or O(n) by counting, since a + b ≤ 200."
    ),
    forms=(
        Form(
            Msg("Why brute force's count grows as n!"),
            Msg("brute.py keeps the stones left as a bitmask, but remembers no state's value: a call tries every "
                "stone left and calls once on the stones without it, so every order of taking the stones is "
                "walked. A call on m stones left makes m calls on m − 1 stones: C(m) = 1 + m·C(m − 1), with C(0) "
                "= 1, so C(n) = n!/n! + n!/(n − 1)! + … + n!/0!, which is ⌊e·n!⌋ for n ≥ 1: O(n!) calls, as "
                "labelled. Each call also runs its loop over all n bits of the mask, not only the m stones left: "
                "a call runs 2n + 3m + 3 lines, and brute.py's lines on n stones are (2n + 6)·C(n) + 1, the work "
                "counted above. From one n to the next they grow by a factor of a little more than n, so no fixed "
                "base b makes them b^n."),
            (Formula(r"C(m) = 1 + m \cdot C(m - 1), \quad C(0) = 1", Msg("one call on each stone left")),
             Formula(r"C(n) = \sum_{k=0}^{n} n!/k! = \lfloor e \cdot n! \rfloor \quad (n \ge 1)"),
             Formula(r"W(n) = (2n + 6) \cdot C(n) + 1", Msg("the lines brute.py runs on n stones"))),
            calls_on_example,
            section="growth",
        ),
        Form(
            Msg("Why the sort's count grows as n, not n log n"),
            Msg("formula.py sorts with Python's sorted(), whose comparisons run inside the interpreter, in C: they "
                "run no line of the listing, so the count above does not see them. What it counts is the key, "
                "one line for each of the n stones, and the two sums, one line for each of their n terms in all: "
                "2n + 6 lines, whatever order the sort makes. The log n is the comparisons' (about n·log₂ n of "
                "them), which only the time beside the count includes."),
            (Formula(r"W(n) = 2n + 6", Msg("the lines formula.py runs on n stones")),),
            section="growth",
        ),
    ),
    mistakes=(
        Mistake("own_value_sort", Msg("Each player takes the stone worth most to themselves. That counts what "
                                      "the stone scores, but not what taking it denies the opponent, and a stone "
                                      "the opponent values highly can be worth more to take.")),
        Mistake("difference_sort", Msg("Sorting by a − b: it looks like the stone's net worth, but taking stone k "
                                       "moves the margin by aₖ for the points scored plus bₖ for the points "
                                       "denied, a + b in all, whoever takes it.")),
    ),
)
"""Stone Game VI's lesson content."""
