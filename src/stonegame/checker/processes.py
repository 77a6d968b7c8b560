"""The checker's end of the candidate's processes: a supervisor started (from one long-lived
thread, ``launched``), talked to and stopped (``Supervised``), and how a process that ended
without an answer ended (``died``).

The supervisor (``supervisor.py``) runs as a script beside nothing of stonegame; this module
starts it with the checker's pid, speaks its line-per-JSON protocol on its stdin and stdout,
and reads the tail of its stderr (the candidate's). The runners (``runners``) build on it.
"""

from __future__ import annotations

import errno
import json
import os
import re
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from stonegame.checker.limits import FORK_FAILED, OUTPUT_BYTES, STDERR_TAIL
from stonegame.checker.verdicts import Outcome
from stonegame.core.errors import CandidateError

SUPERVISOR = Path(__file__).with_name("supervisor.py")  # run as a script: see there
STOP_SECONDS = 10.0  # how long a supervisor may take to end everything before it is killed itself


_launcher: ThreadPoolExecutor | None = None
_launcher_lock = threading.Lock()


def launched(argv: list[str], **options: Any) -> subprocess.Popen[bytes]:
    """``subprocess.Popen(argv, **options)``, run in the *launcher*: one thread that lives as
    long as the checker.

    A supervisor asks the kernel to be told when the checker ends (PR_SET_PDEATHSIG), and the
    kernel tells it when the *thread* that forked it ends, not the process. A supervisor
    started from a short-lived thread (``Judge.run_group`` runs the parts of a group of cases
    on the runners of ``--jobs`` in a pool's threads, which end with the group) stopped with
    it, and the next case found it gone: "the checker lost track of the program" (#25)."""
    global _launcher
    with _launcher_lock:
        if _launcher is None:
            _launcher = ThreadPoolExecutor(1, thread_name_prefix="stonegame-launcher")
        launcher = _launcher

    def popen() -> subprocess.Popen[bytes]:
        return subprocess.Popen(argv, **options)

    return launcher.submit(popen).result()


def address_limit() -> int | None:
    """The virtual memory this process and its children may map (``ulimit -v``, RLIMIT_AS), in
    bytes; None when there is no limit."""
    import resource

    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    return None if soft == resource.RLIM_INFINITY else soft


def ulimit_v() -> str:
    """The limit as the shell names it: '`ulimit -v` (4,000,000 KB)'."""
    limit = address_limit()
    return "`ulimit -v`" + ("" if limit is None else f" ({limit // 1024:,} KB)")


def fork_failed(error: BaseException | str) -> str | None:
    """The one line that says a process could not be started for a limit of the system (fork
    failed: EAGAIN, ENOMEM), from the error or a supervisor's stderr; None for anything else."""
    if isinstance(error, str):
        found = re.search(re.escape(FORK_FAILED) + r" ([^\n]*)", error)
        if found is None:
            return None
        why = found[1].strip()
    elif isinstance(error, OSError) and error.errno in (errno.EAGAIN, errno.ENOMEM):
        why = error.strerror or str(error)
    else:
        return None
    return (f"cannot start a process (fork failed: {why}): a limit of the system is reached, on processes "
            f"(`ulimit -u`) or on memory ({ulimit_v()}); raise it, or run fewer --jobs")


def child_environment() -> dict[str, str]:
    env = dict(os.environ)
    for name in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        env.setdefault(name, "1")  # thread pools reserve address space the memory cap would count
    env.setdefault("MALLOC_ARENA_MAX", "2")
    return env


MEMORY_WORDS = re.compile(r"MemoryError|bad_alloc|OutOfMemoryError|Cannot allocate memory|out of memory"
                          r"|rss limit exhausted|mmap_limit_mb|allocation-size-too-big")  # the last three: ASan's


