"""The registry: every game of the family, found by slug, LeetCode number or numeral.

Adding a game is one import and one entry in ``_ALL``.
"""

from __future__ import annotations

from stonegame.core.errors import UnknownGame
from stonegame.core.game import Game
from stonegame.games import (
    predict_the_winner,
    stone_game,
    stone_game_ii,
    stone_game_iii,
    stone_game_iv,
    stone_game_ix,
    stone_game_v,
    stone_game_vi,
    stone_game_vii,
    stone_game_viii,
)

_ALL: tuple[Game, ...] = (
    predict_the_winner.GAME,
    stone_game.GAME,
    stone_game_ii.GAME,
    stone_game_iii.GAME,
    stone_game_iv.GAME,
    stone_game_ix.GAME,
    stone_game_v.GAME,
    stone_game_vi.GAME,
    stone_game_vii.GAME,
    stone_game_viii.GAME,
)

GAMES: dict[str, Game] = {game.slug: game for game in sorted(_ALL, key=lambda g: g.number)}
_BY_NAME: dict[str, Game] = {name.lower(): game for game in _ALL for name in game.names}


def get_game(name: str | int) -> Game:
    """The game called ``name``: its slug, LeetCode number or numeral, in any case.

    >>> get_game("VIII").slug
    'stone-game-viii'
    >>> get_game(877).slug
    'stone-game'
    """
    key = str(name).strip().lower()
    try:
        return _BY_NAME[key]
    except KeyError:
        known = ", ".join(f"{g.slug} ({g.number})" for g in GAMES.values())
        raise UnknownGame(f"no game {str(name)!r}; choose from {known}") from None
