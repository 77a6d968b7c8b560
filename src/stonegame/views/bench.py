"""``stonegame bench``'s rows as a view: a table of timings, and a note when the anchor columns
are empty (the renderers draw it: aligned columns on a pipe, a rich table on a terminal).

>>> from stonegame.tools.bench import Row
>>> from stonegame.views.text import plain
>>> print(plain(bench_view([Row("stone-game", "table", 1000, 0.000682, 0.41, 1.5, None)], anchored=True)))
stonegame bench (seconds of a whole solve() call, median; compile excluded)
game        method      n   seconds  anchor s  ratio  compile s  peak MB
stone-game  table   1,000  0.000682                        0.41      1.5
"""

from __future__ import annotations

from collections.abc import Sequence

from stonegame.tools import bench
from stonegame.views.model import Cell, Paragraph, Span, Table, View

TITLE = "stonegame bench (seconds of a whole solve() call, median; compile excluded)"
HEADERS = ("game", "method", "n", "seconds", "anchor s", "ratio", "compile s", "peak MB")
NUMERIC = tuple(header not in ("game", "method") for header in HEADERS)
"""The columns of numbers, aligned right."""


def bench_view(rows: Sequence[bench.Row], anchored: bool) -> View:
    """The rows as a table; ``anchored``: the C++ anchors were given (else a note says how)."""
    table = Table(TITLE, HEADERS, tuple(tuple(Cell(text) for text in cells(row)) for row in rows), NUMERIC)
    hint = () if anchored else (Paragraph((Span(f"note: {bench.ANCHOR_HINT}"),)),)
    return View((), (table, *hint))


def cells(row: bench.Row) -> tuple[str, ...]:
    """A row's cells as written: n with thousands separators, seconds as plain decimals."""
    return (
        row.game, row.method, f"{row.n:,}", bench.decimal(row.seconds),
        "" if row.anchor_seconds is None
        else bench.decimal(row.anchor_seconds) + (f" ({row.anchor})" if row.anchor else ""),
        "" if row.ratio is None else f"{row.ratio:.3g}",
        "" if row.compile_seconds is None else f"{row.compile_seconds:.2f}",
        "" if row.peak_mb is None else f"{row.peak_mb:.1f}",
    )
