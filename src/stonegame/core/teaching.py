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

import copy
import re
import sys
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
class Recurrence:
    """The recurrence as data: its ``base`` cases and its ``transition`` (formulas), and
    ``order``: why a table is filled in its order (what a cell depends on). ``listed``: a cell
    as the listings index it (a memo's arguments, a table's indices), in the recurrence's
    notation, where the listings index it otherwise (VI's bitmask 1 is the set {0}); None: the
    listings' indices are the recurrence's own."""

    base: tuple[Formula, ...]
    transition: tuple[Formula, ...]
    order: Msg
    listed: Callable[[tuple[Any, ...]], str] | None = None


@dataclass(frozen=True)
class Form:
    """Another form of the game's recurrence, as a write-up teaches it, or the fast method's
    argument followed on the example. ``title``: its heading; ``said``: how it is derived;
    ``steps``: an argument told in steps, one item each, after ``said``; ``formulas``: the form
    itself; ``example``: the form worked on an instance, each sentence with its numbers computed
    (how it becomes the lesson's own quantity, or the fast method step by step); ``section``:
    where the lesson tells it ("recurrence", "fast" or "growth"). ``shows``: whether an instance shows
    what ``example`` works out (a merge needs a row with a peak; None: every instance does); where
    the lesson's example does not, the lesson takes the first of the statement's examples, then
    of ``instances`` (small ones the game declares), that does, and says why with ``unshown``
    (what the example lacks: "The example has no peak")."""

    title: Msg
    said: Msg
    formulas: tuple[Formula, ...] = ()
    example: Callable[[Any], tuple[Msg, ...]] | None = None
    section: str = "recurrence"
    steps: tuple[Msg, ...] = ()
    shows: Callable[[Any], bool] | None = None
    instances: tuple[Any, ...] = ()
    unshown: Msg | None = None


@dataclass(frozen=True)
class Teaching:
    """A game's lesson content (see the module's docstring).

    ``statement``: the problem in the lesson's language. ``terms``: the glossary, each symbol
    (as LaTeX) with its meaning. ``state``: what a state is and what choice is made in it;
    ``value``: what the value of a state means. ``cell``: a state's value as the recurrence
    writes it (LaTeX): the position (i, j) of Stone Game is ``dp[i][j]``; the listings name the
    same quantity the same way. ``recurrence``: the base cases, the transition and the fill
    order. ``fast``: the step that makes it fast and why it is right (or, where no faster
    method is known, what was tried and why it fails). ``forms``: the write-ups' other forms
    and the fast method on the example. ``mistakes``: the known wrong solutions, in the order a
    lesson tells them. ``proved``: the classes of instances (as ``teach.patterns.CLASSES`` names
    them) on which ``fast`` proves the answer the same: the patterns section says a finding on
    one as proved, not as a conjecture. The game's listings (``solutions/``, ``mistakes/``) are found beside the
    module that defines ``cell`` (``folder``).
    """

    statement: Msg
    terms: tuple[tuple[str, Msg], ...]
    state: Msg
    value: Msg
    cell: Callable[[Any], str]
    recurrence: Recurrence
    fast: Msg
    forms: tuple[Form, ...] = ()
    mistakes: tuple[Mistake, ...] = ()
    proved: tuple[Msg, ...] = ()
    @property
    def folder(self) -> Path | None:
        """The game's package, where its listings are: the folder of the module that defines
        ``cell``, when it holds a ``solutions/`` or ``mistakes/`` folder (a family's has none)."""
        module = sys.modules.get(getattr(self.cell, "__module__", ""))
        where = getattr(module, "__file__", None)
        if where is None:
            return None
        folder = Path(where).parent
        return folder if (folder / "solutions").is_dir() or (folder / "mistakes").is_dir() else None

    @property
    def name(self) -> str:
        """The quantity's name, as the formulas and the listings write it: ``dp``, ``f``, ``win``.

        >>> Teaching(Msg("s"), (), Msg("s"), Msg("v"), lambda p: r"\\mathrm{dp}[0]",
        ...          Recurrence((), (), Msg("o")), Msg("f")).name
        'dp'
        """
        found = re.search(r"\\mathrm\{(\w+)\}", _sample(self.cell))
        return found[1] if found else "dp"


def _sample(cell: Callable[[Any], str]) -> str:
    """The cell's notation on some position: its name is the same on every one."""
    for position in ((0, 0), 0, (0, 0, 0, 0, None), ()):
        try:
            return cell(position)
        except Exception:  # noqa: BLE001 — each game's cell takes its own kind of position
            continue
    return ""


def loop_turns(listing: Path, call: tuple[Any, ...], line: str) -> tuple[list[dict[str, Any]], Any]:
    """The listing's own loop, watched: the locals each time its first line that contains
    ``line`` is about to run, and what ``Solution().<method>(*args)`` returns (``call``: the
    method's name, then its arguments). A lesson's trace of the fast method reads these, so it
    shows what the listing computes, never a copy of its loop."""
    source = listing.read_text(encoding="utf-8")
    number = next(k for k, text in enumerate(source.splitlines(), 1) if line in text)
    filename = str(listing)
    namespace: dict[str, Any] = {"__name__": "listing"}
    exec(compile(source, filename, "exec"), namespace)  # the game's own listing, as the lesson shows it
    turns: list[dict[str, Any]] = []

    def local(frame: Any, event: str, arg: Any) -> Any:
        if event == "line" and frame.f_lineno == number:
            turns.append(copy.deepcopy(frame.f_locals))  # its lists and deques change as it goes on
        return local

    method, *arguments = call
    sys.settrace(lambda frame, event, arg: local if frame.f_code.co_filename == filename else None)
    try:
        answer = getattr(namespace["Solution"](), method)(*arguments)
    finally:
        sys.settrace(None)
    return turns, answer
