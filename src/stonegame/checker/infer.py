"""Which game a solution file solves, told by the LeetCode method it defines
(``stoneGameIII`` -> stone-game-iii), and the cache of the last failing case (``--last-failed``).

The method names live in each game's ``Problem.methods``; nothing here names a game.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from stonegame.core.errors import CandidateError
from stonegame.core.game import Game

DEFINED = re.compile(r"^\s*def\s+([A-Za-z_]\w*)\s*\(", re.MULTILINE)
NAMED = re.compile(r"\b([A-Za-z_]\w*)\s*[(=]")
"""A name defined or called in C++, Java, JavaScript or TypeScript: ``bool f(``, ``var f =``."""
CACHE = Path(".stonegame_cache") / "lastfailed.json"
"""Where the last failing case of each game and candidate is kept, in the current folder
(as pytest keeps ``.pytest_cache``)."""


def game_of_file(path: Path, games: Iterable[Game]) -> Game:
    """The one game whose LeetCode method ``path`` defines, or ``CandidateError`` saying why
    there is not exactly one (then GAME must be named).

    >>> import tempfile
    >>> from stonegame.games import GAMES
    >>> with tempfile.NamedTemporaryFile("w", suffix=".py") as file:
    ...     _ = file.write("class Solution:\\n    def stoneGameIII(self, values): ...\\n")
    ...     _ = file.flush()
    ...     game_of_file(Path(file.name), GAMES.values()).slug
    'stone-game-iii'
    """
    try:
        text = path.read_text(errors="replace")
    except OSError as error:
        raise CandidateError(f"cannot read {str(path)[:200]!r}: {error.strerror}") from None
    defined = set((DEFINED if path.suffix == ".py" else NAMED).findall(text))
    problems = [(game, game.problem) for game in games if game.problem is not None]
    found = {game.slug: game for game, problem in problems if defined & set(problem.methods)}
    if len(found) == 1:
        return next(iter(found.values()))
    usage = f"name the game: stonegame check GAME {str(path)[:80]}"
    if found:
        raise CandidateError(f"{str(path)[:80]} defines the methods of {', '.join(sorted(found))}; {usage}")
    methods = ", ".join(problem.method for _, problem in problems)
    raise CandidateError(f"{str(path)[:80]} defines no LeetCode method of the family ({methods}); {usage}")


def cache_key(game: Game, candidate: str) -> str:
    return f"{game.slug}::{candidate}"


def last_failed(game: Game, candidate: str, folder: Path = Path(".")) -> Any:
    """The instance that failed last time for this game and candidate, or None."""
    try:
        return json.loads((folder / CACHE).read_text()).get(cache_key(game, candidate))
    except (OSError, ValueError, AttributeError):
        return None


def remember(game: Game, candidate: str, instance: Any, folder: Path = Path(".")) -> None:
    """Keep ``instance`` as this candidate's last failing case (None: it passed, forget it).
    A folder that cannot be written to keeps nothing, silently: the cache is a convenience."""
    file = folder / CACHE
    try:
        cached = json.loads(file.read_text())
        if not isinstance(cached, dict):
            cached = {}
    except (OSError, ValueError):
        cached = {}
    key = cache_key(game, candidate)
    if instance is None:
        if key not in cached:
            return
        cached.pop(key)
    else:
        cached[key] = instance
    try:
        file.parent.mkdir(exist_ok=True)
        file.write_text(json.dumps(cached))
    except OSError:
        pass
