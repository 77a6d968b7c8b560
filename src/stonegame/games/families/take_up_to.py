"""Take up to k: Stone Game III with any k, and the rules Stone Game III itself is declared with.

Stones with integer values (negative ones too) lie in a row. On each turn the mover takes the
first 1..k stones left and scores their values; when none is left the higher score wins.
``take_up_to(3)`` is stone-game-iii.

Glossary: stones = the row; i = index of the first stone left; k = the most stones one turn
may take; d(i) = the mover's best (own − opponent's) from stone i on.
Recurrence (R): d(n) = 0; d(i) = max over x in 1..k, i + x <= n, of sum(stones[i:i+x]) − d(i+x).

References
----------
.. [1] LeetCode 1406 (Stone Game III) is take-up-to:3: https://leetcode.com/problems/stone-game-iii/
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate
from typing import TYPE_CHECKING

from stonegame.catalogs import Msg, Plural
from stonegame.core.declare import declare
from stonegame.core.game import WINNER, Cost, Game, Method, Parts, Shortcuts
from stonegame.core.instances import Row
from stonegame.core.players import winner_name, winner_of
from stonegame.core.rules import Estimate, Rules, Scene, Step, one_or_two_tree
from stonegame.core.tables import TableView, check_side
from stonegame.core.values import minus, positive

if TYPE_CHECKING:  # the lesson's types: read when a lesson is made
    from stonegame.core.teaching import Teaching


class TakeUpTo(Rules[int, int]):
    """Take the first 1..k stones left and score their values (``k``: a class attribute, 3 as
    stone-game-iii declares it, which a subclass changes: ``take_up_to``)."""

    k = 3

    def __init__(self, stones: Sequence[int]):
        self.stones = stones
        self.prefix = [0, *accumulate(stones)]

    def start(self) -> int:
        return 0

    def moves(self, position: int) -> range:
        return range(1, min(self.k, len(self.stones) - position) + 1)

    def play(self, position: int, move: int) -> Step[int]:
        return Step(self.prefix[position + move] - self.prefix[position], position + move)

    def estimate(self) -> Estimate:
        """One position per first stone left, up to k moves from each; a tree that branches at
        least in two (one or two stones) where k >= 2."""
        n = len(self.stones)
        return Estimate(n + 1, self.k * n, tree=one_or_two_tree(n) if self.k >= 2 else n + 1)


class TakeUpToScene(Scene[int, int]):
    """The stones left, and each move with the stones it takes."""

    rules: TakeUpTo

    def show(self, position: int) -> list[int]:
        return list(self.rules.stones[position:])

    def caption(self, position: int) -> Msg | None:
        most = self.reach(position)
        if most == 0:  # the game is over: no stone to take (not "the first 1 to 0 stones")
            return None
        if most == 1:  # not "the first 1 to 1 stones" (k = 1 takes one stone at a time)
            return Msg("the player to move must take the first stone")
        return Msg("the player to move may take the first 1 to {most} stones", most=most)

    def reach(self, position: int) -> int:
        return min(self.rules.k, len(self.rules.stones) - position)

    def numbers(self, position: int) -> list[str]:
        return [str(k) for k in range(position, len(self.rules.stones))]

    def name(self, position: int, move: int) -> str:
        return f"take {move} ({', '.join(map(str, self.rules.stones[position : position + move]))})"

    def table(self) -> TableView:
        return differences_view(self.rules.stones, self.rules.k)

    def phrase(self, position: int, move: int) -> Msg:
        """The move in words: "take the first 2 stones (1, 2)" / "拿走前 2 个石子（1, 2）"."""
        taken = ", ".join(map(minus, self.rules.stones[position : position + move]))
        if move == 1:
            return Msg("take the first stone ({taken})", taken=taken)
        return Plural("take the first {n} stone ({taken})", "take the first {n} stones ({taken})", move, taken=taken)


def differences(stones: Sequence[int], k: int = 3) -> list[int]:
    """d(i) for i = 0..n, filled from the end (R).

    >>> differences([1, 2, 3, 7]), differences([1, 2, 3, 7], 4)
    ([-1, 12, 10, 7, 0], [13, 12, 10, 7, 0])

    Time O(n·k), memory O(n).
    """
    n = len(stones)
    d = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        taken, best = 0, None
        for x in range(1, min(k, n - i) + 1):
            taken += stones[i + x - 1]
            option = taken - d[i + x]
            if best is None or option > best:
                best = option
        assert best is not None  # k >= 1: some stone can always be taken
        d[i] = best
    return d


def differences_view(stones: Sequence[int], k: int = 3) -> TableView:
    """d(i) for every i, under the stones: ``--table``."""
    check_side(len(stones), f"take-up-to:{k}")
    d = differences(stones, k)
    return TableView(
        title=Msg("dp[i]: the mover's best (own − opponent's) from stone i on"),
        corner="i",
        columns=[str(i) for i in range(len(stones) + 1)],
        rows=[(Msg("stone"), [*map(str, stones), ""]), ("dp[i]", [str(v) for v in d])],
        caption=Msg("dp[0] = {value}: {winner}", value=minus(d[0]), winner=winner_name(winner_of(d[0]))),
    )


def take_up_to(k: int) -> Game:
    """Take the first 1..k stones each turn (values may be negative); the higher score wins.

    >>> from stonegame import solve
    >>> solve(take_up_to(3), [1, 2, 3, 7]).answer      # stone-game-iii's first example
    'Bob'
    >>> solve(take_up_to(4), [1, 2, 3, 7]).answer
    'Alice'
    """
    k = positive(k, Msg("k (the most stones one turn may take)"))
    rules = type(f"TakeUpTo{k}", (TakeUpTo,),
                 {"k": k, "__module__": __name__, "__doc__": f"Take the first 1..{k} stones left."})
    return declare(
        f"take-up-to:{k}",  # as the command line names it
        rules,
        instance=Row(least=None),
        answer=WINNER,
        methods=(
            Method("brute", complexity=f"O({k}^n)"),
            Method("memo", complexity="O(n·k)"),
            Method("table", lambda stones: differences(stones, k)[0], "O(n·k)",
                   cost=lambda stones: Cost(memory=40 * len(stones), steps=len(stones) * min(k, len(stones)),
                                            what=Msg("n·k moves"))),
        ),
        title=Msg("Take up to {k}", k=k),
        summary=Msg("take the first 1..{k} stones; values may be negative; higher score wins", k=k),
        parts=Parts(scene=TakeUpToScene, shortcuts=Shortcuts(lambda stones: differences(stones, k).__getitem__),
                    total=sum, lesson=lambda: teaching(k)),
    )


def cell(position: int) -> str:
    """The value of the suffix from stone i on, as the recurrence writes it: ``dp[i]``.

    >>> cell(2)
    '\\\\mathrm{dp}[2]'
    """
    return rf"\mathrm{{dp}}[{position}]"


def teaching(k: int) -> Teaching:
    """The lesson of take-up-to:k (``stonegame.core.teaching``): its statement, terms and
    recurrence with k written in; a family has no listings and no known mistakes."""
    from stonegame.core.teaching import Formula, Recurrence, Teaching  # read when a lesson is made

    return Teaching(
        statement=Msg(
            "Stones lie in a row; stones[i] is the value of the i-th stone, and values may be negative. Alice and "
            "Bob take turns, Alice first. Each turn the player to move takes x stones from the front of the row, "
            "for an x from 1 to {k} of their choice (no more than are left), and adds their values to their own "
            "score. When no stone is left, the higher score wins; equal scores are a tie. Both play optimally. "
            "Return \"Alice\", \"Bob\" or \"Tie\". With k = 3 this is LeetCode's Stone Game III (1406).", k=k),
        terms=(
            (r"\mathrm{stones}", Msg("the row of n stones, numbered from 0")),
            (r"k", Msg("the most stones one turn may take: here {k}", k=k)),
            (r"i", Msg("the first stone left: stones i to n − 1 remain")),
            (r"\mathrm{dp}[i]", Msg("the most the player to move can end ahead by, own score minus the "
                                    "opponent's, with stones i to n − 1 left")),
        ),
        state=Msg(
            "Stones are always taken from the front, so what is left is a suffix of the row, stones i to n − 1: "
            "a state is the one index i. The player to move chooses how many stones to take, x from 1 to {k} "
            "(no more than the n − i left): they score stones[i] + … + stones[i+x−1] and leave the state i + x "
            "to the opponent. There are n + 1 states; i = n is the empty row.", k=k),
        value=Msg(
            "The value dp[i] is the margin the player to move can secure from stone i on: their score minus the "
            "opponent's, when both play their best. Alice wins if dp[0] > 0, Bob if dp[0] < 0, and it is a tie "
            "at 0. One number per state is enough, though the answer compares two scores: the stones left add "
            "up to a fixed total, so the player to move scores (total + dp[i]) / 2 of it."),
        cell=cell,
        recurrence=Recurrence(base=(Formula(r"\mathrm{dp}[n] = 0", Msg("no stone left: nobody scores again")),),
        transition=(
            Formula(rf"\mathrm{{dp}}[i] = \max_{{x=1}}^{{{k}}} \bigl(\mathrm{{stones}}[i] + \cdots + "
                    rf"\mathrm{{stones}}[i+x-1] - \mathrm{{dp}}[i+x]\bigr) \quad (i + x \le n)",
                    Msg("take the first x stones and score them; then the opponent moves on the rest, and their "
                        "margin counts against you")),
        ),
        order=Msg(
            "dp[i] needs dp[i+1] to dp[i+{k}], the states after it, so the table is filled from the end: "
            "dp[n] = 0 first, then i from n − 1 down to 0. With a running sum of the stones taken, each of the "
            "up to {k} options costs O(1): O(n·k) time. Only the last {k} values are looked at again, so a "
            "rolling array of {k} values is enough memory.", k=k)),
        fast=Msg(
            "Here the table is already the fast method, and what makes it fast is the choice of state. Brute "
            "force walks every way to cut the row into turns, up to {k}^n lines of play; but taking from the "
            "front always leaves a suffix, so those lines meet in only n + 1 states, each with at most {k} "
            "moves: O(n·k), linear for a fixed k. No shortcut skips the options: with negative values, taking "
            "more stones is not always better, nor is taking fewer, so every state weighs all of its "
            "options.", k=k),
    )
