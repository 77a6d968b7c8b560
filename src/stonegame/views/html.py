"""A view as HTML: semantic, escaped, self-contained (inline CSS, no scripts, fonts or links).

Used by the notebook display (``views.notebook``: a Solution, its line and its table) and meant for the web
page too, so every part is a public function of the model's blocks:

- ``render(view)``: a ``<section class="stonegame">`` holding its own ``<style>``; ``page(view)``
  wraps it in a whole document.
- ``facts`` (a ``<dl>``), ``paragraph`` (a ``<p>``), ``table`` (a ``<table>``; a heatmap's cells
  coloured by their ``heat``, the line's alternatives as a list of moves coloured by what each
  secures for the mover: win, lose or tie, with its value on hover), ``board`` (the piles as
  a row of stacks, heights by value).
- ``solution_html``, ``line_html``, ``table_html``: a ``Solution``, its line, a game's DP table.

Every text goes through ``html.escape``: values, names and notes are data, never markup.

>>> from stonegame import solve
>>> fragment = solution_html(solve("stone-game", [5, 3, 4, 5]))
>>> "Alice 9, Bob 8" in fragment, fragment.count("<table"), "<script" in fragment
(True, 1, False)
"""

from __future__ import annotations

from html import escape
from typing import Any

from stonegame.views.model import Alternative, Block, Board, Cell, Facts, Paragraph, Span, Table, View

STYLE = """
.stonegame { font-family: system-ui, sans-serif; line-height: 1.4; max-width: 60em; color: inherit; }
.stonegame h3 { margin: 0.2em 0; font-size: 1.1em; }
.stonegame dl { display: grid; grid-template-columns: max-content auto; gap: 0 0.8em; margin: 0.3em 0; }
.stonegame dt { font-weight: 600; } .stonegame dd { margin: 0; }
.stonegame p { margin: 0.3em 0; } .stonegame p.item { margin-left: 1.2em; }
.stonegame p.summary { font-weight: 600; border-top: 1px solid currentColor; padding-top: 0.2em; }
.stonegame table { border-collapse: collapse; margin: 0.5em 0; font-variant-numeric: tabular-nums; }
.stonegame caption { font-weight: 600; text-align: left; padding: 0.2em 0; caption-side: top; }
.stonegame td, .stonegame th { border: 1px solid rgba(128, 128, 128, 0.4); padding: 0.15em 0.5em; }
.stonegame td.num, .stonegame th.num { text-align: right; }
.stonegame tfoot td { border: none; font-style: italic; }
.stonegame .win { color: #1a7f37; } .stonegame .lose { color: #cf222e; } .stonegame .tie { color: #9a6700; }
.stonegame .warn { color: #9a6700; } .stonegame .pass { color: #1a7f37; font-weight: 600; }
.stonegame .fail { color: #cf222e; font-weight: 600; } .stonegame .dim { opacity: 0.7; }
.stonegame ul.options { list-style: none; display: flex; flex-wrap: wrap; gap: 0.3em; margin: 0; padding: 0; }
.stonegame ul.options li { border: 1px solid currentColor; border-radius: 0.6em; padding: 0 0.4em; }
.stonegame ul.options li.chosen { font-weight: 700; border-width: 2px; }
.stonegame .board { display: flex; flex-direction: column; gap: 0.3em; margin: 0.5em 0; }
.stonegame .board-row { display: flex; align-items: flex-end; gap: 0.25em; }
.stonegame .board-label { min-width: 3em; font-weight: 600; align-self: center; }
.stonegame .pile { display: flex; flex-direction: column; align-items: center; min-width: 1.6em; }
.stonegame .stones { width: 1.4em; border-radius: 0.3em 0.3em 0 0; background: #b08d57; }
.stonegame .pile.negative .stones { background: #6e7781; }
.stonegame .count { font-size: 0.85em; }
.stonegame .more { align-self: center; opacity: 0.7; }
"""
"""The stylesheet every fragment carries, scoped to ``.stonegame`` (a notebook holds many)."""

PILE_EM = 4.0
"""Height of the tallest pile, in em; the others are drawn in proportion (at least a sliver)."""


def render(view: View) -> str:
    """The view as one self-contained fragment: a ``<section>`` with its ``<style>``."""
    parts = [f"<section class=\"stonegame\"><style>{STYLE}</style>"]
    if view.title:
        parts.append(f"<h3>{spans(view.title)}</h3>")
    parts += [block(part) for part in view.blocks]
    parts.append("</section>")
    return "".join(parts)


def page(view: View, title: str = "stonegame") -> str:
    """The view as a whole HTML document (UTF-8, nothing loaded from elsewhere)."""
    return (f"<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{escape(title)}</title>"
            f"</head><body>{render(view)}</body></html>")


def block(part: Block) -> str:
    """One block of a view as HTML."""
    if isinstance(part, Facts):
        return facts(part)
    if isinstance(part, Paragraph):
        return paragraph(part)
    if isinstance(part, Table):
        return table(part)
    return board(part)


def spans(runs: tuple[Span, ...]) -> str:
    return "".join(span(run) for run in runs)


def span(run: Span) -> str:
    text = escape(run.text)
    if run.tone is None:
        return text
    if run.tone == "strong":
        return f"<strong>{text}</strong>"
    return f"<span class=\"{run.tone}\">{text}</span>"


def facts(part: Facts) -> str:
    """Key/value lines as a description list."""
    items = "".join(f"<dt>{escape(fact.key)}</dt><dd>{span(Span(fact.value, fact.tone))}</dd>" for fact in part.items)
    return f"<dl>{items}</dl>"


def paragraph(part: Paragraph) -> str:
    return f"<p class=\"{part.role}\">{spans(part.spans)}</p>"


