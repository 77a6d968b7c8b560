"""Rules files: the game a Python file declares (the CLI's ``--rules FILE``)."""

from __future__ import annotations

import importlib.util
import itertools
import sys
import traceback
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game
from stonegame.core.guards import clip, raised_by_user
from stonegame.core.values import shown

_loaded = itertools.count()


def load_rules_file(path: str | Path) -> Game:
    """The game a Python file declares: its ``GAME``, or the one ``Game`` it defines.

    The file runs as a module (its own folder importable, like ``python FILE``). Problems come
    back as one-line ``StoneGameError``s: the file is missing or not Python, it raises, it
    defines no game, or several without one named ``GAME``.
    """
    path = Path(path)
    try:
        found = path.is_file()
        problem = "not a file" if path.exists() else "no such file"
    except OSError as error:  # a name too long for the file system, say
        found, problem = False, error.strerror or type(error).__name__
    if not found:
        raise StoneGameError(f"cannot read rules file {shown(str(path))}: {problem}")
    module_name = f"_stonegame_rules_{next(_loaded)}"
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise StoneGameError(f"cannot load {path} as Python; a rules file is a .py file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module  # dataclasses and pickling look classes up there
    sys.path.insert(0, str(path.resolve().parent))
    try:
        spec.loader.exec_module(module)
    except StoneGameError as error:
        raise type(error)(f"{path}: {error}") from error
    except SyntaxError as error:
        raise StoneGameError(f"{path} line {error.lineno}: {error.msg}") from None
    except SystemExit as error:  # a script's exit, run as a module: it must not end stonegame
        raise StoneGameError(f"{path} called sys.exit({shown(error.code, 20)}) while it was loaded; "
                             "a rules file only defines a game") from None
    except raised_by_user() as error:  # the user's code failed while defining the game: say where
        line = next((frame.lineno for frame in reversed(traceback.extract_tb(error.__traceback__))
                     if Path(frame.filename) == path or frame.filename == str(path)), None)
        where = f" line {line}" if line else ""
        said = f"{type(error).__name__}: {clip(str(error))}" if str(error) else type(error).__name__
        raise StoneGameError(f"{path}{where}: {said}") from error
    finally:
        sys.path.remove(str(path.resolve().parent))
    return _the_game(vars(module), path)


def _the_game(namespace: Mapping[str, Any], path: Path) -> Game:
    named = namespace.get("GAME")
    if isinstance(named, Game):
        return named
    found: dict[int, tuple[str, Game]] = {}
    for label, value in namespace.items():
        if isinstance(value, Game) and not label.startswith("_"):
            found.setdefault(id(value), (label, value))
    if not found:
        raise StoneGameError(
            f"{path} defines no game; end it with GAME = declare(\"my-game\", MyRules), MyRules a class with start, "
            "moves and play"
        )
    if len(found) > 1:
        labels = ", ".join(label for label, _ in found.values())
        raise StoneGameError(f"{path} defines {len(found)} games ({labels}); name the one to use GAME")
    return next(iter(found.values()))[1]
