"""How far a long search has got: searches report, a progress bar on stderr listens.

Every search that can run long (the memo, the Grundy search and the Grundy value arrays)
calls ``report(done, total)`` every ``EVERY`` positions; ``total`` is its estimate of the
positions it will settle, or None when it has none. Nothing listens unless a caller opens
``bar()``, so the library stays silent and the report costs one list test.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

EVERY = 1 << 14
"""Positions between two reports: cheap to test in the hot loops, smooth to watch."""

SHOW_AFTER = 100_000
"""Positions settled before the bar appears (a fraction of a second of search)."""

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
def bar(after: int = SHOW_AFTER) -> Iterator[None]:
    """Show a progress bar on stderr (rich) while a search inside the block runs long.

    The bar appears only once ``after`` positions are settled, so quick solves print nothing;
    it counts positions against the search's estimate when there is one (a bar without an end
    when there is none, or when the estimate proves low), with the time left at the rate so
    far, and disappears when the block ends. Only on a terminal: piped or captured, stderr gets
    no bar. What a long search announces before it starts (its cost) is one line on stderr, always.
    """
    shown: list[Any] = []

    def tell(text: str) -> None:
        print(f"stonegame: note: {text}", file=sys.stderr, flush=True)

    def observe(done: int, total: int | None) -> None:
        if done < after:
            return
        if not shown:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            console = Console(stderr=True)
            if not console.is_terminal:
                shown.append(None)
                return
            live = Progress(TextColumn("searching"), BarColumn(), MofNCompleteColumn(),
                            TextColumn("positions"), TimeElapsedColumn(), TextColumn("left"),
                            TimeRemainingColumn(), console=console, transient=True)
            live.start()
            shown.append((live, live.add_task("search", total=total)))
        if shown[0] is not None:
            live, task = shown[0]
            live.update(task, completed=done, total=total if total and total >= done else None)

    observers.append(observe)
    announcers.append(tell)
    try:
        yield
    finally:
        observers.remove(observe)
        announcers.remove(tell)
        if shown and shown[0] is not None:
            shown[0][0].stop()
