"""The ``stonegame`` command: a thin typer layer over the library; all I/O lives here.

Usage errors (bad input, unknown game or method, bad options) print one line on stderr and
exit with code 2. Any other exception is a bug and keeps its traceback.
"""

from __future__ import annotations

import errno
import io
import json
import os
import re
import signal
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import click
import typer
from typer.core import TyperArgument, TyperCommand

from stonegame.catalogs import Msg, langs
from stonegame.core import reading as read
from stonegame.core.errors import StoneGameError, TooLarge
from stonegame.core.game import METHOD_ORDER, Game
from stonegame.core.instances import Kind
from stonegame.core.kernels import CacheWarning
from stonegame.core.progress import bar as progress
from stonegame.core.solution import Solution, solve
from stonegame.core.values import one_line, shown
from stonegame.games import GAMES, resolve
from stonegame.teach.trace import ORDERS
from stonegame.views import json as views_json
from stonegame.views import model, text

app = typer.Typer(
    add_completion=True,
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
    help="The Stone Game family (LeetCode 877 ... 2029, 486) solved exactly, with the optimal line.",
    epilog="Examples:\n\n"
    "  stonegame games\n\n"
    "  stonegame solve stone-game 5 3 4 5 --line\n\n"
    "  stonegame play 1406 1 2 3 7\n\n"
    "  stonegame check my_solution.py",
)

METHODS = ("auto", *METHOD_ORDER)
"""What --method takes: every method some game has (a game refuses one it lacks, naming its own)."""
SIDES = ("alice", "bob")


def source_langs() -> tuple[str, ...]:
    """The programming languages `check --lang` names (py, cpp, java, js, ts), beside the human
    languages of the report (``langs()``); the two sets are disjoint, so one option takes both."""
    from stonegame.checker.languages import codes

    return codes()


class Choice(click.Choice):
    """click's Choice (listed in --help, completed in the shell) with stonegame's one-line
    refusal: "no method 'tabel'; choose from auto, brute, ...". The choices may be a function,
    asked each time: the languages are the catalogs found, and a catalog may be added later."""

    def __init__(self, choices: tuple[str, ...] | Callable[[], tuple[str, ...]], what: str,
                 case_sensitive: bool = True, refuse: bool = True) -> None:
        self.listed = choices
        self.case_sensitive = case_sensitive
        self.what = what
        self.refuse = refuse  # False: another word goes on, for the library to refuse in its own words

    @property  # type: ignore[override]
    def choices(self) -> tuple[str, ...]:
        return self.listed() if callable(self.listed) else self.listed

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        wanted = value if self.case_sensitive else str(value).lower()
        for choice in self.choices:
            if wanted == (choice if self.case_sensitive else str(choice).lower()):
                return choice
        if not self.refuse:
            return value
        # worded as the library words it (teach.explain.check_lang: "no language 'fr'; choose from en, zh")
        raise click.UsageError(f"no {self.what} {shown(str(value))}; choose from {', '.join(map(str, self.choices))}",
                               ctx)


class InstanceCommand(TyperCommand):
    """A command whose instance may hold the words --alice and --bob (stone-game-vi's two rows):
    they are listed in --help as options, but read as words of the instance, since a click
    option cannot take a varying number of values."""

    def make_parser(self, ctx: click.Context) -> Any:
        listed = self.params
        self.params = [param for param in listed if not set(param.opts) & set(PAIR_WORDS)]
        try:
            return super().make_parser(ctx)
        finally:
            self.params = listed


PAIR_WORDS = ("--alice", "--bob")
AliceValues = Annotated[
    bool,
    typer.Option("--alice", help="stone-game-vi: Alice's values follow (--alice 1 3 --bob 2 1)",
                 rich_help_panel="Stone Game VI", expose_value=False, show_default=False),
]
BobValues = Annotated[
    bool,
    typer.Option("--bob", help="stone-game-vi: Bob's values follow", rich_help_panel="Stone Game VI",
                 expose_value=False, show_default=False),
]


