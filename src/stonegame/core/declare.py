"""Your own variants: declare a stone game in a few lines and get everything stonegame does.

A declaration says what a position is and how play goes; ``declare`` turns it into a
``stonegame.core.game.Game``, the same object every built-in game is, so ``solve`` (brute, memo,
``auto``), the optimal line with the values of the alternatives, JSON, narration and play work
for it unchanged.

Glossary: instance = what the user types (a row of ints, a count, a pair of rows); position =
what is left at some point of play, hashable (a tuple, an int); move = one legal choice at a
position; the mover = the player to move; gain = the points a move scores for the mover.

Function form (positions carry everything they need; examples/take_k_from_ends.py)::

    def moves(row):                       # "L2": take two stones from the left end
        return [f"{end}{x}" for end in "LR" for x in range(1, min(2, len(row)) + 1)]

    def play(row, move):                  # -> (gain, next position[, mover moves again])
        x = int(move[1:])
        return (sum(row[:x]), row[x:]) if move[0] == "L" else (sum(row[-x:]), row[:-x])

    GAME = declare("take-2-from-ends", start=tuple, moves=moves, play=play)

Moves that are short strings or ints can be typed as they are in ``stonegame play``.

Class form (the instance is ``self.instance``; precompute in ``__init__``): subclass
``Variant`` and pass it as ``declare(name, rules=TheClass)``.

A win/lose game (normal play: who cannot move loses) is declared with ``scoring=False``:
``play`` then returns only the next position, and the value is +1 (Alice wins) or −1.
``misere=True`` makes the player who cannot move the winner.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from stonegame.catalogs import Msg
from stonegame.core import progress as _progress
from stonegame.core.errors import InvalidDeclaration
from stonegame.core.game import ALICE_WINS, DIFFERENCE, Answer, Game, Parts, Solver
from stonegame.core.guards import DeclaredRules, DeclaredScene, Hooks, guard
from stonegame.core.instances import Count, Kind, Pair, Row
from stonegame.core.rules import Rules, Scene
from stonegame.core.rules_file import load_rules_file
from stonegame.core.search import MEMO_LIMIT
from stonegame.core.values import shown

STATE_LIMIT = MEMO_LIMIT
"""Most positions a search of a declared game may keep: about 0.75 GB of memo in CPython."""

progress = _progress.bar
"""The progress bar of long searches (``stonegame.core.progress.bar``), for every game."""

_SLUG = re.compile(r"[a-z0-9][a-z0-9-]*(:\d+(,\d+)*)?\Z")
"""A slug; a family's member adds its parameters as they are typed (``take-up-to:5``)."""


class Variant:
    """Base of a class-form declaration: the rules of one game bound to one instance.

    Define ``start(self)``, ``moves(self, position)`` and ``play(self, position, move)``;
    optionally ``end``, ``key``, ``name`` (a move as a learner says it) and ``show``, with the
    meanings of ``stonegame.core.engine.Rules``. ``play`` returns ``(gain, next)`` or
    ``(gain, next, again)`` (just ``next`` for a win/lose game), or an engine ``Step``.

    >>> class Countdown(Variant):
    ...     def start(self): return self.instance
    ...     def moves(self, n): return [x for x in (1, 2) if x <= n]
    ...     def play(self, n, x): return n - x
    >>> from stonegame import solve
    >>> solve(declare("countdown", rules=Countdown, kind="count", scoring=False), 3).answer
    False
    """

    def __init__(self, instance: Any):
        self.instance = instance


