"""What the playground's JSON API answers, as plain functions of plain arguments.

These run in the worker processes (``stonegame.web.pool``), never on the server's event
loop, and return JSON-ready dicts. Each mirrors a command: ``solve`` is ``stonegame solve
--json`` (the same keys, plus what the page draws the board from), ``table``/``trace`` are
``--table``/``--trace``, ``explain`` is ``--explain``, ``play`` is ``stonegame play`` made
stateless: the client sends the moves so far, the answer is the position they reach, every
legal move there with its value, the perfect opponent's reply and the grades.

Instances arrive as the command line takes them: ``values`` is the words after the game
(spaces or commas between them, ``--alice ... --bob ...`` for a pair) or one JSON value, so
a bad instance gets exactly the command line's message.

Glossary: name = what the user typed for the game; margin = Alice − Bob at the end of the
game if the move is played and both sides then play perfectly.
"""

from __future__ import annotations

import json
import random
import time
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

from stonegame.catalogs import Msg, langs, language, translate
from stonegame.core import engine, reading
from stonegame.core.errors import IllegalMove, InapplicableMethod, InvalidInstance, StoneGameError, TooLarge
from stonegame.core.game import METHOD_ORDER, Game
from stonegame.core.players import Player
from stonegame.core.solution import Solution, oracle, solve
from stonegame.core.values import shown
from stonegame.games import FAMILIES, GAMES, named, resolve
from stonegame.teach import trace as traces
from stonegame.teach.explain import check_lang, game_name, phrase
from stonegame.teach.play import player_named
from stonegame.web import words

_SERVED: list[Game] = []
"""The game of ``stonegame serve --rules FILE``, loaded once by ``serve_rules``: it joins the
list and is found by name."""


def serve_rules(path: Path) -> Game:
    """Load the rules file given at start (``serve --rules FILE``) and offer its game."""
    game = resolve(path)
    _SERVED[:] = [game]
    return game

SHOWN_VALUES = 200
"""Most values a random instance has; more would not fit on the board."""


def game_named(name: str) -> Game:
    """The game ``name`` names: the served rules file's game by its name, else the registry's.

    Never a file the client names: that would run any Python file on the server.
    """
    for own in _SERVED:
        if name.strip().lower() in own.names:
            return own
    return named(name)


def instance_from(game: Game, values: str) -> Any:
    """The instance in ``values`` as the command line reads the words after the game."""
    text = values.strip()
    if not text:
        raise StoneGameError("no values given; write them after the game, or use --file PATH or '-'")
    if text[0] in "[{":
        return game.instance.from_words([text])
    return game.instance.from_words(reading.words(text))


KEPT = 16
"""Most solutions a worker keeps: the page asks for the line, the table, the story and the play
of one instance in a row, and each would otherwise solve it again."""
KEPT_SIZE = 500
"""Largest instance kept: a memo of millions of positions weighs gigabytes, and is not kept."""
_kept: OrderedDict[tuple[str, ...], Any] = OrderedDict()


def kept(key: tuple[str, ...], size: Callable[[Any], int], make: Callable[[], Any]) -> Any:
    """``make()``, remembered under ``key`` (the last ``KEPT``) when ``size`` of it is small."""
    if key in _kept:
        _kept.move_to_end(key)
        return _kept[key]
    found = make()
    if size(found) <= KEPT_SIZE:
        _kept[key] = found
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
    return found


def solved(name: str, values: str, method: str) -> Solution:
    """One solve (kept, when small)."""

    def make() -> Solution:
        game = game_named(name)
        return solve(game, instance_from(game, values), method)

    return kept(("solve", name, values, method), lambda found: found.game.size(found.instance), make)


def titles(game: Game) -> dict[str, str]:
    return {lang: translate(game_name(game), lang) for lang in langs()}


def in_every_language(said: str | Msg) -> dict[str, str]:
    """A sentence in each catalog's language, so the page switches language without asking again."""
    return {lang: translate(said, lang) for lang in langs()}


