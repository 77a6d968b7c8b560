"""The game-agnostic search: negamax over positions.

Every game of the family is a two-player, zero-sum, perfect-information game, so one
recurrence solves them all:

    value(p) = end(p)                                       if p has no move
    value(p) = max over moves m of  gain + sign * value(p') where p' = play(p, m),
               sign = +1 if the mover moves again, else -1

``value(p)`` is what the player to move can secure from ``p``, counted as own points minus
the opponent's. A game is a ``Rules`` object bound to one instance; this module knows
nothing about stones.

Both searches are iterative (an explicit stack), so a line of 10^5 moves needs no Python
recursion. Both check a game's own estimate of its size (``Rules.estimate``) before they
start, refuse at once what would pass their limits, and find a move back to a position
earlier on the same line (an endless game) as soon as it is played.

The optimal line (``Oracle.line``) is one line, the same in every view (``--line``, JSON,
``--explain``, ``play``'s hints and replies, ``check``'s report). At each position it plays a
move of the greatest value for the mover, and among those:

- in a scoring game, the first in the rules' move order (``Rules.moves``);
- in a win/lose game, the one remoteness prefers, as GAMESMAN does: the remoteness of a
  position is the number of moves left under optimal play, R(p) = 0 with no move left, else
  1 + R(p') over the value-optimal moves p -> p', least when the mover wins, greatest when
  not. So the winner takes the quickest win and the loser holds out longest; among moves of
  equal remoteness, again the first in the rules' move order. The line from the start then
  has exactly R(start) moves.
"""

from __future__ import annotations

import abc
import gc
import math
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from stonegame.catalogs import Msg
from stonegame.core import progress
from stonegame.core.errors import EndlessGame, IllegalMove, TooLarge, UnhashablePosition
from stonegame.core.players import Player

P = TypeVar("P", bound=Hashable)
M = TypeVar("M")

BRUTE_LIMIT = 2_000_000
"""Most positions brute force visits before it gives up (about two seconds of Python)."""

MEMO_LIMIT = 5_000_000
"""Most positions the memo holds (about 150 bytes each in CPython, so 0.75 GB): past it, a clear
refusal, not a swap storm."""

MEMO_WORK = 50_000_000
"""Most moves the memo plays (about a minute of Python): some games have few positions, many moves."""

MOVE_SECONDS = 1.5e-6
"""About what the memo spends on one move, settling its position included, the garbage
collector paused: its forecast's rate (stone-game-vii on 3,000 values: 9,000,000 moves in
12.6 s whole process on the project's 2-core machine, quiet; 2-3 times that when it is loaded)."""

LINE_OPTIONS = 2_000_000
"""Most alternatives ``best_line`` weighs in all (a few seconds of Python): a line of n moves
with n alternatives each (viii's merges) would otherwise take hours on a long row."""




def unhashable(key: Any) -> UnhashablePosition:
    """The error for a memo key that cannot be hashed (found when the memo first looks it up:
    a try costs nothing in the hot loop, and a hash of every key before it would cost twice)."""
    return UnhashablePosition(f"positions (or the keys key() gives them) must be hashable, a tuple "
                              f"and not a list, to be remembered; got {brief(key)}")


def brief(value: Any, width: int = 60) -> str:
    """``repr(value)``, cut to about ``width`` characters: error messages never echo a whole input.

    >>> brief(list(range(100)), 20)
    '[0, 1, 2, 3, 4, 5 … (390 characters)'
    >>> brief(7 * 10**5000)
    'an integer of about 5,001 digits'
    """
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10**width:
        return f"an integer of about {math.floor(math.log10(abs(value))) + 1:,} digits"
    try:
        text = repr(value)
    except ValueError:  # an int inside beyond Python's 4,300 digits
        return f"a {type(value).__name__} holding a huge integer"
    return text if len(text) <= width else f"{text[: width - 3].rstrip()} … ({len(text):,} characters)"


