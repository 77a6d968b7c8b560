"""The game-agnostic searches: negamax over positions, by brute force and by memo.

Every game of the family is a two-player, zero-sum, perfect-information game, so one
recurrence solves them all:

    value(p) = end(p)                                       if p has no move
    value(p) = max over moves m of  gain + sign * value(p') where p' = play(p, m),
               sign = +1 if the mover moves again, else -1

``value(p)`` is what the player to move can secure from ``p``, counted as own points minus
the opponent's. The searches see only the rules (``stonegame.core.rules.Rules``); this
module knows nothing about stones.

Both searches are iterative (an explicit stack), so a line of 10^5 moves needs no Python
recursion. Both check a game's own estimate of its size (``Rules.estimate``) before they
start, refuse at once what would pass their limits, and find a move back to a position
earlier on the same line (an endless game) as soon as it is played.

Remoteness (win/lose games): the number of moves left under optimal play, R(p) = 0 with no
move left, else 1 + R(p') over the value-optimal moves p -> p', least when the mover wins,
greatest when not (GAMESMAN's convention; ``remoteness``).
"""

from __future__ import annotations

import gc
import signal
import time
from collections.abc import Callable, Hashable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Generic, NoReturn

from stonegame.catalogs import Msg
from stonegame.core import progress
from stonegame.core.errors import EndlessGame, RulesError, TooLarge, UnhashablePosition
from stonegame.core.rules import Estimate, M, P, Rules, Step
from stonegame.core.values import amount, shown

BRUTE_LIMIT = 2_000_000
"""Most positions brute force visits before it gives up (about two seconds of Python)."""

MEMO_LIMIT = 5_000_000
"""Most positions the memo holds (about 150 bytes each in CPython, so 0.75 GB): past it, a clear
refusal, not a swap storm."""

PERFECT_WORK = 5_000_000
"""Most moves the searches behind perfect play (a line, ``play``'s replies and hints, a
remoteness walk) may make: about 8 s of Python. The answer alone may search more (``MEMO_WORK``):
a line of a game that large is refused at once, the answer given without it."""

MEMO_WORK = 50_000_000
"""Most moves the memo plays (about a minute of Python): some games have few positions, many moves."""

UNESTIMATED_WORK = PERFECT_WORK
"""Most moves the memo plays for rules that give no estimate (no ``estimate()``): nothing says up
front that the search fits, so it stops after about 8 s of Python, not a minute (a game of 820
moves a position ran 2 minutes before ``MEMO_WORK`` stopped it)."""

UNESTIMATED_SECONDS = 10.0
"""Most seconds one search of rules without an estimate runs. The counts above bound moves and
positions, not time: where positions grow with every move (a list nested one level deeper each
turn), each move costs more than the one before, and the counted moves would take hours."""




OWN_FAILURES: tuple[type[BaseException], ...] = (Exception, SystemExit, GeneratorExit)
"""What the user's code may raise as its own failure: any error, a ``sys.exit``, a stray ``GeneratorExit``."""


def raised_by_user() -> tuple[type[BaseException], ...]:
    """The exceptions that, raised by a user's function, are its failure (a ``RulesError``), never
    stonegame's: ``OWN_FAILURES``, and KeyboardInterrupt where Ctrl-C does not raise it (the
    command line's own SIGINT handler, or a worker's, is installed), so that the user's code raised
    it itself. Where Ctrl-C raises KeyboardInterrupt (Python's default), it passes: it may be the
    user's Ctrl-C.

    >>> KeyboardInterrupt in raised_by_user()  # Python's default handler: Ctrl-C passes through
    False
    """
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        return OWN_FAILURES
    return (*OWN_FAILURES, KeyboardInterrupt)


def unestimated(stops: Msg) -> Msg:
    """Why a search of rules without an estimate stopped, and what would have refused it at once."""
    return Msg("{stops}; its rules give no estimate() of their size that would have refused it at once", stops=stops)


def key_failed(key: Any, error: BaseException) -> NoReturn:
    """Raise the error for a key the search could not look up in place of ``error`` (found when the
    memo first looks it up: a try costs nothing in the hot loop, a hash of every key before it would
    cost twice). A ``TypeError`` is a key that cannot be hashed; anything else failed in the key's
    own ``__hash__`` or ``__eq__``: the rules' positions are at fault, not the search, and the error
    stays the cause."""
    if isinstance(error, TypeError):
        raise UnhashablePosition(f"positions (or the keys key() gives them) must be hashable, a tuple "
                                 f"and not a list, to be remembered; got {shown(key)}") from None
    raise RulesError(f"a position (or the key key() gives it) failed to hash or compare: "
                     f"{type(error).__name__}: {shown(str(error), 80)}; positions must hash and compare "
                     "without errors, as tuples of ints do") from error


