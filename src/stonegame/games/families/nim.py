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
from typing import TYPE_CHECKING, Any

from stonegame.catalogs import Msg, Plural, sentences
from stonegame.core.declare import STATE_LIMIT, declare
from stonegame.core.game import Game, Method, Parts, SpragueGrundy
from stonegame.core.instances import Row
from stonegame.core.rules import Estimate, Rules, Scene, Step

if TYPE_CHECKING:  # the lesson's types: read when a lesson is made
    from stonegame.core.teaching import Teaching

Heaps = tuple[int, ...]
Move = tuple[int, int]  # (heap index, stones taken)


class Nim(Rules[Heaps, Move]):
    """Take x >= 1 stones from heap i; heaps are interchangeable (the memo key sorts them)."""

    scoring = False  # win/lose: who cannot move loses

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

    def label(self, heaps: Heaps) -> Msg:
        """The heap sizes left, whichever heap holds which (positions that differ only so share a
        state, as the memo key does).

        >>> str(NimScene(Nim((1, 2))).label((2, 0, 1))), str(NimScene(Nim((1,))).label((0,)))
        ('heaps of 1, 2', 'no stone left')
        """
        sizes = self.rules.key(heaps)
        if not sizes:
            return Msg("no stone left")
        return Plural("a heap of {sizes}", "heaps of {sizes}", len(sizes), sizes=", ".join(map(str, sizes)))

    def name(self, heaps: Heaps, move: Move) -> str:
        return f"take {move[1]} from heap #{move[0]}"

    def notation(self, heaps: Heaps, move: Move) -> str:
        """``2:1``: heap #2 (heaps are indexed from 0, as the board shows them), one stone."""
        return f"{move[0]}:{move[1]}"

    def phrase(self, heaps: Heaps, move: Move) -> Msg:
        return take(*move)

    def insight(self, argued: bool = False) -> Msg:
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
    Estimate(positions=5, moves=15, tree=None)
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
        MisereNim if misere else Nim,
        instance=SmallHeaps(least=0),
        methods=(Method("brute", complexity="exponential"),
                 Method("formula", lambda heaps: nim_formula(heaps, misere), "O(heaps)")),
        title=Msg("Misère Nim") if misere else Msg("Nim"),
        summary=Msg("remove stones from one heap; who cannot move wins") if misere
        else Msg("remove stones from one heap; who cannot move loses"),
        parts=Parts(scene=NimScene, lesson=lambda: teaching(misere), small=3,
                    grundy=None if misere else SpragueGrundy(value=lambda heaps: reduce(xor, heaps, 0))),
    )


def cell(position: Heaps) -> str:
    """The value of the heaps as the recurrence writes it: ``win(1, 2, 3)``.

    >>> cell((1, 2, 3)), cell(())
    ('\\\\mathrm{win}(1, 2, 3)', '\\\\mathrm{win}()')
    """
    return rf"\mathrm{{win}}({', '.join(map(str, position))})"


def teaching(misere: bool = False) -> Teaching:
    """The lesson of Nim, or of misère Nim (``stonegame.core.teaching``); a family has no
    listings and no known mistakes."""
    from stonegame.core.teaching import Formula, Recurrence, Teaching  # read when a lesson is made

    if misere:
        end = Msg("The player who cannot move, because every heap is empty, wins: whoever takes the last stone "
                  "loses (misère play).")
        base = Formula(r"\mathrm{win}(0, \ldots, 0) = +1",
                       Msg("every heap is empty: the opponent took the last stone and lost"))
        fast = Msg(
            "Bouton's analysis covers misère Nim too: play it as ordinary Nim until the very end. While some heap "
            "holds 2 stones or more, the player to move wins exactly when h₁ ⊕ … ⊕ hₘ ≠ 0, as in Nim. Once every "
            "heap holds 0 or 1 stones, the players can only take whole heaps of 1, one each turn, so the player "
            "to move wins exactly when an even number of them is left: the opponent will take the last one. The "
            "winner's play follows Nim's until the move that would leave only heaps of 1; there they leave an odd "
            "number of heaps of 1 instead of an even one. Deciding it takes one pass over the heaps: O(m).")
    else:
        end = Msg("The player who cannot move, because every heap is empty, loses.")
        base = Formula(r"\mathrm{win}(0, \ldots, 0) = -1",
                       Msg("every heap is empty: the player to move cannot move and loses"))
        fast = Msg(
            "Bouton's theorem (1901) decides Nim without a search: the player to move loses exactly when "
            "h₁ ⊕ h₂ ⊕ … ⊕ hₘ = 0. Three facts prove it. When every heap is empty, the XOR is 0 and the player to "
            "move has lost. From XOR 0, any move changes one heap, so it changes the XOR: the opponent gets a "
            "non-zero XOR. From a non-zero XOR x, take the highest bit of x: some heap h has that bit set, and "
            "h ⊕ x < h, so shrinking that heap to h ⊕ x is a legal move, and it leaves XOR 0. So the player who "
            "faces a non-zero XOR can hand back 0 every turn, and the other is the one who meets the empty heaps. "
            "One pass of XOR over the heaps: O(m) time.")
    return Teaching(
        statement=Msg(
            "Some heaps of stones lie on the table; heap i holds heaps[i] stones. Alice and Bob take turns, Alice "
            "first; each turn the player to move chooses one heap and removes any positive number of stones from "
            "it, up to the whole heap. {end} Both play optimally. Return true if Alice wins, false if Bob does.",
            end=end),
        terms=(
            (r"h_1, \ldots, h_m", Msg("the sizes of the m heaps (the lesson numbers the heaps from 1)")),
            (r"\oplus", Msg("XOR, the bitwise sum without carries: 1 ⊕ 2 ⊕ 3 = 0")),
            (r"\mathrm{win}(h_1, \ldots, h_m)", Msg("+1 if the player to move wins from these heaps, −1 if they "
                                                     "lose")),
        ),
        state=Msg(
            "A state is the list of heap sizes; neither their order nor how they came about matters (the memo "
            "sorts them). The player to move chooses a heap i with hᵢ > 0 and a number x from 1 to hᵢ, and heap i "
            "shrinks to hᵢ − x. That is h₁ + … + hₘ moves from a state, and the states are all the lists of "
            "smaller heaps: a search is for small heaps only."),
        value=Msg(
            "The game has no score, only a winner, so the value of a state is +1 if the player to move can force "
            "a win from it and −1 if not. Alice wins when the value of the starting heaps is +1."),
        cell=cell,
        recurrence=Recurrence(base=(base,),
        transition=(
            Formula(r"\mathrm{win}(h) = \max \bigl(-\mathrm{win}(h_1, \ldots, h_i - x, \ldots, h_m)\bigr) "
                    r"\quad (1 \le x \le h_i)",
                    Msg("over every heap i and every x from 1 to hᵢ: you win if some move leaves the opponent in a "
                        "lost state, since the opponent's −1 is your +1")),
        ),
        order=Msg(
            "Every move removes at least one stone, so a state needs only states with fewer stones: fill by the "
            "total number of stones, from all heaps empty up. There are at most (h₁ + 1)(h₂ + 1)…(hₘ + 1) states, "
            "fewer with the order ignored, and up to h₁ + … + hₘ moves from each.")),
        fast=fast,
    )
