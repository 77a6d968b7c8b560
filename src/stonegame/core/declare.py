"""Your own variants: declare a stone game in a few lines and get everything stonegame does.

A game is its rules, a class, written the same way for the built-in games and for yours
(``stonegame.core.rules.Rules``): ``start`` (the first position, from ``self.instance``),
``moves`` (the legal moves at a position), ``play`` (what a move does), and optionally
``end``, ``key``, ``estimate``, ``name`` and ``show``. ``declare`` turns it into a
``stonegame.core.game.Game``, the same object every built-in game is, so ``solve`` (brute,
memo, ``auto``), the optimal line with the values of the alternatives, JSON, narration and
play work for it unchanged; a built-in game's module given to ``--rules`` runs as it is.

Glossary: instance = what the user types (a row of ints, a count, a pair of rows); position =
what is left at some point of play, hashable (a tuple, an int); move = one legal choice at a
position; the mover = the player to move; gain = the points a move scores for the mover.

    class TakeTwoFromEnds(Rules):
        '''Take one or two stones from either end; the stones you take are your points.'''

        def start(self):
            return tuple(self.instance)

        def moves(self, row):             # "L2": take two stones from the left end
            return [f"{end}{x}" for end in "LR" for x in range(1, min(2, len(row)) + 1)]

        def play(self, row, move):        # -> (gain, next position[, mover moves again])
            x = int(move[1:])
            return (sum(row[:x]), row[x:]) if move[0] == "L" else (sum(row[-x:]), row[:-x])

    GAME = declare("take-2-from-ends", TakeTwoFromEnds)

Moves that are short strings or ints can be typed as they are in ``stonegame play``. A
win/lose game (normal play: who cannot move loses) sets ``scoring = False`` on its class:
``play`` then returns only the next position, and the value is +1 (Alice wins) or −1; an
``end`` that returns +1 makes the player who cannot move the winner (misère).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from stonegame.catalogs import Msg
from stonegame.core import progress as _progress
from stonegame.core.errors import InvalidDeclaration
from stonegame.core.game import ALICE_WINS, DIFFERENCE, ENGINE_METHODS, METHOD_ORDER, Answer, Game, Method, Parts
from stonegame.core.guards import Guarded, guard
from stonegame.core.instances import Count, Kind, Pair, Row
from stonegame.core.rules import Rules
from stonegame.core.search import MEMO_LIMIT
from stonegame.core.values import shown

STATE_LIMIT = MEMO_LIMIT
"""Most positions a search of a declared game may keep: about 0.75 GB of memo in CPython."""

progress = _progress.bar
"""The progress bar of long searches (``stonegame.core.progress.bar``), for every game."""

_SLUG = re.compile(r"[a-z0-9][a-z0-9-]*(:\d+(,\d+)*)?\Z")
"""A slug; a family's member adds its parameters as they are typed (``take-up-to:5``)."""


