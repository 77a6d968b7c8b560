"""A lesson as a document: plain blocks (a paragraph, a formula, a listing, a grid, a list, a
glossary, a DP table, a growth plot), every sentence already said in the lesson's language,
grouped in sections. ``stonegame.teach.lesson`` writes it; ``stonegame.views.lesson`` draws it
as text, Markdown, HTML and a notebook."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from stonegame.core.game import Game
from stonegame.core.tables import TableView
from stonegame.teach import growth


@dataclass(frozen=True)
class Text:
    """A paragraph, said in the lesson's language."""

    text: str


@dataclass(frozen=True)
class Math:
    """A formula on a line of its own (LaTeX), with what it says (may be empty)."""

    latex: str
    said: str = ""


@dataclass(frozen=True)
class Code:
    """A listing: its syntax (python, cpp, java, shell), its source and a caption."""

    syntax: str
    source: str
    caption: str


@dataclass(frozen=True)
class Grid:
    """A table of plain cells, a header row first."""

    caption: str
    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Items:
    """A list of short lines; a line that starts with a tab is a sub-item of the one before."""

    items: tuple[str, ...]


@dataclass(frozen=True)
class Terms:
    """A glossary: each symbol (LaTeX) and what it means."""

    terms: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Table:
    """A DP table of the example (``TableView``: its words still messages, said when drawn)."""

    view: TableView


@dataclass(frozen=True)
class Growth:
    """The measured growth of each method, drawn as a log-log plot (or a table in text)."""

    series: tuple[growth.Series, ...]
    caption: str
    axes: tuple[str, str] = ("n", "work")
    names: dict[str, str] = field(default_factory=dict)  # a method's name in the lesson's language, for the legend


Block = Text | Math | Code | Grid | Items | Terms | Table | Growth


@dataclass(frozen=True)
class Section:
    """One section: its key (one of ``SECTIONS``), its title and its blocks."""

    key: str
    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Lesson:
    """A game's lesson on one example, in one language, and the figures it computed (``facts``,
    for JSON and for the tests: the agreement, the slopes, the worked cell's value, ...)."""

    game: Game
    example: Any
    lang: str
    title: str
    sections: tuple[Section, ...]
    facts: dict[str, Any] = field(default_factory=dict)
    seconds: float = 0.0

    def section(self, key: str) -> Section:
        """The section ``key`` (``KeyError`` when the lesson has none by that key)."""
        return next(section for section in self.sections if section.key == key)
