"""The command's streams, hardened: what can go wrong around reading and writing is one line.

A closed stdin (``<&-``) is one line and exit 2 when a command reads from it; a full disk or a
device error while writing is one line and exit 2; a reader that stops early (``| head``)
ends the command as it ends Unix tools, by SIGPIPE, silently. ``fail`` writes the one line
(``stonegame: error: ...``); stonegame's warnings are one line too (``stonegame: warning: ...``).
With stderr closed (``2>&-``), that one line goes to stdout and nothing else is said.
"""

from __future__ import annotations

import codecs
import errno
import json
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, NoReturn, TextIO

from stonegame.core.errors import StoneGameError
from stonegame.core.kernels import CacheWarning
from stonegame.core.reading import read_at_most
from stonegame.core.values import one_line

WRITE_ERRORS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO}
"""What writing the output can fail with: a full disk or quota, a file too large, a device error."""


PLAIN = {"−": "-", "–": "-", "—": "--", "✓": "v", "✗": "x", "×": "x", "·": ".", "…": "...", "²": "^2",
         "³": "^3", "√": "sqrt", "≤": "<=", "≥": ">=", "≠": "!=", "→": "->", "←": "<-", "‘": "'", "’": "'",
         "“": '"', "”": '"', "⊕": "xor", "│": "|", "─": "-", "╭": "+", "╮": "+", "╰": "+", "╯": "+", "€": "EUR"}
"""What a character is written as where the output's encoding has no room for it (ASCII, say):
its plain spelling if it has one, else ``?``."""


def _plainer(error: UnicodeError) -> tuple[str, int]:
    """The ``stonegame`` codec error handler: ``PLAIN``'s spelling of what cannot be encoded."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(PLAIN.get(c, "?") for c in error.object[error.start:error.end]), error.end


codecs.register_error("stonegame", _plainer)


def tolerant_streams() -> None:
    """Let stdout and stderr write what their encoding cannot (``PYTHONIOENCODING=ascii``, a
    Latin-1 terminal): the narration's minus signs and ticks as plain ASCII, Chinese as ``?``,
    never a UnicodeEncodeError; a stdin in such an encoding reads what it cannot decode as U+FFFD.

    Streams that can write every character (UTF-8, the tests' captures) are left as they are;
    so is the C locale's ``surrogateescape`` stdin, which already reads every byte.
    """
    for stream, handler in ((sys.stdout, "stonegame"), (sys.stderr, "stonegame"), (sys.stdin, "replace")):
        if stream is sys.stdin and getattr(stream, "errors", None) == "surrogateescape":
            continue
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is None or getattr(stream, "errors", None) not in ("strict", "surrogateescape"):
            continue
        try:
            codecs.lookup(stream.encoding)
            "−✓中".encode(stream.encoding)
        except UnicodeEncodeError:
            try:
                reconfigure(errors=handler)
            except (OSError, ValueError):  # a stream already closed, or read from: leave it
                pass
        except (LookupError, TypeError):
            pass


_said_on_stdout = False
"""Whether stderr was closed when the command started: its error line then goes to stdout."""


def stderr_is_closed() -> bool:
    """Whether stderr cannot be written: started with ``2>&-`` (no ``sys.stderr``, or a
    descriptor 2 that is closed or open for reading only, as a shell's script left it). A
    stream with no descriptor (a capture in the tests) is taken to work."""
    if sys.stderr is None:
        return True
    try:
        fd = sys.stderr.fileno()
    except (OSError, ValueError, AttributeError):
        return False
    try:
        import fcntl

        return fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == os.O_RDONLY
    except ImportError:  # no fcntl (Windows): a closed descriptor fails fstat
        pass
    except OSError:
        return True
    try:
        os.fstat(fd)
    except OSError:
        return True
    return False


def quiet_closed_stderr() -> None:
    """With stderr closed (``2>&-``): descriptor 2 and ``sys.stderr`` lead to /dev/null, so that
    no file opened later takes descriptor 2 (a child's or a library's messages would land in
    it) and no progress or note lands on stdout; the one line of an error or of Ctrl-C is
    written to stdout instead (``fail``, ``interrupted``), so that the user still reads why
    the command stopped."""
    global _said_on_stdout
    _said_on_stdout = stderr_is_closed()
    if not _said_on_stdout:
        return
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        if devnull != 2:
            os.dup2(devnull, 2)
            os.close(devnull)
        sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115 (it lives as long as the process)
    except OSError:
        sys.stderr = None


def _error_stream() -> TextIO | None:
    return sys.stdout if _said_on_stdout else sys.stderr


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


def interrupted() -> NoReturn:
    """Ctrl-C: one line on stderr, no traceback, and exit code 130, whatever the command was doing."""
    stream = _error_stream()
    if stream is not None:
        try:
            print("stonegame: interrupted", file=stream, flush=True)
        except (OSError, ValueError):
            pass
    raise SystemExit(INTERRUPTED)


def fail(message: str, as_json: bool = False) -> NoReturn:
    """One line on stderr, ``stonegame: error: ...``, and exit code 2; with ``as_json`` (the
    command was given --json) also one JSON document on stdout, ``{"error": ..., "exit": 2}``,
    so that --json always prints one.

    Messages are one line by design; this also holds for one that is not (it is joined). A
    message that writes a long value out (a 200 MB word, say) is cut short: its quoted runs
    first, then its middle.
    """
    line = one_line(message)
    stream = _error_stream()
    if as_json and sys.stdout is not None:
        try:
            print(json.dumps({"error": line, "exit": 2}), flush=True)
            if stream is sys.stdout:  # stderr is closed: the document alone says it
                stream = None
        except (OSError, ValueError):  # a closed or full stdout: the line on stderr still says it
            pass
    if stream is not None:
        try:
            print(f"stonegame: error: {line}", file=stream, flush=True)
        except (OSError, ValueError):  # nowhere left to say it: the exit code does
            pass
    raise SystemExit(2)


def one_line_warnings(show_others: Callable[..., None]) -> Callable[..., None]:
    """A ``warnings.showwarning`` that writes stonegame's warnings as one line on stderr,
    ``stonegame: warning: ...``, and leaves the others to ``show_others``."""

    def show(message: Warning | str, category: type[Warning], *where: Any, **named: Any) -> None:
        # where: filename, lineno, file and line, which only the other warnings' writer reads
        if issubclass(category, CacheWarning):
            print(f"stonegame: warning: {message}", file=sys.stderr)
        else:
            show_others(message, category, *where, **named)

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
