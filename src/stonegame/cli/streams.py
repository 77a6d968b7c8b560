"""The command's streams, hardened: what can go wrong around reading and writing is one line.

A closed stdin (``<&-``) is one line and exit 2 when a command reads from it; a full disk or a
device error while writing is one line and exit 2; a reader that stops early (``| head``)
ends the command as it ends Unix tools, by SIGPIPE, silently. ``fail`` writes the one line
(``stonegame: error: ...``); stonegame's warnings are one line too (``stonegame: warning: ...``).
"""

from __future__ import annotations

import errno
import json
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

from stonegame.core.errors import StoneGameError
from stonegame.core.kernels import CacheWarning
from stonegame.core.reading import read_at_most
from stonegame.core.values import one_line

WRITE_ERRORS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO}
"""What writing the output can fail with: a full disk or quota, a file too large, a device error."""


def read_stdin() -> bytes:
    """All of stdin, or a one-line error when there is none to read (closed, a folder, ...)."""
    if sys.stdin is None:  # started with <&-: Python gives no stdin at all
        raise StoneGameError("stdin is closed: there are no values to read; give them as words, or with --file PATH")
    try:
        return read_at_most(getattr(sys.stdin, "buffer", sys.stdin), "stdin")
    except OSError as error:
        raise StoneGameError(f"cannot read stdin: {error.strerror}") from None


def ask(prompt: str) -> str:
    """``input(prompt)``; without a stdin (``<&-``) the prompt, then one line and exit 2
    (``input`` itself would fail with RuntimeError)."""
    if sys.stdin is None:
        print(prompt, end="", flush=True)
        raise StoneGameError("stdin is closed, and this command reads from it (your moves, or the values after '-')")
    return input(prompt)


INTERRUPTED = 130
"""The exit code of every command stopped by Ctrl-C (SIGINT), as shells report 128 + 2."""


class Interrupted(BaseException):
    """Ctrl-C, as the command line's own SIGINT handler raises it: typer turns a plain
    KeyboardInterrupt into exit code 130 without a word, so the command line says its own."""


@contextmanager
def ctrl_c_is_interrupted() -> Iterator[None]:
    """Inside the block, SIGINT raises ``Interrupted`` (in the main thread; the handler before
    it is put back after, for a longer process such as the tests)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, frame: Any) -> None:
        raise Interrupted

    before = signal.signal(signal.SIGINT, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def interrupted() -> None:
    """Ctrl-C: one line on stderr, no traceback, and exit code 130, whatever the command was doing."""
    if sys.stderr is not None:
        print("stonegame: interrupted", file=sys.stderr, flush=True)
    raise SystemExit(INTERRUPTED)


def fail(message: str, as_json: bool = False) -> None:
    """One line on stderr, ``stonegame: error: ...``, and exit code 2; with ``as_json`` (the
    command was given --json) also one JSON document on stdout, ``{"error": ..., "exit": 2}``,
    so that --json always prints one.

    Messages are one line by design; this also holds for one that is not (it is joined). A
    message that writes a long value out (a 200 MB word, say) is cut short: its quoted runs
    first, then its middle.
    """
    line = one_line(message)
    if as_json and sys.stdout is not None:
        try:
            print(json.dumps({"error": line, "exit": 2}), flush=True)
        except (OSError, ValueError):  # a closed or full stdout: the line on stderr still says it
            pass
    print(f"stonegame: error: {line}", file=sys.stderr)
    raise SystemExit(2)


def one_line_warnings(show_others: Callable[..., None]) -> Callable[..., None]:
    """A ``warnings.showwarning`` that writes stonegame's warnings as one line on stderr,
    ``stonegame: warning: ...``, and leaves the others to ``show_others``."""

    def show(message: Warning | str, category: type[Warning], filename: str, lineno: int, file: TextIO | None = None,
             line: str | None = None) -> None:
        if issubclass(category, CacheWarning):
            print(f"stonegame: warning: {message}", file=sys.stderr)
        else:
            show_others(message, category, filename, lineno, file, line)

    return show


def stop_writing() -> None:
    """Point stdout at /dev/null, so that Python's own flush at exit fails no more."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real stdout (captured): nothing to flush at exit
        pass


def end_by_sigpipe() -> None:
    """End as ``yes | head -1`` ends ``yes``: killed by SIGPIPE (status 141 in the shell)."""
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGPIPE)
    raise SystemExit(141)