def amount(number: int) -> str:
    """A count for a message: with commas, or as a power of ten when it is huge (an input's
    n may have thousands of digits, and a message stays one short line). The power is cut,
    never rounded up, so that a bound stays a bound.

    >>> amount(1234567), amount(10**19), amount(3 * 10**5000), amount(10**30 - 1)
    ('1,234,567', '1.0·10^19', '3.0·10^5000', '9.9·10^29')
    """
    if abs(number) < 10**15:
        return f"{number:,}"
    digits = len(str(abs(number))) if abs(number).bit_length() < 14_000 else None
    exponent = digits - 1 if digits else math.floor(math.log10(abs(number)))
    lead = abs(number) // 10 ** (exponent - 1)  # the first two digits, exactly
    if lead >= 100:  # log10 of a huge number can overshoot by one at a power of ten
        lead, exponent = lead // 10, exponent + 1
    elif lead < 10:
        lead, exponent = abs(number) // 10 ** (exponent - 2), exponent - 1
    return f"{'-' if number < 0 else ''}{lead // 10}.{lead % 10}·10^{exponent}"


def endless(rules: Rules[Any, Any], move: Any, position: Any) -> EndlessGame:
    """The error for ``move`` leading back to ``position``, which is open on the search path."""
    return EndlessGame(
        f"move {brief(move)} leads back to {brief(rules.show(position))}, a position earlier on the same "
        "line of play: the game can go on forever, so it has no value; every move must bring the end closer"
    )


@dataclass(frozen=True)
class Estimate:
    """A game's own count of what a full search from the start would meet: distinct positions
    (memo keys) and moves (one per edge of the game graph; None when the game cannot tell).
    Upper bounds, not exact counts: the searches refuse at once what would pass their limits."""

    positions: int
    moves: int | None = None

    @property
    def seconds(self) -> float:
        """About how long the memo takes over it (``MOVE_SECONDS`` a move, or a position when
        the game cannot count its moves)."""
        return MOVE_SECONDS * (self.positions if self.moves is None else max(self.moves, self.positions))


@dataclass(frozen=True, slots=True)
class Step(Generic[P]):
    """What a move does: points to the mover, the next position, whether the mover goes again."""

    gain: int
    position: P
    again: bool = False


class Rules(abc.ABC, Generic[P, M]):
    """One game bound to one instance: the interface every search sees.

    Subclasses define ``start``, ``moves`` and ``play``; the rest have defaults that suit
    scoring games (a finished game is worth 0, a position is its own memo key).
    """

    @abc.abstractmethod
    def start(self) -> P:
        """The position before the first move."""

    @abc.abstractmethod
    def moves(self, position: P) -> Sequence[M]:
        """The legal moves, in the order ties are broken (the first of the best moves is played)."""

    @abc.abstractmethod
    def play(self, position: P, move: M) -> Step[P]:
        """The result of ``move`` at ``position``; the move is legal."""

    def end(self, position: P) -> int:
        """Value to the player to move of a position with no move (0: nothing more to score)."""
        return 0

    def key(self, position: P) -> Hashable:
        """Canonical memo key: positions with equal keys have equal values."""
        return position

    def estimate(self) -> Estimate | None:
        """How large a search from the start is, counted before it starts (None: unknown)."""
        return None

    def show(self, position: P) -> Any:
        """A JSON-friendly picture of the position (what is left), for lines and narration."""
        return position

    def name(self, position: P, move: M) -> str:
        """The move as a learner would say it."""
        return str(move)

    def notation(self, position: P, move: M) -> str:
        """The move as a player types it in ``play`` (counted from 1 where moves are numbered)."""
        return str(move)

    # What a game may know of itself beyond its rules. None means "not known here": the
    # engine then works it out (values from a memo, remoteness from a walk of the game), or
    # the view leaves it out. Asked of the rules of one instance, so each may use it freely.

    def values(self) -> Callable[[P], int] | None:
        """The value of any position without a search (a long row's line then needs no O(n²)
        memo). The function may have a method ``children(position, moves)``: the values after
        each move, all at once, where siblings are weighed together faster."""
        return None

    def remoteness(self) -> Callable[[P], int] | None:
        """The remoteness of any position (win/lose games; see ``remoteness``) in closed form
        or from a table, so that the line needs no walk of the whole game."""
        return None

    def points(self) -> tuple[int, int] | None:
        """(Alice's points, Bob's points) under optimal play, where the game knows them without
        the line (a game where one player scores, or a greedy that is optimal)."""
        return None

    def table(self) -> Any:
        """The DP table the write-ups fill, as a ``stonegame.core.tables.TableView`` (None: none)."""
        return None

    def phrase(self, position: P, move: M) -> Msg | None:
        """The move as a verb phrase, base form, as a catalog message (``Msg("take the left
        {pile}", pile=5)``: "take the left 5" / "拿走左边的 5"); None: the views use its name."""
        return None

    def scene(self, shown: Any) -> Msg | None:
        """What is left (``show``'s picture of a position) in words, as a catalog message, where
        the picture, made for JSON, reads badly ("0 stones ≡ 0, 2 ≡ 1, 1 ≡ 2 (mod 3)"); None:
        the picture itself."""
        return None

    def insight(self) -> Msg | None:
        """A closed form's argument told on this instance (877's parity, VI's greedy), as a
        catalog message, or None."""
        return None


