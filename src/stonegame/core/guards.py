"""The user's code, called safely: a declared game's rules and functions, guarded.

What goes wrong in a user's function becomes one line: a ``RulesError`` naming the file, the
line, the function and the error; a return value of the wrong type, an ``InvalidDeclaration``
saying what was expected. ``Guarded`` is a user's rules class bound to one instance, speaking
the engine's protocol (``stonegame.core.rules.Rules``) as the built-in games do; ``guard``
wraps one of the user's functions (a method's solver, the answer).
"""

from __future__ import annotations

import math
import traceback
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from stonegame.core.errors import InvalidDeclaration, RulesError, StoneGameError
from stonegame.core.rules import Estimate, Rules, Step
from stonegame.core.search import key_failed, raised_by_user
from stonegame.core.values import returned_int, shown


def calls_user(role: str, name: str, error: BaseException) -> RulesError:
    """``error``, raised by the user's ``role`` function of game ``name``, as one line naming the
    file and line it came from, the function and the error."""
    frames = traceback.extract_tb(error.__traceback__)[1:]  # [0] is ours: the call into user code
    place = ""
    if frames:
        own = frames[0].filename  # the file of the function called: the rules file, most often
        line = next(frame.lineno for frame in reversed(frames) if frame.filename == own)
        place = f"{clip(own, left=True)} line {line}: "
    if isinstance(error, SystemExit):
        what = f"called sys.exit({shown(error.code, 20)})"
    else:
        what = f"raised {type(error).__name__}: {clip(str(error).splitlines()[0] if str(error) else '')}".rstrip(": ")
    return RulesError(f"{place}{role}() of {name} {what}")


def clip(text: str, width: int = 80, left: bool = False) -> str:
    """``text`` cut to ``width`` characters, at its end (or, ``left``, at its start: a path
    keeps its file name)."""
    if len(text) <= width:
        return text
    return f"…{text[1 - width:]}" if left else f"{text[: width - 1]}…"


def guard(function: Callable[..., Any], role: str, name: str) -> Callable[..., Any]:
    """``function`` with every failure of the user's code turned into a one-line ``RulesError``
    (a ``StoneGameError`` it raises on purpose passes as it is)."""

    def call(*args: Any) -> Any:
        try:
            return function(*args)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise calls_user(role, name, error) from error

    call.__name__ = getattr(function, "__name__", role)
    call.__doc__ = getattr(function, "__doc__", None)
    return call


