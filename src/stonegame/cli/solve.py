"""``stonegame solve``: one instance solved, with its optimal line, table, story or trace."""

from __future__ import annotations

from typing import Annotated

import typer

from stonegame.catalogs import Msg
from stonegame.cli import options, output
from stonegame.cli.instance import game_and_words, instance_from
from stonegame.cli.options import File, Lang, Method, Rules
from stonegame.cli.params import InstanceCommand, OneOf
from stonegame.core.errors import TooLarge
from stonegame.core.progress import bar as progress
from stonegame.core.solution import Solution, solve
from stonegame.teach import ORDERS
from stonegame.views import model


def register(app: typer.Typer) -> None:
    app.command(
        "solve",
        cls=InstanceCommand,
        context_settings={"ignore_unknown_options": True},
        epilog="Examples:\n\n"
        "  stonegame solve stone-game 5 3 4 5 --line\n\n"
        "  stonegame solve 1406 1 2 3 -9 --method memo --json\n\n"
        "  stonegame solve stone-game-vi --alice 1 3 --bob 2 1 --explain --lang zh\n\n"
        "  stonegame solve VIII --file stones.txt",
    )(solve_command)


def solve_command(
    ctx: typer.Context,
    game: Annotated[
        str | None,
        options.game_argument(help="slug, LeetCode number or numeral (stone-game, 877, I, ...) or a family "
                              "(take-up-to:4, subtraction:1,3,4, nim, misere-nim); with --rules, the file's game",
                              complete=True),
    ] = None,
    values: Annotated[
        list[str] | None,
        options.values_argument(help="the instance: integers (negative ones too), '-' for stdin, or JSON; "
                                "for stone-game-vi both players' values: --alice A... --bob B..."),
    ] = None,
    rules: Rules = None,
    method: Method = "auto",
    file: File = None,
    as_json: Annotated[bool, options.json_option(help="print the solution as one JSON object")] = False,
    line: Annotated[bool, typer.Option("--line", help="show the optimal line move by move")] = False,
    table: Annotated[bool, typer.Option("--table", help="show the DP table (small instances)")] = False,
    explain: Annotated[
        bool, typer.Option("--explain", help="narrate the optimal play and why each move is best")
    ] = False,
    lang: Lang = "en",
    trace: Annotated[
        str | None,
        typer.Option("--trace", click_type=OneOf(ORDERS, "trace"),
                     help="the order states are computed: top-down (memo) or bottom-up (table)", show_default=False),
    ] = None,
) -> None:
    """Solve one instance: the answer, Alice − Bob, each player's score and the optimal line."""
    spec, words = game_and_words(game, values or [], rules)
    read_notes: list[str | Msg] = []
    instance = instance_from(spec.instance, words, file, read_notes)
    with progress():  # a bar on stderr only if a declared game's search runs long
        solution = solve(spec, instance, method=method)
        solution.remarks[:0] = read_notes
        if as_json:
            from stonegame.views import json as views_json  # each output's module loads when asked for

            print(views_json.dumps(solution))
            return
        # Past the line's limits the answer still stands: it is printed with a note saying why
        # the line is not (as JSON does), and the command succeeds.
        if explain and solution.line_refusal() is None:  # the story tells the result itself, in the chosen language
            from stonegame.teach.explain import explain as narrated

            view = model.story_view(narrated(solution, lang))
        else:  # --line: the line itself; the argument of the fast method is --explain's
            view = model.solution_view(solution, line=line or explain, insight=explain, board=False, lang=lang)
        output.write(ctx, view)
    if table:
        output.write(ctx, model.View((), (model.solution_table(solution, lang),)))
    if trace is not None:
        show_trace(solution, trace, lang)


def show_trace(solution: Solution, order: str, lang: str) -> None:
    """The order the states are computed in (plain text: the states hold brackets, not markup)."""
    from stonegame.teach.trace import render

    try:
        lines = render(solution.rules, order, lang)
    except TooLarge as error:
        from stonegame.catalogs import translate

        lines = [translate(Msg("trace not shown: {error}", error=str(error)), lang)]
    print("\n".join(lines))
