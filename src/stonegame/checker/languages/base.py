"""What every language of ``check`` shares: its declaration (``ProgrammingLanguage``, ``Signature``,
``Tool``, ``Toolchain``, ``Setup``, ``Build``, ``Shared``), compiling a build once and keeping
it (``Builder``), and the compiler's first lines as a compile error. The package's ``__init__``
lists the languages.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import IO, Any

from stonegame.checker.processes import fork_failed
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
        kind = game.instance  # as other languages type its arguments: ints (vector<int>&, int[]) or int
        parameters = ("int",) if kind.one_per_size else ("ints",) * kind.value_lines
        return cls(game.problem.methods, parameters, game.answer.type.__name__)

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
class Toolchain:
    """One of the compilers a language may build with, where it has several (C++: Clang or
    g++): its name in the report, its program, and what tells its version apart in the build
    cache (an upgraded compiler builds again)."""

    name: str  # "clang-19", "g++ 12"
    program: str  # its path
    identity: str  # its version and when it was installed
    family: str = ""  # "clang", "gcc"
    forced: bool = False  # named by the user (STONEGAME_CXX): its verdict stands, the other only says if it compiles
    options: tuple[str, ...] = ()  # what it is always given: the standard (-std=c++23)


@dataclass(frozen=True)
class Judged:
    """The toolchain LeetCode builds a language with, where the language has several: its
    family, its name, and how to install it."""

    family: str  # "clang"
    name: str  # "Clang"
    install: str  # "Debian/Ubuntu: apt install clang-19"


@dataclass(frozen=True)
class Setup:
    """How one check builds: with which toolchain (None where the language has one way),
    whether with sanitizers (``--no-sanitize``: without), and whether the speed phase's build
    is made (not when that phase does not run)."""

    toolchain: Toolchain | None = None
    sanitize: bool = True
    speed: bool = True


@dataclass(frozen=True)
class Shared:
    """A part the builds of every source share, made once and kept beside them (C++'s
    precompiled header): its files, and the command that makes ``output`` from them (run in its
    folder; ``{output}`` is where to write). A build names its folder ``{shared}``."""

    files: Mapping[str, str]
    command: tuple[str, ...]
    output: str
    identity: str = ""  # the compiler's version

    def digest(self) -> str:
        made = (sorted(self.files.items()), self.command, self.output, self.identity)
        hashed = hashlib.sha256(repr(made).encode())
        return "shared-" + hashed.hexdigest()[:20]


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
    identity: str = ""  # what else it depends on: the compiler's version
    shared: Shared | None = None  # a part made once for every source, used by ``compile`` as ``{shared}``
    alone: tuple[tuple[str, ...], ...] = ()  # the commands without the shared part, where it cannot be made


@dataclass(frozen=True)
class ProgrammingLanguage:
    """A language's knowledge (see the module's docstring)."""

    code: str  # what --lang takes: cpp, java, js, ts
    title: str  # C++, Java, ...
    extensions: tuple[str, ...]
    tools: tuple[Tool, ...]
    driver: Callable[[Path, Signature], dict[str, str]]  # (source, signature) -> {file name: text}
    builds: Callable[[Path, int, Setup], list[Build]]  # (source, memory bytes, setup) -> check build first
    finding: Callable[[str], str | None] = lambda stderr: None  # a sanitizer's report, named
    generated: tuple[str, ...] = ()  # the driver's files, named as the source in the compiler's messages
    errors: Callable[[str], str] = lambda output: output  # the compiler's messages, tidied further
    toolchains: Callable[[], list[Toolchain]] | None = None  # the compilers found, preferred first
    judged: Judged | None = None  # the one LeetCode builds with, among them
    limited: Callable[[str], str | None] = lambda output: None
    """Why a build or a start failed for a limit of the environment (``ulimit -v``), not for the
    user's code: one line naming the cause and what to do, or None."""
    unable: Callable[[Setup, int], str | None] = lambda setup, memory: None
    """Why this setup (with this memory limit, bytes) cannot run here at all (a sanitizer, or a
    JVM, under ``ulimit -v``), known before building: one line, or None."""

    def toolchain(self) -> list[Toolchain | None]:
        """The compilers to build with, preferred first ([None] where the language has no choice);
        ``CandidateError`` naming what to install where a tool is not on PATH."""
        found: list[Toolchain | None] = [None] if self.toolchains is None else list(self.toolchains())
        for tool in self.tools:
            if shutil.which(tool.program) is None:
                raise CandidateError(f"cannot check {self.title}: {tool.program} not found; {tool.install}")
        return found

    def missing(self) -> list[str]:
        """What this machine lacks to check the language (empty: nothing)."""
        try:
            self.toolchain()
        except CandidateError as error:
            return [str(error)]
        return []


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


