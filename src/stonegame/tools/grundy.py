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

Why one module of about 450 lines: the search, the one-heap sequences, their periods and the
sum of games are the one job of Sprague–Grundy values, each using the others (a sum's term
is a sequence's value or a search's); the report's words are a view (``views.grundy``).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import reduce
from operator import xor
from typing import Any

from stonegame.catalogs import Msg, translate
from stonegame.core import progress, search
from stonegame.core.declare import STATE_LIMIT
from stonegame.core.errors import (
    InvalidDeclaration,
    InvalidInstance,
    NotImpartial,
    RulesError,
    StoneGameError,
    TooLarge,
    UnknownMethod,
)
from stonegame.core.game import Game
from stonegame.core.rules import Rules
from stonegame.core.search import collector_paused, endless, key_failed, raised_by_user
from stonegame.core.values import amount, shown
from stonegame.games import resolve
from stonegame.games.families.periodicity import (  # the one-heap math lives with the subtraction family
    SEQUENCE_LIMIT,
    Values,
    find_period,
    periodic_value,
    subtraction_array,
    subtraction_values,
)


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


@dataclass(slots=True)
class _Frame:
    """A position of the search, open: its moves, the next one to try, its options' values so far."""

    position: Any
    key: Hashable
    moves: Sequence[Any]
    index: int = 0
    values: set[int] = field(default_factory=set)


@dataclass
class Grundy:
    """Grundy values of any position of one game's rules, with a memo over canonical keys.

    ``value`` is iterative (an explicit stack), so deep games need no Python recursion. It
    checks as it goes that the game is impartial under normal play: every move scores 0 and
    passes the turn, and a position without a move is lost for the mover (end value −1).
    Like the engine's memo it refuses at once a game whose own estimate passes its limits,
    reports its progress (``stonegame.core.progress``), and raises ``EndlessGame`` on a move back
    to a position of the current line.
    """

    rules: Rules[Any, Any]
    cache: dict[Hashable, int] = field(default_factory=dict)
    show: Callable[[Any], Any] | None = None  # the game's picture of a position, for the endless game's error

    def __post_init__(self) -> None:
        self.estimate = self.rules.estimate()
        if self.estimate is not None:
            search.refuse(self.estimate, Msg("the Grundy search"), search.MEMO_LIMIT, search.MEMO_WORK)

    def value(self, position: Any) -> int:
        """g(position): the mex of the values of its options.

        >>> from stonegame.games.families import nim
        >>> Grundy(nim().rules([3, 5])).value((3, 5))
        6
        """
        rules, cache = self.rules, self.cache
        root = rules.key(position)
        try:
            known = root in cache
        except raised_by_user() as error:
            key_failed(root, error)
        if known:
            return cache[root]
        with collector_paused():
            return self._search(position, root)

    def _search(self, position: Any, root: Hashable) -> int:
        rules, cache = self.rules, self.cache
        total = None if self.estimate is None else self.estimate.positions
        stack = [_Frame(position, root, rules.moves(position))]
        open_keys = {root}  # positions on the stack: meeting one again means the game loops
        while stack:
            frame = stack[-1]
            moves, index = frame.moves, frame.index
            if index < len(moves):
                step = rules.play(frame.position, moves[index])
                if step.gain or step.again:
                    raise not_impartial(moves[index], step)
                child_key = rules.key(step.position)
                try:
                    child = cache.get(child_key)
                except raised_by_user() as error:
                    key_failed(child_key, error)
                if child is None:
                    stack.append(self._opened(moves[index], step.position, child_key, open_keys))
                    continue
                frame.values.add(child)
                frame.index = index + 1
                continue
            value = self._closed(frame, total)
            stack.pop()
            open_keys.discard(frame.key)
            if stack:
                stack[-1].values.add(value)
                stack[-1].index += 1
        return cache[root]

    def _opened(self, move: Any, position: Any, key: Hashable, open_keys: set[Hashable]) -> _Frame:
        """The frame of ``position``, reached by ``move`` and met for the first time, now open:
        unless it is open already (the game loops) or the search would pass its limit."""
        limit = search.MEMO_LIMIT
        if key in open_keys:
            raise endless(move, (self.show or (lambda p: p))(position))
        if len(self.cache) + len(open_keys) > limit:
            raise TooLarge(f"the Grundy search passed {limit:,} positions (the limit); try a smaller instance")
        open_keys.add(key)
        return _Frame(position, key, self.rules.moves(position))

    def _closed(self, frame: _Frame, total: int | None) -> int:
        """The value of a frame's position, every option's value known, now remembered."""
        position, key, moves, values = frame.position, frame.key, frame.moves, frame.values
        if not moves:
            lost_at_the_end(self.rules.end(position))
        value = mex(values)
        self.cache[key] = value
        if not len(self.cache) % progress.EVERY:
            progress.report(len(self.cache), total)
        return value


