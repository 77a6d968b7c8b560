"""What a lesson says of a game beyond what it computes: the game's own words and formulas.

Every number in a lesson is computed when the lesson is made (``stonegame.teach.lesson``):
the example solved, its states and moves, the worked cell, the costs, the agreement of the
methods and their growth. What a game adds is what no computation can say: what a state is
in its write-ups' terms, the recurrence as they write it, why the table is filled in its
order, the argument for the fast method, and what each known mistake gets wrong.

Sentences are catalog messages (``Msg``), said in the lesson's language; formulas are LaTeX
of a small subset (``\\max``, ``\\min``, ``\\sum``, subscripts, ``\\le``, ``\\ne``, ``\\bmod``,
``\\text{...}``, ``\\lfloor``), which the views write as Unicode text, as Markdown math and as
MathML (``stonegame.views.formulas``).

A game without teaching still gets a lesson: its sections then come from its declaration
alone (the generic recurrence of the engine, brute force, the memo, agreement, growth,
patterns).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stonegame.catalogs import Msg


@dataclass(frozen=True)
class Formula:
    """One line of a recurrence, in LaTeX, with what it says in words (optional).

    >>> Formula(r"d(i, i) = s_i", Msg("one pile left: the mover takes it")).latex
    'd(i, i) = s_i'
    """

    latex: str
    said: Msg | None = None


@dataclass(frozen=True)
class Mistake:
    """A wrong solution learners write: ``name`` is its file in the game's ``mistakes/``
    (``greedy`` for ``mistakes/greedy.py``), ``said`` what it gets wrong."""

    name: str
    said: Msg


@dataclass(frozen=True)
class Teaching:
    """A game's lesson content (see the module's docstring).

    ``statement``: the problem in the lesson's language. ``terms``: the glossary, each symbol
    (as LaTeX) with its meaning. ``state``: what a state is and what choice is made in it;
    ``value``: what the value of a state means. ``cell``: a state's value as the recurrence
    writes it (LaTeX): the position (i, j) of Stone Game is ``dp[i][j]``. ``base`` and
    ``transition``: the recurrence. ``order``: why the table is filled in its order (what a
    cell depends on). ``fast``: the step that makes it fast and why it is right (or, where no
    faster method is known, what was tried and why it fails). ``mistakes``: the known wrong
    solutions, in the order a lesson tells them. ``folder``: the game's package, where its
    listings are (``solutions/``, ``mistakes/``).
    """

    statement: Msg
    terms: tuple[tuple[str, Msg], ...]
    state: Msg
    value: Msg
    cell: Callable[[Any], str]
    base: tuple[Formula, ...]
    transition: tuple[Formula, ...]
    order: Msg
    fast: Msg
    mistakes: tuple[Mistake, ...] = ()
    folder: Path | None = None
