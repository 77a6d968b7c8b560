"""The processes of ``stonegame check`` that run the user's code, so the checker never does.

Run as a script, not with ``-m``, so that nothing of stonegame is imported next to the
candidate (this file uses the standard library only):

    python child.py CHECKER_PID serve PATH method|function NAME MEMORY_BYTES RECURSION_LIMIT
    python child.py CHECKER_PID command MEMORY_BYTES OUTPUT_PATH PROGRAM ARGS...
    python child.py CHECKER_PID program MEMORY_BYTES STACK_BYTES PROGRAM ARGS...

Either way the process is a *supervisor* first: a child subreaper (Linux's
PR_SET_CHILD_SUBREAPER), so every process the candidate starts stays its descendant, even one
that calls setsid or whose parent has died; and it is told when the checker ends, however it
ends (PR_SET_PDEATHSIG sends it SIGTERM, even after a SIGKILL of the checker). When the
candidate ends, and on SIGTERM, SIGINT or SIGHUP, it kills every descendant, reaps them and
exits. So nothing the candidate started outlives a case, a timeout or the checker. The
candidate's stderr goes through the supervisor, which keeps its last ``STDERR_TAIL`` bytes: a
flood there costs nothing and fails nothing.

``serve``: the supervisor forks the *server*, which loads the Python file PATH as LeetCode's
Python 3 would (its implicit names pre-filled), finds ``Solution().NAME`` or the function NAME,
then answers requests until stdin closes. Protocol: one JSON object per line. The checker
writes ``{"args": [...]}``; the server answers ``{"status": "ok", "type": ..., "value": ...,
"seconds": ..., "printed": ..., "printed_bytes": ...}`` or ``{"status": "exception" | "memory"
| "output-limit", ...}``. Its first line is ``{"status": "ready"}`` or ``{"status":
"load-error", "message": ...}``. The candidate cannot see the protocol: its stdin reads
nothing, its stdout goes to a file that is emptied before each case and whose content is sent
back as ``printed``. When the server dies, the supervisor exits the same way (the same code,
or killed by the same signal), so the checker reads the server's end from the supervisor's.
Requests may be sent ahead of their replies, as a *batch* (``"batch": ID``, with the expected
answer as ``"expect"``): once one of its cases raises or answers otherwise, the rest of that
batch is answered ``{"status": "skipped"}`` at once, unrun.

``command``: per request line ``{"input": PATH, "timeout": SECONDS}`` the supervisor runs the
program once: stdin from PATH, stdout to OUTPUT_PATH (at most ``OUTPUT_BYTES``: RLIMIT_FSIZE),
address space capped at MEMORY_BYTES (0: no cap). It answers ``{"status": "exited" |
"signaled" | "timeout", "code": ..., "signal": ..., "seconds": ..., "stderr": ...}`` once the
program and everything it started are gone.

``program``: the supervisor runs one long-lived PROGRAM (a compiled driver around the
candidate, ``stonegame.checker.languages``) that speaks the ``serve`` protocol itself, minus
batches: requests on its stdin, one per line; replies on file descriptor 3, one JSON object per
line. Its stdout is /dev/null (prints fail nothing), its stderr goes through the supervisor;
its address space is capped at MEMORY_BYTES (0: no cap, for runtimes that bound their own heap)
and its stack at STACK_BYTES (deep recursion). The supervisor ends as the program ends.

This is isolation against mistakes, not a sandbox: the candidate runs with the user's rights.
"""

from __future__ import annotations

import builtins
import errno
import faulthandler
import gc
import importlib
import json
import linecache
import os
import resource
import select
import signal
import sys
import tempfile
import threading
import time
import traceback
import types

# What LeetCode's Python 3 environment has imported before the user's code: each module's
# public names (``from m import *``), then the module names themselves; builtins win clashes.
LEETCODE_MODULES = (
    "string", "re", "datetime", "collections", "heapq", "bisect", "copy", "math", "random",
    "statistics", "itertools", "functools", "operator", "io", "sys", "json", "typing",
)