def game_names(incomplete: str) -> list[str]:
    """What GAME completes to in the shell: the slugs, then the families (take-up-to:, ...)."""
    from stonegame.games.families import FAMILIES

    names = [*GAMES, *(each.name.split(":")[0] + (":" if ":" in each.name else "") for each in FAMILIES)]
    return [name for name in names if name.startswith(incomplete.lower())]


def show_version(value: bool) -> None:
    if value:
        from stonegame import __version__

        print(f"stonegame {__version__}")
        raise typer.Exit()


@app.callback()
def root(
    version: Annotated[
        bool,
        typer.Option("--version", "-V", callback=show_version, is_eager=True, help="print the version and exit"),
    ] = False,
    color: Annotated[
        bool | None,
        typer.Option("--color/--no-color", help="colour the output (default: on a terminal, unless NO_COLOR is set)",
                     show_default=False),
    ] = None,
) -> None:
    text.COLOR = color


def console(width: int | None = None):
    from rich.console import Console

    out = Console(highlight=False)
    if width is not None and not out.is_terminal:
        out = Console(highlight=False, width=width)  # piped: wide enough for a whole table row
    return out


@app.command(epilog="Examples:\n\n  stonegame games\n\n  stonegame games --lang zh")
def games(
    lang: Annotated[
        str, typer.Option("--lang", click_type=Choice(langs, "language"), help="the language of everything printed")
    ] = "en",
) -> None:
    """List the family: slug, aliases, rules, methods and their complexity."""
    from rich.table import Table

    from stonegame.catalogs import Msg, translate

    table = Table(title=translate(Msg("The Stone Game family"), lang))
    for column in (Msg("game"), Msg("aliases"), Msg("rules"), Msg("methods (time)")):
        table.add_column(translate(column, lang), overflow="fold")  # Chinese has no spaces to break at
    for game in sorted(GAMES.values(), key=lambda g: g.problem.number if g.problem else float("inf")):
        aliases = ", ".join(game.names[1:3])  # its number and numeral
        methods = ", ".join(f"{m} {game.complexity.get(m, '')}".strip() for m in game.methods)
        table.add_row(game.slug, aliases, translate(game.summary, lang), methods)
    from stonegame.games.families import FAMILIES

    for each in FAMILIES:  # parameterized games: solve, play, grundy take these names
        table.add_row(each.name, translate(Msg("family"), lang), translate(each.about, lang), ", ".join(each.methods))
    text.write_table(table)


def game_and_words(game: str | None, values: list[str], rules: Path | None) -> tuple[Game, list[str]]:
    """The game a command line names, resolved once, and the words that are the instance.

    With ``--rules FILE`` the game comes from the file and GAME is optional: a first word that
    is not the file's game name is the first value.
    """
    if rules is not None:
        spec = resolve(rules)
        words = list(values)
        if game is not None and game.lower() != spec.slug:
            words.insert(0, game)
        return spec, words
    if game is None:
        raise StoneGameError("name a game (see `stonegame games`) or give --rules FILE")
    return resolve(game), list(values)


def instance_from(kind: Kind, values: list[str], file: Path | None, notes: list[str | Msg] | None = None) -> Any:
    """The instance from the words after GAME, or from --file / '-' (stdin); what reading it
    decided is added to ``notes``."""
    if file is not None and values:
        raise StoneGameError("give the values either on the command line or with --file, not both")
    if file is not None or values == ["-"]:
        if file is None or str(file) == "-":
            data = read_stdin()
        else:
            try:
                data = file.read_bytes()
            except OSError as error:
                raise StoneGameError(f"cannot read {shown(str(file))}: {error.strerror}") from None
        return kind.from_bytes(data, notes)
    if not values:
        raise StoneGameError("no values given; write them after the game, or use --file PATH or '-'")
    return kind.from_words(values)


def read_stdin() -> bytes:
    """All of stdin, or a one-line error when there is none to read (closed, a folder, ...)."""
    if sys.stdin is None or isinstance(sys.stdin, ClosedStdin):
        raise StoneGameError("stdin is closed: there are no values to read; give them as words, or with --file PATH")
    try:
        return sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode()
    except OSError as error:
        raise StoneGameError(f"cannot read stdin: {error.strerror}") from None


