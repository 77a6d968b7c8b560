"""Nim: heaps of stones; each turn remove any positive number of stones from one heap; who
cannot move loses (normal play) or wins (misère).

Glossary: heaps = the position, in the order given (a move names a heap by its place);
XOR = the nim-sum of the heaps.

References
----------
.. [1] C. L. Bouton, "Nim, a game with a complete mathematical theory", *Annals of
   Mathematics* 3 (1901), 35–39: a position is lost iff the XOR of its heaps is 0.
.. [2] Misère Nim: play as in normal Nim until every heap but one has at most one stone
   (Bouton, ibid.; *Winning Ways*, ch. 13).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import reduce
from itertools import accumulate
from operator import xor
from typing import Any

from stonegame.catalogs import Msg, Plural, sentences
from stonegame.core.declare import STATE_LIMIT, declare
from stonegame.core.game import ALICE_WINS, Game, Parts
from stonegame.core.instances import Row
from stonegame.core.rules import Estimate, Rules, Scene, Step

Heaps = tuple[int, ...]
Move = tuple[int, int]  # (heap index, stones taken)


class Nim(Rules[Heaps, Move]):
    """Take x >= 1 stones from heap i; heaps are interchangeable (the memo key sorts them)."""

    misere = False

    def __init__(self, heaps: Sequence[int]):
        self.heaps = tuple(heaps)

    def start(self) -> Heaps:
        return self.heaps

    def moves(self, heaps: Heaps) -> list[Move]:
        return [(i, x) for i, h in enumerate(heaps) for x in range(1, h + 1)]

    def play(self, heaps: Heaps, move: Move) -> Step[Heaps]:
        i, x = move
        return Step(0, (*heaps[:i], heaps[i] - x, *heaps[i + 1 :]))

    def end(self, heaps: Heaps) -> int:
        return 1 if self.misere else -1

    def key(self, heaps: Heaps) -> Heaps:
        return tuple(sorted(h for h in heaps if h))

    def estimate(self) -> Estimate:
        return nim_search(self.heaps)


class NimScene(Scene[Heaps, Move]):
    """The heaps, indexed from 0 as the board and the code index them (#0, #1, …), and Bouton's argument."""

    rules: Nim

    def show(self, heaps: Heaps) -> list[int]:
        return list(heaps)

    def name(self, heaps: Heaps, move: Move) -> str:
        return f"take {move[1]} from heap #{move[0]}"

    def notation(self, heaps: Heaps, move: Move) -> str:
        """``2:1``: heap #2 (heaps are indexed from 0, as the board shows them), one stone."""
        return f"{move[0]}:{move[1]}"

    def phrase(self, heaps: Heaps, move: Move) -> Msg:
        return take(*move)

    def insight(self) -> Msg:
        return nim_insight(self.rules.heaps, self.rules.misere)


class MisereNim(Nim):
    """Nim where whoever cannot move wins (whoever takes the last stone loses)."""

    misere = True


def nim_formula(heaps: Sequence[int], misere: bool = False) -> int:
    """+1 if the first player wins Nim on ``heaps``, else −1, by Bouton's rule.

    >>> nim_formula([1, 2, 3]), nim_formula([1, 2, 4])
    (-1, 1)
    >>> nim_formula([1, 1], misere=True), nim_formula([1, 1, 1], misere=True)
    (1, -1)

    Normal play: the mover wins iff the XOR of the heaps is not 0. Misère: the same, except
    when every heap is 0 or 1, where the mover wins iff an even number of heaps is non-empty
    (the players simply alternate taking whole heaps, and whoever takes the last one loses).
    Time O(number of heaps).
    """
    if misere and all(h <= 1 for h in heaps):
        return 1 if sum(heaps) % 2 == 0 else -1
    return 1 if reduce(xor, heaps, 0) else -1


SPELLED_HEAPS = 8
"""Most heaps an insight writes out as an XOR (1 XOR 2 XOR 4 = 7); beyond, just the result."""


def nim_insight(heaps: Sequence[int], misere: bool = False) -> Msg:
    """Bouton's rule told on ``heaps``: the XOR, who wins, and the moves that leave XOR 0.

    >>> print(nim_insight([1, 2, 4]))
    Bouton's rule: the player to move loses exactly when the XOR of the heaps is 0, since every move from XOR 0 leaves a non-zero XOR and from a non-zero XOR some move brings it back to 0. Here 1 XOR 2 XOR 4 = 7, not 0: Alice wins by leaving XOR 0 after each of her moves (now: take 1 from heap #2).
    """  # noqa: E501  (a doctest shows the sentence as printed, whole)
    xor_all = reduce(xor, heaps, 0)
    if len(heaps) <= SPELLED_HEAPS:
        xor_sum: Msg | str = f"{' XOR '.join(map(str, heaps))} = {xor_all}"
    else:
        xor_sum = Msg("the XOR of the {count} heaps is {xor}", count=len(heaps), xor=xor_all)
    winner = "Alice" if nim_formula(heaps, misere) > 0 else "Bob"
    if not misere:
        rule = Msg("Bouton's rule: the player to move loses exactly when the XOR of the heaps is 0, since every "
                   "move from XOR 0 leaves a non-zero XOR and from a non-zero XOR some move brings it back to 0.")
        if not xor_all:
            return sentences(rule, Msg("Here {xor_sum}: Bob wins, bringing the XOR back to 0 after each of "
                                       "Alice's moves.", xor_sum=xor_sum))
        restoring = [take(i, h - (h ^ xor_all)) for i, h in enumerate(heaps) if h ^ xor_all < h]
        moves = alternatives(restoring[:3], more=len(restoring) > 3)
        return sentences(rule, Msg("Here {xor_sum}, not 0: Alice wins by leaving XOR 0 after each of her moves "
                                   "(now: {moves}).", xor_sum=xor_sum, moves=moves))
    rule = Msg("Misère Nim (Bouton): while some heap holds 2 or more stones, the player to move wins exactly when "
               "the XOR of the heaps is not 0, as in Nim; once every heap holds 0 or 1, exactly when an even number "
               "of heaps is left, and the winner's move into that end leaves an odd number of heaps of 1.")
    if all(h <= 1 for h in heaps):
        return sentences(rule, Plural("Here every heap holds at most 1 stone and {n} is left: {winner} wins.",
                                      "Here every heap holds at most 1 stone and {n} are left: {winner} wins.",
                                      sum(heaps), winner=winner))
    if xor_all:
        return sentences(rule, Msg("Here {xor_sum}, not 0: {winner} wins.", xor_sum=xor_sum, winner=winner))
    return sentences(rule, Msg("Here {xor_sum}: {winner} wins.", xor_sum=xor_sum, winner=winner))


def take(heap: int, stones: int) -> Msg:
    """A move in words: "take 2 from heap #0" (heaps indexed from 0)."""
    return Msg("take {stones} from heap #{heap}", stones=stones, heap=heap)


def alternatives(moves: list[Msg], more: bool) -> Msg:
    """'take 1 from heap #0 or take 3 from heap #1', with 'or …' when ``more`` are left out."""
    said = moves[0]
    for move in moves[1:]:
        said = Msg("{moves} or {move}", moves=said, move=move)
    return Msg("{moves} or …", moves=said) if more else said


def nim_positions(heaps: Sequence[int], limit: int = STATE_LIMIT) -> int:
    """Distinct Nim positions up to the order of heaps reachable from ``heaps`` (the memo keys).

    >>> nim_positions([1, 2]), nim_positions([3])
    (5, 4)

    Sorted, a reachable position is b_1 <= ... <= b_m with b_i <= h_i (heaps sorted too), so
    count non-decreasing sequences under the sorted heaps, one heap at a time. The count only
    grows with each heap, so the count stops at ``limit + 1`` once it is beyond the limit.
    Time O(m·max(h)) at most.
    """
    ordered = sorted(heaps)
    if not ordered:
        return 1
    if ordered[-1] >= limit:
        return ordered[-1] + 1
    # ends[v] = sequences so far whose last (largest) value is v
    ends = [1] * (ordered[0] + 1)
    for h in ordered[1:]:
        ends = list(accumulate(ends + [0] * (h + 1 - len(ends))))
        if sum(ends) > limit:
            return limit + 1
    return sum(ends)


def nim_search(heaps: Sequence[int]) -> Estimate:
    """The Nim memo's size: its positions, and at most sum(heaps) moves from each (a position
    keeps at most the stones of the start, and taking each number of them is a move).

    >>> nim_search([1, 2])
    Estimate(positions=5, moves=15)
    """
    positions = nim_positions(heaps)
    return Estimate(positions, positions * sum(heaps))


@dataclass(frozen=True)
class SmallHeaps(Row):
    """Rows of heaps; hypothesis draws few small ones (brute force settles them in milliseconds)."""

    def strategy(self, size: int, bound: int) -> Any:
        from hypothesis import strategies as st

        return st.lists(st.integers(0, min(3, bound)), min_size=1, max_size=max(1, size))


def nim(misere: bool = False) -> Game:
    """Heaps of stones; remove any positive number from one heap; who cannot move loses.

    With ``misere=True`` whoever cannot move wins (the last to take loses).

    >>> from stonegame import solve
    >>> solve(nim(), [1, 2, 3]).answer, solve(nim(misere=True), [1, 1]).answer
    (False, True)
    """
    return declare(
        "misere-nim" if misere else "nim",
        rules=MisereNim if misere else Nim,
        instance=SmallHeaps(least=0),
        scoring=False,
        misere=misere,
        answer=ALICE_WINS,
        title=Msg("Misère Nim") if misere else Msg("Nim"),
        summary=Msg("remove stones from one heap; who cannot move wins") if misere
        else Msg("remove stones from one heap; who cannot move loses"),
        solvers={"formula": lambda heaps: nim_formula(heaps, misere)},
        complexity={"brute": "O(exponential)", "memo": "O(positions × moves)", "formula": "O(heaps)"},
        small=3,
        guarded=False,
        parts=Parts(
        scene=NimScene,
            grundy=None if misere else (lambda heaps: reduce(xor, heaps, 0)),
        ),
    )