def excess(estimate: Estimate, search: str, positions: int, moves: int | None = None) -> str | None:
    """Why ``estimate`` passes a search's limits, or None: ``positions`` (what it keeps or
    visits) and ``moves`` (what it plays; None: no limit of its own)."""
    if estimate.positions > positions:
        return f"{search} would meet about {amount(estimate.positions)} positions, over its limit of {positions:,}"
    if moves is not None and estimate.moves is not None and estimate.moves > moves:
        return f"{search} would play about {amount(estimate.moves)} moves, over its limit of {moves:,}"
    return None


def refuse(estimate: Estimate, search: str, positions: int, moves: int | None = None) -> None:
    """Raise ``TooLarge`` if ``estimate`` passes the limits (see ``excess``)."""
    why = excess(estimate, search, positions, moves)
    if why is not None:
        raise TooLarge(why)


def brute(rules: Rules[P, M], limit: int = BRUTE_LIMIT) -> tuple[int, int]:
    """Value of the start by plain minimax over the explicit game tree, and positions visited.

    No memo: every path is walked, so this is the trusted oracle the other methods are
    tested against. The tree holds every position and every move of the game graph at least
    once, so a game's estimate past ``limit`` is refused before the walk; otherwise it raises
    ``TooLarge`` after ``limit`` positions, and ``EndlessGame`` on a move back to a position
    of the current path.
    """
    estimate = rules.estimate()
    if estimate is not None:
        refuse(estimate, "brute force (every path of the game tree)", limit, limit)
    root = rules.start()
    # A frame is [position, moves, index of the move being explored, best so far, its step].
    stack: list[list[Any]] = [[root, rules.moves(root), 0, None, None]]
    path = {rules.key(root)}  # the keys on the stack: meeting one again means the game loops
    visited = 1
    while True:
        frame = stack[-1]
        position, moves, index = frame[0], frame[1], frame[2]
        if index < len(moves):
            step = rules.play(position, moves[index])
            frame[4] = step
            visited += 1
            if visited > limit:
                raise TooLarge(
                    f"brute force stops at {limit:,} positions and this game tree is larger; "
                    "use method 'memo' or a faster one"
                )
            key = rules.key(step.position)
            try:
                looped = key in path
            except TypeError:
                raise unhashable(key) from None
            if looped:
                raise endless(rules, moves[index], step.position)
            path.add(key)
            stack.append([step.position, rules.moves(step.position), 0, None, None])
            continue
        value = frame[3] if moves else rules.end(position)
        stack.pop()
        path.discard(rules.key(position))
        if not stack:
            return value, visited
        parent = stack[-1]
        step = parent[4]
        total = step.gain + (value if step.again else -value)
        if parent[3] is None or total > parent[3]:
            parent[3] = total
        parent[2] += 1


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off inside the block, as the caller had it after.

    A search makes no cycles, but its millions of live frames and keys would make the
    collector walk them again and again: a third of the memo's time on long rows.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()


