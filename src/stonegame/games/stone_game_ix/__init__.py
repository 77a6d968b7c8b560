"""Stone Game IX (LeetCode 2029).

Stones with positive values lie in a row (their order plays no part). Alice and Bob take
turns, Alice first; each turn the mover removes any one stone. The player whose removal makes
the sum of all removed stones divisible by 3 loses. If no stone is left and nobody has lost
that way, Bob wins, even when it is Alice's turn (a last removal that makes the sum divisible
by 3 still loses). The answer is ``true`` iff Alice wins.

Glossary: stones = the row; r = a stone's residue, its value mod 3; c0, c1, c2 = how many
stones of residue 0, 1, 2 are left (C0, C1, C2 at the start); c = (c0, c1, c2); e_r = one
stone of residue r; s = the removed sum mod 3; turn = the player to move; win(c, s, turn) =
whether the player to move wins. Only residues matter, so a move is "remove a stone ≡ r",
which takes s to (s + r) mod 3; s = 0 only at the start (after a move it ends the game).

Recurrence (R): win((0, 0, 0), s, turn) = (turn is Bob);
win(c, s, turn) = any(not win(c − e_r, (s + r) mod 3, other turn)
                      for r with c_r > 0 and (s + r) mod 3 != 0),
since a removal that makes the sum ≡ 0 loses at once. As a value: +1 if win, else −1.

References
----------
.. [1] LeetCode 2029, Stone Game IX: https://leetcode.com/problems/stone-game-ix/
.. [2] The editorial's method: only the stones' residues mod 3 matter; count them and decide
   in O(n) by the parity of the count of 0s and the counts of 1s and 2s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from stonegame.catalogs import Msg, Plural
from stonegame.core.declare import declare
from stonegame.core.game import Limits, Many, Method, Parts, Problem, Shortcuts, loaded
from stonegame.core.instances import Row
from stonegame.core.kernels import Ints, is_array, later
from stonegame.core.players import Player
from stonegame.core.rules import Estimate, Rules, Scene, Step
from stonegame.core.tables import TableView, check_side

Position = tuple[int, int, int, int, Player]  # (c0, c1, c2, s, turn)
Literal = tuple[tuple[int, ...], int, int]  # (stones left, s, stones removed)


def residue_counts(stones: Ints) -> tuple[int, int, int]:
    """(c0, c1, c2): how many stones have residue 0, 1 and 2.

    >>> residue_counts([5, 1, 2, 4, 3])
    (1, 2, 2)
    """
    if is_array(stones):  # a numpy row: count without a Python loop
        import numpy as np

        c0, c1, c2 = np.bincount(stones % 3, minlength=3).tolist()
        return (c0, c1, c2)
    counts = [0, 0, 0]
    for stone in stones:
        counts[stone % 3] += 1
    return (counts[0], counts[1], counts[2])


class RemoveStone(Rules[Literal, int]):
    """The literal game, for brute force: remove the stone at an index of what is left."""

    scoring = False  # win/lose: who cannot move loses

    def __init__(self, stones: Sequence[int]):
        self.stones = tuple(stones)

    def start(self) -> Literal:
        return (self.stones, 0, 0)

    def moves(self, position: Literal) -> range:
        left, s, removed = position
        if removed and s == 0:  # the last removal made the sum divisible by 3: game over
            return range(0)
        return range(len(left))

    def play(self, position: Literal, move: int) -> Step[Literal]:
        left, s, removed = position
        return Step(0, (left[:move] + left[move + 1 :], (s + left[move]) % 3, removed + 1))

    def end(self, position: Literal) -> int:
        left, s, removed = position
        if removed and s == 0:  # checked first: the opponent lost, even with no stone left
            return 1
        return 1 if removed % 2 else -1  # no stone left: Bob wins, whoever is to move


class RemoveResidue(Rules[Position, int]):
    """The game over residue counts: remove any stone of residue r (which one does not matter)."""

    scoring = False  # win/lose: who cannot move loses

    def __init__(self, stones: Sequence[int]):
        self.stones = stones
        self.counts = residue_counts(stones)

    def start(self) -> Position:
        return (*self.counts, 0, Player.ALICE)

    def ended_by_a_loss(self, position: Position) -> bool:
        """Did the last removal make the sum divisible by 3 (s = 0 anywhere but the start)?"""
        return position[3] == 0 and position[:3] != self.counts

    def moves(self, position: Position) -> tuple[int, ...]:
        if self.ended_by_a_loss(position):
            return ()
        counts = position[:3]
        return tuple(r for r in range(3) if counts[r] > 0)

    def estimate(self) -> Estimate:
        """The counts removed decide the sum and who moves, and play stops once the sum is
        ≡ 0: the stones ≡ 1 and ≡ 2 removed differ by at most 3 in any reachable position, so
        at most (C0 + 1)·7·(min(C1, C2) + 1) positions, three moves each."""
        c0, c1, c2 = self.counts
        positions = (c0 + 1) * 7 * (min(c1, c2) + 1)
        return Estimate(positions, 3 * positions)

    def play(self, position: Position, move: int) -> Step[Position]:
        c0, c1, c2, s, turn = position
        left = [c0, c1, c2]
        left[move] -= 1
        return Step(0, (left[0], left[1], left[2], (s + move) % 3, turn.other))

    def end(self, position: Position) -> int:
        if self.ended_by_a_loss(position):
            return 1
        return 1 if position[4] is Player.BOB else -1


class RemoveResidueScene(Scene[Position, int]):
    """The residue counts left, the removed sum and its residue, and each move by the residue it removes.

    The rules keep only how many stones of each residue are left: which stone of a residue goes
    changes no play. The scene removes them in the row's order, the first stone ≡ r left each
    time, so a position has one removed sum to show (≡ s, as the rules count it).
    """

    rules: RemoveResidue

    def __init__(self, rules: RemoveResidue) -> None:
        super().__init__(rules)
        self.sums: list[list[int]] = [[0], [0], [0]]  # sums[r][k]: the first k stones ≡ r of the row
        for stone in rules.stones:
            taken = self.sums[stone % 3]
            taken.append(taken[-1] + int(stone))

    def removed(self, position: Position) -> int:
        """The sum of the stones removed, each residue's stones taken in the row's order.

        >>> scene = RemoveResidueScene(RemoveResidue([2, 1, 3, 5]))
        >>> scene.removed((1, 1, 2, 0, Player.ALICE)), scene.removed((1, 1, 0, 1, Player.ALICE))
        (0, 7)
        """
        return sum(self.sums[r][len(self.sums[r]) - 1 - left] for r, left in enumerate(position[:3]))

    def show(self, position: Position) -> dict[str, int | str]:
        c0, c1, c2, s, turn = position
        return {"c0": c0, "c1": c1, "c2": c2, "removed_sum": self.removed(position), "removed_mod_3": s,
                "to_move": str(turn)}

    def fields(self) -> dict[str, Msg]:
        return {"c0": Msg("stones ≡ 0 (mod 3)"), "c1": Msg("stones ≡ 1 (mod 3)"), "c2": Msg("stones ≡ 2 (mod 3)"),
                "removed_sum": Msg("removed sum"), "removed_mod_3": Msg("removed sum, mod 3"),
                "to_move": Msg("to move")}

    def tags(self) -> tuple[str, ...]:
        return ("removed_sum", "removed_mod_3", "to_move")

    def label(self, position: Position) -> Msg:
        """The counts left by residue (≡ 0, 1, 2, the board's order), the removed sum's residue and
        who moves, in words: a map of the states names them so (its key is a bare tuple with a
        player in it).

        >>> str(RemoveResidueScene(RemoveResidue([2, 1, 3, 5])).label((1, 1, 2, 0, Player.BOB)))
        '1, 1, 2 left; sum ≡ 0; Bob to move'
        """
        c0, c1, c2, s, turn = position
        mover = Msg("Alice to move") if turn is Player.ALICE else Msg("Bob to move")
        return Msg("{c0}, {c1}, {c2} left; sum ≡ {s}; {mover}", c0=c0, c1=c1, c2=c2, s=s, mover=mover)

    def after(self, position: Position, move: int) -> tuple[int, int]:
        """The removed sum after removing a stone ≡ ``move``, and its residue."""
        child = self.rules.play(position, move).position
        return self.removed(child), child[3]

    def name(self, position: Position, move: int) -> str:
        total, residue = self.after(position, move)
        verdict = ": divisible by 3, the mover loses" if residue == 0 else ""
        return f"remove a stone ≡ {move} (mod 3), removed sum {total} ≡ {residue}{verdict}"

    def table(self) -> TableView:
        return outcomes_view(self.rules.stones)

    def phrase(self, position: Position, move: int) -> Msg:
        """The move in words, short enough for a button on a phone: "remove a stone ≡ 1 (sum 5 ≡ 2)", the
        removed sum after it and its residue mod 3 (the board names both, and what is left says "(mod 3)")."""
        total, residue = self.after(position, move)
        return Msg("remove a stone ≡ {residue} (sum {sum} ≡ {total})", residue=move, sum=total, total=residue)

    def words(self, shown: Any) -> Msg | None:
        """The residue counts left, in words. The removed sum is told by the move that made it
        (``phrase``).

        >>> scene = RemoveResidueScene(RemoveResidue([1, 1, 2]))
        >>> str(scene.words({"c0": 0, "c1": 2, "c2": 1, "removed_mod_3": 2, "to_move": "Bob"}))
        '0 stones ≡ 0, 2 ≡ 1 and 1 ≡ 2 (mod 3)'
        >>> str(scene.words({"c0": 1, "c1": 0, "c2": 1, "removed_mod_3": 1, "to_move": "Bob"}))
        '1 stone ≡ 0, 0 ≡ 1 and 1 ≡ 2 (mod 3)'
        """
        return Plural("{n} stone ≡ 0, {c1} ≡ 1 and {c2} ≡ 2 (mod 3)",
                      "{n} stones ≡ 0, {c1} ≡ 1 and {c2} ≡ 2 (mod 3)",
                      shown["c0"], c1=shown["c1"], c2=shown["c2"])

    def insight(self, argued: bool = False) -> Msg | None:
        return insight(self.rules.stones, argued)


def table(stones: Sequence[int]) -> int:
    """+1 if Alice wins, −1 if Bob does: the bottom-up table over residue counts (R).

    >>> table([2, 1]), table([5, 1, 2, 4, 3])
    (1, -1)

    Time O(C₀·C₁·C₂); refuses (``TooLarge``) beyond ``tables.TABLE_LIMIT`` count triples.
    """
    counts = residue_counts(stones)
    from stonegame.games.stone_game_ix.tables import outcome_table

    return 1 if outcome_table(counts).wins(counts, 0, Player.ALICE) else -1


def alice_wins(c0: int, c1: int, c2: int) -> bool:
    """Does Alice win with c0, c1, c2 stones of residue 0, 1, 2 (none removed yet)?

    >>> alice_wins(0, 1, 1), alice_wins(1, 1, 1), alice_wins(1, 4, 1)
    (True, False, True)

    Time O(1). Checked against memo and brute force in the tests.

    Notes
    -----
    A stone ≡ 0 leaves the sum as it was and hands the same position to the opponent: it
    only swaps turns. Whoever wins with c0 − 2 of them wins with c0 too, answering each one
    the opponent plays with another, so only the parity of c0 matters.

    Without a swap (c0 even), the first stone r fixes the rest: at s ≡ 1 the only safe stone
    is ≡ 1 (a 2 makes 0), at s ≡ 2 it is ≡ 2, so the residues run r, r, 3−r, r, 3−r, …: Bob
    must keep answering with r while Alice plays 3−r. Alice starts with the rarer residue, so
    Bob runs out of it first and must close a multiple of 3 while stones remain. This needs
    c1 >= 1 and c2 >= 1: with one residue only, the third stone closes a multiple of 3 (and
    Alice may not open with a 0, which closes one at once).

    With one swap (c0 odd), the player who would be stuck plays it, and the roles turn:
    Alice now plays the r's (r, r, then one r after each 3−r) and Bob must find the 3−r's.
    Bob is stuck with stones left only if Alice opened with the residue that outnumbers the
    other by more than 2; otherwise the r's run out on Alice or the stones run out (Bob's
    win). So Alice wins iff |c1 − c2| > 2.
    """
    if c0 % 2 == 0:
        return c1 >= 1 and c2 >= 1
    return abs(c1 - c2) > 2


def insight(stones: Sequence[int], argued: bool = False) -> Msg:
    """The residue-counting argument, told with this instance's counts (with ``argued``, only the
    rule they pick and what it gives).

    >>> print(insight([2, 1], argued=True))  # doctest: +NORMALIZE_WHITESPACE
    0 stones ≡ 0, 1 ≡ 1 and 1 ≡ 2 (mod 3): the count of stones ≡ 0 is even, and Alice wins iff c₁ ≥ 1
    and c₂ ≥ 1. So Alice wins.
    """
    c0, c1, c2 = residue_counts(stones)
    verdict = Msg("So {winner} wins.", winner="Alice" if alice_wins(c0, c1, c2) else "Bob")
    if argued:
        counts = Plural("{n} stone ≡ 0, {c1} ≡ 1 and {c2} ≡ 2 (mod 3)", "{n} stones ≡ 0, {c1} ≡ 1 and {c2} ≡ 2 (mod 3)",
                        c0, c1=c1, c2=c2)
        rule = (Msg("{counts}: the count of stones ≡ 0 is even, and Alice wins iff c₁ ≥ 1 and c₂ ≥ 1.", counts=counts)
                if c0 % 2 == 0 else
                Msg("{counts}: the count of stones ≡ 0 is odd, and Alice wins iff |c₁ − c₂| > 2; here it is {gap}.",
                    counts=counts, gap=abs(c1 - c2)))
        return Msg("{rule} {verdict}", rule=rule, verdict=verdict)
    head = Plural("Counting residues mod 3: {n} stone ≡ 0, {c1} ≡ 1, {c2} ≡ 2. A stone ≡ 0 leaves the sum as it "
                  "was and only passes the turn, so only the parity of their count matters.",
                  "Counting residues mod 3: {n} stones ≡ 0, {c1} ≡ 1, {c2} ≡ 2. A stone ≡ 0 leaves the sum as it "
                  "was and only passes the turn, so only the parity of their count matters.", c0, c1=c1, c2=c2)
    if c0 % 2 == 0:
        rule = Msg("With an even count of them, Alice wins iff both other residues occur: she opens with the "
                   "rarer one, and Bob, who must keep answering with that same residue, runs out first.")
    else:
        rule = Msg("With an odd count of them the roles turn: Alice wins iff one residue outnumbers the other by "
                   "more than 2 (here |{c1} − {c2}| = {gap}).", c1=c1, c2=c2, gap=abs(c1 - c2))
    return Msg("{head} {rule} {verdict}", head=head, rule=rule, verdict=verdict)


def formula(stones: Sequence[int]) -> int:
    """+1 if Alice wins, −1 if Bob does, by counting residues (the known O(n) result).

    >>> formula([2, 1]), formula([2]), formula([5, 1, 2, 4, 3])
    (1, -1, -1)

    Time O(n), memory O(1). See ``alice_wins`` for why it holds.
    """
    return 1 if alice_wins(*residue_counts(stones)) else -1


def mover_wins(position: Position) -> bool:
    """Does the player to move win from any position after the first removal (s ≠ 0)?

    >>> mover_wins((0, 3, 1, 1, Player.BOB)), mover_wins((1, 3, 1, 1, Player.BOB))
    (True, False)

    Time O(1). Checked against the memo on every position with up to 4 stones of each residue.

    Notes
    -----
    The same argument as ``alice_wins``, from the middle of the game. At s ≡ r the only safe
    stone is ≡ r, and after it the next one needed is ≡ 3 − r, so the needed residues run
    r, 3 − r, r, … Let ``need`` count the stones of the residue needed now and ``other`` the
    rest (zeros aside). With lead = need − other: lead 0 or 1 lets the stones run out first
    (Bob wins, whoever moves); lead <= −1 leaves the mover the first who finds no safe stone
    while stones remain, so the mover loses; lead >= 2 does that to the opponent. A zero only
    passes the turn; zeros in pairs cancel, and an odd one is played by whoever would be stuck,
    which turns the last two outcomes around.
    """
    c0, c1, c2, s, turn = position
    need, other = (c1, c2) if s == 1 else (c2, c1)
    lead = need - other
    if lead in (0, 1):
        return turn is Player.BOB
    return (lead >= 2) != (c0 % 2 == 1)


def moves_left(position: Position) -> int:
    """The remoteness of any position after the first removal (s ≠ 0): the moves left when
    the winner hurries and the loser holds out.

    >>> moves_left((0, 3, 1, 1, Player.BOB)), moves_left((2, 3, 1, 1, Player.BOB))
    (4, 6)

    Time O(1). Checked against the memo on every position with up to 5 stones of each residue.

    Notes
    -----
    With need and other as in ``mover_wins``, the stones ≢ 0 are forced: the needed
    residues run r, 3 − r, r, … With lead = need − other 0 or 1 they all go and the stones
    run out: need + other removals. With lead <= −1 the mover finds the needed residue gone
    after 2·need removals and must close a multiple of 3: 2·need + 1. With lead >= 2 the
    opponent does, after 2·other + 1: 2·other + 2. Every stone ≡ 0 is played as well: one
    only passes the turn and is always safe, and the game ends before the stones run out
    only when a player has no safe stone, none ≡ 0 left either. So c0 more moves, whoever
    plays them.
    """
    c0, c1, c2, s, _ = position
    need, other = (c1, c2) if s == 1 else (c2, c1)
    lead = need - other
    if lead in (0, 1):
        return c0 + need + other
    return c0 + (2 * need + 1 if lead < 0 else 2 * other + 2)


def outcome(rules: RemoveResidue, position: Position) -> tuple[int, int]:
    """(value, remoteness) of any position in O(1): ``mover_wins`` and ``moves_left``, the
    start from Alice's first moves (search.remoteness: the quickest win, else the longest loss)."""
    if rules.ended_by_a_loss(position):
        return 1, 0
    if position[3] == 0:  # the start: the best of Alice's first moves
        after = [outcome(rules, rules.play(position, r).position) for r in rules.moves(position)]
        value = max(-v for v, _ in after)
        lengths = [r for v, r in after if -v == value]
        return value, 1 + (min(lengths) if value > 0 else max(lengths))
    return (1 if mover_wins(position) else -1), moves_left(position)


