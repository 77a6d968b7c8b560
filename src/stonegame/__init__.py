"""stonegame: the Stone Game family of two-player games, solved exactly.

>>> import stonegame
>>> stonegame.solve("stone-game", [5, 3, 4, 5]).value
1
"""

import sys
from typing import Any

from stonegame.core.declare import declare
from stonegame.core.errors import (
    CandidateError,
    EndlessGame,
    IllegalMove,
    InapplicableMethod,
    InvalidDeclaration,
    InvalidInstance,
    MethodError,
    RulesError,
    StoneGameError,
    TooLarge,
    UnknownGame,
    UnknownMethod,
)
from stonegame.core.game import Bench, Decision, Game, Many, Method, Parts
from stonegame.core.instances import Count, Pair, Row
from stonegame.core.players import Player
from stonegame.core.rules import Estimate, Rules, Step
from stonegame.core.solution import Scores, Solution, Stats
from stonegame.core.solution import solve as solve_game
from stonegame.games import GAMES, get_game, resolve

__version__ = "0.1.0"

if "IPython" in sys.modules:  # in a notebook, a Solution, its line and its table draw themselves as HTML
    from stonegame.views.notebook import show_in_notebooks

    show_in_notebooks()


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
    return solve_game(resolve(game), instance, method)


def lesson(game: "str | int | Game", instance: Any = None, lang: str = "en") -> Any:
    """The lesson of a game: the write-up that teaches it, generated, every number computed.

    Parameters
    ----------
    game : str, int or Game
        As ``solve`` takes it.
    instance : optional
        The instance to tell the lesson on (default: the statement's first example).
    lang : str
        ``"en"`` or ``"zh"``.

    Returns
    -------
    stonegame.views.lesson.LessonView
        A notebook shows it (``_repr_html_``); ``markdown()``, ``html()``, ``text()`` and
        ``notebook()`` draw it; ``facts`` holds the figures it computed.

    Examples
    --------
    >>> made = lesson("stone-game")  # doctest: +SKIP
    >>> made.markdown().splitlines()[0]  # doctest: +SKIP
    '# Lesson: Stone Game (LeetCode 877)'
    """
    from stonegame.teach.lesson import lesson as make
    from stonegame.views.lesson import LessonView

    return LessonView(make(resolve(game), instance, lang))


LATER = {"check": ("stonegame.checker", "check_solution"), "check_solution": ("stonegame.checker", "check_solution"),
         "explain": ("stonegame.teach.explain", "explain"), "solve_many": ("stonegame.batch.api", "solve_many"),
         "solve_columns": ("stonegame.batch.api", "solve_columns")}
"""Public names imported when first asked for (``check`` is ``checker.check_solution``): ``import
stonegame`` stays light, and a command that solves one instance never loads batch or check."""


def __getattr__(name: str) -> Any:
    if name in LATER:
        import importlib

        module, attribute = LATER[name]
        return getattr(importlib.import_module(module), attribute)
    raise AttributeError(f"module 'stonegame' has no attribute {name!r}")


__all__ = [  # what a user needs; `resolve` stays importable as get_game's older name
    "GAMES",
    "CandidateError",
    "Decision",
    "EndlessGame",
    "Game",
    "IllegalMove",
    "InapplicableMethod",
    "InvalidDeclaration",
    "InvalidInstance",
    "MethodError",
    "Player",
    "RulesError",
    "Scores",
    "Solution",
    "Stats",
    "StoneGameError",
    "TooLarge",
    "UnknownGame",
    "UnknownMethod",
    "Bench",
    "Count",
    "Estimate",
    "Many",
    "Method",
    "Pair",
    "Parts",
    "Row",
    "Rules",
    "Step",
    "__version__",
    "check",
    "check_solution",
    "explain",
    "lesson",
    "declare",
    "get_game",
    "solve",
    "solve_columns",
    "solve_many",
]