@dataclass
class Memo(Generic[P, M]):
    """Top-down search with a memo over canonical positions; ``value`` answers any position.

    The memo persists, so the optimal line and every alternative cost nothing after the
    first call. ``on_state``, when given, is told of every answer in the order the search
    finds it: ``(key, value, False)`` when a state is computed, ``(key, value, True)`` when
    it is found in the memo (what ``--trace top-down`` shows).

    The rules' estimate, when they give one, is checked against ``limit`` (positions kept)
    and ``work_limit`` (moves played) before anything is searched, and is the total of the
    progress reports (``stonegame.core.progress``); the limits also hold while it runs, for
    games that cannot tell their size. A move back to a position on the search path raises
    ``EndlessGame``.
    """

    rules: Rules[P, M]
    cache: dict[Hashable, int] = field(default_factory=dict)
    on_state: Callable[[Hashable, int, bool], None] | None = None
    limit: int = 0  # positions kept; 0: MEMO_LIMIT
    work_limit: int = 0  # moves played; 0: MEMO_WORK
    work: int = 0
    estimate: Estimate | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        self.limit = self.limit or MEMO_LIMIT
        self.work_limit = self.work_limit or MEMO_WORK
        self.estimate = self.rules.estimate()
        if self.estimate is not None:
            refuse(self.estimate, "the memo", self.limit, self.work_limit)

    @property
    def positions(self) -> int:
        """Distinct positions evaluated so far."""
        return len(self.cache)

    def value(self, position: P) -> int:
        """What the player to move at ``position`` can secure (own − opponent's)."""
        rules, cache, on_state = self.rules, self.cache, self.on_state
        root_key = rules.key(position)
        try:
            known = root_key in cache
        except TypeError:
            raise unhashable(root_key) from None
        if known:
            if on_state is not None:
                on_state(root_key, cache[root_key], True)
            return cache[root_key]
        with collector_paused():
            return self._search(position, root_key)

    def _search(self, position: P, root_key: Hashable) -> int:
        rules, cache, on_state = self.rules, self.cache, self.on_state
        estimated = None if self.estimate is None else self.estimate.positions
        # A frame is [position, key, moves, index, best so far, step of the move explored].
        stack: list[list[Any]] = [[position, root_key, rules.moves(position), 0, None, None]]
        path = {root_key}  # the keys on the stack, not yet settled: meeting one again is a loop
        while stack:
            frame = stack[-1]
            moves, index = frame[2], frame[3]
            if index < len(moves):
                self.work += 1
                if self.work > self.work_limit:
                    raise TooLarge(
                        f"the memo stops after {self.work_limit:,} moves and this game needs more"
                    )
                step = rules.play(frame[0], moves[index])
                child_key = rules.key(step.position)
                try:
                    child = cache.get(child_key)
                except TypeError:
                    raise unhashable(child_key) from None
                if child is None:
                    if child_key in path:
                        raise endless(rules, moves[index], step.position)
                    if len(cache) + len(path) >= self.limit:  # the path counts: it may never end
                        raise TooLarge(f"the memo stops at {self.limit:,} positions and this game has more")
                    path.add(child_key)
                    frame[5] = step
                    stack.append([step.position, child_key, rules.moves(step.position), 0, None, None])
                    continue
                if on_state is not None:
                    on_state(child_key, child, True)
                total = step.gain + (child if step.again else -child)
                if frame[4] is None or total > frame[4]:
                    frame[4] = total
                frame[3] = index + 1
                continue
            value = frame[4] if moves else rules.end(frame[0])
            cache[frame[1]] = value
            if not len(cache) % progress.EVERY:
                progress.report(len(cache), estimated)
            if on_state is not None:
                on_state(frame[1], value, False)
            path.discard(frame[1])
            stack.pop()
            if stack:
                parent = stack[-1]
                step = parent[5]
                total = step.gain + (value if step.again else -value)
                if parent[4] is None or total > parent[4]:
                    parent[4] = total
                parent[3] += 1
        return cache[root_key]


def post_order(root: Hashable, children: Callable[[Hashable], Sequence[Hashable]],
               settle: Callable[[Hashable], Any], done: dict[Hashable, Any]) -> Any:
    """Settle ``root`` after everything below it, iteratively (no recursion limit).

    ``settle(node)`` runs once every child of ``node`` is in ``done``, and its result is
    stored there; ``done`` doubles as the memo across calls. For derived quantities over the
    game graph (remoteness, table fill order); ``Memo`` has its own loop because it is the
    hot path of every search.
    """
    stack = [root]
    while stack:
        node = stack[-1]
        if node in done:
            stack.pop()
            continue
        waiting = [child for child in children(node) if child not in done]
        if waiting:
            stack.extend(waiting)
            continue
        stack.pop()
        done[node] = settle(node)
    return done[root]


