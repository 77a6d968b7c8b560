"""Stone Game IV's lesson: its statement, the heap-size state, win/lose as ±1, the sieve from
the losing positions, and its mistakes.

Every number the lesson shows is computed when it is made; this module holds only what no
computation says (``stonegame.core.teaching``).
"""

from __future__ import annotations

from math import isqrt

from stonegame.catalogs import Msg
from stonegame.core.teaching import Form, Formula, Mistake, Recurrence, Teaching


def cell(position: int) -> str:
    """The value of a heap of k stones as the recurrence writes it: ``win[k]``.

    >>> cell(7)
    '\\\\mathrm{win}[7]'
    """
    return rf"\mathrm{{win}}[{position}]"


def calls(n: int) -> tuple[list[int], list[int]]:
    """The calls brute.py makes on 0 to n stones, C(k), and those it would make without its early return, F(k).

    >>> calls(6)
    ([1, 2, 3, 4, 6, 9, 10], [1, 2, 3, 4, 6, 9, 13])
    """
    won, counted, full = [False], [1], [1]
    for k in range(1, n + 1):
        squares = [s * s for s in range(1, isqrt(k) + 1)]
        lost = [square for square in squares if not won[k - square]]
        tried = squares[:squares.index(lost[0]) + 1] if lost else squares
        won.append(bool(lost))
        counted.append(1 + sum(counted[k - square] for square in tried))
        full.append(1 + sum(full[k - square] for square in squares))
    return counted, full


def root() -> float:
    """The root r > 1 of r⁻¹ + r⁻⁴ + r⁻⁹ + … = 1, by bisection on x = 1/r (the sum rises with x)."""
    low, high = 0.5, 1.0
    for _ in range(60):
        x = (low + high) / 2
        low, high = (x, high) if sum(x ** (s * s) for s in range(1, 40)) < 1 else (low, x)
    return 1 / low


def calls_on_example(n: int) -> tuple[Msg, ...]:
    """The call counts with and without the early return on the example, and F's growth from one size to the next."""
    far = 30
    counted, full = calls(max(n, far))
    return (Msg("On the example, n = {n}: C({n}) = {calls}, the calls brute.py makes on it above, and F({n}) = "
                "{full}.", n=n, calls=counted[n], full=full[n]),
            Msg("F({far}) / F({before}) = {ratio:.3f}, and the root of r⁻¹ + r⁻⁴ + r⁻⁹ + … = 1 is {root:.3f}: "
                "brute.py's calls grow no faster.", far=far, before=far - 1, ratio=full[far] / full[far - 1],
                root=root()))


def squares_tried(n: int) -> tuple[int, int, int]:
    """The squares tried on piles 1 to n: by table.py (and memo.py, which reaches every pile), each k
    stopping at the first square that leaves a lost position; by fast.py, k + s² marked from each lost
    k below n; and Q(n) = Σ ⌊√k⌋, every square at every k, the label's n·√n.

    >>> squares_tried(8)
    (11, 6, 13)
    """
    won, table = [False] * (n + 1), 0
    for k in range(1, n + 1):
        s = 1
        while s * s <= k:
            table += 1
            if not won[k - s * s]:
                won[k] = True
                break
            s += 1
    sieve = sum(isqrt(n - k) for k in range(n) if not won[k])
    return table, sieve, sum(isqrt(k) for k in range(1, n + 1))


SHARES = (1_024, 8_192, 65_536)
"""The sizes at which the shares of the squares tried are said: about the largest the growth
section reaches, one below it and one beyond."""


def squares_on_example(n: int) -> tuple[Msg, ...]:
    """The squares table.py tries on the example, and the shares table.py and fast.py try at larger n."""
    table, _, every = squares_tried(n)
    shares = {size: squares_tried(size) for size in SHARES}
    told = {f"{name}{k}": shares[size][part] / shares[size][2] for k, size in enumerate(SHARES, 1)
            for name, part in (("t", 0), ("f", 1))}
    return (Msg("On the example, n = {n}: table.py tries {table} of the Q({n}) = {every} squares.", n=n,
                table=table, every=every),
            Msg("table.py tries {t1:.0%} of Q(n) at n = {n1}, {t2:.0%} at n = {n2} and {t3:.0%} at n = {n3}; "
                "fast.py {f1:.0%}, {f2:.0%} and {f3:.0%}: the shares fall as n grows, so the fitted powers are "
                "below 1.5.", n1=f"{SHARES[0]:,}", n2=f"{SHARES[1]:,}", n3=f"{SHARES[2]:,}", **told))


