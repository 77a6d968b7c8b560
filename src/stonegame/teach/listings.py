"""A game's code listings run as LeetCode runs them: a ``class Solution`` file of the game's
``solutions/`` or ``mistakes/`` folder as a function of an instance, and the smallest instance a
mistake gets wrong. The lesson shows them; ``check`` compares a candidate with the mistakes."""

from __future__ import annotations

import ast
import builtins
import dis
import functools
import json
import subprocess
import sys
import threading
import types
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game
from stonegame.core.instances import as_arguments
from stonegame.core.solution import solve
from stonegame.core.teaching import Teaching
from stonegame.teach import patterns


def mistake_path(teaching: Teaching, name: str) -> Path | None:
    return solution_path(teaching, name, folder="mistakes")


def run_solution(game: Game, path: Path) -> Callable[[Any], Any]:
    """A LeetCode Python submission (``class Solution``) as a function of an instance."""
    namespace: dict[str, Any] = {}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)  # the game's own listing
    method = getattr(namespace["Solution"](), game.problem.method if game.problem else "solve")
    return lambda instance: method(*as_arguments(game.instance, instance))


def smallest_failure(game: Game, path: Path | None, longest: int = 8) -> tuple[Any, Any, Any] | None:
    """(instance, its answer, the right answer) for the first instance, shortest first, that
    the problem admits and the submission at ``path`` gets wrong; None if none is found."""
    if path is None:
        return None
    answer_of = run_solution(game, path)
    for raw in patterns.small_instances(game, longest):
        try:
            instance = game.validate(raw)
        except StoneGameError:
            continue
        if game.problem is not None and not game.problem.admits(instance, game.instance):
            continue
        right = solve(game, instance).answer
        try:
            wrong = answer_of(game.instance.exact(instance))
        except Exception:  # a mistake may also crash: that is a failure too
            wrong = "error"
        if wrong != right:
            return instance, wrong, right
    return None


# --- a listing run with its work counted --------------------------------------------------------


@dataclass
class Counted:
    """What one run of a listing did, counted on the listed code itself (``counted``).

    ``answer``: what it returned; ``calls``: entries into its inner functions (a recursion's
    visits; behind a ``@cache``, only the states it computes); ``distinct``: the different
    arguments those entries had (calls − distinct: the calls on a state already visited);
    ``lines``: lines of the listing executed, its work; ``depth``: the deepest nesting of its
    inner functions (the recursion's depth); ``requests`` and ``stored``: lookups of its
    ``@cache``'d functions and the distinct states they stored (hits = requests − stored);
    ``states``: those states (the arguments of ``function``, the cached function), in the order they
    were stored, and ``bases``:
    those of them computed without asking for another state (the recursion's base cases);
    ``writes``: assignments executed into the table named ``table`` (the cells a bottom-up
    listing fills, each write counted once, whatever else runs on its line), and ``cells``:
    each write's (indices, value stored), in the order the listing wrote them (indices None where
    they are not plain names and arithmetic), with ``rounds``: the value of the listing's outer
    loop variable at each write (``outer``, its name; None where no loop holds the write).
    """

    answer: Any = None
    calls: int = 0
    distinct: int = 0
    lines: int = 0
    depth: int = 0
    requests: int = 0
    stored: int = 0
    writes: int = 0
    states: list[tuple[Any, ...]] = field(default_factory=list)
    bases: set[tuple[Any, ...]] = field(default_factory=set)
    cells: list[tuple[tuple[Any, ...] | None, Any]] = field(default_factory=list)
    rounds: list[Any] = field(default_factory=list)
    outer: str | None = None
    function: str | None = None

    @property
    def hits(self) -> int:
        """Lookups a cache answered without computing."""
        return self.requests - self.stored


def written_lines(source: str, table: str | None) -> frozenset[int]:
    """The lines of ``source`` that assign into ``table`` (``dp[i][j] = …``, ``dp[i] += …``).

    >>> sorted(written_lines("dp = [0] * 3\\nfor i in range(3):\\n    dp[i] = i\\n", "dp"))
    [3]
    """
    if table is None:
        return frozenset()
    found = set()
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            continue
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        for target in targets:
            while isinstance(target, ast.Subscript):
                target = target.value
                if isinstance(target, ast.Name) and target.id == table:
                    found.add(node.lineno)
    return frozenset(found)


PLAIN_INDEX = (ast.Name, ast.Constant, ast.BinOp, ast.UnaryOp, ast.Tuple, ast.Load, ast.operator, ast.unaryop)
"""What an index of a write may be made of for the trace to read it (``dp[i + 1][j]``): names,
numbers and arithmetic, which reading again has no effect."""