def not_impartial(move: Any, step: Any) -> NotImpartial:
    does = f"scores {step.gain}" if step.gain else "lets the mover move again"
    return NotImpartial(f"move {shown(move)} {does}; Grundy values are for games where every move "
                        "only passes the turn")


def lost_at_the_end(end: int) -> None:
    """Refuse a game whose positions without a move are not lost for the mover (normal play)."""
    if end != -1:
        raise NotImpartial(
            f"a position without a move is worth {end} to the mover, not −1; "
            "Grundy values are for normal play (whoever cannot move loses), not misère"
        )


def _impartial(game: Game) -> None:
    if game.scoring:
        raise NotImpartial(
            f"{game.slug} scores points; Grundy values are for win/lose games where whoever cannot move loses"
        )


def grundy(game: Game, instance: Any, method: str = "auto") -> int:
    """The Grundy value of the start position of ``instance``.

    >>> from stonegame.games.families import nim, subtraction
    >>> grundy(subtraction({1, 3, 4}), 6), grundy(nim(), [1, 2, 4])
    (2, 7)
    >>> grundy(subtraction({1, 3, 4}), 10**30)     # by the proven period 7: 10^30 ≡ 1, g(1) = 1
    1

    ``method``: "search" runs the memoized mex over positions for any game; "auto" uses a
    shortcut where there is one: Nim's XOR, and for a one-heap game (a count) the values
    g(0..n) computed bottom-up in an array (``heap_values``), or for a finite subtraction
    game with a huge n its proven period.
    """
    if method not in ("auto", "search"):
        raise UnknownMethod(f"no Grundy method {shown(method, 30)}; choose from auto, search")
    _impartial(game)
    instance = game.validate(instance)
    known = game.parts.grundy
    if method == "auto" and known is not None and known.value is not None:  # a closed form (Nim: the XOR)
        return known.value(instance)
    if method == "auto" and not game.instance.value_lines:  # one heap: an array, not a search
        if known is not None and known.finite is not None and instance > SEQUENCE_LIMIT:
            return periodic_value(known.finite, instance)
        values = heap_values(game, instance)
        if values is not None:
            return int(values[instance])
    rules = game.rules(instance)
    return Grundy(rules, show=game.parts.scene(rules).show).value(rules.start())


def sum_value(terms: Iterable[tuple[Game, Any]]) -> int:
    """The Grundy value of a sum of games: the XOR of the components' values.

    >>> from stonegame.games.families import subtraction
    >>> sum_value([(subtraction({1, 2}), 4), (subtraction({1, 2}), 5)])    # 1 XOR 2
    3
    """
    return reduce(xor, (grundy(game, instance) for game, instance in terms), 0)


# One-heap games: value sequences, in arrays, and their periods.


