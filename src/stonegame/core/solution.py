"""``solve``: one instance, one method, one ``Solution`` (answer, value, scores, the optimal line)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from stonegame.catalogs import Msg
from stonegame.core import budget, kernels, progress, search
from stonegame.core import line as lines
from stonegame.core.errors import InvalidDeclaration, TooLarge
from stonegame.core.game import Decision, Game
from stonegame.core.line import Move, Oracle
from stonegame.core.players import Player, winner_name, winner_of
from stonegame.core.rules import Rules, Scene
from stonegame.core.search import Memo, brute, remoteness
from stonegame.core.tables import TableView
from stonegame.core.values import returned_int, shown

SHOWN_LINE = 2_000
"""Longest row whose line is written out (JSON, --line, --explain): each move shows the row
left, so the text grows as n²/2 values; ``Solution.line`` itself has no such limit."""


@dataclass(frozen=True)
class Scores:
    """Points each player ends with under optimal play."""

    alice: int
    bob: int


@dataclass(frozen=True)
class Stats:
    """What the method cost: positions (or table cells) evaluated, where counted, and seconds."""

    positions: int | None
    seconds: float


class Line(list[Move]):  # still a list, as it always was
    """The optimal line: a list of ``Move`` that knows its game, so that a notebook
    can draw it (``stonegame.views.notebook``: a table, each alternative coloured by its value)."""

    def __init__(self, moves: list[Move], scoring: bool, scene: Scene[Any, Any], by: str = "memo"):
        super().__init__(moves)
        self.scoring = scoring
        self.scene = scene
        self.by = by  # the method whose values weigh its moves: the memo's, or fast's tables

    def __repr__(self) -> str:
        names = ", ".join(f"{move.player}: {move.name}" for move in self[:4])
        return f"Line({len(self)} move{'s' * (len(self) != 1)}: {names}{', ...' if len(self) > 4 else ''})"


@dataclass(repr=False)
class Solution:
    """The solved instance, as ``stonegame.solve`` returns it.

    Attributes
    ----------
    game : Game
        The game solved.
    instance : list of int, int or pair of lists
        The instance, as given.
    method : str
        The method that ran (``auto`` resolved).
    answer : bool, int or str
        Exactly what the original problem returns (``True``, ``10``, ``"Alice"``, ...).
    value : int or None
        Alice − Bob under optimal play (own − opponent's points; +1/−1 for win/lose games);
        None only when the method decides the answer without it (a ``Decision``, whose
        reasoning is in ``strategy`` and ``reason``).
    winner : Player or None
        Who ends ahead (None: a tie, or, with no value, not decided).
    scores : Scores or None
        ``Scores(alice, bob)``: the points each ends with (None for win/lose games); computed
        on first use.
    line : list of Move
        The optimal play, each move with ``player``, ``move``, ``name``, ``gain``,
        ``position`` (what is left), ``value`` and ``alternatives``; computed on first use.
    stats : Stats
        Positions evaluated (where counted) and seconds.
    notes : list of str
        Where the instance leaves the original constraints (in English; ``remarks`` holds them
        as catalog messages, for the other languages).

    Raises
    ------
    TooLarge
        From ``line`` or ``scores``, when the line would pass its limits (the answer stands).

    Examples
    --------
    >>> from stonegame import solve
    >>> s = solve("stone-game-iii", [1, 2, 3, 7])
    >>> s.answer, s.value, s.winner, s.scores
    ('Bob', -1, <Player.BOB: 'Bob'>, Scores(alice=6, bob=7))
    >>> [(move.player.value, move.name, move.gain) for move in s.line]
    [('Alice', 'take 3 (1, 2, 3)', 6), ('Bob', 'take 1 (7)', 7)]
    >>> sorted(s.to_json())[:4]
    ['answer', 'game', 'line', 'method']
    """

    game: Game
    instance: Any
    method: str
    value: int | None
    answer: Any
    winner: Player | None
    stats: Stats
    strategy: dict[str, Any] | None = None
    reason: str | None = None  # for a Decision: why the answer holds
    _memo: Memo[Any, Any] | None = field(default=None, repr=False)

    @cached_property
    def remarks(self) -> list[str | Msg]:
        """The notes, as said in any language: asked of the instance when first read (in bulk,
        once), so that a caller who wants only the answer never waits for them."""
        return self.game.remarks(self.instance)

    @property
    def notes(self) -> list[str]:
        return [str(remark) for remark in self.remarks]

    @cached_property
    def rules(self) -> Rules[Any, Any]:
        """The game's rules bound to this instance (the search protocol)."""
        if self._memo:
            return self._memo.rules
        return self.game.rules(self.game.instance.exact(self.instance))

    @cached_property
    def scene(self) -> Scene[Any, Any]:
        """How this instance's positions are drawn and its moves said."""
        return self.game.parts.scene(self.rules)

    @property
    def line(self) -> Line:
        """The optimal play from the start, each move with the values of its alternatives
        (``Oracle.line``: in win/lose games the winner hurries, the loser holds out).

        Raises ``TooLarge`` when it would outgrow its limits (every time, without retrying).
        """
        found = self._line_or_refusal
        if isinstance(found, TooLarge):
            raise found
        return found

    @cached_property
    def _line_or_refusal(self) -> Line | TooLarge:
        n = self.game.size(self.instance)
        if self.game.instance.value_lines and n > lines.LINE_OPTIONS:
            # a row's line weighs at least one alternative per value; refusing before the
            # rules turn the row into Python ints saves seconds and gigabytes
            return TooLarge(f"the optimal line of {n:,} values would weigh more than "
                            f"{lines.LINE_OPTIONS:,} alternatives; the answer and the value do not need it")
        try:
            found = oracle(self.game, self.instance, self.rules, self._memo, self.scene)
            return Line(found.line(), self.game.scoring, self.scene, found.by)
        except TooLarge as refusal:
            return refusal

    @property
    def table(self) -> TableView | None:
        """The game's DP table on this instance, as the write-ups fill it (None: the game has
        none); a notebook shows it as a heatmap. Raises ``TooLarge`` past a readable size."""
        return self.scene.table()

    def __repr__(self) -> str:
        """Short: the game, the instance (its first values), the result and the answer.

        >>> from stonegame.games.stone_game import GAME
        >>> solve(GAME, [5, 3, 4, 5])
        Solution(stone-game, [5, 3, 4, 5]: Alice 9, Bob 8, answer=True)
        """
        return (f"Solution({self.game.slug}, {brief_instance(self)}: {self._result()}, "
                f"answer={shown(self.answer, 40)})")

    def _result(self) -> str:
        if self.value is None:
            return "decided without search" if self.winner is None else f"{self.winner} wins"
        cheap = "scores" in self.__dict__ or self.game.size(self.instance) <= SHOWN_LINE
        scores = None
        if cheap and self.game.scoring:
            try:
                scores = self.scores
            except TooLarge:
                pass
        if scores is not None:
            return f"Alice {shown(scores.alice, 30)}, Bob {shown(scores.bob, 30)}"
        if self.game.scoring:
            return f"Alice − Bob = {shown(self.value, 30)}"
        return f"{winner_name(self.winner)} wins"

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:  # IPython's plain display
        printer.text(repr(self))

    @cached_property
    def scores(self) -> Scores | None:
        """Alice's and Bob's points under optimal play (None for win/lose games, and where
        the method decided the answer but not the value)."""
        if not self.game.scoring or self.value is None:
            return None
        known = self.game.parts.shortcuts.points
        if known is not None:
            return Scores(*known(self.game.instance.exact(self.instance)))
        if self.game.parts.total is not None:
            instance = self.instance
            total = kernels.total(instance) if hasattr(instance, "dtype") else self.game.parts.total(instance)
            return Scores((total + self.value) // 2, (total - self.value) // 2)
        alice = sum(m.gain for m in self.line if m.player is Player.ALICE)
        bob = sum(m.gain for m in self.line if m.player is Player.BOB)
        return Scores(alice, bob)

    @property
    def winner_name(self) -> str | None:
        """The winner as the JSON writes it: "Alice", "Bob", "Tie", or None when undecided."""
        if self.winner is None and self.value is None:
            return None
        return winner_name(self.winner)

    @property
    def line_too_long_to_write(self) -> bool:
        """True for a row of more than ``SHOWN_LINE`` values: its written line would be n²/2 values."""
        return bool(self.game.instance.value_lines) and self.game.size(self.instance) > SHOWN_LINE

    def line_refusal(self) -> Msg | None:
        """Why the line is not written (a note for JSON, --line and --explain), or None when it is."""
        if self.line_too_long_to_write:
            return Msg("line not written: {n:,} values > {most:,}, and each move would list the row left "
                       "(Solution.line in Python has it)", n=self.game.size(self.instance), most=SHOWN_LINE)
        found = self._line_or_refusal
        return Msg("line not computed: {why}", why=found.message) if isinstance(found, TooLarge) else None

    def to_json(self, line: bool = True) -> dict[str, Any]:
        """The stable JSON form (see the README)."""
        try:
            scores = self.scores
        except TooLarge:
            scores = None  # these scores come from the line, which is too long to compute
        moves, notes = None, self.notes
        if line:
            refusal = self.line_refusal()
            if refusal is None:
                moves = [move.to_json() for move in self.line]
            else:
                notes.append(str(refusal))  # JSON is English, as its keys
        return {
            "game": self.game.slug,
            "method": self.method,
            "answer": self.answer,
            "value": self.value,
            "winner": self.winner_name,
            "scores": None if scores is None else {"alice": scores.alice, "bob": scores.bob},
            "line": moves,
            "stats": {"positions": self.stats.positions, "seconds": self.stats.seconds},
            "notes": notes,
            "strategy": self.strategy,
            "reason": self.reason,
        }


def brief_instance(solution: Solution) -> str:
    """The instance in a few words: a count, or each row's first values and its length."""
    rows = solution.game.instance.rows(solution.instance)
    if not rows:
        return shown(solution.instance, 30)
    said = []
    for row in rows:
        head = ", ".join(shown(int(value), 12) for value in row[:6])
        said.append(f"[{head}]" if len(row) <= 6 else f"[{head}, ...] ({len(row):,} values)")
    return said[0] if len(said) == 1 else f"({', '.join(said)})"


def oracle(game: Game, instance: Any, rules: Rules[Any, Any], memo: Memo[Any, Any] | None = None,
           scene: Scene[Any, Any] | None = None) -> Oracle[Any, Any]:
    """Perfect play on ``instance`` (whose rules are ``rules``): the one source of the optimal
    line, ``play``'s moves and hints.

    Values come from ``memo`` when a search built one, else from the game's shortcuts (no
    O(n²) memo for a long row), else from a fresh memo; in a win/lose game the remoteness
    comes from the shortcuts where the game has them, else from a walk over those values. The
    moves are named by ``scene`` (by default the game's). The shortcuts' tables are those of
    ``fast``: they are built only where the budget admits ``fast`` on the instance, and a fresh
    memo searches the start first, so that a game too large is refused at once, as ``solve``
    refuses it, before any position's moves are played out.
    """
    known, exact = game.parts.shortcuts, game.instance.exact(instance)  # the instance as the rules take it
    try:
        if memo is None and "fast" in game.methods:
            budget.admit(game, "fast", instance)
        values = known.values(exact) if memo is None and known.values else None
        children = known.children(values) if values is not None and known.children else None
        by = "memo" if values is None else "fast"  # the shortcuts value positions with fast's tables
        if values is None:
            if memo is None:  # searched now, within its limits: refused before any move is listed
                memo = Memo(rules, work_limit=search.PERFECT_WORK)
                memo.value(rules.start())
            values = memo.value
        far = None
        if not game.scoring:
            far = known.remoteness(exact) if known.remoteness else remoteness(rules, values)
    except TooLarge as refusal:  # refused before any work: the answer stands without it
        raise TooLarge(Msg("perfect play (the line, the moves and hints) needs too large a search here: {why}; "
                           "the answer does not need it", why=refusal.message)) from None
    return Oracle(rules, scene or game.parts.scene(rules), values, far, children, by)


def solve(game: Game, instance: Any, method: str = "auto") -> Solution:
    """Solve ``instance`` of ``game`` by ``method``: the answer, value, winner and optimal line.

    ``stonegame.solve`` takes a game's name as well; this one takes the ``Game``.

    >>> from stonegame.games.stone_game import GAME
    >>> solve(GAME, [5, 3, 4, 5]).answer
    True
    >>> solve(GAME, [5, 3, 4, 5], method="memo").scores
    Scores(alice=9, bob=8)

    The method's cost is estimated first (``stonegame.core.budget``): past a limit of memory,
    time or positions it raises ``TooLarge`` at once, naming what would fit instead.
    """
    stones = game.validate(instance)
    chosen = game.choose(method, stones)
    if chosen != "fast":
        stones = game.instance.exact(stones)  # only the fast solvers take numpy rows; the rest need Python ints
    budget.admit(game, chosen, stones)
    cost = budget.forecast(game, chosen, stones)
    if cost is not None:
        progress.announce(cost)
    memo = None
    result: int | Decision
    began = time.perf_counter()
    if chosen == "brute":
        if game.parts.brute_rules is not None:  # a more literal game, drawn as it is
            result, positions = brute(game.parts.brute_rules(stones))
        else:
            rules = game.rules(stones)
            result, positions = brute(rules, show=game.parts.scene(rules).show)
    elif chosen == "memo":
        rules = game.rules(stones)
        memo = Memo(rules, show=game.parts.scene(rules).show)
        result = memo.value(memo.rules.start())
        positions = memo.positions
    else:
        solver = game.solver(chosen).solve
        assert solver is not None  # only brute and memo have none, and they ran above
        result, positions = solver(stones), None
        if not isinstance(result, Decision):
            result = returned_int(result, f"{game.slug}: {chosen}() returned", "the value (an integer) or a Decision")
    seconds = time.perf_counter() - began
    stats = Stats(positions, seconds)
    if isinstance(result, Decision):
        return Solution(game, stones, chosen, None, result.answer, result.winner, stats, result.strategy,
                        result.reason)
    answer = game.answer.of(result, stones)
    if not isinstance(answer, (bool, int, str)):  # a declared answer goes to JSON and the views
        raise InvalidDeclaration(f"{game.slug}: answer() returned {shown(answer, 30)}; expected a bool, an int or "
                                 "a str")
    return Solution(game, stones, chosen, result, answer, winner_of(result), stats, _memo=memo)