def described(game: Game) -> dict[str, Any]:
    """A game as the page lists it."""
    problem = game.problem
    examples = [{"values": " ".join(game.instance.words(game.validate(instance))), "answer": answer}
                for instance, answer in game.statement_examples]
    return {
        "name": game.slug,
        "names": list(game.names),
        "titles": titles(game),
        "summary": in_every_language(game.summary),
        "kind": game.instance.name,
        "scoring": game.scoring,
        "methods": list(game.methods),
        "complexity": dict(game.complexity),
        "examples": examples,
        "constraints": problem.constraints if problem else game.instance.constraints(),
    }


def games() -> dict[str, Any]:
    """Every game the page offers: the registry, the families (with a sample parameter) and
    the served rules file's game."""
    listed = [described(game) for game in GAMES.values()]
    listed += [described(own) for own in _SERVED]
    families = []
    for each in FAMILIES:
        sample = {"one": ":2", "some": ":1,2", "none": ""}[each.parameters]
        families.append({"name": each.name, "about": in_every_language(each.about), "methods": list(each.methods),
                         "sample": each.prefix + sample})
    return {"games": listed, "families": families, "languages": list(langs()), "methods": ["auto", *METHOD_ORDER]}


def board(solution: Solution) -> dict[str, Any]:
    """What the page draws the board from: the start, the instance and its shape."""
    game = solution.game
    return {
        "instance": game.instance.to_json(solution.instance),
        "kind": game.instance.name,
        "size": game.size(solution.instance),
        "scoring": game.scoring,
        "start": solution.scene.show(solution.rules.start()),
        "titles": titles(game),
    }


def solved_json(solution: Solution) -> dict[str, Any]:
    """``stonegame solve --json``'s object, and the board."""
    return {**solution.to_json(), **board(solution)}


def solve_view(game: str, values: str, method: str = "auto") -> dict[str, Any]:
    return solved_json(solved(game, values, method))


def line_view(game: str, values: str, method: str = "auto") -> dict[str, Any]:
    found = solved_json(solved(game, values, method))
    return {key: found[key] for key in ("game", "method", "start", "line", "notes", "scoring")}


def insight(solution: Solution, lang: str) -> str | None:
    argument = solution.scene.insight()
    return None if argument is None else translate(argument, lang)


def explain_view(game: str, values: str, method: str = "auto", lang: str = "en") -> dict[str, Any]:
    check_lang(lang)
    solution = solved(game, values, method)
    refusal = solution.line_refusal()
    text = translate(Msg("Note: {note}", note=refusal), lang) if refusal else solution.explain(lang)
    return {"game": solution.game.slug, "lang": lang, "text": text, "insight": insight(solution, lang)}


def table_view(game: str, values: str, lang: str = "en") -> dict[str, Any]:
    """The DP table the write-ups fill (``--table``), its words in ``lang``."""
    check_lang(lang)
    solution = solved(game, values, "auto")
    view = solution.scene.table()
    if view is None:
        raise StoneGameError(f"{solution.game.slug} has no DP table to show")
    said = lambda part: translate(part, lang)  # noqa: E731 - one short rename
    return {
        "game": solution.game.slug,
        "title": said(view.title),
        "corner": said(view.corner),
        "columns": [said(column) for column in view.columns],
        "rows": [{"label": said(label), "cells": [said(cell) for cell in cells]} for label, cells in view.rows],
        "caption": said(view.caption) if view.caption else "",
    }


def plain(key: Any) -> Any:
    """A memo key as JSON (tuples as lists)."""
    return json.loads(json.dumps(key, default=str))


