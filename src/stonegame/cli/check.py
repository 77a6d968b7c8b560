"""``stonegame check``: a solution checked against the reference, its smallest failing case
found; and the progress of the check's phases on stderr."""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Annotated, Any, ClassVar

import typer

from stonegame.catalogs import Msg, Plural, langs, translate
from stonegame.checker.limits import MEMORY_MB, RECURSION_LIMIT, TIME_LIMIT
from stonegame.cli import options, output
from stonegame.cli.instance import game_and_words
from stonegame.cli.options import CheckLangs, JsonReport
from stonegame.cli.params import Command
from stonegame.core.errors import StoneGameError
from stonegame.games import GAMES
from stonegame.views import json as views_json
from stonegame.views import model


def register(app: typer.Typer) -> None:
    app.command(
        "check",
        cls=Command,
        help="Check your solution against the reference and get the smallest failing case.\n\n"
        "Runs the statement examples, edge cases, generated cases (small ones, then sized across the whole "
        "range the constraints allow) and the constraints' largest size (its time beside the reference's); "
        "a failure is shrunk to a small instance, with a command that shows its optimal play and one that runs "
        "your code on it again (--case). "
        "Exit code 0: all passed; 1: wrong, too slow or crashed; 2: usage error, or the candidate cannot be "
        "run at all; 130: interrupted by Ctrl-C (one line; no process is left).\n\n"
        "Your code runs on your machine with your rights: the separate process and its time and memory "
        "limits guard against mistakes (loops, crashes, memory blow-ups); it is not a sandbox.",
        epilog="Examples:\n\n"
        "  stonegame check my_solution.py\n\n"
        "  stonegame check stone-game-viii my_solution.py --lang zh\n\n"
        "  stonegame check iii solution.py --function stone_game_iii --last-failed\n\n"
        "  stonegame check 1563 --cmd ./a.out --jobs 2",
    )(check_command)


