"""The server: the process that loads a user's Python file and answers cases with it.

The supervisor (``supervisor.py``, mode ``serve``) forks it, so it runs beside nothing of
stonegame (the standard library and its sibling ``limits`` only). It loads the Python file PATH
as LeetCode's Python 3 would (its implicit names pre-filled), finds ``Solution().NAME`` or the
function NAME, then answers requests until stdin closes.

Protocol: one JSON object per line. The checker writes ``{"args": [...]}``; the server answers
``{"status": "ok", "type": ..., "value": ..., "seconds": ..., "printed": ..., "printed_bytes":
...}`` or ``{"status": "exception" | "memory" | "output-limit", ...}``. Its first line is
``{"status": "ready", "call": NAME}`` or ``{"status": "load-error", "message": ...}``. The
candidate cannot see the protocol: its stdin reads nothing, its stdout goes to a file that is
emptied before each case and whose content is sent back as ``printed``. Requests may be sent ahead of their
replies, as a *batch* (``"batch": ID``, with the expected answer as ``"expect"``): once one of
its cases raises or answers otherwise, the rest of that batch is answered ``{"status":
"skipped"}`` at once, unrun.

The candidate runs in a thread with a large stack (``STACK_BYTES``), its nested calls capped
at RECURSION_LIMIT (or lower, as asked), its address space at what the loaded file uses plus
MEMORY_BYTES, its output files at ``OUTPUT_BYTES``.
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
import sys
import tempfile
import threading
import time
import types
from collections.abc import Callable
from typing import Any

if __package__:  # imported by the checker, as stonegame.checker.server
    from stonegame.checker.limits import OUTPUT_BYTES, RECURSION_LIMIT, STACK_BYTES, limit_output
else:  # in the server's process, beside the supervisor run as a script
    from limits import OUTPUT_BYTES, RECURSION_LIMIT, STACK_BYTES, limit_output  # type: ignore[import-not-found,no-redef]

# What LeetCode's Python 3 environment has imported before the user's code: each module's
# public names (``from m import *``), then the module names themselves; builtins win clashes.
LEETCODE_MODULES = (
    "string", "re", "datetime", "collections", "heapq", "bisect", "copy", "math", "random",
    "statistics", "itertools", "functools", "operator", "io", "sys", "json", "typing",
)
PRINTED_EXCERPT = 300  # characters of printed output sent back
MAX_DIGITS = 200  # a longer int is sent back as a description (it is wrong for every game anyway)
MEMORY_REPLY = b'{"status": "memory"}\n'  # prepared in advance: after a MemoryError nothing is allocated


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

    def setrecursionlimit(limit: int) -> None:
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

    def find(self) -> Callable[..., object] | None:
        """The function to call (``--function``), or None for a method of class Solution (which
        ``self.name`` then names as the class spells it)."""
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

    def call(self, args: list[Any]) -> object:
        if self.function is not None:
            return self.function(*args)
        # A fresh object per case, as LeetCode makes one per test case.
        return getattr(self.namespace["Solution"](), self.name)(*args)


def describe(answer: object) -> dict[str, Any]:
    """The answer as JSON: exact for bool, int and str; type and repr for anything else."""
    kind = type(answer)
    if type(answer) is bool:
        return {"type": "bool", "value": answer}
    if type(answer) is str:
        return {"type": "str", "value": answer[:1000]}
    if type(answer) is int:
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

    def __init__(self) -> None:
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
            if stream is None:  # sys.__stdout__ of a process started without one
                continue
            try:
                stream.flush()
            except Exception:  # closed, or past the size limit: the size tells
                pass

    def size(self) -> int:
        self.flush()
        return os.fstat(self.fd).st_size

    def excerpt(self) -> str:
        return os.pread(self.fd, PRINTED_EXCERPT * 4, 0).decode("utf-8", "replace")[:PRINTED_EXCERPT]


def make_room(folder: str) -> None:
    """Put the candidate's folder first on ``sys.path``, as for a script, and forget our own
    modules (this one and ``limits``, top-level modules here): a ``limits.py`` or ``server.py``
    of the candidate's is the one it imports."""
    sys.path[0] = folder
    here = os.path.dirname(os.path.abspath(__file__))
    for name, module in list(sys.modules.items()):
        where = getattr(module, "__file__", None)
        if name != "__main__" and where and os.path.dirname(os.path.abspath(where)) == here:
            del sys.modules[name]