def table(part: Table) -> str:
    """A table with every column (details too); a heatmap's cells coloured by their heat."""
    columns = part.shown(wide=True)
    head = "".join(f"<th scope=\"col\"{numeric(part, k)}>{escape(part.headers[k])}</th>" for k in columns)
    rows = []
    for row in part.rows:
        cells = []
        for k in columns:
            if part.labels and k == 0:
                cells.append(f"<th scope=\"row\">{escape(row[k].text)}</th>")
            else:
                cells.append(cell(row[k], numeric(part, k)))
        rows.append(f"<tr>{''.join(cells)}</tr>")
    caption = f"<caption>{escape(part.title)}</caption>" if part.title else ""
    foot = f"<tfoot><tr><td colspan=\"{len(columns)}\">{escape(part.caption)}</td></tr></tfoot>" if part.caption else ""
    return (f"<table class=\"{part.role}\">{caption}<thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(rows)}</tbody>{foot}</table>")


def numeric(part: Table, k: int) -> str:
    return " class=\"num\"" if part.numeric[k] else ""


def cell(part: Cell, align: str = "") -> str:
    """A cell: its text in its tone, its hint on hover, a heat colour, its options as a list."""
    attributes = align
    if part.heat is not None:
        attributes += f" style=\"background: {heat_colour(part.heat)}\""
    if part.hint:
        attributes += f" title=\"{escape(part.hint)}\""
    if part.options:
        return f"<td{attributes}>{options(part.options)}</td>"
    return f"<td{attributes}>{span(Span(part.text, part.tone))}</td>"


def _ratio(part: int, whole: int) -> float:
    """part / whole as a float, for ints of any size (a float division of a 400-digit int overflows)."""
    shift = max(whole.bit_length() - 60, 0)
    return (part >> shift) / max(whole >> shift, 1)


def heat_colour(heat: float) -> str:
    """A translucent green for a value above 0 (good for the mover), red below, by its size.

    >>> heat_colour(1.0), heat_colour(-0.5), heat_colour(0.0)
    ('rgba(46, 160, 67, 0.60)', 'rgba(218, 54, 51, 0.35)', 'rgba(128, 128, 128, 0.10)')
    """
    strength = min(abs(heat), 1.0)
    if heat > 0:
        return f"rgba(46, 160, 67, {0.1 + 0.5 * strength:.2f})"
    if heat < 0:
        return f"rgba(218, 54, 51, {0.1 + 0.5 * strength:.2f})"
    return "rgba(128, 128, 128, 0.10)"


def options(moves: tuple[Alternative, ...]) -> str:
    """Legal moves as a list, each coloured by what it secures for the mover, the value on hover."""
    items = []
    for move in moves:
        classes = " ".join(c for c in (move.tone, "chosen" if move.chosen else None) if c)
        items.append(f"<li class=\"{classes}\" title=\"{escape(move.hint)}\">{escape(move.text)}</li>")
    return f"<ul class=\"options\">{''.join(items)}</ul>"


def board(part: Board) -> str:
    """The piles as a row of stacks (a row each for a pair), heights by value, numbers below."""
    tallest = max((abs(pile.value) for _, piles, _ in part.rows for pile in piles), default=0) or 1
    rows = []
    for label, piles, more in part.rows:
        drawn = [f"<span class=\"board-label\">{escape(label)}</span>"] if label else []
        for pile in piles:
            height = max(0.15, PILE_EM * _ratio(abs(pile.value), tallest))
            sign = " negative" if pile.value < 0 else ""
            # numbered from #0, as the playground, the DP tables and the code count
            name = f"pile #{pile.label}: {pile.value}" if pile.label else f"{pile.value}"
            drawn.append(f"<div class=\"pile{sign}\" title=\"{escape(name)}\">"
                         f"<span class=\"stones\" style=\"height: {height:.2f}em\"></span>"
                         f"<span class=\"count\">{pile.value}</span></div>")
        if more:
            drawn.append(f"<span class=\"more\">… {more:,} more</span>")
        values = " ".join(str(pile.value) for pile in piles) + (" …" if more else "")
        said = f"{label}: {values}" if label else values
        rows.append(f"<div class=\"board-row\" role=\"img\" aria-label=\"{escape(said)}\">{''.join(drawn)}</div>")
    return f"<figure class=\"board\">{''.join(rows)}</figure>"


# --- the core's objects ----------------------------------------------------------------------


LINE_SIZE = 200
"""Largest instance whose line ``solution_html`` draws: each move shows what is left, so the
page grows as n², and a notebook cell of megabytes helps nobody (``Solution.line`` has it all)."""


def solution_html(solution: Any) -> str:
    """A ``Solution`` as the notebook shows it: the answer, the result, the board and the line
    (up to ``LINE_SIZE`` values; past it, a note)."""
    from stonegame.views.model import note, solution_view

    size = solution.game.size(solution.instance)
    long = size > LINE_SIZE
    quick = not long or solution.game.parts.total is not None  # else the scores may wait for a refused line
    view = solution_view(solution, line=not long, scores=quick)
    if long:
        said = f"line not drawn: {size:,} values > {LINE_SIZE}; solution.line has it"
        view = View(view.title, (*view.blocks, note(said)))
    return render(view)


def line_html(moves: Any, scoring: bool, scene: Any, lang: str = "en") -> str:
    """An optimal line (``Move``s) as its table, alternatives coloured."""
    from stonegame.views.model import line_table

    return render(View((), (line_table(moves, scoring, scene, lang),)))


def table_html(view: Any, lang: str = "en") -> str:
    """A game's DP table (a ``TableView``) as a heatmap."""
    from stonegame.views.model import dp_table

    return render(View((), (dp_table(view, lang),)))
