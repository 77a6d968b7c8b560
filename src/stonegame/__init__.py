"""stonegame: the Stone Game family of two-player games, solved exactly.

>>> import stonegame
>>> stonegame.solve("stone-game", [5, 3, 4, 5]).value
1
"""

import os
from typing import Any

from stonegame.core import solution as _solution
from stonegame.core.declare import InvalidDeclaration, RulesError, Variant, declare
from stonegame.core.engine import EndlessGame
from stonegame.core.errors import (
    IllegalMove,
    InvalidInstance,
    StoneGameError,
    TooLarge,
    UnknownGame,
    UnknownMethod,
)
from stonegame.core.game import Decision, Game
from stonegame.core.players import Player
from stonegame.core.solution import Scores, Solution, Stats
from stonegame.games import GAMES, get_game, resolve
from stonegame.teach import explain as _explain

_solution.NARRATOR = _explain.explain  # Solution.explain tells the story the teaching layer writes

__version__ = "0.1.0"


def solve(game: "str | int | Game", instance: Any, method: str = "auto") -> Solution:
    """Solve one instance of a game exactly: the answer, Alice − Bob, the winner, the scores
    and the optimal line.

    Parameters
    ----------
    game : str, int or Game
        A slug (``"stone-game-iii"``), a LeetCode number (``1406``), a numeral (``"III"``), a
        family (``"take-up-to:4"``, ``"subtraction:1,3,4"``, ``"nim"``), the path of a file
        that declares a game (``"variant.py"``), or a ``Game`` (``get_game``, ``declare``).
    instance : list of int, int, or pair of lists
        What the problem takes: a row of values for most games (a numpy integer array is
        kept as one, for the compiled kernels), ``n`` for Stone Game IV and the subtraction
        games, ``(alice_values, bob_values)`` or ``{"alice": [...], "bob": [...]}`` for
        Stone Game VI.
    method : str
        ``"auto"`` (the method the write-ups teach below 64 values, ``fast`` from there),
        ``"brute"``, ``"memo"``, ``"table"``, ``"formula"`` or ``"fast"``: see
        ``get_game(game).methods``.

    Returns
    -------
    Solution
        ``answer`` (exactly what the original problem returns), ``value`` (Alice − Bob, or +1
        / −1 in win/lose games), ``winner``, ``scores``, ``line``, ``stats`` and ``notes``.

    Raises
    ------
    UnknownGame, UnknownMethod
        No such game, or no such method for it.
    InvalidInstance
        The instance breaks the game's rules (what is wrong, and what is allowed).
    TooLarge
        The method's estimated cost passes a limit; the message names what would fit.

    Examples
    --------
    >>> s = solve("stone-game", [5, 3, 4, 5])
    >>> s.answer, s.value, s.winner, s.scores
    (True, 1, <Player.ALICE: 'Alice'>, Scores(alice=9, bob=8))
    >>> solve(1510, 7).answer, solve("III", [1, 2, 3, 6], method="memo").answer
    (False, 'Tie')
    """
    return _solution.solve(resolve(game), instance, method)


def check(
    game: "str | int | Game | None",
    path: "str | os.PathLike[str] | None" = None,
    *,
    function: str | None = None,
    cmd: str | None = None,
    cases: int | None = None,
    seed: int = 0,
    time_limit: float = 2.0,
    memory_mb: int = 512,
    speed: bool = True,
    jobs: int = 1,
) -> Any:
    """Check a solution of a game's LeetCode problem, as ``stonegame check`` does: the
    statement's examples, edge cases, generated cases and the largest instances, against the
    reference; the first failure shrunk to a small instance.

    Parameters
    ----------
    game : str, int, Game or None
        The game, named as ``solve`` takes it; None: the game whose LeetCode method the file
        at ``path`` defines (``stoneGameIII`` -> stone-game-iii).
    path : str or path-like, optional
        A Python file with LeetCode's ``class Solution`` (or the plain function ``function``).
    function : str, optional
        Check this plain function of the file instead of ``class Solution``.
    cmd : str, optional
        Check a program instead of a file: it reads ``n`` and the values on stdin and prints
        the answer.
    cases : int, optional
        How many generated cases (default 1000 for a file, 200 for a program).
    seed : int
        Seed of the generated cases: the same seed draws the same cases.
    time_limit : float
        Seconds one run at the largest size may take.
    memory_mb : int
        Megabytes the solution may allocate (0: no limit).
    speed : bool
        Whether to time the largest instances.
    jobs : int
        Processes running the small cases at once.

    Returns
    -------
    stonegame.check.report.Report
        ``verdict`` (``"passed"``, ``"wrong-answer"``, ...), ``passed``, ``failure`` (the
        shrunk failing case: ``instance``, ``expected``, ``actual``), ``counts``, ``command``
        (a ``stonegame solve`` command that shows the failing case) and ``to_json()``.

    Raises
    ------
    UnknownGame
        No such game, or (``game=None``) the file defines no LeetCode method, or several.
    CandidateError
        The solution cannot be checked: no such file, no ``class Solution``, a syntax error.

    Notes
    -----
    The solution runs in a separate process with a time and a memory limit: a guard against
    mistakes, not a sandbox. Check only code you would run yourself.

    Examples
    --------
    >>> import pathlib, tempfile
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "solution.py"
    >>> code = "class Solution:\\n    def stoneGame(self, piles):\\n        return piles[0] > piles[-1]\\n"
    >>> _ = path.write_text(code)
    >>> report = check(None, path, cases=50, speed=False)
    >>> report.game.slug, report.verdict, report.failure.instance, report.failure.expected
    ('stone-game', 'wrong-answer', [1, 2], True)
    >>> report.command
    'stonegame solve stone-game 1 2 --explain'
    """
    from pathlib import Path

    from stonegame.check import infer, judge

    if (path is None) == (cmd is None):
        raise StoneGameError("give either path (a Python file) or cmd (a program), not both and not neither")
    if game is None:
        if path is None:
            raise StoneGameError("name the game: a program (cmd) does not tell which one it solves")
        spec = infer.game_of_file(Path(path), GAMES.values())
    else:
        spec = resolve(game)
    candidate = judge.Command.parse(cmd) if cmd is not None else judge.PythonFile(Path(str(path)), function)
    return judge.check(spec, candidate, time_limit=time_limit, memory_mb=memory_mb, cases=cases, seed=seed,
                       speed=speed, jobs=jobs)


def __getattr__(name: str) -> Any:
    """``CandidateError`` (check's), imported when first asked for: ``import stonegame`` stays light."""
    if name == "CandidateError":
        from stonegame.check.verdicts import CandidateError

        return CandidateError
    raise AttributeError(f"module 'stonegame' has no attribute {name!r}")


__all__ = [  # what a user needs; `resolve` stays importable as get_game's older name
    "GAMES",
    "CandidateError",
    "Decision",
    "EndlessGame",
    "Game",
    "IllegalMove",
    "InvalidDeclaration",
    "InvalidInstance",
    "Player",
    "RulesError",
    "Scores",
    "Solution",
    "Stats",
    "StoneGameError",
    "TooLarge",
    "UnknownGame",
    "UnknownMethod",
    "Variant",
    "__version__",
    "check",
    "declare",
    "get_game",
    "solve",
]