def declare(
    name: str,
    *,
    start: Callable[[Any], Hashable] | None = None,
    moves: Callable[[Any], Any] | None = None,
    play: Callable[[Any, Any], Any] | None = None,
    rules: type | None = None,
    end: Callable[[Any], int] | None = None,
    key: Callable[[Any], Hashable] | None = None,
    move_name: Callable[[Any, Any], str] | None = None,
    show: Callable[[Any], Any] | None = None,
    instance: Kind | None = None,
    kind: str = "row",
    parse: Callable[[Any], Any] | None = None,
    least: Any = ...,
    most: int | None = None,
    min_length: int = 1,
    scoring: bool = True,
    misere: bool = False,
    answer: Answer | Callable[[int, Any], Any] | None = None,
    solvers: Mapping[str, Solver] | None = None,
    complexity: Mapping[str, str] | None = None,
    small: int = 9,
    states: Callable[[Any], Any] | None = None,
    title: str | Msg | None = None,
    summary: str | Msg | None = None,
    examples: Sequence[tuple[Any, Any]] = (),
    parts: Parts | None = None,
    guarded: bool = True,
) -> Game:
    """A game from its rules: give ``start``, ``moves`` and ``play`` (or a ``rules`` class).

    The one way to make a ``Game``: the ten built-in games, the families and a user's own
    variants all come from here.

    Parameters
    ----------
    name : the game's slug (lowercase letters, digits and hyphens), as shown in results.
    start : instance -> the first position (``tuple`` turns a row into a hashable position).
    moves : position -> the legal moves, in the order ties are broken (the first best is played).
    play : (position, move) -> ``(gain, next)`` or ``(gain, next, again)`` where ``again`` means
        the mover moves again; for ``scoring=False`` just the next position. An engine ``Step``
        is accepted too.
    rules : instead of the three functions, a class built from the instance: a ``Variant``
        (methods start(), moves(p), play(p, m), optionally end, key, name, show), or an
        engine ``Rules`` subclass, which is taken as it is (it speaks the engine's protocol:
        ``play`` returns a ``Step``; the built-in games are declared so, with their scene and
        shortcuts in ``parts``).
    end : position -> its value to the mover when no move is left (default 0; for win/lose
        games −1: who cannot move loses, or +1 with ``misere=True``).
    key : position -> a canonical memo key: positions with equal keys are the same game
        (equal values and equal remoteness).
    move_name : (position, move) -> the move as a learner says it (narration, play).
    show : position -> a JSON-friendly picture of what is left.
    instance : the shape of an instance, a ``stonegame.core.instances`` kind (``Row(least=1)``,
        ``Count()``, ``Pair()``). Shorthand: ``kind`` ("row", "count" or "pair") with ``least``
        / ``most`` bounding each value (default: >= 1 for rows and pairs, >= 0 for a count)
        and ``min_length`` the length of a row. ``parse``: raw input -> the instance, or
        ``InvalidInstance``, for instances none of the kinds describes (the kind still says how
        words and text are read).
    scoring, misere : ``scoring=False`` declares a win/lose game (normal play: who cannot move
        loses; ``misere=True``: who cannot move wins).
    answer : what the game asks, an ``Answer`` (or a function (value, instance) -> answer).
        Default: the value, Alice − Bob; for win/lose games, whether Alice wins.
    solvers : extra methods (``{"table": f}``, f: instance -> value or ``Decision``).
    complexity : method -> its time, as the write-ups state it (``{"table": "O(n²)"}``).
    small : the largest size at which brute force is fast (generated instances stay below it).
    states : instance -> an estimate of the positions a search keeps (an int, or an engine
        ``Estimate(positions, moves)``); a larger estimate than the memo's limits
        (``STATE_LIMIT`` positions) is refused before searching (``TooLarge``). Without it the
        search stops with ``TooLarge`` once it holds that many positions. A move back to a
        position earlier on the same line is an error (``EndlessGame``) the moment it is met.
    title, summary, examples : how the game is named and described, and (instance, answer)
        pairs its answers must match.
    parts : what only the built-in games and families carry (``stonegame.core.game.Parts``:
        the LeetCode problem, the scene and shortcuts, costs, bench profile, Grundy
        shortcuts); a variant needs none.
    guarded : whether the user's functions are guarded, each failure a one-line
        ``RulesError`` naming the function (the built-in games, tested, are not).

    Returns
    -------
    Game
        Solved by ``stonegame.solve`` with ``brute``, ``memo`` and the given ``solvers``;
        played, explained, checked and given Grundy values like a built-in game.

    Raises
    ------
    InvalidDeclaration
        A name that is not a slug, a part that is not callable, a kind that does not exist,
        or (when the game is used) a function returning the wrong type.
    RulesError
        An exception in any of the user's functions (or a ``sys.exit``), as one line naming
        the file, the line, the function and the error.

    Examples
    --------
    >>> g = declare("take-1-or-2", start=tuple, moves=lambda r: range(1, min(2, len(r)) + 1),
    ...             play=lambda r, x: (sum(r[:x]), r[x:]))
    >>> from stonegame import solve
    >>> solve(g, [3, 1, 4]).value        # Alice takes 3 and 1, Bob 4
    0
    >>> countdown = declare("countdown", start=lambda n: n, moves=lambda n: [x for x in (1, 2) if x <= n],
    ...                     play=lambda n, x: n - x, kind="count", scoring=False)
    >>> [n for n in range(7) if not solve(countdown, n).answer]
    [0, 3, 6]
    >>> declare("Take Two", start=tuple, moves=len, play=len)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    stonegame.core.errors.InvalidDeclaration: a game's name is a slug of ... got 'Take Two'
    """
    if not isinstance(name, str) or not _SLUG.match(name):
        raise InvalidDeclaration(
            f"a game's name is a slug of lowercase letters, digits and hyphens, like 'take-2-from-ends'; "
            f"got {shown(name)}"
        )
    for label, f in {"end": end, "key": key, "move_name": move_name, "show": show, "states": states}.items():
        if f is not None and not callable(f):
            raise InvalidDeclaration(f"{name}: {label} must be a function, got {shown(f)}")
    if solvers is not None and not (isinstance(solvers, Mapping) and all(map(callable, solvers.values()))):
        raise InvalidDeclaration(f"{name}: solvers maps method names to functions, got {shown(solvers)}")
    _check_options(name, scoring=scoring, misere=misere, small=small, title=title, summary=summary,
                   examples=examples, complexity=complexity, parts=parts, guarded=guarded)
    parts = parts or Parts()
    shape = instance if instance is not None else _kind(name, kind, least, most, min_length)
    if not isinstance(shape, Kind):
        raise InvalidDeclaration(f"{name}: instance is {shown(shape, 30)}; expected an instance kind "
                                 "(Row(), Count(), Pair()), or kind='row', 'count' or 'pair'")
    if parse is not None:
        if not callable(parse):
            raise InvalidDeclaration(f"{name}: parse must be a function, got {shown(parse)}")
        shape = replace(shape, read=guard(parse, "parse", name))
    if isinstance(rules, type) and issubclass(rules, Rules):
        named = [label for label, f in {"start": start, "moves": moves, "play": play, "end": end, "key": key,
                                        "move_name": move_name, "show": show, "states": states}.items() if f]
        if named:
            raise InvalidDeclaration(f"{name}: an engine Rules class defines {', '.join(named)} itself")
        bind: Callable[[Any], Rules[Any, Any]] = rules  # the engine's own protocol: taken as it is
    else:
        hooks = _hooks(name, rules, {"start": start, "moves": moves, "play": play},
                       {"end": end, "key": key, "move_name": move_name, "show": show})
        hooks.scoring, hooks.default_end = scoring, (0 if scoring else 1 if misere else -1)

        def bind(instance: Any) -> DeclaredRules:
            return DeclaredRules(hooks, instance, states)

        if parts.scene is Scene:  # the user's own show and move_name draw and name
            parts = replace(parts, scene=DeclaredScene)

    if answer is None:
        answer = DIFFERENCE if scoring else ALICE_WINS
    elif not isinstance(answer, Answer):
        if not callable(answer):
            raise InvalidDeclaration(f"{name}: answer is an Answer or a function (value, instance) -> answer")
        answer = Answer(guard(answer, "answer", name) if guarded else answer, object)
    if guarded:
        solvers = {method: guard(f, method, name) for method, f in (solvers or {}).items()}
        parts = replace(parts, total=parts.total and guard(parts.total, "total", name),
                        notes=parts.notes and guard(parts.notes, "notes", name))
    engine_complexity = {"brute": "exponential", "memo": "O(positions × moves)"}
    problem = parts.problem
    return Game(
        slug=name,
        title=title or (problem.title if problem else name),
        summary=summary or _summary_of(rules) or f"a declared {'scoring' if scoring else 'win/lose'} game",
        rules=bind,
        instance=shape,
        answer=answer,
        scoring=scoring,
        misere=misere,
        solvers=dict(solvers or {}),
        complexity={**engine_complexity, **(complexity or {})},
        small=small,
        examples=tuple(examples),
        guarded=guarded,
        parts=parts,
    )