def died(returncode: int, stderr: str, raising: bool = False) -> Outcome:
    """The outcome of a process that ended without an answer (``raising``: a program, whose
    non-zero exit is its way to raise, a runtime error, not a crash)."""
    last = next((line for line in reversed(stderr.strip().splitlines()) if line.strip()), "")
    if MEMORY_WORDS.search(stderr):
        return Outcome("memory", detail=last[:300])
    if returncode < 0:
        name = signal.Signals(-returncode).name if -returncode in signal.valid_signals() else str(-returncode)
        if name == "SIGSEGV" and overflowed(stderr):
            return Outcome("exception", detail="recursion too deep: the stack overflowed" + deepest(stderr))
        why = {
            "SIGSEGV": " (a crash in native code, or a stack overflow)",
            "SIGKILL": " (killed from outside: the system may be out of memory)",
            "SIGXFSZ": f" (wrote more than {OUTPUT_BYTES >> 20} MB to a file)",
        }.get(name, "")
        return Outcome("crash", detail=f"killed by {name}{why}")
    return Outcome("exception" if raising and returncode > 0 else "crash",
                   detail=f"exited with status {returncode}" + (f": {last[:300]}" if last else ""))


def overflowed(stderr: str) -> bool:
    """Whether faulthandler's report of a segmentation fault shows a stack too deep to print
    whole (it writes the 100 innermost calls, then "...")."""
    return "Fatal Python error: Segmentation fault" in stderr and "\n  ...\n" in stderr + "\n"


def deepest(stderr: str) -> str:
    """' (at line 5, in dfs)': the innermost call of faulthandler's report, if it names one."""
    found = re.search(r'File "[^"]*", line (\d+) in (\S+)', stderr)
    return f" (at line {found[1]}, in {found[2]})" if found else ""


def read_tail(file: Any) -> str:
    file.seek(0, os.SEEK_END)
    end = file.tell()
    file.seek(max(0, end - STDERR_TAIL))
    return file.read().decode("utf-8", "replace")


class Supervised:
    """A ``supervisor.py`` process: the supervisor of everything the candidate starts.

    It leads its own session, so the terminal's Ctrl-C reaches only the checker, which then ends
    it (``stop``); if the checker dies instead, the supervisor is told by the kernel."""

    def __init__(self, arguments: list[str], env: Mapping[str, str] | None = None):
        self.stderr = tempfile.TemporaryFile()
        self.buffer = b""
        try:
            self.process = launched(
                [sys.executable, str(SUPERVISOR), str(os.getpid()), *arguments],
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                start_new_session=True, env={**child_environment(), **(env or {})},
            )
        except OSError as error:
            self.stderr.close()
            raise CandidateError(fork_failed(error) or f"cannot start the checker's supervisor: {error}") from None
        assert self.process.stdin is not None and self.process.stdout is not None  # both are pipes
        self.requests, self.replies = self.process.stdin, self.process.stdout

    def send_lines(self, lines: list[bytes]) -> None:
        """Several messages at once (their total well inside the pipe's buffer, so this never
        waits on a candidate that has stopped reading). Raises BrokenPipeError when the process
        has ended."""
        self.requests.write(b"".join(line + b"\n" for line in lines))
        self.requests.flush()

    def receive(self, deadline: float) -> dict | None:
        """One reply, None at the deadline; EOFError when the process has ended."""
        fd = self.replies.fileno()
        while b"\n" not in self.buffer:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([fd], [], [], remaining)[0]:
                return None
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                raise EOFError
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return json.loads(line)

    def last_words(self) -> str:
        """The tail of its stderr, once it has ended; ``CandidateError`` when it could not start
        the candidate's process for a limit of the system (see ``fork_failed``)."""
        self.process.wait()
        stderr = read_tail(self.stderr)
        self.unforked(stderr)
        return stderr

    def unforked(self, stderr: str | None = None) -> None:
        """``CandidateError`` if the supervisor said it could not fork the candidate's process."""
        said = fork_failed(read_tail(self.stderr) if stderr is None else stderr)
        if said is not None:
            raise CandidateError(said)

    def stop(self) -> None:
        """End it and everything below it, and wait until they are gone."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:  # never seen: it is ours and small
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        for stream in (self.requests, self.replies, self.stderr):
            try:
                stream.close()
            except OSError:
                pass
