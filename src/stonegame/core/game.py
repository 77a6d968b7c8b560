"""What a game is: its rules, the shape of its instances, its methods and what its problem asks.

A ``Game`` is data, made by ``stonegame.core.declare.declare`` alone: the built-in games, the
families and a user's own variants are declared the same way. ``brute`` and ``memo`` come
from the engine for every game; a game adds its own solvers (``table``, ``formula``, ``fast``)
as functions from an instance to the value (Alice − Bob). A solver that decides only the
original answer, not the exact value, returns a ``Decision`` instead (stone-game's parity).
What a game knows of one instance beyond its rules: its picture and words (``Scene``, in
``stonegame.core.rules``: how a position and a move are drawn and said, its DP table), made
from the rules, and its known values (``Shortcuts``: position values, remoteness), made from
the instance.

About 400 lines: ``Game``, its ``Parts`` and the problem's ``Note``s are one declaration,
each field documented where it is declared.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Protocol

from stonegame.catalogs import Msg
from stonegame.core.errors import UnknownMethod
from stonegame.core.instances import Kind, from_rows
from stonegame.core.kernels import bounds, total
from stonegame.core.players import Player, winner_name, winner_of
from stonegame.core.rules import Rules, Scene
from stonegame.core.values import minus, shown

if TYPE_CHECKING:  # a game's lesson content is read only by the lessons, the checker and the page
    from stonegame.core.teaching import Teaching

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

    def notes(self, kind: Kind) -> tuple[Note, ...]:
        """The notes of an instance outside these constraints (the problem's guarantees may not
        hold): its size, then its largest and its least value (a count has none)."""
        allowed = {"least": power(self.low), "most": power(self.high)}  # "values" is a word of the sentence
        found = [Note("n", lambda n: (n < self.min_n) | (n > self.max_n),
                      Msg("n = {n} is outside the original constraints ({least} <= n <= {most})",
                          least=self.min_n, most=power(self.max_n)))]
        if not kind.one_per_size:
            found += [Note("high", lambda high: high > self.high,
                           Msg("the value {high} is outside the original constraints ({least} <= values <= {most})",
                               **allowed)),
                      Note("low", lambda low: low < self.low,
                           Msg("the value {low} is outside the original constraints ({least} <= values <= {most})",
                               **allowed))]
        return tuple(found)


MEASURES = ("n", "total", "high", "low")
"""What a ``Note`` may look at: an instance's size, the sum of its values, its largest and its
least value."""


@dataclass(frozen=True)
class Note:
    """A note that one measure of an instance decides, said alike of one instance and of a
    block of them (batch asks a whole block at once: numpy over its rows, no Python loop).

    ``measure``: one of ``MEASURES``; ``due``: the measure -> whether the note is said,
    written once for an int and for an int64 array of them (``lambda n: n % 2 == 1``);
    ``says``: the note, a catalog sentence whose field named as the measure is filled in
    (``Msg("n = {n} is odd: ...")``). A note with ``mend`` is a guarantee of the problem (a
    promise a solution may rely on, such as 877's even n): it is due when the promise is
    broken, and ``mend`` makes rows (lists) that keep it, within ``Limits``, changing as
    little as it can (``check`` and the web page draw random rows, then mend them).
    """

    measure: str
    due: Callable[[Any], Any]
    says: Msg
    mend: Callable[[list[list[int]], Limits], list[list[int]]] | None = None

    def for_measure(self, measured: int | None) -> Msg | None:
        """The note for an instance whose measure is ``measured``, or None when it is not due
        (or there is nothing to measure: the largest value of no values)."""
        if measured is None or not self.due(measured):
            return None
        return self.says.add(**{self.measure: shown(measured)})


def measure(instance: Any, kind: Kind, name: str) -> int | None:
    """One of ``MEASURES`` of ``instance``, exact, in bulk on numpy rows (None: the largest or
    least of no values)."""
    if name == "n":
        return kind.size(instance)
    rows = [row for row in kind.rows(instance) if len(row)]
    if name == "total":
        return sum(map(total, rows))
    extremes = list(map(bounds, rows))
    if not extremes:
        return None
    return max(high for _, high in extremes) if name == "high" else min(low for low, _ in extremes)


def block_measure(name: str, flat: Any, offsets: Any, sizes: Any) -> Any:
    """One of ``MEASURES`` of every instance laid end to end (``Kind.laid_out``; none empty)."""
    import numpy as np

    if name == "n":
        return sizes
    starts = offsets[:-1]
    reduce = {"total": np.add, "high": np.maximum, "low": np.minimum}[name]
    return reduce.reduceat(flat, starts) if len(starts) else np.zeros(0, np.int64)


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


def answer_text(answer: Any, quoted: bool = False) -> str:
    """An answer as LeetCode prints it: true/false, an integer, a name (``quoted``: as a sentence
    cites it, a name in the quotes of its output panel and a negative number with a true minus).

    >>> answer_text(True), answer_text("Alice"), answer_text(-1), answer_text("Tie", quoted=True)
    ('true', 'Alice', '-1', '"Tie"')
    >>> answer_text(-1, quoted=True)
    '−1'
    """
    if isinstance(answer, bool):
        return "true" if answer else "false"
    if quoted and isinstance(answer, int):
        return minus(answer)
    return f'"{answer}"' if quoted and isinstance(answer, str) else str(answer)


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
    ``limits`` as numbers and ``notes`` what an instance earns beyond them (the promises
    beyond the limits, ``Note``s with a ``mend``, and remarks); ``numeral`` and ``aliases``
    are more names the game answers to.
    """

    number: int
    title: str
    methods: tuple[str, ...]
    examples: tuple[tuple[Any, Any], ...]
    constraints: str
    limits: Limits
    numeral: str = ""
    aliases: tuple[str, ...] = ()
    notes: tuple[Note, ...] = ()

    @property
    def method(self) -> str:
        """The LeetCode method's name today (``stoneGameIII``)."""
        return self.methods[0]

    @property
    def url(self) -> str:
        """The problem's page on LeetCode (its slug is the game's, except 486's)."""
        return f"https://leetcode.com/problems/{_url_slug(self.title)}/"

    def due(self, kind: Kind) -> tuple[Note, ...]:
        """Every note an instance may earn: outside the limits, then the problem's own."""
        return self.limits.notes(kind) + self.notes

    def remarks(self, instance: Any, kind: Kind) -> list[str | Msg]:
        """Where ``instance`` leaves the constraints or breaks a guarantee: each measure taken
        once, in bulk (a long row is an int64 array: no Python int per value)."""
        measured: dict[str, int | None] = {}
        found: list[str | Msg] = []
        for note in self.due(kind):
            if note.measure not in measured:
                measured[note.measure] = measure(instance, kind, note.measure)
            said = note.for_measure(measured[note.measure])
            if said is not None:
                found.append(said)
        return found

    def admits(self, instance: Any, kind: Kind) -> bool:
        """Whether ``instance`` is one the problem may be given (a solution may rely on it):
        it earns no note."""
        return not self.remarks(instance, kind)

    def block_remarks(self, kind: Kind, flat: Any, offsets: Any, sizes: Any,
                      measured: dict[str, Any] | None = None) -> list[tuple[Any, Any, Msg]]:
        """The notes of many instances at once, laid end to end (``Kind.laid_out``): for each
        note, (which instances earn it, each one's measure, the note with its field left
        ``FIELD``), in the order ``remarks`` says them. ``measured``: measures the caller has
        taken already, by name."""
        measured = dict(measured or {})
        found = []
        for note in self.due(kind):
            if note.measure not in measured:
                measured[note.measure] = block_measure(note.measure, flat, offsets, sizes)
            found.append((note.due(measured[note.measure]), measured[note.measure],
                          note.says.add(**{note.measure: FIELD})))
        return found

    def mend(self, instance: Any, kind: Kind) -> Any:
        """``instance`` changed as little as needed to keep the guarantees (within the limits).

        >>> from stonegame import get_game
        >>> game = get_game("stone-game")
        >>> game.problem.mend([4, 4, 4], game.instance)
        [4, 5]
        """
        promises = [note for note in self.notes if note.mend is not None]
        if kind.one_per_size or not promises:
            return instance
        rows = [list(row) for row in kind.rows(instance)]
        for promise in promises:
            assert promise.mend is not None
            if promise.for_measure(measure(from_rows(kind, rows), kind, promise.measure)) is not None:
                rows = promise.mend(rows, self.limits)
        return from_rows(kind, rows)


FIELD = "\x1f"
"""Stands for each instance's own number in a note said of a block (``block_remarks``)."""


def _url_slug(title: str) -> str:
    return "-".join("".join(c for c in word if c.isalnum()) for word in title.lower().split())


@dataclass(frozen=True)
class Bench:
    """How ``stonegame bench`` times one method, where the defaults for its complexity do not
    suit: facts about its algorithm, so they live beside it.

    ``sizes``: the n to time; ``anchor_limit``: the largest n at which the C++ anchor of the
    same algorithm (the program of shared/anchors named as the game) is worth timing;
    ``reference``: the anchor a game is held to past that limit (an O(n) program that reads
    the same input).
    """

    sizes: tuple[int, ...] = ()
    anchor_limit: int | None = None
    reference: str | None = None


@dataclass(frozen=True)
class SpragueGrundy:
    """What the Sprague–Grundy tools know of a game beyond its rules (``stonegame.tools.grundy``).

    ``amounts``: for a one-heap game (a count n) whose every move removes an amount from a set,
    n -> the amounts usable on heaps up to n, smallest first (stone-game-iv: the squares): its
    Grundy values then come from one compiled pass over an array; ``finite``: the whole set,
    when it is finite (a subtraction game): its period is then proven, and a Grundy value of
    any size follows from it; ``value``: an instance's Grundy value in closed form (Nim's XOR).
    """

    amounts: Callable[[int], Sequence[int]] | None = None
    finite: tuple[int, ...] | None = None
    value: Callable[[Any], int] | None = None


@dataclass(frozen=True)
class Many:
    """A method's value-only kernel in a "many rows" form, for ``stonegame batch``'s columnar
    path: instances laid end to end in one int64 array ``flat``, instance r being
    ``flat[offsets[r]:offsets[r + 1]]`` (``Kind.laid_out``: a row as it is, a count as its one
    value, a pair as Alice's row then Bob's), solved at once (numpy over the rows of each
    length, a compiled loop over long ones: ``stonegame.core.kernels.many_rows``). It answers
    what ``auto`` and its method answer: the same value, and no positions counted.

    ``values``: (flat, offsets) -> (value, Alice's points, Bob's points) of each instance,
    int64 arrays, the points as ``Solution.scores`` has them (None for a win/lose game); it is
    given only valid instances whose sums int64 holds exactly (within the problem's limits
    or not: their notes are said of the whole block, ``Problem.block_remarks``).
    ``longest``: the largest n it is given (None: any), where ``Solution`` stops giving what it
    gives beyond (viii's scores come from a line it does not compute past ``LINE_OPTIONS``) or
    the method needs more than a row's kernel is given (an O(n²) table). ``answer``: (value,
    Alice's points, Bob's points) -> the problem's integer answer of each instance, where it
    does not follow from the value alone (ii answers Alice's stones); None: ``Answer.of`` the
    value.
    """

    values: Callable[[Any, Any], tuple[Any, Any, Any]]
    longest: int | None = None
    answer: Callable[[Any, Any, Any], Any] | None = None


@dataclass(frozen=True)
class Method:
    """One way to solve a game, and everything known of it, declared together beside its
    function (``declare(..., methods=(Method("table", table, "O(n²)", cost=table_cost), ...))``).

    ``name``: ``brute``, ``memo``, ``table``, ``formula`` or ``fast`` (``METHOD_ORDER``);
    ``solve``: instance -> the value (Alice − Bob), or a ``Decision``; None for ``brute`` and
    ``memo``, which the engine runs on the rules; ``complexity``: its time as the write-ups
    state it (``"O(n²)"``); ``cost``: what it would cost on an instance (``Cost``), for a method
    that grows faster than its instance; ``auto``: whether ``auto`` may pick it below ``LARGE``
    values (in the order the game declares its methods; ``fast`` is taken from ``LARGE`` on);
    ``many``: its kernel over many rows at once, for batch; ``bench``: how ``stonegame bench``
    times it.
    """

    name: str
    solve: Solver | None = None
    complexity: str = ""
    cost: CostOf | None = None
    auto: bool = True
    many: Many | None = None
    bench: Bench = field(default_factory=Bench)


ENGINE_COMPLEXITY = {"brute": "exponential", "memo": "O(positions × moves)"}
"""What brute force and the memo cost on a game that does not say."""


@dataclass(frozen=True)
class Shortcuts:
    """What a game knows of an instance's positions without a search, each made from the
    instance (its lists as the rules take them: Python ints); None where it is not known, and
    the engine then works it out (values from a memo, remoteness from a walk of the game) or,
    for points, from the line.

    ``values``: the value of any position (a long row's line then needs no O(n²) memo);
    ``children``: made from what ``values`` gave (so its tables are built once), the values of
    the positions some moves lead to, all at once, where siblings are weighed together faster
    than one by one (VI's greedy); ``remoteness``: the remoteness
    of any position (win/lose games; see ``stonegame.core.search``), so that the line needs no
    walk of the whole game; ``points``: (Alice's points, Bob's points) under optimal play, where
    the game knows them without the line (a game where one player scores, or a greedy).
    """

    values: Callable[[Any], Callable[[Any], int]] | None = None
    children: Callable[[Any], Callable[[Any, Sequence[Any]], Sequence[int]]] | None = None
    remoteness: Callable[[Any], Callable[[Any], int]] | None = None
    points: Callable[[Any], tuple[int, int]] | None = None


@dataclass(frozen=True)
class Parts:
    """What a game may know beyond its rules and methods, each part optional and typed. The
    built-in games and the families fill them; a declared variant has the defaults, and what
    the tools need of them is then worked out or left out.

    ``problem``: the LeetCode problem (``Problem``); ``scene``: a class built from one
    instance's rules (``stonegame.core.rules.Scene``); ``shortcuts``: what it knows of an
    instance's positions without a search (``Shortcuts``); ``brute_rules``: a
    more literal rules class for brute force (IX removes actual stones); ``total``: instance
    -> the points in play, when every play scores them all (scores then come from the value
    alone); ``notes``: instance -> remarks beyond the problem's; ``grundy``: what the
    Sprague–Grundy tools know (``SpragueGrundy``); ``lesson``: loads what its lesson says beyond
    what it computes (``teaching``: ``stonegame.core.teaching.Teaching``), only when a lesson, a
    check or the page asks (a game's ``teaching`` module is ``loaded``, not imported, by the
    game); ``small``: the largest size at which
    brute force is fast (generated instances stay below it); ``examples``: (instance, answer)
    pairs its answers must match, where it has no problem that gives them.
    """

    problem: Problem | None = None
    scene: Callable[[Any], Scene[Any, Any]] = Scene
    shortcuts: Shortcuts = Shortcuts()
    brute_rules: Callable[[Any], Rules[Any, Any]] | None = None
    total: Callable[[Any], int] | None = None
    notes: Callable[[Any], list[str | Msg]] | None = None
    grundy: SpragueGrundy | None = None
    lesson: Callable[[], Teaching] | None = None
    small: int = 9
    examples: tuple[tuple[Any, Any], ...] = ()

    @cached_property
    def teaching(self) -> Teaching | None:
        """What the game's lesson says beyond what it computes (None: a lesson from its
        declaration alone), loaded when first asked for."""
        return None if self.lesson is None else self.lesson()


def loaded(module: str, name: str) -> Callable[[], Any]:
    """``name`` of ``module``, imported when first asked for: a game's lesson content
    (``Parts.lesson``) is not loaded by a command that only solves."""

    def load() -> Any:
        import importlib

        return getattr(importlib.import_module(module), name)

    return load


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
    solvers: tuple[Method, ...]  # in the order declared: the order ``auto`` tries them
    scoring: bool = True
    parts: Parts = field(default_factory=Parts)

    def __repr__(self) -> str:
        """Short: the slug, the title and the methods (the parts are functions, not for reading).

        >>> from stonegame import get_game
        >>> get_game("ii")
        Game(stone-game-ii: Stone Game II (LeetCode 1140), row; methods brute, memo, table, fast)
        """
        number = f" (LeetCode {self.problem.number})" if self.problem else ""
        return f"Game({self.slug}: {self.title}{number}, {self.instance.name}; methods {', '.join(self.methods)})"

    def solver(self, name: str) -> Method:
        """The record of the method ``name`` (brute and memo: the engine's, with the game's
        complexity where it says one)."""
        found = next((method for method in self.solvers if method.name == name), None)
        if found is None:
            if name not in ENGINE_METHODS:
                raise UnknownMethod(Msg("no method {method} for {game}; choose from {methods}", method=shown(name),
                                        game=self.slug, methods=", ".join(("auto", *self.methods))))
            return Method(name, complexity=ENGINE_COMPLEXITY[name])
        return found

    def validate(self, raw: Any) -> Any:
        """The instance the solvers expect, or ``InvalidInstance`` saying what is wrong."""
        return self.instance.check(raw, self.slug)

    def remarks(self, instance: Any) -> list[str | Msg]:
        """Notes on where ``instance`` leaves the original constraints, and what follows."""
        found: list[str | Msg] = self.problem.remarks(instance, self.instance) if self.problem else []
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
        return self.problem.examples if self.problem else self.parts.examples

    @property
    def small(self) -> int:
        """The largest size at which brute force is fast (``Parts.small``)."""
        return self.parts.small

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
        """Every method this game offers, by name, slowest first."""
        offered = set(ENGINE_METHODS) | {method.name for method in self.solvers}
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
        """The method to run for ``method``: ``auto`` picks the first method the game lets it
        pick, in the order declared (else ``memo``), and ``fast`` for an instance of ``LARGE``
        values or more."""
        if method == "auto":
            if "fast" in self.methods and instance is not None and self.size(instance) >= LARGE:
                return "fast"
            return next((m.name for m in self.solvers if m.auto and m.name not in ENGINE_METHODS), "memo")
        return self.solver(method).name