@dataclass(frozen=True)
class _Target:
    """One subscript an assignment stores into: ``root`` is the name it starts from (``dp`` of
    ``dp[i][j]``), ``container`` reads what the last index is applied to (``dp[i]``), ``index``
    reads the indices (``(i, j)``): None where an index is not plain (``PLAIN_INDEX``)."""

    root: str | None
    container: types.CodeType | None
    index: types.CodeType | None


def _subscripts(node: ast.AST) -> list[ast.Subscript]:
    """The subscripts an assignment's target stores into, in the order Python stores them."""
    if isinstance(node, (ast.Tuple, ast.List)):
        return [found for element in node.elts for found in _subscripts(element)]
    if isinstance(node, ast.Starred):
        return _subscripts(node.value)
    return [node] if isinstance(node, ast.Subscript) else []


def _target(subscript: ast.Subscript) -> _Target:
    chain, node = [subscript.slice], subscript.value
    while isinstance(node, ast.Subscript):
        chain.insert(0, node.slice)
        node = node.value
    root = node.id if isinstance(node, ast.Name) else None
    plain = root is not None and all(isinstance(part, PLAIN_INDEX) for index in chain for part in ast.walk(index))
    if not plain:
        return _Target(root, None, None)
    indices = ast.Tuple([ast.copy_location(index, subscript) for index in chain], ast.Load())
    container = ast.Expression(ast.copy_location(subscript.value, subscript))
    return _Target(root, compile(ast.fix_missing_locations(container), "<write>", "eval"),
                   compile(ast.fix_missing_locations(ast.Expression(ast.copy_location(indices, subscript))),
                           "<write>", "eval"))


def _stores(source: str) -> dict[int, list[_Target]]:
    """Every line's subscript assignments (``x[i] = …``, ``x[i] += …``), in the order they store."""
    found: dict[int, list[tuple[int, list[_Target]]]] = {}
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign):
            targets = [t for target in node.targets for t in _subscripts(target)]
        elif isinstance(node, ast.AugAssign) or (isinstance(node, ast.AnnAssign) and node.value is not None):
            targets = _subscripts(node.target)
        else:
            continue
        if targets:
            found.setdefault(node.lineno, []).append((node.col_offset, [_target(t) for t in targets]))
    return {line: [t for _, targets in sorted(each, key=lambda pair: pair[0]) for t in targets]
            for line, each in found.items()}


def _outer_loops(source: str, lines: frozenset[int]) -> dict[int, str]:
    """For each line of ``lines``, the variable of the outermost ``for`` that holds it in its
    function (``i`` of ``for i in range(n - 1, -1, -1):``), where that is a plain name."""
    tree = ast.parse(source)
    functions = [node for node in ast.walk(tree) if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]
    loops = [node for node in ast.walk(tree) if isinstance(node, ast.For)]
    found = {}
    for line in lines:
        holding = [f for f in functions if f.lineno <= line <= (f.end_lineno or f.lineno)]
        inside = max(holding, key=lambda f: f.lineno, default=None)
        around = [loop for loop in loops if loop.lineno <= line <= (loop.end_lineno or loop.lineno)
                  and (inside is None or inside.lineno < loop.lineno <= (inside.end_lineno or inside.lineno))]
        outermost = min(around, key=lambda loop: loop.lineno, default=None)
        if outermost is not None and isinstance(outermost.target, ast.Name):
            found[line] = outermost.target.id
    return found


def _counting_functools(count: Counted) -> types.ModuleType:
    """``functools`` as the listing sees it: ``cache`` and ``lru_cache`` count their lookups."""
    proxy = types.ModuleType("functools")
    proxy.__dict__.update(functools.__dict__)

    computing: list[tuple[Any, ...]] = []  # the states being computed, innermost last
    asked: set[tuple[Any, ...]] = set()  # those that asked for another state

    def cache(function: Callable[..., Any]) -> Callable[..., Any]:
        store: dict[Any, Any] = {}
        count.function = function.__name__

        @functools.wraps(function)
        def remembered(*args: Any) -> Any:
            count.requests += 1
            if computing:
                asked.add(computing[-1])
            if args in store:
                return store[args]
            computing.append(args)
            try:
                value = store[args] = function(*args)
            finally:
                computing.pop()
            count.stored += 1
            count.states.append(args)
            if args not in asked:
                count.bases.add(args)
            return value

        remembered.cache_clear = store.clear  # type: ignore[attr-defined]
        return remembered

    def lru_cache(maxsize: Any = 128, typed: bool = False) -> Any:
        return cache(maxsize) if callable(maxsize) else cache

    proxy.cache, proxy.lru_cache = cache, lru_cache  # type: ignore[attr-defined]
    return proxy


