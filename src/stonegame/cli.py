"""The ``stonegame`` command: a thin typer layer over the library; all I/O lives here.

Usage errors (bad input, unknown game or method, bad options) print one line on stderr and
exit with code 2. Any other exception is a bug and keeps its traceback.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated, Any

import click
import typer

from stonegame import read
from stonegame.errors import StoneGameError, TooLarge
from stonegame.games import GAMES, get_game
from stonegame.solution import SHOWN_LINE, Solution, solve

app = typer.Typer(
    add_completion=False,
    no_args_is_help=True,
    help="The Stone Game family (LeetCode 877 ... 2029, 486) solved exactly, with the optimal line.",
)


def console(width: int | None = None):
    from rich.console import Console

    out = Console(highlight=False)
    if width is not None and not out.is_terminal:
        out = Console(highlight=False, width=width)  # piped: wide enough for a whole table row
    return out


def show_answer(answer: Any) -> str:
    """The answer as LeetCode prints it (true/false for booleans)."""
    if isinstance(answer, bool):
        return "true" if answer else "false"
    return str(answer)


@app.command()
def games() -> None:
    """List the family: slug, aliases, rules, methods and their complexity."""
    from rich.table import Table

    table = Table(title="The Stone Game family")
    for column in ("game", "aliases", "rules", "methods (time)"):
        table.add_column(column)
    for game in GAMES.values():
        aliases = ", ".join(name for name in game.names[1:] if not name.startswith("stone-game-"))
        methods = ", ".join(f"{m} {game.complexity.get(m, '')}".strip() for m in game.methods)
        table.add_row(game.slug, aliases, game.summary, methods)
    from stonegame.families import FAMILIES

    for name, about in FAMILIES.items():  # parameterized games: solve, play, grundy take these names
        table.add_row(name, "family", about, "brute, memo, table or formula")
    console().print(table)


def instance_from(game_kind: str, values: list[str], file: Path | None,
                  notes: list[str] | None = None) -> Any:
    """The instance from the words after GAME, or from --file / '-' (stdin); what reading it
    decided is added to ``notes``."""
    if file is not None and values:
        raise StoneGameError("give the values either on the command line or with --file, not both")
    if file is not None or values == ["-"]:
        if file is None or str(file) == "-":
            data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode()
        else:
            try:
                data = file.read_bytes()
            except OSError as error:
                raise StoneGameError(f"cannot read {file}: {error.strerror}") from None
        return read.from_bytes(data, game_kind, notes)
    if not values:
        raise StoneGameError("no values given; write them after the game, or use --file PATH or '-'")
    return read.from_words(values, game_kind)


@app.command("solve", context_settings={"ignore_unknown_options": True})
def solve_command(
    game: Annotated[
        str | None,
        typer.Argument(help="slug, LeetCode number or numeral (stone-game, 877, I, ...) or a family "
                       "(take-up-to:4, subtraction:1,3,4, nim, misere-nim); optional with --rules",
                       show_default=False),
    ] = None,
    values: Annotated[
        list[str] | None,
        typer.Argument(
            help="the instance: integers (negative ones too), '-' for stdin, or JSON; "
            "for stone-game-vi: --alice A... --bob B...",
            show_default=False,
        ),
    ] = None,
    rules: Annotated[
        Path | None,
        typer.Option("--rules", help="a Python file declaring your own game (see the README: Your own variants)"),
    ] = None,
    method: Annotated[str, typer.Option("--method", "-m", help="auto, brute, memo, table, formula, fast")] = "auto",
    file: Annotated[Path | None, typer.Option("--file", "-f", help="read the instance from a file ('-': stdin)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the solution as one JSON object")] = False,
    line: Annotated[bool, typer.Option("--line", help="show the optimal line move by move")] = False,
    table: Annotated[bool, typer.Option("--table", help="show the DP table (small instances)")] = False,
    explain: Annotated[bool, typer.Option("--explain", help="narrate the optimal play and why each move is best")] = False,
    lang: Annotated[str, typer.Option("--lang", help="language of --explain and --trace: en or zh")] = "en",
    trace: Annotated[
        str | None,
        typer.Option("--trace", help="the order states are computed: top-down (memo) or bottom-up (table)",
                     show_default=False),
    ] = None,
) -> None:
    """Solve one instance: the answer, Alice − Bob, each player's score and the optimal line."""
    from stonegame.explain import check_lang
    from stonegame.trace import ORDERS
    from stonegame.variants import game_and_values, progress

    spec, words = game_and_values(game, values or [], rules)
    check_lang(lang)
    if trace is not None and trace not in ORDERS:
        raise StoneGameError(f"no trace {trace!r}; choose from {', '.join(ORDERS)}")
    read_notes: list[str] = []
    instance = instance_from(spec.kind, words, file, read_notes)
    with progress():  # a bar on stderr only if a declared game's search runs long
        solution = solve(spec, instance, method=method)
        solution.notes[:0] = read_notes
        if (line or explain) and solution.line_too_long_to_write:
            raise StoneGameError(f"--line and --explain show rows of at most {SHOWN_LINE:,} values, "
                                 f"this one has {spec.size(solution.instance):,}")
        if as_json:
            print(json.dumps(solution.to_json()))
            return
        out = console()
        if explain:  # the story tells the result itself, in the chosen language
            print(solution.explain(lang))
        else:
            for text in summary(solution):
                out.print(text)
        if line:
            out.print(line_table(solution))
    if table:
        show_table(solution, out)
    if trace is not None:
        show_trace(solution, trace, lang)


