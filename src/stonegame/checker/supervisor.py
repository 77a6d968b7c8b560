"""The supervisor: the process ``stonegame check`` starts for a candidate, to run it with limits.

Run as a script, not with ``-m``, so that nothing of stonegame is imported next to the
candidate (it uses the standard library and its siblings: ``limits``, and ``server`` to serve
a Python file):

    python supervisor.py CHECKER_PID serve PATH method|function NAME MEMORY_BYTES RECURSION_LIMIT
    python supervisor.py CHECKER_PID command MEMORY_BYTES OUTPUT_PATH PROGRAM ARGS...
    python supervisor.py CHECKER_PID program MEMORY_BYTES STACK_BYTES PROGRAM ARGS...

The process is a child subreaper (Linux's PR_SET_CHILD_SUBREAPER), so every process the
candidate starts stays its descendant, even one that calls setsid or whose parent has died; and
it is told when the checker ends, however it ends (PR_SET_PDEATHSIG sends it SIGTERM, even
after a SIGKILL of the checker; the kernel sends it when the checker's *thread* that started
it ends, so the checker starts supervisors from a thread that lives as long as it does:
``processes.launched``). When the candidate ends, and on SIGTERM, SIGINT or SIGHUP, it
kills every descendant, reaps them and exits. So nothing the candidate started outlives a case,
a timeout or the checker. The candidate's stderr goes through the supervisor, which keeps its
last ``STDERR_TAIL`` bytes: a flood there costs nothing and fails nothing.

``serve``: the supervisor forks the Python *server* (``server.py``, which loads the file and
answers cases; its protocol is described there), on the checker's pipes. When the server dies,
the supervisor exits the same way (the same code, or killed by the same signal), so the
checker reads the server's end from the supervisor's.

``command``: per request line ``{"input": PATH, "timeout": SECONDS}`` the supervisor runs the
program once: stdin from PATH, stdout to OUTPUT_PATH (at most ``OUTPUT_BYTES``: RLIMIT_FSIZE),
address space capped at MEMORY_BYTES (0: no cap). It answers ``{"status": "exited" |
"signaled" | "timeout", "code": ..., "signal": ..., "seconds": ..., "stderr": ...}`` once the
program and everything it started are gone.

``program``: the supervisor runs one long-lived PROGRAM (a compiled driver around the
candidate, ``stonegame.checker.languages``) that speaks the server's protocol itself, minus
batches: requests on its stdin, one per line; replies on file descriptor 3, one JSON object per
line. Its stdout is /dev/null (prints fail nothing), its stderr goes through the supervisor;
its address space is capped at MEMORY_BYTES (0: no cap, for runtimes that bound their own heap)
and its stack at STACK_BYTES (deep recursion). The supervisor ends as the program ends.

This is isolation against mistakes, not a sandbox: the candidate runs with the user's rights.
"""

from __future__ import annotations

import json
import os
import resource
import select
import signal
import sys
import time
import traceback
from collections.abc import Callable
from typing import NoReturn

if __package__:  # imported by the checker, as stonegame.checker.supervisor
    from stonegame.checker.limits import FORK_FAILED, STDERR_TAIL, limit_output
else:  # run as the script: its siblings are top-level modules
    from limits import FORK_FAILED, STDERR_TAIL, limit_output  # type: ignore[import-not-found,no-redef]

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
STOPPING = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


_libc = None


def prctl(option: int, value: int) -> bool:
    """Linux's prctl(2); False where there is none (cleanup then relies on the process tree)."""
    global _libc
    try:
        import ctypes

        if _libc is None:
            _libc = ctypes.CDLL(None, use_errno=True)
        zero = ctypes.c_ulong(0)
        return _libc.prctl(ctypes.c_int(option), ctypes.c_ulong(value), zero, zero, zero) == 0
    except (OSError, AttributeError):
        return False