def digest(language: ProgrammingLanguage, files: Mapping[str, str], source: Path, build: Build) -> str:
    """What a build depends on: the driver, the source's bytes, the commands and the tools (their
    paths and when they were installed: an upgraded compiler builds again)."""
    hashed = hashlib.sha256()
    tools = [(path, os.stat(path).st_mtime_ns) for tool in language.tools
             if (path := shutil.which(tool.program)) is not None]
    for part in (language.code, repr(sorted(files.items())), repr(build.compile), repr(tools), build.identity):
        hashed.update(part.encode() + b"\0")
    hashed.update(source.read_bytes())
    return hashed.hexdigest()[:20]


STALE = re.compile(r"precompiled header|PCH file|\.pch\b|\.gch\b")
"""A compiler's words for a shared part it could not use (made by another version, its
headers changed since): the build is made again without it."""


class Job:
    """One build being compiled, in a thread of its own: its shared part first (made, or found
    made), then its commands in turn. ``code`` is set when it is over: 0, the failing command's
    exit code, or None (cancelled, or it could not start: ``error``)."""

    def __init__(self, build: Build, work: Path, root: Path):
        self.build, self.work, self.root = build, work, root
        self.began = time.monotonic()
        self.log: IO[bytes] = tempfile.TemporaryFile()
        self.process: subprocess.Popen[bytes] | None = None
        self.code: int | None = None
        self.error: OSError | None = None
        self.command: tuple[str, ...] = build.compile[0] if build.compile else ()
        self.shared: Path | None = None  # the shared part's folder, when it was used
        self.cancelled = threading.Event()
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.work_through, name=f"stonegame-build-{build.name}", daemon=True)
        self.thread.start()

    def work_through(self) -> None:
        try:
            build = self.build
            steps = build.compile
            if build.shared is not None:
                self.shared = self.make_shared(build.shared)
                steps = build.alone if self.shared is None else steps
            code = self.steps(steps)
            if code and self.shared is not None and build.alone and STALE.search(self.output()):
                (self.shared / "ok").unlink(missing_ok=True)  # made by another compiler or headers: made again
                self.shared = None
                self.log.seek(0)
                self.log.truncate()
                code = self.steps(build.alone)
            self.code = code
        except OSError as error:
            self.error = error

    def steps(self, steps: Sequence[tuple[str, ...]]) -> int | None:
        shared = "" if self.shared is None else str(self.shared.resolve())
        for step in steps:
            self.command = tuple(word.replace("{shared}", shared) for word in step)
            code = self.run(self.command, self.work)
            if code != 0:
                return code
        return 0

    def run(self, argv: Sequence[str], folder: Path) -> int | None:
        """One command, its output in the log; None when cancelled."""
        with self.lock:
            if self.cancelled.is_set():
                return None
            self.process = subprocess.Popen(argv, cwd=folder, stdin=subprocess.DEVNULL, stdout=self.log,
                                            stderr=subprocess.STDOUT, env=dict(os.environ, **self.build.env))
        code = self.process.wait()
        return None if self.cancelled.is_set() else code

    def make_shared(self, shared: Shared) -> Path | None:
        """The shared part's folder, made now or found made; None where it cannot be made (the
        build then goes without it). Its files are written once and never again: a compiler
        checks that they are unchanged since it used them."""
        folder = self.root / shared.digest()
        if (folder / "ok").is_file():
            return folder
        folder.mkdir(exist_ok=True)
        for name, text in shared.files.items():
            written_once(folder / name, text)
        partial = f"{shared.output}.{os.getpid()}-{threading.get_ident()}.tmp"
        code = self.run([word.replace("{output}", partial) for word in shared.command], folder)
        if code != 0:
            (folder / partial).unlink(missing_ok=True)
            if code is not None:  # a failing shared part is no failure of the build: it goes without
                self.log.seek(0)
                self.log.truncate()
            return None
        os.replace(folder / partial, folder / shared.output)
        (folder / "ok").write_text("")
        return folder

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read().decode("utf-8", "replace")

    def cancel(self) -> None:
        with self.lock:
            self.cancelled.set()
            process = self.process
        if process is not None and process.poll() is None:
            process.kill()
            process.wait()
        self.thread.join(COMPILE_SECONDS)
        self.log.close()