def heap_values(game: Game, upto: int) -> Values | None:
    """g(0..upto) of a one-heap game in an array, bottom-up (no search, no stack): by the
    compiled pass for a game that removes amounts from a set (``Game.heap``), else heap
    by heap through the rules. None when the rules are not those of a plain heap (a position
    other than a count below the heap it came from): the search then handles them.

    >>> from stonegame.games import get_game
    >>> list(heap_values(get_game("stone-game-iv"), 8))
    [0, 1, 0, 1, 2, 0, 1, 0, 1]
    """
    known = game.parts.grundy
    if known is not None and known.amounts is not None:  # past the limit, its refusal names the largest n that fits
        return subtraction_array(known.amounts(min(upto, SEQUENCE_LIMIT)), upto, game.slug)
    if upto > SEQUENCE_LIMIT:
        raise TooLarge(f"Grundy values of {game.slug} are computed up to n = {SEQUENCE_LIMIT:,}, "
                       f"not {amount(upto)}")
    rules = game.rules(upto)
    try:
        if rules.start() != upto:
            return None
        return _heap_by_heap(rules, upto)
    except (RulesError, InvalidDeclaration, NotImpartial):
        return None  # on a heap play never reaches, perhaps: the search tells what is reached


def _heap_by_heap(rules: Rules[Any, Any], upto: int) -> list[int] | None:
    g = [0] * (upto + 1)
    for k in range(upto + 1):
        moves = rules.moves(k)
        options = set()
        for move in moves:
            step = rules.play(k, move)
            if step.gain or step.again:
                raise not_impartial(move, step)
            after = step.position
            if type(after) is not int or not 0 <= after < k:
                return None
            options.add(g[after])
        if not moves:
            lost_at_the_end(rules.end(k))
        g[k] = mex(options)
        if not k % progress.EVERY:
            progress.report(k, upto + 1)
    return g


@dataclass(frozen=True)
class Periodicity:
    """g(n + period) = g(n) for every n >= preperiod, and whether that is proven."""

    preperiod: int
    period: int
    proven: bool
    reason: Msg

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {"preperiod": self.preperiod, "period": self.period, "proven": self.proven,
                "reason": translate(self.reason, lang)}


@dataclass(frozen=True)
class ValueSequence:
    """g(0..N) of a one-heap game and the period found in it (None if none is borne out)."""

    game: str
    values: list[int]
    periodicity: Periodicity | None
    note: Msg | None = None  # when no period is found: what that means for this game

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {
            "game": self.game,
            "upto": len(self.values) - 1,
            "values": self.values,
            "period": None if self.periodicity is None else self.periodicity.to_json(lang),
            "note": "" if self.note is None else translate(self.note, lang),
        }


def value_sequence(game: Game, upto: int) -> ValueSequence:
    """g(0), ..., g(upto) of a one-heap game, and its period as CGSuite's CheckPeriodicity finds it.

    >>> from stonegame.games.families import subtraction
    >>> s = value_sequence(subtraction({1, 3, 4}), 30)
    >>> s.values[:7], s.periodicity.preperiod, s.periodicity.period, s.periodicity.proven
    ([0, 1, 0, 1, 2, 3, 2], 0, 7, True)

    A subtraction game (finite S, largest move k) is proven periodic once a period holds over
    a window of k values after the preperiod (see the module docstring). Another one-heap game
    (a declared count game, stone-game-iv with its unbounded squares) gets only an *apparent*
    period, over a margin of preperiod + 2·period values at least. Its values come from an
    array filled heap by heap (``heap_values``), or, when its positions are not plain counts,
    from the memoized search with one memo for every heap size: either way the rules of a
    one-heap game must not depend on the starting count, only on the position.
    """
    _impartial(game)
    if game.instance.value_lines:
        raise InvalidInstance(
            f"a value sequence is for one-heap games (a count n); {game.slug} takes a {game.instance.name}"
        )
    if isinstance(upto, bool) or not isinstance(upto, int) or upto < 0:
        raise InvalidInstance(f"upto is {shown(upto)}; expected an integer >= 0")
    if upto > SEQUENCE_LIMIT:
        raise TooLarge(f"a value sequence up to {amount(upto)} is beyond the limit of {SEQUENCE_LIMIT:,}")
    known = game.parts.grundy
    if known is not None and known.finite is not None:
        moves = known.finite
        values = subtraction_values(moves, upto)
        largest = max(moves)
        found = find_period(values, lambda n0, p: largest)
        periodicity = None
        if found is not None:
            n0, p = found
            periodicity = Periodicity(n0, p, True, Msg(
                "g(n + {p}) = g(n) for {n0} <= n <= {last}; the periodicity theorem needs it only "
                "for {n0} <= n < {end} (a window as long as the largest move, {largest}), "
                "so it holds for every n >= {n0}", p=p, n0=n0, last=upto - p, end=n0 + largest, largest=largest))
        note = None if found else Msg(
            "every finite subtraction game is eventually periodic; a larger upto than {upto} will show the period",
            upto=upto)
        return ValueSequence(game.slug, values, periodicity, note)
    array = heap_values(game, upto)
    values = _searched_values(game, upto) if array is None else array if isinstance(array, list) else array.tolist()
    found = find_period(values, lambda n0, p: n0 + 2 * p)
    periodicity = None
    if found is not None:
        n0, p = found
        periodicity = Periodicity(n0, p, False, Msg(
            "g(n + {p}) = g(n) for {n0} <= n <= {last}, more than the preperiod plus two periods; "
            "{game} is not a finite subtraction game, so no theorem makes this a proof",
            p=p, n0=n0, last=upto - p, game=game.slug))
    note = None if found else Msg(
        "{game} is not a finite subtraction game: its values need not ever repeat", game=game.slug)
    return ValueSequence(game.slug, values, periodicity, note)