NOT_CALLS = frozenset({"<genexpr>", "<listcomp>", "<dictcomp>", "<setcomp>", "<lambda>", "<module>", "Solution"})
"""Code of a listing that is not a function it calls: a generator resumes (each resume is a
"call" event), a class body runs once."""


class _Writes:
    """The stores into one table, traced opcode by opcode (``counted``): a write is a
    ``STORE_SUBSCR`` executed on a line that assigns into the table, so a generator or a
    comprehension running on the same line adds nothing. Each write's indices are read off the
    frame before it stores, its value after (at the frame's next event)."""

    def __init__(self, source: str, table: str | None, count: Counted) -> None:
        lines = written_lines(source, table)
        self.table, self.count = table, count
        self.stores = {line: targets for line, targets in _stores(source).items() if line in lines}
        self.outer = _outer_loops(source, lines)
        self.offsets: dict[types.CodeType, dict[int, _Target | None]] = {}
        self.pending: list[tuple[Any, Any, int]] = []  # (container, index, its cell) of a write not yet read

    def places(self, code: types.CodeType) -> dict[int, _Target | None]:
        """The offsets of ``code``'s stores into the table, each with its target (None where the
        line's stores cannot be told apart)."""
        if not self.stores:
            return {}
        if code not in self.offsets:
            by_line: dict[int, list[int]] = {}
            for instruction in dis.get_instructions(code):
                line = instruction.positions.lineno if instruction.positions else None
                if instruction.opname == "STORE_SUBSCR" and line in self.stores:
                    by_line.setdefault(line, []).append(instruction.offset)
            found: dict[int, _Target | None] = {}
            for line, at in by_line.items():
                targets = self.stores[line]
                if len(at) == len(targets):
                    found.update((offset, t) for offset, t in zip(at, targets, strict=True) if t.root == self.table)
                else:
                    found.update((offset, None) for offset in at)
            self.offsets[code] = found
        return self.offsets[code]

    def store(self, frame: types.FrameType, target: _Target | None) -> None:
        """A store into the table, about to run: counted, its indices and its round read now."""
        count = self.count
        count.writes += 1
        loop = self.outer.get(frame.f_lineno)
        count.outer = count.outer or loop
        count.rounds.append(None if loop is None else frame.f_locals.get(loop))
        if target is None or target.container is None or target.index is None:
            count.cells.append((None, None))
            return
        scope = frame.f_locals
        key = eval(target.index, frame.f_globals, scope)  # noqa: S307 - names and arithmetic only
        count.cells.append((key, None))
        self.pending.append((eval(target.container, frame.f_globals, scope), key[-1], len(count.cells) - 1))  # noqa: S307

    def stored(self) -> None:
        """The writes pending, done: their cells' values, read now that they are stored."""
        while self.pending:
            container, index, at = self.pending.pop()
            try:
                self.count.cells[at] = (self.count.cells[at][0], container[index])
            except Exception:  # noqa: BLE001, S112 - a store that raised stored nothing: its value stays None
                continue


def _entered(count: Counted, frame: types.FrameType, seen: set[Any]) -> None:
    """A call of one of the listing's inner functions: counted, with its arguments (``distinct``)."""
    code = frame.f_code
    count.calls += 1
    arguments = tuple(frame.f_locals.get(name) for name in code.co_varnames[:code.co_argcount])
    try:
        seen.add(arguments)
    except TypeError:  # a list among them: its picture tells it apart
        seen.add(repr(arguments))
    count.distinct = len(seen)


