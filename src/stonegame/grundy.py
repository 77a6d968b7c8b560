"""Sprague–Grundy values of impartial games under normal play, one-heap value sequences and
their periods, and sums of games.

Glossary: impartial = both players have the same moves (every engine game is: a position
never says who is to move); normal play = whoever cannot move loses (end value −1); options of
p = the positions one move away; mex(X) = the least non-negative integer not in X;
g(p) = mex{g(p') : p' an option of p}, the Grundy value (nim-value); one-heap game = a game
whose instance is a count n and whose position is a count too (subtraction games, Stone Game
IV); value sequence = g(0), g(1), ..., g(N).

Facts used (Sprague–Grundy theorem): the mover loses p iff g(p) = 0; a sum of games, where each
turn moves in exactly one component, has g = the XOR of the components' values; a Nim heap of
h has g = h.

Periodicity: a subtraction game with a finite set S (largest move k) has a value sequence
that is eventually periodic, and a period is *proven* from finitely many values:

    if g(n + p) = g(n) for all n with n0 <= n < n0 + k, then for all n >= n0.

(Induction: for n >= n0 + k every move applies at n and at n + p, and the options n − s,
n + p − s fall where g already agrees, so the two mexes agree.) This is the Periodicity
Theorem of Winning Ways (Berlekamp, Conway, Guy, ch. 4), the subtraction case of the
Guy–Smith theorem for octal games (whose window 2·n0 + p + k is for games that split heaps).
CGSuite's periodicity check for take-and-break codes asks for the same window plus one value.
For other one-heap games no finite check proves a period; a period that holds over a margin
of at least n0 + 2·p values is reported as *apparent*, not proven.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import reduce
from operator import xor
from pathlib import Path
from typing import Any

from stonegame import read
from stonegame.engine import Rules
from stonegame.errors import InvalidInstance, StoneGameError, TooLarge, UnknownMethod
from stonegame.game import Game
from stonegame.variants import STATE_LIMIT, _report, game_and_values, guard

SEQUENCE_LIMIT = 10_000_000
"""Largest N for a value sequence g(0..N): a list of N ints and O(N·|S|) time."""


class NotImpartial(StoneGameError, ValueError):
    """Grundy values need a normal-play game without points: who cannot move loses."""


def mex(values: Iterable[int]) -> int:
    """The least non-negative integer not among ``values``.

    >>> mex([0, 1, 3]), mex([]), mex([2])
    (2, 0, 0)
    """
    seen = set(values)
    m = 0
    while m in seen:
        m += 1
    return m


@dataclass
class Grundy:
    """Grundy values of any position of one game's rules, with a memo over canonical keys.

    ``value`` is iterative (an explicit stack), so deep games need no Python recursion. It
    checks as it goes that the game is impartial under normal play: every move scores 0 and
    passes the turn, and a position without a move is lost for the mover (end value −1).
    """

    rules: Rules[Any, Any]
    limit: int = STATE_LIMIT
    cache: dict[Hashable, int] = field(default_factory=dict)

    @property
    def positions(self) -> int:
        """Distinct positions evaluated so far."""
        return len(self.cache)

    def value(self, position: Any) -> int:
        """g(position): the mex of the values of its options.

        >>> from stonegame.families import nim
        >>> Grundy(nim().rules([3, 5])).value((3, 5))
        6
        """
        rules, cache = self.rules, self.cache
        root = rules.key(position)
        if root in cache:
            return cache[root]
        # A frame is [position, key, moves, index of the next move, values of the options so far].
        stack: list[list[Any]] = [[position, root, rules.moves(position), 0, set()]]
        open_keys = {root}  # positions on the stack: meeting one again means the game loops
        while stack:
            frame = stack[-1]
            moves, index = frame[2], frame[3]
            if index < len(moves):
                step = rules.play(frame[0], moves[index])
                if step.gain or step.again:
                    does = f"scores {step.gain}" if step.gain else "lets the mover move again"
                    raise NotImpartial(
                        f"move {moves[index]!r} {does}; Grundy values are for games where every move "
                        "only passes the turn"
                    )
                child_key = rules.key(step.position)
                child = cache.get(child_key)
                if child is None:
                    if child_key in open_keys:
                        raise StoneGameError(
                            f"move {moves[index]!r} leads back to {rules.show(step.position)!r}, an earlier "
                            "position of the same line: the game can go on forever, so it has no Grundy value"
                        )
                    open_keys.add(child_key)
                    stack.append([step.position, child_key, rules.moves(step.position), 0, set()])
                    continue
                frame[4].add(child)
                frame[3] = index + 1
                continue
            if not moves and rules.end(frame[0]) != -1:
                raise NotImpartial(
                    f"a position without a move is worth {rules.end(frame[0])} to the mover, not −1; "
                    "Grundy values are for normal play (whoever cannot move loses), not misère"
                )
            value = mex(frame[4])
            cache[frame[1]] = value
            if len(cache) % 16384 == 0:
                if len(cache) > self.limit:
                    raise TooLarge(
                        f"the Grundy search passed {self.limit:,} positions (the limit); "
                        "try a smaller instance"
                    )
                _report(len(cache), None)
            stack.pop()
            open_keys.discard(frame[1])
            if stack:
                stack[-1][4].add(value)
                stack[-1][3] += 1
        return cache[root]


def _impartial(game: Game) -> None:
    if game.scoring:
        raise NotImpartial(
            f"{game.slug} scores points; Grundy values are for win/lose games where whoever cannot move loses"
        )
    if getattr(game, "misere", False):
        raise NotImpartial(
            f"{game.slug} is misère (whoever cannot move wins); Grundy values are for normal play"
        )


def grundy(game: Game, instance: Any, method: str = "auto") -> int:
    """The Grundy value of the start position of ``instance``.

    >>> from stonegame.families import nim, subtraction
    >>> grundy(subtraction({1, 3, 4}), 6), grundy(nim(), [1, 2, 4])
    (2, 7)

    ``method``: "search" runs the memoized mex over positions for any game; "auto" uses a
    family's shortcut where there is one (a subtraction game's value table, Nim's XOR).
    """
    if method not in ("auto", "search"):
        raise UnknownMethod(f"no Grundy method {method!r}; choose from auto, search")
    _impartial(game)
    instance = game.validate(instance)
    traits = getattr(game, "traits", {})
    if method == "auto" and traits.get("family") == "nim":
        return reduce(xor, instance, 0)
    if method == "auto" and traits.get("family") == "subtraction":
        return subtraction_values(traits["moves"], instance)[instance]
    rules = game.rules(instance)
    return Grundy(rules).value(rules.start())


def sum_value(terms: Iterable[tuple[Game, Any]]) -> int:
    """The Grundy value of a sum of games: the XOR of the components' values.

    >>> from stonegame.families import subtraction
    >>> sum_value([(subtraction({1, 2}), 4), (subtraction({1, 2}), 5)])    # 1 XOR 2
    3
    """
    return reduce(xor, (grundy(game, instance) for game, instance in terms), 0)


# One-heap games: value sequences and their periods.

def subtraction_values(moves: Sequence[int], upto: int) -> list[int]:
    """g(0..upto) of the subtraction game with the finite set ``moves``.

    >>> subtraction_values([1, 3, 4], 9)
    [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]

    g(n) = mex{g(n − s) : s in S, s <= n}. Time O(upto·|S|), memory O(upto).
    """
    if upto > SEQUENCE_LIMIT:
        raise TooLarge(f"a value sequence up to {upto:,} is beyond the limit of {SEQUENCE_LIMIT:,}")
    ordered = sorted(moves)
    g = [0] * (upto + 1)
    for n in range(1, upto + 1):
        options = {g[n - s] for s in ordered if s <= n}
        m = 0
        while m in options:
            m += 1
        g[n] = m
    return g


@dataclass(frozen=True)
class Periodicity:
    """g(n + period) = g(n) for every n >= preperiod, and whether that is proven."""

    preperiod: int
    period: int
    proven: bool
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {"preperiod": self.preperiod, "period": self.period, "proven": self.proven,
                "reason": self.reason}


def find_period(values: Sequence[int], margin: Callable[[int, int], int]) -> tuple[int, int] | None:
    """The smallest period p, with its least preperiod n0, that the values bear out.

    (n0, p) is borne out when values[n] = values[n + p] for every n0 <= n < len(values) − p and
    those comparisons number at least ``margin(n0, p)``. Periods are tried from 1 up, each
    with the n0 found by scanning back from the end, so the first one found is the least.

    >>> find_period([0, 1, 2, 0, 1, 2, 0, 1], lambda n0, p: 2)
    (0, 3)
    >>> find_period([5, 0, 1, 0, 1, 0, 1, 0, 1], lambda n0, p: n0 + 2 * p)
    (1, 2)
    >>> find_period([0, 1, 2, 3], lambda n0, p: 2) is None
    True

    Time O(len(values)²) at worst, about O(len(values)) per period when values rarely repeat.
    """
    length = len(values)
    for p in range(1, length):
        n = length - p - 1
        while n >= 0 and values[n] == values[n + p]:
            n -= 1
        n0 = n + 1
        if length - p - n0 >= max(1, margin(n0, p)):
            return n0, p
    return None


@dataclass(frozen=True)
class ValueSequence:
    """g(0..N) of a one-heap game and the period found in it (None if none is borne out)."""

    game: str
    values: list[int]
    periodicity: Periodicity | None
    note: str = ""  # when no period is found: what that means for this game

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "upto": len(self.values) - 1,
            "values": self.values,
            "period": None if self.periodicity is None else self.periodicity.to_json(),
            "note": self.note,
        }


def value_sequence(game: Game, upto: int) -> ValueSequence:
    """g(0), ..., g(upto) of a one-heap game, and its period as CGSuite's CheckPeriodicity finds it.

    >>> from stonegame.families import subtraction
    >>> s = value_sequence(subtraction({1, 3, 4}), 30)
    >>> s.values[:7], s.periodicity.preperiod, s.periodicity.period, s.periodicity.proven
    ([0, 1, 0, 1, 2, 3, 2], 0, 7, True)

    A subtraction game (finite S, largest move k) is proven periodic once a period holds over
    a window of k values after the preperiod (see the module docstring). Another one-heap game
    (a declared count game, stone-game-iv with its unbounded squares) gets only an *apparent*
    period, over a margin of preperiod + 2·period values at least. Its values come from the
    memoized search, one shared memo for every heap size: the rules of a one-heap game must not
    depend on the starting count, only on the position.
    """
    _impartial(game)
    if game.kind != "count":
        raise InvalidInstance(
            f"a value sequence is for one-heap games (a count n); {game.slug} takes a {game.kind}"
        )
    if isinstance(upto, bool) or not isinstance(upto, int) or upto < 0:
        raise InvalidInstance(f"upto is {upto!r}; expected an integer >= 0")
    if upto > SEQUENCE_LIMIT:
        raise TooLarge(f"a value sequence up to {upto:,} is beyond the limit of {SEQUENCE_LIMIT:,}")
    traits = getattr(game, "traits", {})
    if traits.get("family") == "subtraction":
        moves = traits["moves"]
        values = subtraction_values(moves, upto)
        largest = max(moves)
        found = find_period(values, lambda n0, p: largest)
        periodicity = None
        if found is not None:
            n0, p = found
            periodicity = Periodicity(n0, p, True, (
                f"g(n + {p}) = g(n) for {n0} <= n <= {upto - p}; the periodicity theorem needs it only "
                f"for {n0} <= n < {n0 + largest} (a window as long as the largest move, {largest}), "
                f"so it holds for every n >= {n0}"
            ))
        note = "" if found else (
            "every finite subtraction game is eventually periodic; "
            f"a larger upto than {upto} will show the period"
        )
        return ValueSequence(game.slug, values, periodicity, note)
    values = _searched_values(game, upto)
    found = find_period(values, lambda n0, p: n0 + 2 * p)
    periodicity = None
    if found is not None:
        n0, p = found
        periodicity = Periodicity(n0, p, False, (
            f"g(n + {p}) = g(n) for {n0} <= n <= {upto - p}, more than the preperiod plus two periods; "
            f"{game.slug} is not a finite subtraction game, so no theorem makes this a proof"
        ))
    note = "" if found else f"{game.slug} is not a finite subtraction game: its values need not ever repeat"
    return ValueSequence(game.slug, values, periodicity, note)


def _searched_values(game: Game, upto: int) -> list[int]:
    guard(upto + 1, game.slug)
    search: Grundy | None = None
    values = []
    for n in range(upto + 1):
        rules = game.rules(n)
        if search is None:
            search = Grundy(rules)
        search.rules = rules
        values.append(search.value(rules.start()))
    return values


# The command line's report (`stonegame grundy`).

def grundy_report(
    game: str | None, words: Sequence[str] = (), upto: int | None = None, rules: str | Path | None = None
) -> dict[str, Any]:
    """What ``stonegame grundy`` prints, as JSON-ready data.

    ``words`` is one instance, or several joined by ``+`` (a sum of games); a group may start
    with another game's name (``subtraction:1,2 5 + nim 3 4``). ``upto`` asks for the value
    sequence g(0..upto) of the (first) game, which must be a one-heap game.

    >>> r = grundy_report("subtraction:1,2", ["4", "+", "5"])
    >>> [t["grundy"] for t in r["terms"]], r["sum"], r["winner"]
    ([1, 2], 3, 'Alice')
    """
    spec, rest = game_and_values(game, list(words), rules)
    if not rest and upto is None:
        raise StoneGameError("give an instance (a sum: A + B + ...), or --upto N for the value sequence")
    report: dict[str, Any] = {"game": spec.slug, "terms": [], "sum": None, "winner": None, "sequence": None}
    if rest:
        terms = []
        for current, group in _groups(spec, rest):
            instance = current.validate(read.from_words(group, current.kind))
            value = grundy(current, instance)
            terms.append({"game": current.slug, "instance": _plain(instance), "grundy": value})
        total = reduce(xor, (t["grundy"] for t in terms), 0)
        report.update(terms=terms, sum=total, winner="Alice" if total else "Bob")
    if upto is not None:
        report["sequence"] = value_sequence(spec, upto).to_json()
    return report


def _groups(first: Game, words: list[str]) -> list[tuple[Game, list[str]]]:
    """Split ``a b + c + game d e`` into (game, words) groups; a group keeps the game before it."""
    from stonegame.families import family, is_family
    from stonegame.games import get_game

    groups, current, group = [], first, []
    for word in [*words, "+"]:
        if word != "+":
            group.append(word)
            continue
        if not group:
            raise StoneGameError("an empty term in the sum: write A + B, with an instance on each side of +")
        head = group[0]
        if _is_name(head):
            current = family(head) if is_family(head) else get_game(head)
            group = group[1:]
            if not group:
                raise StoneGameError(f"no instance after {head!r} in the sum")
        groups.append((current, group))
        group = []
    return groups


def _is_name(word: str) -> bool:
    try:
        int(word)
    except ValueError:
        return not word.lstrip().startswith(("[", "{"))
    return False


def _plain(instance: Any) -> Any:
    return list(instance) if isinstance(instance, tuple) else instance


def report_lines(report: dict[str, Any], shown: int = 60) -> list[str]:
    """``grundy_report``'s data as plain lines for the terminal.

    >>> print("\\n".join(report_lines(grundy_report("nim", ["1", "2", "3"]))))
    nim [1, 2, 3]: Grundy value 0
    the player to move (Alice) loses: the value is 0
    """
    lines = []
    for term in report["terms"]:
        lines.append(f"{term['game']} {term['instance']}: Grundy value {term['grundy']}")
    if report["terms"]:
        total = report["sum"]
        if len(report["terms"]) > 1:
            xors = " XOR ".join(str(t["grundy"]) for t in report["terms"])
            lines.append(f"sum: {xors} = {total}")
        outcome = "wins: the value is not 0" if total else "loses: the value is 0"
        lines.append(f"the player to move (Alice) {outcome}")
    sequence = report["sequence"]
    if sequence is not None:
        values = sequence["values"]
        more = " ..." if len(values) > shown else ""
        first = " ".join(map(str, values[:shown]))
        lines.append(f"{sequence['game']}: g(0..{sequence['upto']}) = {first}{more}")
        period = sequence["period"]
        if period is None:
            lines.append(f"no period found up to {sequence['upto']}: {sequence['note']}")
        else:
            n0, p = period["preperiod"], period["period"]
            cycle = " ".join(map(str, values[n0 : n0 + p][:shown]))
            status = "proven" if period["proven"] else "apparent, not proven"
            lines.append(f"period {p} from n = {n0} ({status}): {cycle}")
            lines.append(f"  {period['reason']}")
    return lines