def position_values(stones: Sequence[int]) -> Callable[[Position], int]:
    """Position -> +1 if the mover wins, else −1, in O(1) each (``outcome``): the line
    without the memo over residue counts."""
    rules = RemoveResidue(stones)
    return lambda position: outcome(rules, position)[0]


def position_remoteness(stones: Sequence[int]) -> Callable[[Position], int]:
    """Position -> the moves left under optimal play, in O(1) each (``outcome``)."""
    rules = RemoveResidue(stones)
    return lambda position: outcome(rules, position)[1]


def outcomes_view(stones: Sequence[int]) -> TableView:
    """win(c, s, turn) at the instance's c0: rows c1, columns c2, six results a cell."""
    b0, b1, b2 = residue_counts(stones)
    check_side(b1 + 1, "stone-game-ix (rows: stones ≡ 1 left)")
    check_side(b2 + 1, "stone-game-ix (columns: stones ≡ 2 left)")
    from stonegame.games.stone_game_ix.tables import outcome_table

    outcomes = outcome_table((b0, b1, b2))

    def cell(c1: int, c2: int) -> str:
        return " | ".join(
            "".join("W" if outcomes.wins((b0, c1, c2), s, turn) else "L" for turn in Player)
            for s in range(3)
        )

    start = Msg("W: Alice wins") if outcomes.wins((b0, b1, b2), 0, Player.ALICE) else Msg("L: Bob wins")
    return TableView(
        title=Msg("win at c0 = {c0}; a cell: s ≡ 0 | 1 | 2, each as (Alice to move)(Bob to move)", c0=b0),
        corner="c1 \\ c2",
        columns=[str(c2) for c2 in range(b2 + 1)],
        rows=[(str(c1), [cell(c1, c2) for c2 in range(b2 + 1)]) for c1 in range(b1 + 1)],
        caption=Msg("W: the player to move wins. The start (c1 = {c1}, c2 = {c2}, s ≡ 0, Alice) is {start}",
                    c1=b1, c2=b2, start=start),
    )