def trace_view(game: str, values: str) -> dict[str, Any]:
    """Every state of the search (``--trace``): its value, the states it depends on and the one
    its best move leads to; the memo's order (with its hits) and the bottom-up stages."""
    solution = solved(game, values, "auto")
    rules = solution.rules
    positions, children = traces.reachable(rules)
    perfect = oracle(solution.game, rules)
    states = []
    for key, position in positions.items():
        choices = perfect.options(position)
        best = rules.key(perfect.best(choices)[1].position) if choices else None
        states.append({"key": plain(key), "label": traces.show_key(key), "value": perfect.value(position),
                       "children": [plain(child) for child in children[key]],
                       "best": None if best is None else plain(best)})
    return {
        "game": solution.game.slug,
        "states": states,
        "top_down": [{"key": plain(visit.key), "value": visit.value, "cached": visit.cached}
                     for visit in traces.top_down(rules)],
        "bottom_up": [[plain(visit.key) for visit in stage] for stage in traces.bottom_up(rules)],
    }


def same(move: Any, wanted: Any) -> bool:
    """Whether a legal move is the one a client sent (as JSON: tuples come back as lists)."""
    return bool(plain(move) == wanted)


def perfect_play(name: str, values: str) -> tuple[Game, engine.Oracle[Any, Any]]:
    """The game and perfect play on the instance (kept, when small: each move of a game asks again)."""

    def make() -> tuple[Game, engine.Oracle[Any, Any], int]:
        game = game_named(name)
        instance = game.validate(instance_from(game, values))
        return game, oracle(game, game.rules(game.instance.exact(instance))), game.size(instance)

    game, perfect, _ = kept(("play", name, values), lambda found: found[2], make)
    return game, perfect


def play_view(game: str, values: str, moves: str = "[]", side: str = "alice", lang: str = "en") -> dict[str, Any]:
    """The position ``moves`` reach (the human's and the computer's, from the start), the
    computer's replies when it is its turn, and every legal move there with its value.

    Stateless: the moves are the whole game so far, so undo is sending one fewer.
    """
    check_lang(lang)
    human = player_named(side)
    spec, perfect = perfect_play(game, values)
    rules, scene = perfect.rules, perfect.scene
    try:
        played = json.loads(moves)
    except json.JSONDecodeError as error:
        raise InvalidInstance(f"moves must be a JSON list of moves, e.g. [\"L\", 2]; not valid JSON ({error.msg})") \
            from None
    if not isinstance(played, list):
        raise InvalidInstance(f"moves must be a JSON list of moves, not {shown(played)}")
    position, player = rules.start(), Player.ALICE
    points = {Player.ALICE: 0, Player.BOB: 0}
    grades, history, replies = [], [], []

    def advance(step: engine.Step[Any]) -> None:
        nonlocal position, player
        points[player] += step.gain
        position = step.position
        if not step.again:
            player = player.other

    for number, wanted in enumerate(played, 1):
        choices = perfect.options(position)
        found = [choice for choice in choices if same(choice[0].move, wanted)]
        if not found:
            legal = ", ".join(json.dumps(plain(option.move)) for option, _ in choices[:8]) or "none: the game is over"
            raise IllegalMove(f"move {number}, {shown(wanted)}, is not legal here; legal moves: {legal}")
        option, step = found[0]
        if player is human:
            top = perfect.best(choices)[0]
            grades.append({"move": plain(option.move), "name": translate(phrase(scene, position, option.move), lang),
                           "value": option.value, "best": plain(top.move),
                           "best_name": translate(phrase(scene, position, top.move), lang),
                           "best_value": top.value, "given_away": top.value - option.value})
        history.append(plain(option.move))
        advance(step)
    while rules.moves(position) and player is not human:
        option, step = perfect.best(perfect.options(position))
        replies.append({"player": str(player), "move": plain(option.move),
                        "said": translate(phrase(scene, position, option.move), lang)})
        history.append(plain(option.move))
        advance(step)
    choices = perfect.options(position)
    over = not choices
    if over:
        points[player] += rules.end(position)
    mover, other = points[player], points[player.other]

    def margin(value: int) -> int:
        final = mover - other + value
        return final if player is Player.ALICE else -final

    options = []
    best = perfect.best(choices)[0] if choices else None
    for option, step in choices:
        entry = option.to_json()
        entry["move"] = plain(option.move)
        entry["position"] = plain(scene.show(step.position))  # the page plays a clicked pile by what it leaves
        entry["said"] = translate(phrase(scene, position, option.move), lang)
        if spec.scoring:
            entry["margin"] = margin(option.value)
        entry["best"] = option is best
        options.append(entry)
    return {
        "game": spec.slug,
        "position": scene.show(position),
        "to_move": str(player),
        "human": str(human),
        "points": {"alice": points[Player.ALICE], "bob": points[Player.BOB]},
        "moves": history,
        "replies": replies,
        "options": options,
        "over": over,
        "scoring": spec.scoring,
        "grades": grades,
        "given_away": sum(grade["given_away"] for grade in grades),
    }


