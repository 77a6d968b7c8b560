"""``stonegame play``: a game against the perfect opponent, moves typed (or piped) in."""

from __future__ import annotations

from typing import Annotated

import typer

from stonegame.cli import options
from stonegame.cli.instance import game_and_words, instance_from
from stonegame.cli.options import Lang, Rules
from stonegame.cli.params import InstanceCommand, OneOf
from stonegame.cli.streams import ask
from stonegame.core.errors import StoneGameError
from stonegame.core.progress import bar as progress

SIDES = ("alice", "bob")


def register(app: typer.Typer) -> None:
    app.command(
        "play",
        cls=InstanceCommand,
        context_settings={"ignore_unknown_options": True},
        epilog="Examples:\n\n"
        "  stonegame play stone-game 5 3 4 5\n\n"
        "  stonegame play stone-game-iv 17 --as bob --lang zh\n\n"
        "  printf 'L\\nR\\n' | stonegame play 877 5 3 4 5",
    )(play_command)


def play_command(
    game: Annotated[
        str | None,
        options.game_argument(help="slug, LeetCode number or numeral, or a family (nim, subtraction:1,3,4, ...); "
                              "optional with --rules", complete=True),
    ] = None,
    values: Annotated[
        list[str] | None,
        options.values_argument(help="the instance, as for solve (integers, JSON; --alice/--bob for stone-game-vi)"),
    ] = None,
    rules: Rules = None,
    side: Annotated[
        str,
        typer.Option("--as", click_type=OneOf(SIDES, "side", case_sensitive=False),
                     help="the side you play: alice (moves first) or bob"),
    ] = "alice",
    lang: Lang = "en",
) -> None:
    """Play against the perfect opponent: type moves (L/R, a count, ...), hint, moves, undo or quit."""
    from stonegame.teach.play import play, player_named

    spec, words = game_and_words(game, values or [], rules)
    human = player_named(side)
    if words == ["-"]:
        raise StoneGameError("play reads your moves from stdin; give the values on the command line")
    with progress():  # the setup's search, when it runs long
        play(spec, instance_from(spec.instance, words, None), human, lang, ask=ask)
