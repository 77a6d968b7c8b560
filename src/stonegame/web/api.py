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
import re
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from stonegame.catalogs import SOURCE, Msg, Name, langs, language, translate
from stonegame.core import reading
from stonegame.core.errors import IllegalMove, InapplicableMethod, InvalidInstance, StoneGameError, TooLarge
from stonegame.core.game import METHOD_ORDER, Game
from stonegame.core.instances import as_arguments, as_json, as_words
from stonegame.core.line import Choice, Match, Oracle
from stonegame.core.players import Player
from stonegame.core.rules import Scene, compact
from stonegame.core.solution import Solution, oracle, solve
from stonegame.core.values import shown
from stonegame.games import FIRST, GAMES, named, resolve
from stonegame.games.families import FAMILIES
from stonegame.teach import explain
from stonegame.teach import trace as traces
from stonegame.teach.explain import check_lang, game_name, phrase
from stonegame.teach.growth import random_instance
from stonegame.teach.lesson import SHOWN_TERMS, ended, worked
from stonegame.teach.listings import counted, solution_path
from stonegame.teach.play import Grade, graded, player_named
from stonegame.views.formulas import mathml, steps, unicode
from stonegame.views.model import dp_table
from stonegame.web import words

EXACT = 2**53
"""Past this a JSON number loses digits in the page's ``JSON.parse`` (a double): such an integer
is sent as a string of its digits (``exact``), and the page shows it as it is."""

DEEPEST = 8
"""Deepest nesting a move sent to ``play`` may have: the deepest legal move is a list of two
numbers; a deeper one is refused before Python's parser or comparison recurses into it."""

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
        raise StoneGameError(reading.NO_WORDS)
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


def exact(found: Any) -> Any:
    """``found`` with every integer past 2^53 as its digits (a string), so the page, whose
    numbers are doubles, receives it exactly; iterative, as an answer may be deep."""
    if isinstance(found, bool):
        return found
    if isinstance(found, int):
        return str(found) if abs(found) > EXACT else found
    if not isinstance(found, (dict, list)):
        return found
    top: Any = dict(found) if isinstance(found, dict) else list(found)
    stack = [top]
    while stack:
        node = stack.pop()
        for key in list(node.keys()) if isinstance(node, dict) else range(len(node)):
            value = node[key]
            if isinstance(value, bool):
                continue
            if isinstance(value, int) and abs(value) > EXACT:
                node[key] = str(value)
            elif isinstance(value, dict):
                node[key] = dict(value)
                stack.append(node[key])
            elif isinstance(value, (list, tuple)):
                node[key] = list(value)
                stack.append(node[key])
    return top


def in_every_language(said: str | Msg | Name) -> dict[str, str]:
    """A sentence in each catalog's language, so the page switches language without asking again."""
    return {lang: translate(said, lang) for lang in langs()}