def declare(
    name: str,
    rules: type,
    *,
    instance: Kind | None = None,
    answer: Answer | Callable[[int, Any], Any] | None = None,
    methods: Sequence[Method] = (),
    title: str | Msg | None = None,
    summary: str | Msg | None = None,
    parts: Parts | None = None,
) -> Game:
    """A game from its rules: a class speaking the engine's protocol (``Rules``).

    The one way to make a ``Game``: the ten built-in games, the families and a user's own
    variants all come from here.

    Parameters
    ----------
    name : the game's slug (lowercase letters, digits and hyphens), as shown in results.
    rules : a class built from the instance, with methods ``moves(position)`` (the legal
        moves, in the order ties are broken: the first best is played) and ``play(position,
        move)``, and optionally ``start()`` (default: the instance, lists as tuples),
        ``end(position)``, ``key(position)`` (a
        canonical memo key), ``estimate()`` (the positions a search keeps: an int or an
        ``Estimate``; a larger one than the memo's limits is refused before searching),
        ``name(position, move)`` (a move as a learner says it) and ``show(position)`` (a
        JSON-friendly picture of what is left); ``scoring = False`` on the class declares a
        win/lose game. See ``stonegame.core.rules.Rules``. Rules from outside the stonegame
        package are guarded: a failure in them is one line naming the method.
    instance : the shape of an instance, a ``stonegame.core.instances`` kind (default
        ``Row(least=1)``; ``Count()``, ``Pair()``; ``Row(read=f)`` reads raw input with ``f``).
    answer : what the game asks, an ``Answer`` (or a function (value, instance) -> answer).
        Default: the value, Alice − Bob; for win/lose games, whether Alice wins.
    methods : ``Method`` records: the game's own solvers (``table``, ``formula``, ``fast``), each
        with its complexity, cost, kernels and bench sizes; records named ``brute`` or
        ``memo`` give the engine's searches their complexity on this game. The order is the
        order ``auto`` tries them.
    title, summary : how the game is named and described (default: the slug, and the first
        paragraph of the rules' docstring).
    parts : what only the built-in games and families carry (``stonegame.core.game.Parts``:
        the LeetCode problem, the scene and shortcuts, Grundy shortcuts, teaching; examples and
        ``small`` for any game).

    Returns
    -------
    Game
        Solved by ``stonegame.solve`` with ``brute``, ``memo`` and the given methods;
        played, explained, checked and given Grundy values like a built-in game.

    Raises
    ------
    InvalidDeclaration
        A name that is not a slug, rules that are no class or miss a method, a part of the
        wrong type, or (when the game is used) a function returning the wrong type.
    RulesError
        An exception in any of the user's functions (or a ``sys.exit``), as one line naming
        the file, the line, the function and the error.

    Examples
    --------
    >>> class Countdown(Rules):
    ...     scoring = False
    ...     def start(self): return self.instance
    ...     def moves(self, n): return [x for x in (1, 2) if x <= n]
    ...     def play(self, n, x): return n - x
    >>> from stonegame import solve
    >>> countdown = declare("countdown", Countdown, instance=Count(least=0))
    >>> [n for n in range(7) if not solve(countdown, n).answer]
    [0, 3, 6]
    >>> declare("Take Two", Countdown)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    stonegame.core.errors.InvalidDeclaration: a game's name is a slug of ... got 'Take Two'
    """
    if not isinstance(name, str) or not _SLUG.match(name):
        raise InvalidDeclaration(
            f"a game's name is a slug of lowercase letters, digits and hyphens, like 'take-2-from-ends'; "
            f"got {shown(name)}"
        )
    _check_rules(name, rules)
    scoring = getattr(rules, "scoring", True)
    if not isinstance(scoring, bool):
        raise InvalidDeclaration(f"{name}: scoring is {shown(scoring, 30)}; expected True or False")
    shape = instance if instance is not None else Row(least=1)
    if not isinstance(shape, Kind):
        raise InvalidDeclaration(f"{name}: instance is {shown(shape, 30)}; expected an instance kind "
                                 "(Row(), Count(), Pair())")
    _check_bounds(name, shape)
    parts = _checked_parts(name, parts, title, summary)
    solvers = _checked_methods(name, methods)
    if answer is None:
        answer = DIFFERENCE if scoring else ALICE_WINS
    elif not isinstance(answer, Answer):
        if not callable(answer):
            raise InvalidDeclaration(f"{name}: answer is an Answer or a function (value, instance) -> answer")
        answer = Answer(answer, object)
    bind: Callable[[Any], Rules[Any, Any]] = rules
    if not _trusted(rules):  # the user's code: every failure is one line naming it
        bind = partial(Guarded, rules, game=name)
        solvers = tuple(replace(m, solve=m.solve and guard(m.solve, m.name, name)) for m in solvers)
        answer = replace(answer, of=guard(answer.of, _named(answer.of, "answer"), name))
        parts = replace(parts, total=parts.total and guard(parts.total, "total", name),
                        notes=parts.notes and guard(parts.notes, "notes", name))
        if shape.read is not None:
            shape = replace(shape, read=guard(shape.read, _named(shape.read, "read"), name))
    problem = parts.problem
    return Game(
        slug=name,
        title=title or (problem.title if problem else name),
        summary=summary or _summary_of(rules) or f"a declared {'scoring' if scoring else 'win/lose'} game",
        rules=bind,
        instance=shape,
        answer=answer,
        solvers=solvers,
        scoring=scoring,
        parts=parts,
    )


def _named(function: Callable[..., Any], role: str) -> str:
    """How a message names the user's function: by its own name, or by its role for a lambda."""
    own = getattr(function, "__name__", "")
    return own if own.isidentifier() else role


PACKAGE = str(Path(__file__).resolve().parents[1])
"""Where stonegame's own code lives: rules whose code is there are its own, tested."""


def _trusted(rules: type) -> bool:
    """Whether ``rules`` ship with stonegame (tested, called without guards: a search makes
    millions of calls) rather than come from a user: told by where its ``play`` is written."""
    code = getattr(getattr(rules, "play", None), "__code__", None)
    return issubclass(rules, Rules) and code is not None and code.co_filename.startswith(PACKAGE)