def descendants(root: int) -> list[int]:
    """Every process below ``root``, read from /proc (none where there is no /proc)."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as stat:
                    parent = int(stat.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue  # gone meanwhile
            children.setdefault(parent, []).append(int(entry))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), ()):
            found.append(child)
            todo.append(child)
    return found


class Tail:
    """The last STDERR_TAIL bytes written to it."""

    data = b""

    def add(self, chunk: bytes) -> None:
        self.data = (self.data + chunk)[-STDERR_TAIL:]


class Supervisor:
    """This process, as the one every process of the candidate descends from."""

    def __init__(self, checker: int):
        self.wake, wake_write = os.pipe()
        for fd in (self.wake, wake_write):
            os.set_blocking(fd, False)
        signal.set_wakeup_fd(wake_write)  # a signal makes select() return: no race with waiting
        for number in (signal.SIGCHLD, *STOPPING):
            signal.signal(number, lambda *_: None)
        prctl(PR_SET_CHILD_SUBREAPER, 1)
        prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
        if os.getppid() != checker:  # the checker ended before the line above
            sys.exit(1)
        self.ended: dict[int, int] = {}  # pid -> wait status, for the processes we watch
        self.spawned: set[int] = set()  # our own children, killed even where /proc is missing
        self.stopping = False

    def spawn(self, child: Callable[[], None]) -> int:
        """Fork; the child runs ``child()`` (which must not return) and dies with us. Where the
        system refuses the fork (a limit on processes or memory), say so on stderr (``FORK_FAILED``:
        the checker tells it apart from a candidate's failure) and end everything."""
        me = os.getpid()
        try:
            pid = os.fork()
        except OSError as error:
            os.write(2, f"{FORK_FAILED} {error.strerror or error}\n".encode())
            self.end_all()
            os._exit(1)
        if pid:
            self.spawned.add(pid)
            return pid
        try:
            signal.set_wakeup_fd(-1)
            os.close(self.wake)
            for number in (signal.SIGCHLD, *STOPPING):
                signal.signal(number, signal.SIG_DFL)
            prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
            if os.getppid() != me:
                os._exit(1)
            child()
        except BaseException:
            traceback.print_exc()
        finally:
            os._exit(127)

    def wait(self, fds: list[int], deadline: float | None) -> list[int]:
        """The fds of ``fds`` ready to read, once one is, a child ended, or the deadline passed;
        children that ended are reaped, and a stopping signal sets ``stopping``."""
        timeout = None if deadline is None else max(0.0, deadline - time.monotonic())
        ready = select.select([self.wake, *fds], [], [], timeout)[0]
        if self.wake in ready:
            try:
                received = os.read(self.wake, 512)
            except BlockingIOError:
                received = b""
            self.stopping = self.stopping or any(number in STOPPING for number in received)
        self.reap()
        return [fd for fd in ready if fd != self.wake]

    def reap(self) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            self.ended[pid] = status
            self.spawned.discard(pid)

    def end_all(self) -> None:
        """Kill every descendant until none is left (orphans come back to us, their subreaper)."""
        give_up = time.monotonic() + 10  # only a process stuck in the kernel outlasts this
        while True:
            found = set(descendants(os.getpid())) | self.spawned
            if not found or time.monotonic() > give_up:
                return
            for pid in found:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            time.sleep(0.001)
            self.reap()

    def stop(self) -> None:
        self.end_all()
        os._exit(1)


def exit_as(status: int) -> None:
    """End this process the way the one with wait status ``status`` ended."""
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        signal.set_wakeup_fd(-1)
        if number not in (signal.SIGKILL, signal.SIGSTOP):
            signal.signal(number, signal.SIG_DFL)
        os.kill(os.getpid(), number)
        os._exit(128 + number)  # a signal whose default is to be ignored
    os._exit(os.waitstatus_to_exitcode(status))


def drain(fd: int, tail: Tail) -> bool | None:
    """Read what is there into ``tail``: True if something was, False at end of file, None if
    nothing is there yet."""
    try:
        chunk = os.read(fd, 1 << 16)
    except BlockingIOError:
        return None
    tail.add(chunk)
    return bool(chunk)


def spawn_piped(supervisor: Supervisor, child: Callable[[], None]) -> tuple[int, int]:
    """Fork ``child()`` with its stderr on a pipe: its pid, and the pipe's end to read."""
    errors, error_end = os.pipe()

    def piped() -> None:
        os.dup2(error_end, 2)
        os.close(errors)
        os.close(error_end)
        child()

    pid = supervisor.spawn(piped)
    os.close(error_end)
    return pid, errors


def relay(supervisor: Supervisor, child: Callable[[], None]) -> None:
    """Fork ``child()``, which alone holds the checker's pipes (their end is its end); relay
    the tail of its stderr, and end as it ends."""
    pid, errors = spawn_piped(supervisor, child)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    tail = Tail()
    waited(supervisor, pid, errors, tail, None)
    supervisor.end_all()
    os.set_blocking(errors, False)  # every writer is gone, unless one is stuck in the kernel
    while drain(errors, tail):
        pass
    os.write(2, tail.data)
    exit_as(supervisor.ended[pid])


def serve(arguments: list[str]) -> None:
    """Be the server (it talks to the checker on our stdin and stdout)."""
    import server  # type: ignore[import-not-found]  # the sibling module, in the server's process only

    server.serve_main(arguments)


def program(memory: int, stack: int, argv: list[str]) -> None:
    """Become the program, with the checker's pipes: requests on its stdin, replies on fd 3."""
    os.dup2(1, 3)
    os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
    if stack > 0:
        _, hard = resource.getrlimit(resource.RLIMIT_STACK)
        resource.setrlimit(resource.RLIMIT_STACK, (stack if hard == resource.RLIM_INFINITY else min(stack, hard), hard))
    execute(argv, memory)


def supervise_command(supervisor: Supervisor, memory: int, output: str, argv: list[str]) -> None:
    """Run the program once per request line; answer each once everything it started is gone."""
    pending = b""
    while True:
        while b"\n" not in pending:
            if supervisor.wait([0], None):
                chunk = os.read(0, 1 << 16)
                if not chunk:
                    supervisor.end_all()
                    os._exit(0)
                pending += chunk
            if supervisor.stopping:
                supervisor.stop()
        line, _, pending = pending.partition(b"\n")
        request = json.loads(line)
        reply = run_program(supervisor, once(memory, output, argv, request["input"]), float(request["timeout"]))
        os.write(1, json.dumps(reply).encode() + b"\n")


def execute(argv: list[str], memory: int) -> NoReturn:
    """Become the program, its address space capped at ``memory`` bytes (0: no cap)."""
    for number in (signal.SIGPIPE, signal.SIGXFSZ):  # Python ignores them; a program must not
        signal.signal(number, signal.SIG_DFL)
    if memory > 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    try:
        os.execvp(argv[0], argv)
    except OSError as error:
        os.write(2, f"cannot run {argv[0]}: {error.strerror}\n".encode())
        os._exit(127)


def once(memory: int, output: str, argv: list[str], given: str) -> Callable[[], None]:
    """What the child of one run does: read ``given``, write ``output``, and become the program."""

    def program() -> None:
        os.dup2(os.open(given, os.O_RDONLY), 0)
        os.dup2(os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 1)
        limit_output()
        execute(argv, memory)

    return program


def run_program(supervisor: Supervisor, program: Callable[[], None], timeout: float) -> dict:
    """Run ``program`` in a child, its stderr kept, until it ends or ``timeout`` seconds pass;
    then end whatever it started, and reply how it ended."""
    began = time.monotonic()
    pid, errors = spawn_piped(supervisor, program)
    tail = Tail()
    ended = waited(supervisor, pid, errors, tail, began + timeout)
    supervisor.end_all()  # the program if it is still running, and whatever it started
    while pid not in supervisor.ended:
        supervisor.wait([], time.monotonic() + 0.01)
    os.set_blocking(errors, False)
    while drain(errors, tail):
        pass
    os.close(errors)
    status = supervisor.ended.pop(pid)
    supervisor.ended.clear()
    reply: dict = {"seconds": None if ended is None else ended - began,
                   "stderr": tail.data.decode("utf-8", "replace")[-4000:]}
    if ended is None:
        reply["status"] = "timeout"
    elif os.WIFSIGNALED(status):
        reply.update(status="signaled", signal=os.WTERMSIG(status))
    else:
        reply.update(status="exited", code=os.waitstatus_to_exitcode(status))
    return reply


def waited(supervisor: Supervisor, pid: int, errors: int, tail: Tail, deadline: float | None) -> float | None:
    """When the child ``pid`` ended, or None if it was still running at ``deadline``; its stderr
    (``errors``) read into ``tail`` meanwhile."""
    open_fds = [errors]
    while pid not in supervisor.ended and (deadline is None or time.monotonic() < deadline):
        for fd in supervisor.wait(open_fds, deadline):
            if drain(fd, tail) is False:
                open_fds = []
        if supervisor.stopping:
            supervisor.stop()
    return time.monotonic() if pid in supervisor.ended else None


def main(argv: list[str]) -> None:
    """Supervise as the arguments say (see the module's docstring: ``processes.Supervised``, the
    one caller, writes them)."""
    mode, arguments = argv[1], argv[2:]
    supervisor = Supervisor(int(argv[0]))
    if mode == "serve":
        relay(supervisor, lambda: serve(arguments))
    elif mode == "program":
        relay(supervisor, lambda: program(int(arguments[0]), int(arguments[1]), arguments[2:]))
    else:
        supervise_command(supervisor, int(arguments[0]), arguments[1], arguments[2:])


if __name__ == "__main__":
    main(sys.argv[1:])
