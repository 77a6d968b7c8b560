"""What a game is: its rules, the shape of its instances, its methods and what its problem asks.

A ``Game`` is data, made by ``stonegame.core.declare.declare`` alone: the built-in games, the
families and a user's own variants are declared the same way. ``brute`` and ``memo`` come
from the engine for every game; a game adds its own solvers (``table``, ``formula``, ``fast``)
as functions from an instance to the value (Alice − Bob). A solver that decides only the
original answer, not the exact value, returns a ``Decision`` instead (stone-game's parity).
What a game knows of one instance beyond its rules (position values, remoteness, its DP
table, its words for a move) are methods of its rules (``stonegame.core.engine.Rules``).

About 400 lines: ``Game``, its ``Parts`` and the problem's ``Guarantee`` are one declaration,
each field documented where it is declared.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from stonegame.catalogs import Msg
from stonegame.core.errors import UnknownMethod
from stonegame.core.instances import Kind
from stonegame.core.kernels import bounds
from stonegame.core.players import Player, winner_name, winner_of
from stonegame.core.rules import Rules, Scene, Shortcuts
from stonegame.core.teaching import Teaching
from stonegame.core.values import shown

ENGINE_METHODS = ("brute", "memo")
LARGE = 64
"""From this size on, ``auto`` runs ``fast`` wherever a game has it; below it, the method the
write-ups teach (its table can still be shown, and every method is instant there)."""
METHOD_ORDER = ("brute", "memo", "table", "formula", "fast")


def power(number: int) -> str:
    """A limit as the problems write it: 100000 as 10^5, 50000 as 5·10^4, 500 as 500.

    >>> power(10**5), power(5 * 10**4), power(-10**4), power(500)
    ('10^5', '5·10^4', '-10^4', '500')
    """
    size = abs(number)
    sign = "-" if number < 0 else ""
    exponent = len(str(size)) - 1
    if size >= 10**4 and size % 10**exponent == 0:
        lead = size // 10**exponent
        return f"{sign}{'' if lead == 1 else f'{lead}·'}10^{exponent}"
    return str(number)


@dataclass(frozen=True)
class Limits:
    """The original problem's constraints as numbers.

    Instances have ``min_n``..``max_n`` values in ``low``..``high`` (for a count game, n itself
    is in ``min_n``..``max_n``). Used for the notes on instances outside the constraints, and
    by ``check`` and the web page to draw instances.
    """

    min_n: int
    max_n: int
    low: int = 0
    high: int = 0

    def notes(self, instance: Any, kind: Kind) -> list[str | Msg]:
        """Where ``instance`` leaves these constraints (the problem's guarantees may not hold)."""
        rows, n = kind.rows(instance), kind.size(instance)
        found: list[str | Msg] = []
        if not self.min_n <= n <= self.max_n:
            found.append(Msg("n = {n} is outside the original constraints ({least} <= n <= {most})",
                             n=shown(n), least=self.min_n, most=power(self.max_n)))
        if rows:
            extremes = [bounds(values) for values in rows]
            low, high = min(e[0] for e in extremes), max(e[1] for e in extremes)
            allowed = f"{power(self.low)} <= values <= {power(self.high)}"
            for outside in ([high] if high > self.high else []) + ([low] if low < self.low else []):
                found.append(Msg("the value {value} is outside the original constraints ({allowed})",
                                 value=shown(outside), allowed=allowed))
        return found


Rows = list[list[int]]


@dataclass(frozen=True)
class Guarantee:
    """A promise of the problem beyond its limits, which a solution may rely on (877: an even
    number of piles, so Alice always wins; an odd total, so there is no tie).

    Each part takes the instance's rows (its lists of values, as the instance kind gives
    them): ``holds`` says whether the promise is kept; ``broken`` is the note when it is not;
    ``mend`` makes rows that keep it, within ``Limits``, changing as little as it can (``check``
    and the web page draw random rows, then mend them).
    """

    holds: Callable[[Rows], bool]
    broken: Callable[[Rows], Msg]
    mend: Callable[[Rows, Limits], Rows]


@dataclass(frozen=True)
class Decision:
    """The original answer, proven without computing the exact value, and how it is won."""

    answer: Any
    winner: Player | None  # None when the strategy secures the answer but not who ends ahead
    strategy: dict[str, Any]
    reason: str  # the argument in one sentence


class Solver(Protocol):
    """A method of a game: the value (Alice − Bob) of an instance, or a ``Decision``."""

    def __call__(self, instance: Any, /) -> int | Decision: ...


class CostOf(Protocol):
    """What a method would cost on an instance (``Cost``), estimated before it runs."""

    def __call__(self, instance: Any, /) -> Cost: ...


@dataclass(frozen=True)
class Cost:
    """What one run of a method needs on one instance, estimated before it runs.

    ``memory``: bytes it holds at its peak beyond the instance itself; ``steps``: its
    elementary steps (table cells filled, squares tried), run by Python or, with ``compiled``,
    by a numba kernel (about a hundred times cheaper each); ``what``: what takes them, for the
    refusal ("an n × n table of pairs").
    """

    memory: int = 0
    steps: int = 0
    compiled: bool = False
    what: str | Msg = ""


@dataclass(frozen=True)
class Answer:
    """What the original problem returns, made from the value (Alice − Bob) and the instance.

    ``type`` is how a checked solution's return value is read (bool, int or str); ``words``
    the only strings a str answer may be.

    >>> ALICE_WINS.of(3, None), DIFFERENCE.of(-2, None), WINNER.of(0, None), WINNER.words
    (True, -2, 'Tie', ('Alice', 'Bob', 'Tie'))
    """

    of: Callable[[int, Any], Any]
    type: type
    words: tuple[str, ...] = ()


ALICE_WINS = Answer(lambda value, instance: value > 0, bool)
"""True iff Alice ends strictly ahead (877, IV, IX; a declared win/lose game)."""
DIFFERENCE = Answer(lambda value, instance: value, int)
"""Alice − Bob itself (VII, VIII; a declared scoring game)."""
WINNER = Answer(lambda value, instance: winner_name(winner_of(value)), str, ("Alice", "Bob", "Tie"))
"""Who ends ahead, by name (III)."""


@dataclass(frozen=True)
class Problem:
    """The problem a game comes from: how it is named, called and constrained.

    ``methods`` are the names of the LeetCode method a solution defines, today's first
    (``predictTheWinner``, then its old name ``PredictTheWinner``); ``examples`` are the
    statement's (instance, answer) pairs; ``constraints`` are as the statement writes them,
    ``limits`` as numbers and ``guarantees`` the promises beyond them; ``numeral`` and
    ``aliases`` are more names the game answers to.
    """

    number: int
    title: str
    methods: tuple[str, ...]
    examples: tuple[tuple[Any, Any], ...]
    constraints: str
    limits: Limits
    numeral: str = ""
    aliases: tuple[str, ...] = ()
    guarantees: tuple[Guarantee, ...] = ()

    @property
    def method(self) -> str:
        """The LeetCode method's name today (``stoneGameIII``)."""
        return self.methods[0]

    @property
    def url(self) -> str:
        """The problem's page on LeetCode (its slug is the game's, except 486's)."""
        return f"https://leetcode.com/problems/{_url_slug(self.title)}/"

    def notes(self, instance: Any, kind: Kind) -> list[str | Msg]:
        """Where ``instance`` leaves the constraints or breaks a guarantee."""
        found = self.limits.notes(instance, kind)
        rows = [list(row) for row in kind.rows(instance)]
        return found + [promise.broken(rows) for promise in self.guarantees if not promise.holds(rows)]

    def admits(self, instance: Any, kind: Kind) -> bool:
        """Whether ``instance`` is one the problem may be given (a solution may rely on it)."""
        limits, n = self.limits, kind.size(instance)
        if not limits.min_n <= n <= limits.max_n:
            return False
        values = kind.values(instance)
        if values and not limits.low <= min(values) <= max(values) <= limits.high:
            return False
        rows = [list(row) for row in kind.rows(instance)]
        return all(promise.holds(rows) for promise in self.guarantees)

    def mend(self, instance: Any, kind: Kind) -> Any:
        """``instance`` changed as little as needed to keep the guarantees (within the limits).

        >>> from stonegame import get_game
        >>> game = get_game("stone-game")
        >>> game.problem.mend([4, 4, 4], game.instance)
        [4, 5]
        """
        if kind.one_per_size or not self.guarantees:
            return instance
        rows = [list(row) for row in kind.rows(instance)]
        for promise in self.guarantees:
            if not promise.holds(rows):
                rows = promise.mend(rows, self.limits)
        return kind.from_rows(rows)


def _url_slug(title: str) -> str:
    return "-".join("".join(c for c in word if c.isalnum()) for word in title.lower().split())


@dataclass(frozen=True)
class Bench:
    """How ``stonegame bench`` measures a game's methods, beyond what every game gets: facts
    about its algorithms, so they live with the game.

    ``sizes``: per method, the n to time where the defaults for its complexity do not suit;
    ``anchor_limit``: the largest n at which the C++ anchor of the same algorithm (the
    program of shared/anchors named as the game) is worth timing; ``reference``: the anchor a
    game is held to past that limit (an O(n) program that reads the same input).
    """

    sizes: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    anchor_limit: int | None = None
    reference: str | None = None


@dataclass(frozen=True)
class Heap:
    """A one-heap game (a count n) whose every move removes an amount from a set: its Grundy
    values then come from one compiled pass over an array (``stonegame.tools.grundy``).

    ``amounts``: n -> the amounts usable on heaps up to n, smallest first (stone-game-iv: the
    squares); ``finite``: the whole set, when it is finite (a subtraction game): its period is
    then proven, and a Grundy value of any size follows from it.
    """

    amounts: Callable[[int], Sequence[int]]
    finite: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Many:
    """A game's value-only kernel in a "many rows" form, for ``stonegame batch``'s columnar
    path: instances laid end to end in one int64 array ``flat``, instance r being
    ``flat[offsets[r]:offsets[r + 1]]`` (``Kind.laid_out``: a row as it is, a count as its one
    value, a pair as Alice's row then Bob's), solved at once (numpy over the rows of each
    length, a compiled loop over long ones: ``stonegame.core.kernels.many_rows``).

    ``values``: (flat, offsets) -> (value, Alice's points, Bob's points) of each instance,
    int64 arrays, the points as ``Solution.scores`` has them (None for a win/lose game); it is
    given only instances within the problem's ``Limits``, whose sums int64 holds exactly.
    ``kept``: (flat, offsets) -> whether each instance keeps the problem's guarantees (one
    that breaks one carries a note and is solved one at a time); None when it has none.
    ``methods``: the methods (and ``auto``) whose result it is: the same value, and no
    positions counted. ``longest``: the largest n it is given (None: the limits'), where
    ``Solution`` stops giving what it gives beyond (viii's scores come from a line it does
    not compute past ``LINE_OPTIONS``). ``answer``: (value, Alice's points, Bob's points) ->
    the problem's integer answer of each instance, where it does not follow from the value
    alone (ii answers Alice's stones); None: ``Answer.of`` the value.
    """

    values: Callable[[Any, Any], tuple[Any, Any, Any]]
    kept: Callable[[Any, Any], Any] | None = None
    methods: tuple[str, ...] = ("auto", "table", "fast")
    longest: int | None = None
    answer: Callable[[Any, Any, Any], Any] | None = None


@dataclass(frozen=True)
class Parts:
    """What a game may know beyond its rules, each part optional and typed. The built-in games
    and the families fill them; a declared variant has the defaults, and what the tools need
    of them is then worked out or left out.

    ``problem``: the LeetCode problem (``Problem``); ``scene`` and ``shortcuts``: classes built
    from one instance's rules (``stonegame.core.rules.Scene``, ``Shortcuts``); ``brute_rules``: a
    more literal rules class for brute force (IX removes actual stones); ``total``: instance
    -> the points in play, when every play scores them all (scores then come from the value
    alone); ``notes``: instance -> remarks beyond the problem's; ``costs``: method -> what it
    costs on an instance (``Cost``), for those that grow faster than the instance; ``auto``:
    the methods ``auto`` tries on small instances, in order; ``bench``: how ``stonegame
    bench`` measures it; ``heap``, ``grundy``: Sprague–Grundy shortcuts (a one-heap game's
    amounts; an instance's Grundy value in closed form, Nim's XOR); ``teaching``: what its
    lesson says beyond what it computes (``stonegame.core.teaching.Teaching``); ``many``: its
    kernel over many rows at once (``Many``), for batch.
    """

    problem: Problem | None = None
    scene: Callable[[Any], Scene[Any, Any]] = Scene
    shortcuts: Callable[[Any], Shortcuts[Any, Any]] = Shortcuts
    brute_rules: Callable[[Any], Rules[Any, Any]] | None = None
    total: Callable[[Any], int] | None = None
    notes: Callable[[Any], list[str | Msg]] | None = None
    costs: Mapping[str, CostOf] = field(default_factory=dict)
    auto: tuple[str, ...] = ("table", "formula", "memo")
    bench: Bench = field(default_factory=Bench)
    heap: Heap | None = None
    grundy: Callable[[Any], int] | None = None
    teaching: Teaching | None = None
    many: Many | None = None


@dataclass(frozen=True, eq=False)
class Game:
    """One game: made by ``declare``; see there for what each part means.

    Two games are equal only when they are the same object (their parts hold functions).
    """

    slug: str
    title: str | Msg  # a Msg where the title is made from parameters (a family's), so it is translated
    summary: str | Msg  # what the game is, in a line (a Msg: said in the chosen language)
    rules: Callable[[Any], Rules[Any, Any]]
    instance: Kind
    answer: Answer
    scoring: bool = True
    misere: bool = False
    solvers: Mapping[str, Solver] = field(default_factory=dict)
    complexity: Mapping[str, str] = field(default_factory=dict)
    small: int = 9
    examples: tuple[tuple[Any, Any], ...] = ()
    guarded: bool = True  # the user's code: its failures become one-line RulesErrors
    parts: Parts = field(default_factory=Parts)

    def __repr__(self) -> str:
        """Short: the slug, the title and the methods (the parts are functions, not for reading).

        >>> from stonegame import get_game
        >>> get_game("ii")
        Game(stone-game-ii: Stone Game II (LeetCode 1140), row; methods brute, memo, table, fast)
        """
        number = f" (LeetCode {self.problem.number})" if self.problem else ""
        return f"Game({self.slug}: {self.title}{number}, {self.instance.name}; methods {', '.join(self.methods)})"

    def validate(self, raw: Any) -> Any:
        """The instance the solvers expect, or ``InvalidInstance`` saying what is wrong."""
        return self.instance.check(raw, self.slug)

    def remarks(self, instance: Any) -> list[str | Msg]:
        """Notes on where ``instance`` leaves the original constraints, and what follows."""
        found: list[str | Msg] = self.problem.notes(instance, self.instance) if self.problem else []
        return found + (self.parts.notes(instance) if self.parts.notes else [])

    @property
    def problem(self) -> Problem | None:
        """The LeetCode problem it comes from (None for a declared variant or a family)."""
        return self.parts.problem

    @property
    def limits(self) -> Limits | None:
        """The original constraints as numbers (None for a game without a problem)."""
        return self.problem.limits if self.problem else None

    @property
    def statement_examples(self) -> tuple[tuple[Any, Any], ...]:
        """(instance, answer) pairs that the answer must match: the problem's, or the declared ones."""
        return self.problem.examples if self.problem else self.examples

    @property
    def example(self) -> Any:
        """The instance to show the game on: the statement's first example, else a small one
        of its kind (n = 4 values cycling 3, 1, 4, 2 from its least value, within its bounds;
        a count of 7), as raw input.

        >>> from stonegame.games.families import take_up_to
        >>> take_up_to(2).example
        [3, 1, 4, 2]
        """
        if self.statement_examples:
            return self.statement_examples[0][0]
        least = getattr(self.instance, "least", None)
        most = getattr(self.instance, "most", None)
        n = max(self.instance.smallest, min(4 if self.instance.value_lines else 7, self.small))
        start = 0 if least is None else least - 1

        def draw(size: int) -> list[int]:
            values = [start + (3, 1, 4, 2)[k % 4] for k in range(size)]
            return [min(value, most) if most is not None else value for value in values]

        return self.instance.make(n, draw)

    @property
    def methods(self) -> tuple[str, ...]:
        """Every method this game offers, slowest first."""
        offered = set(ENGINE_METHODS) | set(self.solvers)
        return tuple(m for m in METHOD_ORDER if m in offered)

    @property
    def names(self) -> tuple[str, ...]:
        """Everything this game answers to: slug, LeetCode number, numeral, method names."""
        names = [self.slug]
        problem = self.problem
        if problem is not None:
            names.append(str(problem.number))
            names += [problem.numeral, *problem.aliases] if problem.numeral else problem.aliases
        return tuple(dict.fromkeys(names))

    def size(self, instance: Any) -> int:
        """n: the number of values (of each player's, for a pair), or n itself for a count."""
        return self.instance.size(instance)

    def choose(self, method: str, instance: Any = None) -> str:
        """The method to run for ``method``: ``auto`` picks the first of ``self.auto`` the game
        has, and ``fast`` for an instance of ``LARGE`` values or more."""
        if method == "auto":
            if "fast" in self.methods and instance is not None and self.size(instance) >= LARGE:
                return "fast"
            return next((m for m in self.parts.auto if m in self.methods), "memo")
        if method not in self.methods:
            raise UnknownMethod(Msg("no method {method} for {game}; choose from {methods}", method=shown(method),
                                    game=self.slug, methods=", ".join(("auto", *self.methods))))
        return method