def endless(move: Any, shown_position: Any) -> EndlessGame:
    """The error for ``move`` leading back to a position (``shown_position``, as the game's
    scene draws it) which is open on the search path."""
    return EndlessGame(
        f"move {shown(move)} leads back to {shown(shown_position)}, a position earlier on the same "
        "line of play: the game can go on forever, so it has no value; every move must bring the end closer"
    )


def _as_is(position: Any) -> Any:
    return position


def excess(estimate: Estimate, search: Msg, positions: int, moves: int | None = None) -> Msg | None:
    """Why ``estimate`` passes a search's limits, or None: ``positions`` (what it keeps or
    visits) and ``moves`` (what it plays; None: no limit of its own)."""
    if estimate.positions > positions:
        return Msg("{search} would meet about {count} positions, over its limit of {most:,}",
                   search=search, count=amount(estimate.positions), most=positions)
    if moves is not None and estimate.moves is not None and estimate.moves > moves:
        return Msg("{search} would play about {count} moves, over its limit of {most:,}",
                   search=search, count=amount(estimate.moves), most=moves)
    return None


BRUTE = Msg("brute force (every path of the game tree)")
MEMO = Msg("the memo")


def walked(estimate: Estimate) -> Estimate:
    """What brute force meets: every node of the tree when the game counts them, since it keeps no memo."""
    if estimate.tree is None or estimate.tree <= estimate.positions:
        return estimate
    return Estimate(estimate.tree, max(estimate.moves or 0, estimate.tree - 1), estimate.tree)


def refuse(estimate: Estimate, search: Msg, positions: int, moves: int | None = None) -> None:
    """Raise ``TooLarge`` if ``estimate`` passes the limits (see ``excess``)."""
    why = excess(estimate, search, positions, moves)
    if why is not None:
        raise TooLarge(why)


class Frame:
    """A position on a search's path: its moves, the index of the one being explored (and the
    step it made), and the best the mover secures over the moves settled so far: a move is
    worth its gain and, to the mover, its child's value (the opposite when the turn passes)."""

    __slots__ = ("best", "index", "key", "moves", "position", "step")

    def __init__(self, position: Any, moves: Sequence[Any], key: Hashable = None):
        self.position, self.moves, self.key = position, moves, key
        self.index: int = 0
        self.best: int | None = None  # None until a move is settled: a position without one ends
        self.step: Any = None  # the Step of the move explored

    def settle(self, value: int) -> None:
        """The move explored is settled: its child is worth ``value`` to the child's mover."""
        step = self.step
        total = step.gain + (value if step.again else -value)
        if self.best is None or total > self.best:
            self.best = total
        self.index += 1

    def value(self, rules: Rules[Any, Any]) -> int:
        """What the mover secures here, every move settled (the rules' end when there is none)."""
        return rules.end(self.position) if self.best is None else self.best