def _check_options(name: str, *, scoring: Any, misere: Any, small: Any, title: Any, summary: Any,
                   examples: Any, complexity: Any, parts: Any, guarded: Any) -> None:
    """Every plain option of ``declare`` of the right type, at once: a wrong one is an
    ``InvalidDeclaration`` naming it, never a TypeError deep inside the first solve."""
    for label, flag in {"scoring": scoring, "misere": misere, "guarded": guarded}.items():
        if not isinstance(flag, bool):
            raise InvalidDeclaration(f"{name}: {label} is {shown(flag, 30)}; expected True or False")
    if misere and scoring:
        raise InvalidDeclaration(f"{name}: misere=True is for win/lose games; add scoring=False")
    if isinstance(small, bool) or not isinstance(small, int) or small < 1:
        raise InvalidDeclaration(f"{name}: small is {shown(small, 30)}; expected an int >= 1")
    for label, words in {"title": title, "summary": summary}.items():
        if words is not None and not isinstance(words, (str, Msg)):
            raise InvalidDeclaration(f"{name}: {label} is {shown(words, 30)}; expected a str")
    if not isinstance(examples, (list, tuple)) or not all(
            isinstance(pair, (list, tuple)) and len(pair) == 2 for pair in examples):
        raise InvalidDeclaration(f"{name}: examples is {shown(examples, 30)}; expected a list of "
                                 "(instance, answer) pairs")
    if complexity is not None and not (isinstance(complexity, Mapping)
                                       and all(isinstance(v, str) for v in complexity.values())):
        raise InvalidDeclaration(f"{name}: complexity maps method names to text like 'O(n²)', "
                                 f"got {shown(complexity, 30)}")
    if parts is not None and not isinstance(parts, Parts):
        raise InvalidDeclaration(f"{name}: parts is {shown(parts, 30)}; expected a stonegame.core.game.Parts")