def counted(game: Game, path: Path, instance: Any, table: str | None = None) -> Counted:
    """Run the listing at ``path`` on ``instance`` as LeetCode would, counting what it does
    (``Counted``): every line of the listing executed, in any thread it starts, every lookup of
    its caches, and every store into ``table`` (``_Writes``). The process's recursion limit and
    thread stack size are put back after."""
    count = Counted()
    source = path.read_text(encoding="utf-8")
    filename = str(path)
    writes = _Writes(source, table, count)
    method_name = game.problem.method if game.problem else "solve"
    proxy = _counting_functools(count)
    real_import = builtins.__import__

    def importing(name: str, *args: Any, **kwargs: Any) -> Any:
        return proxy if name == "functools" else real_import(name, *args, **kwargs)

    depth = [0]
    seen: set[Any] = set()

    def tracer(frame: types.FrameType, event: str, arg: Any) -> Any:
        code = frame.f_code
        if code.co_filename != filename:
            return None
        inner = code.co_name not in NOT_CALLS and code.co_name != method_name
        if inner:
            _entered(count, frame, seen)
            depth[0] += 1
            count.depth = max(count.depth, depth[0])
        places = writes.places(code)
        frame.f_trace_opcodes = bool(places)

        def local(frame: types.FrameType, event: str, arg: Any) -> Any:
            writes.stored()
            if event == "line":
                count.lines += 1
            elif event == "opcode" and frame.f_lasti in places:
                writes.store(frame, places[frame.f_lasti])
            elif event == "return" and inner:
                depth[0] -= 1
            return local

        return local

    namespace: dict[str, Any] = {"__builtins__": {**builtins.__dict__, "__import__": importing},
                                 "__name__": "listing"}
    limit, stack = sys.getrecursionlimit(), threading.stack_size()
    exec(compile(source, filename, "exec"), namespace)  # the game's own listing
    solution = getattr(namespace["Solution"](), method_name)
    arguments = as_arguments(game.instance, game.instance.exact(instance))
    threading.settrace(tracer)
    sys.settrace(tracer)
    try:
        count.answer = solution(*arguments)
    finally:
        sys.settrace(None)
        threading.settrace(None)
        sys.setrecursionlimit(limit)
        threading.stack_size(stack)
    writes.stored()
    return count


LIMIT_TRIED = 1 << 16
"""The highest recursion limit ``least_limits`` tries: a listing that fails below it fails for some
other reason."""

LEAST_LIMIT = """
import json, sys, threading
path, method, tried = sys.argv[1], sys.argv[2], int(sys.argv[3])
instances = json.loads(sys.stdin.read())
set_limit, default = sys.setrecursionlimit, sys.getrecursionlimit()
sys.setrecursionlimit = lambda limit: None  # the listing's own raise is what is measured past
threading.excepthook = lambda failed: None  # a RecursionError in the listing's own thread is expected
namespace = {"__name__": "listing"}
with open(path, encoding="utf-8") as source:
    exec(compile(source.read(), path, "exec"), namespace)


def runs(arguments, limit):
    try:
        set_limit(limit)
    except RecursionError:  # below this thread's own depth
        return False
    try:
        getattr(namespace["Solution"](), method)(*arguments)
        return True
    except Exception:  # a RecursionError, or what it leaves behind in the caller of a thread
        return False
    finally:
        set_limit(default)
        for thread in threading.enumerate():
            if thread is not threading.main_thread():
                thread.join()


def least(arguments):
    low, high = 1, 64
    while not runs(arguments, high):
        if high >= tried:
            return None
        low, high = high + 1, 2 * high
    while low < high:
        middle = (low + high) // 2
        if runs(arguments, middle):
            high = middle
        else:
            low = middle + 1
    return low


print(json.dumps([least(arguments) for arguments in instances]))
"""
"""The script ``least_limits`` runs in a fresh interpreter: each instance's least recursion limit,
by bisection."""


def least_limits(game: Game, path: Path, instances: list[Any]) -> list[int | None] | None:
    """The least recursion limit under which the listing at ``path`` answers each of ``instances``,
    run as a learner runs it: in a fresh interpreter (the real ``functools``, Python's default
    stack), its own ``sys.setrecursionlimit`` ignored, found by bisection (None where it fails
    even at ``LIMIT_TRIED``). The limit is lowered in that interpreter only, never in this one,
    whose other threads would meet it. None where the interpreter cannot be run or fails."""
    method = game.problem.method if game.problem else "solve"
    calls = [as_arguments(game.instance, game.instance.exact(instance)) for instance in instances]
    try:
        ran = subprocess.run([sys.executable, "-c", LEAST_LIMIT, str(path), method, str(LIMIT_TRIED)],
                             input=json.dumps(calls), capture_output=True, text=True, timeout=60, check=False)
        found = json.loads(ran.stdout) if ran.returncode == 0 else None
    except (OSError, subprocess.SubprocessError, TypeError, ValueError):
        return None
    return found if isinstance(found, list) and len(found) == len(instances) else None


def solution_path(teaching: Teaching | None, name: str, extension: str = "py",
                  folder: str = "solutions") -> Path | None:
    """The game's listing ``<folder>/<name>.<extension>`` (``solutions`` or ``mistakes``), or None."""
    if teaching is None or teaching.folder is None:
        return None
    path = Path(teaching.folder) / folder / f"{name}.{extension}"
    return path if path.is_file() else None


def lines_run(call: Callable[[], Any]) -> int:
    """The lines of Python ``call`` executes, in any file (the work of a method with no listing)."""
    lines = [0]

    def local(frame: types.FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            lines[0] += 1
        return local

    sys.settrace(lambda frame, event, arg: local)
    try:
        call()
    finally:
        sys.settrace(None)
    return lines[0]