TEACHING = Teaching(
    statement=Msg(
        "One pile holds n stones. Alice and Bob take turns, Alice first. On a turn the player to move removes "
        "a non-zero perfect square number of stones from the pile (1, 4, 9, 16, …), never more than the pile "
        "holds. A player who cannot move, because the pile is empty, loses. Both play optimally. Return true "
        "if Alice wins, false if Bob does."
    ),
    terms=(
        (r"n", Msg("the stones in the pile at the start")),
        (r"k", Msg("the stones left in the pile: a state")),
        (r"s^2", Msg("a move: remove s² stones, s ≥ 1 and s² ≤ k")),
        (r"\mathrm{win}[k]", Msg("+1 if the player to move with k stones left can force a win, −1 if they "
                                 "lose whatever they do (the write-ups keep true and false)")),
    ),
    state=Msg(
        "Nothing is scored, and the only thing that changes is the number of stones, so a state is just k, the "
        "stones left. The player to move chooses a square s² no larger than k, which leaves the opponent k − s² "
        "stones: there are ⌊√k⌋ choices."
    ),
    value=Msg(
        "The value of a state is who wins it: win[k] = +1 if the player to move wins with k stones left, −1 if "
        "not. Positions with value +1 are called winning (W), the others losing (L). Alice wins exactly when "
        "win[n] = +1. Writing the values as ±1 turns “the opponent loses” into a sign flip, the same negamax "
        "step as the scored games use."
    ),
    cell=cell,
    recurrence=Recurrence(base=(
        Formula(r"\mathrm{win}[0] = -1", Msg("an empty pile: the player to move cannot move, and loses")),
    ),
    transition=(
        Formula(r"\mathrm{win}[k] = \max_{s} \bigl(-\mathrm{win}[k - s^2]\bigr)",
                Msg("for 1 ≤ s² ≤ k: a move is worth the opposite of what it leaves the opponent; one move to a "
                    "losing position is enough to win")),
        Formula(r"\mathrm{win}[k] \;\iff\; \exists s \ge 1,\ s^2 \le k:\ \lnot \mathrm{win}[k - s^2]",
                Msg("the same in true and false, as the write-ups write it: k is winning if some square leaves "
                    "a losing position")),
    ),
    order=Msg(
        "win[k] reads only smaller piles, win[k − 1], win[k − 4], win[k − 9] and so on. So the table is filled "
        "from k = 0 upward, and every value it needs is already there. Trying all ⌊√k⌋ squares at every k "
        "costs O(n√n) in all."
    )),
    fast=Msg(
        "Turn the question around. Instead of asking, at each k, whether some square reaches a losing position, "
        "start from the losing positions and push forward: if k is losing, then every k + s² is winning, "
        "because removing s² hands the opponent the losing k. Go through k = 0, 1, 2, … in order; when the loop "
        "reaches a k that nothing has marked, no square leads from k to a losing position (all those were "
        "found earlier and would have marked it), so k is losing, and it marks k + 1, k + 4, k + 9, … The answer "
        "is unchanged, but only the losing positions do any work, and they are rare, a share that shrinks as "
        "n grows. The worst case is still O(n√n); in practice the sieve does a small fraction of that work, "
        "and it can stop as soon as n itself is settled. The losing positions follow no known period (the "
        "patterns section below lists the first ones it finds), so no closed form in n replaces the sieve."
    ),
    forms=(
        Form(
            Msg("Why brute force grows more slowly than 2^n"),
            Msg("brute.py tries the squares 1, 4, 9, … in turn, and returns at the first that leaves the opponent "
                "a lost position. Without that early return, a call on k stones would call once on each of k − 1, "
                "k − 4, k − 9, … stones: F(k) = 1 + F(k − 1) + F(k − 4) + F(k − 9) + …. That is at most one call "
                "on each smaller pile, so F(k) ≤ 2^k: the label's bound. But the squares thin out, and F grows "
                "only as r^k, where r is the root of r⁻¹ + r⁻⁴ + r⁻⁹ + … = 1, about {root:.3f}. The early return only "
                "drops calls, so the calls brute.py makes, C(k), are at most F(k), and grow no faster.",
                root=root()),
            (Formula(r"C(k) = 1 + \sum_{s=1}^{t} C(k - s^2)",
                     Msg("t: the first s that leaves a lost position; where none does, every s with s² ≤ k")),
             Formula(r"F(k) = 1 + \sum_{s^2 \le k} F(k - s^2) \le 2^k", Msg("every square tried")),
             Formula(r"\sum_{s \ge 1} r^{-s^2} = 1", Msg("r, the base of F's growth"))),
            calls_on_example,
            section="growth",
        ),
        Form(
            Msg("Why memo, table and fast fit powers below 1.5 beside O(n·√n)"),
            Msg("O(n·√n) counts every square at every k: Q(n) squares in all. table.py stops at the first square "
                "that leaves a lost position, so only a lost k tries all of its squares, and memo.py, which "
                "reaches every k, tries the same ones; fast.py works from the lost k alone. Lost positions grow "
                "rarer as n grows, so the share of Q(n) that each listing tries falls, and a line fitted at the "
                "sizes measured is less steep than n^1.5. The label stays the bound."),
            (Formula(r"Q(n) = \sum_{k=1}^{n} \lfloor \sqrt{k} \rfloor",
                     Msg("every square tried at every k: the label's n·√n")),),
            squares_on_example,
            section="growth",
        ),
    ),
    mistakes=(
        Mistake("largest_square_only", Msg("Only the largest square: the listing decides k by the single move "
                                           "that removes the largest square that fits. A winning move may be a "
                                           "smaller square; every square has to be tried.")),
        Mistake("one_at_a_time", Msg("One stone at a time: if every move removed exactly one stone, the first "
                                     "player would win exactly when n is odd. But the even squares 4, 16, 36, … are "
                                     "moves too: they leave the parity of the pile unchanged, and the parity "
                                     "argument falls apart.")),
    ),
)
"""Stone Game IV's lesson content."""