def summary(solution: Solution) -> list[str]:
    """The solution in a few lines of rich markup."""
    from rich.markup import escape

    game = solution.game
    lines = [
        f"[bold]{game.slug}[/bold]{f' (LeetCode {game.number})' if game.number else ''}, method {solution.method}",
        f"answer: [bold]{show_answer(solution.answer)}[/bold]",
    ]
    try:
        scores = solution.scores
    except TooLarge:
        scores = None  # they would need the optimal line, too long to compute here
    verdict = "a tie" if solution.value == 0 else f"{solution.winner} wins by {abs(solution.value or 0)}"
    if solution.value is None:
        lines.append(escape(f"decided without search: {solution.reason}"))
    elif scores is not None:
        lines.append(f"Alice {scores.alice}, Bob {scores.bob}: {verdict} (Alice − Bob = {solution.value})")
    elif game.scoring:
        lines.append(f"{verdict} (Alice − Bob = {solution.value})")
    else:
        lines.append(f"{solution.winner} wins")
    lines += [f"[dim]note: {escape(note)}[/dim]" for note in solution.notes]
    return lines


def line_table(solution: Solution):
    """The optimal line as a rich table: who, what, gain, running scores, what is left."""
    from rich.table import Table
    from rich.text import Text

    from stonegame.explain import row_text

    table = Table(title="optimal line")
    scoring = solution.game.scoring
    columns = ["#", "player", "move"] + (["gain", "Alice", "Bob"] if scoring else []) + ["left"]
    for column in columns:
        table.add_column(column, justify="right" if column in ("#", "gain", "Alice", "Bob") else "left")
    totals = {"Alice": 0, "Bob": 0}
    for number, move in enumerate(solution.line, 1):
        player = str(move.player)
        totals[player] += move.gain
        cells = [str(number), player, Text(move.name)]
        if scoring:
            cells += [str(move.gain), str(totals["Alice"]), str(totals["Bob"])]
        left = move.position
        table.add_row(*cells, Text(row_text(left) if isinstance(left, (list, tuple)) else json.dumps(left)))
    return table


def show_table(solution: Solution, out) -> None:
    from stonegame.tables import render

    if solution.game.table is None:
        out.print(f"{solution.game.slug} has no DP table to show")
        return
    try:
        out.print(render(solution.game.table(solution.instance)))
    except TooLarge as error:
        out.print(f"table not shown: {error}")


def show_trace(solution: Solution, order: str, lang: str) -> None:
    """The order the states are computed in (plain text: the states hold brackets, not markup)."""
    from stonegame.trace import render

    try:
        lines = render(solution.rules, order, lang)
    except TooLarge as error:
        lines = [f"trace not shown: {error}"]
    print("\n".join(lines))


@app.command("play", context_settings={"ignore_unknown_options": True})
def play_command(
    game: Annotated[
        str | None,
        typer.Argument(help="slug, LeetCode number or numeral, or a family (nim, subtraction:1,3,4, ...); "
                       "optional with --rules", show_default=False),
    ] = None,
    values: Annotated[
        list[str] | None,
        typer.Argument(help="the instance, as for solve (integers, JSON; --alice/--bob for stone-game-vi)",
                       show_default=False),
    ] = None,
    rules: Annotated[
        Path | None,
        typer.Option("--rules", help="a Python file declaring your own game (see the README: Your own variants)"),
    ] = None,
    side: Annotated[str, typer.Option("--as", help="the side you play: alice (moves first) or bob")] = "alice",
    lang: Annotated[str, typer.Option("--lang", help="language: en or zh")] = "en",
) -> None:
    """Play against the perfect opponent: type moves (L/R, a count, ...), hint, moves, undo or quit."""
    from stonegame.play import play, player_named
    from stonegame.variants import game_and_values

    spec, words = game_and_values(game, values or [], rules)
    human = player_named(side)
    if words == ["-"]:
        raise StoneGameError("play reads your moves from stdin; give the values on the command line")
    play(spec, instance_from(spec.kind, words, None), human, lang)