def check_command(
    ctx: typer.Context,
    game: Annotated[
        str | None,
        options.game_argument(help="slug, LeetCode number or numeral: stone-game, 877, I, ...; optional with --rules"),
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
    ] = TIME_LIMIT,
    memory_limit: Annotated[
        int, typer.Option("--memory-limit", help="megabytes the solution may allocate (0: no limit)")
    ] = MEMORY_MB,
    cases: Annotated[
        int | None,
        typer.Option("--cases", help="generated cases to run [default: 1000; 200 with --cmd]",
                     show_default=False),
    ] = None,
    seed: Annotated[int, typer.Option("--seed", help="seed of the generated cases (same seed, same cases)")] = 0,
    speed: Annotated[bool, typer.Option("--speed/--no-speed", help="time the largest instances")] = True,
    recursion_limit: Annotated[
        int,
        typer.Option("--recursion-limit", help="nested calls your Python code may make (at most the default)"),
    ] = RECURSION_LIMIT,
    allow_output: Annotated[
        bool, typer.Option("--allow-output", hidden=True, help="no effect: printing never fails a solution")
    ] = False,
    as_json: JsonReport = False,
    rules: Annotated[
        Path | None, options.rules_option(help="check against your own game, declared in this Python file")
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
    sanitize: Annotated[
        bool,
        typer.Option("--sanitize/--no-sanitize",
                     help="build C++ with AddressSanitizer and UBSan for the correctness phases, as LeetCode does "
                     "(--no-sanitize: without them, e.g. under a ulimit -v they cannot start in)"),
    ] = True,
    case: Annotated[
        str | None,
        typer.Option("--case", metavar="JSON",
                     help="run your code on this instance alone, judged as usual: JSON ('[1, 2, 3]'), "
                     "or @FILE (as a failure's report prints it)", show_default=False),
    ] = None,
    lang: CheckLangs = None,
) -> None:
    """Check a solution (see the help above; the judging lives in stonegame.checker)."""
    from stonegame.checker import infer, judge, languages

    source_lang, human = languages.split(lang or [], langs())
    human_lang = human or "en"  # the file's, if given, goes with the file
    named = game is not None  # the game as the user named it: the command that runs a case again names it too
    if rules is not None and path is None and cmd is None and game is not None:
        path, game, named = Path(game), None, False  # `check --rules GAME.py SOLUTION.py`: the word is the solution
    if rules is None and path is None and cmd is None and game is not None and game.endswith(languages.extensions()):
        path, named = Path(game), False  # `check SOLUTION.py`: the game is told by the method the file defines
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
    if cmd is not None:
        candidate: judge.PythonFile | judge.Command | judge.SourceFile = judge.Command.parse(cmd)
        cached_as = cmd
    else:
        assert path is not None  # one of the two, as checked above
        candidate = judge.candidate_of(path, function, lang or [])[0]
        cached_as = f"{path.resolve()}:{function or ''}"
    first = []
    if last_failed and (failed := infer.last_failed(spec, cached_as)) is not None:
        first.append(failed)
    again = ["stonegame", "check", *(["--rules", str(rules)] if rules is not None else []),
             *([str(game)] if named else []), *([str(path)] if path is not None else []),
             *(["--function", function] if function is not None else []), *(["--cmd", cmd] if cmd is not None else []),
             *(["--lang", source_lang] if source_lang is not None else [])]
    # how `stonegame solve` names this game, for the command that reproduces a failure
    solve_words = ["--rules", str(rules)] if rules is not None else [spec.slug if spec.slug in GAMES else str(game)]
    shown = Phases.on_stderr(quiet=as_json, lang=human_lang)
    with shown:
        report = judge.check(spec, candidate, time_limit=time_limit, memory_mb=memory_limit, cases=cases,
                             seed=seed, speed=speed, recursion_limit=recursion_limit, solve_words=solve_words,
                             progress=shown.progress, first=first, jobs=jobs, max_n=max_n, sanitize=sanitize,
                             case=None if case is None else read_case(case), check_words=again)
    infer.remember(spec, cached_as, None if report.failure is None else report.failure.instance)
    if as_json:
        print(views_json.dumps(report))
    else:
        output.write(ctx, model.check_view(report, human_lang))
    raise typer.Exit(0 if report.passed else 1)


def read_case(text: str) -> Any:
    """--case's instance: JSON, or ``@FILE`` holding it; one line when it cannot be read."""
    from stonegame.core.reading import from_json

    if text.startswith("@"):
        try:
            text = Path(text[1:]).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise StoneGameError(f"cannot read --case {text[:200]!r}: {getattr(error, 'strerror', None) or error}"
                                 ) from None
    try:
        return from_json(text)
    except StoneGameError as error:
        raise StoneGameError(f"--case {text[:80]!r}: {error}") from None


@dataclass
class Phases:
    """The check's progress on stderr: a bar a phase on a terminal; on a pipe, a line a phase
    once it is over (``stonegame: edge cases: 25 of 25 (0.4 s)``); nothing with --json."""

    bar: Any  # rich's Progress: disabled off a terminal
    piped: bool
    lang: str = "en"
    began: float = field(default_factory=time.monotonic)
    tasks: dict[str, Any] = field(default_factory=dict)
    reached: dict[str, tuple[int, int | None]] = field(default_factory=dict)  # piped: told once a phase is over

    LABELS: ClassVar[dict[str, Msg]] = {
        "case": Msg("given case"), "last-failed": Msg("last failing case"), "examples": Msg("statement examples"),
        "edge": Msg("edge cases"), "generated": Msg("generated cases"), "sized": Msg("sized cases"),
        "speed": Msg("largest instances"), "shrink": Msg("shrinking")}

    @classmethod
    def on_stderr(cls, quiet: bool, lang: str = "en") -> Phases:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        terminal = sys.stderr.isatty()
        bar = Progress(TextColumn("{task.description:<18}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                       console=Console(stderr=True), transient=True, disable=quiet or not terminal)
        return cls(bar, piped=not quiet and not terminal, lang=lang)

    def __enter__(self) -> Phases:
        self.bar.__enter__()
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.bar.__exit__(kind, error, trace)
        if kind is None:  # the phases still open are over
            for phase in list(self.reached):
                self.tell(phase)

    def tell(self, phase: str) -> None:
        done, total = self.reached.pop(phase)
        counted = (Msg("{done:,} of {total:,}", done=done, total=total) if total is not None else
                   Plural("{n:,} run", "{n:,} runs", done))
        print(translate(Msg("stonegame: {phase}: {counted} ({seconds:.1f} s)", phase=self.LABELS[phase],
                            counted=counted, seconds=time.monotonic() - self.began), self.lang),
              file=sys.stderr, flush=True)

    def progress(self, phase: str, done: int, total: int | None) -> None:
        if self.piped:
            for other in [other for other in self.reached if other != phase]:
                self.tell(other)  # a phase is over when the next one starts
            self.reached[phase] = (done, total)
            return
        if phase not in self.tasks:
            self.tasks[phase] = self.bar.add_task(translate(self.LABELS[phase], self.lang), total=total)
        self.bar.update(self.tasks[phase], completed=done, total=total)
