"""Runners: how ``stonegame check`` runs a candidate on instances (``Runner``).

A Python file is served by one long-lived process (``server.py``) that answers many cases;
a C++, Java, JavaScript or TypeScript file likewise, by a driver compiled around it
(``SourceRunner``, ``stonegame.checker.languages``); any other program runs once per case
(``CommandRunner``). Each runs under a ``supervisor.py`` (``processes.Supervised``), so a crash,
a loop or a memory blow-up is an outcome, never the checker's problem.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from stonegame.checker.languages import Builder, Compiled
from stonegame.checker.limits import LOAD_SECONDS, OUTPUT_BYTES
from stonegame.checker.processes import MEMORY_WORDS, Supervised, died
from stonegame.checker.verdicts import Outcome
from stonegame.core.errors import CandidateError
from stonegame.core.instances import Kind, as_arguments, as_stdin

PIPELINE_BYTES = 32 * 2**10  # requests sent ahead of the replies, at most: well inside a pipe's buffer
PIPELINE_CASES = 64  # ... and at most this many cases at once


class Runner(Protocol):
    """Runs one candidate on instances, as JSON (a runner makes them the arguments or the stdin
    its candidate reads)."""

    def describe(self) -> str: ...  # the candidate, named for the report

    def start(self, load_timeout: float) -> None:
        """Prepare the candidate, or raise ``CandidateError`` saying why it cannot be checked. It
        may return while the candidate still loads: the first ``run`` then waits for it."""

    def run(self, instances: Sequence[Any], timeout: float,
            expected: Sequence[Any] | None = None) -> list[Outcome]:
        """The outcomes, in order, each run within ``timeout``; fewer (never none) after a run
        that ended the candidate's process or, given the ``expected`` answers, after the first
        case that did not give its own: the judge runs the rest again if it needs them."""

    def close(self) -> None: ...  # everything it started, ended


@dataclass(frozen=True)
class PythonFile:
    """A Python file: LeetCode's ``class Solution``, or the plain function ``function``."""

    path: Path
    function: str | None = None


@dataclass(frozen=True)
class Command:
    """Any program: one instance on stdin (see ``Kind.stdin``), the answer on its first line of output."""

    argv: tuple[str, ...]

    @classmethod
    def parse(cls, text: str) -> Command:
        try:
            argv = shlex.split(text)
        except ValueError as error:
            raise CandidateError(f"cannot read the command {text[:80]!r}: {error}") from None
        if not argv:
            raise CandidateError("--cmd is empty; give the program to run, e.g. --cmd './a.out'")
        return cls(tuple(argv))


