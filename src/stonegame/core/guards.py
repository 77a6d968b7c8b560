"""The user's code, called safely: a declared game's rules and functions, guarded.

What goes wrong in a user's function becomes one line: a ``RulesError`` naming the file, the
line, the function and the error; a return value of the wrong type, an ``InvalidDeclaration``
saying what was expected. ``DeclaredRules`` is a declaration bound to one instance, as the
engine sees it, and ``DeclaredScene`` draws its positions and names its moves with the user's
own ``show`` and ``move_name``.
"""

from __future__ import annotations

import math
import operator
import traceback
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from stonegame.core.errors import InvalidDeclaration, RulesError, StoneGameError
from stonegame.core.rules import Estimate, Rules, Scene, Step
from stonegame.core.search import broken_key, raised_by_user, unhashable
from stonegame.core.values import shown


class Hooks:
    """The user's rules, looked up once: functions (function form) or a class (class form).

    For a class, ``end``, ``key``, ``move_name`` and ``show`` are flags: whether the class
    defines that method (an engine ``Rules`` subclass always does).
    """

    def __init__(self, name, start=None, moves=None, play=None, end=None, key=None, move_name=None,
                 show=None, cls=None, scoring=True, default_end=0):
        self.name, self.cls = name, cls
        self.start, self.moves, self.play = start, moves, play
        self.end, self.key, self.move_name, self.show = end, key, move_name, show
        self.scoring, self.default_end = scoring, default_end


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


class DeclaredRules(Rules[Any, Any]):
    """A declaration bound to one instance, as the engine sees it.

    It calls the user's functions, turning what goes wrong in them into one-line errors
    (``RulesError`` for an exception, ``InvalidDeclaration`` for a return value of the wrong
    type), reads their return values into ``Step``s, and gives the declared ``states`` as the
    estimate the searches check before they start. The user's calls are guarded here, in
    line, not by wrapping each function: a search makes millions of them.
    """

    def __init__(self, hooks: Hooks, instance: Any, states: Callable[[Any], Any] | None = None):
        self.hooks, self.instance, self._states = hooks, instance, states
        self.scoring, self.default_end = hooks.scoring, hooks.default_end
        if hooks.cls is None:
            self._roles = {role: role for role in ("start", "moves", "play", "end", "key", "move_name", "show")}
            self._start_of, self._moves, self._play = hooks.start, hooks.moves, hooks.play
            self._end, self._key, self._name, self._show = hooks.end, hooks.key, hooks.move_name, hooks.show
            return
        label = getattr(hooks.cls, "__name__", "rules")
        self._roles = {role: f"{label}.{role}" for role in ("start", "moves", "play", "end", "key", "name", "show")}
        self._roles["move_name"] = self._roles["name"]
        try:
            rules = hooks.cls(instance)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise calls_user(f"{label}.__init__", hooks.name, error) from error
        self._start_of = lambda _: rules.start()
        self._moves, self._play = rules.moves, rules.play
        self._end = rules.end if hooks.end else None
        self._key = rules.key if hooks.key else None
        self._name = rules.name if hooks.move_name else None
        self._show = rules.show if hooks.show else None

    def _failed(self, role: str, error: BaseException) -> RulesError:
        return calls_user(self._roles[role], self.hooks.name, error)

    def estimate(self) -> Estimate | None:
        if self._states is None:
            return None
        found = guard(self._states, "states", self.hooks.name)(self.instance)
        if isinstance(found, Estimate):
            return found
        if isinstance(found, bool) or not isinstance(found, int) or found < 0:
            raise InvalidDeclaration(f"{self.hooks.name}: states() returned {shown(found)}; "
                                     "expected a count of positions (an int >= 0)")
        return Estimate(found)

    def start(self) -> Any:
        try:
            position = self._start_of(self.instance)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("start", error) from error
        key = self.key(position)
        try:  # the start is refused before any search; later positions, when the memo meets them
            hash(key)
        except TypeError:
            raise unhashable(key) from None
        except raised_by_user() as error:  # the user's own __hash__ failed
            raise broken_key(key, error) from error
        return position

    def moves(self, position: Any) -> Sequence[Any]:
        try:
            found = self._moves(position)
            if isinstance(found, (tuple, list, range)):
                return found
            if not isinstance(found, (str, bytes, Mapping)) and hasattr(found, "__iter__"):
                return tuple(found)  # a generator runs the user's code here
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("moves", error) from error
        raise InvalidDeclaration(f"{self.hooks.name}: moves({shown(position)}) returned {shown(found)}; "
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
            said = f"{self.hooks.name}: play({shown(position, 30)}, {shown(move, 20)}) returned the gain"
            return Step(_whole(result[0], said), *result[1:])
        raise InvalidDeclaration(
            f"{self.hooks.name}: play({shown(position, 30)}, {shown(move, 20)}) returned {shown(result, 30)}; "
            "expected (gain, next position) or (gain, next position, again)"
        )

    def end(self, position: Any) -> int:
        if self._end is None:
            return self.default_end
        try:
            value = self._end(position)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("end", error) from error
        return value if type(value) is int else _whole(value, f"{self.hooks.name}: end({shown(position)}) returned")

    def key(self, position: Any) -> Hashable:
        if self._key is None:
            return position
        try:
            return self._key(position)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("key", error) from error


class DeclaredScene(Scene[Any, Any]):
    """A declared game's positions drawn and moves named by the user's own ``show`` and
    ``move_name`` (or ``name`` and ``show`` methods of a class), guarded as the rules are;
    without them, a position as JSON data and a move by ``str``."""

    def __init__(self, rules: DeclaredRules) -> None:
        super().__init__(rules)
        self._show, self._name, self.hooks = rules._show, rules._name, rules.hooks
        self._failed = rules._failed

    def show(self, position: Any) -> Any:
        if self._show is None:
            return jsonable(position)
        try:
            picture = self._show(position)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("show", error) from error
        return json_data(picture, f"{self.hooks.name}: show({shown(position, 30)})")

    def name(self, position: Any, move: Any) -> str:
        if self._name is None:
            return " ".join(map(str, move)) if isinstance(move, tuple) else str(move)
        try:
            said = self._name(position, move)
        except StoneGameError:
            raise
        except raised_by_user() as error:
            raise self._failed("move_name", error) from error
        if not isinstance(said, str):
            raise InvalidDeclaration(f"{self.hooks.name}: the name of move {shown(move, 20)} is "
                                     f"{shown(said, 30)}; expected a str")
        return said


def _whole(value: Any, what: str) -> int:
    """``value`` as an int, or ``InvalidDeclaration``: what the user's code returned is wrong."""
    if not isinstance(value, bool):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise InvalidDeclaration(f"{what} {shown(value, 30)}; expected an integer")


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
