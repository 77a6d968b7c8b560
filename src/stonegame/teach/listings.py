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
    loop variable at each write (``outer``, its name; None where no loop holds the write),
    ``written_at``: the line of each write, and ``reads``: how many reads of the table ran since the
    write before it (0: a value written without reading another cell, a base case: 877's
    ``dp[i][i] = piles[i]``). ``made``: the line that made the table (bound its name, last), and
    ``initial``: the cells the listing read before any write into them, by their indices (a negative
    last index counted from the end), each with the value read: the one the table was made with
    (VIII's ``f[n - 1] = 0`` of ``f = [0] * n``).
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
    written_at: list[int] = field(default_factory=list)
    reads: list[int] = field(default_factory=list)
    made: int | None = None
    initial: dict[tuple[Any, ...], Any] = field(default_factory=dict)

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
    return frozenset(line for line, targets in _stores(source).items() if any(t.root == table for t in targets))


def made_lines(source: str, table: str | None) -> frozenset[int]:
    """The lines of ``source`` that bind the name ``table`` itself (``dp = [[0] * n for _ in range(n)]``).

    >>> sorted(made_lines("dp = [0] * 3\\nfor i in range(3):\\n    dp[i] = i\\n", "dp"))
    [1]
    """
    if table is None:
        return frozenset()
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        else:
            continue
        names = [name for target in targets for name in ast.walk(target)
                 if isinstance(name, ast.Name) and isinstance(name.ctx, ast.Store)]
        if any(name.id == table for name in names):
            found.add(node.lineno)
    return frozenset(found)


PLAIN_INDEX = (ast.Name, ast.Constant, ast.BinOp, ast.UnaryOp, ast.Tuple, ast.Load, ast.operator, ast.unaryop)
"""What an index of a write or a read may be made of for the trace to read it (``dp[i + 1][j]``):
names, numbers and arithmetic, which reading again has no effect, and calls of ``PURE``."""

PURE = frozenset({"max", "min", "abs"})
"""The functions an index may call and still be read again without effect (II's ``dp[i + x][max(m, x)]``)."""


def _plain(index: ast.AST) -> bool:
    """Whether ``index`` is made of ``PLAIN_INDEX`` and calls of ``PURE`` only."""
    for part in ast.walk(index):
        if isinstance(part, ast.Call):
            if not (isinstance(part.func, ast.Name) and part.func.id in PURE) or part.keywords:
                return False
        elif not isinstance(part, PLAIN_INDEX):
            return False
    return True


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
    plain = root is not None and all(_plain(index) for index in chain)
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


def _reads(source: str, table: str | None) -> dict[tuple[int | None, ...], _Target]:
    """Every read of a cell of ``table`` (``dp[i + 1][j]`` as a value, not as the place a write
    stores into), by where it stands in the source (line, column, end line, end column): where the
    instruction that reads it stands too."""
    if table is None:
        return {}
    tree = ast.parse(source)
    inner = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Subscript)}
    found: dict[tuple[int | None, ...], _Target] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and id(node) not in inner:
            target = _target(node)
            if target.root == table:
                found[(node.lineno, node.col_offset, node.end_lineno, node.end_col_offset)] = target
    return found


READ_OPS = frozenset({"BINARY_SUBSCR"})
"""The instructions that read a subscript (``BINARY_OP`` with ``[]`` too, from Python 3.14)."""


