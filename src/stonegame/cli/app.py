"""The app: the root command and its options, the commands wired in, and ``main`` around it all.

Each command lives in its own module and registers itself on the app when told to
(``register``); ``COMMANDS`` lists them in the order --help shows them. A command line wires
in the one command it names (``stonegame solve ...`` never imports check's or batch's
modules); the help, shell completion and the docs wire in all. ``main`` runs the app and
turns what can go wrong around it into one line on stderr and an exit code.
"""

from __future__ import annotations

import functools
import importlib
import itertools
import os
import re
import sys
import warnings
from collections.abc import Callable
from typing import Annotated, Any, NoReturn

import click
import typer

from stonegame.catalogs import SOURCE, langs
from stonegame.cli import streams
from stonegame.cli.streams import (
    WRITE_ERRORS,
    Interrupted,
    ctrl_c_is_interrupted,
    end_by_sigpipe,
    interrupted,
    one_line_warnings,
    quiet_closed_stderr,
    stop_writing,
    tolerant_streams,
)
from stonegame.core.errors import StoneGameError
from stonegame.core.reading import lift_digit_limit
from stonegame.core.values import shown

app = typer.Typer(
    add_completion=True,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="The Stone Game family (LeetCode 877 ... 2029, 486) solved exactly, with the optimal line.",
    epilog="Examples:\n\n"
    "  stonegame games\n\n"
    "  stonegame solve stone-game 5 3 4 5 --line\n\n"
    "  stonegame play 1406 1 2 3 7\n\n"
    "  stonegame check my_solution.py\n\n"
    "Exit codes, every command: 0 done; 2 a usage error (one line on stderr); 130 interrupted by Ctrl-C "
    "(one line); check and batch also use 1 (a failing solution, lines in error).",
)

COMMANDS = ("games", "solve", "play", "lesson", "check", "bench", "grundy", "batch", "cases", "serve")
"""The commands (each its module of ``stonegame.cli``), in the order --help lists them."""


def show_version(value: bool) -> None:
    if value:
        from stonegame import __version__

        print(f"stonegame {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool,
        typer.Option("--version", "-V", callback=show_version, is_eager=True, help="print the version and exit"),
    ] = False,
    color: Annotated[
        bool | None,
        typer.Option("--color/--no-color", help="colour the output (default: on a terminal, unless NO_COLOR is set)",
                     show_default=False),
    ] = None,
) -> None:
    """The options before the command: each command reads ``color`` off the root context
    (``stonegame.cli.output``)."""


_wired: set[str] = set()


def command(name: str | None = None) -> click.Command:
    """The app as one click command with the command ``name`` wired in, or all of them (None,
    or a word that names no command: the help and its suggestions list them all)."""
    wanted = [name] if name in COMMANDS else list(COMMANDS)
    for each in wanted:
        if each not in _wired:
            importlib.import_module(f"stonegame.cli.{each}").register(app)
            _wired.add(each)
            app.registered_commands.sort(key=lambda info: COMMANDS.index(str(info.name)))  # the help's order
    return _built(frozenset(_wired))


@functools.cache
def _built(wired: frozenset[str]) -> click.Command:
    return typer.main.get_command(app)


def before_dashes(argv: list[str] | None) -> list[str]:
    """The command line's words (``sys.argv``'s when ``argv`` is None) up to ``--``: after it none is an option."""
    words = list(sys.argv[1:] if argv is None else argv)
    return words[:words.index("--")] if "--" in words else words


