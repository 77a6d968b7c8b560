"""The game and the instance a command line names: GAME (or --rules FILE), and the values as
words, in a file (--file) or on stdin ('-')."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from stonegame.catalogs import Msg
from stonegame.cli.streams import read_stdin
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game
from stonegame.core.instances import Kind
from stonegame.core.reading import NO_WORDS, from_bytes, read_at_most
from stonegame.core.values import shown
from stonegame.games import resolve


def game_and_words(game: str | None, values: list[str], rules: Path | None) -> tuple[Game, list[str]]:
    """The game a command line names, resolved once, and the words that are the instance.

    With ``--rules FILE`` the game comes from the file and GAME is optional: a first word that
    is not the file's game name is the first value.
    """
    if rules is not None:
        spec = resolve(rules)
        words = list(values)
        if game is not None and game.lower() != spec.slug:
            words.insert(0, game)
        return spec, words
    if game is None:
        raise StoneGameError(Msg("name a game (see `stonegame games`) or give --rules FILE"))
    return resolve(game), list(values)


def instance_from(kind: Kind, values: list[str], file: Path | None, notes: list[str | Msg] | None = None) -> Any:
    """The instance from the words after GAME, or from --file / '-' (stdin); what reading it
    decided is added to ``notes``."""
    if file is not None and values:
        raise StoneGameError(Msg("give the values either on the command line or with --file, not both"))
    if file is not None or values == ["-"]:
        if file is None or str(file) == "-":
            data = read_stdin()
        else:
            try:
                with file.open("rb") as stream:
                    data = read_at_most(stream, str(file)[:200])
            except OSError as error:
                raise StoneGameError(Msg("cannot read {file}: {why}", file=shown(str(file)),
                                         why=error.strerror)) from None
        return from_bytes(data, kind, notes)
    if not values:
        raise StoneGameError(NO_WORDS)
    return kind.from_words(values)