def methods_view(game: str, values: str) -> dict[str, Any]:
    """Every method on the instance: its value and answer, time, positions and complexity."""
    spec = game_named(game)
    instance = spec.validate(instance_from(spec, values))
    rows = []
    for method in spec.methods:
        row: dict[str, Any] = {"method": method, "complexity": spec.complexity.get(method, "")}
        began = time.perf_counter()
        try:
            solution = solve(spec, instance, method)
        except (TooLarge, InapplicableMethod) as refusal:  # too big for it, or a formula that does not apply here
            row["refused"] = str(refusal)
        else:
            row.update(value=solution.value, answer=solution.answer, winner=solution.winner_name,
                       seconds=solution.stats.seconds, positions=solution.stats.positions)
        row["wall_seconds"] = time.perf_counter() - began
        rows.append(row)
    return {"game": spec.slug, "methods": rows}


def random_view(game: str, n: int | None = None, seed: int | None = None) -> dict[str, Any]:
    """A random instance within the original constraints (values kept small enough to draw)."""
    spec = game_named(game)
    draw = random.Random(seed)
    limits = spec.limits
    kind = spec.instance
    least = getattr(kind, "least", None)
    most = getattr(kind, "most", None)
    smallest = max(kind.smallest, limits.min_n if limits else 1)
    largest = min(limits.max_n, SHOWN_VALUES) if limits else SHOWN_VALUES
    if n is None:
        n = draw.randint(smallest, max(smallest, min(largest, 8 if kind.value_lines else 40)))
    if not smallest <= n <= largest:
        raise InvalidInstance(f"n = {n} is outside what random draws for {spec.slug}: {smallest} <= n <= {largest}")
    low = limits.low if limits and limits.high > limits.low else (least if least is not None else -9)
    high = limits.high if limits and limits.high > limits.low else 9
    low = max(low, least) if least is not None else low
    high = min(high, most) if most is not None else high
    high = max(low, min(high, low + 19))  # stones a board can show: at most 20 kinds of pile

    def values(count: int) -> list[int]:
        return [draw.randint(low, high) for _ in range(count)]

    raw = kind.make(n, values)
    if spec.problem is not None:  # kept within the problem's promises (877: even n, odd total)
        raw = spec.problem.mend(raw, kind)
    instance = spec.validate(raw)
    return {"game": spec.slug, "values": " ".join(kind.words(instance)), "instance": kind.to_json(instance)}


def words_view(lang: str = "en") -> dict[str, Any]:
    """The page's own words in ``lang`` (they live in the catalogs, like every sentence)."""
    check_lang(lang)
    said = language(lang).messages
    # templates, not sentences: the page fills their {fields} itself
    return {"lang": lang, "words": {message.text: said.get(message.text, message.text) for message in words.PAGE}}


WORK: dict[str, Callable[..., dict[str, Any]]] = {
    "solve": solve_view, "line": line_view, "table": table_view, "trace": trace_view, "explain": explain_view,
    "play": play_view, "methods": methods_view, "random": random_view, "games": games, "words": words_view,
}
"""What a worker can be asked to do, by name."""
