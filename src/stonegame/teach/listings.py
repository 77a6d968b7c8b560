"""A game's code listings run as LeetCode runs them: a ``class Solution`` file of the game's
``solutions/`` or ``mistakes/`` folder as a function of an instance, and the smallest instance a
mistake gets wrong. The lesson shows them; ``check`` compares a candidate with the mistakes."""

from __future__ import annotations

import ast
import builtins
import functools
import sys
import threading
import types
from collections.abc import Callable
from dataclasses import dataclass
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
    visits; behind a ``@cache``, only the states it computes); ``lines``: lines of the listing
    executed, its work; ``depth``: the deepest nesting of its inner functions (the recursion's
    depth); ``requests`` and ``stored``: lookups of its ``@cache``'d functions and the distinct
    states they stored (hits = requests − stored); ``writes``: assignments into the table named
    ``table`` (the cells a bottom-up listing fills, each write counted).
    """

    answer: Any = None
    calls: int = 0
    lines: int = 0
    depth: int = 0
    requests: int = 0
    stored: int = 0
    writes: int = 0

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


def _counting_functools(count: Counted) -> types.ModuleType:
    """``functools`` as the listing sees it: ``cache`` and ``lru_cache`` count their lookups."""
    proxy = types.ModuleType("functools")
    proxy.__dict__.update(functools.__dict__)

    def cache(function: Callable[..., Any]) -> Callable[..., Any]:
        store: dict[Any, Any] = {}

        @functools.wraps(function)
        def remembered(*args: Any) -> Any:
            count.requests += 1
            if args in store:
                return store[args]
            value = store[args] = function(*args)
            count.stored += 1
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


def counted(game: Game, path: Path, instance: Any, table: str | None = None) -> Counted:
    """Run the listing at ``path`` on ``instance`` as LeetCode would, counting what it does
    (``Counted``): every line of the listing executed, in any thread it starts, and every lookup
    of its caches. The process's recursion limit and thread stack size are put back after."""
    count = Counted()
    source = path.read_text(encoding="utf-8")
    filename = str(path)
    writes = written_lines(source, table)
    method_name = game.problem.method if game.problem else "solve"
    proxy = _counting_functools(count)
    real_import = builtins.__import__

    def importing(name: str, *args: Any, **kwargs: Any) -> Any:
        return proxy if name == "functools" else real_import(name, *args, **kwargs)

    depth = [0]

    def tracer(frame: types.FrameType, event: str, arg: Any) -> Any:
        code = frame.f_code
        if code.co_filename != filename:
            return None
        inner = code.co_name not in NOT_CALLS and code.co_name != method_name
        if inner:
            count.calls += 1
            depth[0] += 1
            count.depth = max(count.depth, depth[0])

        def local(frame: types.FrameType, event: str, arg: Any) -> Any:
            if event == "line":
                count.lines += 1
                if frame.f_lineno in writes:
                    count.writes += 1
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
    return count


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
