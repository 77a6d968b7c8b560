"""A Sprague–Grundy report (``stonegame grundy``) as a view: the data ``grundy_report`` makes
(the JSON ``--json`` prints) said in a language: each term's value, the sum and who wins, the
value sequence and its period; the sequence also as a heatmap, for the renderers with room
for it.
"""

from __future__ import annotations

from typing import Any

from stonegame.catalogs import Msg, translate
from stonegame.views.model import Block, Cell, Paragraph, Span, Table, View

SHOWN = 60
"""Values of a sequence (and of its cycle) written out in its sentence."""

SEQUENCE_CELLS = 1_000
"""Most values of a Grundy sequence drawn as a heatmap."""


def report_lines(report: dict[str, Any], lang: str = "en") -> list[str]:
    """``grundy_report``'s data as plain lines for the terminal (a line of two spaces first is
    an item: the reason a period holds).

    >>> from stonegame.games import resolve
    >>> from stonegame.tools.grundy import grundy_report
    >>> print("\\n".join(report_lines(grundy_report(resolve("nim"), ["1", "2", "3"]))))
    nim [1, 2, 3]: Grundy value 0
    the player to move (Alice) loses: the value is 0
    """
    said: list[Msg | str] = []
    for term in report["terms"]:
        said.append(Msg("{game} {instance}: Grundy value {value}", game=term["game"], instance=str(term["instance"]),
                        value=term["grundy"]))
    if report["terms"]:
        total = report["sum"]
        if len(report["terms"]) > 1:
            said.append(Msg("sum: {xors} = {total}", xors=" XOR ".join(str(t["grundy"]) for t in report["terms"]),
                            total=total))
        said.append(Msg("the player to move (Alice) wins: the value is not 0") if total
                    else Msg("the player to move (Alice) loses: the value is 0"))
    sequence = report["sequence"]
    if sequence is not None:
        values = sequence["values"]
        more = " ..." if len(values) > SHOWN else ""
        said.append(Msg("{game}: g(0..{upto}) = {values}", game=sequence["game"], upto=sequence["upto"],
                        values=" ".join(map(str, values[:SHOWN])) + more))
        period = sequence["period"]
        if period is None:
            said.append(Msg("no period found up to {upto}: {note}", upto=sequence["upto"], note=sequence["note"]))
        else:
            n0, p = period["preperiod"], period["period"]
            cycle = " ".join(map(str, values[n0 : n0 + p][:SHOWN]))
            status = Msg("proven") if period["proven"] else Msg("apparent, not proven")
            said.append(Msg("period {p} from n = {n0} ({status}): {cycle}", p=p, n0=n0, status=status, cycle=cycle))
            said.append(f"  {period['reason']}")  # translated already, in the report's language
    return [translate(line, lang) for line in said]


def grundy_view(report: dict[str, Any], lang: str = "en") -> View:
    """``grundy_report``'s data: its sentences (``report_lines``) as paragraphs, and the value
    sequence as a heatmap, ten values a row, for the renderers with room for it (every column
    is a detail: text has the values in its sentence already).

    >>> from stonegame.games import resolve
    >>> from stonegame.tools.grundy import grundy_report
    >>> view = grundy_view(grundy_report(resolve("subtraction:1,2"), [], upto=12))
    >>> table = view.blocks[-1]
    >>> [cell.text for cell in table.rows[1]], table.shown(wide=False), table.title
    (['10', '1', '2', '0', '', '', '', '', '', '', ''], [], 'g(n) of subtraction:1,2')
    """
    blocks: list[Block] = [Paragraph((Span(line[2:]),), "item") if line.startswith("  ") else Paragraph((Span(line),))
                           for line in report_lines(report, lang=lang)]
    sequence = report.get("sequence")
    if sequence is not None and sequence["values"]:
        values = sequence["values"][:SEQUENCE_CELLS]
        top = max(values) or 1
        rows = []
        for start in range(0, len(values), 10):
            chunk = values[start : start + 10]
            cells = [Cell(str(start))] + [Cell(str(g), heat=g / top, hint=f"g({start + k}) = {g}")
                                          for k, g in enumerate(chunk)]
            rows.append(tuple(cells + [Cell("")] * (10 - len(chunk))))
        headers = ("n", *(f"+{k}" for k in range(10)))
        title = translate(Msg("g(n) of {game}", game=sequence["game"]), lang)
        blocks.append(Table(title, headers, tuple(rows), (True,) * 11, (True,) * 11, role="heatmap", labels=True))
    return View((), tuple(blocks))