def named(argv: list[str] | None) -> str | None:
    """The command a command line names: its first word that is no option (the root's options
    take no value); words after ``--`` are no options. None while the shell asks to complete.

    >>> named(["--no-color", "solve", "--json", "1"]), named(["check", "--", "--json"]), named([])
    ('solve', 'check', None)
    """
    if any(key.endswith("_COMPLETE") for key in os.environ):
        return None
    return next((word for word in before_dashes(argv) if not word.startswith("-")), None)


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the app, turning every usage error into one line and exit code 2.

    Also: every integer the command can compute is written out (``lift_digit_limit``); an
    output whose encoding lacks a character writes it plainly (``tolerant_streams``); with
    stderr closed, the error's one line goes to stdout (``quiet_closed_stderr``); a
    closed stdin, a full disk or a closed stdout are one line and exit 2; a reader that
    stops early (``| head``) ends the command as it ends Unix tools, by SIGPIPE, silently.
    """
    lift_digit_limit()
    tolerant_streams()
    quiet_closed_stderr()
    with warnings.catch_warnings(), ctrl_c_is_interrupted():  # both restored after: main may run in a longer process
        warnings.showwarning = one_line_warnings(warnings.showwarning)
        try:
            run_app(argv)
        except Interrupted:
            interrupted()


NO_ARGS_IS_HELP = getattr(click.exceptions, "NoArgsIsHelpError", ())
"""Raised for a bare `stonegame` by click 8.2 on (before it, the help exits 0 by itself)."""


def wants_json(argv: list[str] | None) -> bool:
    """Whether the command line asks a command that has --json for it (then an error is a JSON
    document on stdout too: ``streams.fail``). The command is the one ``named``.

    >>> wants_json(["check", "a.cpp", "--json"]), wants_json(["--no-color", "solve", "--json", "1"])
    (True, True)
    >>> wants_json(["games", "--json"]), wants_json(["check", "--", "--json"])
    (False, False)
    """
    name = named(argv)
    group = command(name)
    found = group.commands.get(name) if name is not None and isinstance(group, click.Group) else None
    return found is not None and "--json" in before_dashes(argv) and any(
        "--json" in param.opts for param in found.params if isinstance(param, click.Option))


def spoken(argv: list[str] | None) -> str:
    """The language the command line asks to be spoken to in (``--lang zh``), for its errors
    too; English when it names none (``check --lang cpp`` names a programming language).

    >>> spoken(["solve", "877", "5", "--lang", "zh"]), spoken(["check", "--lang=cpp", "a.cpp"]), spoken([])
    ('zh', 'en', 'en')
    """
    words = before_dashes(argv)
    named = [after for word, after in itertools.pairwise(words) if word == "--lang"]
    named += [word.removeprefix("--lang=") for word in words if word.startswith("--lang=")]
    return next((code for code in named if code in langs()), SOURCE)


def invoked(argv: list[str] | None) -> Any:
    """The command's own result, its output flushed: a full disk or a closed pipe shows here, not in
    Python's exit; click's exit 1 for a closed pipe is the BrokenPipeError again."""
    try:
        code = command(named(argv)).main(args=argv, standalone_mode=False, prog_name="stonegame")
        sys.stdout.flush()
    except SystemExit as stop:
        if isinstance(stop.__context__, BrokenPipeError):
            raise stop.__context__ from None
        raise
    return code


def interrupted_by(error: BaseException) -> NoReturn:
    """Ctrl-C, or click's Abort: an interruption, unless the Abort stands for an EOFError (``play``
    handles the end of its input, so any other is a bug, and keeps its traceback)."""
    if isinstance(error.__cause__, EOFError):
        raise error.__cause__ from None
    interrupted()


def cannot_write(error: OSError, fail: Callable[[str], NoReturn]) -> NoReturn:
    """A full disk or a closed file where the output goes fails as one line; any other OSError is a bug."""
    if error.errno not in WRITE_ERRORS:
        raise error
    stop_writing()
    fail(f"cannot write {'the output' if error.filename is None else shown(str(error.filename))}: {error.strerror}")


def run_app(argv: list[str] | None) -> None:
    """``main``'s work: the app, and what can go wrong around it."""
    as_json = wants_json(argv)
    fail = functools.partial(streams.fail, as_json=as_json)
    if sys.stdout is None:  # started with >&-: every command writes its result there
        fail("stdout is closed: there is nowhere to write the output")
    try:
        code = invoked(argv)
    except BrokenPipeError:
        stop_writing()
        end_by_sigpipe()
    except OSError as error:
        cannot_write(error, fail)
    except StoneGameError as error:  # said in --lang's language; --json's document stays in English, as its keys
        fail(str(error) if as_json else error.said(spoken(argv)))
    except NO_ARGS_IS_HELP as error:  # bare `stonegame`: typer has printed the help, which is no error
        if error.format_message():  # plain click puts it in the message instead
            print(error.format_message())
        code = 0
    except (typer.Abort, KeyboardInterrupt) as error:
        interrupted_by(error)
    except click.ClickException as error:  # usage errors of the parser (missing argument, bad option)
        fail(re.sub(r"( Did you mean [^?]*\?)\1+", r"\1", " ".join(error.format_message().split())))
    except MemoryError:  # the limits catch the known cases; this is the machine's own, still one line
        fail("out of memory: the instance is too large for this machine with this method")
    raise SystemExit(code if isinstance(code, int) else 0)