def _searched_values(game: Game, upto: int) -> list[int]:
    if upto >= STATE_LIMIT:
        raise TooLarge(f"{game.slug}: the search keeps at most {STATE_LIMIT:,} positions, so its values "
                       f"g(0..n) go up to n = {STATE_LIMIT - 1:,}, not {upto:,}")
    search: Grundy | None = None
    values = []
    for n in range(upto + 1):
        rules = game.rules(n)
        if search is None:
            search = Grundy(rules)
        search.rules = rules
        search.show = game.parts.scene(rules).show
        values.append(search.value(rules.start()))
    return values


# The command line's report (`stonegame grundy`), said by ``stonegame.views.grundy``.

def grundy_report(game: Game, words: Sequence[str] = (), upto: int | None = None,
                  lang: str = "en") -> dict[str, Any]:
    """What ``stonegame grundy`` prints, as JSON-ready data.

    ``words`` is one instance, or several joined by ``+`` (a sum of games); a group may start
    with another game's name (``subtraction:1,2 5 + nim 3 4``). ``upto`` asks for the value
    sequence g(0..upto) of the (first) game, which must be a one-heap game.

    >>> from stonegame.games import resolve
    >>> r = grundy_report(resolve("subtraction:1,2"), ["4", "+", "5"])
    >>> [t["grundy"] for t in r["terms"]], r["sum"], r["winner"]
    ([1, 2], 3, 'Alice')
    """
    spec, rest = game, list(words)
    if not rest and upto is None:
        raise StoneGameError("give an instance (a sum: A + B + ...), or --upto N for the value sequence")
    report: dict[str, Any] = {"game": spec.slug, "terms": [], "sum": None, "winner": None, "sequence": None}
    if rest:
        terms = []
        for current, group in _groups(spec, rest):
            instance = current.validate(current.instance.from_words(group))
            value = grundy(current, instance)
            terms.append({"game": current.slug, "instance": _plain(instance), "grundy": value})
        total = reduce(xor, (t["grundy"] for t in terms), 0)
        report.update(terms=terms, sum=total, winner="Alice" if total else "Bob")
    if upto is not None:
        report["sequence"] = value_sequence(spec, upto).to_json(lang)
    return report


def _groups(first: Game, words: list[str]) -> list[tuple[Game, list[str]]]:
    """Split ``a b + c + game d e`` into (game, words) groups; a group keeps the game before it."""
    groups, current, group = [], first, []
    for word in [*words, "+"]:
        if word != "+":
            group.append(word)
            continue
        if not group:
            raise StoneGameError("an empty term in the sum: write A + B, with an instance on each side of +")
        head = group[0]
        if _is_name(head):
            current = resolve(head)
            group = group[1:]
            if not group:
                raise StoneGameError(f"no instance after {shown(head, 30)} in the sum")
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

