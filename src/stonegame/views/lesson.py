"""A lesson drawn four ways: plain text, Markdown, HTML and a Jupyter notebook.

The lesson (``stonegame.teach.document.Lesson``) is a document of plain blocks, every sentence
already said in its language; this module only draws it:

- text, for a terminal or a pipe: formulas in Unicode (``views.formulas.unicode``), code
  indented, tables in aligned columns, the growth as a table of its fits; no hard wraps;
- Markdown: formulas as ``$…$`` and ``$$…$$`` (GitHub and Jupyter render them), code in
  fenced blocks, tables as pipe tables, the growth plot as an inline SVG image;
- HTML: one self-contained page, formulas as MathML (Chromium draws it natively: no script,
  no CDN), the plot as inline SVG;
- a notebook (nbformat 4): Markdown cells, and the Python listings as code cells a reader
  can run.

A sentence may hold inline math between ``$``: each view writes it its own way.
"""

from __future__ import annotations

import base64
import io
import json
import re
import warnings
from html import escape
from typing import Any

from stonegame.catalogs import Msg, translate
from stonegame.core.instances import as_arguments
from stonegame.teach.document import Block, Code, Grid, Growth, Items, Lesson, Math, Table, Terms, Text
from stonegame.views import formulas, model
from stonegame.views import html as html_views
from stonegame.views import text as text_views

INLINE = re.compile(r"\$([^$]+)\$")
"""Inline math in a sentence: ``$\\mathrm{dp}[1][3]$``."""

STYLE = """
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 52em; margin: 2em auto; padding: 0 1em; }
pre { background: rgba(128, 128, 128, 0.12); padding: 0.6em 0.8em; overflow-x: auto; border-radius: 0.3em; }
figure { margin: 0.8em 0; } figcaption { font-size: 0.9em; opacity: 0.8; }
math[display="block"] { margin: 0.4em 0; } .said { opacity: 0.8; margin-top: 0; }
table.grid { border-collapse: collapse; } table.grid td, table.grid th { border: 1px solid rgba(128,128,128,0.4);
  padding: 0.15em 0.5em; }
dl.terms { display: grid; grid-template-columns: max-content auto; gap: 0.1em 1em; }
dl.terms dd { margin: 0; }
"""
"""The page's own stylesheet: nothing is loaded from elsewhere."""


def _unicode_inline(sentence: str) -> str:
    return INLINE.sub(lambda found: formulas.unicode(found.group(1)), sentence)


def _mathml_inline(sentence: str) -> str:
    parts = INLINE.split(sentence)
    return "".join(formulas.mathml(part) if k % 2 else escape(part) for k, part in enumerate(parts))


# --- text -------------------------------------------------------------------------------------


def text(lesson: Lesson) -> str:
    """The lesson as plain text (see the module's docstring)."""
    lines = [lesson.title, "=" * text_views.width(lesson.title), ""]
    for number, section in enumerate(lesson.sections, 1):
        heading = f"{number}. {section.title}"
        lines += [heading, "-" * text_views.width(heading)]
        for block in section.blocks:
            lines += _text_block(block, lesson.lang)
            lines.append("")
    return "\n".join(line.rstrip() for line in lines).rstrip() + "\n"


def _text_block(block: Block, lang: str) -> list[str]:
    if isinstance(block, Text):
        return [_unicode_inline(block.text)]
    if isinstance(block, Math):
        aside = translate(Msg("({said})", said=_unicode_inline(block.said)), lang) if block.said else None
        return ["    " + formulas.unicode(block.latex)] + (["    " + aside] if aside else [])
    if isinstance(block, Code):
        caption = [block.caption + ":"] if block.caption else []
        return caption + ["    " + line for line in block.source.splitlines()]
    if isinstance(block, Items):
        return [("      · " + _unicode_inline(item[1:])) if item.startswith("\t") else "  - " + _unicode_inline(item)
                for item in block.items]
    if isinstance(block, Terms):
        return [f"  {formulas.unicode(symbol)}: {meaning}" for symbol, meaning in block.terms]
    if isinstance(block, Grid):
        return text_views.plain_table(_grid(block), False)
    if isinstance(block, Table):
        return text_views.plain_table(model.dp_table(block.view, lang), False)
    return [block.caption] + text_views.plain_table(_points(block, lang), False)  # the growth


def _grid(block: Grid) -> model.Table:
    rows = tuple(tuple(model.Cell(_unicode_inline(cell)) for cell in row) for row in block.rows)
    numeric = tuple(k > 0 and all(re.fullmatch(r"[≈\d,.\s—^n]*", row[k]) is not None for row in block.rows)
                    for k in range(len(block.headers)))
    return model.Table(block.caption, block.headers, rows, numeric)


def _points(block: Growth, lang: str) -> model.Table:
    """The growth as a table: each method's largest runs (n, work, seconds), each method named
    in the lesson's language, as the fitted table beside it names it."""
    headers = tuple(translate(words, lang) for words in (Msg("method"), Msg("n"), Msg("work (counted)"),
                                                          Msg("seconds")))
    rows = []
    for each in block.series:
        for point in each.points[-3:]:
            rows.append((model.Cell(block.names.get(each.method, each.method)), model.Cell(f"{point.n:,}"),
                         model.Cell(f"{point.work:,}"), model.Cell(f"{point.seconds:.4f}")))
    return model.Table("", headers, tuple(rows), (False, True, True, True))