def described(game: Game) -> dict[str, Any]:
    """A game as the page lists it."""
    problem = game.problem
    examples = [{"values": " ".join(as_words(game.instance, game.validate(instance))), "answer": answer}
                for instance, answer in game.statement_examples]
    return {
        "name": game.slug,
        "names": list(game.names),
        "titles": in_every_language(game_name(game)),
        "summary": in_every_language(game.summary),
        "kind": game.instance.name,
        "scoring": game.scoring,
        "methods": list(game.methods),
        "complexity": {method: game.solver(method).complexity for method in game.methods},
        "examples": examples,
        # a constraint is notation with a few words ("piles.length even"): the catalogs hold each whole
        "constraints": in_every_language(Name(problem.constraints if problem else game.instance.constraints())),
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
    first = next(game for game in listed if game["name"] == START)
    listed.remove(first)  # the page opens on the first game of the list: Stone Game
    return {"games": [first, *listed], "families": families, "languages": list(langs()),
            "methods": ["auto", *METHOD_ORDER]}


START = FIRST.slug
"""The game the page opens on: the family's first (``stonegame.games.FIRST``)."""


def pictured(game: Game, scene: Scene[Any, Any], position: Any) -> dict[str, Any]:
    """What a board of ``position`` draws beside its picture: the piles' starting numbers, the
    caption (in every language, or None), how many first piles a move may take, and the name the
    map files the position under where that is not the position itself (``filed_as``)."""
    caption, filed = scene.caption(position), filed_as(game, scene.rules, position)
    return {"numbers": scene.numbers(position), "caption": None if caption is None else in_every_language(caption),
            "reach": scene.reach(position), "filed": None if filed is None else in_every_language(filed)}


def filed_as(game: Game, rules: Any, position: Any) -> Msg | None:
    """Where the map of the states files ``position`` under a memo key that is not the position itself
    (II's (4, 2), whose caption says M = 2, is the map's (4,1): once 2M covers every pile left a larger M
    changes nothing), the sentence a board says it with, so the board, the map's lit cell and the worked
    formula (``filed``) name one state; None where the map names the position as it is (every game but
    II), at the game's end (no cell) and for a game without a lesson, as ``filed``."""
    key = rules.key(position)
    if game.parts.teaching is None or key == position or not rules.moves(position):
        return None
    return Msg("The map files this state, {state}, under its memo key {key}: states with one key have one value.",
               state=compact(position), key=compact(key))


def board(solution: Solution) -> dict[str, Any]:
    """What the page draws the board from: the start, the instance and its shape, what the
    fields of a picture are called (``Scene.fields``) and what each pile was numbered at the start."""
    game = solution.game
    scene = solution.scene
    start = solution.rules.start()
    return {
        "fields": {lang: {key: translate(said, lang) for key, said in scene.fields().items()} for lang in langs()},
        **pictured(game, scene, start),
        "tags": list(scene.tags()),
        "key": plain(solution.rules.key(start)),
        "instance": as_json(game.instance, solution.instance),
        "kind": game.instance.name,
        "size": game.size(solution.instance),
        "scoring": game.scoring,
        "start": scene.show(start),
        "titles": in_every_language(game_name(game)),
    }


def solved_json(solution: Solution) -> dict[str, Any]:
    """``stonegame solve --json``'s object, and the board."""
    return {**solution.to_json(), **board(solution)}


def solve_view(game: str, values: str, method: str = "auto") -> dict[str, Any]:
    """``solve --json`` and the board, each move of the line also said in every language,
    with the state it leaves (``key``, as the trace names states) and its piles' starting numbers."""
    solution = solved(game, values, method)
    found = solved_json(solution)
    found["remarks"] = [in_every_language(remark) for remark in solution.remarks]  # the notes, said in each language
    if solution.line_refusal() is None and found.get("line"):
        scene, rules = solution.scene, solution.rules
        position = rules.start()
        for move, entry in zip(solution.line, found["line"], strict=True):
            entry["said"] = in_every_language(phrase(scene, position, move.move))
            for option, alternative in zip(move.alternatives, entry["alternatives"], strict=True):
                alternative["said"] = in_every_language(phrase(scene, position, option.move))
                after = rules.play(position, option.move).position
                alternative["leaves"] = plain(scene.show(after))
                told = scene.words(scene.show(after))  # the game's own words for what is left (IX's counts)
                if told is not None:
                    alternative["leaves_said"] = in_every_language(told)
                alternative["key"] = plain(rules.key(after))  # the map's cell it leads to
            position = move.after
            entry["key"] = plain(rules.key(position))
            entry.update(pictured(solution.game, scene, position))
    return found


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
    text = translate(Msg("Note: {note}", note=refusal), lang) if refusal else explain.explain(solution, lang)
    return {"game": solution.game.slug, "lang": lang, "text": text, "insight": insight(solution, lang),
            "steps": story_steps(solution, text, refusal is not None)}


NUMBERED = re.compile(r"^(\d+)\. ")
"""A line of the English story that tells move k: "3. Alice takes the left 9, ..."."""


def story_steps(solution: Solution, text: str, refused: bool) -> list[int]:
    """The move each line of the story tells (0: the opening, the start; -1: the insight and the
    result), so the page can light the line of the position shown. Read off the source language's
    story (English), whose lines every language keeps one for one; a refusal is one line."""
    told = text.splitlines()
    english = told if refused else explain.explain(solution, SOURCE).splitlines()
    if len(english) != len(told):
        return [-1] * len(told)
    steps, step = [0], -1  # the opening tells the start, step 0
    for line in english[1:]:
        numbered = NUMBERED.match(line)
        if numbered:
            step = int(numbered.group(1))
        steps.append(step if numbered or line.startswith(" ") else -1)
    return steps


def table_view(game: str, values: str, lang: str = "en") -> dict[str, Any]:
    """The DP table the write-ups fill (``--table``), its words in ``lang``."""
    check_lang(lang)
    solution = solved(game, values, "auto")
    try:
        view = solution.scene.table()
    except TooLarge:  # the axes still name the map's: those of the table of the game's example
        examples = solution.game.statement_examples[:1]
        small = solve(solution.game, examples[0][0]).scene.table() if examples else None
        return {"game": solution.game.slug, "absent": translate(Msg(
            "This instance is too large to draw its table: a smaller one shows it."), lang),
            **({"corner": dp_table(small, lang).headers[0]} if small else {})}
    if view is None:
        return {"game": solution.game.slug, "absent": translate(Msg(
            "This game has no DP table: its positions are not cells of a grid. The states below are its table."),
            lang)}
    drawn = dp_table(view, lang)
    corner, *columns = drawn.headers
    return {
        "game": solution.game.slug,
        "title": drawn.title,
        "corner": corner,
        "columns": columns,
        "rows": [{"label": label.text, "cells": [cell.text for cell in cells]} for label, *cells in drawn.rows],
        "caption": drawn.caption,
    }


def plain(key: Any) -> Any:
    """A memo key as JSON (tuples as lists)."""
    return json.loads(json.dumps(key, default=str))


def trace_view(game: str, values: str, lang: str = "en") -> dict[str, Any]:
    """Every state of the search (``--trace``): its value, the states it depends on and the one
    its best move leads to; the memo's order (with its hits) and the bottom-up stages. Too many
    states to draw is an answer (``absent``, in ``lang``), not an error."""
    check_lang(lang)
    solution = solved(game, values, "auto")
    rules = solution.rules
    try:
        positions, children = traces.reachable(rules)
    except TooLarge:
        return {"game": solution.game.slug, "absent": translate(Msg(
            "This instance has too many states to draw: a smaller one shows them."), lang)}
    perfect = oracle(solution.game, solution.instance, rules)
    states = []
    for key, position in positions.items():
        choices = perfect.options(position)
        best = rules.key(perfect.best(choices)[1].position) if choices else None
        states.append({"key": plain(key), "label": in_every_language(solution.scene.label(position)),
                       "value": perfect.value(position),
                       "remoteness": perfect.remoteness(position) if perfect.remoteness else None,
                       "position": plain(solution.scene.show(position)),
                       **pictured(solution.game, solution.scene, position),
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


def perfect_play(name: str, values: str) -> tuple[Game, Oracle[Any, Any]]:
    """The game and perfect play on the instance (kept, when small: each move of a game asks again)."""

    def make() -> tuple[Game, Oracle[Any, Any], int]:
        game = game_named(name)
        instance = game.validate(instance_from(game, values))
        return game, oracle(game, instance, game.rules(game.instance.exact(instance))), game.size(instance)

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
    sent = enumerate(moves_sent(moves), 1)
    match = Match(rules.start())
    grades: list[Grade] = []
    history: list[Any] = []
    replies: list[dict[str, Any]] = []
    movers: list[str] = []  # who made each move, so a step is coloured for its mover
    outlooks = [outlook(perfect, spec.scoring, match)]
    while True:
        choices = perfect.options(match.position)
        wanted = next(sent, None)
        if wanted is not None:  # the client's moves first (the human's graded), then the computer's to the human's turn
            option, step = sent_choice(choices, *wanted)
            if match.player is human:
                grades.append(graded(perfect, match.position, choices, option))
        elif choices and match.player is not human:
            option, step = perfect.best(choices)
            replies.append({"player": str(match.player), "move": plain(option.move),
                            "said": translate(phrase(scene, match.position, option.move), lang)})
        else:
            break
        history.append(plain(option.move))
        movers.append(str(match.player))
        match.advance(step)
        outlooks.append(outlook(perfect, spec.scoring, match))
    if not choices:
        match.finish(rules)
    return {
        "game": spec.slug,
        "position": scene.show(match.position),
        "key": plain(rules.key(match.position)),  # the map's cell of the position reached
        "to_move": str(match.player),
        "human": str(human),
        "points": {"alice": match.points[Player.ALICE], "bob": match.points[Player.BOB]},
        "moves": history,
        "replies": replies,
        "options": options_json(perfect, match.position, choices, lang, match.margin if spec.scoring else None),
        "over": not choices,
        "scoring": spec.scoring,
        "grades": [grade_json(grade, lang) for grade in grades],
        "given_away": sum(grade.given_away for grade in grades),
        "outlook": outlooks,
        "movers": movers,
        **pictured(spec, scene, match.position),
        "fields": {key: translate(said, lang) for key, said in scene.fields().items()},
    }


def moves_sent(moves: str) -> list[Any]:
    """The client's moves (a JSON list), refused in the command line's words when they are not one;
    the nesting is measured before parsing, so a deep one never reaches the parser's recursion."""
    if depth(moves) > DEEPEST:
        raise InvalidInstance(Msg("moves nest deeper than {most} lists; a move is a value or a list of two",
                                  most=DEEPEST))
    try:
        played = json.loads(moves)
    except json.JSONDecodeError as error:
        raise InvalidInstance(Msg('moves must be a JSON list of moves, e.g. ["L", 2]; not valid JSON ({why})',
                                  why=error.msg)) from None
    except RecursionError:
        raise InvalidInstance(Msg("moves nest too deep to read")) from None
    if not isinstance(played, list):
        raise InvalidInstance(Msg("moves must be a JSON list of moves, not {moves}", moves=shown(played)))
    return played


def sent_choice(choices: list[Choice], number: int, wanted: Any) -> Choice:
    """The legal move the client sent as its move ``number``, or ``IllegalMove`` listing a few legal ones."""
    for choice in choices:
        if same(choice[0].move, wanted):
            return choice
    legal = ", ".join(json.dumps(plain(option.move)) for option, _ in choices[:8]) or Msg("none: the game is over")
    raise IllegalMove(Msg("move {number}, {move}, is not legal here; legal moves: {legal}", number=number,
                          move=shown(wanted), legal=legal))


def grade_json(grade: Grade, lang: str) -> dict[str, Any]:
    """A graded move of the human's (``stonegame play``'s grade), its words in ``lang``."""
    return {"move": plain(grade.move), "name": translate(grade.said, lang), "value": grade.value,
            "best": plain(grade.best_move), "best_name": translate(grade.best_said, lang), "best_value": grade.best,
            "given_away": grade.given_away}


def outlook(perfect: Oracle[Any, Any], scoring: bool, match: Match) -> int:
    """Where the game is headed from here under best play, from Alice's side: Alice − Bob at
    the end (scoring), or the moves left, positive when Alice wins (win/lose); the value
    history plots it, flat while both play their best."""
    value = perfect.value(match.position)
    if scoring:
        return match.margin(value)
    left = perfect.remoteness(match.position) if perfect.remoteness else 0
    return left if (value > 0) == (match.player is Player.ALICE) else -left


def options_json(perfect: Oracle[Any, Any], position: Any, choices: list[Choice], lang: str,
                 margin: Callable[[int], int] | None) -> list[dict[str, Any]]:
    """Every legal move with its value, what it leaves, its words, whether the optimal line plays
    it and, in a scoring game, the ``margin`` it ends at when both then play perfectly."""
    best = perfect.best(choices)[0] if choices else None
    options = []
    for option, step in choices:
        entry = option.to_json()
        entry["move"] = plain(option.move)
        entry["position"] = plain(perfect.scene.show(step.position))  # the page plays a clicked pile by what it leaves
        entry["said"] = translate(phrase(perfect.scene, position, option.move), lang)
        if margin is not None:
            entry["margin"] = margin(option.value)
        entry["best"] = option is best
        options.append(entry)
    return options


def depth(text: str) -> int:
    """How deep the brackets of a JSON text nest (strings skipped), counted without parsing it."""
    deepest = level = 0
    quoted = escaped = False
    for char in text:
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
        elif char == '"':
            quoted = True
        elif char in "[{":
            level += 1
            deepest = max(deepest, level)
        elif char in "]}":
            level -= 1
    return deepest


def cell_view(game: str, values: str, key: str, lang: str = "en") -> dict[str, Any]:
    """One state worked out as the lesson works its cell: the recurrence with its numbers
    plugged in (LaTeX, text and MathML), its value and best move, and the position to draw."""
    check_lang(lang)
    solution = solved(game, values, "auto")
    rules = solution.rules
    try:
        wanted = json.loads(key)
    except (json.JSONDecodeError, RecursionError):
        raise InvalidInstance(Msg("key must be a state's key as the trace gives it, not {key}",
                                  key=shown(key))) from None
    positions, _ = traces.reachable(rules)
    position = next((found for state, found in positions.items() if plain(state) == wanted), None)
    if position is None:
        raise InvalidInstance(Msg("no reachable state has the key {key}", key=shown(key)))
    latex, said, value, best = worked(solution, position, lang)
    return {"game": solution.game.slug, "key": wanted, "latex": latex, "text": unicode(latex),
            "mathml": mathml(latex, display=True), "steps": [mathml(piece) for piece in steps(latex)],
            "said": said, "value": value, "filed": filed(solution, position, lang),
            "best": plain(best), "position": plain(solution.scene.show(position)),
            "numbers": solution.scene.numbers(position)}


def filed(solution: Solution, position: Any, lang: str) -> str | None:
    """Where the worked formula names a state by a memo key that is not the state itself, as the map files it
    (II's (3, M = 2) is dp[3][1]: once 2M covers every pile left a larger M changes nothing), which states
    those are, said in ``lang``; None where it names each state as it is (every game but II), or names
    pictures rather than keys (a game without a lesson)."""
    rules = solution.rules
    if solution.game.parts.teaching is None:
        return None
    named = [position, *(rules.play(position, move).position for move in rules.moves(position)[:SHOWN_TERMS])]
    named = [state for state in named if not ended(solution, state)]  # the game's end: written as its value
    renamed = [f"{compact(state)} → {compact(rules.key(state))}" for state in named if rules.key(state) != state]
    if not renamed:
        return None
    return translate(Msg("As on the map, each state is named by its memo key: {states}; states with one key have "
                         "one value.", states=", ".join(renamed)), lang)


def methods_view(game: str, values: str) -> dict[str, Any]:
    """Every method on the instance: its value and answer, time, positions and complexity."""
    spec = game_named(game)
    instance = spec.validate(instance_from(spec, values))
    rows = []
    for method in spec.methods:
        row: dict[str, Any] = {"method": method, "complexity": spec.solver(method).complexity}
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


SMALL = 9
"""Largest value a random instance draws by default: piles that stay readable on the board."""


def drawable(spec: Game, instance: Any) -> bool:
    """Whether the map can draw every state of ``instance`` (``/api/trace`` answers with them, not ``absent``)."""
    try:
        traces.reachable(spec.rules(instance))
    except TooLarge:
        return False
    return True


def random_view(game: str, n: int | None = None, seed: int | None = None, full: bool = False) -> dict[str, Any]:
    """A random instance within the original constraints: by default values of at most ``SMALL``
    in size (both signs where the game allows them) and, unless ``n`` is asked for, few enough states
    for the map to draw them all; with ``full`` anywhere in the game's range."""
    spec = game_named(game)
    draw = random.Random(seed)
    limits = spec.limits
    kind = spec.instance
    least = getattr(kind, "least", None)
    smallest = max(kind.smallest, limits.min_n if limits else 1)
    largest = min(limits.max_n, SHOWN_VALUES) if limits else SHOWN_VALUES
    asked = n
    if n is None:
        n = draw.randint(smallest, max(smallest, min(largest, 8 if kind.value_lines else 40)))
    if not smallest <= n <= largest:
        raise InvalidInstance(Msg("n = {n} is outside what random draws for {game}: {smallest} <= n <= {largest}",
                                  n=n, game=spec.slug, smallest=smallest, largest=largest))
    low = limits.low if limits and limits.high > limits.low else (least if least is not None else -9)
    high = limits.high if limits and limits.high > limits.low else 9
    low = max(low, least) if least is not None else low
    if not full:  # small values, centred on 0 where the range holds both signs (III, VIII)
        low, high = max(low, -SMALL), min(high, max(SMALL, low + SMALL))
    instance = spec.validate(random_instance(spec, n, draw, low, high))  # mended to the problem's promises (877)
    while asked is None and not full and n > smallest and not drawable(spec, instance):
        n = max(smallest, n // 2)  # a fresh draw, smaller, until the map can show its states (Nim's heaps, VI)
        instance = spec.validate(random_instance(spec, n, draw, low, high))
    return {"game": spec.slug, "values": " ".join(as_words(kind, instance)), "instance": as_json(kind, instance)}


def words_view(lang: str = "en") -> dict[str, Any]:
    """The page's own words in ``lang`` (they live in the catalogs, like every sentence). A word that
    counts (a ``Plural``, its count the field {n}) is its forms for a count of one and for any other
    count, {"one": ..., "other": ...}: the page picks one by the count it fills in."""
    check_lang(lang)
    said = language(lang)

    def word(message: Msg) -> str | dict[str, str]:
        # templates, not sentences: the page fills their {fields} itself
        entry = said.messages.get(message.text, (message.text, message.plural) if message.plural else message.text)
        if not message.plural:
            return entry if isinstance(entry, str) else entry[0]
        forms = (entry,) if isinstance(entry, str) else entry  # one string: every count's
        return {form: forms[min(said.plural(count), len(forms) - 1)] for form, count in (("one", 1), ("other", 2))}

    return {"lang": lang, "words": {message.text: word(message) for message in words.PAGE}}


COMPUTES = re.compile(r"\b(max|min)\(|\bany\(|\ball\(|\bif not \w+[\[(]")
"""A line of a listing that computes a state's value from the states it depends on."""


def listing_view(game: str, values: str = "") -> dict[str, Any]:
    """The lesson's Python listings of the memo (top-down) and the table (bottom-up), with the lines an
    animation of the fill lights: where a state's value is computed, and (top-down) where the memo answers.

    With ``values``, the memo listing is also run on the instance (``listed_cells``): ``cells`` holds what
    its cached function returned for each state it was called on, by the state's key, and ``agrees``
    says whether that is the map's number in every state both name (False: the code computes another
    quantity, and the page says so beside the lit line, with both numbers). The table listing is run
    too (``written_cells``): ``table`` then also says, for each state of the map, which line wrote its
    cell's value."""
    spec = game_named(game)
    teaching = spec.parts.teaching
    found: dict[str, Any] = {"game": spec.slug}
    if values.strip():
        found.update(listed_cells(spec, values, solution_path(teaching, "memo")))
    for method in ("memo", "table"):
        path = solution_path(teaching, method)
        if path is None:
            continue
        code = path.read_text(encoding="utf-8").rstrip()
        lines = code.splitlines()
        computes = [number for number, line in enumerate(lines, 1)
                    if COMPUTES.search(line) and not line.lstrip().startswith("#")]
        hit = next((number for number, line in enumerate(lines, 1) if line.strip() in ("@cache", "@lru_cache")), None)
        found[method] = {"code": code, "computes": computes, "hit": hit, "path": f"solutions/{path.name}"}
        if method == "table" and values.strip() and teaching is not None:
            found[method].update(written_cells(spec, values, path, teaching.name))
    return found


LISTED_STATES = 2_000
"""Most states the memo listing is run on for the page: a map larger than this is not drawn."""


def listed_cells(game: Game, values: str, path: Path | None) -> dict[str, Any]:
    """What the lesson's memo listing computes in each state, when run on the instance: its one cached
    function's results by argument tuple, matched to the map's keys (a key (i, j) to the call f(i, j),
    a key 3 to f(3); a key of one more part than the calls, whose last is whose turn it is, to the call
    on the rest: VI's (bitmask, turn) to dp(bitmask), IX's (c0, c1, c2, sum, mover) to win(c0, c1, c2,
    sum), the listing telling the turn from the rest); the states whose key has no such call are left
    out: the listing never computes them. ``agrees``: the listing's numbers are the map's (a win/lose
    game's True/False: whether the mover wins) where both have one. ``computed``: how many states the
    listing computes, ``bases`` how many of them are its base cases (answered without calling itself),
    so the page can say how its count and the map's differ; ``base_lines``: the map's states among
    them, by key, each with the line of the listing that answered it (its base case's ``return``)."""
    if path is None or game.problem is None:
        return {}
    try:
        solution = solved(game.slug, values, "auto")
        positions, _ = traces.reachable(solution.rules, limit=LISTED_STATES)
    except (StoneGameError, RecursionError):
        return {}
    run = listing_run(game, values, path, game.problem.method)
    if run is None or not run[1]:
        return {}
    function, calls, bases = run
    arity = len(next(iter(calls)))
    perfect = oracle(game, solution.instance, solution.rules)
    cells: dict[str, Any] = {}
    base_lines: dict[str, int] = {}
    named: dict[str, str] = {}
    agrees = True
    filed = filed_calls(solution.rules, calls)
    for key, position in positions.items():
        arguments = tuple(key) if isinstance(key, tuple) else (key,)
        if len(arguments) == arity + 1:
            arguments = arguments[:arity]
        if arguments not in calls and key in filed:  # the listing names this state otherwise: II's dp(4, 2), (4,1)
            arguments = filed[key]
            named[json.dumps(plain(key), separators=(",", ":"))] = f"{function}({', '.join(map(str, arguments))})"
        if arguments in calls:
            said, value = calls[arguments], perfect.value(position)
            agrees &= said == (value > 0) if isinstance(said, bool) else said == value
            shown = json.dumps(plain(key), separators=(",", ":"))
            cells[shown] = said
            if arguments in bases:
                base_lines[shown] = bases[arguments]
    if not cells:
        return {}
    return {"function": function, "cells": exact(cells), "agrees": agrees, "computed": len(calls),
            "bases": len(bases), "base_lines": base_lines, "named": named}


def filed_calls(rules: Any, calls: dict[tuple[Any, ...], Any]) -> dict[Any, tuple[Any, ...]]:
    """The listing's calls whose arguments are a position the map files under another key (``Rules.key``:
    II's dp(4, 2) is the map's (4,1), once 2M covers every pile left a larger M changing nothing), by
    that key: the first such call in the arguments' order. Arguments that are no position of the game
    are left out."""
    filed: dict[Any, tuple[Any, ...]] = {}
    for arguments in sorted(calls, key=repr):
        try:
            key = rules.key(arguments if len(arguments) > 1 else arguments[0])
        except Exception:  # noqa: BLE001 - arguments that are no position of this game name no cell
            continue
        if key != (arguments if len(arguments) > 1 else arguments[0]):
            filed.setdefault(key, arguments)
    return filed


TABLE_LINES = 400_000
"""Most lines the table listing may run for the page (``written_cells``): about a second traced."""


def written_cells(game: Game, values: str, path: Path, table: str) -> dict[str, Any]:
    """What the lesson's table listing (bottom-up) holds for each state of the map, run on the instance
    and traced (``listings.counted``): ``name``, the table's name; ``lines``, by the map's key, the line
    that wrote the value the state's cell ends with: the last write into it, or the line that made the
    table where no line writes the cell but the listing reads it (it keeps the value it was made with:
    VIII's f[n - 1] = 0); ``values``, that value; ``kinds``, "recurrence" where the write read other cells
    of the table since the write before it, "base" where it read none (877's dp[i][i] = piles[i]),
    "made" where the cell keeps the value the table was made with, and "other" where what the cell holds
    is not the map's value (the cell stands for another state: IX's win[0][0][0][0], a sum the moves
    never make). A state whose cell the listing neither writes nor reads is left out (877's empty
    intervals). A cell is the state whose key is its indices, or its indices and one part more that the
    others decide (whose turn it is: VI's, IX's). ``shaped``: whether any state of the map has a cell
    (False: the listing keeps another shape, VII's one row dp[j]); nothing when the listing cannot run
    here, or runs more than ``TABLE_LINES`` lines."""
    try:
        solution = solved(game.slug, values, "auto")
        positions, _ = traces.reachable(solution.rules, limit=LISTED_STATES)
        run = counted(game, path, solution.instance, table, most=TABLE_LINES)
    except Exception:  # noqa: BLE001 - a listing that cannot run here (or runs too long) is simply not traced
        return {}
    last: dict[tuple[Any, ...], tuple[int, Any, str]] = {}
    for (indices, value), line, reads in zip(run.cells, run.written_at, run.reads, strict=True):
        if indices is not None:
            last[indices] = (line, value, "recurrence" if reads else "base")
    arities = {len(indices) for indices in last or run.initial}  # nothing written (V's one stone): what it reads
    if len(arities) != 1:
        return {"name": table, "shaped": False, "lines": {}, "values": {}, "kinds": {}}
    arity = arities.pop()
    keys = [tuple(key) if isinstance(key, tuple) else (key,) for key in positions]
    longer = [key for key in keys if len(key) == arity + 1]
    decided = len({key[:-1] for key in longer}) == len(longer)  # the last part follows from the others
    perfect = oracle(game, solution.instance, solution.rules)
    lines: dict[str, int] = {}
    held: dict[str, Any] = {}
    kinds: dict[str, str] = {}
    shaped = False
    for key, parts in zip(positions, keys, strict=True):
        cell = parts[:-1] if len(parts) == arity + 1 and decided else parts
        if len(cell) != arity:
            continue
        shaped = True
        if cell in last:
            line, value, kind = last[cell]
        elif cell in run.initial and run.made is not None:
            line, value, kind = run.made, run.initial[cell], "made"
        else:
            continue
        worth = perfect.value(positions[key])
        right = value == (worth > 0) if isinstance(value, bool) else value == worth
        shown = json.dumps(plain(key), separators=(",", ":"))
        lines[shown], held[shown], kinds[shown] = line, value, kind if right else "other"
    return {"name": table, "shaped": shaped, "lines": lines, "values": exact(held), "kinds": kinds}


def listing_run(game: Game, values: str, path: Path,
                method: str) -> tuple[str, dict[tuple[Any, ...], Any], dict[tuple[Any, ...], int]] | None:
    """The memo listing run on the instance (its ``Solution().method``): the name of its one cached
    function, what that returned for each argument tuple it was called with, and which of those calls
    were base cases (they called the function no further), each with the line it returned from; None
    when it cannot run here, or caches other than one function (its results could not be told apart)."""
    import builtins
    import sys
    import threading

    calls: dict[tuple[Any, ...], Any] = {}
    cached: list[str] = []
    bases: dict[tuple[Any, ...], int] = {}
    importing = recording_import(calls, cached, bases)
    namespace: dict[str, Any] = {"__builtins__": {**vars(builtins), "__import__": importing}, "__name__": "listing"}
    limit, stack = sys.getrecursionlimit(), threading.stack_size()  # a deep listing sets both: put back after
    try:
        exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)  # noqa: S102 - the lesson's own file
        instance = game.validate(instance_from(game, values))
        getattr(namespace["Solution"](), method)(*as_arguments(game.instance, instance))
    except Exception:  # noqa: BLE001 - a listing that cannot run here is simply not compared
        return None
    finally:
        sys.setrecursionlimit(limit)
        threading.stack_size(stack)
    return (cached[0], calls, bases) if len(cached) == 1 else None


def recording_import(calls: dict[tuple[Any, ...], Any], cached: list[str],
                     bases: dict[tuple[Any, ...], int]) -> Callable[..., Any]:
    """``__import__`` for a listing: its ``from functools import cache`` (or ``lru_cache``) gets a cache
    that also records each call's answer in ``calls``, the cached function's name in ``cached``, and in
    ``bases`` the calls that answered without calling it again (its base cases), each with the line of
    the listing it returned from (the base case's ``return``)."""
    import builtins
    import sys
    from types import SimpleNamespace

    def cache(function: Callable[..., Any]) -> Callable[..., Any]:
        memo: dict[tuple[Any, ...], Any] = {}
        cached.append(function.__name__)
        code = function.__code__
        asked = [0]  # calls so far, found in the memo or not

        def wrapped(*arguments: Any) -> Any:
            asked[0] += 1
            if arguments not in memo:
                before = asked[0]
                returned = [0]  # the line this call's own frame returned from (a call within watches its own)

                def watch(frame: Any, event: str, _: Any) -> None:
                    if event == "return" and frame.f_code is code:
                        returned[0] = frame.f_lineno

                outer = sys.getprofile()
                sys.setprofile(watch)
                try:
                    memo[arguments] = calls[arguments] = function(*arguments)
                finally:
                    sys.setprofile(outer)
                if asked[0] == before:
                    bases[arguments] = returned[0]
            return memo[arguments]

        return wrapped

    tools = SimpleNamespace(cache=cache, lru_cache=lambda *_, **__: cache)
    real_import = builtins.__import__

    def importing(name: str, *rest: Any, **named: Any) -> Any:
        return tools if name == "functools" else real_import(name, *rest, **named)

    return importing


LESSON_SIZE = 8
"""Largest instance the lesson is told on; a larger one gets the game's own example (a worked
example of 40 piles teaches nothing)."""


def lesson_view(game: str, values: str = "", lang: str = "en") -> dict[str, Any]:
    """The game's lesson as a whole HTML page (MathML, inline SVG plots, nothing loaded), told on
    the page's instance when it is small, with ``stonegame lesson --quick``'s budgets."""
    from stonegame.teach.document import Text
    from stonegame.teach.lesson import QUICK, lesson
    from stonegame.views.lesson import html

    check_lang(lang)
    spec = game_named(game)
    instance = None
    if values.strip():
        try:
            found = spec.validate(instance_from(spec, values))
        except StoneGameError:
            found = None
        if found is not None and spec.size(found) <= LESSON_SIZE:
            instance = found
    told = lesson(spec, instance, lang, QUICK)
    if values.strip() and instance is None:  # say so: the learner followed a link from another instance
        first = told.sections[0]
        said = Text(translate(Msg("The page's instance is not worked here: a lesson works by hand a valid instance "
                                  "of at most {most} values, so this one works the problem's example.",
                                  most=LESSON_SIZE), lang))
        told = replace(told, sections=(replace(first, blocks=(said, *first.blocks)), *told.sections[1:]))
    return {"game": spec.slug, "html": html(told)}


WORK: dict[str, Callable[..., dict[str, Any]]] = {
    "solve": solve_view, "line": line_view, "table": table_view, "trace": trace_view, "explain": explain_view,
    "cell": cell_view, "lesson": lesson_view, "listing": listing_view,
    "play": play_view, "methods": methods_view, "random": random_view, "games": games, "words": words_view,
}
"""What a worker can be asked to do, by name."""
