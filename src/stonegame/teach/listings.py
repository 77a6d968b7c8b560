"""A game's code listings run as LeetCode runs them: a ``class Solution`` file of the game's
``solutions/`` or ``mistakes/`` folder as a function of an instance, and the smallest instance a
mistake gets wrong. The lesson shows them; ``check`` compares a candidate with the mistakes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game
from stonegame.core.solution import solve
from stonegame.core.teaching import Teaching
from stonegame.teach import patterns


def mistake_path(teaching: Teaching, name: str) -> Path | None:
    if teaching.folder is None:
        return None
    path = Path(teaching.folder) / "mistakes" / f"{name}.py"
    return path if path.is_file() else None


def run_solution(game: Game, path: Path) -> Callable[[Any], Any]:
    """A LeetCode Python submission (``class Solution``) as a function of an instance."""
    namespace: dict[str, Any] = {}
    exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)  # the game's own listing
    method = getattr(namespace["Solution"](), game.problem.method if game.problem else "solve")
    return lambda instance: method(*game.instance.arguments(instance))


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
