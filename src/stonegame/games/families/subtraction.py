"""Subtraction games: one heap of n stones; each turn remove s stones, s in a finite set S;
whoever cannot move loses. The squares (an infinite set) make stone-game-iv, whose rules
extend ``Subtract``.

Glossary: n = the heap; S = the subtraction set; win(m) = whether the mover wins with m stones.
Recurrence (R): win(0) = False; win(m) = some s in S, s <= m, with not win(m − s).

References
----------
.. [1] E. R. Berlekamp, J. H. Conway, R. K. Guy, *Winning Ways for your Mathematical Plays*,
   2nd ed., A K Peters, 2001, ch. 4: subtraction games, and the periodicity of their
   Grundy values for a finite set (``stonegame.games.families.periodicity``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from stonegame.catalogs import Msg
from stonegame.core.declare import declare
from stonegame.core.errors import InvalidInstance
from stonegame.core.game import Cost, Game, Method, Parts, SpragueGrundy
from stonegame.core.instances import Count
from stonegame.core.rules import Estimate, Rules, Scene, Step
from stonegame.core.tables import HEAPS_A_ROW, TableView, check_side, heap_grid
from stonegame.core.values import positive, shown
from stonegame.games.families.periodicity import SEQUENCE_LIMIT, periodic_value

if TYPE_CHECKING:  # the lesson's types: read when a lesson is made
    from stonegame.core.teaching import Teaching


class Subtract(Rules[int, int]):
    """Remove s stones, s in ``amounts`` (a class attribute, fixed by each game), s <= n."""

    scoring = False  # win/lose: who cannot move loses

    amounts: tuple[int, ...] = (1,)

    def __init__(self, n: int):
        self.n = n

    def start(self) -> int:
        return self.n

    def moves(self, position: int) -> Sequence[int]:
        return [s for s in self.amounts if s <= position]

    def play(self, position: int, move: int) -> Step[int]:
        return Step(0, position - move)

    def estimate(self) -> Estimate:
        """At most the heaps 0..n (all of them when 1 is in S), and every move from each."""
        return Estimate(self.n + 1, moves_up_to(self.amounts, self.n))


class SubtractScene(Scene[int, int]):
    """A move said by the count it removes."""

    rules: Subtract

    def name(self, position: int, move: int) -> str:
        return f"remove {move}"

    def phrase(self, position: int, move: int) -> Msg:
        return Msg("remove {count}", count=move)

    def table(self) -> TableView:
        return outcomes_view(self.rules.amounts, self.rules.n)

    def caption(self, position: int) -> Msg:
        fits = self.rules.moves(position)
        if not fits:
            return Msg("no amount fits in {n} stones: the player to move loses", n=position)
        return Msg("the amounts the player to move may remove: {amounts}", amounts=", ".join(map(str, fits)))


def outcomes_view(amounts: Sequence[int], n: int) -> TableView:
    """win(m) for m = 0..n, ten heaps a row, each W with a move that leaves an L (the one the table's
    recurrence finds first).

    >>> view = outcomes_view((1, 3, 4), 7)
    >>> view.rows[0][1][:8]
    ['L', 'W −1', 'L', 'W −1', 'W −4', 'W −3', 'W −4', 'L']
    """
    check_side(n // HEAPS_A_ROW + 1, "win(m)")
    win = win_table(amounts, n)
    return heap_grid(win, lambda m: next((s for s in amounts if s <= m and not win[m - s]), None),
                     Msg("win(m): can the player to move with m stones left force a win?"), "m",
                     Msg("W −s: remove s stones to leave an L; L: every move leaves a W. L positions: {lost}. "
                         "m = {n} is {verdict}"))


def moves_up_to(amounts: Sequence[int], n: int) -> int:
    """The moves from every heap of 0..n stones."""
    return sum(n - s + 1 for s in amounts if s <= n)


def win_table(moves: Sequence[int], n: int) -> list[bool]:
    """win(m) for m = 0..n in the subtraction game with set ``moves``: can the mover force a win?

    >>> [m for m, won in enumerate(win_table([1, 3, 4], 14)) if not won]
    [0, 2, 7, 9, 14]

    Bottom-up (R). Time O(n·|S|), memory O(n).
    """
    win = [False] * (n + 1)
    for m in range(1, n + 1):
        win[m] = any(s <= m and not win[m - s] for s in moves)
    return win


def subtraction(moves: Iterable[int]) -> Game:
    """One heap of n stones; each turn remove s stones, s in ``moves``; who cannot move loses.

    >>> from stonegame import solve
    >>> g = subtraction({1, 3, 4})
    >>> g.slug, [n for n in range(10) if not solve(g, n).answer]
    ('subtraction:1,3,4', [0, 2, 7, 9])
    """
    S = subtraction_set(moves)
    listed = ", ".join(map(str, S))
    rules = type(f"Subtract{'_'.join(map(str, S))}", (Subtract,),
                 {"amounts": S, "__module__": __name__, "__doc__": f"Remove s in {{{listed}}}."})
    return declare(
        "subtraction:" + ",".join(map(str, S)),  # as the command line names it
        rules,
        instance=Count(least=0),
        methods=(
            Method("brute", complexity="O(2^n)"),
            Method("memo", complexity="O(n·|S|)"),
            Method("table", lambda n: 1 if win_table(S, n)[n] else -1, "O(n·|S|)",
                   cost=lambda n: Cost(memory=8 * (n + 1), steps=moves_up_to(S, n) + n,
                                       what=Msg("a list of n + 1 outcomes"))),
            Method("formula", lambda n: periodic_outcome(S, n), "O(period), any n", cost=lambda n: period_cost(S, n)),
        ),
        title=Msg("Subtraction game {moves}", moves=f"{{{listed}}}"),
        summary=Msg("remove s stones from one heap, s in {moves}; who cannot move loses", moves=f"{{{listed}}}"),
        parts=Parts(scene=SubtractScene, grundy=SpragueGrundy(amounts=lambda n: S, finite=S),
                    lesson=lambda: teaching(S), small=12),
    )


def cell(position: int) -> str:
    """The value of a heap of m stones as the recurrence writes it: ``win(m)``.

    >>> cell(7)
    '\\\\mathrm{win}(7)'
    """
    return rf"\mathrm{{win}}({position})"


def teaching(moves: Sequence[int]) -> Teaching:
    """The lesson of the subtraction game with set ``moves`` (``stonegame.core.teaching``): its
    statement, terms and recurrence with the set written in; a family has no listings and no
    known mistakes."""
    from stonegame.core.teaching import Formula, Recurrence, Teaching  # read when a lesson is made

    listed, least, largest = ", ".join(map(str, moves)), min(moves), max(moves)
    return Teaching(
        statement=Msg(
            "A heap holds n stones. Alice and Bob take turns, Alice first; each turn the player to move removes "
            "s stones from the heap, where s is one of {moves} and no more than the stones left. The player who "
            "cannot move loses. Both play optimally. Return true if Alice wins, false if Bob does.",
            moves=listed),
        terms=(
            (r"S", Msg("the amounts one move may remove: {moves}", moves=listed)),
            (r"m", Msg("the stones left in the heap (n at the start)")),
            (r"\mathrm{win}(m)", Msg("+1 if the player to move with m stones left wins, −1 if they lose")),
        ),
        state=Msg(
            "A state is the number of stones left, m: any two heaps of m stones offer the same moves, however "
            "they came about. The player to move chooses an s of S with s ≤ m and leaves m − s to the opponent. "
            "When no amount fits, the player to move cannot move and loses."),
        value=Msg(
            "The game has no score, only a winner, so the value of a heap is +1 if the player to move can force "
            "a win from it and −1 if not. The heaps worth −1 are the losing heaps (P-positions, in the theory's "
            "words): whoever must move from one loses, whatever they do. Alice wins when win(n) = +1."),
        cell=cell,
        recurrence=Recurrence(base=(Formula(r"\mathrm{win}(0) = -1" if least == 1
                      else rf"\mathrm{{win}}(m) = -1 \quad (m < {least})",
                      Msg("no amount fits: the player to move cannot move and loses")),),
        transition=(
            Formula(r"\mathrm{win}(m) = \max_{s} \bigl(-\mathrm{win}(m - s)\bigr) \quad (s \in S,\ s \le m)",
                    Msg("you win if some removal leaves the opponent a losing heap: the opponent's −1 is your +1")),
        ),
        order=Msg(
            "win(m) needs only smaller heaps, m − s, so the table is filled upwards, m = 0, 1, 2, … up to n: "
            "n + 1 cells, at most |S| moves each, O(n·|S|) time.")),
        fast=Msg(
            "The outcomes repeat. win(m) depends only on the outcomes of the {largest} heaps just below m, since "
            "{largest} is the largest amount. There are finitely many such windows of wins and losses, so some "
            "window comes back, and from then on everything after it comes back too: the outcomes are periodic "
            "from some heap on. The formula method finds the period and proves it from finitely many values (it "
            "works with Grundy values, which repeat in the same way and are 0 exactly on the losing heaps), then "
            "answers any n, even one of 40 digits, by where n falls in the period. The patterns below state the "
            "period found for this set.", largest=largest),
    )


def period_cost(moves: Sequence[int], n: int) -> Cost:
    """What ``periodic_outcome`` holds: the values up to its first window (every value up to n
    when no window can prove a period: a move as long as the values kept)."""
    largest = max((s for s in moves if s <= n), default=0)  # a longer move never applies from n
    if n <= SEQUENCE_LIMIT or largest >= SEQUENCE_LIMIT:
        window = n
    else:
        window = min(SEQUENCE_LIMIT, max(1 << 12, 4 * largest))
    return Cost(memory=8 * (window + 1), steps=(window + 1) * (len(moves) + 1), compiled=window > 1 << 16,
                what=Msg("the values up to a window that proves the period"))


def periodic_outcome(moves: Sequence[int], n: int) -> int:
    """+1 if the mover wins with n stones, else −1, for any n: the heap is lost exactly when its
    Grundy value is 0, and the values repeat with a proven period (``stonegame.games.families.periodicity``).

    >>> periodic_outcome([1, 3, 4], 10**40), periodic_outcome([1, 3, 4], 7 * 10**40)
    (1, -1)
    """
    return 1 if periodic_value(moves, n) else -1


def subtraction_set(moves: Iterable[int]) -> tuple[int, ...]:
    """The set as a sorted tuple of positive integers, or a one-line error."""
    if isinstance(moves, (str, bytes)) or not hasattr(moves, "__iter__"):
        raise InvalidInstance(Msg("a subtraction set is a collection of positive integers, like {{1, 3, 4}}; "
                                  "got {moves}", moves=shown(moves)))
    S = tuple(sorted({positive(s, Msg("a move of the subtraction set")) for s in moves}))
    if not S:
        raise InvalidInstance(Msg("a subtraction set needs at least one move, like {{1, 3, 4}}"))
    return S