STACK_BYTES = 512 * 2**20
"""The C stack of the thread the candidate runs in. A Python call made from C code (through
``functools.cache``, a generator, ``max(map(...))``) takes 260–400 bytes of it on CPython 3.11,
so this holds RECURSION_LIMIT nested calls with room to spare."""
RECURSION_LIMIT = 500_000
"""Nested calls the candidate may make: 10^5 levels of a ``functools.cache`` recursion take
200,000 (two calls a level: the cache's and the function's), or 400,000 with a generator inside
``min(...)``. Its own ``sys.setrecursionlimit`` may lower the limit, never raise it past this."""
OUTPUT_BYTES = 16 * 2**20  # most a candidate may print to stdout in one case (RLIMIT_FSIZE)
STDERR_TAIL = 16 * 2**10  # bytes of the candidate's stderr kept (the end, where the error is)
PRINTED_EXCERPT = 300  # characters of printed output sent back
MAX_DIGITS = 200  # a longer int is sent back as a description (it is wrong for every game anyway)
MEMORY_REPLY = b'{"status": "memory"}\n'  # prepared in advance: after a MemoryError nothing is allocated

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
STOPPING = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)


# --- the supervisor ------------------------------------------------------------------------


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
    """The last ``size`` bytes written to it."""

    def __init__(self, size: int = STDERR_TAIL):
        self.size, self.data = size, b""

    def add(self, chunk: bytes) -> None:
        self.data = (self.data + chunk)[-self.size:]


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

    def spawn(self, child) -> int:
        """Fork; the child runs ``child()`` (which must not return) and dies with us."""
        me = os.getpid()
        pid = os.fork()
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


def relay(supervisor: Supervisor, pid: int, errors: int, error_end: int) -> None:
    """Stand by the child ``pid``: it alone holds the checker's pipes (their end is its end);
    relay the tail of its stderr (``errors``), and end as it ends."""
    os.close(error_end)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    tail, open_fds = Tail(), [errors]
    while pid not in supervisor.ended:
        for fd in supervisor.wait(open_fds, None):
            if drain(fd, tail) is False:
                open_fds = []
        if supervisor.stopping:
            supervisor.stop()
    supervisor.end_all()
    os.set_blocking(errors, False)  # every writer is gone, unless one is stuck in the kernel
    while drain(errors, tail):
        pass
    os.write(2, tail.data)
    exit_as(supervisor.ended[pid])


def supervise_server(supervisor: Supervisor, arguments: list[str]) -> None:
    """Fork the server (it talks to the checker on our stdin and stdout), relay its stderr,
    and end as it ends."""
    errors, error_end = os.pipe()

    def server() -> None:
        os.dup2(error_end, 2)
        os.close(errors)
        os.close(error_end)
        serve_main(arguments)

    relay(supervisor, supervisor.spawn(server), errors, error_end)


def supervise_program(supervisor: Supervisor, memory: int, stack: int, argv: list[str]) -> None:
    """Run the program with the checker's pipes (requests on its stdin, replies on fd 3), relay
    its stderr, and end as it ends."""
    errors, error_end = os.pipe()

    def program() -> None:
        os.dup2(error_end, 2)
        os.dup2(1, 3)
        os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
        for number in (signal.SIGPIPE, signal.SIGXFSZ):  # Python ignores them; a program must not
            signal.signal(number, signal.SIG_DFL)
        if stack > 0:
            _, hard = resource.getrlimit(resource.RLIMIT_STACK)
            resource.setrlimit(resource.RLIMIT_STACK, (stack if hard == resource.RLIM_INFINITY else min(stack, hard),
                                                       hard))
        if memory > 0:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        try:
            os.execvp(argv[0], argv)
        except OSError as error:
            os.write(2, f"cannot run {argv[0]}: {error.strerror}\n".encode())
            os._exit(127)

    relay(supervisor, supervisor.spawn(program), errors, error_end)


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
        reply = run_program(supervisor, memory, output, argv, request["input"], float(request["timeout"]))
        os.write(1, json.dumps(reply).encode() + b"\n")


