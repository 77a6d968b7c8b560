"""Stone Game VI (LeetCode 1686).

There are n stones, and Alice and Bob value each one differently: stone i is worth alice[i]
to Alice and bob[i] to Bob. They take turns, Alice first; each turn the mover takes any stone
left and scores their own value for it. When no stone is left the higher score wins; the
answer is 1 if Alice wins, −1 if Bob wins and 0 on a tie.

Glossary: alice, bob = the two rows of values (equal length n); a, b = alice[i], bob[i];
c = a + b, the stone's worth to whoever takes it (see ``formula``); mask = the set of stones
left as a bitmask (bit i set: stone i is left); turn = 0 when Alice is to move, 1 for Bob;
d(mask) = the mover's best (own − opponent's) with the stones of mask left.
Recurrence (R): d(0) = 0; d(mask) = max over i in mask of gain(i) − d(mask without i),
where gain(i) is a if Alice moves and b if Bob does (the turn follows from the mask: n minus
the stones left, taken alternately, Alice first).

References
----------
.. [1] LeetCode 1686, Stone Game VI: https://leetcode.com/problems/stone-game-vi/
.. [2] The editorial's method: sort the stones by a + b, largest first, and take them in
   turn; taking stone i gains the mover a_i (or b_i) and denies the opponent the other, so
   its worth to the mover's margin is a_i + b_i.
"""

from __future__ import annotations

from collections.abc import Sequence

from stonegame.catalogs import Msg, Plural, joined
from stonegame.core import kernels as machinery
from stonegame.core.declare import declare
from stonegame.core.errors import TooLarge
from stonegame.core.game import Answer, Limits, Many, Method, Parts, Problem, Shortcuts, loaded
from stonegame.core.instances import Pair as Pair_
from stonegame.core.kernels import later
from stonegame.core.rules import Estimate, Rules, Scene, Step
from stonegame.core.tables import TableView, check_side

Pair = tuple[Sequence[int], Sequence[int]]  # (alice, bob)
Position = tuple[int, int]  # (mask of stones left, turn: 0 Alice, 1 Bob)

SLUG = "stone-game-vi"
MAX_SEARCH = 20
"""Most stones the search over sets of stones left (brute, memo, table) accepts: 2^n sets. The
line needs no search: the greedy values every position (``GreedyValues``)."""


def refuse_large(pair: Pair, what: Msg | str) -> None:
    """Refuse a search over the 2^n sets of stones left when n is beyond ``MAX_SEARCH``."""
    n = len(pair[0])
    if n > MAX_SEARCH:
        raise TooLarge(Msg("{what} visits the 2^n sets of stones left, and n = {n} is more than {most}; "
                           "use method 'formula'", what=what, n=n, most=MAX_SEARCH))


class TakeAny(Rules[Position, int]):
    """Take any stone left; the mover scores their own value for it."""

    def __init__(self, pair: Pair):
        self.alice, self.bob = pair
        self.order = greedy_order(pair)  # ties are broken by the first move: let it be greedy's

    def start(self) -> Position:
        return ((1 << len(self.alice)) - 1, 0)

    def moves(self, position: Position) -> list[int]:
        mask, _ = position
        return [i for i in self.order if mask >> i & 1]

    def estimate(self) -> Estimate:
        """Every set of stones left (whose size says who moves), and each stone a move from it;
        refused past ``MAX_SEARCH`` stones (the line needs no search: see ``values``)."""
        refuse_large((self.alice, self.bob), Msg("a search (brute, memo)"))
        n = len(self.alice)
        return Estimate(2**n, n * 2 ** max(n - 1, 0))

    def play(self, position: Position, move: int) -> Step[Position]:
        mask, turn = position
        gain = self.bob[move] if turn else self.alice[move]
        return Step(gain, (mask & ~(1 << move), 1 - turn))


