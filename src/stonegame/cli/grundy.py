"""``stonegame grundy``: Sprague–Grundy values of an instance, of a sum of games, or of a heap's sequence."""

from __future__ import annotations

from typing import Annotated

import typer

from stonegame.cli import options, output
from stonegame.cli.instance import game_and_words
from stonegame.cli.options import JsonReport, Lang, Rules
from stonegame.cli.params import Command
from stonegame.core.progress import bar as progress
from stonegame.views import json as views_json


def register(app: typer.Typer) -> None:
    app.command(
        "grundy",
        cls=Command,
        context_settings={"ignore_unknown_options": True},
        epilog="Examples:\n\n"
        "  stonegame grundy nim 3 4 5\n\n"
        "  stonegame grundy subtraction:1,3,4 10 + nim 3 4 + 5\n\n"
        "  stonegame grundy subtraction:1,3,4 --upto 30",
    )(grundy_command)


def grundy_command(
    ctx: typer.Context,
    game: Annotated[
        str | None,
        options.game_argument(help="a win/lose game: stone-game-iv, subtraction:1,3,4, nim, ...; "
                              "optional with --rules"),
    ] = None,
    values: Annotated[
        list[str] | None,
        options.values_argument(help="an instance, or several joined by + (a sum of games; a term may start with "
                                "another game's name: subtraction:1,2 7 + nim 3 4)"),
    ] = None,
    upto: Annotated[
        int | None,
        typer.Option("--upto", help="the values g(0..N) of a one-heap game and their period", show_default=False),
    ] = None,
    rules: Rules = None,
    as_json: JsonReport = False,
    lang: Lang = "en",
) -> None:
    """Sprague–Grundy values: of an instance, of a sum of games (XOR), or a heap's sequence and its period."""
    from stonegame.tools.grundy import grundy_report
    from stonegame.views.grundy import grundy_view

    spec, words = game_and_words(game, values or [], rules)
    with progress(what="Grundy values"):
        report = grundy_report(spec, words, upto=upto, lang="en" if as_json else lang)  # JSON: English
    if as_json:
        print(views_json.dumps(report))
        return
    output.write(ctx, grundy_view(report, lang))