class PythonRunner:
    """One long-lived server serving many cases, several sent ahead of their replies (small
    instances cost one round trip per batch, not per case); started again after a timeout or
    a crash."""

    def __init__(self, candidate: PythonFile, method: str, kind: Kind, memory: int, recursion: int):
        self.path, self.kind = candidate.path, kind
        self.target = ("function", candidate.function) if candidate.function else ("method", method)
        self.memory, self.recursion = memory, recursion
        self.server: Supervised | None = None
        self.call = ""
        self.batches = 0
        self.loading: float | None = None  # the load timeout, while the file is loading

    def describe(self) -> str:
        if self.target[0] == "function":
            return f"{self.target[1]}() in {self.path}"
        return f"Solution().{self.call or self.target[1]} in {self.path}"

    def start(self, load_timeout: float) -> None:
        """Start loading the file (once); the first run waits for it, and raises
        ``CandidateError`` saying why it cannot be checked."""
        if not self.path.is_file():
            raise CandidateError(f"no file {str(self.path)[:200]!r}")
        self.launch()
        self.loading = load_timeout

    def launch(self) -> None:
        self.server = Supervised(["serve", str(self.path), *self.target, str(self.memory), str(self.recursion)])

    def loaded(self) -> None:
        """Wait for the file started loading by ``start``."""
        load_timeout, self.loading = self.loading, None
        if load_timeout is not None and (problem := self.ready(load_timeout)) is not None:
            raise CandidateError(problem)

    def ready(self, load_timeout: float) -> str | None:
        """None once the server has loaded the file; else why it could not."""
        server = self.server
        assert server is not None, "launched first"
        try:
            reply = server.receive(time.monotonic() + load_timeout)
        except EOFError:
            try:
                why = self.unready(server)
            finally:
                self.stop()
            return f"{self.path} could not be loaded: {why}"
        if reply is None:
            self.stop()
            return f"{self.path} did not finish loading within {load_timeout:g} s (a loop at the top level?)"
        if reply["status"] != "ready":
            self.stop()
            return reply.get("message", "the file could not be loaded")
        self.call = reply.get("call", "")
        return None

    def run(self, instances: Sequence[Any], timeout: float,
            expected: Sequence[Any] | None = None) -> list[Outcome]:
        """The instances' outcomes; the requests go out in batches of at most PIPELINE_BYTES,
        and a batch stops at its first case that raises or does not answer as ``expected``."""
        outcomes: list[Outcome] = []
        while len(outcomes) < len(instances):
            batch = self.batch(instances[len(outcomes):], None if expected is None else expected[len(outcomes):])
            done = self.run_batch(batch, timeout)
            outcomes += done
            if len(done) < len(batch):
                break
        return outcomes

    def batch(self, instances: Sequence[Any], expected: Sequence[Any] | None) -> list[bytes]:
        self.batches += 1
        lines: list[bytes] = []
        size = 0
        for index, instance in enumerate(instances[:PIPELINE_CASES]):
            line = self.request(instance, None if expected is None else expected[index])
            if lines and size + len(line) > PIPELINE_BYTES:
                break
            lines.append(line)
            size += len(line)
        return lines

    def request(self, instance: Any, expected: Any) -> bytes:
        """One case's request line: its arguments, and the answer the server compares the reply
        with (None: not given; no answer is None)."""
        request: dict[str, Any] = {"args": as_arguments(self.kind, instance), "batch": self.batches}
        if expected is not None:
            request["expect"] = expected
        return json.dumps(request).encode()

    def run_batch(self, lines: list[bytes], timeout: float) -> list[Outcome]:
        """Each reply within ``timeout`` of the one before (the server runs them in turn)."""
        self.loaded()
        if self.server is None:
            self.launch()
            if (problem := self.ready(max(LOAD_SECONDS, timeout))) is not None:
                return [Outcome("crash", detail=problem)]
        server = self.server
        assert server is not None
        outcomes: list[Outcome] = []
        try:
            server.send_lines(lines)
            for _ in lines:
                reply = server.receive(time.monotonic() + timeout)
                if reply is None:
                    self.stop()
                    return [*outcomes, Outcome("timeout", detail=f"no answer within {timeout:g} s")]
                if reply["status"] == "skipped":
                    continue  # every later one is skipped too: read them all, to stay in step
                outcomes.append(self.outcome(reply))
                if outcomes[-1].status in ("memory", "output"):
                    return outcomes
        except (BrokenPipeError, EOFError):
            outcome = self.ended(server)
            self.stop()
            return [*outcomes, outcome]
        return outcomes

    def ended(self, server: Supervised) -> Outcome:
        """How the server ended, once it has."""
        stderr = server.last_words()  # first: it waits for the end, which sets the returncode
        return died(server.process.returncode, stderr)

    def unready(self, server: Supervised) -> str:
        """Why the server ended before it was ready; ``CandidateError`` where a limit of the
        system stopped it before the candidate's code ran."""
        return self.ended(server).detail

    def outcome(self, reply: dict) -> Outcome:
        status = reply.pop("status")
        if status in ("memory", "output-limit"):
            self.stop()
            if status == "output-limit":
                return Outcome("output", detail=f"printed more than {OUTPUT_BYTES >> 20} MB to stdout")
            return Outcome("memory", detail=f"MemoryError: allocated more than {self.memory >> 20} MB")
        if status == "exception":
            detail = reply["error"] + (f" ({reply['where']})" if reply.get("where") else "")
            if reply.get("recursion"):
                detail = f"recursion too deep: {detail}"
            return Outcome("exception", detail=detail)
        return Outcome("ok", reply["type"], reply.get("value"), reply.get("repr"), reply["seconds"],
                       reply.get("printed", ""), reply.get("printed_bytes", 0))

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None

    close = stop


@dataclass(frozen=True)
class SourceFile:
    """A LeetCode solution in another language (``language``: cpp, java, js, ts), run through
    a driver generated around it (``stonegame.checker.languages``)."""

    path: Path
    language: str