def run_program(supervisor: Supervisor, memory: int, output: str, argv: list[str], given: str,
                timeout: float) -> dict:
    errors, error_end = os.pipe()

    def program() -> None:
        os.dup2(error_end, 2)
        os.dup2(os.open(given, os.O_RDONLY), 0)
        os.dup2(os.open(output, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600), 1)
        for number in (signal.SIGPIPE, signal.SIGXFSZ):  # Python ignores them; a program must not
            signal.signal(number, signal.SIG_DFL)
        if memory > 0:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        limit_output()
        try:
            os.execvp(argv[0], argv)
        except OSError as error:
            os.write(2, f"cannot run {argv[0]}: {error.strerror}\n".encode())
            os._exit(127)

    began = time.monotonic()
    pid = supervisor.spawn(program)
    os.close(error_end)
    tail, open_fds, ended = Tail(), [errors], None
    deadline = began + timeout
    while pid not in supervisor.ended and time.monotonic() < deadline:
        for fd in supervisor.wait(open_fds, deadline):
            if drain(fd, tail) is False:
                open_fds = []
        if supervisor.stopping:
            supervisor.stop()
    if pid in supervisor.ended:
        ended = time.monotonic()
    supervisor.end_all()  # the program if it is still running, and whatever it started
    while pid not in supervisor.ended:
        supervisor.wait([], time.monotonic() + 0.01)
    os.set_blocking(errors, False)
    while drain(errors, tail):
        pass
    os.close(errors)
    status = supervisor.ended.pop(pid)
    supervisor.ended.clear()
    reply = {"seconds": None if ended is None else ended - began,
             "stderr": tail.data.decode("utf-8", "replace")[-4000:]}
    if ended is None:
        reply["status"] = "timeout"
    elif os.WIFSIGNALED(status):
        reply.update(status="signaled", signal=os.WTERMSIG(status))
    else:
        reply.update(status="exited", code=os.waitstatus_to_exitcode(status))
    return reply


# --- the server: the candidate in this process ------------------------------------------------


def leetcode_namespace() -> dict:
    """The names a solution pasted from LeetCode uses without importing them."""
    names: dict = {}
    for module_name in LEETCODE_MODULES:
        module = importlib.import_module(module_name)
        public = getattr(module, "__all__", None) or [n for n in vars(module) if not n.startswith("_")]
        for name in public:
            if hasattr(module, name):
                names[name] = getattr(module, name)
    for module_name in LEETCODE_MODULES:
        names[module_name] = sys.modules[module_name]
    for name in list(names):
        if hasattr(builtins, name):
            del names[name]
    return names


def cap_recursion(limit: int) -> None:
    """Start the candidate at ``limit`` nested calls; its own ``sys.setrecursionlimit`` may
    move the limit, but never past RECURSION_LIMIT, which the stack holds (beyond it a deep
    recursion would crash the process instead of raising RecursionError)."""
    original = sys.setrecursionlimit

    def setrecursionlimit(limit):
        original(min(limit, RECURSION_LIMIT))

    setrecursionlimit.__doc__ = original.__doc__
    sys.setrecursionlimit = setrecursionlimit
    original(limit)


def virtual_size() -> int:
    """Bytes of address space this process uses now (VmSize), or 0 where /proc is missing."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmSize:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def limit_memory(memory: int) -> None:
    """Cap the address space at what is in use now plus ``memory`` bytes (0: no cap)."""
    if memory <= 0:
        return
    wanted = virtual_size() + memory
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        wanted = min(wanted, hard)
    resource.setrlimit(resource.RLIMIT_AS, (wanted, hard))


def limit_output() -> None:
    _, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    if hard == resource.RLIM_INFINITY or hard > OUTPUT_BYTES:
        resource.setrlimit(resource.RLIMIT_FSIZE, (OUTPUT_BYTES, hard))


class NotFound(Exception):
    """The file has no class Solution with the method, or no such function."""


class Candidate:
    """The user's file, loaded once; ``call(args)`` runs it on one instance."""

    def __init__(self, path: str, target: str, name: str):
        self.path, self.target, self.name = path, target, name
        with open(path, encoding="utf-8") as file:
            source = file.read()
        module = types.ModuleType("solution")  # not "__main__": a local test block must not run
        module.__file__ = path
        module.__dict__.update(leetcode_namespace())
        sys.modules["solution"] = module
        code = compile(source, path, "exec")
        exec(code, module.__dict__)
        self.namespace = module.__dict__
        self.function = self.find()

    def find(self):
        if self.target == "function":
            function = self.namespace.get(self.name)
            if not callable(function):
                defined = sorted(n for n, v in self.namespace.items()
                                 if isinstance(v, types.FunctionType) and v.__code__.co_filename == self.path)
                raise NotFound(
                    f"{self.path} has no function {self.name}"
                    + (f" (it defines: {', '.join(defined)})" if defined else "")
                )
            return function
        solution = self.namespace.get("Solution")
        if not isinstance(solution, type):
            raise NotFound(
                f"{self.path} has no class Solution; write LeetCode's class Solution with method "
                f"{self.name}, or check a plain function with --function NAME"
            )
        methods = [n for n in dir(solution) if not n.startswith("_") and callable(getattr(solution, n))]
        # LeetCode renamed some methods over the years (PredictTheWinner -> predictTheWinner).
        found = next((n for n in methods if n == self.name), None) or next(
            (n for n in methods if n.lower() == self.name.lower()), None
        )
        if found is None:
            raise NotFound(
                f"class Solution in {self.path} has no method {self.name}"
                + (f" (it has: {', '.join(methods)})" if methods else "")
            )
        self.name = found
        return None

    def call(self, args: list):
        if self.function is not None:
            return self.function(*args)
        # A fresh object per case, as LeetCode makes one per test case.
        return getattr(self.namespace["Solution"](), self.name)(*args)