class Guarded(Rules[Any, Any]):
    """A user's rules bound to one instance, as the engine sees them: the same protocol, each
    call guarded.

    What goes wrong in the user's methods becomes one line (``RulesError`` for an exception,
    ``InvalidDeclaration`` for a return value of the wrong type); ``play`` may return
    ``(gain, next)`` or ``(gain, next, again)`` (just ``next`` in a win/lose game) as well as a
    ``Step``; ``estimate`` may return a count of positions. The calls are guarded here, in
    line, not by wrapping each function: a search makes millions of them. ``show`` and
    ``name`` are the user's (guarded), or JSON data and ``str`` where the class has none.
    """

    def __init__(self, cls: type, instance: Any, game: str):
        self.cls, self.instance, self.game = cls, instance, game
        self.scoring = getattr(cls, "scoring", True)
        label = getattr(cls, "__name__", "rules")
        self._roles = {role: f"{label}.{role}" for role in ("start", "moves", "play", "end", "key", "name", "show",
                                                             "estimate", "__init__")}
        try:
            self.rules = cls(instance)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("__init__", error) from error
        self._own = {role for role in ("end", "key", "name", "show", "estimate")
                     if getattr(cls, role, None) not in (None, getattr(Rules, role, None))}
        # bound once: a search calls them millions of times
        self._moves, self._play, self._key = self.rules.moves, self.rules.play, self.rules.key

    def __getattr__(self, attribute: str) -> Any:
        """The user's own attributes (a game's scene reads its rules' ``stones``)."""
        if attribute == "rules":  # not set yet: __init__ failed part way
            raise AttributeError(attribute)
        return getattr(self.rules, attribute)

    def _failed(self, role: str, error: BaseException) -> RulesError:
        return calls_user(self._roles[role], self.game, error)

    def _call(self, role: str, *args: Any) -> Any:
        try:
            return getattr(self.rules, role)(*args)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed(role, error) from error

    def estimate(self) -> Estimate | None:
        if "estimate" not in self._own:
            return None
        found = self._call("estimate")
        if found is None or isinstance(found, Estimate):
            return found
        if isinstance(found, bool) or not isinstance(found, int) or found < 0:
            raise InvalidDeclaration(f"{self.game}: estimate() returned {shown(found)}; "
                                     "expected a count of positions (an int >= 0) or an Estimate")
        return Estimate(found)

    def start(self) -> Any:
        position = self._call("start")
        key = self.key(position)
        try:  # the start is refused before any search; later positions, when the memo meets them
            hash(key)
        except raised_by_user() as error:
            key_failed(key, error)
        return position

    def moves(self, position: Any) -> Sequence[Any]:
        try:
            found = self._moves(position)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("moves", error) from error
        if isinstance(found, (tuple, list, range)):
            return found
        if not isinstance(found, (str, bytes, Mapping)) and hasattr(found, "__iter__"):
            try:
                return tuple(found)  # a generator runs the user's code here
            except StoneGameError:
                raise
            except raised_by_user() as error:
                raise self._failed("moves", error) from error
        raise InvalidDeclaration(f"{self.game}: moves({shown(position)}) returned {shown(found)}; "
                                 "expected a list of moves (empty when the game is over)")

    def play(self, position: Any, move: Any) -> Step[Any]:
        try:
            result = self._play(position, move)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("play", error) from error
        if type(result) is Step:
            return result
        if not self.scoring:
            return Step(0, result)
        if type(result) is tuple and len(result) in (2, 3) and type(result[0]) is int:
            return Step(*result)
        if isinstance(result, tuple) and len(result) in (2, 3):
            said = f"{self.game}: play({shown(position, 30)}, {shown(move, 20)}) returned the gain"
            return Step(returned_int(result[0], said), *result[1:])
        raise InvalidDeclaration(
            f"{self.game}: play({shown(position, 30)}, {shown(move, 20)}) returned {shown(result, 30)}; "
            "expected (gain, next position) or (gain, next position, again)"
        )

    def end(self, position: Any) -> int:
        if "end" not in self._own:
            return 0 if self.scoring else -1
        value = self._call("end", position)
        return value if type(value) is int else returned_int(value, f"{self.game}: end({shown(position)}) returned")

    def key(self, position: Any) -> Hashable:
        if "key" not in self._own:
            return position
        try:
            return self._key(position)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("key", error) from error

    def show(self, position: Any) -> Any:
        if "show" not in self._own:
            return jsonable(position)
        return json_data(self._call("show", position), f"{self.game}: show({shown(position, 30)})")

    def name(self, position: Any, move: Any) -> str:
        if "name" not in self._own:
            return " ".join(map(str, move)) if isinstance(move, tuple) else str(move)
        said = self._call("name", position, move)
        if not isinstance(said, str):
            raise InvalidDeclaration(f"{self.game}: the name of move {shown(move, 20)} is "
                                     f"{shown(said, 30)}; expected a str")
        return said


def json_data(value: Any, what: str) -> Any:
    """``value`` as JSON data (tuples and sets become lists), or ``InvalidDeclaration`` for what
    JSON cannot write (objects, bytes, NaN).

    >>> json_data({"left": (1, 2), "taken": frozenset({3})}, "show")
    {'left': [1, 2], 'taken': [3]}
    """
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float) and math.isfinite(value):
        return value
    if isinstance(value, (tuple, list)):
        return [json_data(v, what) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((json_data(v, what) for v in value), key=repr)
    if isinstance(value, Mapping) and all(isinstance(k, (str, int)) for k in value):
        return {str(k): json_data(v, what) for k, v in value.items()}
    raise InvalidDeclaration(f"{what} returned {shown(value, 30)} ({type(value).__name__}), which JSON "
                             "cannot write; return lists, numbers, strings and dicts")


def jsonable(position: Any) -> Any:
    """``position`` as plain JSON data: tuples and sets become lists; unknown objects, text.

    >>> jsonable(((1, 2), frozenset({3}), "L"))
    [[1, 2], [3], 'L']
    """
    if position is None or isinstance(position, (bool, int, float, str)):
        return position
    if isinstance(position, (tuple, list)):
        return [jsonable(p) for p in position]
    if isinstance(position, (set, frozenset)):
        return sorted(jsonable(p) for p in position)
    if isinstance(position, Mapping):
        return {str(k): jsonable(v) for k, v in position.items()}
    return str(position)
