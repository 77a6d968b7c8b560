"""A strategy of the user's own (``--compare FILE``): the function ``strategy(position) -> move``
a Python file defines, loaded once per worker, and played as Alice against optimal play.

What a position and a move are comes from the game's rules (``start``, ``moves``, ``play``)
and scene (``show``), never from its name.
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game
from stonegame.core.line import Match
from stonegame.core.players import Player
from stonegame.core.solution import oracle
from stonegame.core.values import shown

STRATEGIES: dict[str, Any] = {}
"""The user's strategy function by the hash of its source, compiled once per worker."""


def read(path: Path) -> tuple[str, str]:
    """(the source, its name) of a strategy file that loads, or a one-line error: a file
    that does not load is a usage error, found before any work."""
    try:
        source, name = path.read_text(encoding="utf-8"), str(path)
    except OSError as error:
        raise StoneGameError(f"cannot read {path}: {error.strerror}") from None
    strategy_from(source, name)
    return source, name


def strategy_from(source: str, name: str) -> Any:
    """The function ``strategy`` the source defines, or a one-line error."""
    key = hashlib.sha256(source.encode()).hexdigest()
    if key not in STRATEGIES:
        space: dict[str, Any] = {"__name__": "strategy_file"}
        try:
            exec(compile(source, name, "exec"), space)
        except Exception as error:  # the user's file: any error of theirs is one line
            raise StoneGameError(f"{name} fails to load: {type(error).__name__}: {error}") from None
        found = space.get("strategy")
        if not callable(found):
            raise StoneGameError(f"{name} defines no function strategy(position) -> move")
        STRATEGIES[key] = found
    return STRATEGIES[key]


def played(game: Game, instance: Any, strategy: Any) -> tuple[int, int]:
    """(what optimal play secures for Alice, what the strategy gets as Alice) against Bob's
    optimal moves (the optimal line's choice at each of his turns)."""
    from stonegame.teach.play import read_move

    checked = game.validate(instance)
    rules = game.rules(game.instance.exact(checked))
    perfect = oracle(game, checked, rules)
    scene = perfect.scene
    match = Match(rules.start())
    best = perfect.value(match.position)
    while legal := rules.moves(position := match.position):
        if match.player is Player.ALICE:
            try:
                said = strategy(scene.show(position))
            except Exception as error:  # the user's code: its error is reported, not raised
                raise StoneGameError(f"strategy raised {type(error).__name__}: {error} at "
                                     f"{shown(scene.show(position))}") from None
            move = said if said in legal else read_move(scene, position, str(said))
            if move is None:
                raise StoneGameError(f"strategy returned {shown(said)}, not a legal move at "
                                     f"{shown(scene.show(position))} (legal: {', '.join(map(str, legal))})")
            step = rules.play(position, move)
        else:
            step = perfect.best(perfect.options(position, legal))[1]
        match.advance(step)
    match.finish(rules)
    return best, match.lead(Player.ALICE)