def _kind(name: str, kind: str, least: Any, most: int | None, min_length: int) -> Kind:
    """The instance kind the shorthand names: ``kind`` with its bounds."""
    kinds = {"row": Row, "count": Count, "pair": Pair}
    if not isinstance(kind, str) or kind not in kinds:
        raise InvalidDeclaration(f"{name}: kind is {shown(kind, 30)}; choose from {', '.join(kinds)}")
    if least is ...:
        least = 0 if kind == "count" else 1
    for label, bound in {"least": least, "most": most}.items():
        if bound is not None and (isinstance(bound, bool) or not isinstance(bound, int)):
            raise InvalidDeclaration(f"{name}: {label} is {shown(bound, 30)}; expected an integer or None")
    if isinstance(min_length, bool) or not isinstance(min_length, int) or min_length < 0:
        raise InvalidDeclaration(f"{name}: min_length is {shown(min_length, 30)}; expected an int >= 0")
    if least is not None and most is not None and most < least:
        raise InvalidDeclaration(f"{name}: most = {most} is below least = {least}")
    if kind == "count":
        return Count(least=least, most=most)
    return kinds[kind](least=least, most=most, min_length=min_length)


def _hooks(name: str, rules: type | None, functions: dict[str, Any], options: dict[str, Any]) -> Hooks:
    """The user's rules, checked: either a class, or the three functions and their options."""
    if rules is None:
        missing = [label for label, f in functions.items() if f is None]
        if missing:
            raise InvalidDeclaration(
                f"{name}: a declaration needs start, moves and play (or rules=Class); "
                f"missing {', '.join(missing)}"
            )
        for label, f in functions.items():
            if not callable(f):
                raise InvalidDeclaration(f"{name}: {label} must be a function, got {shown(f)}")
        return Hooks(name, **functions, **options)
    given = [label for label, f in functions.items() if f is not None]
    if given:
        raise InvalidDeclaration(f"{name}: give either rules=Class or {', '.join(given)}, not both")
    for method in ("start", "moves", "play"):
        if not callable(getattr(rules, method, None)):
            called = getattr(rules, "__name__", None) or rules
            raise InvalidDeclaration(f"{name}: the rules class {called!r} has no method {method}()")
    if not isinstance(rules, type):
        raise InvalidDeclaration(f"{name}: rules= takes a class (built from the instance), not {shown(rules)}")
    overridden = [label for label, f in options.items() if f is not None]
    if overridden:
        raise InvalidDeclaration(
            f"{name}: with rules=Class, define {', '.join(overridden)} as methods of the class"
        )
    # For a class, the options are flags: does it define the method (an engine Rules always does)?
    defined = {label: label in dir(rules) for label in ("end", "key", "name", "show")}
    return Hooks(name, cls=rules, end=defined["end"], key=defined["key"], move_name=defined["name"],
                  show=defined["show"])


def _summary_of(rules: type | None) -> str | None:
    doc = (rules.__doc__ or "").strip() if rules is not None and rules.__doc__ != Variant.__doc__ else ""
    return doc.split("\n\n")[0].replace("\n", " ") or None


__all__ = [
    "STATE_LIMIT",
    "DeclaredRules",
    "Variant",
    "declare",
    "load_rules_file",
    "progress",
]
