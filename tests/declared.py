"""The tests' shorthand for a variant: a rules class from a few functions, as a test writes a
game in one line. ``stonegame.declare`` takes a class (the one way to write a game); these
build it, so that each test keeps saying only what its game is."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from stonegame import Count, Method, Pair, Parts, Row, Rules, declare

HOOKS = ("end", "key", "name", "show", "estimate")


def rules_of(start: Any, moves: Any, play: Any, *, scoring: bool = True, **hooks: Any) -> type:
    """A ``Rules`` class whose ``start(self)`` is ``start(self.instance)``, whose ``moves``,
    ``play`` and any of ``HOOKS`` given are the functions given (``estimate`` takes the instance)."""
    unknown = set(hooks) - set(HOOKS)
    if unknown:
        raise TypeError(f"no hook {', '.join(sorted(unknown))}")
    body: dict[str, Any] = {
        "scoring": scoring,
        "__doc__": None,
        "start": lambda self: start(self.instance),
        "moves": lambda self, position: moves(position),
        "play": lambda self, position, move: play(position, move),
    }
    for label, function in hooks.items():
        if function is None:
            continue
        if label == "estimate":
            body[label] = lambda self, f=function: f(self.instance)
        elif label == "name":
            body[label] = lambda self, position, move, f=function: f(position, move)
        else:
            body[label] = lambda self, position, f=function: f(position)
    return type("Test", (Rules,), body)


def declared(name: str, rules: type | None = None, *, start: Any = None, moves: Any = None, play: Any = None,
             kind: str = "row", least: Any = ..., most: int | None = None, min_length: int = 1, parse: Any = None,
             scoring: bool = True, misere: bool = False, end: Any = None, key: Any = None, move_name: Any = None,
             show: Any = None, states: Any = None, solvers: dict[str, Any] | None = None,
             complexity: dict[str, str] | None = None, small: int = 9, examples: Any = (),
             parts: Parts | None = None, **more: Any):
    """A game declared from functions (or a class, given its scoring), as the tests write one:
    the rules class ``rules_of`` makes, the instance kind, the methods and the parts, each from
    its keyword."""
    if misere and end is None:
        end = lambda position: 1  # noqa: E731  (who cannot move wins)
    if rules is None:
        rules = rules_of(start, moves, play, scoring=scoring, end=end, key=key, name=move_name, show=show,
                         estimate=states)
    elif getattr(rules, "scoring", True) != scoring:
        rules = type(rules.__name__, (rules,), {"scoring": scoring})
    if least is ...:
        least = 0 if kind == "count" else 1
    kinds = {"row": Row, "pair": Pair, "count": Count}
    instance = kind if kind not in kinds else (  # a kind that is no name: declare says what is wrong
        Count(least=least, most=most, read=parse) if kind == "count" else
        kinds[kind](least=least, most=most, min_length=min_length, read=parse))
    named = {**{m: "" for m in solvers or {}}, **(complexity or {})}
    methods = tuple(Method(m, (solvers or {}).get(m), named[m]) for m in named)
    if parts is None or isinstance(parts, Parts):
        parts = replace(parts or Parts(), small=small,
                        examples=tuple(examples) if isinstance(examples, (list, tuple)) else examples)
    return declare(name, rules, instance=instance, methods=methods, parts=parts, **more)
