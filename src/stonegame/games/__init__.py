"""The registry: every game by name. One resolver turns what a user types into a ``Game``.

A game is found by its slug, LeetCode number or numeral (``stone-game-ii``, ``1140``, ``II``),
a family's name with its parameter (``take-up-to:4``, ``subtraction:1,3,4``, ``nim``), or a
Python file that declares one (``--rules FILE``). A near miss gets a suggestion. Adding a
game is one module in this package and one line in ``_ALL``; a game declared elsewhere (a
plugin, a test) joins with ``register(game)``.
"""

from __future__ import annotations

import difflib
from pathlib import Path

from stonegame.catalogs import Msg
from stonegame.core.errors import InvalidDeclaration, UnknownGame
from stonegame.core.game import Game
from stonegame.core.values import shown
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
from stonegame.games.families import FAMILIES, family

_ALL: tuple[Game, ...] = (
    stone_game.GAME,
    stone_game_ii.GAME,
    stone_game_iii.GAME,
    stone_game_iv.GAME,
    stone_game_v.GAME,
    stone_game_vi.GAME,
    stone_game_vii.GAME,
    stone_game_viii.GAME,
    stone_game_ix.GAME,
    predict_the_winner.GAME,
)

FIRST: Game = _ALL[0]
"""The family's first game, Stone Game (877): where a learner starts (the playground opens on it)."""

GAMES: dict[str, Game] = {
    game.slug: game for game in sorted(_ALL, key=lambda g: g.problem.number if g.problem else 0)
}
"""The registered games by slug, in the order of their LeetCode numbers."""

_BY_NAME: dict[str, Game] = {name.lower(): game for game in _ALL for name in game.names}

BUILT_IN: dict[str, Game] = dict(GAMES)
"""The games this package ships, by slug; ``GAMES`` adds those registered from outside."""


def register(game: Game) -> Game:
    """Add ``game`` to the registry: ``GAMES``, ``resolve`` and every generic test then know it.

    Its names (slug, LeetCode number, numeral, aliases) must be new; returns the game.

    >>> register(GAMES["stone-game"])
    Traceback (most recent call last):
    ...
    stonegame.core.errors.InvalidDeclaration: 'stone-game' is already the name of stone-game
    """
    if not isinstance(game, Game):
        raise InvalidDeclaration(f"register takes a Game (made by declare), not {shown(game)}")
    for name in game.names:
        taken = _BY_NAME.get(name.lower())
        if taken is not None:
            raise InvalidDeclaration(f"{shown(name)} is already the name of {taken.slug}")
    GAMES[game.slug] = game
    _BY_NAME.update({name.lower(): game for name in game.names})
    return game


def resolve(name: str | int | Game | Path) -> Game:
    """The game ``name`` names (``stonegame.get_game``).

    Parameters
    ----------
    name : str, int, Game or Path
        A registered name in any case: the slug (``"stone-game-ii"``), the LeetCode number
        (``1140``) or the numeral (``"II"``); a family with its parameter
        (``"take-up-to:4"``, ``"subtraction:1,3,4"``, ``"nim"``, ``"misere-nim"``); the path
        of a Python file that declares a game; or a ``Game``, returned as it is.

    Returns
    -------
    Game
        Its ``slug``, ``title``, ``methods`` (slowest first), ``instance`` (the shape of an
        instance: a row, a count n, or a pair of rows), ``problem`` (LeetCode's number,
        method name, examples and constraints) and ``rules``.

    Raises
    ------
    UnknownGame
        No game by that name: one line with the nearest name, if one is close, and the families.
    InvalidDeclaration, RulesError
        A file that declares no game, or several, or fails to load.

    Examples
    --------
    >>> resolve("VIII").slug, resolve(877).slug, resolve("subtraction:4,1,3").slug
    ('stone-game-viii', 'stone-game', 'subtraction:1,3,4')
    >>> resolve("II").methods, resolve("IV").instance.name
    (('brute', 'memo', 'table', 'fast'), 'count')
    >>> suggestion("stone-gane-ii"), suggestion("stone-gam"), suggestion("chess")
    ('stone-game-ii', 'stone-game', '')
    """
    if isinstance(name, Game):
        return name
    text = str(name).strip()
    if isinstance(name, Path) or text.lower().endswith(".py"):
        from stonegame.core.rules_file import load_rules_file  # a user's file: read only when one is named

        return load_rules_file(Path(text))
    return named(name)


get_game = resolve


def named(name: str | int) -> Game:
    """The registered game or family member ``name`` names, never a file.

    What a server resolves a client's name with: ``resolve`` also runs a Python file named
    as a game, which only the user at the command line may ask for.
    """
    key = str(name).strip().lower()
    if key in _BY_NAME:
        return _BY_NAME[key]
    member = family(key)
    if member is not None:
        return member
    near = suggestion(key)
    if near:  # one line of a readable length: the near match, and where the rest are listed
        raise UnknownGame(Msg("no game {name}; did you mean {near}? (`stonegame games` lists the {count} games "
                              "and the families {families})", name=shown(str(name)), near=near, count=len(GAMES),
                              families=", ".join(each.name for each in FAMILIES)))
    raise UnknownGame(Msg("no game {name}; choose from {games}; or a family: {families}", name=shown(str(name)),
                          games=", ".join(GAMES), families=", ".join(each.name for each in FAMILIES)))


def suggestion(key: str) -> str:
    """The known name a near miss means (stone-game-ii for stone-gane-ii), or nothing."""
    known = [*_BY_NAME, *(each.name for each in FAMILIES)]
    close = difflib.get_close_matches(key, known, n=1, cutoff=0.75)
    if not close:
        return ""
    found = _BY_NAME.get(close[0])
    return found.slug if found is not None else close[0]


__all__ = ["BUILT_IN", "FAMILIES", "GAMES", "get_game", "named", "register", "resolve"]
