"""The programming languages ``stonegame check`` takes a LeetCode solution in, besides Python.

A language is one module here (``cpp``, ``java``, ``javascript``, ``typescript``) declaring a
``ProgrammingLanguage``: its file extensions, the tools it needs (and how to get them), the *driver*
generated around the user's file (LeetCode's headers or imports, then a loop that reads cases
and calls the method), how the driver is compiled and how it runs. Nothing here knows a game:
what is called and with what comes from the game (``Signature.of``).

The driver speaks the Python server's protocol (``stonegame.checker.server``), minus batches,
with its replies on file descriptor 3 and each case's arguments as one line of words
(``Signature.line``).

A build is compiled once per source (content, driver, compiler command and version) and kept in
``.stonegame_cache/builds/`` in the current folder (``STONEGAME_BUILDS`` names another), so a
check run again starts at once; compile time is reported apart from every case's time. What
the builds of every source share (C++'s precompiled header) is made once and kept there too.

Glossary: source = the user's file, never edited; driver = the generated file(s) around it;
build = one compiled form of the driver (``check``: with sanitizers where the language has
them, for the correctness phases; ``speed``: plain optimized code, for the largest instances).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from stonegame.checker.languages import cpp, java, javascript, typescript
from stonegame.checker.languages.base import (
    Builder,
    Compiled,
    CompileError,
    ProgrammingLanguage,
    Setup,
    Signature,
)
from stonegame.core.errors import CandidateError

__all__ = ["Builder", "CompileError", "Compiled", "ProgrammingLanguage", "Setup", "Signature",
           "PYTHON", "codes", "extensions", "languages", "of_path", "split"]


def languages() -> dict[str, ProgrammingLanguage]:
    """Every language by its code, in the order ``--lang`` lists them."""
    return {each.LANGUAGE.code: each.LANGUAGE for each in (cpp, java, javascript, typescript)}


PYTHON = "py"


def codes() -> tuple[str, ...]:
    """What ``--lang`` takes for the file: py, cpp, java, js, ts."""
    return (PYTHON, *languages())


def of_path(path: Path) -> str:
    """The code of the language of ``path``, by its extension (Python when none matches)."""
    suffix = path.suffix.lower()
    return next((code for code, language in languages().items() if suffix in language.extensions), PYTHON)


def extensions() -> tuple[str, ...]:
    """Every file extension ``check`` knows the language of, Python's first."""
    return (".py", *(suffix for language in languages().values() for suffix in language.extensions))


def split(chosen: Sequence[str], human: Sequence[str]) -> tuple[str | None, str | None]:
    """``--lang`` given any number of times: (the programming language, the human language of
    the report), each None when not given; one line when a word is neither, or one kind twice.

    >>> split(["cpp", "zh"], ["en", "zh"])
    ('cpp', 'zh')
    """
    source = report = None
    for word in chosen:
        if word in codes():
            if source not in (None, word):
                raise CandidateError(f"--lang {source} and --lang {word}: give one language for the file")
            source = word
        elif word in human:
            if report not in (None, word):
                raise CandidateError(f"--lang {report} and --lang {word}: give one language for the report")
            report = word
        else:
            raise CandidateError(f"no language {word[:40]!r}; choose a language for the file ({', '.join(codes())}) "
                                 f"or for the report ({', '.join(human)})")
    return source, report
