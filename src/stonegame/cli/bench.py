"""``stonegame bench``: each method timed on growing instances, beside the C++ anchors."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from stonegame.cli import options, output
from stonegame.cli.params import Command
from stonegame.games import GAMES, resolve


def register(app: typer.Typer) -> None:
    app.command(
        "bench",
        cls=Command,
        epilog="Examples:\n\n"
        "  stonegame bench stone-game\n\n"
        "  stonegame bench iii --sizes 1000,100000 --methods table,fast\n\n"
        "  stonegame bench stone-game --plot speed.png",
    )(bench_command)


def bench_command(
    ctx: typer.Context,
    games: Annotated[
        list[str] | None, typer.Argument(help="games to measure (default: all)", show_default=False)
    ] = None,
    sizes: Annotated[str | None, typer.Option("--sizes", help="comma-separated sizes, e.g. 1000,100000")] = None,
    methods: Annotated[str | None, typer.Option("--methods", help="comma-separated methods (default: all)")] = None,
    plot: Annotated[Path | None, typer.Option("--plot", help="write a log-log chart (PNG) here")] = None,
    anchors: Annotated[Path | None, typer.Option("--anchors", help="directory of built C++ anchor binaries")] = None,
    repeat: Annotated[int, typer.Option("--repeat", help="timed runs per size (median)")] = 3,
    full: Annotated[
        bool, typer.Option("--full", help="the long sweep: every size of each method's ladder, up to 5 s a run")
    ] = False,
    as_json: Annotated[bool, options.json_option(help="print the rows as one JSON object")] = False,
) -> None:
    """Time each method on growing instances, beside the C++ anchors: a table, and a chart with --plot.

    By default a quick sweep: up to 3 sizes a method, none past about a second; --full for the long one."""
    from stonegame.tools import bench
    from stonegame.views.bench import bench_view

    chosen = [resolve(name) for name in games] if games else list(GAMES.values())
    checked = bench.options(chosen, methods, sizes, bench.Timing(repeat, anchors), plot)  # all, before any work

    def done(row: bench.Row) -> None:  # a line per row on stderr: the progress of a long sweep
        print(f"{row.game} {row.method} n={row.n:,}: {bench.decimal(row.seconds)} s", file=sys.stderr, flush=True)

    rows = bench.run_all(chosen, checked, full=full, done=done)
    if as_json:
        print(json.dumps({"rows": bench.to_json(rows), "full": full, "repeat": checked.timing.repeat,
                          "anchors": None if anchors is None else str(anchors)}))
    else:
        output.write(ctx, bench_view(rows, anchored=anchors is not None))
    if plot is not None:
        bench.plot(rows, plot)
        print(f"chart written to {plot}", file=sys.stderr if as_json else sys.stdout)
