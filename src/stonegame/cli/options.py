"""The options and arguments several commands share, each declared once.

An alias (``Lang``, ``Rules``, ...) is the whole declaration: type, flags, choices, help. Where
the commands word an option's help each their own way (GAME, --rules, --json, ...), the
declaration is a function taking the help, and each command gives its sentence.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from stonegame.catalogs import langs
from stonegame.cli.params import OneOf
from stonegame.core.game import METHOD_ORDER
from stonegame.games import GAMES

METHODS = ("auto", *METHOD_ORDER)
"""What --method takes: every method some game has (a game refuses one it lacks, naming its own)."""


def source_langs() -> tuple[str, ...]:
    """The programming languages `check --lang` names (py, cpp, java, js, ts), beside the human
    languages of the report (``langs()``); the two sets are disjoint, so one option takes both."""
    from stonegame.checker.languages import codes

    return codes()


def game_names(incomplete: str) -> list[str]:
    """What GAME completes to in the shell: the slugs, then the families (take-up-to:, ...)."""
    from stonegame.games.families import FAMILIES

    names = [*GAMES, *(each.name.split(":")[0] + (":" if ":" in each.name else "") for each in FAMILIES)]
    return [name for name in names if name.startswith(incomplete.lower())]


def game_argument(*, help: str, complete: bool = False) -> Any:
    """GAME: a slug, LeetCode number or numeral, or a family; ``complete``: completed in the
    shell with the games' names (not where GAME may also be a file, as for check)."""
    return typer.Argument(help=help, show_default=False, autocompletion=game_names if complete else None)


def values_argument(*, help: str) -> Any:
    """The words of the instance (or of several, for grundy)."""
    return typer.Argument(help=help, show_default=False)


def rules_option(*, help: str) -> Any:
    """--rules FILE: a Python file declaring a game of one's own."""
    return typer.Option("--rules", help=help)


def json_option(*, help: str) -> Any:
    """--json: the result as JSON instead of text."""
    return typer.Option("--json", help=help)


def lang_option(choices: Any, *, help: str, **settings: Any) -> Any:
    """--lang: a language to speak, one of ``choices`` (a function: the catalogs found now)."""
    return typer.Option("--lang", click_type=OneOf(choices, "language"), help=help, **settings)


def method_option(*, help: str, **settings: Any) -> Any:
    """--method / -m: how to solve."""
    return typer.Option("--method", "-m", help=help, **settings)


Rules = Annotated[
    Path | None, rules_option(help="a Python file declaring your own game (see docs/guides/variants.md)")
]
"""--rules of solve, play and grundy."""

Lang = Annotated[str, lang_option(langs, help="the language of everything printed")]
"""--lang of the commands that print sentences in one language."""

CheckLangs = Annotated[
    list[str] | None,
    lang_option(lambda: (*langs(), *source_langs()), show_default=False,
                help="the report's language (en, zh) and the file's (py, cpp, java, js, ts; default: from its "
                "extension); give it twice for both: --lang cpp --lang zh"),
]
"""check's --lang: a human language, a programming language, or one of each."""

Method = Annotated[
    str,
    method_option(help="how to solve it (auto: the write-ups' method below 64 values, fast from there)",
                  click_type=OneOf(METHODS, "method", refuse=False)),  # another word: the game names its own
]
"""solve's --method."""

File = Annotated[Path | None, typer.Option("--file", "-f", help="read the instance from a file ('-': stdin)")]
"""--file: the instance's values from a file."""

JsonReport = Annotated[bool, json_option(help="print the report as one JSON object")]
"""--json of the commands that print a report (check, grundy)."""