def _check_rules(name: str, rules: Any) -> None:
    if not isinstance(rules, type):
        raise InvalidDeclaration(f"{name}: rules is {shown(rules)}; expected a class built from the instance, "
                                 "with methods start(), moves(position) and play(position, move)")
    for method in ("moves", "play"):
        if not callable(getattr(rules, method, None)) or getattr(getattr(rules, method), "__isabstractmethod__",
                                                                  False):
            raise InvalidDeclaration(f"{name}: the rules class {rules.__name__!r} has no method {method}()")


def _check_bounds(name: str, shape: Kind) -> None:
    """A kind's bounds of the right type: integers (or None), the least no more than the most."""
    least, most = getattr(shape, "least", None), getattr(shape, "most", None)
    for label, bound in {"least": least, "most": most}.items():
        if bound is not None and (isinstance(bound, bool) or not isinstance(bound, int)):
            raise InvalidDeclaration(f"{name}: {label} is {shown(bound, 30)}; expected an integer or None")
    length = getattr(shape, "min_length", 0)
    if isinstance(length, bool) or not isinstance(length, int) or length < 0:
        raise InvalidDeclaration(f"{name}: min_length is {shown(length, 30)}; expected an int >= 0")
    if least is not None and most is not None and most < least:
        raise InvalidDeclaration(f"{name}: most = {most} is below least = {least}")


def _checked_parts(name: str, parts: Any, title: Any, summary: Any) -> Parts:
    """``parts`` and the words of ``declare``, each of the right type, at once: a wrong one is
    an ``InvalidDeclaration`` naming it, never a TypeError deep inside the first solve."""
    for label, words in {"title": title, "summary": summary}.items():
        if words is not None and not isinstance(words, (str, Msg)):
            raise InvalidDeclaration(f"{name}: {label} is {shown(words, 30)}; expected a str")
    if parts is None:
        return Parts()
    if not isinstance(parts, Parts):
        raise InvalidDeclaration(f"{name}: parts is {shown(parts, 30)}; expected a stonegame.core.game.Parts")
    small = parts.small
    if isinstance(small, bool) or not isinstance(small, int) or small < 1:
        raise InvalidDeclaration(f"{name}: small is {shown(small, 30)}; expected an int >= 1")
    examples = parts.examples
    if not isinstance(examples, (list, tuple)) or not all(
            isinstance(pair, (list, tuple)) and len(pair) == 2 for pair in examples):
        raise InvalidDeclaration(f"{name}: examples is {shown(examples, 30)}; expected a list of "
                                 "(instance, answer) pairs")
    return replace(parts, examples=tuple(examples))


def _checked_methods(name: str, methods: Any) -> tuple[Method, ...]:
    if not isinstance(methods, (list, tuple)) or not all(isinstance(m, Method) for m in methods):
        raise InvalidDeclaration(f"{name}: methods is {shown(methods, 30)}; expected Method records")
    seen: set[str] = set()
    for method in methods:
        if method.name not in METHOD_ORDER or method.name in seen:
            problem = "twice" if method.name in seen else f"not one of {', '.join(METHOD_ORDER)}"
            raise InvalidDeclaration(f"{name}: method {shown(method.name)} is {problem}")
        seen.add(method.name)
        engine = method.name in ENGINE_METHODS
        if engine != (method.solve is None) or not (engine or callable(method.solve)):
            takes = "no function: the engine runs it" if engine else "a function instance -> value"
            raise InvalidDeclaration(f"{name}: method {method.name!r} takes {takes}")
        if not isinstance(method.complexity, str):
            raise InvalidDeclaration(f"{name}: the complexity of {method.name!r} is {shown(method.complexity, 30)}; "
                                     "expected text like 'O(n²)'")
    return tuple(methods)


def _summary_of(rules: type) -> str | None:
    """The first paragraph of the rules' docstring, or of their module's (a rules file's)."""
    own = rules.__doc__ if rules.__doc__ != Rules.__doc__ else None
    doc = (own or getattr(sys.modules.get(rules.__module__), "__doc__", None) or "").strip()
    return doc.split("\n\n")[0].replace("\n", " ") or None


__all__ = [
    "STATE_LIMIT",
    "Count",
    "Method",
    "Pair",
    "Row",
    "Rules",
    "declare",
    "progress",
]
