"""A view as text: rich on a terminal, plain when the output goes elsewhere.

Plain text is for pipes, files and other programs: no box drawing, no hard wrapping (a
paragraph is one line, however long), no trailing spaces, and a table as aligned columns
(two spaces apart, numbers to the right, its title above and caption below). On a terminal,
rich draws the same view with boxes and colours, wrapped to the window.

Colour: as the caller asks (``color=``: the command's ``--color`` / ``--no-color``); when it
does not, colour goes to a terminal only, and never when the ``NO_COLOR`` environment variable
is set (no-color.org).
Plain text with colour forced keeps its plain layout and adds ANSI styles.

>>> from stonegame.views.model import View, Span, Facts, Fact
>>> print(plain(View((Span("Nim", "strong"),), (Facts((Fact("answer", "false"),)),))))
Nim
answer: false
"""

from __future__ import annotations

import os
import sys
import unicodedata
from typing import IO, Any

from stonegame.views.model import Facts, Paragraph, Span, Table, View

SUMMARY_WIDTH = 78
"""Width of a summary line's rule of =, as pytest draws it."""

ANSI = {"strong": "1", "win": "32", "lose": "31", "tie": "33", "dim": "2", "warn": "33", "pass": "1;32",
        "fail": "1;31"}
RICH = {"strong": "bold", "win": "green", "lose": "red", "tie": "yellow", "dim": "dim", "warn": "yellow",
        "pass": "bold green", "fail": "bold red"}


def colour_wanted(file: IO[str], asked: bool | None = None) -> bool:
    """Whether to colour what goes to ``file``: as ``asked`` (None: not asked), else only a
    terminal without NO_COLOR."""
    if asked is not None:
        return asked
    if os.environ.get("NO_COLOR"):
        return False
    return is_terminal(file)


def is_terminal(file: IO[str]) -> bool:
    try:
        return file.isatty()
    except (AttributeError, ValueError):  # a closed or fake stream is no terminal
        return False


def write(view: View, file: IO[str] | None = None, *, color: bool | None = None, terminal: bool | None = None) -> None:
    """Write ``view`` to ``file`` (stdout): rich on a terminal, plain elsewhere."""
    out = sys.stdout if file is None else file
    colour = colour_wanted(out, color)
    if terminal is None:
        terminal = is_terminal(out)
    if terminal:
        drawn = console(out, colour)
        for part in renderables(view):
            drawn.print(part)
    else:
        text = plain(view, colour)
        if text:
            out.write(text + "\n")


def write_table(drawn: Any, file: IO[str] | None = None, *, color: bool | None = None) -> None:
    """Write a rich ``Table`` built elsewhere (``games``, ``bench``): as it is on a terminal,
    and as plain aligned columns (``from_rich``) anywhere else."""
    out = sys.stdout if file is None else file
    if is_terminal(out):
        console(out, colour_wanted(out, color)).print(drawn)
    else:
        write(View((), (from_rich(drawn),)), out, color=color, terminal=False)


def from_rich(drawn: Any) -> Table:
    """A rich ``Table``'s title, headers, cells and caption as the model's table (its columns
    justified right hold numbers)."""
    from stonegame.views.model import Cell

    columns = list(drawn.columns)
    cells = [[str(cell) for cell in column.cells] for column in columns]
    rows = tuple(tuple(Cell(column[r]) for column in cells) for r in range(drawn.row_count))
    return Table(str(drawn.title or ""), tuple(str(column.header) for column in columns), rows,
                 tuple(column.justify == "right" for column in columns), caption=str(drawn.caption or ""))


# --- plain -----------------------------------------------------------------------------------


def styled(span: Span, colour: bool) -> str:
    code = ANSI.get(span.tone or "") if colour else None
    return f"\x1b[{code}m{span.text}\x1b[0m" if code else span.text


def spans_text(spans: tuple[Span, ...], colour: bool) -> str:
    return "".join(styled(span, colour) for span in spans)


def plain(view: View, colour: bool = False) -> str:
    """The view as plain lines (with ANSI styles when ``colour``), without a last newline."""
    lines = [spans_text(view.title, colour)] if view.title else []
    for block in view.blocks:
        lines += plain_block(block, colour)
    return "\n".join(line.rstrip() for line in lines)