class Session:
    """The server's end of the protocol: the requests it reads, the replies it writes, and the
    candidate's stdout. Made before the candidate loads: it takes stdin and stdout away from it."""

    def __init__(self) -> None:
        self.requests = os.fdopen(os.dup(0), "rb")
        self.replies = os.fdopen(os.dup(1), "wb")
        os.dup2(os.open(os.devnull, os.O_RDONLY), 0)
        self.output = Output()
        self.output.begin()
        self.server = 0  # the process that answers cases: the one that loaded the file (``ready``)
        self.skipping: Any = None  # the batch whose later requests are skipped: one of its cases failed

    def reply(self, message: dict) -> None:
        self.replies.write(json.dumps(message).encode() + b"\n")
        self.replies.flush()

    def ready(self, call: str) -> None:
        self.reply({"status": "ready", "call": call})
        self.server = os.getpid()

    def skipped(self, request: dict) -> bool:
        """Whether ``request`` belongs to a batch that has failed: then it is answered unrun."""
        batch = request.get("batch")
        if batch is not None and batch == self.skipping:
            self.reply({"status": "skipped"})
            return True
        self.skipping = batch  # until the case answers as expected
        return False

    def full(self) -> bool:
        """Whether the case filled its output (then the server says so, and must end); a child
        the candidate forked, returning or raising, leaves instead: it must not serve too."""
        if os.getpid() != self.server:
            os._exit(0)
        if self.output.size() >= OUTPUT_BYTES:  # a print failed at the size limit
            self.reply({"status": "output-limit"})
            return True
        return False

    def raised(self, error: BaseException, path: str) -> bool:
        """Reply that the case raised ``error``; False when the server must end."""
        if self.full():
            return False
        message = f"{type(error).__name__}: {error}"
        if isinstance(error, OSError) and error.errno == errno.EFBIG:
            message += f" (a file may hold at most {OUTPUT_BYTES >> 20} MB here)"
        self.reply({"status": "exception", "error": message[:500], "where": where(error, path)[:300],
                    "recursion": isinstance(error, RecursionError)})
        return True

    def answered(self, request: dict, answer: object, seconds: float) -> bool:
        """Reply with the case's answer; False when the server must end."""
        if self.full():
            return False
        printed = self.output.size()
        result = describe(answer)
        result.update(status="ok", seconds=seconds, printed=self.output.excerpt() if printed else "",
                      printed_bytes=printed)
        if "expect" not in request or result["value"] == request["expect"]:
            self.skipping = None
        self.reply(result)
        return True


def loaded(path: str, target: str, name: str) -> Candidate | str:
    """The candidate, or why it could not be loaded."""
    try:
        return Candidate(path, target, name)
    except SyntaxError as error:
        return f"{path}, line {error.lineno}: {error.msg}"
    except NotFound as error:
        return str(error)
    except BaseException as error:  # anything the file does while loading, SystemExit included
        at = where(error, path)
        return f"{path} raised {type(error).__name__}: {error} while loading" + (f" ({at})" if at else "")


def serve(path: str, target: str, name: str, memory: int, recursion: int) -> None:
    session = Session()
    limit_output()
    # In this thread, so that a stack overflow is reported with the candidate's traceback
    # (faulthandler's own stack is per thread); the checker reads it from stderr.
    faulthandler.enable(file=sys.stderr, all_threads=False)
    make_room(os.path.dirname(os.path.abspath(path)))
    cap_recursion(recursion)
    candidate = loaded(path, target, name)
    if isinstance(candidate, str):
        session.reply({"status": "load-error", "message": candidate})
        return
    gc.collect()
    limit_memory(memory)
    session.ready(candidate.name)
    for line in session.requests:
        request = json.loads(line)
        if session.skipped(request):
            continue
        session.output.begin()
        answer = None
        try:
            began = time.perf_counter()
            answer = candidate.call(request["args"])
            seconds = time.perf_counter() - began
        except MemoryError:
            answer = None
            session.replies.write(MEMORY_REPLY)
            session.replies.flush()
            return  # the checker starts a fresh process: this one may still hold the memory
        except BaseException as error:  # SystemExit and KeyboardInterrupt from the candidate too
            if not session.raised(error, path):
                return
            continue
        if not session.answered(request, answer, seconds):
            return
        del answer


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