class TakeAnyScene(Scene[Position, int]):
    """Both players' values of the stones left, each stone indexed from 0 as the board, the tables and the
    code index them (#0, #1, …)."""

    rules: TakeAny

    def numbers(self, position: Position) -> list[str]:
        mask, _ = position
        return [str(i) for i in range(len(self.rules.alice)) if mask >> i & 1]

    def fields(self) -> dict[str, Msg]:
        return {"alice": Msg("Alice's value"), "bob": Msg("Bob's value")}

    def show(self, position: Position) -> dict[str, list[int]]:
        mask, _ = position
        return {
            "alice": [a for i, a in enumerate(self.rules.alice) if mask >> i & 1],
            "bob": [b for i, b in enumerate(self.rules.bob) if mask >> i & 1],
        }

    def name(self, position: Position, move: int) -> str:
        return f"take stone #{move} (Alice {self.rules.alice[move]} / Bob {self.rules.bob[move]})"

    def notation(self, position: Position, move: int) -> str:
        return str(move)  # stones are indexed from 0, as the board, the tables and the code index them

    def label(self, position: Position) -> Msg:
        """The set of stones left, by their indices from 0 as the board shows them (the key's
        bitmask and turn say nothing to a learner).

        >>> scene = TakeAnyScene(TakeAny(((1, 3, 5), (2, 1, 4))))
        >>> str(scene.label((0b101, 1))), str(scene.label((0, 1)))
        ('stones #0, #2 left', 'no stone left')
        """
        mask, _ = position
        left = [f"#{i}" for i in range(len(self.rules.alice)) if mask >> i & 1]
        if not left:
            return Msg("no stone left")
        return Plural("stone {stones} left", "stones {stones} left", len(left), stones=joined(left))

    def table(self) -> TableView:
        return greedy_view((self.rules.alice, self.rules.bob))

    def phrase(self, position: Position, move: int) -> Msg:
        """The move in words: "take stone #1 (worth 4 to Alice, 6 to Bob)" / "拿走 #1 号石子（...）". What it
        scores is said (``scored``, the mover's worth): a lesson adds no "(scoring 4)" after it."""
        _, turn = position
        alice, bob = self.rules.alice[move], self.rules.bob[move]
        return Msg("take stone #{stone} (worth {alice} to Alice, {bob} to Bob)", stone=move, alice=alice, bob=bob,
                   scored=bob if turn else alice)

    def insight(self, argued: bool = False) -> Msg | None:
        return insight((self.rules.alice, self.rules.bob), argued)


def table(pair: Pair) -> int:
    """Alice − Bob under optimal play, bottom-up over the sets of stones left (R).

    >>> table(((2, 4, 3), (1, 6, 7)))
    -1

    Removing a stone clears a bit, so every set's successors are smaller numbers: filling
    masks in increasing order settles the sets with fewer stones left first.
    Time O(2^n · n), memory O(2^n); refused (``TooLarge``) beyond n = 20.
    """
    refuse_large(pair, "table")
    alice, bob = pair
    n = len(alice)
    d = [0] * (1 << n)
    for mask in range(1, 1 << n):
        gains = bob if (n - mask.bit_count()) % 2 else alice
        d[mask] = max(gains[i] - d[mask & ~(1 << i)] for i in range(n) if mask >> i & 1)
    return d[-1]


def greedy_order(pair: Pair) -> list[int]:
    """The stones in the order optimal play takes them: largest a + b first, ties by index.

    >>> greedy_order(((2, 4, 3), (1, 6, 7)))
    [1, 2, 0]
    """
    alice, bob = pair
    return sorted(range(len(alice)), key=lambda i: -(alice[i] + bob[i]))


def formula(pair: Pair) -> int:
    """Alice − Bob when both players take the stone with the largest a + b left.

    >>> formula(((1, 3), (2, 1)))
    1

    Notes
    -----
    Time O(n log n). Let A be the stones Alice ends with and B Bob's. Then
    value = Σ_A a − Σ_B b = Σ_A (a + b) − Σ_all b, and from Bob's side
    Σ_B b − Σ_A a = Σ_B (a + b) − Σ_all a. The sums over all stones are fixed, so each player
    in effect plays a common-value game: take stones worth c = a + b to either player, and
    maximise the c-sum of your own stones.

    In that game taking the largest c left is optimal. Sort so that c_(0) >= c_(1) >= … >= c_(n−1),
    ranks from 0 as ``order`` counts them. Greedy Alice, at her turn k (k = 0, 1, …), finds only
    2k stones gone, so some stone of rank <= 2k is left and she takes at least c_(2k): she
    secures Σ c over the even ranks, whatever Bob does. Greedy Bob likewise secures the odd
    ranks. The two bounds add up to Σ c, the whole total, so neither can do better: the value
    is Σ_(even ranks) c − Σ_all b (``order[0::2]``). Stones of equal c
    are interchangeable in this sum, so how ties in a + b are broken does not change the value.
    """
    alice, bob = pair
    order = greedy_order(pair)
    return sum(alice[i] + bob[i] for i in order[0::2]) - sum(bob)


