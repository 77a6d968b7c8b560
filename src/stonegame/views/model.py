"""One structured view of a result, which every renderer draws: text (rich or plain), HTML.

A ``View`` is a title and blocks, in reading order: ``Facts`` (key: value), ``Paragraph``
(runs of ``Span``), ``Table`` (headers and rows of ``Cell``) and ``Board`` (the piles). It is
plain frozen data: strings and numbers only, every sentence already said in its language,
so a renderer needs no knowledge of games, solutions or reports.

Tones say what a piece means, not how it looks; each renderer picks its own look:
``strong`` (the result), ``win``/``lose``/``tie`` (a value for the player it belongs to),
``dim`` (a note), ``warn``, ``pass``/``fail`` (a check's verdict).

One builder per source: ``solution_view`` (a ``Solution``), ``line_table`` (its optimal
line), ``dp_table`` (a game's ``TableView``) and ``check_view`` (a check ``Report``); a
Grundy report's view is ``stonegame.views.grundy``'s, a study's ``stonegame.views.study``'s.

>>> from stonegame import solve
>>> view = solution_view(solve("stone-game", [5, 3, 4, 5]), line=True)
>>> [type(block).__name__ for block in view.blocks]
['Facts', 'Paragraph', 'Board', 'Table']
>>> view.blocks[-1].headers
('#', 'player', 'move', 'gain', 'Alice', 'Bob', 'left', 'alternatives')

Why one module of about 400 lines: the view's blocks and the builders of the core's own
results (a solution, its line and table, a check report) share the tones and cells; the
other builders (bench, grundy, study, lesson) are modules of their own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from stonegame.catalogs import Msg, translate
from stonegame.core.errors import TooLarge
from stonegame.core.game import answer_text
from stonegame.core.solution import Solution
from stonegame.core.tables import TableView

TONES = ("strong", "win", "lose", "tie", "dim", "warn", "pass", "fail")
"""What a span or a cell means; renderers map each to a look (and ignore None)."""

BOARD_PILES = 64
"""Most piles a board draws in a row; the rest are counted (a board of 10^5 piles shows nothing)."""


@dataclass(frozen=True)
class Span:
    """A run of text and what it means (one of ``TONES``, or None: plain)."""

    text: str
    tone: str | None = None


@dataclass(frozen=True)
class Fact:
    """One ``key: value`` line."""

    key: str
    value: str
    tone: str | None = None


@dataclass(frozen=True)
class Facts:
    """Key/value lines: the result at a glance."""

    items: tuple[Fact, ...]


@dataclass(frozen=True)
class Paragraph:
    """Spans said together. ``role``: ``text``; ``item`` (one finding in a list); ``story``
    (a line of narration); ``summary`` (the closing verdict line, as pytest ends)."""

    spans: tuple[Span, ...]
    role: str = "text"

    @property
    def text(self) -> str:
        return "".join(span.text for span in self.spans)


@dataclass(frozen=True)
class Alternative:
    """One legal move beside a cell: its name, what it secures for the mover (``tone``) and
    how (``hint``: the value, or the moves left)."""

    text: str
    tone: str | None
    hint: str
    chosen: bool = False


@dataclass(frozen=True)
class Cell:
    """A table cell. ``heat`` in [−1, 1] places a number on a heatmap's scale (None: no colour);
    ``hint`` is said on hover; ``options`` are the moves a cell offers (the line's alternatives)."""

    text: str
    tone: str | None = None
    heat: float | None = None
    hint: str | None = None
    options: tuple[Alternative, ...] = ()


@dataclass(frozen=True)
class Table:
    """A titled table. ``numeric[k]``: column k holds numbers (aligned right). ``detail[k]``:
    column k is for renderers with room for it (HTML); text leaves it out. ``role``:
    ``line`` (the optimal line), ``heatmap`` (a DP table: its cells carry ``heat``) or ``table``.
    With ``labels``, the first column names the rows."""

    title: str
    headers: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    numeric: tuple[bool, ...]
    detail: tuple[bool, ...] = ()
    caption: str = ""
    role: str = "table"
    labels: bool = False

    def shown(self, wide: bool) -> list[int]:
        """The columns a renderer draws: all of them when ``wide``, else all but the details."""
        return [k for k in range(len(self.headers)) if wide or not (self.detail and self.detail[k])]


@dataclass(frozen=True)
class Pile:
    """A pile and its number, counted from 0 as the playground, the DP tables and the code count."""

    value: int
    label: str = ""


@dataclass(frozen=True)
class Board:
    """The position as piles: one row for a row of values, a labelled row each for a pair,
    one pile for a count. ``more`` piles of a row are not drawn (past ``BOARD_PILES``)."""

    rows: tuple[tuple[str, tuple[Pile, ...], int], ...]  # (label, piles, more)


Block = Facts | Paragraph | Table | Board


@dataclass(frozen=True)
class View:
    """What one result shows: a title (spans; may be empty) and blocks in reading order."""

    title: tuple[Span, ...]
    blocks: tuple[Block, ...] = field(default=())


# --- a solution ---------------------------------------------------------------------------


def tone_of(value: int | None) -> str | None:
    """The tone of a value to the player it belongs to: win (> 0), lose (< 0), tie (0)."""
    if value is None:
        return None
    return "win" if value > 0 else "lose" if value < 0 else "tie"


def solution_view(solution: Solution, *, line: bool = False, table: bool = False, insight: bool = False,
                  board: bool = True, scores: bool = True, lang: str = "en") -> View:
    """A solution: the game and method, the answer, the result, notes; with ``board`` the
    start as piles, with ``line`` the optimal line (or why it is not shown), with ``table``
    the game's DP table; with ``insight`` the closed form's argument told on this instance.
    Without ``scores`` the result is the value alone (where the scores need the optimal line,
    a long row's takes seconds to find out it is too long).

    >>> from stonegame import solve
    >>> view = solution_view(solve("stone-game-iv", 7), board=False)
    >>> [block.text for block in view.blocks if isinstance(block, Paragraph)]
    ['Bob wins']
    """
    from stonegame.teach.explain import game_name

    game = solution.game
    title = (Span(translate(game_name(game, game.slug), lang), "strong"),
             Span(translate(Msg(", method {method}", method=solution.method), lang)))
    blocks: list[Block] = [Facts((Fact(translate(Msg("answer"), lang), answer_text(solution.answer), "strong"),))]
    blocks.append(Paragraph((Span(translate(verdict(solution, scores), lang), tone_of(solution.value)),)))
    argument = solution.scene.insight() if insight else None
    if argument is not None:
        blocks.append(Paragraph((Span(translate(argument, lang)),)))
    blocks += [note(text, lang) for text in solution.remarks]
    if board:
        blocks.append(start_board(solution))
    if line:
        refusal = solution.line_refusal()
        if refusal is not None:
            blocks.append(note(refusal, lang))
        else:
            blocks.append(line_table(solution.line, solution.game.scoring, solution.scene, lang,
                                     line_title(solution)))
    if table:
        blocks.append(solution_table(solution, lang))
    return View(title, tuple(blocks))


def verdict(solution: Solution, with_scores: bool = True) -> Msg:
    """The result in one sentence: the scores and who wins by how much, or who wins.

    >>> str(verdict(__import__("stonegame").solve("stone-game-iii", [1, 2, 3, 7])))
    'Alice 6, Bob 7: Bob wins by 1 (Alice − Bob = -1)'
    """
    try:
        scores = solution.scores if with_scores else None
    except TooLarge:
        scores = None  # they would need the optimal line, too long to compute here
    value = solution.value
    if value is None:
        return Msg("decided without search: {reason}", reason=solution.reason)
    said = Msg("a tie") if value == 0 else Msg("{winner} wins by {margin}", winner=solution.winner, margin=abs(value))
    if scores is not None:
        return Msg("Alice {alice}, Bob {bob}: {verdict} (Alice − Bob = {value})", alice=scores.alice, bob=scores.bob,
                   verdict=said, value=value)
    if solution.game.scoring:
        return Msg("{verdict} (Alice − Bob = {value})", verdict=said, value=value)
    return Msg("{winner} wins", winner=solution.winner)


def note(text: str | Msg, lang: str = "en") -> Paragraph:
    return Paragraph((Span(translate(Msg("note: {note}", note=text), lang), "dim"),))


def story_view(text: str) -> View:
    """A narration (``Solution.explain``) as a view: one paragraph a line, said as it is."""
    return View((), tuple(Paragraph((Span(line),), "story") for line in text.splitlines()))


def start_board(solution: Solution) -> Board:
    """The instance as piles: the rows of a row or pair game, the heap of a count game."""
    kind, instance = solution.game.instance, solution.instance
    rows = kind.rows(instance)
    if not rows:  # a count (its kind has no rows): one heap; int() takes numpy's integers too
        return Board((("", (Pile(int(instance)),), 0),))
    labels = kind.sides or [""] * len(rows)
    return Board(tuple((label, *piles(row)) for label, row in zip(labels, rows, strict=True)))


def piles(values: Sequence[Any]) -> tuple[tuple[Pile, ...], int]:
    """A row's first ``BOARD_PILES`` values as piles numbered from 0, and how many more it has."""
    shown = [int(value) for value in values[:BOARD_PILES]]  # a numpy row gives its first values only
    return tuple(Pile(value, str(k)) for k, value in enumerate(shown)), len(values) - len(shown)


def board_of(shown: Any) -> Board | None:
    """A position as ``Rules.show`` pictures it, as piles: a row, a heap, labelled rows or
    labelled counts; None for any other picture. For drawing any position of a line."""
    def whole(values: Any) -> bool:  # a row of integers: piles
        return isinstance(values, (list, tuple)) and all(isinstance(v, int) and not isinstance(v, bool)
                                                         for v in values)

    if isinstance(shown, bool):
        return None
    if isinstance(shown, int):
        return Board((("", (Pile(shown),), 0),))
    if isinstance(shown, (list, tuple)):
        return Board((("", *piles(shown)),)) if whole(shown) else None
    if isinstance(shown, dict) and shown:
        if all(isinstance(v, int) and not isinstance(v, bool) for v in shown.values()):
            return Board((("", tuple(Pile(v, str(k)) for k, v in shown.items()), 0),))
        if all(whole(values) for values in shown.values()):
            return Board(tuple((str(key), *piles(values)) for key, values in shown.items()))
    return None


def line_title(solution: Solution) -> Msg:
    """The line's title: it says which method weighed its moves where that is not the one solved
    (a table's answer, its line by fast's tables)."""
    by = solution.line.by
    return Msg("optimal line") if by == solution.method else Msg("optimal line (each move weighed by {method})",
                                                                    method=by)


def line_table(moves: Sequence[Any], scoring: bool, scene: Any, lang: str = "en",
               title: Msg | None = None) -> Table:
    """The optimal line: who, what, gain and running scores (in a win/lose game, the moves
    left after it), what is left in the game's own words, and every alternative coloured by
    what it secures for the mover (a detail column).

    ``moves`` are ``Move``s; ``scene`` (the game's) words the moves and what is left.
    """
    from stonegame.teach.explain import phrase, picture

    headers = ["#", "player", "move"] + (["gain", "Alice", "Bob"] if scoring else ["moves left"])
    headers += ["left", "alternatives"]
    numeric = tuple(header not in ("player", "move", "left", "alternatives") for header in headers)
    detail = tuple(header == "alternatives" for header in headers)
    totals = {"Alice": 0, "Bob": 0}
    rows = []
    position = scene.rules.start()
    for number, move in enumerate(moves, 1):
        player = str(move.player)
        totals[player] += move.gain
        said = move_value_words(move.value, move.remoteness)
        told = translate(phrase(scene, position, move.move), lang)  # as the story says it: "拿走左边的 5"
        cells = [Cell(str(number)), Cell(player), Cell(told, tone_of(move.value), hint=said)]
        if scoring:
            cells += [Cell(str(move.gain)), Cell(str(totals["Alice"])), Cell(str(totals["Bob"]))]
        else:
            cells.append(Cell(str(move.remoteness)))
        cells.append(Cell(picture(move.position, lang, scene, number=str)))
        options = tuple(Alternative(option.name, tone_of(option.value),
                                    move_value_words(option.value, option.remoteness), option.move == move.move)
                        for option in move.alternatives)
        cells.append(Cell(", ".join(option.text for option in options), options=options))
        rows.append(tuple(cells))
        position = move.after
    said_headers = tuple(translate(HEADERS.get(header, header), lang) for header in headers)
    return Table(translate(title or Msg("optimal line"), lang), said_headers, tuple(rows), numeric, detail, role="line")


HEADERS = {"player": Msg("player"), "move": Msg("move"), "gain": Msg("gain"), "moves left": Msg("moves left"),
           "left": Msg("left"), "alternatives": Msg("alternatives")}
"""The line table's headers, said in the chosen language (# and the players' names stay)."""


def move_value_words(value: int, remoteness: int | None) -> str:
    """What a move secures for its mover, in words for a hover.

    >>> move_value_words(3, None), move_value_words(-1, 4), move_value_words(1, 0)
    ('value +3 for the mover', 'loses, 4 moves left', 'wins, 0 moves left')
    """
    if remoteness is None:
        return f"value {value:+d} for the mover"
    outcome = "wins" if value > 0 else "loses" if value < 0 else "draws"
    return f"{outcome}, {remoteness} move{'s' * (remoteness != 1)} left"


def solution_table(solution: Solution, lang: str = "en") -> Table | Paragraph:
    """The game's DP table for this instance, or a paragraph saying why there is none."""
    try:
        view = solution.scene.table()
    except TooLarge as error:
        return Paragraph((Span(translate(Msg("table not shown: {error}", error=str(error)), lang)),))
    if view is None:
        return Paragraph((Span(translate(Msg("{game} has no DP table to show", game=solution.game.slug), lang)),))
    return dp_table(view, lang)


NUMBER = re.compile(r"^[+\-−]?\d+$")  # the hyphen escaped: unescaped, "+-−" is a range of 8,000 characters
PAIR = re.compile(r"^\((-?\d+), (-?\d+)\)$")


def heat_value(text: str) -> int | None:
    """A DP cell's number on the heat scale: an integer as it is, a (first, second) pair as
    first − second (the mover's margin); None for words (W/L, residues), which stay uncoloured.

    >>> heat_value("12"), heat_value("−3"), heat_value("(9, 8)"), heat_value("W −1"), heat_value("W1"), heat_value("")
    (12, -3, 1, None, None, None)
    """
    if NUMBER.match(text):
        return int(text.replace("−", "-"))
    pair = PAIR.match(text)
    if pair:
        return int(pair.group(1)) - int(pair.group(2))
    return None


def dp_table(view: TableView, lang: str = "en") -> Table:
    """A game's DP table (``Scene.table``) said in ``lang``, its number cells on a heat scale
    (symmetric around 0, so a sign keeps its colour)."""
    texts = [[translate(cell, lang) for cell in cells] for _, cells in view.rows]
    values = [heat_value(text) for row in texts for text in row]
    top = max((abs(v) for v in values if v is not None), default=0) or 1
    rows = []
    for (label, _), row in zip(view.rows, texts, strict=True):
        cells = [Cell(translate(label, lang))]
        for text in row:
            value = heat_value(text)
            cells.append(Cell(text, heat=None if value is None else value / top))
        rows.append(tuple(cells))
    headers = (translate(view.corner, lang), *(translate(column, lang) for column in view.columns))
    return Table(translate(view.title, lang), headers, tuple(rows), (True,) * len(headers),
                 caption=translate(view.caption, lang) if view.caption else "", role="heatmap", labels=True)


# --- a check report -----------------------------------------------------------------------

def spans_of(runs: Iterable[tuple[str, str | None]]) -> tuple[Span, ...]:
    """(text, tone) runs as spans.

    >>> spans_of([("FAILED", "fail"), (" on [3]", None)])
    (Span(text='FAILED', tone='fail'), Span(text=' on [3]', tone=None))
    """
    return tuple(Span(text, tone) for text, tone in runs)


def check_view(report: Any, lang: str = "en") -> View:
    """A check ``Report`` in ``lang``: its findings, the optimal line on a failing instance, the summary.

    The sentences, their tones and roles are the report's own (``stonegame.checker.report``:
    ``findings`` and ``closing``, as structure): this view makes them paragraphs,
    the first line the title, and adds the line table.
    """
    from stonegame.checker import report as reports

    head, *found = reports.findings(report, lang)
    blocks: list[Block] = [Paragraph(spans_of(line.runs), line.role) for line in found]
    if report.solution is not None:
        solution = report.solution
        blocks.append(line_table(solution.line, solution.game.scoring, solution.scene, lang))
    blocks += [Paragraph(spans_of(line.runs), line.role) for line in reports.closing(report, lang)]
    return View(spans_of(head.runs), tuple(blocks))