@dataclass(frozen=True, slots=True)
class Option:
    """One legal move at a position and what it secures for the mover.

    ``remoteness`` (win/lose games only) is how many moves are left after it under optimal
    play: the remoteness of the position it leads to.
    """

    move: Any
    name: str
    value: int
    remoteness: int | None = None

    def to_json(self) -> dict[str, Any]:
        found = {"move": self.move, "name": self.name, "value": self.value}
        if self.remoteness is not None:
            found["remoteness"] = self.remoteness
        return found


@dataclass(frozen=True, slots=True)
class Move:
    """One move of the optimal line.

    The attributes are named as ``to_json`` names its keys. ``value`` is what the chosen move
    secures for the mover from the position before it; ``alternatives`` lists every legal move
    there with its value, the chosen one included; ``remoteness`` (win/lose games) is how many
    moves are left after it. ``position`` (what is left after the move, as ``Rules.show``
    pictures it) is drawn on demand from the engine's own position ``after``: a line of n
    moves then holds O(n), not O(n²).
    """

    player: Player
    move: Any
    name: str
    gain: int
    after: Any
    value: int
    alternatives: tuple[Option, ...]
    remoteness: int | None
    rules: Rules[Any, Any] = field(repr=False, compare=False)

    @property
    def position(self) -> Any:
        return self.rules.show(self.after)

    @property
    def options(self) -> tuple[Option, ...]:
        """Deprecated: ``alternatives``, as JSON names them."""
        import warnings

        warnings.warn("Move.options is now Move.alternatives (the JSON name)", DeprecationWarning, stacklevel=2)
        return self.alternatives

    def to_json(self) -> dict[str, Any]:
        found = {
            "player": str(self.player),
            "move": self.move,
            "name": self.name,
            "gain": self.gain,
            "position": self.position,
            "value": self.value,
        }
        if self.remoteness is not None:
            found["remoteness"] = self.remoteness
        found["alternatives"] = [option.to_json() for option in self.alternatives]
        return found

    def __repr__(self) -> str:
        """Short: who, what, and what it secures (``Move(Alice: left 5, gain 5, value 1)``)."""
        far = "" if self.remoteness is None else f", {self.remoteness} left"
        return f"Move({self.player}: {self.name}, gain {self.gain}, value {self.value}{far})"


def worth(step: Step[P], value_of: Callable[[P], int]) -> int:
    """What a move secures for its mover, from the step it makes: its gain, then the value of
    the next position to whoever moves there."""
    child = value_of(step.position)
    return step.gain + (child if step.again else -child)


def remoteness(rules: Rules[P, M], value_of: Callable[[P], int]) -> Callable[[P], int]:
    """Moves left from a position under optimal play where the winner hurries and the loser holds out.

    R(p) = 0 where no move is left; otherwise 1 + R(p') over the value-optimal moves p -> p',
    the least if the mover wins (value(p) > 0), the greatest if not. The generic way: a
    post-order walk of every position below, cached over memo keys (so positions with
    equal keys must be equivalent games, as a canonical key makes them). Games that know
    their remoteness in closed form give it through ``Game.position_remoteness``.
    """
    cache: dict[Hashable, int] = {}
    positions: dict[Hashable, Any] = {}  # a position for each memo key met

    def steps(key: Hashable) -> list[Step[Any]]:
        here = positions[key]
        return [rules.play(here, move) for move in rules.moves(here)]

    def children(key: Hashable) -> list[Hashable]:
        found = []
        for step in steps(key):
            child = rules.key(step.position)
            positions.setdefault(child, step.position)
            found.append(child)
        return found

    def settle(key: Hashable) -> int:
        options = steps(key)
        if not options:
            return 0
        best = value_of(positions[key])
        lengths = [cache[rules.key(step.position)] for step in options if worth(step, value_of) == best]
        return 1 + (min(lengths) if best > 0 else max(lengths))

    def of(position: P) -> int:
        root = rules.key(position)
        positions.setdefault(root, position)
        return post_order(root, children, settle, cache)

    return of


Choice = tuple[Option, Step[Any]]  # a legal move with its value, and the step it makes