def fast(pair: Pair, vectorize_from: int = 1000) -> int:
    """The greedy of ``formula`` vectorized with numpy, for rows of ``vectorize_from`` stones or more.

    >>> fast(((2, 4, 3), (1, 6, 7)))
    -1

    Alice's stones are those at ranks 1, 3, 5, … of a + b, so only how many stones share each
    value of a + b matters: when those values span little (LeetCode's are at most 200) a
    counting pass replaces the sort, O(n + span); otherwise one argsort, O(n log n).
    Exact: int64 only when 2n × max value < 2^62, else ``formula`` on Python ints (and for
    short rows, which need no numpy import).
    """
    alice, bob = pair
    if len(alice) < vectorize_from or not (machinery.fits_int64(alice, 2 * len(alice))
                                           and machinery.fits_int64(bob, 2 * len(bob))):
        return formula((machinery.plain(alice), machinery.plain(bob)))
    import numpy as np

    a, b = np.asarray(alice, dtype=np.int64), np.asarray(bob, dtype=np.int64)
    worth = a + b
    low, high = int(worth.min()), int(worth.max())
    if high - low <= 4 * len(worth) + 1024:
        counts = np.bincount(worth - low)[::-1]  # how many stones have each worth, largest first
        starts = np.cumsum(counts) - counts  # the rank (0-based) of the first of each group
        alice_takes = (counts + 1 - starts % 2) // 2  # even ranks in [start, start + count)
        return int((alice_takes * np.arange(high, low - 1, -1)).sum() - b.sum())
    order = np.argsort(-worth, kind="stable")
    return int(worth[order[0::2]].sum() - b.sum())


class GreedyValues:
    """Position values from the greedy, optimal from any position (``formula``): the mover
    takes the ranks 1, 3, 5, … of a + b among the stones left, so d(mask) = Σ (a + b) over
    those − Σ of the opponent's values of all stones left. One position in O(n); all the
    positions after one position's moves at once (``children``) in O(n) too, so the line
    of n moves weighs its n²/2 alternatives in O(n²) without a search over 2^n sets.
    """

    def __init__(self, pair: Pair):
        alice, bob = (tuple(machinery.plain(values)) for values in pair)
        self.gains = (alice, bob)  # by turn: 0 for Alice, 1 for Bob
        self.worth = [a + b for a, b in zip(alice, bob, strict=True)]
        self.order = greedy_order((alice, bob))

    def left(self, mask: int) -> list[int]:
        """The stones of ``mask``, largest a + b first (the greedy's order, the rules' order)."""
        return [i for i in self.order if mask >> i & 1]

    def __call__(self, position: Position) -> int:
        """d(mask) for the player to move.

        >>> GreedyValues(((2, 4, 3), (1, 6, 7)))(((1 << 3) - 1, 0))
        -1
        """
        mask, turn = position
        left = self.left(mask)
        other = self.gains[1 - turn]
        return sum(self.worth[i] for i in left[0::2]) - sum(other[i] for i in left)

    def children(self, position: Position, moves: Sequence[int]) -> list[int]:
        """d after each move (each takes the stone it names), for the opponent, who moves next.

        >>> values = GreedyValues(((2, 4, 3), (1, 6, 7)))
        >>> rules = TakeAny(((2, 4, 3), (1, 6, 7)))
        >>> start = rules.start()
        >>> moves = rules.moves(start)
        >>> values.children(start, moves) == [values(rules.play(start, i).position) for i in moves]
        True

        When the stone of rank p goes, the ranks before p keep their parity and those after
        it flip, so the opponent's share is the even ranks before p and the odd ones after;
        what is subtracted is the mover's own values of the stones still left.
        """
        mask, turn = position
        left = self.left(mask)
        worth, own = self.worth, self.gains[turn]
        even_before = [0]
        for rank, i in enumerate(left):
            even_before.append(even_before[-1] + (worth[i] if rank % 2 == 0 else 0))
        odd_from = [0] * (len(left) + 1)
        for rank in range(len(left) - 1, -1, -1):
            odd_from[rank] = odd_from[rank + 1] + (worth[left[rank]] if rank % 2 else 0)
        own_left = sum(own[i] for i in left)
        rank_of = {i: rank for rank, i in enumerate(left)}
        return [even_before[rank_of[i]] + odd_from[rank_of[i] + 1] - (own_left - own[i]) for i in moves]


