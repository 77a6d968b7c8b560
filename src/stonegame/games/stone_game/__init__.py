"""Stone Game (LeetCode 877), and the interval game it shares with Predict the Winner (486).

Piles of stones lie in a row. Alice and Bob take turns, Alice first; each turn the mover takes
the whole pile at the left or the right end. When no pile is left, whoever holds more stones
wins. LeetCode's version guarantees an even number of piles and an odd total, so there is
never a tie; stonegame solves any row of positive piles and answers ``true`` iff Alice ends
strictly ahead.

Glossary: stones = the row; i, j = inclusive ends of what is left; d(i, j) = the mover's best
(own − opponent's) on stones[i..j]; (first, second) = the write-up's pair: what the player to
move and the other player end up holding from stones[i..j].

Recurrence (R): d(i, i) = stones[i]; d(i, j) = max(stones[i] − d(i+1, j), stones[j] − d(i, j−1)).
In pairs: taking the left gives first = stones[i] + second(i+1, j), and the opponent, now the
first to move on stones[i+1..j], keeps first(i+1, j) as their second.

References
----------
.. [1] LeetCode 877, Stone Game: https://leetcode.com/problems/stone-game/
.. [2] The editorial's methods: the interval DP over (i, j), O(n²), and the parity argument
   (with an even number of piles Alice can take all the odd- or all the even-numbered
   ones), which makes ``return true`` correct under LeetCode's guarantees.
.. [3] ``fast``'s O(n) method collapses each interior peak x <= y >= z into one pile
   x − y + z. Reducing a row around its local maxima is the classic idea for "coins in a
   line" (e.g. the O(n log n) reduction in the comments of A. Gulli, "Maximize coins",
   2011); the stack form and its exchange sketch here are the project's own, and the
   property tests hold it to brute force.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from stonegame.catalogs import Msg, Plural, joined
from stonegame.core.declare import declare
from stonegame.core.errors import InapplicableMethod
from stonegame.core.game import (
    ALICE_WINS,
    Bench,
    Cost,
    Decision,
    Limits,
    Many,
    Method,
    Note,
    Parts,
    Problem,
    Shortcuts,
    loaded,
)
from stonegame.core.instances import Row
from stonegame.core.kernels import later
from stonegame.core.players import Player
from stonegame.core.rules import Estimate, Rules, Scene, Step
from stonegame.core.tables import TableView, check_side
from stonegame.core.values import minus

Position = tuple[int, int]  # (i, j): stones[i..j] are left; i > j when none are


class Interval(Rules[Position, str]):
    """Take the left ("L") or the right ("R") end of the row; the pile is the mover's gain."""

    def __init__(self, stones: Sequence[int]):
        self.stones = stones

    def start(self) -> Position:
        return (0, len(self.stones) - 1)

    def moves(self, position: Position) -> tuple[str, ...]:
        i, j = position
        if i > j:
            return ()
        return ("L",) if i == j else ("L", "R")  # one pile left: both ends are the same move

    def play(self, position: Position, move: str) -> Step[Position]:
        i, j = position
        if move == "L":
            return Step(self.stones[i], (i + 1, j))
        return Step(self.stones[j], (i, j - 1))

    def estimate(self) -> Estimate:
        """Every interval stones[i..j] and the n empty ones: n(n+1)/2 + n positions, two moves each;
        the tree branches in two at each of the first n − 1 moves: at least 2^n nodes."""
        n = len(self.stones)
        return Estimate(n * (n + 1) // 2 + n, n * n, tree=2**n)


class IntervalScene(Scene[Position, str]):
    """The row left, and the moves as the write-ups say them ("take the left 5")."""

    rules: Interval

    def show(self, position: Position) -> list[int]:
        i, j = position
        return list(self.rules.stones[i : j + 1])

    def name(self, position: Position, move: str) -> str:
        i, j = position
        stones = self.rules.stones
        if i == j:
            return f"last {stones[i]}"
        return f"left {stones[i]}" if move == "L" else f"right {stones[j]}"

    def phrase(self, position: Position, move: str) -> Msg:
        i, j = position
        stones = self.rules.stones
        if i == j:
            return self.last(stones[i])
        if move == "L":
            return Msg("take the left {pile}", pile=stones[i])
        return Msg("take the right {pile}", pile=stones[j])

    def last(self, value: int) -> Msg:
        """Taking the only value left, in words: Predict the Winner's row holds numbers."""
        return Msg("take the last number ({number})", number=value)

    def table(self) -> TableView:
        return pair_view(self.rules.stones)

    def numbers(self, position: Position) -> list[str]:
        i, j = position
        return [str(k) for k in range(i, j + 1)]


class PilesScene(IntervalScene):
    """Stone Game's words for its piles, and its parity argument."""

    def last(self, value: int) -> Msg:
        return Msg("take the last pile ({pile})", pile=value)

    def insight(self, argued: bool = False) -> Msg | None:
        return insight(self.rules.stones, argued)


def pair_table(stones: Sequence[int]) -> list[list[tuple[int, int] | None]]:
    """The write-up's table: pairs[i][j] = (first, second) on stones[i..j], filled by length.

    >>> pair_table([3, 9, 1])[0][2]
    (4, 9)

    Time O(n²), memory O(n²) (the whole table is kept so that it can be shown).
    """
    n = len(stones)
    pairs: list[list[tuple[int, int] | None]] = [[None] * n for _ in range(n)]
    for i, pile in enumerate(stones):
        pairs[i][i] = (pile, 0)
    for length in range(2, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            rest_left, rest_right = pairs[i + 1][j], pairs[i][j - 1]
            assert rest_left is not None and rest_right is not None  # both filled at length - 1
            take_left = stones[i] + rest_left[1]
            take_right = stones[j] + rest_right[1]
            if take_left >= take_right:
                pairs[i][j] = (take_left, rest_left[0])
            else:
                pairs[i][j] = (take_right, rest_right[0])
    return pairs


def pair_table_cost(stones: Sequence[int]) -> Cost:
    """``table``'s cost: n² slots and n²/2 pairs of ints, about 64 bytes a cell in CPython."""
    n = len(stones)
    return Cost(memory=64 * n * n, steps=n * n // 2, what=Msg("an n × n table of (first, second) pairs"))


def table(stones: Sequence[int]) -> int:
    """Alice's stones minus Bob's under optimal play, bottom-up by interval length (R).

    >>> table([5, 3, 4, 5])
    1
    """
    first, second = whole_row(pair_table(stones))
    return first - second


def whole_row(pairs: list[list[tuple[int, int] | None]]) -> tuple[int, int]:
    """(first, second) on the whole row: the table's top-right cell, filled for n >= 1."""
    whole = pairs[0][-1]
    assert whole is not None
    return whole


def fast(stones: Sequence[int]) -> int:
    """Alice − Bob in O(n) time: collapse every x <= y >= z into x − y + z, then take the larger end.

    >>> fast([5, 3, 4, 5])
    1

    Notes
    -----
    Sketch. Let three consecutive piles x <= y >= z lie inside the row. Whoever first takes x
    exposes y; the other player can take y at once, and then z is exposed to the first. One
    checks by exchange that some optimal play takes the three in exactly that way (y is at
    least both neighbours, so delaying it never helps the one who can take it), so the three
    act as a single pile worth x − y + z to whoever touches them first, and merging them
    changes no value. One pass with a stack merges them all. What is left has no interior
    peak (it falls, then rises), so the larger end is also the largest pile left and greedy
    is optimal: the value is the alternating sum of the ends taken greedily. The project
    relies on the property tests for the full claim: fast is compared with brute force and
    the O(n²) table on thousands of random rows, negative values included.
    Time O(n), memory O(n) (one stack as long as the row); compiled with numba for large rows,
    in int64 only when n × max |pile| < 2^62 (otherwise exact Python ints). A collapse keeps
    the value wherever it happens, so rows of 2^18 piles or more collapse in parts, one per
    core, and the parts' leftovers are then pushed in order (kernels.ends_and_total).
    """
    from stonegame.games.stone_game import kernels
    return kernels.take_either_end(stones)


def position_values(stones: Sequence[int]) -> Callable[[Position], int]:
    """(i, j) -> d(i, j) by the O(n) method: the optimal line in O(n²) time and O(n) memory.

    >>> position_values([5, 3, 4, 5])((1, 3))
    4
    """
    from stonegame.games.stone_game import kernels
    segment = kernels.segment_values(stones)
    return lambda position: segment(*position)


def parity(stones: Sequence[int], ties_win: bool) -> Decision:
    """Decide the game without search: with an even number of piles, Alice can take all piles at
    odd positions (1st, 3rd, …) or all at even positions (2nd, 4th, …), whichever sum is larger.

    >>> parity([5, 3, 4, 5], ties_win=False).strategy["piles"]
    [1, 3]

    Notes
    -----
    Number the piles 1..n with n even. If Alice takes the odd end (pile 1), both ends left
    to Bob are even-numbered; whatever he takes, Alice can again take an odd-numbered end.
    Symmetrically for even. So Alice secures max(odd sum, even sum) − min(...) >= 0: she
    never loses, and wins when the sums differ (an odd total makes them differ). This
    decides the answer, not the exact optimal difference, which can be larger.
    """
    if len(stones) % 2:
        raise InapplicableMethod(Msg("formula needs an even number of piles (the parity strategy), got {n}; use table",
                                     n=len(stones)))
    odd, even = sum(stones[0::2]), sum(stones[1::2])
    if odd == even and not ties_win:
        raise InapplicableMethod(Msg("formula decides the game only when the odd- and even-position sums differ "
                                     "(both are {sum}); use table", sum=odd))
    positions, taken, other = ("odd", odd, even) if odd >= even else ("even", even, odd)
    piles = [i + 1 for i in range(len(stones)) if (i % 2 == 0) == (positions == "odd")]
    outcome = f"wins by at least {taken - other}" if taken > other else "at least ties"
    return Decision(
        answer=True,
        winner=Player.ALICE if taken > other else None,  # a tie is secured; a win may still exist
        strategy={
            "positions": positions,
            "piles": piles,
            "sum": taken,
            "other_sum": other,
            "margin_at_least": taken - other,
        },
        reason=(
            f"with an even number of piles Alice can take every pile at {positions} positions "
            f"({', '.join(map(str, piles))}): {taken} against {other}, so she {outcome}"
        ),
    )


def formula(stones: Sequence[int]) -> Decision:
    """Alice wins whenever n is even and the two parity sums differ (LeetCode's guarantee)."""
    return parity(stones, ties_win=False)


def pair_view(stones: Sequence[int]) -> TableView:
    """The (first, second) table for ``--table``: row i, column j."""
    check_side(len(stones), "stone-game")
    pairs = pair_table(stones)
    n = len(stones)
    first, second = whole_row(pairs)
    return TableView(
        title=Msg("(first, second) on piles i..j: the stones of the mover and of the other player; dp[i][j] = first − "
                  "second"),
        corner="i \\ j",
        columns=[f"{j}:{stones[j]}" for j in range(n)],
        rows=[
            (f"{i}:{stones[i]}", [f"({p[0]}, {p[1]})" if (p := pairs[i][j]) else "" for j in range(n)])
            for i in range(n)
        ],
        caption=Msg("(first, second) on the whole row = {pair}: dp[0][{last}] = {difference} = Alice − Bob", last=n - 1,
                    pair=(first, second),
                    difference=minus(first - second)),
    )


def insight(stones: Sequence[int], argued: bool = False) -> Msg | None:
    """The parity argument for this row when n is even (why LeetCode's answer is always true); with
    ``argued`` (the lesson has said why just before), without its heading."""
    n = len(stones)
    if n % 2:
        return None
    # piles are indexed from 0, as the board and dp[i][j] index them: #0, #2, … are the even-indexed ones
    even, odd = sum(stones[0::2]), sum(stones[1::2])
    kind, first, taken, other = ("even", 0, even, odd) if even >= odd else ("odd", n - 1, odd, even)
    numbers = range(0 if kind == "even" else 1, n, 2)
    # every other pile up to the last: a long row's list is clear from its start and its end
    labels = [f"#{k}" for k in numbers] if len(numbers) <= 6 else [*(f"#{k}" for k in numbers[:3]), "…",
                                                                   f"#{numbers[-1]}"]
    piles = joined(labels)  # a list, separated as the lesson's language separates one (zh: 、)
    words = {"odd": Msg("odd"), "even": Msg("even")}
    argument = Msg(
        "index the piles #0 to #{last}. The even-indexed "
        "piles hold {even}, the odd-indexed ones {odd}. If Alice takes pile #{first}, both ends left to Bob are "
        "{other_kind}-indexed; whichever he takes, Alice can again take an {kind}-indexed end. So she can "
        "collect piles {piles} and end with at least {taken} against {other}",
        last=n - 1, even=Plural("{n} stone", "{n} stones", even), odd=odd, first=first,
        other_kind=words["even" if kind == "odd" else "odd"], kind=words[kind], piles=piles, taken=taken, other=other,
    )
    if taken > other:
        argued_here = Msg("{argument}: a win by at least {margin}. LeetCode's odd total makes the two sums differ, "
                          "so stoneGame can simply return true; best play may win by more.", argument=argument,
                          margin=taken - other)
    else:
        argued_here = Msg("{argument}: the sums are equal, so this strategy secures only a tie; the play below "
                          "decides.", argument=argument)
    return argued_here if argued else Msg("Why Alice cannot lose with an even number of piles: {argument}",
                                          argument=argued_here)


def _one_more_or_less(rows: list[list[int]], limits: Limits) -> list[list[int]]:
    """The row with its last pile dropped, or, at the fewest piles allowed, repeated."""
    return [row[:-1] if len(row) > limits.min_n else [*row, *row[-1:]] for row in rows]


def _last_pile_moved(rows: list[list[int]], limits: Limits) -> list[list[int]]:
    """The row with its last pile one larger (or, at the largest allowed, one smaller): the total's parity flips."""
    *before, row = rows
    if not row:
        return rows
    last = row[-1] + 1 if row[-1] < limits.high else row[-1] - 1
    return [*before, [*row[:-1], last]]


EVEN_N = Note("n", lambda n: n % 2 == 1,
              Msg("n = {n} is odd: the original guarantee (even n, so Alice always wins) does not hold"),
              mend=_one_more_or_less)
"""877 promises an even number of piles: Alice can then take all the odd- or all the
even-numbered ones (``parity``), so she never loses."""

ODD_TOTAL = Note("total", lambda whole: whole % 2 == 0,
                 Msg("the total {total} is even: the original problem guarantees an odd total (no tie)"),
                 mend=_last_pile_moved)
"""877 promises an odd total, so the game never ends in a tie."""


GAME = declare(
    "stone-game",
    Interval,
    instance=Row(least=1, min_length=1),
    answer=ALICE_WINS,
    methods=(
        Method("brute", complexity="O(2^n)"),
        Method("memo", complexity="O(n²)"),
        Method("table", table, "O(n²)", cost=pair_table_cost),
        Method("formula", formula, "O(n)", auto=False),  # it decides the answer only, never the value
        Method("fast", fast, "O(n)", many=Many(later(f"{__name__}.kernels", "many_values")),
               bench=Bench(anchor_limit=10**5, reference="stone-game-iii")),
    ),
    summary=Msg("take the pile at either end of the row; more stones wins"),
    parts=Parts(
        problem=Problem(
            number=877, numeral="I", aliases=("stone-game-i",), title="Stone Game", methods=("stoneGame",),
            examples=(([5, 3, 4, 5], True), ([3, 7, 2, 3], True)),
            constraints="2 <= piles.length <= 500, piles.length even, 1 <= piles[i] <= 500, sum(piles) odd",
            limits=Limits(2, 500, 1, 500),
            notes=(EVEN_N, ODD_TOTAL),
        ),
        scene=PilesScene,
        shortcuts=Shortcuts(values=position_values),
        total=sum,
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
    ),
)