def describe(answer) -> dict:
    """The answer as JSON: exact for bool, int and str; type and repr for anything else."""
    kind = type(answer)
    if kind is bool or kind is str:
        return {"type": kind.__name__, "value": answer if kind is bool else answer[:1000]}
    if kind is int:
        if abs(answer) < 10**MAX_DIGITS:
            return {"type": "int", "value": answer}
        return {"type": "int", "value": None, "repr": f"an int of more than {MAX_DIGITS} digits"}
    try:
        shown = repr(answer)[:200]
    except Exception:  # a broken __repr__ is the candidate's problem, not the checker's
        shown = "<unprintable>"
    name = kind.__name__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"
    return {"type": name, "value": None, "repr": shown}


def where(error: BaseException, path: str) -> str:
    """The last line of the candidate's file in the traceback: 'line 7: dp[i] = ...'. Walked by
    hand: a RecursionError's traceback has hundreds of thousands of entries."""
    found, entry = None, error.__traceback__
    while entry is not None:
        if entry.tb_frame.f_code.co_filename == path:
            found = entry
        entry = entry.tb_next
    if found is None:
        return ""
    code, line = found.tb_frame.f_code, found.tb_lineno
    return f"line {line}, in {code.co_name}: {linecache.getline(path, line).strip()}"


class Output:
    """The candidate's stdout: a file, emptied before each case, that only we can measure (our
    own descriptor of it survives the candidate closing fd 1)."""

    def __init__(self):
        self.file = tempfile.TemporaryFile()
        self.fd = self.file.fileno()

    def begin(self) -> None:
        """Point fd 1 at the file again (the candidate may have closed it) and empty it."""
        self.flush()
        os.dup2(self.fd, 1)
        os.ftruncate(self.fd, 0)
        os.lseek(self.fd, 0, os.SEEK_SET)  # fd 1 shares this offset

    @staticmethod
    def flush() -> None:
        for stream in (sys.stdout, sys.__stdout__):
            try:
                stream.flush()  # type: ignore[union-attr]
            except Exception:  # closed, or past the size limit: the size tells
                pass

    def size(self) -> int:
        self.flush()
        return os.fstat(self.fd).st_size

    def excerpt(self) -> str:
        return os.pread(self.fd, PRINTED_EXCERPT * 4, 0).decode("utf-8", "replace")[:PRINTED_EXCERPT]


