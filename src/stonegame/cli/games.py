"""``stonegame games``: the family, listed."""

from __future__ import annotations

import typer

from stonegame.cli import output
from stonegame.cli.options import Lang
from stonegame.cli.params import Command
from stonegame.games import GAMES


def register(app: typer.Typer) -> None:
    app.command("games", cls=Command,
                epilog="Examples:\n\n  stonegame games\n\n  stonegame games --lang zh")(games_command)


def games_command(ctx: typer.Context, lang: Lang = "en") -> None:
    """List the family: slug, aliases, rules, methods and their complexity."""
    from rich.table import Table

    from stonegame.catalogs import Msg, translate
    from stonegame.games.families import FAMILIES

    table = Table(title=translate(Msg("The Stone Game family"), lang))
    for column in (Msg("game"), Msg("aliases"), Msg("rules"), Msg("methods (time)")):
        table.add_column(translate(column, lang), overflow="fold")  # Chinese has no spaces to break at
    for game in sorted(GAMES.values(), key=lambda g: g.problem.number if g.problem else float("inf")):
        aliases = ", ".join(game.names[1:3])  # its number and numeral
        methods = ", ".join(f"{m} {game.solver(m).complexity}".strip() for m in game.methods)
        table.add_row(game.slug, aliases, translate(game.summary, lang), methods)
    for each in FAMILIES:  # parameterized games: solve, play, grundy take these names
        table.add_row(each.name, translate(Msg("family"), lang), translate(each.about, lang), ", ".join(each.methods))
    output.write_table(ctx, table)
