"""How far a long search has got: searches report, a progress bar on stderr listens.

Every search that can run long (the memo, the Grundy search and the Grundy value arrays)
calls ``report(done, total)`` every ``EVERY`` positions; ``total`` is its estimate of the
positions it will settle, or None when it has none. Nothing listens unless a caller opens
``bar()`` (the command line does, around its work), so the library stays silent and the
report costs one list test. Long work is never silent on the command line: a bar on a
terminal, one line a step when stderr is piped.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

EVERY = 1 << 14
"""Positions between two reports: cheap to test in the hot loops, smooth to watch."""

SHOW_AFTER = 100_000
"""Positions settled before anything is shown (a fraction of a second of search)."""

SHOW_SECONDS = 1.0
"""Seconds a search runs before anything is shown: quicker work stays silent."""

STEPS = 10
"""Piped, a line each time another tenth of the estimate is settled."""

LONG = 2.0
"""Seconds: a search expected to run longer says so before it starts (``announce``)."""

observers: list[Callable[[int, int | None], None]] = []
announcers: list[Callable[[str], None]] = []


def announce(text: str) -> None:
    """Tell whoever listens, before a long search starts, what it will cost (``budget.forecast``)."""
    for announcer in announcers:
        announcer(text)


def report(done: int, total: int | None) -> None:
    """Tell every observer that ``done`` positions are settled, of about ``total``."""
    for observer in observers:
        observer(done, total)


@contextmanager
def bar(after: int | None = None, what: str = "searching") -> Iterator[None]:
    """Show how a search inside the block is getting on, on stderr, once it runs long.

    Nothing appears before ``after`` positions (default ``SHOW_AFTER``) are settled and
    ``SHOW_SECONDS`` have passed, so quick solves print nothing. On a terminal it is a rich
    progress bar: positions against the search's estimate when there is one (a bar without
    an end when there is none, or when the estimate proves low), gone when the block ends.
    Piped (stderr not a terminal), it is one line per finished step, ``stonegame: searching:
    30% (1,350,000 of about 4,500,000 positions, 12.3 s)``, a step being a tenth of the
    estimate (a doubling of the positions without one), and a last line when the search ends.
    The bar shows the time left at the rate so far. What a long search announces before it
    starts (its cost) is one line on stderr, always.
    """
    threshold = SHOW_AFTER if after is None else after
    began = time.monotonic()
    state: dict[str, Any] = {"shown": None, "step": 0, "done": 0}

    def tell(text: str) -> None:
        print(f"stonegame: note: {text}", file=sys.stderr, flush=True)

    def observe(done: int, total: int | None) -> None:
        state["done"] = done
        if state["shown"] is None:
            if done < threshold or time.monotonic() - began < SHOW_SECONDS:
                return
            state["shown"] = live_bar(total, what) if sys.stderr is not None and sys.stderr.isatty() else "lines"
        if state["shown"] == "lines":
            step = steps_done(done, total)
            if step > state["step"]:
                state["step"] = step
                line(f"{what}: {counted(done, total)}, {time.monotonic() - began:.1f} s")
        else:
            live, task = state["shown"]
            live.update(task, completed=done, total=total if total and total >= done else None)

    observers.append(observe)
    announcers.append(tell)
    finished = False
    try:
        yield
        finished = True
    finally:
        observers.remove(observe)
        announcers.remove(tell)
        if state["shown"] == "lines" and finished:  # an interrupted or failed search is not done
            line(f"{what}: done, {state['done']:,} positions in {time.monotonic() - began:.1f} s")
        elif state["shown"] not in (None, "lines"):
            state["shown"][0].stop()


def steps_done(done: int, total: int | None) -> int:
    """How many steps ``done`` positions make: tenths of ``total`` where it is known (and not
    passed); else, counting on from there, doublings of ``SHOW_AFTER``.

    >>> steps_done(450, 1000), steps_done(1000, 1000), steps_done(4 * SHOW_AFTER, None)
    (4, 10, 13)
    """
    if total and done <= total:
        return done * STEPS // total
    return STEPS + max(done // max(SHOW_AFTER, 1), 1).bit_length()


def counted(done: int, total: int | None) -> str:
    """Where a search is, in words.

    >>> counted(1350, 4500), counted(5000, 4500)
    ('30% (1,350 of about 4,500 positions)', '5,000 positions')
    """
    if total and done <= total:
        return f"{done * 100 // total}% ({done:,} of about {total:,} positions)"
    return f"{done:,} positions"


def line(text: str) -> None:
    """One line on stderr, as stonegame's other messages are written."""
    if sys.stderr is not None:
        print(f"stonegame: {text}", file=sys.stderr, flush=True)


def live_bar(total: int | None, what: str) -> tuple[Any, Any]:
    from rich.console import Console
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    live = Progress(TextColumn(what), BarColumn(), MofNCompleteColumn(), TextColumn("positions"),
                    TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn(), console=Console(stderr=True),
                    transient=True)
    live.start()
    return live, live.add_task(what, total=total)