def written_once(path: Path, text: str) -> None:
    """``path`` holding ``text``, written only if it is not there yet (atomically: a reader never
    sees it half written, and a second writer leaves the first one's file as it is)."""
    if path.exists():
        return
    partial = path.with_name(f"{path.name}.{os.getpid()}-{threading.get_ident()}.tmp")
    partial.write_text(text)
    try:
        os.link(partial, path)
    except FileExistsError:
        pass
    finally:
        partial.unlink(missing_ok=True)


class Builder:
    """Compiles the builds of one source, each in its own folder; all of them start at once (the
    speed build is ready by the time the correctness phases end).

    A language with several toolchains (C++: Clang, then g++) builds with the first; when the
    check build does not compile there, the other is tried: if it compiles there, the check
    goes on with it, and ``note`` says so in one line ("compiles with g++ 12, not with
    clang-19: ..."); where the first was named by the user (``Toolchain.forced``), its compile
    error stands, with that line beside it."""

    def __init__(self, language: ProgrammingLanguage, source: Path, signature: Signature, memory: int, asked: Setup):
        self.language, self.source, self.signature, self.memory = language, source.resolve(), signature, memory
        self.asked = asked  # its toolchain is the builder's to choose
        self.files: dict[str, str] = {}
        self.running: dict[str, Job] = {}
        self.done: dict[str, Compiled] = {}
        self.started = False
        self.toolchains: list[Toolchain | None] = [None]
        self.chosen = 0
        self.note: str | None = None  # what the other toolchain made of a file the first rejects
        self.temporary: Path | None = None  # the build folder, when it is a temporary one (removed at close)

    def setup(self) -> Setup:
        return replace(self.asked, toolchain=self.toolchains[self.chosen])

    def builds(self) -> list[Build]:
        made = self.language.builds(self.source, self.memory, self.setup())
        return [build for build in made if self.asked.speed or build.name != "speed"]

    def start(self) -> None:
        """Start every build not already cached (once)."""
        if self.started:
            return
        self.toolchains = self.language.toolchain()
        self.started = True
        unable = self.language.unable(self.setup(), self.memory)
        if unable is not None:
            raise CandidateError(unable)
        self.files = self.language.driver(self.source, self.signature)
        self.launch()

    def root(self) -> Path:
        """Where builds are kept: the build folder, or a temporary one where that cannot be
        written (removed when the check ends)."""
        if self.temporary is not None:
            return self.temporary
        root = builds_folder()
        try:
            root.mkdir(parents=True, exist_ok=True)
            os.rmdir(tempfile.mkdtemp(dir=root))
        except OSError:  # a folder we cannot write: build in a temporary one, uncached
            self.temporary = root = Path(tempfile.mkdtemp(prefix="stonegame-build-"))
        return root

    def launch(self) -> None:
        """Start the builds of the chosen toolchain (those not made already)."""
        root = self.root()
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
            self.running[build.name] = Job(build, work, root)

    def wait(self, name: str) -> Compiled:
        """The build, once compiled; ``CompileError`` with the compiler's first lines if it fails
        (with every toolchain the language has: see the class)."""
        try:
            return self.finish(name)
        except CompileError as error:
            if name != self.builds()[0].name or self.note is not None:
                raise
            if len(self.toolchains) < 2:
                error.note = self.note = self.alone()
                raise
            return self.other(name, error)

    def alone(self) -> str | None:
        """What to say when the only toolchain found rejects the file, where it is not the one
        LeetCode builds with (then it may reject what LeetCode takes)."""
        only, judged = self.toolchains[self.chosen], self.language.judged
        if only is None or judged is None or only.family == judged.family:
            return None
        return (f"built with {only.name}: LeetCode builds with {judged.name}, which is not found here "
                f"({judged.install}), and takes some code {only.name} rejects")

    def other(self, name: str, error: CompileError) -> Compiled:
        """The check build with the other toolchain, after the first rejected the file."""
        first, second = self.toolchains[self.chosen], self.toolchains[1 - self.chosen]
        assert first is not None and second is not None
        self.switch()
        try:
            compiled = self.finish(name)
        except CompileError:
            self.switch(launch=False)  # the report names the first: its errors are shown
            error.note = self.note = f"{second.name} rejects it too"
            raise error from None
        self.note = f"compiles with {second.name}, not with {first.name}: {error.first()}"
        if first.forced:  # the compiler the user named gives the verdict
            self.switch(launch=False)
            error.note = self.note
            raise error
        judged = self.language.judged
        if judged is not None and first.family == judged.family:
            self.note += f" (LeetCode builds with {judged.name}: it would not compile there)"
        return compiled

    def switch(self, launch: bool = True) -> None:
        """Build with the other toolchain from now on: the builds of this one stopped and forgotten."""
        self.close()
        self.done.clear()
        self.chosen = 1 - self.chosen
        if launch:
            self.launch()

    def finish(self, name: str) -> Compiled:
        if name in self.done:
            return self.done[name]
        job = self.running[name]
        job.thread.join(max(0.0, job.began + COMPILE_SECONDS - time.monotonic()))
        del self.running[name]  # after the wait: a Ctrl-C during it leaves the job to close()
        program = job.command[0] if job.command else "the compiler"
        if job.thread.is_alive():
            job.cancel()
            shutil.rmtree(job.work, ignore_errors=True)
            raise CandidateError(f"{program} did not finish within {COMPILE_SECONDS:g} s compiling {self.source.name}")
        if job.error is not None or job.code != 0:
            output = job.output()
            job.cancel()
            shutil.rmtree(job.work, ignore_errors=True)
            if job.error is not None:  # it could not start
                error = job.error
                raise CandidateError(fork_failed(error) or f"cannot run {program}: {error.strerror or error}")
            limited = self.language.limited(output)
            if limited is not None:
                raise CandidateError(limited)
            output = first_lines(output, self.source, job.work, self.language.generated)
            raise CompileError(self.language.errors(output), job.command)
        seconds = time.monotonic() - job.began
        job.cancel()  # over: this closes its log
        self.done[name] = Compiled(job.build, self.keep(job.work, job.build, seconds), seconds, False)
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
        """What compiling took, for the report: seconds per build (0 when it was cached), the
        compiler, and what the other compiler made of the file."""
        toolchain = self.toolchains[self.chosen]
        return {"language": self.language.code, "compiled": {name: round(done.seconds, 3) for name, done in
                                                              self.done.items() if done.build.compile},
                "cached": [name for name, done in self.done.items() if done.cached and done.build.compile],
                "commands": {name: [self.shown(step, done.build) for step in done.build.compile]
                             for name, done in self.done.items()},
                "compiler": None if toolchain is None else toolchain.name,
                "note": self.note, "sanitized": bool(self.builds()[0].sanitized) if self.started else None}

    def shown(self, step: Sequence[str], build: Build) -> str:
        """A command as it ran: its shared part's folder named."""
        shared = "" if build.shared is None else str((self.root() / build.shared.digest()).resolve())
        return " ".join(word.replace("{shared}", shared) for word in step)

    def close(self) -> None:
        for job in self.running.values():
            job.cancel()
            shutil.rmtree(job.work, ignore_errors=True)
        self.running.clear()

    def cleanup(self) -> None:
        """The end of the check: every build stopped, a temporary build folder removed."""
        self.close()
        if self.temporary is not None:
            shutil.rmtree(self.temporary, ignore_errors=True)


