"""``stonegame check``: a user's solution against the reference, and the smallest failing case.

Modules, one job each: ``cases`` (what is run: edge, generated, sized and largest instances),
``runners`` (how a candidate is run: the ``Runner`` protocol, a Python file's server, a
compiled driver's server, a program per case), ``processes`` (the checker's end of a
supervisor), ``languages`` (C++, Java, JavaScript and TypeScript: the drivers around a
LeetCode solution, and their builds), ``supervisor`` (the process that runs the candidate with
limits, and everything it starts), ``server`` (the process that loads a Python file and
answers cases), ``limits`` (every limit, once), ``verdicts`` (outcomes judged), ``shrink`` (a
failure made small), ``judge`` (the phases, and ``check`` itself), ``report`` (the findings as
JSON and in words), ``references`` (the reference answers, computed ahead), ``infer`` (the
game a file solves, and the last failing case).

The public API calls ``check_solution`` ``stonegame.check(game, path, ...)`` (see there:
parameters, what it returns, examples). The package is named ``checker``, not ``check``, so
that importing it never rebinds ``stonegame.check``, the function, to a module.

The names it offers from its modules (``Judge``, ``Report``, ...) are imported when first
asked for: importing the package, or ``limits`` alone (the command's option defaults), costs
none of the checker's machinery.
"""

import importlib
import os
from pathlib import Path
from typing import Any

from stonegame.checker.limits import CASE_LIMIT, MEMORY_MB, TIME_LIMIT
from stonegame.core.errors import CandidateError, StoneGameError
from stonegame.core.game import Game

OFFERED = {"Judge": "judge", "candidate_of": "judge", "check": "judge", "Report": "report", "describe": "report",
           "summary": "report", "Command": "runners", "PythonFile": "runners", "Runner": "runners",
           "VERDICTS": "verdicts", "Outcome": "verdicts", "Result": "verdicts"}
"""The names the package offers from its modules, by module: imported when first asked for."""


def __getattr__(name: str) -> Any:
    if name not in OFFERED:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{OFFERED[name]}"), name)


__all__ = ["CASE_LIMIT", "MEMORY_MB", "TIME_LIMIT", "CandidateError", "check_solution", *OFFERED]


def check_solution(
    game: "str | int | Game | None",
    path: "str | os.PathLike[str] | None" = None,
    *,
    function: str | None = None,
    cmd: str | None = None,
    cases: int | None = None,
    seed: int = 0,
    time_limit: float = TIME_LIMIT,
    memory_mb: int = MEMORY_MB,
    speed: bool = True,
    jobs: int = 1,
    max_n: int | None = None,
    sanitize: bool = True,
    case: Any = None,
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
        A LeetCode solution: a Python file with ``class Solution`` (or the plain function
        ``function``), or a C++, Java, JavaScript or TypeScript file, told by its extension.
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
    max_n : int, optional
        The largest n to try, for a brute force written for small sizes (no speed phase).
    sanitize : bool
        Build a C++ solution with AddressSanitizer and UndefinedBehaviorSanitizer for the
        correctness phases, as LeetCode does (False: without them, e.g. under ``ulimit -v``).
    case : list, int or dict, optional
        Run the solution on this instance alone, judged as usual (no other case, no shrinking).

    Returns
    -------
    stonegame.checker.report.Report
        ``verdict`` (``"passed"``, ``"wrong-answer"``, ...), ``passed``, ``failure`` (the
        shrunk failing case: ``instance``, ``expected``, ``actual``), ``counts``, ``command``
        (a ``stonegame solve`` command that shows the failing case), ``check_command`` (a
        ``stonegame check ... --case`` command that runs the solution on it again) and
        ``to_json()``.

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
    >>> import pathlib, tempfile, stonegame
    >>> path = pathlib.Path(tempfile.mkdtemp()) / "solution.py"
    >>> code = "class Solution:\\n    def stoneGame(self, piles):\\n        return piles[0] > piles[-1]\\n"
    >>> _ = path.write_text(code)
    >>> report = stonegame.check(None, path, cases=50, speed=False)
    >>> report.game.slug, report.verdict, report.failure.instance, report.failure.expected
    ('stone-game', 'wrong-answer', [1, 2], True)
    >>> report.command
    'stonegame solve stone-game 1 2 --explain'
    """
    from stonegame.checker import infer
    from stonegame.checker.judge import candidate_of, check
    from stonegame.checker.runners import Command
    from stonegame.games import GAMES, resolve

    if (path is None) == (cmd is None):
        raise StoneGameError("give either path (a Python file) or cmd (a program), not both and not neither")
    if game is None:
        if path is None:
            raise StoneGameError("name the game: a program (cmd) does not tell which one it solves")
        spec = infer.game_of_file(Path(path), GAMES.values())
    else:
        spec = resolve(game)
    candidate = Command.parse(cmd) if cmd is not None else candidate_of(Path(str(path)), function, ())[0]
    return check(spec, candidate, time_limit=time_limit, memory_mb=memory_mb, cases=cases, seed=seed,
                 speed=speed, jobs=jobs, max_n=max_n, sanitize=sanitize, case=case)
