"""``solve``: one instance, one method, one ``Solution`` (answer, value, scores, the optimal line)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from stonegame.core import budget, engine, kernels
from stonegame.core.errors import TooLarge
from stonegame.core.game import Decision, Game


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


@dataclass
class Solution:
    """The solved instance.

    ``value`` is Alice − Bob under optimal play (own − opponent's points; +1/−1 for win/lose
    games); it is None only when the method decides the answer without it (a ``Decision``,
    whose reasoning is in ``strategy``). ``answer`` is exactly what the original problem
    returns. ``line`` and ``scores`` are computed on first use.
    """

    game: Game
    instance: Any
    method: str
    value: int | None
    answer: Any
    winner: str | None
    stats: Stats
    notes: list[str] = field(default_factory=list)
    strategy: dict[str, Any] | None = None
    reason: str | None = None  # for a Decision: why the answer holds
    _memo: engine.Memo[Any, Any] | None = field(default=None, repr=False)

    @cached_property
    def rules(self) -> engine.Rules[Any, Any]:
        if self._memo:
            return self._memo.rules
        return self.game.rules(exact(self.instance))

    @property
    def line(self) -> list[engine.Move]:
        """The optimal play from the start, each move with the values of its alternatives
        (``engine.Oracle.line``: in win/lose games the winner hurries, the loser holds out).

        Raises ``TooLarge`` when it would outgrow its limits (every time, without retrying).
        """
        found = self._line_or_refusal
        if isinstance(found, TooLarge):
            raise found
        return found

    @cached_property
    def _line_or_refusal(self) -> list[engine.Move] | TooLarge:
        n = self.game.size(self.instance)
        if self.game.kind != "count" and n > engine.LINE_OPTIONS:
            # a row's line weighs at least one alternative per value; refusing before the
            # rules turn the row into Python ints saves seconds and gigabytes
            return TooLarge(f"the optimal line of {n:,} values would weigh more than "
                            f"{engine.LINE_OPTIONS:,} alternatives; the answer and the value do not need it")
        try:
            return oracle(self.game, self.instance, self._memo, lambda: self.rules).line()
        except TooLarge as refusal:
            return refusal

    @cached_property
    def scores(self) -> Scores | None:
        """Alice's and Bob's points under optimal play (None for win/lose games, and where
        the method decided the answer but not the value)."""
        if not self.game.scoring or self.value is None:
            return None
        if self.game.points is not None:
            return Scores(*self.game.points(self.instance))
        if self.game.total is not None:
            instance = self.instance
            total = kernels.total(instance) if hasattr(instance, "dtype") else self.game.total(instance)
            return Scores((total + self.value) // 2, (total - self.value) // 2)
        alice = sum(m.gain for m in self.line if m.player is engine.Player.ALICE)
        bob = sum(m.gain for m in self.line if m.player is engine.Player.BOB)
        return Scores(alice, bob)

    def explain(self, lang: str = "en") -> str:
        """The optimal play narrated move by move, and why: in English ("en") or Chinese ("zh").

        >>> print(solve("stone-game", [5, 3, 4, 5]).explain("zh").splitlines()[-1])
        结果：Alice 9 分，Bob 8 分，Alice 赢 1 分。所以 stoneGame 返回 true。
        """
        from stonegame.teach.explain import explain

        return explain(self, lang)

    @property
    def line_too_long_to_write(self) -> bool:
        """True for a row of more than ``SHOWN_LINE`` values: its written line would be n²/2 values."""
        return self.game.kind != "count" and self.game.size(self.instance) > SHOWN_LINE

    def line_refusal(self) -> str | None:
        """Why the line is not written (a note for JSON, --line and --explain), or None when it is."""
        if self.line_too_long_to_write:
            return (f"line not written: {self.game.size(self.instance):,} values > {SHOWN_LINE:,}, and each "
                    "move would list the row left (Solution.line in Python has it)")
        found = self._line_or_refusal
        return f"line not computed: {found}" if isinstance(found, TooLarge) else None

    def to_json(self, line: bool = True) -> dict[str, Any]:
        """The stable JSON form (see the README)."""
        try:
            scores = self.scores
        except TooLarge:
            scores = None  # these scores come from the line, which is too long to compute
        moves, notes = None, list(self.notes)
        if line:
            refusal = self.line_refusal()
            if refusal is None:
                moves = [move.to_json() for move in self.line]
            else:
                notes.append(refusal)
        return {
            "game": self.game.slug,
            "method": self.method,
            "answer": self.answer,
            "value": self.value,
            "winner": self.winner,
            "scores": None if scores is None else {"alice": scores.alice, "bob": scores.bob},
            "line": moves,
            "stats": {"positions": self.stats.positions, "seconds": self.stats.seconds},
            "notes": notes,
            "strategy": self.strategy,
            "reason": self.reason,
        }


def oracle(game: Game, instance: Any, memo: engine.Memo[Any, Any] | None = None,
           rules: Callable[[], engine.Rules[Any, Any]] | None = None) -> engine.Oracle[Any, Any]:
    """Perfect play on ``instance``: the one source of the optimal line, ``play``'s moves and hints.

    Values come from ``memo`` when a search built one, else from the game's own position
    values (no O(n²) memo for a long row), else from a fresh memo; in a win/lose game the
    remoteness comes from the game's own where it has one, else from a walk over those
    values. ``rules`` builds the rules (by default from the instance), after the game's
    position values, which may refuse first.
    """
    values, children = None, None
    if memo is None and game.position_values is not None:
        values = game.position_values(instance)
        children = getattr(values, "children", None)
    bound = memo.rules if memo is not None else rules() if rules is not None else game.rules(exact(instance))
    if values is None:
        values = (memo or engine.Memo(bound)).value
    far = None
    if not game.scoring:
        if game.position_remoteness is not None:
            far = game.position_remoteness(instance)
        else:
            far = engine.remoteness(bound, values)
    return engine.Oracle(bound, values, far, children)


def exact(instance: Any) -> Any:
    """The instance with every numpy row turned into a tuple of Python ints (exact arithmetic)."""
    if hasattr(instance, "tolist"):
        return tuple(kernels.plain(instance))
    if isinstance(instance, tuple) and any(hasattr(part, "tolist") for part in instance):
        return tuple(exact(part) for part in instance)
    return instance


def winner_of(value: int) -> str:
    return "Alice" if value > 0 else "Bob" if value < 0 else "Tie"


def solve(game: str | Game, instance: Any, method: str = "auto") -> Solution:
    """Solve ``instance`` of ``game`` by ``method``: the answer, value, winner and optimal line.

    >>> solve("stone-game", [5, 3, 4, 5]).answer
    True
    >>> solve("877", [5, 3, 4, 5], method="memo").scores
    Scores(alice=9, bob=8)

    The method's cost is estimated first (``stonegame.core.budget``): past a limit of memory, time
    or positions it raises ``TooLarge`` at once, naming what would fit instead.
    """
    from stonegame.games import get_game

    spec = game if isinstance(game, Game) else get_game(game)
    stones = spec.validate(instance)
    chosen = spec.choose(method, stones)
    if chosen != "fast":
        stones = exact(stones)  # only the fast solvers take numpy rows; the rest need Python ints
    if chosen in ("brute", "memo") and spec.refuse_search is not None:
        spec.refuse_search(stones)  # the game's own reason comes before the generic estimate
    budget.admit(spec, chosen, stones)
    memo = None
    began = time.perf_counter()
    if chosen == "brute":
        rules = (spec.brute_rules or spec.rules)(stones)
        result, positions = engine.brute(rules)
    elif chosen == "memo":
        memo = engine.Memo(spec.rules(stones))
        result = memo.value(memo.rules.start())
        positions = memo.positions
    else:
        result, positions = spec.solvers[chosen](stones), None
    seconds = time.perf_counter() - began
    stats = Stats(positions, seconds)
    notes = spec.remarks(stones)
    if isinstance(result, Decision):
        return Solution(spec, stones, chosen, None, result.answer, result.winner, stats, notes, result.strategy, result.reason)
    return Solution(spec, stones, chosen, result, spec.answer(result, stones), winner_of(result), stats, notes, _memo=memo)