def brute(rules: Rules[P, M], limit: int = BRUTE_LIMIT,
          show: Callable[[P], Any] | None = None) -> tuple[int, int]:
    """Value of the start by plain minimax over the explicit game tree, and positions visited.

    No memo: every path is walked, so this is the trusted oracle the other methods are
    tested against. The tree holds every position and every move of the game graph at least
    once, so a game's estimate past ``limit`` is refused before the walk; otherwise it raises
    ``TooLarge`` after ``limit`` positions, and ``EndlessGame`` on a move back to a position
    of the current path (drawn by ``show``, the game's scene, in the message).
    """
    estimate = rules.estimate()
    if estimate is not None:
        refuse(walked(estimate), BRUTE, limit, limit)
    root = rules.start()
    visited = 1

    def listed(moves: Sequence[M]) -> Sequence[M]:
        # every move listed is visited: counted now, the stack of move lists stays within the limit
        nonlocal visited
        visited += len(moves)
        if visited > limit:
            raise TooLarge(Msg("brute force stops at {most:,} positions and this game tree is larger; "
                               "use method 'memo' or a faster one", most=limit))
        if estimate is None and time.monotonic() > stop_at:
            raise TooLarge(unestimated(Msg("brute force stops after {seconds:g} s and this game tree is not walked "
                                           "yet", seconds=UNESTIMATED_SECONDS)))
        return moves

    stop_at = time.monotonic() + UNESTIMATED_SECONDS
    stack = [Frame(root, listed(rules.moves(root)))]
    path = {rules.key(root)}  # the keys on the stack: meeting one again means the game loops
    while True:
        frame = stack[-1]
        if frame.index < len(frame.moves):
            step = frame.step = rules.play(frame.position, frame.moves[frame.index])
            key = rules.key(step.position)
            try:
                looped = key in path
            except raised_by_user() as error:
                key_failed(key, error)
            if looped:
                raise endless(frame.moves[frame.index], (show or _as_is)(step.position))
            path.add(key)
            stack.append(Frame(step.position, listed(rules.moves(step.position))))
            continue
        stack.pop()
        path.discard(rules.key(frame.position))
        if not stack:
            return frame.value(rules), visited
        stack[-1].settle(frame.value(rules))


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
    show: Callable[[P], Any] | None = None  # the game's picture of a position, for the endless game's error
    limit: int = 0  # positions kept; 0: MEMO_LIMIT
    work_limit: int = 0  # moves played; 0: MEMO_WORK
    work: int = 0
    estimate: Estimate | None = field(default=None, init=False)
    stop_at: float = field(default=0.0, init=False)  # when a search of rules without an estimate gives up

    def __post_init__(self) -> None:
        self.limit = self.limit or MEMO_LIMIT
        self.estimate = self.rules.estimate()
        self.work_limit = self.work_limit or (MEMO_WORK if self.estimate is not None else UNESTIMATED_WORK)
        if self.estimate is not None:
            refuse(self.estimate, MEMO, self.limit, self.work_limit)

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
        except raised_by_user() as error:
            key_failed(root_key, error)
        if known:
            if on_state is not None:
                on_state(root_key, cache[root_key], True)
            return cache[root_key]
        with collector_paused():
            return self._search(position, root_key)

    def _listed(self, moves: Sequence[M]) -> Sequence[M]:
        """A new frame's moves, counted as work when they are listed: the memo plays every move
        it lists, so the count is the same, and the stack of move lists never holds more than
        ``work_limit`` moves (a game of 500,000 moves a position would fill memory first)."""
        self.work += len(moves)
        if self.work > self.work_limit:
            stops = Msg("the memo stops after {most:,} moves and this game needs more", most=self.work_limit)
            raise TooLarge(stops if self.estimate is not None else unestimated(stops))
        if self.estimate is None and time.monotonic() > self.stop_at:
            raise TooLarge(unestimated(Msg("the memo stops after {seconds:g} s and this game is not solved yet",
                                           seconds=UNESTIMATED_SECONDS)))
        return moves

    def _search(self, position: P, root_key: Hashable) -> int:
        rules, cache, on_state = self.rules, self.cache, self.on_state
        self.stop_at = time.monotonic() + UNESTIMATED_SECONDS  # read only when the rules give no estimate
        stack = [Frame(position, self._listed(rules.moves(position)), root_key)]
        path = {root_key}  # the keys on the stack, not yet settled: meeting one again is a loop
        while stack:
            frame = stack[-1]
            if frame.index < len(frame.moves):
                step = frame.step = rules.play(frame.position, frame.moves[frame.index])
                child_key = rules.key(step.position)
                try:
                    child = cache.get(child_key)
                except raised_by_user() as error:
                    key_failed(child_key, error)
                if child is None:
                    stack.append(self._opened(frame, path, child_key))
                    continue
                if on_state is not None:
                    on_state(child_key, child, True)
                frame.settle(child)
                continue
            value = self._settled(frame)
            path.discard(frame.key)
            stack.pop()
            if stack:
                stack[-1].settle(value)
        return cache[root_key]

    def _opened(self, parent: Frame, path: set[Hashable], key: Hashable) -> Frame:
        """The frame of the position ``parent``'s step leads to, not yet known, now on the path."""
        position = parent.step.position
        if key in path:
            raise endless(parent.moves[parent.index], (self.show or _as_is)(position))
        if len(self.cache) + len(path) >= self.limit:  # the path counts: it may never end
            raise TooLarge(Msg("the memo stops at {most:,} positions and this game has more", most=self.limit))
        path.add(key)
        return Frame(position, self._listed(self.rules.moves(position)), key)

    def _settled(self, frame: Frame) -> int:
        """The value of a frame whose moves are all settled, remembered and reported."""
        value = frame.value(self.rules)
        cache = self.cache
        cache[frame.key] = value
        if not len(cache) % progress.EVERY:
            progress.report(len(cache), None if self.estimate is None else self.estimate.positions)
        if self.on_state is not None:
            self.on_state(frame.key, value, False)
        return value


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


def move_value(step: Step[P], value_of: Callable[[P], int]) -> int:
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
    their remoteness in closed form give it through ``Shortcuts.remoteness`` (``stonegame.core.game``).
    """
    estimate = rules.estimate()
    if estimate is not None:  # the walk meets every position below, each of its moves once
        refuse(estimate, Msg("the walk for remoteness (every position, to time the line)"), MEMO_LIMIT, PERFECT_WORK)
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
        lengths = [cache[rules.key(step.position)] for step in options if move_value(step, value_of) == best]
        return 1 + (min(lengths) if best > 0 else max(lengths))

    def of(position: P) -> int:
        root = rules.key(position)
        positions.setdefault(root, position)
        return post_order(root, children, settle, cache)

    return of