def points(pair: Pair) -> tuple[int, int]:
    """(Alice's points, Bob's points) under optimal play: the greedy's, at any n.

    >>> points(((2, 4, 3), (1, 6, 7)))
    (6, 7)
    """
    alice, bob = (machinery.plain(values) for values in pair)
    order = greedy_order((alice, bob))
    return sum(alice[i] for i in order[0::2]), sum(bob[i] for i in order[1::2])


def insight(pair: Pair, argued: bool = False) -> Msg | None:
    """The greedy's argument, told on this instance: the order of a + b and who takes what (with
    ``argued``, only that, to follow "On the example:").

    >>> print(insight(([1, 3], [2, 1]), argued=True))
    the order by a + b is #1 (3 + 1 = 4), #0 (1 + 2 = 3): Alice takes stone #1, Bob takes stone #0.
    """
    alice, bob = pair
    if len(alice) > 12:
        return None  # the order of a dozen stones can be read; beyond that it is a wall of numbers
    order = greedy_order(pair)
    ranked = joined([Msg("#{i} ({a} + {b} = {c})", i=i, a=alice[i], b=bob[i], c=alice[i] + bob[i]) for i in order])
    mine = Plural("stone {stones}", "stones {stones}", len(order[0::2]),
                  stones=joined([f"#{i}" for i in order[0::2]]))
    theirs = (Plural("stone {stones}", "stones {stones}", len(order[1::2]),
                     stones=joined([f"#{i}" for i in order[1::2]])) if order[1::2] else Msg("none"))
    if argued:
        return Msg("the order by a + b is {ranked}: Alice takes {mine}, Bob takes {theirs}.", ranked=ranked,
                   mine=mine, theirs=theirs)
    return Msg(
        "Why greedy by a + b is optimal: Alice − Bob = (a + b summed over Alice's stones) − (all of Bob's "
        "values), so taking a stone is worth its a + b to either player (it scores for you and denies the "
        "other), and both simply take the largest a + b left. Here the order is {ranked}: Alice takes {mine}, "
        "Bob takes {theirs}.", ranked=ranked, mine=mine, theirs=theirs,
    )


def greedy_view(pair: Pair) -> TableView:
    """The greedy order for ``--table``: one column per stone, largest a + b first."""
    alice, bob = pair
    check_side(len(alice), SLUG)
    order = greedy_order(pair)
    return TableView(
        title=Msg("stones by a + b, largest first: Alice and Bob take them in turn"),
        corner=Msg("stone"),
        columns=[f"#{i}" for i in order],
        rows=[
            (Msg("Alice's value a"), [str(alice[i]) for i in order]),
            (Msg("Bob's value b"), [str(bob[i]) for i in order]),
            ("a + b", [str(alice[i] + bob[i]) for i in order]),
            (Msg("taken by"), ["Alice" if rank % 2 == 0 else "Bob" for rank in range(len(order))]),
        ],
        caption=Msg("Alice − Bob = Σ (a + b) of Alice's stones − Σ b = {difference}", difference=formula(pair)),
    )


GAME = declare(
    SLUG,
    TakeAny,
    instance=Pair_(least=1, keys=(("alice", "bob"), ("aliceValues", "bobValues"))),  # ours, and LeetCode's names
    answer=Answer(lambda value, pair: (value > 0) - (value < 0), int),
    methods=(
        Method("brute", complexity="O(n!)"),
        Method("memo", complexity="O(2^n · n)"),
        Method("table", table, "O(2^n · n)", auto=False),  # its 2^n subsets: up to 20 stones
        Method("formula", formula, "O(n log n)"),
        Method("fast", fast, "O(n log n)", many=Many(later(f"{__name__}.kernels", "many_values"))),
    ),
    summary=Msg("take any stone and score your own value for it; higher score wins"),
    parts=Parts(
        shortcuts=Shortcuts(
            values=GreedyValues,
            children=lambda greedy: greedy.children,  # the GreedyValues that values made
            points=points,
        ),
        scene=TakeAnyScene,
        problem=Problem(
            number=1686, numeral="VI", title="Stone Game VI", methods=("stoneGameVI",),
            examples=((([1, 3], [2, 1]), 1), (([1, 2], [3, 1]), 0), (([2, 4, 3], [1, 6, 7]), -1)),
            constraints="n == aliceValues.length == bobValues.length, 1 <= n <= 10^5, "
                        "1 <= aliceValues[i], bobValues[i] <= 100",
            limits=Limits(1, 10**5, 1, 100),
        ),
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
        small=6,
    ),
)