@app.command(
    "solve",
    cls=InstanceCommand,
    context_settings={"ignore_unknown_options": True},
    epilog="Examples:\n\n"
    "  stonegame solve stone-game 5 3 4 5 --line\n\n"
    "  stonegame solve 1406 1 2 3 -9 --method memo --json\n\n"
    "  stonegame solve stone-game-vi --alice 1 3 --bob 2 1 --explain --lang zh\n\n"
    "  stonegame solve VIII --file stones.txt",
)
def solve_command(
    game: Annotated[
        str | None,
        typer.Argument(help="slug, LeetCode number or numeral (stone-game, 877, I, ...) or a family "
                       "(take-up-to:4, subtraction:1,3,4, nim, misere-nim); with --rules, the file's game",
                       show_default=False, autocompletion=game_names),
    ] = None,
    values: Annotated[
        list[str] | None,
        typer.Argument(
            help="the instance: integers (negative ones too), '-' for stdin, or JSON; "
            "for stone-game-vi both players' values: --alice A... --bob B...",
            show_default=False,
        ),
    ] = None,
    rules: Annotated[
        Path | None,
        typer.Option("--rules", help="a Python file declaring your own game (see the README: Your own variants)"),
    ] = None,
    method: Annotated[
        str,
        typer.Option("--method", "-m", click_type=Choice(METHODS, "method", refuse=False),  # the game names its own
                     help="how to solve it (auto: the write-ups' method below 64 values, fast from there)"),
    ] = "auto",
    file: Annotated[
        Path | None, typer.Option("--file", "-f", help="read the instance from a file ('-': stdin)")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the solution as one JSON object")] = False,
    line: Annotated[bool, typer.Option("--line", help="show the optimal line move by move")] = False,
    table: Annotated[bool, typer.Option("--table", help="show the DP table (small instances)")] = False,
    explain: Annotated[
        bool, typer.Option("--explain", help="narrate the optimal play and why each move is best")
    ] = False,
    lang: Annotated[
        str, typer.Option("--lang", click_type=Choice(langs, "language"), help="the language of everything printed")
    ] = "en",
    trace: Annotated[
        str | None,
        typer.Option("--trace", click_type=Choice(ORDERS, "trace"),
                     help="the order states are computed: top-down (memo) or bottom-up (table)", show_default=False),
    ] = None,
    alice: AliceValues = False,
    bob: BobValues = False,
) -> None:
    """Solve one instance: the answer, Alice − Bob, each player's score and the optimal line."""
    from stonegame.teach.explain import check_lang
    from stonegame.teach.trace import ORDERS
    spec, words = game_and_words(game, values or [], rules)
    check_lang(lang)
    if trace is not None and trace not in ORDERS:
        raise StoneGameError(f"no trace {trace!r}; choose from {', '.join(ORDERS)}")
    read_notes: list[str | Msg] = []
    instance = instance_from(spec.instance, words, file, read_notes)
    with progress():  # a bar on stderr only if a declared game's search runs long
        solution = solve(spec, instance, method=method)
        solution.remarks[:0] = read_notes
        if as_json:
            print(views_json.dumps(solution))
            return
        # Past the line's limits the answer still stands: it is printed with a note saying why
        # the line is not (as JSON does), and the command succeeds.
        refusal = solution.line_refusal() if line or explain else None
        if explain and refusal is None:  # the story tells the result itself, in the chosen language
            view = model.story_view(solution.explain(lang))
        else:
            view = model.solution_view(solution, line=line or explain, insight=line or explain, board=False,
                                       lang=lang)
        text.write(view)
    if table:
        text.write(model.View((), (model.solution_table(solution, lang),)))
    if trace is not None:
        show_trace(solution, trace, lang)


def show_trace(solution: Solution, order: str, lang: str) -> None:
    """The order the states are computed in (plain text: the states hold brackets, not markup)."""
    from stonegame.teach.trace import render

    try:
        lines = render(solution.rules, order, lang)
    except TooLarge as error:
        from stonegame.catalogs import Msg, translate

        lines = [translate(Msg("trace not shown: {error}", error=str(error)), lang)]
    print("\n".join(lines))


@app.command(
    "play",
    cls=InstanceCommand,
    context_settings={"ignore_unknown_options": True},
    epilog="Examples:\n\n"
    "  stonegame play stone-game 5 3 4 5\n\n"
    "  stonegame play stone-game-iv 17 --as bob --lang zh\n\n"
    "  printf 'L\\nR\\n' | stonegame play 877 5 3 4 5",
)
def play_command(
    game: Annotated[
        str | None,
        typer.Argument(help="slug, LeetCode number or numeral, or a family (nim, subtraction:1,3,4, ...); "
                       "optional with --rules", show_default=False, autocompletion=game_names),
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
    side: Annotated[
        str,
        typer.Option("--as", click_type=Choice(SIDES, "side", case_sensitive=False),
                     help="the side you play: alice (moves first) or bob"),
    ] = "alice",
    lang: Annotated[
        str, typer.Option("--lang", click_type=Choice(langs, "language"), help="the language of everything printed")
    ] = "en",
    alice: AliceValues = False,
    bob: BobValues = False,
) -> None:
    """Play against the perfect opponent: type moves (L/R, a count, ...), hint, moves, undo or quit."""
    from stonegame.teach.play import play, player_named
    spec, words = game_and_words(game, values or [], rules)
    human = player_named(side)
    if words == ["-"]:
        raise StoneGameError("play reads your moves from stdin; give the values on the command line")
    with progress():  # the setup's search, when it runs long
        play(spec, instance_from(spec.instance, words, None), human, lang)


CheckLangs = Annotated[
    list[str] | None,
    typer.Option(
        "--lang", click_type=Choice(lambda: (*langs(), *source_langs()), "language"), show_default=False,
        help="the report's language (en, zh) and the file's (py, cpp, java, js, ts; default: from its extension); "
        "give it twice for both: --lang cpp --lang zh",
    ),
]
"""check's --lang, in one place: a human language, a programming language, or one of each."""


@app.command(
    "check",
    help="Check your solution against the reference and get the smallest failing case.\n\n"
    "Runs the statement examples, edge cases, generated cases (small ones, then sized across the whole "
    "range the constraints allow) and the constraints' largest size (its time beside the reference's); "
    "a failure is shrunk to a small instance, with a command that reproduces it. "
    "Exit code 0: all passed; 1: wrong, too slow or crashed; 2: usage error.\n\n"
    "Your code runs on your machine with your rights: the separate process and its time and memory "
    "limits guard against mistakes (loops, crashes, memory blow-ups); it is not a sandbox.",
    epilog="Examples:\n\n"
    "  stonegame check my_solution.py\n\n"
    "  stonegame check stone-game-viii my_solution.py --lang zh\n\n"
    "  stonegame check iii solution.py --function stone_game_iii --last-failed\n\n"
    "  stonegame check 1563 --cmd ./a.out --jobs 2",
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
    last_failed: Annotated[
        bool,
        typer.Option("--last-failed", "--lf",
                     help="run the case that failed last time first (kept in .stonegame_cache/)"),
    ] = False,
    jobs: Annotated[int, typer.Option("--jobs", "-j", help="processes running the cases at once")] = 1,
    max_n: Annotated[
        int | None,
        typer.Option("--max-n", help="the largest n to try, for a brute force (no speed phase)", show_default=False),
    ] = None,
    lang: CheckLangs = None,
) -> None:
    """Check a solution (see the help above; the judging lives in stonegame.checker)."""
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from stonegame.checker import infer, judge, languages

    human_lang = languages.split(lang or [], langs())[1] or "en"  # the file's, if given, goes with the file
    if rules is not None and path is None and cmd is None and game is not None:
        game, path = None, Path(game)  # `check --rules GAME.py SOLUTION.py`: the one word is the solution
    if rules is None and path is None and cmd is None and game is not None and game.endswith(languages.extensions()):
        path = Path(game)  # `check SOLUTION.py`: the game is told by the method the file defines
        if not path.is_file():
            raise StoneGameError(f"no file {str(path)[:200]!r}")
        spec = infer.game_of_file(path, GAMES.values())
        game = spec.slug
    else:
        spec, _ = game_and_words(game, [], rules)
    if (path is None) == (cmd is None):
        raise StoneGameError("give either PATH (a solution file) or --cmd COMMAND, not both and not neither")
    if cmd is not None and function is not None:
        raise StoneGameError("--function names a function in a Python file; it does not go with --cmd")
    candidate = judge.Command.parse(cmd) if cmd is not None else judge.candidate_of(path, function, lang or [])[0]
    cached_as = cmd if cmd is not None else f"{Path(path).resolve()}:{function or ''}"
    first = []
    if last_failed and (failed := infer.last_failed(spec, cached_as)) is not None:
        first.append(failed)
    # how `stonegame solve` names this game, for the command that reproduces a failure
    solve_words = ["--rules", str(rules)] if rules is not None else [spec.slug if spec.slug in GAMES else game]
    labels = {"last-failed": "last failing case", "examples": "statement examples", "edge": "edge cases",
              "generated": "generated cases", "sized": "sized cases", "speed": "largest instances",
              "shrink": "shrinking"}
    bar = Progress(TextColumn("{task.description:<18}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                   console=Console(stderr=True), transient=True, disable=as_json or not sys.stderr.isatty())
    tasks: dict[str, Any] = {}
    piped = not as_json and not sys.stderr.isatty()
    began = time.monotonic()
    reached: dict[str, tuple[int, int | None]] = {}  # piped: each phase's progress, told once it is over

    def tell(phase: str) -> None:
        done, total = reached.pop(phase)
        counted = f"{done:,} of {total:,}" if total is not None else f"{done:,} run{'s' * (done != 1)}"
        print(f"stonegame: {labels[phase]}: {counted} ({time.monotonic() - began:.1f} s)", file=sys.stderr,
              flush=True)

    def progress(phase: str, done: int, total: int | None) -> None:
        if piped:
            for other in [other for other in reached if other != phase]:
                tell(other)  # a phase is over when the next one starts
            reached[phase] = (done, total)
            return
        if phase not in tasks:
            tasks[phase] = bar.add_task(labels[phase], total=total)
        bar.update(tasks[phase], completed=done, total=total)

    with bar:
        report = judge.check(spec, candidate, time_limit=time_limit, memory_mb=memory_limit, cases=cases,
                             seed=seed, speed=speed, recursion_limit=recursion_limit, solve_words=solve_words,
                             progress=progress, first=first, jobs=jobs, max_n=max_n)
    for phase in list(reached):
        tell(phase)
    infer.remember(spec, cached_as, None if report.failure is None else report.failure.instance)
    if as_json:
        print(views_json.dumps(report))
    else:
        text.write(model.check_view(report, human_lang))
    raise typer.Exit(0 if report.passed else 1)


@app.command(
    "bench",
    epilog="Examples:\n\n"
    "  stonegame bench stone-game\n\n"
    "  stonegame bench iii --sizes 1000,100000 --methods table,fast\n\n"
    "  stonegame bench stone-game --plot speed.png",
)
def bench_command(
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
    as_json: Annotated[bool, typer.Option("--json", help="print the rows as one JSON object")] = False,
) -> None:
    """Time each method on growing instances, beside the C++ anchors: a table, and a chart with --plot.

    By default a quick sweep: up to 3 sizes a method, none past about a second; --full for the long one."""
    from rich.table import Table

    from stonegame.tools import bench

    chosen = [resolve(name) for name in games] if games else list(GAMES.values())
    checked = bench.options(chosen, methods, sizes, repeat, plot, anchors)  # all of them, before any work

    def done(row: bench.Row) -> None:  # a line per row on stderr: the progress of a long sweep
        print(f"{row.game} {row.method} n={row.n:,}: {bench.decimal(row.seconds)} s", file=sys.stderr, flush=True)

    rows = bench.run_all(chosen, checked.methods, checked.sizes, anchors, checked.repeat, full=full, done=done)
    if as_json:
        print(json.dumps({"rows": bench.to_json(rows), "full": full, "repeat": checked.repeat,
                          "anchors": None if anchors is None else str(anchors)}))
    else:
        table = Table(title="stonegame bench (compute seconds, median; compile excluded)")
        for column in ("game", "method", "n", "seconds", "anchor s", "ratio", "compile s", "peak MB"):
            table.add_column(column, justify="left" if column in ("game", "method") else "right")
        for row in rows:
            table.add_row(
                row.game, row.method, f"{row.n:,}", bench.decimal(row.seconds),
                "" if row.anchor_seconds is None
                else bench.decimal(row.anchor_seconds) + (f" ({row.anchor})" if row.anchor else ""),
                "" if row.ratio is None else f"{row.ratio:.3g}",
                "" if row.compile_seconds is None else f"{row.compile_seconds:.2f}",
                "" if row.peak_mb is None else f"{row.peak_mb:.1f}",
            )
        text.write_table(table)
        if anchors is None:
            console().print(f"note: {bench.ANCHOR_HINT}", soft_wrap=True)
    if plot is not None:
        bench.plot(rows, plot)
        print(f"chart written to {plot}", file=sys.stderr if as_json else sys.stdout)


@app.command(
    "grundy",
    context_settings={"ignore_unknown_options": True},
    epilog="Examples:\n\n"
    "  stonegame grundy nim 3 4 5\n\n"
    "  stonegame grundy subtraction:1,3,4 10 + nim 3 4 + 5\n\n"
    "  stonegame grundy subtraction:1,3,4 --upto 30",
)
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
    lang: Annotated[
        str, typer.Option("--lang", click_type=Choice(langs, "language"), help="the language of everything printed")
    ] = "en",
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
    text.write(grundy_view(report, lang))


@app.command(
    "batch",
    epilog="Examples:\n\n"
    "  stonegame batch instances.jsonl -o answers.jsonl\n\n"
    "  stonegame batch instances.jsonl -o answers.jsonl --resume --workers 2\n\n"
    "  stonegame batch --all stone-game --n 6 --values 1..3 --summary",
)
def batch_command(
    source: Annotated[Path | None, typer.Argument(metavar="IN",
        help="instances: JSON Lines (one {\"game\", \"instance\", \"method\", \"id\"} a line), .csv or "
        ".parquet; '-' or none: stdin", show_default=False)] = None,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="answers: .jsonl (default: stdout), .csv or "
                                             ".parquet")] = None,
    game: Annotated[str | None, typer.Option("--game", help="the game of lines that name none")] = None,
    method: Annotated[str, typer.Option("--method", "-m", help="the method of lines that name none")] = "auto",
    line: Annotated[bool, typer.Option("--line", help="write each optimal line too")] = False,
    unordered: Annotated[bool, typer.Option("--unordered", help="write answers as they come (faster)")] = False,
    resume: Annotated[bool, typer.Option("--resume", help="skip the ids already in OUT, append the rest")] = False,
    workers: Annotated[int | None, typer.Option("--workers", "-w", help="processes (default: every core; "
                                                "0: this one)", show_default=False)] = None,
    dask: Annotated[bool, typer.Option("--dask", help="run on a local Dask cluster")] = False,
    scheduler: Annotated[str | None, typer.Option("--scheduler", help="run on the Dask cluster of this "
                                                  "scheduler (tcp://host:8786)")] = None,
    chunk: Annotated[int, typer.Option("--chunk", help="instances a task solves at once")] = 512,
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
    as_json: Annotated[bool, typer.Option("--json", help="the summary or comparison as JSON")] = False,
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
            text.write(study_view(found.report))
        code = batch_run.INTERRUPTED if found.interrupted else 1 if found.errors else 0
    else:
        code = batch_run.run(batch_run.Job(source, out, defaults, not unordered, resume, workers, dask,
                                           scheduler, chunk, every, quiet))
    raise typer.Exit(code)


@app.command(
    "cases",
    epilog="Examples:\n\n"
    "  stonegame cases stone-game-iii --count 20\n\n"
    "  stonegame cases 877 --out tests/877 --format stdin",
)
def cases_command(
    game: Annotated[str, typer.Argument(help="slug, LeetCode number or numeral", show_default=False)],
    count: Annotated[int, typer.Option("--count", "-n", help="random cases (besides examples, edge, largest "
                                       "and breaking cases)")] = 20,
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


@app.command(
    "serve",
    epilog="Examples:\n\n"
    "  stonegame serve --open\n\n"
    "  stonegame serve --port 8080 --rules examples/take_k_from_ends.py",
)
def serve_command(
    host: Annotated[str, typer.Option("--host", help="the address to listen on (127.0.0.1: this machine only)")]
    = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="the port to listen on", min=1, max=65535)] = 8000,
    open_browser: Annotated[bool, typer.Option("--open", help="open the page in a web browser")] = False,
    rules: Annotated[
        Path | None, typer.Option("--rules", help="a Python file declaring your own game, offered beside the others")
    ] = None,
) -> None:
    """The web playground: a local page to solve, step through, play and compare (Ctrl+C stops it)."""
    try:
        from stonegame.web.app import serve
    except ImportError as missing:
        raise StoneGameError(f"serve needs the web extra ({missing.name} is missing): "
                             "pip install 'stonegame[web]'") from None
    if rules is not None:
        resolve(rules)  # a broken file is one line now, not a failure in every worker
    serve(host, port, open_browser, rules)




class ClosedStdin(io.TextIOBase):
    """Stands in for stdin when the command starts without one (``<&-``): reading it is one
    line and exit 2 (``play`` reads moves with input(), which would fail with RuntimeError)."""

    MESSAGE = "stdin is closed, and this command reads from it (your moves, or the values after '-')"

    def read(self, size: int | None = -1) -> str:
        raise StoneGameError(self.MESSAGE)

    def readline(self, size: int | None = -1) -> str:  # what input() calls when stdin is not a terminal
        raise StoneGameError(self.MESSAGE)


def fail(message: str) -> None:
    """One line on stderr, ``stonegame: error: ...``, and exit code 2.

    Messages are one line by design; this also holds for one that is not (it is joined). A
    message that writes a long value out (a 200 MB word, say) is cut short: its quoted runs
    first, then its middle.
    """
    print(f"stonegame: error: {one_line(message)}", file=sys.stderr)
    raise SystemExit(2)


def one_line_warnings(show_others: Callable[..., None]) -> Callable[..., None]:
    """A ``warnings.showwarning`` that writes stonegame's warnings as one line on stderr,
    ``stonegame: warning: ...``, and leaves the others to ``show_others``."""

    def show(message, category, filename, lineno, file=None, line=None) -> None:
        if issubclass(category, CacheWarning):
            print(f"stonegame: warning: {message}", file=sys.stderr)
        else:
            show_others(message, category, filename, lineno, file, line)

    return show


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the app, turning every usage error into one line and exit code 2.

    Also: every integer the command can compute is written out (see ``WRITTEN_DIGITS``); a
    closed stdin, a full disk or a closed stdout are one line and exit 2; a reader that
    stops early (``| head``) ends the command as it ends Unix tools, by SIGPIPE, silently.
    """
    if 0 < sys.get_int_max_str_digits() < WRITTEN_DIGITS:
        sys.set_int_max_str_digits(WRITTEN_DIGITS)
    with warnings.catch_warnings():  # restored after: main may run inside a longer process (tests)
        warnings.showwarning = one_line_warnings(warnings.showwarning)
        run_app(argv)


_built: list[click.Command] = []


def command() -> click.Command:
    """The app as one click command, built once (the docs generator reads it too).

    Two repairs of what typer 0.25 hands click 8.5: an argument's help text is restored (click's
    Argument now sets its own ``help``, to None, after typer's), and GAME is shown as the
    argument it is, not ``[GAME]``: it is left out only with --rules (or by check, which reads
    the game off the file), and its absence is then one line saying so.
    """
    if not _built:
        built = typer.main.get_command(app)
        for name, sub in getattr(built, "commands", {}).items():
            told = typer.utils.get_params_from_function(sub.callback) if sub.callback else {}
            for param in sub.params:
                info = told[param.name].default if param.name in told else None
                if isinstance(param, TyperArgument) and isinstance(info, typer.models.ArgumentInfo):
                    param.help = info.help
                if param.name == "game" and name in ("solve", "play"):
                    param.__class__ = GameArgument
        _built.append(built)
    return _built[0]


class GameArgument(TyperArgument):
    """GAME, shown as needed in the usage line although --rules may stand in for it."""

    def make_metavar(self, ctx: click.Context) -> str:
        return "GAME"


def run_app(argv: list[str] | None) -> None:
    """``main``'s work: the app, and what can go wrong around it."""
    if sys.stdout is None:  # started with >&-: every command writes its result there
        fail("stdout is closed: there is nowhere to write the output")
    if sys.stdin is None:
        sys.stdin = ClosedStdin()
    try:
        try:
            code = command().main(args=argv, standalone_mode=False, prog_name="stonegame")
            sys.stdout.flush()  # a full disk or a closed pipe shows here, not in Python's exit
        except SystemExit as stop:
            if isinstance(stop.__context__, BrokenPipeError):  # click turns a closed pipe into exit 1
                raise stop.__context__ from None
            raise
    except BrokenPipeError:
        stop_writing()
        end_by_sigpipe()
    except OSError as error:
        if error.errno not in WRITE_ERRORS:
            raise
        stop_writing()
        fail(f"cannot write {'the output' if error.filename is None else shown(str(error.filename))}: "
             f"{error.strerror}")
    except StoneGameError as error:
        fail(str(error))
    except NO_ARGS_IS_HELP as error:  # bare `stonegame`: typer has printed the help, which is no error
        if error.format_message():  # plain click puts it in the message instead
            print(error.format_message())
        code = 0
    except typer.Abort as error:
        if isinstance(error.__cause__, EOFError):  # click's word for an EOFError: `play` handles the
            raise error.__cause__ from None  # end of its input, so any other is a bug, and keeps its traceback
        fail("interrupted")
    except click.ClickException as error:  # usage errors of the parser (missing argument, bad option)
        fail(re.sub(r"( Did you mean [^?]*\?)\1+", r"\1", " ".join(error.format_message().split())))
    except MemoryError:  # the limits catch the known cases; this is the machine's own, still one line
        fail("out of memory: the instance is too large for this machine with this method")
    raise SystemExit(code if isinstance(code, int) else 0)


WRITTEN_DIGITS = 2 * read.MAX_DIGITS
"""The command's limit on int-string conversion (Python's default is 4,300 digits). A result
is a sum of values of at most read.MAX_DIGITS digits, so it has at most about 20 more; the
limit is raised this far only (not lifted), since it is all the process's protection
against quadratic-time conversions of integers from elsewhere (a checked program's answer)."""

NO_ARGS_IS_HELP = getattr(click.exceptions, "NoArgsIsHelpError", ())
"""Raised for a bare `stonegame` by click 8.2 on (before it, the help exits 0 by itself)."""

WRITE_ERRORS = {errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO}
"""What writing the output can fail with: a full disk or quota, a file too large, a device error."""


def stop_writing() -> None:
    """Point stdout at /dev/null, so that Python's own flush at exit fails no more."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real stdout (captured): nothing to flush at exit
        pass


def end_by_sigpipe() -> None:
    """End as ``yes | head -1`` ends ``yes``: killed by SIGPIPE (status 141 in the shell)."""
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGPIPE)
    raise SystemExit(141)
