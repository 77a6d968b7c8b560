"""``stonegame cases``: test data with expected outputs, for one's own judge."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from stonegame.cli import options
from stonegame.cli.params import Command
from stonegame.core.errors import StoneGameError
from stonegame.games import resolve


def register(app: typer.Typer) -> None:
    app.command(
        "cases",
        cls=Command,
        epilog="Examples:\n\n"
        "  stonegame cases stone-game-iii --count 20\n\n"
        "  stonegame cases 877 --out tests/877 --format stdin",
    )(cases_command)


def cases_command(
    game: Annotated[str, options.game_argument(help="slug, LeetCode number or numeral")],
    count: Annotated[int, typer.Option("--count", "-n", help="random cases (besides examples, edge, largest "
                                       "and breaking cases)", min=0, max=10**7)] = 20,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="folder for NN.in / NN.out (or cases.jsonl); "
                                             "default: the inputs on stdout", show_default=False)] = None,
    form: Annotated[str, typer.Option("--format", "-f", help="stdin (n, then the values), leetcode (one "
                                      "argument a line) or jsonl")] = "stdin",
    seed: Annotated[int, typer.Option("--seed", help="seed of the random cases")] = 0,
) -> None:
    """Write test data with expected outputs: examples, edge, random, largest, and cases breaking
    the usual wrong solutions (greedy, no tie, off by one)."""
    from stonegame.batch import testdata

    spec = resolve(game)
    if form not in testdata.FORMATS:
        raise StoneGameError(f"no format {form!r}; choose from {', '.join(testdata.FORMATS)}")
    for said in testdata.write(spec, testdata.cases(spec, count, seed), form, out):
        print(said, file=sys.stderr)