def _reading(instruction: dis.Instruction) -> bool:
    return instruction.opname in READ_OPS or (instruction.opname == "BINARY_OP" and instruction.argrepr == "[]")


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
    """The stores into one table and the reads of its cells, traced opcode by opcode (``counted``): a
    write is a ``STORE_SUBSCR`` executed on a line that assigns into the table, so a generator or a
    comprehension running on the same line adds nothing; a read is the instruction that reads a
    subscript of the table as a value, where the source has one. Each write's indices are read off
    the frame before it stores, its value after (at the frame's next event); a read's indices and
    value before it reads."""

    def __init__(self, source: str, table: str | None, count: Counted, most: int | None = None) -> None:
        lines = written_lines(source, table)
        self.table, self.count, self.most = table, count, most
        self.stores = {line: targets for line, targets in _stores(source).items() if line in lines} if lines else {}
        self.reads = _reads(source, table)
        self.made = made_lines(source, table)
        self.outer = _outer_loops(source, lines)
        self.offsets: dict[types.CodeType, dict[int, tuple[bool, _Target | None, int]]] = {}
        self.pending: list[tuple[Any, Any, int]] = []  # (container, index, its cell) of a write not yet read
        self.written: set[tuple[Any, ...]] = set()  # the cells written so far, by their indices
        self.since = 0  # reads since the last write

    def places(self, code: types.CodeType) -> dict[int, tuple[bool, _Target | None, int]]:
        """The offsets of ``code``'s stores into the table and reads of it, each with whether it is a
        store, its target (None where the line's stores cannot be told apart) and its line."""
        if not self.stores and not self.reads:
            return {}
        if code not in self.offsets:
            by_line: dict[int, list[int]] = {}
            found: dict[int, tuple[bool, _Target | None, int]] = {}
            for instruction in dis.get_instructions(code):
                where = instruction.positions
                line = where.lineno if where else None
                if instruction.opname == "STORE_SUBSCR" and line in self.stores:
                    by_line.setdefault(line, []).append(instruction.offset)
                elif where is not None and line is not None and _reading(instruction):
                    read = self.reads.get((line, where.col_offset, where.end_lineno, where.end_col_offset))
                    if read is not None:
                        found[instruction.offset] = (False, read, line)
            for line, at in by_line.items():
                targets = self.stores[line]
                if len(at) == len(targets):
                    found.update((offset, (True, t, line)) for offset, t in zip(at, targets, strict=True)
                                 if t.root == self.table)
                else:
                    found.update((offset, (True, None, line)) for offset in at)
            self.offsets[code] = found
        return self.offsets[code]

    def line(self, frame: types.FrameType) -> None:
        """A line about to run (counted already): the table's making, where it makes it; past the lines
        the run may take, the run stops here."""
        if self.most is not None and self.count.lines > self.most:
            raise Overspent
        if frame.f_lineno in self.made:
            self.count.made = frame.f_lineno

    def at(self, frame: types.FrameType, place: tuple[bool, _Target | None, int]) -> None:
        """One of the places ``places`` found, about to run: a store or a read."""
        store, target, line = place
        if store:
            self.store(frame, target, line)
        else:
            self.read(frame, target)

    def store(self, frame: types.FrameType, target: _Target | None, line: int) -> None:
        """A store into the table, about to run: counted, its indices and its round read now."""
        count = self.count
        count.writes += 1
        count.written_at.append(line)
        count.reads.append(self.since)
        self.since = 0
        loop = self.outer.get(frame.f_lineno)
        count.outer = count.outer or loop
        count.rounds.append(None if loop is None else frame.f_locals.get(loop))
        if target is None or target.container is None or target.index is None:
            count.cells.append((None, None))
            return
        scope = frame.f_locals
        key = eval(target.index, frame.f_globals, scope)  # noqa: S307 - names and arithmetic only
        count.cells.append((key, None))
        container = eval(target.container, frame.f_globals, scope)  # noqa: S307
        self.pending.append((container, key[-1], len(count.cells) - 1))
        try:
            self.written.add(_counted_from_start(key, container))
        except TypeError:  # an index that is no number: no cell of its own
            pass

    def read(self, frame: types.FrameType, target: _Target | None) -> None:
        """A read of a cell of the table, about to run: counted, and a cell not written yet kept with
        its value (``Counted.initial``)."""
        self.since += 1
        if target is None or target.container is None or target.index is None:
            return
        scope = frame.f_locals
        try:
            key = eval(target.index, frame.f_globals, scope)  # noqa: S307 - names and arithmetic only
            container = eval(target.container, frame.f_globals, scope)  # noqa: S307
            key = _counted_from_start(key, container)
            if key not in self.written and key not in self.count.initial:
                self.count.initial[key] = container[key[-1]]
        except Exception:  # noqa: BLE001, S110 - a read that fails fails in the listing too: nothing is kept
            pass

    def stored(self) -> None:
        """The writes pending, done: their cells' values, read now that they are stored."""
        while self.pending:
            container, index, at = self.pending.pop()
            try:
                self.count.cells[at] = (self.count.cells[at][0], container[index])
            except Exception:  # noqa: BLE001, S112 - a store that raised stored nothing: its value stays None
                continue


def _counted_from_start(key: tuple[Any, ...], container: Any) -> tuple[Any, ...]:
    """``key`` with a negative last index counted from the start of ``container`` (VI's ``dp[-1]``)."""
    last = key[-1]
    if isinstance(last, int) and last < 0:
        try:
            return (*key[:-1], last + len(container))
        except TypeError:
            return key
    return key


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


class Overspent(Exception):
    """A listing run by ``counted`` ran more lines than it was given."""


def counted(game: Game, path: Path, instance: Any, table: str | None = None, most: int | None = None) -> Counted:
    """Run the listing at ``path`` on ``instance`` as LeetCode would, counting what it does
    (``Counted``): every line of the listing executed, in any thread it starts, every lookup of
    its caches, and every store into ``table`` and read of it (``_Writes``). Past ``most`` lines
    the run is stopped (``Overspent``, or what the listing makes of it in a thread it starts). The
    process's recursion limit and thread stack size are put back after."""
    count = Counted()
    source = path.read_text(encoding="utf-8")
    filename = str(path)
    writes = _Writes(source, table, count, most)
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
                writes.line(frame)
            elif event == "opcode" and frame.f_lasti in places:
                writes.at(frame, places[frame.f_lasti])
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
