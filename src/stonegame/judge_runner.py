"""The child process of ``stonegame check``: it runs the user's code, so the checker never does.

Run as a script, not with ``-m``, so that nothing of stonegame is imported next to the
candidate (this file uses the standard library only):

    python judge_runner.py serve PATH method|function NAME MEMORY_BYTES

It loads the Python file PATH as LeetCode's Python 3 would (its implicit names pre-filled),
finds ``Solution().NAME`` or the function NAME, then answers requests until stdin closes.

Protocol (serve): one JSON object per line. The checker writes ``{"args": [...]}``; the child
answers ``{"status": "ok", "type": ..., "value": ..., "seconds": ..., "printed": ...}`` or
``{"status": "exception" | "memory" | "output-limit", ...}``. The first line the child writes is
``{"status": "ready"}`` or ``{"status": "load-error", "message": ...}``. The candidate cannot
see the protocol: its stdin reads nothing, its stdout goes to a file whose growth is reported.

This is isolation against mistakes, not a sandbox: the candidate runs with the user's rights.
"""

from __future__ import annotations

import builtins
import errno
import gc
import importlib
import json
import os
import resource
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

STACK_BYTES = 512 * 2**20  # deep recursion (a memoized search over 5·10^4 stones) needs a big C stack
OUTPUT_BYTES = 16 * 2**20  # most a candidate may write to a file (its stdout): RLIMIT_FSIZE
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
        digits = len(str(abs(answer))) if abs(answer) < 10**MAX_DIGITS else None
        if digits is not None:
            return {"type": "int", "value": answer}
        return {"type": "int", "value": None, "repr": f"an int of more than {MAX_DIGITS} digits"}
    try:
        shown = repr(answer)[:200]
    except Exception:  # a broken __repr__ is the candidate's problem, not the checker's
        shown = "<unprintable>"
    name = kind.__name__ if kind.__module__ == "builtins" else f"{kind.__module__}.{kind.__qualname__}"
    return {"type": name, "value": None, "repr": shown}


def where(error: BaseException, path: str) -> str:
    """The last line of the candidate's file in the traceback: 'line 7: dp[i] = ...'."""
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == path]
    if not frames:
        return ""
    frame = frames[-1]
    return f"line {frame.lineno}, in {frame.name}: {(frame.line or '').strip()}"


class Output:
    """The candidate's stdout: a file whose growth per case is reported."""

    def __init__(self):
        self.file = tempfile.TemporaryFile()
        os.dup2(self.file.fileno(), 1)

    def size(self) -> int:
        for stream in (sys.stdout, sys.__stdout__):
            try:
                stream.flush()
            except Exception:
                pass
        return os.fstat(1).st_size

    def since(self, start: int) -> str:
        return os.pread(1, PRINTED_EXCERPT * 4, start).decode("utf-8", "replace")[:PRINTED_EXCERPT]


def serve(path: str, target: str, name: str, memory: int) -> None:
    requests = os.fdopen(os.dup(0), "rb")
    replies = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    output = Output()
    limit_output()

    def reply(message: dict) -> None:
        replies.write(json.dumps(message).encode() + b"\n")
        replies.flush()

    sys.path[0] = os.path.dirname(os.path.abspath(path))  # the candidate's folder, as for a script
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
    for line in requests:
        request = json.loads(line)
        start = output.size()
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
            if isinstance(error, OSError) and error.errno == errno.EFBIG:  # printed past OUTPUT_BYTES
                reply({"status": "output-limit"})
                return
            message = f"{type(error).__name__}: {error}"
            reply({"status": "exception", "error": message[:500], "where": where(error, path)[:300]})
            continue
        try:
            printed_to = output.size()
        except OSError:  # past RLIMIT_FSIZE: the candidate wrote megabytes
            reply({"status": "output-limit"})
            return
        result = describe(answer)
        del answer
        result.update(status="ok", seconds=seconds, printed=output.since(start) if printed_to > start else "")
        reply(result)


def main(argv: list[str]) -> None:
    if argv[:1] != ["serve"] or len(argv) != 5:
        raise SystemExit("usage: judge_runner.py serve PATH method|function NAME MEMORY_BYTES")
    path, target, name, memory = argv[1], argv[2], argv[3], int(argv[4])
    # The candidate runs in a thread with a large stack, so deep recursion behaves as on a judge
    # whose stack is generous; the thread exists before the memory cap is measured.
    try:
        threading.stack_size(STACK_BYTES)
    except (ValueError, RuntimeError):  # a platform that refuses it: the default stack will do
        pass
    worker = threading.Thread(target=serve, args=(path, target, name, memory), daemon=True)
    worker.start()
    threading.stack_size(0)  # threads the candidate starts get the usual stack
    worker.join()
    sys.stdout.flush()
    os._exit(0)  # skip interpreter teardown: the candidate's threads or atexit hooks must not hang us


if __name__ == "__main__":
    main(sys.argv[1:])