def serve(path: str, target: str, name: str, memory: int, recursion: int) -> None:
    requests = os.fdopen(os.dup(0), "rb")
    replies = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    output = Output()
    output.begin()
    limit_output()
    # In this thread, so that a stack overflow is reported with the candidate's traceback
    # (faulthandler's own stack is per thread); the checker reads it from stderr.
    faulthandler.enable(file=sys.stderr, all_threads=False)

    def reply(message: dict) -> None:
        replies.write(json.dumps(message).encode() + b"\n")
        replies.flush()

    sys.path[0] = os.path.dirname(os.path.abspath(path))  # the candidate's folder, as for a script
    cap_recursion(recursion)
    try:
        candidate = Candidate(path, target, name)
    except SyntaxError as error:
        reply({"status": "load-error", "message": f"{path}, line {error.lineno}: {error.msg}"})
        return
    except NotFound as error:
        reply({"status": "load-error", "message": str(error)})
        return
    except BaseException as error:  # anything the file does while loading, SystemExit included
        at = where(error, path)
        message = f"{path} raised {type(error).__name__}: {error} while loading" + (f" ({at})" if at else "")
        reply({"status": "load-error", "message": message})
        return
    gc.collect()
    limit_memory(memory)
    reply({"status": "ready", "call": candidate.name})
    server = os.getpid()
    skipping = None  # the batch whose later requests are skipped: one of its cases failed
    for line in requests:
        request = json.loads(line)
        batch = request.get("batch")
        if batch is not None and batch == skipping:
            reply({"status": "skipped"})
            continue
        skipping = batch  # until the case answers as expected
        output.begin()
        answer = None
        try:
            began = time.perf_counter()
            answer = candidate.call(request["args"])
            seconds = time.perf_counter() - began
        except MemoryError:
            answer = None
            replies.write(MEMORY_REPLY)
            replies.flush()
            return  # the checker starts a fresh process: this one may still hold the memory
        except BaseException as error:  # SystemExit and KeyboardInterrupt from the candidate too
            if os.getpid() != server:
                os._exit(0)
            if output.size() >= OUTPUT_BYTES:  # its print failed at the size limit
                reply({"status": "output-limit"})
                return
            message = f"{type(error).__name__}: {error}"
            if isinstance(error, OSError) and error.errno == errno.EFBIG:
                message += f" (a file may hold at most {OUTPUT_BYTES >> 20} MB here)"
            reply({"status": "exception", "error": message[:500], "where": where(error, path)[:300],
                   "recursion": isinstance(error, RecursionError)})
            continue
        if os.getpid() != server:  # a child the candidate forked, returning: it must not serve too
            os._exit(0)
        printed = output.size()
        if printed >= OUTPUT_BYTES:
            reply({"status": "output-limit"})
            return
        result = describe(answer)
        del answer
        result.update(status="ok", seconds=seconds, printed=output.excerpt() if printed else "",
                      printed_bytes=printed)
        if "expect" not in request or result["value"] == request["expect"]:
            skipping = None
        reply(result)


def serve_main(arguments: list[str]) -> None:
    path, target, name = arguments[0], arguments[1], arguments[2]
    memory, recursion = int(arguments[3]), int(arguments[4])
    # The candidate runs in a thread with a large stack, so deep recursion behaves as on a judge
    # whose stack is generous; the thread exists before the memory cap is measured.
    try:
        threading.stack_size(STACK_BYTES)
    except (ValueError, RuntimeError):  # a platform that refuses it: the default stack will do
        pass
    worker = threading.Thread(target=serve, args=(path, target, name, memory, recursion), daemon=True)
    worker.start()
    threading.stack_size(0)  # threads the candidate starts get the usual stack
    worker.join()
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown: the candidate's threads or atexit hooks must not hang us


USAGE = ("usage: child.py CHECKER_PID serve PATH method|function NAME MEMORY_BYTES RECURSION_LIMIT\n"
         "       child.py CHECKER_PID command MEMORY_BYTES OUTPUT_PATH PROGRAM [ARGS...]\n"
         "       child.py CHECKER_PID program MEMORY_BYTES STACK_BYTES PROGRAM [ARGS...]")


def main(argv: list[str]) -> None:
    if len(argv) < 2 or not argv[0].isdigit() or argv[1] not in ("serve", "command", "program"):
        raise SystemExit(USAGE)
    mode, arguments = argv[1], argv[2:]
    if (mode == "serve" and len(arguments) != 5) or (mode in ("command", "program") and len(arguments) < 3):
        raise SystemExit(USAGE)
    supervisor = Supervisor(int(argv[0]))
    if mode == "serve":
        supervise_server(supervisor, arguments)
    elif mode == "program":
        supervise_program(supervisor, int(arguments[0]), int(arguments[1]), arguments[2:])
    else:
        supervise_command(supervisor, int(arguments[0]), arguments[1], arguments[2:])


if __name__ == "__main__":
    main(sys.argv[1:])
