"""What every language of ``check`` shares: its declaration (``Language``, ``Signature``,
``Tool``, ``Build``), compiling a build once and keeping it (``Builder``), and the compiler's
first lines as a compile error. The package's ``__init__`` lists the languages."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from stonegame.core.errors import CandidateError
from stonegame.core.game import Game

COMPILE_SECONDS = 120.0  # a compile that takes longer is stuck (or the machine is)
ERROR_LINES = 12  # of the compiler's output, shown with a compile error
BUILDS = Path(".stonegame_cache") / "builds"


@dataclass(frozen=True)
class Signature:
    """What a driver calls: the LeetCode method's names (today's first, then older ones), its
    parameters (``ints``: a list of ints, ``int``: one int) and its answer type (bool, int, str).

    >>> from stonegame.games import GAMES
    >>> Signature.of(GAMES["stone-game-iii"]).parameters, Signature.of(GAMES["stone-game-iv"]).answer
    (('ints',), 'bool')
    """

    methods: tuple[str, ...]
    parameters: tuple[str, ...]
    answer: str

    @classmethod
    def of(cls, game: Game) -> Signature:
        if game.problem is None:
            raise CandidateError(f"{game.slug} is a declared game, with no LeetCode method to call; "
                                 "check a Python function (--function NAME) or a program (--cmd)")
        return cls(game.problem.methods, game.instance.parameters, game.answer.type.__name__)

    def line(self, arguments: Sequence[Any]) -> bytes:
        """One case as a request line: ``3 5 3 4`` for the list [5, 3, 4].

        >>> Signature(("f",), ("ints", "int"), "int").line([[5, 3, 4], 7])
        b'3 5 3 4 7'
        """
        words: list[str] = []
        for parameter, argument in zip(self.parameters, arguments, strict=True):
            words += [str(argument)] if parameter == "int" else [str(len(argument)), *map(str, argument)]
        return " ".join(words).encode()


@dataclass(frozen=True)
class Tool:
    """A program a language needs, and how to get it."""

    program: str
    install: str


@dataclass(frozen=True)
class Build:
    """One compiled form of a driver: the commands that make it (run in its folder, in order)
    and the command that runs it, with the limits the runner sets on it."""

    name: str  # "check" or "speed"
    compile: tuple[tuple[str, ...], ...]
    run: tuple[str, ...]
    memory: int = 0  # bytes of address space (RLIMIT_AS); 0 where the runtime bounds its own heap
    stack: int = 0  # bytes of stack (RLIMIT_STACK); 0: the system's
    env: Mapping[str, str] = field(default_factory=dict)
    sanitized: bool = False


@dataclass(frozen=True)
class Language:
    """A language's knowledge (see the module's docstring)."""

    code: str  # what --lang takes: cpp, java, js, ts
    title: str  # C++, Java, ...
    extensions: tuple[str, ...]
    tools: tuple[Tool, ...]
    driver: Callable[[Path, Signature], dict[str, str]]  # (source, signature) -> {file name: text}
    builds: Callable[[Path, int], list[Build]]  # (source, memory bytes) -> check build first; "{build}": its folder
    finding: Callable[[str], str | None] = lambda stderr: None  # a sanitizer's report, named
    errors: Callable[[str, Path, Path], str] = lambda output, source, folder: output  # compiler output, tidied

    def toolchain(self) -> None:
        """Every tool is on PATH, or ``CandidateError`` naming what to install."""
        for tool in self.tools:
            if shutil.which(tool.program) is None:
                raise CandidateError(f"cannot check {self.title}: {tool.program} not found; {tool.install}")


# --- building -------------------------------------------------------------------------------


@dataclass
class Compiled:
    """A build made (or found made): its folder and how long its commands took (0 when cached)."""

    build: Build
    folder: Path
    seconds: float
    cached: bool


def builds_folder() -> Path:
    return Path(os.environ.get("STONEGAME_BUILDS") or BUILDS)


def digest(language: Language, files: Mapping[str, str], source: Path, build: Build) -> str:
    """What a build depends on: the driver, the source's bytes, the commands and the tools (their
    paths and when they were installed: an upgraded compiler builds again)."""
    hashed = hashlib.sha256()
    tools = [(path, os.stat(path).st_mtime_ns) for tool in language.tools
             if (path := shutil.which(tool.program)) is not None]
    for part in (language.code, repr(sorted(files.items())), repr(build.compile), repr(tools)):
        hashed.update(part.encode() + b"\0")
    hashed.update(source.read_bytes())
    return hashed.hexdigest()[:20]


@dataclass
class Running:
    """A build being compiled: its folder, when it began, its log, and the command running."""

    build: Build
    work: Path
    began: float
    log: IO[bytes]
    step: int = -1  # which of ``build.compile`` runs (-1: none yet)
    process: subprocess.Popen[bytes] | None = None


class Builder:
    """Compiles the builds of one source, each in its own folder; all of them start at once (the
    speed build is ready by the time the correctness phases end)."""

    def __init__(self, language: Language, source: Path, signature: Signature, memory: int, speed: bool = True):
        self.language, self.source, self.signature, self.memory = language, source.resolve(), signature, memory
        self.speed = speed  # whether the speed phase runs (else its build is not made)
        self.files: dict[str, str] = {}
        self.running: dict[str, Running] = {}
        self.done: dict[str, Compiled] = {}
        self.started = False

    def names(self) -> list[str]:
        """The builds this language makes: check, and speed where it differs."""
        return [build.name for build in self.builds()]

    def builds(self) -> list[Build]:
        made = self.language.builds(self.source, self.memory)
        return [build for build in made if self.speed or build.name != "speed"]

    def start(self) -> None:
        """Start every build not already cached (once)."""
        if self.started:
            return
        self.started = True
        self.files = self.language.driver(self.source, self.signature)
        root = builds_folder()
        try:
            root.mkdir(parents=True, exist_ok=True)
            os.rmdir(tempfile.mkdtemp(dir=root))
        except OSError:  # a folder we cannot write: build in a temporary one, uncached
            root = Path(tempfile.mkdtemp(prefix="stonegame-build-"))
        for build in self.builds():
            folder = root / digest(self.language, self.files, self.source, build)
            if (folder / "ok").is_file():
                self.done[build.name] = Compiled(build, folder, 0.0, True)
                continue
            work = Path(tempfile.mkdtemp(prefix=f"{build.name}-", dir=root))
            for name, text in self.files.items():
                (work / name).write_text(text)
            if not build.compile:
                self.done[build.name] = Compiled(build, self.keep(work, build, 0.0), 0.0, False)
                continue
            self.running[build.name] = Running(build, work, time.monotonic(), tempfile.TemporaryFile())
            self.advance(build.name)

    def advance(self, name: str) -> None:
        """Start the next command of a build (after the one before succeeded)."""
        running = self.running[name]
        build = running.build
        running.step += 1
        running.process = subprocess.Popen(build.compile[running.step], cwd=running.work, stdin=subprocess.DEVNULL,
                                           stdout=running.log, stderr=subprocess.STDOUT,
                                           env=dict(os.environ, **build.env))

    def wait(self, name: str) -> Compiled:
        """The build, once compiled; ``CompileError`` with the compiler's first lines if it fails."""
        if name in self.done:
            return self.done[name]
        running = self.running[name]
        build, work, began, log = running.build, running.work, running.began, running.log
        while True:
            process = running.process
            assert process is not None  # started by ``start``
            try:
                code = process.wait(max(1.0, began + COMPILE_SECONDS - time.monotonic()))
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                raise CandidateError(f"{' '.join(build.compile[0][:1])} did not finish within "
                                     f"{COMPILE_SECONDS:g} s compiling {self.source.name}") from None
            if code != 0:
                log.seek(0)
                output = self.language.errors(log.read().decode("utf-8", "replace"), self.source, work)
                shutil.rmtree(work, ignore_errors=True)
                del self.running[name]
                raise CompileError(output, build.compile[-1])
            if running.step == len(build.compile) - 1:
                break
            self.advance(name)
        seconds = time.monotonic() - began
        del self.running[name]
        self.done[name] = Compiled(build, self.keep(work, build, seconds), seconds, False)
        return self.done[name]

    def keep(self, work: Path, build: Build, seconds: float) -> Path:
        """The finished build moved to where later checks find it; its folder."""
        (work / "ok").write_text(f"{seconds}\n")
        folder = work.parent / digest(self.language, self.files, self.source, build)
        try:
            work.rename(folder)
        except OSError:  # another check made it meanwhile: use ours
            return work
        return folder

    def report(self) -> dict[str, Any]:
        """What compiling took, for the report: seconds per build (0 when it was cached)."""
        return {"language": self.language.code, "compiled": {name: round(done.seconds, 3) for name, done in
                                                              self.done.items() if done.build.compile},
                "cached": [name for name, done in self.done.items() if done.cached and done.build.compile],
                "commands": {name: [" ".join(step) for step in done.build.compile] for name, done in self.done.items()}}

    def close(self) -> None:
        for running in self.running.values():
            process = running.process
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
            shutil.rmtree(running.work, ignore_errors=True)
        self.running.clear()


class CompileError(CandidateError):
    """The source does not compile: the compiler's first lines."""

    def __init__(self, output: str, command: Sequence[str]):
        lines = [line for line in output.splitlines() if line.strip()]
        shown = lines[:ERROR_LINES] + ([f"... {len(lines) - ERROR_LINES} more lines"] if len(lines) > ERROR_LINES
                                       else [])
        super().__init__("\n".join(shown) or "the compiler failed without a message")
        self.lines = shown
        self.command = " ".join(command)


def first_lines(output: str, source: Path, folder: Path, names: Sequence[str]) -> str:
    """Compiler output with the generated files' paths replaced by the source's name."""
    for name in names:
        output = output.replace(str(folder / name), str(source.name)).replace(name, source.name)
    return output.replace(str(source), source.name)