class CompileError(CandidateError):
    """The source does not compile: the compiler's first lines (``note``: what another compiler
    made of it)."""

    def __init__(self, output: str, command: Sequence[str]):
        lines = [line for line in output.splitlines() if line.strip()]
        shown = lines[:ERROR_LINES] + ([f"... {len(lines) - ERROR_LINES} more lines"] if len(lines) > ERROR_LINES
                                       else [])
        super().__init__("\n".join(shown) or "the compiler failed without a message")
        self.lines = shown
        self.command = " ".join(command)
        self.note: str | None = None

    def first(self) -> str:
        """The compiler's first error line (its first line, where none says error)."""
        said = [line.strip() for line in self.lines]
        return next((line for line in said if ERROR_LINE.search(line)),
                    next((line for line in said if "error" in line), said[0] if said else ""))


ERROR_LINE = re.compile(r":\d+(?::\d+)?: (?:fatal error|error|sorry, unimplemented):")
"""A compiler's line naming an error where it is (GCC and Clang: ``file:line:column: error:``)."""


def first_lines(output: str, source: Path, folder: Path, names: Sequence[str]) -> str:
    """Compiler output with the generated files' paths replaced by the source's name."""
    for name in names:
        output = output.replace(str(folder / name), str(source.name)).replace(name, source.name)
    return output.replace(str(source), source.name)
