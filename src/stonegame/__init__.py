"""stonegame: the Stone Game family of two-player games, solved exactly.

>>> import stonegame
>>> stonegame.solve("stone-game", [5, 3, 4, 5]).value
1
"""

from stonegame.core.errors import IllegalMove, InvalidInstance, StoneGameError, TooLarge, UnknownGame, UnknownMethod
from stonegame.core.game import Decision, Game
from stonegame.games import GAMES, get_game
from stonegame.core.solution import Scores, Solution, Stats, solve

__version__ = "0.1.0"

__all__ = [
    "GAMES",
    "Decision",
    "Game",
    "IllegalMove",
    "InvalidInstance",
    "Scores",
    "Solution",
    "Stats",
    "StoneGameError",
    "TooLarge",
    "UnknownGame",
    "UnknownMethod",
    "__version__",
    "get_game",
    "solve",
]