class SourceRunner(PythonRunner):
    """A compiled driver around a C++, Java, JavaScript or TypeScript file: one long-lived
    process serving many cases (sent ahead of their replies, as to a Python server), started
    again after a timeout or a crash. The runners of one check share one ``Builder``, so each
    build is compiled once; ``build`` names the one this runner runs."""

    def __init__(self, candidate: SourceFile, builder: Builder, kind: Kind, build: str = "check"):
        super().__init__(PythonFile(candidate.path), "", kind, 0, 0)
        self.builder, self.build = builder, build
        self.language, self.signature = builder.language, builder.signature
        self.compiled: Compiled | None = None
        self.speed_runner: SourceRunner | None = None

    def describe(self) -> str:
        return f"Solution().{self.call or self.signature.methods[0]} in {self.path} ({self.language.title})"

    def launch(self) -> None:
        """Compile first (``start``, once), then start the driver."""
        if self.compiled is None:
            self.builder.start()
            self.compiled = self.builder.wait(self.build)
        build, folder = self.compiled.build, str(self.compiled.folder.resolve())
        argv = [word.replace("{build}", folder) for word in build.run]
        self.server = Supervised(["program", str(build.memory), str(build.stack), *argv], env=build.env)

    def request(self, instance: Any, expected: Any) -> bytes:
        return self.signature.line(as_arguments(self.kind, instance))

    def run(self, instances: Sequence[Any], timeout: float,
            expected: Sequence[Any] | None = None) -> list[Outcome]:
        if self.compiled is None:  # the speed runner, started on its first case
            self.start(max(LOAD_SECONDS, timeout))
        return super().run(instances, timeout, expected)

    def outcome(self, reply: dict) -> Outcome:
        if reply.get("status") == "memory":
            self.stop()
            return Outcome("memory", detail=f"out of memory: allocated more than {self.builder.memory >> 20} MB")
        if reply.get("status") == "exception" and reply.pop("recursion", False):
            reply["error"] = f"stack overflow (recursion too deep): {reply['error']}"
        return super().outcome(reply)

    def unready(self, server: Supervised) -> str:
        """Why the program ended before it was ready: a limit of the environment (ASan's
        shadow memory or the JVM's reservations under ``ulimit -v``, a failing fork) is
        ``CandidateError`` naming it and what to do, never an outcome of the user's code."""
        limited = self.language.limited(server.last_words())
        if limited is not None:
            raise CandidateError(limited)
        return self.ended(server).detail

    def ended(self, server: Supervised) -> Outcome:
        """A sanitizer's report or a non-zero exit is a runtime error; a signal, a crash."""
        stderr = server.last_words()
        if MEMORY_WORDS.search(stderr):
            return Outcome("memory", detail=f"out of memory: allocated more than {self.builder.memory >> 20} MB")
        finding = self.language.finding(stderr)
        if finding is not None:
            return Outcome("exception", detail=finding)
        return died(server.process.returncode, stderr, raising=True)

    def for_speed(self) -> Runner:
        """The runner on the build without sanitizers (this one, where there is no other)."""
        if all(build.name != "speed" for build in self.builder.builds()):
            return self
        if self.speed_runner is None:
            self.speed_runner = SourceRunner(SourceFile(self.path, self.language.code), self.builder, self.kind,
                                             "speed")
        return self.speed_runner

    def close(self) -> None:
        super().close()
        if self.speed_runner is not None:
            self.speed_runner.close()
        self.builder.cleanup()


class CommandRunner:
    """A fresh process per case: the instance on stdin, the answer on the first line of stdout.

    One supervisor runs them all, each once everything the previous one started is gone."""

    GRACE = 10.0  # seconds the supervisor may take beyond a case's time limit to answer

    def __init__(self, candidate: Command, kind: Kind, memory: int):
        self.argv, self.kind, self.memory = list(candidate.argv), kind, memory
        self.supervisor: Supervised | None = None
        self.folder: str | None = None

    def describe(self) -> str:
        return shlex.join(self.argv)

    def start(self, load_timeout: float) -> None:
        program = self.argv[0]
        if shutil.which(program) is None:
            raise CandidateError(f"cannot run {program[:80]!r}: no such program (on PATH or as a path)")
        self.folder = tempfile.mkdtemp(prefix="stonegame-check-")

    def run(self, instances: Sequence[Any], timeout: float,
            expected: Sequence[Any] | None = None) -> list[Outcome]:
        return [self.run_one(instance, timeout) for instance in instances]

    def run_one(self, instance: Any, timeout: float) -> Outcome:
        assert self.folder is not None, "started first"
        given, output = os.path.join(self.folder, "stdin"), os.path.join(self.folder, "stdout")
        with open(given, "w") as file:
            file.write(as_stdin(self.kind, instance))
        if self.supervisor is None:
            self.supervisor = Supervised(["command", str(self.memory), output, *self.argv])
        try:
            self.supervisor.send_lines([json.dumps({"input": given, "timeout": timeout}).encode()])
            reply = self.supervisor.receive(time.monotonic() + timeout + self.GRACE)
        except (BrokenPipeError, EOFError):
            reply = None
        if reply is None:  # the supervisor itself failed: it could not fork, or never seen
            try:
                self.supervisor.unforked()
            finally:
                self.stop()
            return Outcome("crash", detail="the checker lost track of the program")
        if os.path.getsize(output) >= OUTPUT_BYTES:
            return Outcome("output", detail=f"printed more than {OUTPUT_BYTES >> 20} MB to stdout")
        if reply["status"] == "timeout":
            return Outcome("timeout", detail=f"no answer within {timeout:g} s")
        if reply["status"] == "signaled":
            return died(-reply["signal"], reply["stderr"])
        if reply["code"] != 0:
            return died(reply["code"], reply["stderr"], raising=True)
        with open(output, "rb") as file:
            lines = file.read(1 << 16).decode("utf-8", "replace").splitlines()
        return Outcome("ok", "text", lines[0].strip() if lines else "", seconds=reply["seconds"])

    def stop(self) -> None:
        if self.supervisor is not None:
            self.supervisor.stop()
            self.supervisor = None

    def close(self) -> None:
        self.stop()
        if self.folder is not None:
            shutil.rmtree(self.folder, ignore_errors=True)
            self.folder = None