@app.command(
    "check",
    help="Check your solution against the reference and get the smallest failing case.\n\n"
    "Runs the statement examples, edge cases, generated cases (small ones, then sized across the whole "
    "range the constraints allow) and the constraints' largest size (its time beside the reference's); "
    "a failure is shrunk to a small instance, with a command that reproduces it. "
    "Exit code 0: all passed; 1: wrong, too slow or crashed; 2: usage error.\n\n"
    "Your code runs on your machine with your rights: the separate process and its time and memory "
    "limits guard against mistakes (loops, crashes, memory blow-ups); it is not a sandbox.",
)
def check_command(
    game: Annotated[
        str | None,
        typer.Argument(help="slug, LeetCode number or numeral: stone-game, 877, I, ...; optional with --rules",
                       show_default=False),
    ] = None,
    path: Annotated[
        Path | None,
        typer.Argument(help="your solution: a Python file with LeetCode's class Solution", show_default=False),
    ] = None,
    function: Annotated[
        str | None, typer.Option("--function", help="check the plain function NAME in PATH instead")
    ] = None,
    cmd: Annotated[
        str | None,
        typer.Option("--cmd", help="check a program instead: it reads n and the values on stdin, prints the answer"),
    ] = None,
    time_limit: Annotated[
        float, typer.Option("--time-limit", help="seconds one run at the largest size may take")
    ] = 2.0,
    memory_limit: Annotated[
        int, typer.Option("--memory-limit", help="megabytes the solution may allocate (0: no limit)")
    ] = 512,
    cases: Annotated[
        int | None,
        typer.Option("--cases", help="generated cases to run [default: 1000; 200 with --cmd]", show_default=False),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="seed of the generated cases (same seed, same cases)")] = 0,
    speed: Annotated[bool, typer.Option("--speed/--no-speed", help="time the largest instances")] = True,
    recursion_limit: Annotated[
        int,
        typer.Option("--recursion-limit", help="nested calls your Python code may make (at most the default)"),
    ] = 500_000,
    allow_output: Annotated[
        bool, typer.Option("--allow-output", hidden=True, help="no effect: printing never fails a solution")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="print the report as one JSON object")] = False,
    rules: Annotated[
        Path | None,
        typer.Option("--rules", help="check against your own game, declared in this Python file"),
    ] = None,
) -> None:
    """Check a solution (see the help above; the judging lives in stonegame.judge)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from stonegame import judge
    from stonegame.variants import game_and_values

    if rules is not None and path is None and cmd is None and game is not None:
        game, path = None, Path(game)  # `check --rules GAME.py SOLUTION.py`: the one word is the solution
    spec, _ = game_and_values(game, [], rules)
    if (path is None) == (cmd is None):
        raise StoneGameError("give either PATH (a Python file) or --cmd COMMAND, not both and not neither")
    if cmd is not None and function is not None:
        raise StoneGameError("--function names a function in a Python file; it does not go with --cmd")
    candidate = judge.Command.parse(cmd) if cmd is not None else judge.PythonFile(path, function)
    # how `stonegame solve` names this game, for the command that reproduces a failure
    solve_words = ["--rules", str(rules)] if rules is not None else [spec.slug if spec.slug in GAMES else game]
    labels = {"examples": "statement examples", "edge": "edge cases", "generated": "generated cases",
              "sized": "sized cases", "speed": "largest instances", "shrink": "shrinking"}
    bar = Progress(TextColumn("{task.description:<18}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   console=Console(stderr=True), transient=True, disable=as_json or not sys.stderr.isatty())
    tasks: dict[str, Any] = {}

    def progress(phase: str, done: int, total: int | None) -> None:
        if phase not in tasks:
            tasks[phase] = bar.add_task(labels[phase], total=total)
        bar.update(tasks[phase], completed=done, total=total)

    with bar:
        report = judge.check(spec, candidate, time_limit=time_limit, memory_mb=memory_limit, cases=cases,
                             seed=seed, speed=speed, recursion_limit=recursion_limit, solve_words=solve_words,
                             progress=progress)
    if as_json:
        print(json.dumps(report.to_json()))
    else:
        out = console()
        for text in judge.describe(report):
            out.print(text)
        if report.solution is not None:
            out.print(line_table(report.solution))
    raise typer.Exit(0 if report.passed else 1)


@app.command("bench")
def bench_command(
    games: Annotated[list[str] | None, typer.Argument(help="games to measure (default: all)", show_default=False)] = None,
    sizes: Annotated[str | None, typer.Option("--sizes", help="comma-separated sizes, e.g. 1000,100000")] = None,
    methods: Annotated[str | None, typer.Option("--methods", help="comma-separated methods (default: all)")] = None,
    plot: Annotated[Path | None, typer.Option("--plot", help="write a log-log chart (PNG) here")] = None,
    anchors: Annotated[Path | None, typer.Option("--anchors", help="directory of built C++ anchor binaries")] = None,
    repeat: Annotated[int, typer.Option("--repeat", help="timed runs per size (median)")] = 3,
) -> None:
    """Time each method on growing instances, beside the C++ anchors: a table, and a chart with --plot."""
    from rich.progress import Progress
    from rich.table import Table

    from stonegame import bench

    chosen = [get_game(name) for name in games] if games else list(GAMES.values())
    try:
        size_list = [int(word) for word in sizes.split(",")] if sizes else None
    except ValueError:
        raise StoneGameError(f"--sizes takes integers separated by commas, not {sizes!r}") from None
    method_list = methods.split(",") if methods else None
    if anchors is not None and not anchors.is_dir():
        raise StoneGameError(f"--anchors {anchors} is not a directory (build them: see shared/anchors/README.md)")
    with Progress(transient=True, console=console()) as progress:
        task = progress.add_task("measuring", total=None)
        rows = bench.run_all(chosen, method_list, size_list, anchors, repeat,
                             advance=lambda text: progress.update(task, description=text))
    table = Table(title="stonegame bench (compute seconds, median; compile excluded)")
    for column in ("game", "method", "n", "seconds", "anchor s", "ratio", "compile s", "peak MB"):
        table.add_column(column, justify="left" if column in ("game", "method") else "right")
    for row in rows:
        table.add_row(
            row.game, row.method, f"{row.n:,}", f"{row.seconds:.2e}",
            "" if row.anchor_seconds is None
            else f"{row.anchor_seconds:.2e}" + (f" ({row.anchor})" if row.anchor else ""),
            "" if row.ratio is None else f"{row.ratio:.3g}",
            "" if row.compile_seconds is None else f"{row.compile_seconds:.2f}",
            f"{row.peak_mb:.1f}",
        )
    console(width=130).print(table)
    if plot is not None:
        bench.plot(rows, plot)
        console().print(f"chart written to {plot}")


@app.command("grundy", context_settings={"ignore_unknown_options": True})
def grundy_command(
    game: Annotated[
        str | None,
        typer.Argument(help="a win/lose game: stone-game-iv, subtraction:1,3,4, nim, ...; optional with --rules",
                       show_default=False),
    ] = None,
    values: Annotated[
        list[str] | None,
        typer.Argument(help="an instance, or several joined by + (a sum of games; a term may start with "
                       "another game's name: subtraction:1,2 7 + nim 3 4)", show_default=False),
    ] = None,
    upto: Annotated[
        int | None,
        typer.Option("--upto", help="the values g(0..N) of a one-heap game and their period", show_default=False),
    ] = None,
    rules: Annotated[
        Path | None,
        typer.Option("--rules", help="a Python file declaring your own game (see the README: Your own variants)"),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the report as one JSON object")] = False,
) -> None:
    """Sprague–Grundy values: of an instance, of a sum of games (XOR), or a heap's sequence and its period."""
    from stonegame.grundy import grundy_report, report_lines
    from stonegame.variants import progress

    with progress():
        report = grundy_report(game, values or [], upto=upto, rules=rules)
    if as_json:
        print(json.dumps(report))
        return
    print("\n".join(report_lines(report)))


def fail(message: str) -> None:
    print(f"stonegame: error: {message}", file=sys.stderr)
    raise SystemExit(2)


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the app, turning every usage error into one line and exit code 2."""
    try:
        code = app(args=argv, standalone_mode=False, prog_name="stonegame")
    except StoneGameError as error:
        fail(str(error))
    except typer.Abort:
        fail("interrupted")
    except click.ClickException as error:  # usage errors of the parser (missing argument, bad option)
        fail(error.format_message())
    except MemoryError:  # the limits catch the known cases; this is the machine's own, still one line
        fail("out of memory: the instance is too large for this machine with this method")
    raise SystemExit(code if isinstance(code, int) else 0)
