"""``stonegame lesson``: the write-up that teaches a game, generated, every number computed."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from stonegame.cli import options
from stonegame.cli.instance import game_and_words, instance_from
from stonegame.cli.options import File, Lang, Rules
from stonegame.cli.params import InstanceCommand, OneOf
from stonegame.core.errors import StoneGameError

FORMATS = ("text", "md", "html", "ipynb")
"""What --format writes: plain text, Markdown, an HTML page, a Jupyter notebook."""


def register(app: typer.Typer) -> None:
    app.command(
        "lesson",
        cls=InstanceCommand,
        context_settings={"ignore_unknown_options": True},  # negative values, and VI's --alice and --bob words
        epilog="Examples:\n\n"
        "  stonegame lesson stone-game-viii --lang zh --format md\n\n"
        "  stonegame lesson 877 3 9 1 2 --format html --out lesson.html\n\n"
        "  stonegame lesson --rules examples/take_k_from_ends.py --format ipynb --out variant.ipynb",
    )(lesson_command)


def lesson_command(
    game: Annotated[
        str | None,
        options.game_argument(help="slug, LeetCode number or numeral: stone-game, 877, I, ...; optional with --rules",
                              complete=True),
    ] = None,
    values: Annotated[
        list[str] | None,
        options.values_argument(help="the instance to tell the lesson on (default: the statement's first example)"),
    ] = None,
    lang: Lang = "en",
    format: Annotated[
        str, typer.Option("--format", click_type=OneOf(FORMATS, "format"), help="text, md, html or ipynb")
    ] = "text",
    out: Annotated[Path | None, typer.Option("--out", "-o", help="write the lesson to this file")] = None,
    file: File = None,
    rules: Rules = None,
    quick: Annotated[
        bool, typer.Option("--quick", help="measure less (agreement on 30 instances, growth up to 5 ms a run)")
    ] = False,
) -> None:
    """Write the lesson of a game: the problem, state and choice, the recurrence with a worked cell, brute
    force, memo and table with their code, the fast method, agreement, measured growth, common mistakes,
    patterns found, and how to try it."""
    from stonegame.teach.lesson import QUICK, Budget, lesson
    from stonegame.views import lesson as drawn

    spec, words = game_and_words(game, values or [], rules)
    instance = instance_from(spec.instance, words, file) if words or file is not None else None
    made = lesson(spec, instance, lang, QUICK if quick else Budget())
    written = {"text": drawn.text, "md": drawn.markdown, "html": drawn.html, "ipynb": drawn.ipynb}[format](made)
    if out is None:
        sys.stdout.write(written)
        return
    try:
        out.write_text(written, encoding="utf-8")
    except OSError as error:
        raise StoneGameError(f"cannot write {out}: {error.strerror}") from None
    print(f"lesson written to {out} ({made.seconds:.1f} s)", file=sys.stderr)