def plain_block(block: Any, colour: bool) -> list[str]:
    if isinstance(block, Facts):
        return [f"{fact.key}: {styled(Span(fact.value, fact.tone), colour)}" for fact in block.items]
    if isinstance(block, Paragraph):
        text = spans_text(block.spans, colour)
        if block.role == "item":
            return ["  " + flat(text)]
        if block.role == "summary":
            return [styled(Span(rule(block.text), block.spans[0].tone if block.spans else None), colour)]
        return [text if block.role == "story" else flat(text)]
    if isinstance(block, Table):
        return plain_table(block, colour)
    return []  # a board: the command line it came from already shows the instance


def width(text: str) -> int:
    """Columns ``text`` takes on a terminal: two for a wide character (Chinese), as rich counts.

    >>> width("passed"), width("通过")
    (6, 4)
    """
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def rule(text: str) -> str:
    """A summary line as pytest draws it: the text between runs of = filling ``SUMMARY_WIDTH`` columns.

    >>> rule("passed: 3 cases run")
    '============================ passed: 3 cases run ============================='
    """
    said = f" {text} "
    room = max(0, SUMMARY_WIDTH - width(said))
    return "=" * (room // 2) + said + "=" * (room - room // 2)


def flat(text: str) -> str:
    """One line: a sentence is never broken, whatever it holds."""
    return " ".join(text.splitlines())


def plain_table(table: Table, colour: bool) -> list[str]:
    """Aligned columns: two spaces apart, numbers to the right; title above, caption below.
    Columns are measured in display width, so Chinese cells line up too."""
    columns = table.shown(wide=False)
    if not columns:  # a table of details only: for renderers with room for it
        return []
    grid = [[table.headers[k] for k in columns]] + [[flat(row[k].text) for k in columns] for row in table.rows]
    from rich.cells import cell_len  # a Chinese character takes two columns

    widths = [max(cell_len(line[c]) for line in grid) for c in range(len(columns))]
    lines = [table.title] if table.title else []
    for r, line in enumerate(grid):
        cells = []
        for c, k in enumerate(columns):
            pad = " " * (widths[c] - cell_len(line[c]))
            text = line[c] if r == 0 else styled(Span(line[c], table.rows[r - 1][k].tone), colour)
            cells.append(pad + text if table.numeric[k] else text + pad)
        lines.append("  ".join(cells).rstrip())
    if table.caption:
        lines.append(flat(table.caption))
    return lines


# --- rich ------------------------------------------------------------------------------------


def console(file: IO[str], colour: bool) -> Any:  # a rich Console, imported only when drawn
    from rich.console import Console

    return Console(file=file, highlight=False, no_color=not colour, force_terminal=True)


def rich_text(spans: tuple[Span, ...]) -> Any:
    from rich.text import Text

    text = Text()
    for span in spans:
        text.append(span.text, RICH.get(span.tone or "", ""))
    return text


def renderables(view: View) -> list[Any]:
    """The view as rich renderables, one a block (markup is never read: the texts are data); a
    board is left out, as in plain text: the command line shows the instance."""
    from rich.text import Text

    found: list[Any] = [rich_text(view.title)] if view.title else []
    for block in view.blocks:
        if isinstance(block, Facts):
            for fact in block.items:
                found.append(Text.assemble(f"{fact.key}: ", (fact.value, RICH.get(fact.tone or "", ""))))
        elif isinstance(block, Paragraph):
            text = rich_text(block.spans)
            if block.role == "item":
                text = Text("  ") + text
            elif block.role == "summary":
                text = rich_text((Span(rule(block.text), block.spans[0].tone),))
            found.append(text)
        elif isinstance(block, Table) and block.shown(wide=False):
            found.append(rich_table(block))
    return found


def rich_table(table: Table) -> Any:
    from rich.table import Table as RichTable
    from rich.text import Text

    columns = table.shown(wide=False)
    drawn = RichTable(title=Text(table.title) if table.title else None,
                      caption=Text(table.caption) if table.caption else None)
    for k in columns:
        drawn.add_column(Text(table.headers[k]), justify="right" if table.numeric[k] else "left",
                         style="bold" if table.labels and k == 0 else None)
    for row in table.rows:
        drawn.add_row(*(Text(row[k].text, RICH.get(row[k].tone or "", "")) for k in columns))
    return drawn