GAME = declare(
    "stone-game-ix",
    RemoveResidue,
    instance=Row(least=1),
    methods=(
        Method("brute", complexity="O(n!)"),
        Method("memo", complexity="O(C₀·C₁·C₂)"),
        Method("formula", formula, "O(n)"),
        Method("table", table, "O(C₀·C₁·C₂)"),
        Method("fast", formula, "O(n)",  # the formula on numpy rows
               many=Many(later(f"{__name__}.kernels", "many_values"))),
    ),
    summary=Msg("remove any one stone; making the removed sum divisible by 3 loses; Bob wins if none is left"),
    parts=Parts(
        shortcuts=Shortcuts(
            values=position_values,
            remoteness=position_remoteness,
        ),
        scene=RemoveResidueScene,
        brute_rules=RemoveStone,
        problem=Problem(
            number=2029, numeral="IX", title="Stone Game IX", methods=("stoneGameIX",),
            examples=(([2, 1], True), ([2], False), ([5, 1, 2, 4, 3], False)),
            constraints="1 <= stones.length <= 10^5, 1 <= stones[i] <= 10^4",
            limits=Limits(1, 10**5, 1, 10**4),
        ),
        lesson=loaded(f"{__name__}.teaching", "TEACHING"),
        small=7,
    ),
)