# --- the plot -----------------------------------------------------------------------------------


def plot_svg(block: Growth) -> str | None:
    """The growth as a log-log plot, one line a method (SVG text), or None without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    figure, axes = plt.subplots(figsize=(6.4, 4.0))
    try:
        for each in block.series:
            points = [point for point in each.points if point.work > 0]
            if points:
                axes.loglog([point.n for point in points], [point.work for point in points], marker="o",
                            markersize=3, label=block.names.get(each.method, each.method))
        axes.set_xlabel(block.axes[0])
        axes.set_ylabel(block.axes[1])
        axes.grid(True, which="major", alpha=0.3)
        axes.legend()
        out = io.StringIO()
        plt.rcParams["svg.fonttype"] = "none"  # text stays text: smaller, and searchable
        # A Chinese label has no glyph in matplotlib's font, which only measures it here: the SVG
        # keeps the text, and the browser draws it in its own fonts.
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", UserWarning)
            figure.tight_layout()
            figure.savefig(out, format="svg")
    finally:
        plt.close(figure)
    svg = out.getvalue()
    return svg[svg.index("<svg"):]


# --- Markdown -------------------------------------------------------------------------------------


def markdown(lesson: Lesson) -> str:
    """The lesson as Markdown (see the module's docstring)."""
    parts = [f"# {lesson.title}", ""]
    for number, section in enumerate(lesson.sections, 1):
        parts += [f"## {number}. {section.title}", ""]
        for block in section.blocks:
            parts += _markdown_block(block, lesson.lang)
            parts.append("")
    return "\n".join(parts).rstrip() + "\n"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _markdown_block(block: Block, lang: str) -> list[str]:
    if isinstance(block, Text):
        return [block.text]
    if isinstance(block, Math):
        return [formulas.markdown(block.latex, display=True)] + ([f"*{block.said}*"] if block.said else [])
    if isinstance(block, Code):
        fence = "bash" if block.syntax == "shell" else block.syntax
        caption = [f"`{block.caption}`", ""] if block.caption else []
        return caption + [f"```{fence}", block.source, "```"]
    if isinstance(block, Items):
        return [f"  - {item[1:]}" if item.startswith("\t") else f"- {item}" for item in block.items]
    if isinstance(block, Terms):
        return [f"- {formulas.markdown(symbol)}: {meaning}" for symbol, meaning in block.terms]
    if isinstance(block, Grid):
        return _markdown_table(block.caption, block.headers, block.rows)
    if isinstance(block, Table):
        table = model.dp_table(block.view, lang)
        return _markdown_table(table.title, table.headers, [[cell.text for cell in row] for row in table.rows],
                               table.caption)
    svg = plot_svg(block)  # the growth
    if svg is None:
        table = _points(block, lang)
        return _markdown_table(block.caption, table.headers, [[cell.text for cell in row] for row in table.rows])
    data = base64.b64encode(svg.encode()).decode()
    return [f"![{block.caption}](data:image/svg+xml;base64,{data})", "", f"*{block.caption}*"]


def _markdown_table(caption: str, headers: Any, rows: Any, note: str = "") -> list[str]:
    lines = [f"**{caption}**", ""] if caption else []
    lines.append("| " + " | ".join(_cell(str(h)) for h in headers) + " |")
    lines.append("|" + "|".join(" --- " for _ in headers) + "|")
    lines += ["| " + " | ".join(_cell(str(c)) for c in row) + " |" for row in rows]
    return lines + (["", f"*{note}*"] if note else [])


# --- HTML -------------------------------------------------------------------------------------------


def fragment(lesson: Lesson) -> str:
    """The lesson as an HTML fragment (a ``<article>``), for a notebook or a page to hold."""
    parts = [f'<article class="lesson" lang="{escape(lesson.lang)}"><h1>{escape(lesson.title)}</h1>']
    for number, section in enumerate(lesson.sections, 1):
        parts.append(f'<section id="{escape(section.key)}"><h2>{number}. {escape(section.title)}</h2>')
        parts += [_html_block(block, lesson.lang) for block in section.blocks]
        parts.append("</section>")
    parts.append("</article>")
    return "".join(parts)


def html(lesson: Lesson) -> str:
    """The lesson as a whole HTML page: MathML formulas, inline SVG, no script, nothing loaded."""
    return (f'<!DOCTYPE html><html lang="{escape(lesson.lang)}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{escape(lesson.title)}</title><style>{STYLE}{html_views.STYLE}</style></head>"
            f"<body>{fragment(lesson)}</body></html>")


def _html_block(block: Block, lang: str) -> str:
    if isinstance(block, Text):
        return f"<p>{_mathml_inline(block.text)}</p>"
    if isinstance(block, Math):
        said = f'<p class="said">{_mathml_inline(block.said)}</p>' if block.said else ""
        return formulas.mathml(block.latex, display=True) + said
    if isinstance(block, Code):
        caption = f"<figcaption>{escape(block.caption)}</figcaption>" if block.caption else ""
        return (f'<figure>{caption}<pre><code class="language-{escape(block.syntax)}">'
                f"{escape(block.source)}</code></pre></figure>")
    if isinstance(block, Items):
        return _html_items(block.items)
    if isinstance(block, Terms):
        return '<dl class="terms">' + "".join(f"<dt>{formulas.mathml(symbol)}</dt><dd>{escape(meaning)}</dd>"
                                               for symbol, meaning in block.terms) + "</dl>"
    if isinstance(block, Grid):
        head = "".join(f"<th>{escape(h)}</th>" for h in block.headers)
        body = "".join("<tr>" + "".join(f"<td>{_mathml_inline(c)}</td>" for c in row) + "</tr>" for row in block.rows)
        return (f'<table class="grid"><caption>{escape(block.caption)}</caption><thead><tr>{head}</tr></thead>'
                f"<tbody>{body}</tbody></table>")
    if isinstance(block, Table):
        return f'<div class="stonegame">{html_views.table(model.dp_table(block.view, lang))}</div>'
    svg = plot_svg(block)  # the growth
    if svg is None:
        return f'<div class="stonegame">{html_views.table(_points(block, lang))}</div>'
    return f"<figure>{svg}<figcaption>{escape(block.caption)}</figcaption></figure>"


def _html_items(items: tuple[str, ...]) -> str:
    """A list whose items starting with a tab are a sub-list of the item before them."""
    parts, open_sub = ["<ul>"], False
    for item in items:
        sub = item.startswith("\t")
        if sub and not open_sub:
            parts[-1] = parts[-1].removesuffix("</li>")  # the sub-list goes inside the item before it
            parts.append("<ul>")
        elif not sub and open_sub:
            parts.append("</ul></li>")
        open_sub = sub
        parts.append(f"<li>{_mathml_inline(item.lstrip(chr(9)))}</li>")
    parts.append("</ul></li></ul>" if open_sub else "</ul>")
    return "".join(parts)


# --- a notebook ---------------------------------------------------------------------------------------


def notebook(lesson: Lesson) -> dict[str, Any]:
    """The lesson as a Jupyter notebook (nbformat 4, as JSON data): Markdown cells, and the
    Python listings as code cells that run (each ends by calling its Solution on the example)."""
    cells: list[dict[str, Any]] = [_markdown_cell(f"# {lesson.title}")]
    for number, section in enumerate(lesson.sections, 1):
        pending = [f"## {number}. {section.title}", ""]
        for block in section.blocks:
            if isinstance(block, Code) and block.syntax == "python":
                cells.append(_markdown_cell("\n".join(pending)))
                pending = []
                cells.append(_code_cell(block.source + "\n\n" + _call(lesson)))
                continue
            pending += _markdown_block(block, lesson.lang) + [""]
        if any(line.strip() for line in pending):
            cells.append(_markdown_cell("\n".join(pending)))
    return {"cells": cells, "metadata": {"language_info": {"name": "python"},
                                         "kernelspec": {"name": "python3", "display_name": "Python 3",
                                                        "language": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def _call(lesson: Lesson) -> str:
    """The line that runs a listing on the lesson's example, as LeetCode would call it."""
    game = lesson.game
    method = game.problem.method if game.problem else "solve"
    arguments = ", ".join(json.dumps(argument) for argument in as_arguments(game.instance,
        game.instance.exact(lesson.example)))
    return f"Solution().{method}({arguments})"


def _markdown_cell(source: str) -> dict[str, Any]:
    return {"cell_type": "markdown", "metadata": {}, "source": source.rstrip() + "\n"}


def _code_cell(source: str) -> dict[str, Any]:
    return {"cell_type": "code", "metadata": {}, "execution_count": None, "outputs": [], "source": source}


def ipynb(lesson: Lesson) -> str:
    """The notebook as the JSON of an .ipynb file."""
    return json.dumps(notebook(lesson), ensure_ascii=False, indent=1) + "\n"


class LessonView:
    """A lesson as ``stonegame.lesson`` returns it: a notebook shows it (``_repr_html_``), and
    ``markdown()``, ``html()``, ``text()`` and ``notebook()`` draw it."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    def __repr__(self) -> str:
        return f"LessonView({self.lesson.game.slug}, {len(self.lesson.sections)} sections, {self.lesson.lang})"

    def _repr_html_(self) -> str:
        return f"<style>{STYLE.replace('body', '.lesson')}</style>{fragment(self.lesson)}"

    def markdown(self) -> str:
        return markdown(self.lesson)

    def html(self) -> str:
        return html(self.lesson)

    def text(self) -> str:
        return text(self.lesson)

    def notebook(self) -> str:
        return ipynb(self.lesson)

    @property
    def facts(self) -> dict[str, Any]:
        """The figures the lesson computed (agreement, growth, worked cell, mistakes, patterns)."""
        return self.lesson.facts
