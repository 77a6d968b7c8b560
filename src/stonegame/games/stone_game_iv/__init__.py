"""Stone Game IV (LeetCode 1510).

A pile holds n stones. Alice and Bob take turns, Alice first; each turn the mover removes a
non-zero square number of stones (1, 4, 9, …), at most as many as are left. The player who
cannot move (no stone left) loses. The answer is ``true`` iff Alice wins.

Glossary: n = the stones at the start; k = the stones left (a position); s² = a move (remove
s² stones, 1 <= s² <= k); win(k) = whether the player to move at k wins; k is W if win(k),
L otherwise.

Recurrence (R): win(0) = False; win(k) = any(not win(k − s²) for 1 <= s² <= k): a position is
won iff some move leaves the opponent a lost one. As a value (what the engine computes):
v(0) = −1; v(k) = max over s of −v(k − s²); Alice wins iff v(n) = +1.

References
----------
.. [1] LeetCode 1510, Stone Game IV: https://leetcode.com/problems/stone-game-iv/
.. [2] The editorial's method: win(k) over k = 0..n trying every square, O(n√n).
.. [3] The losing positions are OEIS A030193 (https://oeis.org/A030193); the forward sieve
   from them (every k + s² of a losing k is won) is a standard subtraction-game technique,
   see E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical
   Plays*, 2nd ed., A K Peters, 2001, ch. 4 (subtraction games).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import isqrt
from typing import TYPE_CHECKING, Any, TypeAlias, overload

from stonegame.catalogs import Msg, Plural
from stonegame.core.declare import declare
from stonegame.core.errors import TooLarge
from stonegame.core.game import Bench, Cost, Limits, Many, Method, Parts, Problem, Shortcuts, SpragueGrundy, loaded
from stonegame.core.instances import Count
from stonegame.core.kernels import kernel, later
from stonegame.core.rules import Estimate, Scene
from stonegame.core.tables import HEAPS_A_ROW, MAX_SIDE, TableView, heap_grid
from stonegame.games.families.subtraction import Subtract

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

Sieved: TypeAlias = "bytearray | list[int] | NDArray[np.unsignedinteger[Any]]"
"""A sieve's row, one entry per heap size: bytes or Python ints in plain Python, numpy's when compiled."""

class RemoveSquare(Subtract):
    """Remove s² stones, 1 <= s² <= k; with no stone left the player to move has lost: the
    subtraction game whose set is the squares, infinite, so they are made on demand."""

    def moves(self, position: int) -> Squares:
        return Squares(position)

    def estimate(self) -> Estimate:
        """Every heap 0..n (1 is a square), and a move per square up to each."""
        return Estimate(self.n + 1, square_moves(self.n))


class RemoveSquareScene(Scene[int, int]):
    """Each move with the square it removes, and the table of who wins each heap."""

    rules: RemoveSquare

    def name(self, position: int, move: int) -> str:
        return f"remove {move} ({isqrt(move)}²)"

    def table(self) -> TableView:
        return outcomes_view(self.rules.n)

    def caption(self, position: int) -> Msg:
        squares = squares_up_to(position)
        if not squares:
            return Msg("no square fits in 0 stones: the player to move loses")
        return Msg("the squares the player to move may remove: {squares}", squares=", ".join(map(str, squares)))

    def phrase(self, position: int, move: int) -> Msg:
        """The move in words: "remove 4 stones (2²)" / "拿走 4 个石子（2²）"."""
        return Plural("remove {n} stone ({root}²)", "remove {n} stones ({root}²)", move, root=isqrt(move))


class Squares(Sequence[int]):
    """The non-zero squares <= k, smallest first, made on demand: a search holds one of these
    per position on its path, not √k ints (a path of n positions would hold n·√n).

    >>> list(Squares(10)), len(Squares(10**30)), 16 in Squares(20), 18 in Squares(20)
    ([1, 4, 9], 1000000000000000, True, False)
    >>> Squares(20).count(16), Squares(20).index(9)
    (1, 2)
    """

    def __init__(self, k: int):
        self.roots = isqrt(k)  # not ``count``: that is Sequence's method, count(value)

    def __len__(self) -> int:
        return self.roots

    @overload
    def __getitem__(self, index: int) -> int: ...

    @overload
    def __getitem__(self, index: slice) -> list[int]: ...

    def __getitem__(self, index: int | slice) -> int | list[int]:
        if isinstance(index, slice):
            return [(s + 1) ** 2 for s in range(self.roots)[index]]
        if not -self.roots <= index < self.roots:
            raise IndexError(index)
        return (index % self.roots + 1) ** 2

    def __contains__(self, move: object) -> bool:
        return isinstance(move, int) and 1 <= move <= self.roots**2 and isqrt(move) ** 2 == move

    def __repr__(self) -> str:
        return f"Squares(up to {self.roots}²)"


def square_moves(n: int) -> int:
    """Σ isqrt(k) for k = 1..n: the moves from every heap up to n, about (2/3)·n^1.5.

    >>> square_moves(10) == sum(len(squares_up_to(k)) for k in range(11))
    True
    """
    r = isqrt(n)
    # isqrt(k) = s for the 2s + 1 heaps s² <= k < (s + 1)², and r for r² <= k <= n
    return (r - 1) * r * (4 * r + 1) // 6 + r * (n - r * r + 1)


def squares_up_to(k: int) -> list[int]:
    """The non-zero squares <= k, smallest first.

    >>> squares_up_to(10)
    [1, 4, 9]
    """
    return [s * s for s in range(1, isqrt(k) + 1)]


def outcomes(n: int) -> list[bool]:
    """win(k) for k = 0..n: does the player to move at k stones win? Bottom-up (R).

    >>> [k for k, won in enumerate(outcomes(22)) if not won]
    [0, 2, 5, 7, 10, 12, 15, 17, 20, 22]

    Each L position k wins every k + s² (a move there leaves the opponent lost), and a
    position no L position reaches this way is L. So the table is filled forward from the L
    positions only: time O(n·√n) at worst, O(L·√n) in fact (L = the lost positions, a small
    fraction of n); memory O(n).
    """
    win = [False] * (n + 1)
    squares = squares_up_to(n)
    for k in range(n + 1):
        if win[k]:
            continue
        # Every k' < k is final, so no later k can make k won: k is L for good.
        for square in squares:
            if k + square > n:
                break
            win[k + square] = True
    return win


def winning_move(win: list[bool], k: int) -> int | None:
    """The smallest s² that leaves the opponent an L position, or None if k is L.

    >>> winning_move(outcomes(10), 6)
    1
    """
    return next((square for square in squares_up_to(k) if not win[k - square]), None)


def table(n: int) -> int:
    """+1 if Alice wins with n stones, −1 if Bob does: the boolean table win[0..n] (R).

    >>> table(7), table(8)
    (-1, 1)

    Time O(n·√n) at worst (0.03 s for n = 10^5: only 2,781 positions are L), memory O(n).
    """
    return 1 if outcomes(n)[n] else -1


def sieve_steps(n: int) -> int:
    """About how many squares the sieve marks up to n: each of the L lost positions marks √n,
    and L grows about as n^0.7 (579 lost up to 10^4, 2,781 up to 10^5, 13,952 up to 10^6),
    so n^1.2, slightly above the measured count."""
    return int(n**1.2) if n < 10**200 else n  # a float holds n^1.2 up to 10^308; n is as far past any limit


def table_cost(n: int) -> Cost:
    """``table``'s cost: a list of n + 1 bools (8 bytes a slot), the sieve's steps in Python."""
    return Cost(memory=8 * (n + 1), steps=sieve_steps(n), what=Msg("a list of n + 1 outcomes"))


def fast_cost(n: int) -> Cost:
    """``fast``'s cost: a bit per heap size, the sieve's steps compiled (in Python below the
    kernel's compile size)."""
    from stonegame.games.stone_game_iv import kernels
    return Cost(memory=n // 8 + 1, steps=sieve_steps(n), compiled=kernels.packed_square_sieve.worth_compiling(n),
                what=Msg("a bit per heap size"))


def fast(n: int) -> int:
    """+1 if Alice wins, −1 if not: the forward sieve from losing positions (kernels.square_sieve).

    >>> fast(7), fast(17), fast(10**5)
    (-1, -1, 1)

    Compiled for large n over packed bits (kernels.packed_square_sieve: a bit a position, as
    the C++ anchor's bitset); stops as soon as n itself is settled.
    """
    from stonegame.games.stone_game_iv import kernels
    k = kernels.packed_square_sieve
    if k.worth_compiling(n):
        import numpy as np

        return int(k.compiled(np.zeros(n // 8 + 1, np.uint8), n))
    return k(bytearray(n // 8 + 1), n)


def position_values(n: int) -> Callable[[int], int]:
    """k -> +1 if the mover wins with k stones, else −1: one run of the sieve
    (kernels.square_sieve), which settles every k <= n, for the line.

    >>> [position_values(8)(k) for k in range(9)]
    [-1, 1, -1, 1, 1, -1, 1, -1, 1]
    """
    from stonegame.games.stone_game_iv import kernels
    if kernels.square_sieve.worth_compiling(n):
        import numpy as np

        wins: Sieved = np.zeros(n + 1, np.uint8)
        kernels.square_sieve.compiled(wins)
    else:
        wins = bytearray(n + 1)
        kernels.square_sieve(wins)
    return lambda k: 1 if wins[k] else -1


@kernel(compile_from=150_000)  # plain Python: 0.12 s at 10^5, under numba's import and load
def remoteness_sieve(far, most):
    """The remoteness of every k <= n, forward from the losing positions like ``square_sieve``.

    ``far`` (length n + 1, all zero) receives R(k): the moves left with k stones when the
    winner hurries and the loser holds out. Returns False, leaving ``far`` unfinished, if
    some R(k) would pass ``most`` (what an entry holds: a byte's 255 is plenty, as
    n = 10^7 needs at most 176).

    R(0) = 0; a lost k (no square leads to a lost position) holds out longest, so R(k) =
    1 + max R(k − s²) over its moves, all to won positions; a won k takes the quickest win,
    R(k) = 1 + min R(k − s²) over the moves to lost positions. Going up, each lost k is
    final when reached (its moves lead down) and offers R(k) + 1 to every k + s², which
    keeps the least offer; a k no lost position reaches is lost. Losses have even R and
    wins odd, so 0 in ``far`` past k = 0 means "not reached". Time O(L·√n) for the L lost
    positions (O(n·√n) at worst), memory n + 1 bytes.
    """
    n = len(far) - 1
    for k in range(n + 1):
        if k > 0 and far[k] != 0:
            continue  # won: the least offer is in
        longest = -1
        s = 1
        while s * s <= k:
            longest = max(longest, far[k - s * s])
            s += 1
        if longest + 2 > most:
            return False
        offer = longest + 2  # R(k) + 1, with R(k) = longest + 1 (0 at k = 0)
        far[k] = offer - 1
        s = 1
        while k + s * s <= n:
            j = k + s * s
            if far[j] == 0 or offer < far[j]:
                far[j] = offer
            s += 1
    return True


def remoteness(n: int) -> Sieved:
    """R(k) for k = 0..n (``remoteness_sieve``): bytes, or wider numbers past 255 moves.

    >>> list(remoteness(12))
    [0, 1, 2, 3, 1, 2, 3, 4, 5, 1, 4, 3, 6]
    """
    k = remoteness_sieve
    if k.worth_compiling(n):
        import numpy as np

        widths: tuple[type[np.unsignedinteger[Any]], ...] = (np.uint8, np.uint16)
        for width in widths:
            far = np.zeros(n + 1, width)
            if k.compiled(far, np.iinfo(width).max):
                return far
        raise TooLarge(Msg("stone-game-iv at n = {n:,}: a line of over 65,535 moves is beyond the sieve", n=n))
    small = bytearray(n + 1)
    if k(small, 255):
        return small
    wide = [0] * (n + 1)  # Python ints: nothing to outgrow
    k(wide, n + 1)
    return wide


def position_remoteness(n: int) -> Callable[[int], int]:
    """k -> the moves left with k stones under optimal play: one run of ``remoteness_sieve``.

    >>> [position_remoteness(8)(k) for k in range(9)]
    [0, 1, 2, 3, 1, 2, 3, 4, 5]
    """
    far = remoteness(n)
    return lambda k: int(far[k])


def outcomes_view(n: int) -> TableView:
    """win(k) for k = 0..n as a grid, ten positions a row, with the winning move of each W."""
    if n >= HEAPS_A_ROW * MAX_SIDE:
        raise TooLarge(Msg("--table shows stone-game-iv up to n = {most} ({row} positions a row, at most {rows} "
                           "rows), got n = {n}", most=HEAPS_A_ROW * MAX_SIDE - 1, row=HEAPS_A_ROW, rows=MAX_SIDE,
                           n=n))
    win = outcomes(n)
    return heap_grid(win, lambda k: winning_move(win, k),
                     Msg("win(k): can the player to move with k stones left force a win?"), "k",
                     Msg("W −s²: remove s² stones to leave an L; L: every move leaves a W. L positions: {lost}. "
                         "k = {n} is {verdict}"))


GAME = declare(
    "stone-game-iv",
    RemoveSquare,
    instance=Count(least=1),
    methods=(
        Method("brute", complexity="O(2^n)"),
        Method("memo", complexity="O(n·√n)", bench=Bench(sizes=(10**3, 10**4, 10**5, 10**6))),
        Method("table", table, "O(n·√n)", cost=table_cost, bench=Bench(sizes=(10**3, 10**4, 10**5, 10**6))),
        Method("fast", fast, "O(n·√n) worst, sieve from losing positions", cost=fast_cost,
               many=Many(later(f"{__name__}.kernels", "many_values"), longest=10**7),  # a sieve to the largest
               bench=Bench(sizes=(10**4, 10**5, 10**6, 10**7))),
    ),
    summary=Msg("remove a non-zero square number of stones from one pile; who cannot move loses"),
    parts=Parts(
        shortcuts=Shortcuts(
            values=position_values,
            remoteness=position_remoteness,
        ),
        scene=RemoveSquareScene,
        problem=Problem(
            number=1510, numeral="IV", title="Stone Game IV", methods=("winnerSquareGame",),
            examples=((1, True), (2, False), (4, True), (7, False), (17, False)),
            constraints="1 <= n <= 10^5",
            limits=Limits(1, 10**5),
        ),
        grundy=SpragueGrundy(amounts=squares_up_to),
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
        small=20,
    ),
)