@dataclass
class Oracle(Generic[P, M]):
    """Perfect play on one instance: what every position is worth (and, in a win/lose game,
    how long it lasts), hence every option's value, the move to play and the optimal line.

    ``value(p)``: what the mover secures from p. ``remoteness(p)``: the moves left from p
    under optimal play, for a win/lose game; None for a scoring game. ``children(p,
    moves)``, optional: the values of the positions the moves lead to, all at once, for a
    game that weighs siblings together faster than one by one (Stone Game VI's greedy).
    """

    rules: Rules[P, M]
    value: Callable[[P], int]
    remoteness: Callable[[P], int] | None = None
    children: Callable[[P, Sequence[M]], Sequence[int]] | None = None

    def options(self, position: P, moves: Sequence[M] | None = None) -> list[Choice]:
        """Every legal move at ``position`` (or those of ``moves``), in the rules' order, with
        what it secures for the mover (and the moves left after it, in a win/lose game)."""
        rules, far = self.rules, self.remoteness
        legal = rules.moves(position) if moves is None else moves
        steps = [rules.play(position, move) for move in legal]
        if self.children is not None:
            values = self.children(position, legal)
        else:
            values = [self.value(step.position) for step in steps]
        found = []
        for move, step, child in zip(legal, steps, values, strict=True):
            value = step.gain + (child if step.again else -child)
            left = None if far is None else far(step.position)
            found.append((Option(move, rules.name(position, move), value, left), step))
        return found

    def best(self, choices: Sequence[Choice]) -> Choice:
        """The move the optimal line plays among ``choices`` (see the module's docstring).

        The greatest value; in a win/lose game, among those, the quickest win or the longest
        loss; then the first in the rules' move order.
        """
        top = max(option.value for option, _ in choices)
        optimal = [choice for choice in choices if choice[0].value == top]
        if self.remoteness is None:
            return optimal[0]
        hurry = min if top > 0 else max  # both keep the first of equals
        return hurry(optimal, key=lambda choice: choice[0].remoteness)

    def line(self) -> list[Move]:
        """The optimal play from the start, move by move, each with every option's value.

        Refuses (TooLarge) past ``LINE_OPTIONS`` alternatives weighed.
        """
        rules = self.rules
        line = []
        position, player = rules.start(), Player.ALICE
        weighed = 0
        while True:
            legal = rules.moves(position)
            if not legal:
                return line
            weighed += len(legal)
            if weighed > LINE_OPTIONS:
                raise TooLarge(f"the optimal line weighs more than {LINE_OPTIONS:,} alternatives "
                               f"({len(line):,} moves in); the answer and the value do not need it")
            choices = self.options(position, legal)
            best, step = self.best(choices)
            line.append(
                Move(player, best.move, best.name, step.gain, step.position, best.value,
                     tuple(option for option, _ in choices), best.remoteness, rules)
            )
            position = step.position
            if not step.again:
                player = player.other


def best_line(rules: Rules[P, M], value_of: Callable[[P], int] | None = None,
              remoteness_of: Callable[[P], int] | None = None) -> list[Move]:
    """The optimal line from the start (``Oracle.line``).

    ``value_of`` gives the value of any position (by default a fresh ``Memo``);
    ``remoteness_of`` its remoteness, for a win/lose game (without it, ties go to the rules'
    order, as in a scoring game).
    """
    return Oracle(rules, value_of or Memo(rules).value, remoteness_of).line()


def replay(rules: Rules[P, M], moves: Sequence[Any]) -> tuple[int, int, Any]:
    """Play ``moves`` from the start through the rules: (Alice − Bob, Alice's points, end position).

    The end value of the final position counts for whoever is to move there. This is the
    independent check that a reported line really scores its value.
    """
    position, player = rules.start(), Player.ALICE
    points = {Player.ALICE: 0, Player.BOB: 0}
    for move in moves:
        if move not in rules.moves(position):
            raise IllegalMove(f"move {move!r} is not legal at {rules.show(position)!r}")
        step = rules.play(position, move)
        points[player] += step.gain
        position = step.position
        if not step.again:
            player = player.other
    if rules.moves(position):
        raise IllegalMove(f"the moves stop before the game is over: {brief(rules.show(position))} still has moves")
    end = rules.end(position)
    points[player] += end
    return points[Player.ALICE] - points[Player.BOB], points[Player.ALICE], position
