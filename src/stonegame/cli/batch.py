"""``stonegame batch``: many instances solved (in order, in parallel), or a whole instance space."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from stonegame.cli import options, output
from stonegame.cli.params import Command
from stonegame.views import json as views_json


def register(app: typer.Typer) -> None:
    app.command(
        "batch",
        cls=Command,
        epilog="Examples:\n\n"
        "  stonegame batch instances.jsonl -o answers.jsonl\n\n"
        "  stonegame batch instances.jsonl -o answers.jsonl --resume --workers 2\n\n"
        "  stonegame batch --all stone-game --n 6 --values 1..3 --summary",
    )(batch_command)


def batch_command(
    ctx: typer.Context,
    source: Annotated[Path | None, typer.Argument(metavar="IN",
        help="instances: JSON Lines (one {\"game\", \"instance\", \"method\", \"id\"} a line), .csv or "
        ".parquet; '-' or none: stdin", show_default=False)] = None,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="answers: .jsonl (default: stdout), .csv or "
                                             ".parquet")] = None,
    game: Annotated[str | None, typer.Option("--game", help="the game of lines that name none")] = None,
    method: Annotated[str, options.method_option(help="the method of lines that name none")] = "auto",
    line: Annotated[bool, typer.Option("--line", help="write each optimal line too")] = False,
    unordered: Annotated[bool, typer.Option("--unordered", help="write answers as they come (faster)")] = False,
    resume: Annotated[bool, typer.Option("--resume", help="skip the ids already in OUT, append the rest")] = False,
    workers: Annotated[int | None, typer.Option("--workers", "-w", help="processes (default: every core; "
                                                "0: this one)", show_default=False, max=1024)] = None,
    dask: Annotated[bool, typer.Option("--dask", help="run on a local Dask cluster")] = False,
    scheduler: Annotated[str | None, typer.Option("--scheduler", help="run on the Dask cluster of this "
                                                  "scheduler (tcp://host:8786)")] = None,
    chunk: Annotated[int, typer.Option("--chunk", help="instances a task solves at once", max=10**7)] = 512,
    every: Annotated[float, typer.Option("--progress-every", help="seconds between progress lines on a "
                                         "stderr that is no terminal")] = 10.0,
    quiet: Annotated[bool, typer.Option("--quiet", "-q", help="no progress")] = False,
    space: Annotated[str | None, typer.Option("--all", help="instead of IN: every instance of GAME ...",
                                              show_default=False)] = None,
    sizes: Annotated[str | None, typer.Option("--n", help="... of these sizes (7, or 6..8)",
                                              show_default=False)] = None,
    values: Annotated[str | None, typer.Option("--values", help="... with values in LO..HI",
                                               show_default=False)] = None,
    sample: Annotated[int | None, typer.Option("--sample", help="K instances of the space drawn at random",
                                               show_default=False)] = None,
    seed: Annotated[int, typer.Option("--seed", help="seed of --sample")] = 0,
    summary: Annotated[bool, typer.Option("--summary", help="reduce: winners, Alice − Bob, extremes")] = False,
    compare: Annotated[Path | None, typer.Option("--compare", help="a Python file defining strategy(position) "
                                                 "-> move, played as Alice against optimal play",
                                                 show_default=False)] = None,
    as_json: Annotated[bool, options.json_option(help="the summary or comparison as JSON")] = False,
) -> None:
    """Solve many instances (in order, in parallel): one JSON line each; or a whole instance space.

    Exit code 0: all solved; 1: some lines erred (each has {"id", "error"}); 2: usage error;
    130: interrupted (OUT ends on a complete line: run again with --resume)."""
    from stonegame.batch import run as batch_run
    from stonegame.batch.work import Defaults

    defaults = Defaults(game, method, line)
    if space is not None or sizes is not None or values is not None or sample is not None or summary \
            or compare is not None:
        from stonegame.batch import study
        from stonegame.batch.space import Scope
        from stonegame.views.study import study_view

        found = study.run(study.Study(
            scope=Scope(game=space, sizes=sizes, values=values, sample=sample, seed=seed, source=source),
            question=study.Question(summary=summary, compare=compare, defaults=defaults),
            running=study.Running(workers=workers, dask=dask, scheduler=scheduler, chunk=chunk, every=every,
                                  quiet=quiet),
            output=study.Output(out=out, ordered=not unordered)))
        if found.interrupted:
            print("stonegame batch: interrupted; the study is incomplete" if found.report is not None
                  else f"stonegame batch: interrupted after {found.done:,} answers", file=sys.stderr)
        elif found.report is not None and as_json:
            print(views_json.dumps(found.report))
        elif found.report is not None:
            output.write(ctx, study_view(found.report))
        code = batch_run.INTERRUPTED if found.interrupted else 1 if found.errors else 0
    else:
        code = batch_run.run(batch_run.Job(source, out, defaults, not unordered, resume, workers, dask,
                                           scheduler, chunk, every, quiet))
    raise typer.Exit(code)
