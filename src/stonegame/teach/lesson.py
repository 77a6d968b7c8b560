"""The lesson of a game: the write-up that teaches it, generated, every number computed.

A lesson takes a game from the question to an answer a learner can rebuild alone, in the
order a good write-up takes: the problem; state and choice; the recurrence and one cell
worked out with its numbers; brute force, memo and table, each with its code and its cost
counted on the example; the step that makes it fast; a check that the methods agree; how they
grow; the common mistakes, each with its smallest counterexample; patterns found over all
small instances; and how to try it.

What a game says of itself beyond its rules is its ``Teaching`` (``stonegame.core.teaching``):
its statement, terms, recurrence, fill order, argument and mistakes. A game without one (a
family, a user's ``--rules`` variant) gets the sections its declaration allows, with the
engine's own recurrence. The lesson is a document of plain blocks, every sentence already
said in its language; ``stonegame.views.lesson`` draws it as text, Markdown, HTML and a
notebook.

Glossary: example = the instance the lesson is told on (the statement's first, or the one
given); cell = a state's value as the recurrence writes it (``dp[1][3]``); listing = a code
file of the game's ``solutions/`` or ``mistakes/``.

Why one module of about 600 lines: a lesson is one story told in order, each section a short
maker over the same writer and the figures the earlier ones found; the document's blocks
(``teach.document``) and the listings run as LeetCode runs them (``teach.listings``) are apart.
"""

from __future__ import annotations

import math
import os
import random
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from stonegame.catalogs import Msg, Name, Plural, sentences, translate
from stonegame.core import search
from stonegame.core.budget import refusal
from stonegame.core.errors import InapplicableMethod, StoneGameError, TooLarge
from stonegame.core.game import Game, answer_text
from stonegame.core.instances import as_json, as_words
from stonegame.core.line import Oracle
from stonegame.core.solution import Solution, oracle, solve
from stonegame.core.teaching import Form, Teaching
from stonegame.core.values import minus, shown
from stonegame.teach import explain, growth, listings, patterns, trace
from stonegame.teach.document import Block, Code, Grid, Growth, Items, Lesson, Math, Section, Table, Terms, Text
from stonegame.teach.listings import mistake_path, smallest_failure
from stonegame.tools import grundy as sprague_grundy

SECTIONS = ("problem", "state", "recurrence", "methods", "directions", "fast", "agreement", "growth", "mistakes",
            "patterns", "grundy", "try")
"""The sections of a lesson, in the order it tells them."""

AGREEMENT = 300
"""Random instances every method solves while the lesson is made."""


@dataclass(frozen=True)
class Budget:
    """What a lesson may spend on measuring: ``agreement`` random instances every method solves,
    and the seconds one timed run (``run``) and each method's whole ladder (``ladder``) may take
    in the growth section (``stonegame.teach.growth``); ``seed`` draws the random instances."""

    agreement: int = AGREEMENT
    run: float = 0.05
    ladder: float = 0.4
    seed: int = 0


QUICK = Budget(agreement=30, run=0.005, ladder=0.05)
"""``--quick``'s budget: a lesson in about a second, whose measures say less (the site and the page use it)."""

REFUSALS = 3
"""Instances of one size brute force refuses before the agreement draws only smaller ones."""

AGREEMENT_BRUTE = 50_000
"""Most positions brute force walks on one of them (an instance past it is left out): a
lesson is made in seconds, and small instances are where methods disagree if they do."""

SHOWN_TERMS = 6
"""Most moves a worked cell writes out (the rest are "…")."""

GRUNDY_UPTO = 40
"""The one-heap value sequence a lesson shows, g(0) to g(GRUNDY_UPTO)."""

SYNTAX = {"py": "python", "cpp": "cpp", "java": "java"}
"""A listing's file extension and the syntax its code is highlighted as."""

SEARCHED = ("brute", "memo", "table")
"""The methods every game has (the table where the game has one), told in this order."""


@dataclass
class _Writer:
    """What the sections share while they are made: the game, the example solved, the language."""

    game: Game
    solution: Solution
    lang: str
    teaching: Teaching | None
    facts: dict[str, Any]

    def say(self, message: Msg | Name | str) -> str:
        return translate(message, self.lang)

    def text(self, message: Msg | str) -> Text:
        return Text(self.say(message))

    @property
    def perfect(self) -> Oracle[Any, Any]:
        return oracle(self.game, self.solution.instance, self.solution.rules, scene=self.solution.scene)

    def cell(self, position: Any) -> str:
        """A state's value as the recurrence writes it: the game's notation, or v(what is left).
        A state is named by its memo key, as the map names its cell (II's (3, M = 2) is
        dp[3][1] once 2M covers every pile left: one state, one name)."""
        if self.teaching is not None:
            return self.teaching.cell(self.solution.rules.key(position))
        picture = self.solution.scene.show(position)
        if isinstance(picture, dict):  # named fields (IX's counts): the state's key says it in fewer characters
            key = self.solution.rules.key(position)
            told = ", ".join(map(str, key)) if isinstance(key, tuple) else str(key)
        else:
            told = shown(picture, 40)
        return r"v(\text{" + _escaped(told) + "})"


def _escaped(text: str) -> str:
    """Text put inside ``\\text{}``: LaTeX's special characters escaped."""
    for char in "\\{}$&#%_^~":
        text = text.replace(char, "\\" + char if char not in "\\^~" else "")
    return text


def lesson(game: Game, instance: Any = None, lang: str = "en", budget: Budget = Budget()) -> Lesson:
    """The lesson of ``game`` on ``instance`` (default: the statement's first example), in ``lang``,
    measuring within ``budget``: a small one makes a quick lesson (the tests use them).

    >>> from stonegame import get_game
    >>> made = lesson(get_game("stone-game"), budget=Budget(agreement=20, run=0.002, ladder=0.02))
    >>> [section.key for section in made.sections]  # doctest: +NORMALIZE_WHITESPACE
    ['problem', 'state', 'recurrence', 'methods', 'directions', 'fast', 'agreement', 'growth', 'mistakes', 'patterns',
     'try']
    >>> made.facts["worked"]["latex"].startswith(r"\\mathrm{dp}[1][3] = \\max(")  # a cell whose options differ
    True
    """
    began = time.perf_counter()
    explain.check_lang(lang)
    if instance is None:
        example, solution = _first_with_a_choice(game)
    else:
        example = game.validate(instance)
        _admit(game, example)
        solution = solve(game, example)
    writer = _Writer(game, solution, lang, game.parts.teaching, {})
    title = writer.say(Msg("Lesson: {game}", game=explain.game_name(game)))
    makers: dict[str, Callable[[_Writer], tuple[Block, ...]]] = {
        "problem": _problem, "state": _state, "recurrence": _recurrence, "methods": _methods,
        "directions": _directions, "fast": _fast,
        "agreement": lambda w: _agreement(w, budget.agreement, budget.seed),
        "growth": lambda w: _growth(w, budget.run, budget.ladder, budget.seed), "mistakes": _mistakes,
        "patterns": _patterns, "grundy": _grundy, "try": _try,
    }
    sections = []
    for key in SECTIONS:
        blocks = makers[key](writer)
        if blocks:
            sections.append(Section(key, writer.say(TITLES[key]), blocks))
    return Lesson(game, example, lang, title, tuple(sections), writer.facts, time.perf_counter() - began)


LESSON_WORK = 500_000
"""The most moves (or positions, where a game cannot count its moves) of the example's search a
lesson is told on: it runs memo.py and table.py on the example line by line, counting each line, and
works its cells out one by one, so that its cost grows with the search's. 877's 700 piles take
about 13 s; a longer example is refused with the size that fits (``_admit``)."""


def _work(game: Game, instance: Any) -> int | None:
    """The example's search as the game counts it before it starts (None: the game cannot tell, or
    refuses it outright, which the sections that would search it say themselves)."""
    try:
        estimate = game.rules(game.instance.exact(instance)).estimate()
    except StoneGameError:
        return None
    return None if estimate is None else max(estimate.positions, estimate.moves or 0)


def _admit(game: Game, example: Any) -> None:
    """Refuse, in one line, an example too large for a lesson (``LESSON_WORK``), saying the size that fits."""
    work = _work(game, example)
    if work is None or work <= LESSON_WORK:
        return
    low, high = game.instance.smallest, game.size(example) - 1
    while low < high:  # the largest n whose search fits: the work grows with n
        middle = (low + high + 1) // 2
        fits = _work(game, game.instance.cut(example, middle))
        low, high = (middle, high) if fits is not None and fits <= LESSON_WORK else (low, middle - 1)
    if low == game.instance.smallest and (_work(game, game.instance.cut(example, low)) or 0) > LESSON_WORK:
        # the values, not n, make the search large (nim's one pile of 10^12 stones): no shorter row fits
        raise TooLarge(Msg("a lesson of {game} runs its listings line by line on the example, and this example's "
                           "search would take about {work:,} steps, over the {most:,} a lesson runs: try "
                           "`stonegame solve {game}` on it, or a lesson on smaller values", game=game.slug,
                           work=work, most=LESSON_WORK))
    raise TooLarge(Msg("a lesson of {game} is told on at most n = {most:,} (it runs its listings line by line on "
                       "the example); this example has n = {n:,}: try `stonegame solve {game}` on it, or a lesson "
                       "on a shorter row", game=game.slug, most=low, n=game.size(example)))


def _first_with_a_choice(game: Game) -> tuple[Any, Solution]:
    """The instance a lesson is told on by default, validated, and its solution: the statement's first
    example with a state whose options are worth different amounts, so that the worked cell shows a
    decision (IX's [2, 1] has none: both first removals win, as fast); else the first whose first state
    has a choice to make (a worked cell needs two moves; IV's n = 1 has one); else the game's example."""
    choosing: list[tuple[Any, Solution]] = []
    for instance, _ in game.statement_examples:
        try:
            example = game.validate(instance)
            solution = solve(game, example)
        except StoneGameError:
            continue
        rules = solution.rules
        if len(rules.moves(rules.start())) < 2:
            continue
        if _decision(_Writer(game, solution, "en", game.parts.teaching, {})) is not None:
            return example, solution
        choosing.append((example, solution))
    if choosing:
        return choosing[0]
    example = game.validate(game.example)
    return example, solve(game, example)


TITLES = {
    "problem": Msg("The problem"),
    "state": Msg("State and choice"),
    "recurrence": Msg("The recurrence"),
    "methods": Msg("Brute force, then memo, then the table"),
    "directions": Msg("Top-down or bottom-up"),
    "fast": Msg("The step that makes it fast"),
    "agreement": Msg("Checking that they agree"),
    "growth": Msg("How they grow"),
    "mistakes": Msg("Common mistakes"),
    "patterns": Msg("Patterns found"),
    "grundy": Msg("Grundy values"),
    "try": Msg("Try it"),
}


def _problem(w: _Writer) -> tuple[Block, ...]:
    game, solution = w.game, w.solution
    blocks: list[Block] = []
    if w.teaching is not None:
        blocks.append(w.text(w.teaching.statement))
    else:
        blocks.append(w.text(Msg("{game}: {summary}", game=explain.game_name(game), summary=game.summary)))
        given = parameters(game)
        if given:
            blocks.append(w.text(Msg("Its parameters, as the rules file sets them: {given}.",
                                     given=", ".join(f"{name} = {value!r}" for name, value in given.items()))))
    problem = game.problem
    if problem is not None:
        blocks.append(w.text(Msg("LeetCode {number}: {url}. Constraints: {constraints}.", number=problem.number,
                                 url=problem.url, constraints=Name(problem.constraints))))
    answer = answer_text(solution.answer, quoted=True)
    blocks.append(w.text(Msg("The example: {instance}. The answer is {answer}; here is the optimal play, move by "
                             "move.", instance=explain.instance_text(game, solution.instance, w.lang),
                             answer=answer)))
    try:
        story = explain.explain(solution, w.lang).splitlines()[1:]  # the first line repeats the example and the answer
        argument = solution.scene.insight()
        if argument is not None:  # the argument is told once, where the fast method is
            said = w.say(argument)
            story = [line for line in story if said not in line]
        blocks.append(Items(tuple(("\t" + line.strip()) if line.startswith(" ") else line for line in story)))
    except TooLarge as refusal:
        blocks.append(w.text(Msg("(The optimal play is not shown: {why}.)", why=str(refusal))))
    w.facts["answer"] = solution.answer
    return tuple(blocks)


def _rules_module(game: Game) -> Any:
    """The module of a declared variant's rules file (the one that holds the game), or None for a
    game of the package: its rules are a class of the package, whichever of the user's modules (a
    script, a notebook, a test) also holds the game."""
    if (getattr(game.rules, "__module__", None) or "").startswith("stonegame."):
        return None
    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "") or ""
        if name.startswith("stonegame") or getattr(module, "__file__", None) is None:
            continue
        if any(value is game for value in list(vars(module).values())):
            return module
    return None


def parameters(game: Game) -> dict[str, Any]:
    """A declared variant's parameters: the module-level constants of its rules file (``K = 2``)."""
    module = _rules_module(game)
    if module is None:
        return {}
    return {name: value for name, value in vars(module).items()
            if name.isupper() and name != "GAME" and not name.startswith("_")
            and isinstance(value, (int, float, str, tuple))}


def rules_file(game: Game) -> str | None:
    """The rules file a declared variant was loaded from, as a path from here where it can be."""
    module = _rules_module(game)
    if module is None:
        return None
    try:
        return os.path.relpath(module.__file__)
    except ValueError:  # another drive
        return str(module.__file__)


def _state(w: _Writer) -> tuple[Block, ...]:
    game, solution = w.game, w.solution
    rules, scene = solution.rules, solution.scene
    blocks: list[Block] = []
    if w.teaching is not None:
        blocks.append(Terms(tuple((symbol, w.say(meaning)) for symbol, meaning in w.teaching.terms)))
        blocks += [w.text(w.teaching.state), w.text(w.teaching.value)]
    else:
        blocks.append(w.text(Msg("A state is a position of the game, what is left to play; a move leads to another "
                                 "state, with the other player to move (or the same one, when the rules say the "
                                 "mover goes again).")))
        if game.scoring:
            blocks.append(w.text(Msg("The value of a state is what the player to move can secure from it: own "
                                     "points minus the opponent's.")))
        else:
            blocks.append(w.text(Msg("The value of a state is +1 if the player to move wins from it, −1 if not.")))
    start = rules.start()
    moves = rules.moves(start)
    cell, left = _named(w, start)
    blocks.append(w.text(Msg("On the example, the first state is {cell}: {left}, and it has {moves}:", cell=cell,
                             left=left, moves=Plural("{n} possible move", "{n} possible moves", len(moves)))
                         if left else
                         Msg("On the example, the first state is {cell}, and it has {moves}:", cell=cell,
                             moves=Plural("{n} possible move", "{n} possible moves", len(moves)))))
    lines = []
    for move in moves[:SHOWN_TERMS]:
        step = rules.play(start, move)
        said = explain.phrase(scene, start, move)
        says_gain = said.params.get("scored") == step.gain  # VII's "(scoring the 10 left)": not said twice
        gain = w.say(Msg(", scoring {gain}", gain=minus(step.gain))) if game.scoring and not says_gain else ""
        cell, left = _named(w, step.position)
        lines.append(w.say(Msg("{said}{gain}: leads to {cell}, {left}", said=said, gain=gain, cell=cell, left=left)
                           if left else Msg("{said}{gain}: leads to {cell}", said=said, gain=gain, cell=cell)))
    if len(moves) > SHOWN_TERMS:
        lines.append(w.say(Plural("… and {n} more move", "… and {n} more moves", len(moves) - SHOWN_TERMS)))
    blocks.append(Items(tuple(lines)))
    return tuple(blocks)


def _named(w: _Writer, position: Any) -> tuple[str, str]:
    """A state's cell, inline, and its picture; the picture is empty where the cell's name already
    draws it (a declared game's states are named ``v(picture)``), so that it is not said twice."""
    latex = w.cell(position)
    picture = explain.picture(w.solution.scene.show(position), w.lang, w.solution.scene)
    return _inline(latex), "" if str(picture) in latex else picture


def _inline(latex: str) -> str:
    """A cell written inline in a sentence: the LaTeX between ``$``, which every view reads."""
    return f"${latex}$"


def _recurrence(w: _Writer) -> tuple[Block, ...]:
    blocks: list[Block] = []
    if w.teaching is not None:
        blocks.append(w.text(Msg("The base cases:")))
        blocks += [Math(f.latex, w.say(f.said) if f.said else "") for f in w.teaching.recurrence.base]
        blocks.append(w.text(Msg("The transition:")))
        blocks += [Math(f.latex, w.say(f.said) if f.said else "") for f in w.teaching.recurrence.transition]
    else:
        blocks.append(w.text(Msg("Every game of the family is solved by one recurrence (negamax): the best, over the "
                                 "moves, of what the move scores and what the state it leads to is worth, counted "
                                 "against the mover when the turn passes.")))
        blocks.append(Math(r"v(p) = \mathrm{end}(p)", w.say(Msg("when p has no move"))))
        blocks.append(Math(r"v(p) = \max_{m} \bigl(g(p, m) - v(p_m)\bigr)",
                           w.say(Msg("or g(p, m) + v(pₘ) when the mover moves again"))))
    worked = _worked(w)
    if worked is not None:
        latex, said, position = worked
        blocks.append(w.text(Msg("One cell worked out on the example, {cell}, with its numbers plugged in:",
                                 cell=_inline(w.cell(position)))))
        blocks.append(Math(latex, said))
    blocks += _forms(w, "recurrence")
    return tuple(blocks)


def _forms(w: _Writer, section: str) -> list[Block]:
    """The teaching's other forms told in ``section``: each derived, written, and worked on the example."""
    blocks: list[Block] = []
    for form in () if w.teaching is None else w.teaching.forms:
        if form.section != section:
            continue
        blocks.append(w.text(Msg("{title}.", title=form.title)))
        blocks.append(w.text(form.said))
        if form.steps:
            blocks.append(Items(tuple(w.say(step) for step in form.steps)))
        blocks += [Math(f.latex, w.say(f.said) if f.said else "") for f in form.formulas]
        if form.example is not None:
            instance = _shown_on(w, form)
            if instance != w.solution.instance:
                other = explain.instance_text(w.game, instance, w.lang)
                size = w.game.size(w.solution.instance)
                blocks.append(w.text(Msg("The example is too long to work this out by hand ({n:,} values; a form is "
                                         "worked on at most {most}), so it is checked on {instance}:", n=size,
                                         most=WORKED_MOST, instance=other)
                                     if size > WORKED_MOST else
                                     Msg("{why}, so it is checked on {instance}:", why=form.unshown, instance=other)
                                     if form.unshown is not None else
                                     Msg("The example does not show this, so it is checked on {instance}:",
                                         instance=other)))
            w.facts.setdefault("worked_on", {})[section] = instance
            worked = form.example(w.game.instance.exact(instance))
            if worked:
                blocks.append(Items(tuple(w.say(line) for line in worked)))
    return blocks


WORKED_MOST = 30
"""The most values a form is worked on in the text: each of its sentences is read by a learner, and
some walk every cell (877's max/min check is O(n²), its merges one sentence each). A longer example
(a learner's own 5,000 piles) has its forms worked on a statement's example instead, and says so."""


def _shown_on(w: _Writer, form: Form) -> Any:
    """The instance ``form`` is worked on: the lesson's example where it shows what the form works
    out (``Form.shows``) and has at most ``WORKED_MOST`` values, else the first of the statement's
    examples, then of the instances the game declares for it, that does; the example where none does
    (the game's own example where the lesson's is too long)."""
    example = w.solution.instance
    short = w.game.size(example) <= WORKED_MOST
    if form.shows is None and short:
        return example
    candidates = [*([example] if short else []), *(instance for instance, _ in w.game.statement_examples),
                  *form.instances]
    for candidate in candidates:
        try:
            instance = w.game.validate(candidate)
            if w.game.size(instance) <= WORKED_MOST and (form.shows is None
                                                         or form.shows(w.game.instance.exact(instance))):
                return instance
        except StoneGameError:
            continue
    return example if short else w.game.validate(w.game.example)


def _number(value: int) -> str:
    return f"({value})" if value < 0 else str(value)


def _worked(w: _Writer) -> tuple[str, str, Any] | None:
    """The recurrence at a state where the choice matters (its options are worth different
    amounts), its numbers plugged in: (LaTeX, the best move in words, the state). The first such
    state of the optimal line is taken, else the first of all the example's states, else the
    first with two moves: a tie between the options shows no decision."""
    choosing = _choosing(w)
    if not choosing:
        return None
    chosen = next((p for p in choosing if _options_differ(w, p)), choosing[0])
    latex, said, value, best = _plugged(w, chosen)
    w.facts["worked"] = {"latex": latex, "value": value, "move": best}
    return latex, said, chosen


def _choosing(w: _Writer) -> list[Any]:
    """The example's states with two moves or more: the optimal line's first, then all it reaches."""
    rules = w.solution.rules
    try:
        line: list[Any] = list(w.solution.line)
    except TooLarge:
        line = []
    candidates = [rules.start()] + [move.after for move in line]
    try:
        found, _ = trace.reachable(rules, limit=2_000)
        candidates += list(found.values())
    except TooLarge:
        pass
    return [p for p in candidates if len(rules.moves(p)) >= 2]


def _decision(w: _Writer) -> Any:
    """The first of the example's states whose options are worth different amounts, or None."""
    return next((p for p in _choosing(w) if _options_differ(w, p)), None)


def _options_differ(w: _Writer, position: Any) -> bool:
    """True when the moves from ``position`` are worth different amounts to the mover."""
    perfect = w.perfect
    worths = set()
    for _, step in perfect.options(position)[:SHOWN_TERMS]:
        child = perfect.value(step.position)
        worths.add((step.gain if w.game.scoring else 0) + (child if step.again else -child))
    return len(worths) >= 2


def _plugged(w: _Writer, position: Any) -> tuple[str, str, int, Any]:
    """The recurrence at ``position`` with its numbers plugged in: (LaTeX, the best move in
    words, the value, the best move); a position without moves is its end value."""
    scene, game = w.solution.scene, w.game
    perfect = w.perfect
    choices = perfect.options(position)
    value = perfect.value(position)
    if not choices:
        return rf"{w.cell(position)} = {value}", w.say(Msg("no move is left: the game ends here")), value, None
    symbols, numbers = [], []
    over = None  # the value of the game's end, where a move leaves nothing: no state to name, no cell of a table
    for _, step in choices[:SHOWN_TERMS]:
        child, worth = w.cell(step.position), perfect.value(step.position)
        if ended(w.solution, step.position):
            child, over = _number(worth), worth
        sign = "+" if step.again else "-"
        if game.scoring:
            symbols.append(f"{_number(step.gain)} {sign} {child}")
            numbers.append(f"{_number(step.gain)} {sign} {_number(worth)}")
        else:
            symbols.append(f"{sign}{child}" if sign == "-" else child)
            numbers.append(f"{sign}{_number(worth)}" if sign == "-" else _number(worth))
    more = [r"\ldots"] if len(choices) > SHOWN_TERMS else []
    best, _ = perfect.best(choices)
    latex = _said_once(w.cell(position), _maximum(symbols + more), _maximum(numbers + more), str(value))
    move = explain.phrase(scene, position, best.move)
    said = w.say(Msg("so the best move is to {said}", said=move) if over is None
                 else Msg("so the best move is to {said}. A move that leaves nothing ends the game: there the value "
                          "is {value}, written as {value} in the formula.", said=move, value=Name(_number(over))))
    return latex, said, value, best.move


def _maximum(terms: list[str]) -> str:
    r"""The max over ``terms`` in LaTeX: one term is its own max.

    >>> _maximum(["4 - 0"]), _maximum(["9 - 1", "2 - 8"])
    ('4 - 0', '\\max(9 - 1, 2 - 8)')
    """
    return terms[0] if len(terms) == 1 else rf"\max({', '.join(terms)})"


def _said_once(*forms: str) -> str:
    r"""Equal forms joined by =, each said once: a form the step before already wrote (the numbers
    plugged into a formula that names no state, ``4 - 0 = 4 - 0``) is left out.

    >>> _said_once(r"\mathrm{dp}[4][1]", "4 - 0", "4 - 0", "4")
    '\\mathrm{dp}[4][1] = 4 - 0 = 4'
    """
    kept = [form for k, form in enumerate(forms) if k == 0 or form != forms[k - 1]]
    return " = ".join(kept)


def ended(solution: Solution, position: Any) -> bool:
    """Whether ``position`` is the game's end with nothing left (an empty row): the recurrence's base
    case, which the worked formula writes as its value and the map of the states draws as no cell (II's
    dp[5][0], 877's empty intervals)."""
    shown = solution.scene.show(position)
    return isinstance(shown, (list, tuple)) and not shown and not solution.rules.moves(position)


def worked(solution: Solution, position: Any, lang: str = "en") -> tuple[str, str, int, Any]:
    """Any state's cell worked out as the lesson works its one (the recurrence with the numbers
    plugged in): (LaTeX, the best move in words, the value, the best move). The playground's
    selected cell asks this, so the page and the lesson never disagree."""
    return _plugged(_Writer(solution.game, solution, lang, solution.game.parts.teaching, {}), position)


def listing(w: _Writer, folder: str, name: str) -> list[Code]:
    """The listings ``name``.py, .cpp and .java of the game's ``folder`` (solutions or mistakes)."""
    found = []
    for extension, syntax in SYNTAX.items():
        path = listings.solution_path(w.teaching, name, extension, folder)
        if path is not None:
            found.append(Code(syntax, path.read_text(encoding="utf-8").rstrip(), f"{folder}/{path.name}"))
    return found


METHOD_WORDS = {
    "brute": Msg("Brute force follows the recurrence as it is: every line of play is walked to its end, and a state "
                 "that several lines reach is walked again for each of them."),
    "memo": Msg("Top-down with a memo: the same recursion, but each state's value is computed once and remembered; "
                "the work is the number of states times the moves from each."),
    "table": Msg("Bottom-up: the table is filled in an order where every state comes after the states it depends "
                 "on, so no recursion is needed."),
}


def _methods(w: _Writer) -> tuple[Block, ...]:
    game = w.game
    blocks: list[Block] = []
    costs: dict[str, int | None] = {}
    for method in SEARCHED:
        if method not in game.methods:
            continue
        path = listings.solution_path(w.teaching, method)
        blocks.append(w.text(Msg("{method} ({complexity}). {words}", method=METHOD_NAMES[method],
                                 complexity=Name(complexity(game, method, path)), words=METHOD_WORDS[method])))
        blocks += _declared_apart(w, method, path)
        said, count = _counted(w, method, path)
        costs[method] = count
        if said is not None:
            blocks.append(w.text(said))
        blocks += listing(w, "solutions", method)
        if method == "table":
            blocks += _fill_order(w)
    w.facts["costs"] = costs
    return tuple(blocks)


HEADER_COMPLEXITY = re.compile(r"O\((?:[^()]|\([^()]*\))*\)")
"""A complexity in a listing's header comment: ``O(n²)``, ``O(2^n · n)``, ``O(n·√n)``."""


def complexity(game: Game, method: str, path: Path | None) -> str:
    """What ``method`` costs as the text beside its listing says it: the listing's own header
    (its first O(…)) where there is a listing, else the method's declared complexity."""
    if path is not None:
        head = "".join(line for line in path.read_text(encoding="utf-8").splitlines()[:3]
                       if line.lstrip().startswith(("#", "//")))
        timed = re.search(HEADER_COMPLEXITY.pattern + r"(?= time)", head)  # "O(n²) states …: O(n³) time"
        found = timed or HEADER_COMPLEXITY.search(head)
        if found:
            return found[0]
    declared = game.solver(method).complexity or "?"
    found = HEADER_COMPLEXITY.match(declared)  # "O(n·√n) worst, sieve from …": the bound alone
    return found[0] if found else declared


def _declared_apart(w: _Writer, method: str, path: Path | None) -> list[Block]:
    """Where the listing's header and the library's own method (its ``Method``, which ``stonegame games``
    lists) give different costs, both are said, each where it comes from: they are two pieces of code (VI's
    fast.py counts the sums a + b ≤ 200 in O(n); the library's fast method sorts any values, O(n log n))."""
    if path is None:
        return []
    listed, declared = complexity(w.game, method, path), complexity(w.game, method, None)
    if listed == declared or declared == "?":
        return []
    return [w.text(Msg("{listing} costs {listed}, as its header says; the library's own {method} method, the one "
                       "`stonegame games` lists, is other code and costs {declared}.", listing=path.name,
                       listed=Name(listed), method=METHOD_NAMES[method], declared=Name(declared)))]


def _counted(w: _Writer, method: str, path: Path | None) -> tuple[Msg | None, int | None]:
    """What ``method`` does on the example, counted on its listing (``listings.counted``): the
    calls brute force makes, the states the memo stores and the lookups its cache answers, the
    cells the table writes; for a game without listings, what the engine visits."""
    game, example = w.game, w.solution.instance
    if path is None:
        try:
            if method in ("brute", "memo"):
                count = solve(game, example, method).stats.positions or 0
                if method == "memo":
                    return Plural("On the example it computes {n:,} distinct state.",
                                  "On the example it computes {n:,} distinct states.", count), count
                return Plural("On the example it visits {n:,} position.", "On the example it visits {n:,} positions.",
                              count), count
            positions, _ = trace.reachable(w.solution.rules, limit=100_000)
        except (TooLarge, StoneGameError):
            return None, None
        return Plural("On the example it fills {n:,} cell.", "On the example it fills {n:,} cells.",
                      len(positions)), len(positions)
    if refusal(game, method, example) is not None:  # its listing would not finish here either
        return None, None
    counted = listings.counted(game, path, example, w.teaching.name if w.teaching else None)
    w.facts.setdefault("counted", {})[method] = counted
    if method == "brute":  # the repetition is said where there is some, counted on the listing's arguments
        again = counted.calls - counted.distinct
        if again > 0:
            return Plural("On the example, {listing} calls its function {n:,} time, on {states}: {again} on a state "
                          "it had already met along another line of play.", "On the example, {listing} calls its "
                          "function {n:,} times, on {states}: {again} on a state it had already met along another "
                          "line of play.", counted.calls, listing=path.name,
                          states=Plural("{n:,} distinct state", "{n:,} distinct states", counted.distinct),
                          again=Plural("{n:,} of the calls is", "{n:,} of the calls are", again)), counted.calls
        return Plural("On the example, {listing} calls its function {n:,} time, each time on a different state: no "
                      "two lines of play meet here, so it repeats nothing on this example.", "On the example, "
                      "{listing} calls its function {n:,} times, each time on a different state: no two lines of "
                      "play meet here, so it repeats nothing on this example.", counted.calls,
                      listing=path.name), counted.calls
    if method == "memo":
        stored = Plural("{n:,} state", "{n:,} states", counted.stored)
        if not counted.hits:  # "0 more calls find theirs" reads as a count of something that did not happen
            return Msg("On the example, {listing} computes {stored}, and no call finds its state already in the "
                       "cache: each is reached once.", listing=path.name, stored=stored), counted.stored
        return Msg("On the example, {listing} computes {stored}, and {hits} already in the cache.",
                   listing=path.name, stored=stored,
                   hits=Plural("{n:,} more call finds its state", "{n:,} more calls find theirs",
                               counted.hits)), counted.stored
    return Plural("On the example, {listing} writes {n:,} cell of {name}.", "On the example, {listing} writes {n:,} "
                  "cells of {name}.", counted.writes, listing=path.name,
                  name=w.teaching.name if w.teaching else "dp"), counted.writes


def _directions(w: _Writer) -> tuple[Block, ...]:
    """Top-down against bottom-up, measured on the example's listings: how deep the memo's
    recursion goes (and how that grows with n), what its cache saves, which cells each computes
    and why they differ, and what the depth costs at the largest input."""
    memo, table = (listings.solution_path(w.teaching, method) for method in ("memo", "table"))
    counted = w.facts.get("counted", {})
    if memo is None or table is None or "memo" not in counted or "table" not in counted:
        return ()
    top, bottom = counted["memo"], counted["table"]
    blocks: list[Block] = [w.text(Msg(
        "Top-down starts from the question, the whole example, and reaches a base case only at the end of its first "
        "descent: on the example its recursion goes {depth} calls deep, computes {stored} and answers {hits} from its "
        "cache. Bottom-up starts from the base cases and reaches the answer's cell last, in the fill order above: it "
        "calls nothing, so it has no depth, and it writes {writes}.", depth=top.depth,
        stored=Plural("{n:,} state", "{n:,} states", top.stored),
        hits=Plural("{n:,} call", "{n:,} calls", top.hits) if top.hits else Msg("no call"),
        writes=Plural("{n:,} cell", "{n:,} cells", bottom.writes)))]
    blocks.append(w.text(_cells_compared(w, top, bottom, memo.name, table.name)))
    blocks += _stack(w, memo, top)
    blocks.append(w.text(Msg(
        "When each is the better choice: top-down when only some states are ever reached or the fill order is not "
        "obvious, since it computes just the states the question needs, in the order the recurrence asks for them; "
        "bottom-up when the order is clear, since it needs no stack, has no call overhead, and can keep only the "
        "rows it still reads.")))
    w.facts["directions"] = {"depth": top.depth, "stored": top.stored, "hits": top.hits, "writes": bottom.writes}
    return tuple(blocks)


def _cells_compared(w: _Writer, top: listings.Counted, bottom: listings.Counted, memo: str, table: str) -> Msg:
    """Which cells the memo computes and the table writes, from the two listings' traces, and why
    they differ: the memo computes the states the question reaches, its base cases among them; the
    table writes what its loops go over. A memo's state and a table's cell are the same cell when
    their indices are (``dp(i, j)`` and ``dp[i][j]``, as the listings name them)."""
    name = w.teaching.name if w.teaching else "dp"
    function = top.function or name
    states, cells = list(top.states), [key for key, _ in bottom.cells]
    reached, written = set(states), set(cells)
    said_states = Plural("{n:,} state", "{n:,} states", len(states))
    arity = {len(key) for key in reached}, {len(key) for key in written if key is not None}
    if len(arity[0]) == 1 and len(arity[1]) == 1 and arity[0] != arity[1]:
        return Msg("{memo} computes {states}, only those the question reaches; {table} makes {writes} into {name}, "
                   "which has {indices} where the memo's states have {arguments}: the two do not count the same "
                   "cells.", memo=memo, table=table, states=said_states, name=name,
                   writes=Plural("{n:,} write", "{n:,} writes", bottom.writes),
                   indices=Plural("{n} index", "{n} indices", next(iter(arity[1]))),
                   arguments=Plural("{n} argument", "{n} arguments", next(iter(arity[0]))))
    if not reached or None in written or len(written) != len(cells):
        return Msg("{memo} computes {states}, only those the question reaches; {table} writes {cells}, whatever its "
                   "loops go over.", memo=memo, table=table, states=said_states,
                   cells=Plural("{n:,} cell", "{n:,} cells", bottom.writes))
    w.facts["cells"] = {"memo only": [key for key in states if key not in written],
                        "table only": [key for key in cells if key not in reached]}
    if reached == written:
        return Msg("They compute the same cells: the {states} {memo} computes are the cells {table} writes.",
                   states=said_states, memo=memo, table=table)
    memo_only, table_only = w.facts["cells"]["memo only"], w.facts["cells"]["table only"]
    parts: list[Msg | None] = [Msg("They do not compute the same cells: {memo} computes {states}, {table} writes "
                                   "{cells}.", memo=memo, table=table, states=said_states,
                                   cells=Plural("{n:,} cell", "{n:,} cells", len(cells)))]
    if not memo_only:
        parts.append(Msg("{memo} computes only the states the question reaches.", memo=memo))
    elif all(key in top.bases for key in memo_only):
        example = _inline(_listing_cell(function, memo_only[0], call=True, teaching=w.teaching))
        parts.append(Msg("{memo} computes only the states the question reaches, and these include {n:,} base case "
                         "it answers without asking for another state, {example}, which {table} never writes.",
                         n=1, memo=memo, table=table, example=example) if len(memo_only) == 1 else
                     Msg("{memo} computes only the states the question reaches, and these include {n:,} base cases "
                         "it answers without asking for another state, such as {example}, which {table} never "
                         "writes.", n=len(memo_only), memo=memo, table=table, example=example))
    else:  # one such state is named as it is, one of several "such as" it: a distinction every language makes
        example = _inline(_listing_cell(function, memo_only[0], call=True, teaching=w.teaching))
        parts.append(Msg("{memo} computes only the states the question reaches, and {n:,} of them, {example}, "
                         "{table} never writes.", n=1, memo=memo, table=table, example=example)
                     if len(memo_only) == 1 else
                     Msg("{memo} computes only the states the question reaches, and {n:,} of them, such as "
                         "{example}, {table} never writes.", n=len(memo_only), memo=memo, table=table,
                         example=example))
    if table_only:
        example = _inline(_listing_cell(name, table_only[0], teaching=w.teaching))
        parts.append(Msg("{table}'s loops go over its whole table, reached or not: {n:,} of the cells it writes, "
                         "{example}, is a state {memo} never computes.", n=1, memo=memo, table=table,
                         example=example) if len(table_only) == 1 else
                     Msg("{table}'s loops go over its whole table, reached or not: {n:,} of the cells it writes, "
                         "such as {example}, are states {memo} never computes.", n=len(table_only), memo=memo,
                         table=table, example=example))
    return sentences(*parts)


WRITTEN_FOR = re.compile(r"up to n = ([\d,]+)")
"""How a listing's header says the largest input it is written for ("fast enough up to n = 3000")."""


def _depth_law(points: list[tuple[int, int]]) -> tuple[int, int] | None:
    """(a, b) when every (n, depth) measured is depth = a·n + b with whole a and b, else None (the
    depth depends on more than n, or too few sizes were tried to tell)."""
    sizes = sorted({n for n, _ in points})
    if len(sizes) < 2:
        return None
    (n1, d1), (n2, d2) = (min(points), max(points))
    if (d2 - d1) % (n2 - n1):
        return None
    a = (d2 - d1) // (n2 - n1)
    b = d1 - a * n1
    return (a, b) if all(depth == a * n + b for n, depth in points) else None


def _law(a: int, b: int) -> str:
    """A depth law as a formula of n: ``n − 1``, ``2n + 1``."""
    said = "" if a == 0 else "n" if a == 1 else f"{a}n"
    if b and said:
        return f"{said} {'+' if b > 0 else '−'} {abs(b)}"
    return said or minus(b)


FRAMES_SPAN = 3
"""Fewest calls of depth between the shallowest and the deepest instance tried for the frames a
call takes to be measured (a limit found by bisection may be one off at either end)."""


def _stack(w: _Writer, memo: Path, top: listings.Counted) -> list[Block]:
    """What the memo's depth costs: its depth on a larger random instance; the law it follows in n,
    where it is one (measured on a few instances); the frames each call takes as memo.py runs (the
    least recursion limit it runs under, measured at different depths); and so the limit it needs at
    the largest input, against Python's default and what the listing does about it."""
    game = w.game
    tried = _tried(w, memo, top)
    blocks: list[Block] = []
    limits = game.problem.limits if game.problem is not None else None
    if limits is None:  # else the depths tried are told below, with the law they follow or their range
        if len(tried) > 1:
            bigger, deeper = tried[1]
            blocks.append(w.text(Msg("The depth grows with the input: on a random instance of {n} values it is "
                                     "{depth} calls.", n=game.size(bigger), depth=deeper)))
        return blocks
    source = memo.read_text(encoding="utf-8")
    per = _frames_a_call(game, memo, tried)
    largest, which = _largest(source, limits.max_n)
    points = [(game.size(instance), depth) for instance, depth in tried]
    law = _depth_law(points)
    w.facts["stack"] = {"per": per, "law": law, "largest": largest}
    parts: list[Msg | None] = [Msg("Depth is what top-down costs beyond the table.")]
    if law is not None:
        deepest = w.facts["stack"]["deepest"] = law[0] * largest + law[1]
        parts.append(Msg("At n = {largest:,}, the largest {which}, the recursion goes {deepest:,} calls deep: its "
                         "depth was {law} on each of the {count} instances tried, with n up to {most}.",
                         largest=largest, which=which, deepest=deepest, law=_law(*law), count=len(points),
                         most=max(n for n, _ in points)))
    else:
        depths = [depth for _, depth in points]
        parts.append(Msg("Its depth is not a function of n alone: it was between {least} and {most} calls on the "
                         "{count} instances tried, so it is not carried to the largest input here.",
                         least=min(depths), most=max(depths), count=len(points)))
    if per is not None:
        parts.append(Plural("As memo.py runs, each call takes {n} frame of Python's recursion limit (measured: the "
                            "least limit it runs under grows by {n} a call).", "As memo.py runs, each call takes {n} "
                            "frames of Python's recursion limit (measured: the least limit it runs under grows by {n} "
                            "a call).", per))
    if law is not None and per is not None:
        frames = w.facts["stack"]["frames"] = per * w.facts["stack"]["deepest"]
        parts.append(_verdict(source, frames))
    else:
        if per is not None:
            parts.append(Msg("At that rate Python's default limit of {limit:,} allows a recursion about {calls:,} "
                             "calls deep.", limit=DEFAULT_RECURSION, calls=DEFAULT_RECURSION // per))
        parts.append(Msg("memo.py raises the limit and runs its recursion in a thread whose stack it sets large "
                         "enough.") if "threading" in source else
                     Msg("memo.py raises the limit.") if "setrecursionlimit" in source else None)
    blocks.append(w.text(sentences(*parts)))
    return blocks


def _tried(w: _Writer, memo: Path, top: listings.Counted) -> list[tuple[Any, int]]:
    """(instance, the depth memo.py's recursion reaches on it), counted: the example, two random
    instances twice its size (within the problem's limits) and one between."""
    game, example = w.game, w.solution.instance
    size = game.size(example)
    limits = game.problem.limits if game.problem is not None else None
    larger = 2 * size if limits is None else min(2 * size, limits.max_n)
    tried: list[tuple[Any, int]] = [(example, top.depth)]
    try:
        for n, seed in ((larger, 0), (larger, 1), ((size + larger) // 2, 2)):  # two of that size, one between
            if size < n:
                other = game.validate(growth.random_instance(game, n, random.Random(seed)))
                tried.append((other, listings.counted(game, memo, other).depth))
    except (StoneGameError, RecursionError):
        return tried[:2]
    return tried


def _frames_a_call(game: Game, memo: Path, tried: list[tuple[Any, int]]) -> int | None:
    """The frames of Python's recursion limit each call deeper takes as memo.py runs: how much its
    least recursion limit (``listings.least_limits``) grows between the shallowest and the deepest
    instance tried, per call of depth; None where they are too close in depth to tell
    (``FRAMES_SPAN``) or the limit cannot be measured."""
    shallowest, deepest = min(tried, key=lambda each: each[1]), max(tried, key=lambda each: each[1])
    if deepest[1] - shallowest[1] < FRAMES_SPAN:
        return None
    least = listings.least_limits(game, memo, [shallowest[0], deepest[0]])
    if least is None or least[0] is None or least[1] is None:
        return None
    return round((least[1] - least[0]) / (deepest[1] - shallowest[1]))


def _largest(source: str, most: int) -> tuple[int, Msg]:
    """The largest n the depth is told at: the problem's, or the smaller one memo.py's header says
    it is written for ("fast enough up to n = 3000"), with which of the two it is."""
    written_for = WRITTEN_FOR.search("\n".join(source.splitlines()[:3]))
    if written_for is not None and int(written_for[1].replace(",", "")) < most:
        return int(written_for[1].replace(",", "")), Msg("memo.py is written for, by its header")
    return most, Msg("the problem allows")


def _verdict(source: str, frames: int) -> Msg:
    """What ``frames`` of recursion mean against Python's default limit, and what memo.py (its
    ``source``) does about them: raise the limit, run in a thread with a larger stack, or nothing."""
    limit = DEFAULT_RECURSION
    raised = "setrecursionlimit" in source
    if frames <= limit:
        return (Msg("That depth is about {frames:,} frames: within Python's default limit of {limit:,}, though "
                    "memo.py raises the limit anyway.", frames=frames, limit=limit) if raised else
                Msg("That depth is about {frames:,} frames: within Python's default limit of {limit:,}, so memo.py "
                    "needs no more.", frames=frames, limit=limit))
    if "threading" in source:
        return Msg("That depth is about {frames:,} frames: past Python's default limit of {limit:,}, and each frame "
                   "also takes room on the machine's stack, so memo.py raises the limit and runs its recursion in a "
                   "thread whose stack it sets large enough.", frames=frames, limit=limit)
    if raised:
        return Msg("That depth is about {frames:,} frames: past Python's default limit of {limit:,}, so memo.py "
                   "raises the limit; at that depth the machine's default stack is still enough, so it needs no "
                   "thread of its own.", frames=frames, limit=limit)
    return Msg("That depth is about {frames:,} frames: past Python's default limit of {limit:,}, so memo.py as "
               "written stops there, its recursion too deep.", frames=frames, limit=limit)


METHOD_NAMES = {"brute": Msg("brute"), "memo": Msg("memo"), "table": Msg("table"), "formula": Msg("formula"),
                "fast": Msg("fast")}
"""A method's name as the playground says it in each language (the legend of the growth plot)."""

DEFAULT_RECURSION = 1_000
"""Python's default recursion limit (``sys.getrecursionlimit()`` in a fresh interpreter)."""


def _fill_order(w: _Writer) -> list[Block]:
    """The example's DP table (the game's own, where it has one), and the order its cells are filled."""
    blocks: list[Block] = []
    if w.teaching is not None:
        blocks.append(w.text(w.teaching.recurrence.order))
    try:
        view = w.solution.scene.table()
    except TooLarge:
        view = None
    if view is not None:
        blocks.append(Table(view))
    written = w.facts.get("counted", {}).get("table")
    path = listings.solution_path(w.teaching, "table")
    if written is not None and path is not None and written.cells and all(key for key, _ in written.cells):
        return blocks + _writes(w, written, path.name)
    try:
        stages = trace.bottom_up(w.solution.rules, limit=60)
        positions, _ = trace.reachable(w.solution.rules, limit=60)
    except TooLarge:
        return blocks
    # the game's end (nothing left) is no cell of the write-ups' tables, as it is none of the page's map
    # (VII's "dp[5][4]" past the last stone): a stage of such ends only is left out
    stages = [kept for stage in stages
              if (kept := [visit for visit in stage
                           if not explain.nothing_in(w.solution.scene.show(positions[visit.key]))])]
    lines = []
    for number, stage in enumerate(stages):
        cells = ", ".join(f"{_inline(w.cell(positions[visit.key]))} = {minus(visit.value)}"
                          for visit in stage[:8])
        lines.append(w.say(Msg("stage {h}: {cells}", h=number, cells=cells + (", …" if len(stage) > 8 else ""))))
    blocks.append(w.text(Msg("The fill order on the example, stage by stage (a stage needs only the base cases "
                             "and the stages before it):")))
    blocks.append(Items(tuple(lines)))
    return blocks


WRITES_SHOWN = 60
"""Most writes of table.py the fill order shows (the rest are counted); a line shows at most
``WRITES_A_LINE`` of them."""

WRITES_A_LINE = 8


def _listing_cell(name: str, key: tuple[Any, ...], call: bool = False, teaching: Teaching | None = None) -> str:
    """A cell as the listing names it, in LaTeX: ``dp[2][3]`` of the table, ``dp(4, 3)`` of the memo; or, where
    the game says its listings' indices in the recurrence's notation (``Recurrence.listed``: VI's bitmask 1 is
    the set {0}), as the recurrence writes it, one notation for the memo's states and the table's cells."""
    if teaching is not None and teaching.recurrence.listed is not None:
        return teaching.recurrence.listed(key)
    indices = "(" + ", ".join(map(str, key)) + ")" if call else "".join(f"[{index}]" for index in key)
    return rf"\mathrm{{{name}}}{indices}"


def _stored(value: Any) -> str:
    """A value a listing stored, as the stories write numbers (a true minus sign)."""
    return minus(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)


def _writes(w: _Writer, written: listings.Counted, listing: str) -> list[Block]:
    """The fill order as ``listing`` (table.py) writes its cells on the example, traced: one line
    for each value of its outer loop's variable, or one line where each round writes one cell."""
    name = w.teaching.name if w.teaching else "dp"
    rounds: list[tuple[Any, list[str]]] = []
    for (key, value), round_ in zip(written.cells[:WRITES_SHOWN], written.rounds, strict=False):
        cell = f"{_inline(_listing_cell(name, key or (), teaching=w.teaching))} = {_stored(value)}"
        if rounds and rounds[-1][0] == round_:
            rounds[-1][1].append(cell)
        else:
            rounds.append((round_, [cell]))
    if written.outer is None or all(len(cells) == 1 for _, cells in rounds):
        cells = [cell for _, each in rounds for cell in each]
        lines = [_cells_listed(w, cells, WRITES_A_LINE * 2)]
        said = Msg("The fill order on the example: the cells in the order {listing} writes them.", listing=listing)
    else:
        lines = [w.say(Msg("{variable} = {value}: {cells}", variable=written.outer, value=_stored(round_),
                           cells=_cells_listed(w, cells, WRITES_A_LINE)))
                 for round_, cells in rounds]
        said = Msg("The fill order on the example: the cells in the order {listing} writes them, one line for each "
                   "{variable} of its outer loop.", listing=listing, variable=written.outer)
    if written.writes > WRITES_SHOWN:
        lines.append(w.say(Plural("… and {n:,} more write", "… and {n:,} more writes", written.writes - WRITES_SHOWN)))
    return [w.text(said), Items(tuple(lines))]


def _cells_listed(w: _Writer, cells: list[str], most: int) -> str:
    """The first ``most`` cells, separated as the language separates a list (zh: 、), "…" after them where
    there are more."""
    return explain.listed([*cells[:most], *(["…"] if len(cells) > most else [])], w.lang)


def _insight_elsewhere(w: _Writer, argued: bool) -> tuple[Any, Msg] | None:
    """The first statement example the game's argument is worked on, with that working, where the
    lesson's own example has none; None where no statement example has one either."""
    for candidate, _ in w.game.statement_examples:
        instance = w.game.validate(candidate)
        argument = w.game.parts.scene(w.game.rules(w.game.instance.exact(instance))).insight(argued=argued)
        if argument is not None:
            return instance, argument
    return None


def _fast(w: _Writer) -> tuple[Block, ...]:
    game, solution = w.game, w.solution
    fast = [method for method in ("formula", "fast") if method in game.methods]
    blocks: list[Block] = []
    if w.teaching is not None:
        blocks.append(w.text(w.teaching.fast))
    argued = w.teaching is not None  # the argument is told just above
    argument = solution.scene.insight(argued=argued)
    if argument is not None:
        blocks.append(w.text(Msg("On the example: {argument}", argument=argument)))
    elif (elsewhere := _insight_elsewhere(w, argued)) is not None:  # 877's parity on an odd row: none to work
        blocks.append(w.text(Msg("The example does not show this; on {instance}: {argument}",
                                 instance=explain.instance_text(w.game, elsewhere[0], w.lang), argument=elsewhere[1])))
    blocks += _forms(w, "fast")
    for method in fast:
        path = listings.solution_path(w.teaching, method)
        if path is not None:
            blocks.append(w.text(Msg("{method} ({complexity}):", method=METHOD_NAMES[method],
                                     complexity=Name(complexity(game, method, path)))))
            blocks += _declared_apart(w, method, path)
            blocks += listing(w, "solutions", method)
            answer = listings.counted(game, path, solution.instance).answer
            if complexity(game, method, path) == "O(1)":  # it reads no input: its argument proves one answer for all
                w.facts["proved"] = {"answer": answer, "by": method}
            blocks.append(w.text(Msg("On the example, {listing} returns {answer}: {verdict}.", listing=path.name,
                                     answer=answer_text(answer, quoted=True),
                                     verdict=Msg("the table's answer too") if answer == solution.answer
                                     else Msg("not the table's answer"))))
            continue
        try:
            found = solve(game, solution.instance, method)
        except (InapplicableMethod, TooLarge):
            blocks.append(w.text(Msg("{method} decides only some instances, and the example is not one of them; the "
                                     "table answers it.", method=METHOD_NAMES.get(method, method))))
            continue
        same = found.answer == solution.answer and found.value in (None, solution.value)
        blocks.append(w.text(Msg("{method} ({complexity}) on the example gives {answer}: {verdict}.",
                                 method=METHOD_NAMES.get(method, method),
                                 complexity=Name(game.solver(method).complexity or "?"),
                                 answer=answer_text(found.answer, quoted=True),
                                 verdict=Msg("the same answer as the table") if same else Msg("a different answer"))))
    if not fast and w.teaching is None:
        return ()
    return tuple(blocks)


@dataclass(frozen=True)
class Agreement:
    """What the agreement run found: instances solved, those every method agreed on, the
    largest n brute force reached, and the first disagreement (None: none)."""

    instances: int
    agreed: int
    largest_brute: int
    disagreement: Any = None


def agreement(game: Game, count: int = AGREEMENT, seed: int = 0) -> Agreement:
    """Every method of ``game`` on ``count`` random instances up to its brute-force size,
    each answer (and value, where a method gives one) compared with brute force's."""
    rng = random.Random(seed)
    least = getattr(game.instance, "least", None)
    low = -9 if least is None else max(least, 1 if least > 0 else least)
    solved = agreed = largest = 0
    first_clash = None
    smallest = max(game.instance.smallest, 1)
    too_large = max(game.small, smallest) + 1  # the least n brute force has found too large: not drawn again
    refused: dict[int, int] = {}
    for _ in range(count):
        n = rng.randint(smallest, max(too_large - 1, smallest))
        try:
            instance = game.validate(growth.random_instance(game, n, rng, low, 9))
            exact = game.instance.exact(instance)
            truth, _ = search.brute((game.parts.brute_rules or game.rules)(exact), AGREEMENT_BRUTE)
        except TooLarge:  # each refusal walked AGREEMENT_BRUTE positions: Nim's 9 heaps of up to 9 would, 300 times
            refused[n] = refused.get(n, 0) + 1
            if refused[n] == REFUSALS and n > smallest:
                too_large = min(too_large, n)
            continue
        except StoneGameError:
            continue
        solved += 1
        largest = max(largest, game.size(instance))
        same = True
        answer = game.answer.of(truth, exact)
        for method in game.methods[1:]:
            try:
                found = solve(game, instance, method)
            except (InapplicableMethod, TooLarge):
                continue
            if found.answer != answer or found.value not in (None, truth):
                same = False
                first_clash = first_clash or (as_json(game.instance, instance), method)
        agreed += same
    return Agreement(solved, agreed, largest, first_clash)


def _agreement(w: _Writer, count: int, seed: int) -> tuple[Block, ...]:
    found = agreement(w.game, count, seed)
    w.facts["agreement"] = {"instances": found.instances, "agreed": found.agreed,
                            "largest_brute": found.largest_brute}
    methods = explain.listed([METHOD_NAMES.get(method, method) for method in w.game.methods], w.lang)
    said = Msg("A check, not a proof: while this lesson was made, every method ({methods}) solved {instances} "
               "random instances with n up to {largest}, and each answer was compared with brute force's; they "
               "agreed on {agreed}.", methods=methods, instances=found.instances, largest=found.largest_brute,
               agreed=found.agreed)
    blocks: list[Block] = [w.text(said)]
    if found.disagreement is not None:
        instance, method = found.disagreement
        blocks.append(w.text(Msg("{method} disagrees on {instance}.", method=method, instance=shown(instance))))
    return tuple(blocks)


def _growth(w: _Writer, budget: float, total: float, seed: int) -> tuple[Block, ...]:
    series = tuple(growth.growth(w.game, budget, total, seed))
    rows = []
    for each in series:
        last = each.points[-1] if each.points else None
        if each.model == "power":
            fitted = f"n^{each.slope:.2f}"
        elif each.model == "exponential":
            fitted = f"{each.slope:.2f}^n"
        elif each.model == "constant":
            fitted = w.say(Msg("{work:,} (constant)", work=each.points[-1].work))
        else:
            fitted = "—"
        rows.append((w.say(METHOD_NAMES.get(each.method, each.method)),
                     w.say(Name(complexity(w.game, each.method, listings.solution_path(w.teaching, each.method)))),
                     fitted,
                     "—" if last is None else f"{last.n:,}", "—" if last is None else f"{last.work:,}",
                     "—" if last is None else f"{last.seconds:.4f}",
                     "—" if each.one_second is None else f"≈ {each.one_second:,}"))
    w.facts["growth"] = {each.method: {"model": each.model, "slope": each.slope, "one_second": each.one_second,
                                       "points": len(each.points), "largest": each.points[-1].n if each.points
                                       else None} for each in series}
    headers = tuple(w.say(words) for words in (Msg("method"), Msg("complexity"), Msg("fitted work"),
                                                Msg("largest n"), Msg("work there"), Msg("seconds there"),
                                                Msg("n at 1 s")))
    counted = sorted({w.say(each.counted) for each in series if each.counted is not None})
    caption = w.say(Msg("Work counted on random instances of growing n: {counted}. The line is fitted on log-log "
                        "axes (a power of n) or on log work against n (exponential).",
                        counted=explain.listed(counted, w.lang, Msg("{items}; {item}"))))
    story = (Msg("The write-ups' story, brute → memo → the fast method") if {"fast", "formula"} & set(w.game.methods)
             else Msg("Brute force against the memo"))  # a user's variant: no write-up told it, and no fast method
    story = Msg("{story}, counted: a count is the same on every machine, so the fitted powers are too. The time "
                "beside it is the fastest of {repeats} runs, so what a first run compiles or loads is left out; the "
                "n at one second carries that time along the fitted line, on this machine.", story=story,
                repeats=growth.REPEATS)
    return (w.text(story),
            Growth(series, caption, (w.say(Msg("n")), w.say(Msg("work (counted)"))),
                   {each.method: w.say(METHOD_NAMES.get(each.method, each.method)) for each in series}),
            Grid(w.say(Msg("fitted growth")), headers, tuple(rows)), *_bound_above(w, series), *_below_power(w, series),
            *_no_line(w, series), *_constant(w, series), *_forms(w, "growth"))


BOUND_GAP = 0.1
"""How far below its label's base (O(3^n)'s 3) brute force's fitted base must be for the label to be
said to be an upper bound: a fit within it is the label's own growth."""


def _bound_above(w: _Writer, series: tuple[growth.Series, ...]) -> tuple[Block, ...]:
    """Where brute force's label grows well faster than its counted work, a learner comparing the two
    columns sees a contradiction: the label is an upper bound, and the fit is what the listing does. Why
    the count grows as it does is the game's to say (a Form in this section)."""
    brute = next((each for each in series if each.method == "brute" and each.model == "exponential"), None)
    label = complexity(w.game, "brute", listings.solution_path(w.teaching, "brute"))
    if brute is not None and brute.slope is not None and label == "O(n!)":
        return _no_fixed_base(w, brute, label)
    base = re.fullmatch(r"O\((\d+)\^n\)", label)
    if brute is None or brute.slope is None or base is None or brute.slope > int(base[1]) - BOUND_GAP:
        return ()
    return (w.text(Msg("{label} is an upper bound, not what brute force does: its work counted above fits {fitted}^n "
                       "at the sizes it reached.", label=label, fitted=f"{brute.slope:.2f}")),)


POWERS = {"n": 1, "n²": 2, "n³": 3}
"""The powers of n a label may be (``O(n²)``), with their exponents."""


def _below_power(w: _Writer, series: tuple[growth.Series, ...]) -> tuple[Block, ...]:
    """Where a method's label is a power of n (``O(n³)``) and the power fitted through its runs is well below
    it (``BOUND_GAP``), a learner reading the two columns sees a contradiction. The fit runs through the
    largest runs measured, where terms of lower order (a cell's own lines beside its loop's) still weigh: the
    growth between the two largest runs, closer to the label, is said beside it. Why the count grows as it
    does beyond that is the game's to say (a Form in this section)."""
    blocks = []
    for each in series:
        label = complexity(w.game, each.method, listings.solution_path(w.teaching, each.method))
        inside = re.fullmatch(r"O\((n(?:\^\d+|[²³])?)\)", label)
        power = None if inside is None else POWERS.get(inside[1]) or int(inside[1].split("^")[-1])
        if power is None or each.model != "power" or each.slope is None or each.slope > power - BOUND_GAP:
            continue
        runs = growth.fitted_points(each.points, "power")
        (a, b), first = runs[-2:], runs[0]
        local = math.log(b.work / a.work) / math.log(b.n / a.n)
        blocks.append(w.text(Msg("{method}'s fitted n^{fitted} is below its label {label}, which says how the work "
                                 "grows as n grows large: the fit runs through n = {first} to {last}, where terms "
                                 "of lower order still weigh, and between the two largest runs, n = {n1} and "
                                 "{n2}, its work grows as n^{local}.",
                                 method=METHOD_NAMES.get(each.method, each.method), fitted=f"{each.slope:.2f}",
                                 label=Name(label), first=first.n, last=b.n, n1=a.n, n2=b.n, local=f"{local:.2f}")))
    return tuple(blocks)


def _no_line(w: _Writer, series: tuple[growth.Series, ...]) -> tuple[Block, ...]:
    """Where no line fits a method's work because it falls as n grows (``growth.fit``), the table's "—"
    alone leaves a learner guessing: the last fall among the largest runs, with the two runs before it
    (or the runs around it, where it is the first), shows the work does not follow n alone. Why it does
    not is the game's to say (a Form in this section)."""
    blocks = []
    for each in series:
        runs = growth.fitted_points(each.points, "exponential")
        falls = [k for k in range(1, len(runs)) if runs[k].work < runs[k - 1].work]
        if each.model or not falls or len(runs) < 3:
            continue
        shown = runs[max(falls[-1] - 2, 0):][:3]
        blocks.append(w.text(Msg("No line fits the work of {method}, hence the “—”: counted above on random "
                                 "instances, it is {a:,} at n = {n1}, {b:,} at n = {n2} and {c:,} at n = {n3}, rising "
                                 "and falling as n grows, so it does not follow n alone.",
                                 method=w.say(METHOD_NAMES.get(each.method, each.method)),
                                 a=shown[0].work, n1=shown[0].n, b=shown[1].work, n2=shown[1].n, c=shown[2].work,
                                 n3=shown[2].n)))
    return tuple(blocks)


def _constant(w: _Writer, series: tuple[growth.Series, ...]) -> tuple[Block, ...]:
    """Where a method did the same work at every n (877's formula, ``return True``), its row says
    "constant" and no time grows along it: the last column's "—" is said to mean that."""
    return tuple(w.text(Msg("The work of {method} is the same, {work:,}, at every n measured, from n = {first:,} "
                            "to {last:,}: it does not grow with n, so no n brings it to one second, hence the “—” "
                            "in the last column.", method=w.say(METHOD_NAMES.get(each.method, each.method)),
                            work=each.points[-1].work, first=each.points[0].n, last=each.points[-1].n))
                 for each in series if each.model == "constant")


def _no_fixed_base(w: _Writer, brute: growth.Series, label: str) -> tuple[Block, ...]:
    """A factorial label has no base to compare the fit with: n! grows by n from one n to the next, so a
    base fitted through a few n is the mean of rising factors. The first and last factors among the fitted
    runs show it, and say the fit would rise with n."""
    fitted = growth.fitted_points(brute.points, "exponential")
    if len(fitted) < 3:
        return ()
    first, last = fitted[:2], fitted[-2:]
    return (w.text(Msg("{label} has no fixed base: n! grows by a factor of n from one n to the next. Brute force's "
                       "work counted above grows by a factor of {a:.2f} from n = {n1} to {n2} and of {b:.2f} from "
                       "n = {n3} to {n4}, so the {fitted}^n fitted through its largest runs is a mean of rising "
                       "factors, and would rise if larger n were measured.", label=label,
                       a=first[1].work / first[0].work, n1=first[0].n, n2=first[1].n,
                       b=last[1].work / last[0].work, n3=last[0].n, n4=last[1].n,
                       fitted=f"{brute.slope:.2f}")),)


def _mistakes(w: _Writer) -> tuple[Block, ...]:
    if w.teaching is None or not w.teaching.mistakes:
        return ()
    blocks: list[Block] = []
    found = []
    for mistake in w.teaching.mistakes:
        blocks.append(w.text(mistake.said))
        blocks += listing(w, "mistakes", mistake.name)
        failing = smallest_failure(w.game, mistake_path(w.teaching, mistake.name))
        if failing is None:
            continue
        instance, wrong, right = failing
        found.append({"name": mistake.name, "instance": as_json(w.game.instance, instance), "wrong": wrong,
                      "right": right})
        blocks.append(w.text(Msg("Its smallest failing instance is {instance}: it answers {wrong}, the answer is "
                                 "{right}.", instance=explain.instance_text(w.game, instance, w.lang),
                                 wrong=answer_text(wrong, quoted=True), right=answer_text(right, quoted=True))))
        try:
            line = solve(w.game, instance).line
        except TooLarge:
            continue
        scene = solve(w.game, instance).scene
        moves, position = [], solve(w.game, instance).rules.start()
        for move in line:
            moves.append(w.say(Msg("{player} {said:third}", player=move.player,
                                   said=explain.phrase(scene, position, move.move))))
            position = move.after
        blocks.append(w.text(Msg("The optimal play there:")))
        blocks.append(Items(tuple(moves)))
    w.facts["mistakes"] = found
    return tuple(blocks)


def _patterns(w: _Writer) -> tuple[Block, ...]:
    """What holds on every small instance the problem admits, as conjectures; an answer the fast
    section proved constant (``facts["proved"]``), or constant on a class the teaching says it proves
    (``Teaching.proved``), is said as proved, never as a conjecture; and
    at most one refuted guess, the nearest miss, told with its two instances and their answers."""
    found = patterns.patterns(w.game, known=(w.solution.instance,))
    proved = w.facts.get("proved", {"answer": None})["answer"]
    settled = [each for each in found if proved is not None and patterns.everywhere(each)
               and each.said.params.get("answer") == answer_text(proved)]
    classes = w.teaching.proved if w.teaching is not None else ()
    proved_on = [each for each in found if each.holds and each.said.params.get("which") in classes]
    holding = [each for each in found if each.holds and each not in settled and each not in proved_on]
    refuted = [each for each in found if not each.holds and each.teaches][:1]
    blocks: list[Block] = []
    for each in settled:
        blocks.append(w.text(Plural(
            "The answer is {answer} on every instance the problem admits, as the argument under “{fast}” proves; "
            "the {n:,} small instance tried agrees.",
            "The answer is {answer} on every instance the problem admits, as the argument under “{fast}” proves; "
            "all {n:,} small instances tried agree.", each.evidence,
            answer=answer_text(proved), fast=TITLES["fast"])))
    for each in proved_on:
        blocks.append(w.text(Plural(
            "The answer is {answer} on {which}, as the argument under “{fast}” proves; the {n:,} small one tried "
            "agrees.",
            "The answer is {answer} on {which}, as the argument under “{fast}” proves; all {n:,} small ones tried "
            "agree.", each.evidence, answer=each.said.params["answer"], which=each.said.params["which"],
            fast=TITLES["fast"])))
    if holding:
        blocks.append(w.text(Msg("What holds on every instance tried that the problem admits (a conjecture, with "
                                 "its evidence):")))
        blocks.append(Items(tuple(w.say(Plural("{said} ({n:,} instance)", "{said} ({n:,} instances)", each.evidence,
                                               said=each.said))
                                  for each in holding)))
    for each in refuted:
        first, second = (explain.instance_text(w.game, w.game.validate(instance), w.lang)
                         for instance in each.counterexample)
        blocks.append(w.text(Msg("The nearest guess that fails: {said}. {first} and {second} agree on it, yet the "
                                 "answer is {one} for the first and {other} for the second.", said=each.said,
                                 first=first, second=second, one=answer_text(each.answers[0], quoted=True),
                                 other=answer_text(each.answers[1], quoted=True))))
    if not settled and not proved_on and not holding:
        blocks.append(w.text(Plural("None of the simple patterns tried ({tried}) holds on the {n:,} instance tried "
                                    "that the problem admits: the answer needs the recurrence.",
                                    "None of the simple patterns tried ({tried}) holds on all {n:,} instances tried "
                                    "that the problem admits: the answer needs the recurrence.",
                                    max((each.evidence for each in found), default=0), tried=patterns.TRIED)))
    w.facts["patterns"] = [{"said": translate(each.said, "en"), "holds": each.holds, "evidence": each.evidence}
                           for each in found]
    return tuple(blocks)


def _grundy(w: _Writer) -> tuple[Block, ...]:
    """For an impartial game under normal play: the Sprague–Grundy value of the example, and a
    one-heap game's value sequence with its period; nothing for any other game."""
    game, example = w.game, w.solution.instance
    try:
        value = sprague_grundy.grundy(game, example)
    except StoneGameError:  # a scoring or misère game, or one too large to search: no section
        return ()
    blocks: list[Block] = [w.text(Msg(
        "Both players have the same moves in every position and whoever cannot move loses, so the game is "
        "impartial and each position has a Grundy value: g(p) is the least number ≥ 0 that no move from p "
        "reaches. The player to move loses exactly where g(p) = 0, and a sum of such games (a move in one of "
        "them each turn) is worth the XOR of their values, which is how Nim is won."))]
    blocks.append(w.text(Msg("The example's start has g = {value}: {verdict}.", value=value,
                             verdict=Msg("the player to move loses") if value == 0 else
                             Msg("the player to move wins, by moving to a position of value 0"))))
    w.facts["grundy"] = {"value": value}
    if not game.instance.value_lines:  # one heap, counted: a sequence and perhaps its period
        sequence = sprague_grundy.value_sequence(game, GRUNDY_UPTO)
        blocks.append(w.text(Msg("g(0), g(1), …, g({upto}):", upto=GRUNDY_UPTO)))
        blocks.append(Code("text", ", ".join(map(str, sequence.values)), ""))
        period = sequence.periodicity
        if period is not None:
            blocks.append(w.text(Msg("{kind} g(n + {period}) = g(n) for every n ≥ {preperiod}. {reason}",
                                     kind=Msg("Proven:") if period.proven else Msg("Apparent, not proven:"),
                                     period=period.period, preperiod=period.preperiod, reason=period.reason)))
        elif sequence.note is not None:  # the tool's clause, said here as a sentence
            blocks.append(w.text(Msg("{note}.", note=sequence.note)))
        w.facts["grundy"]["sequence"] = sequence.values
        w.facts["grundy"]["period"] = None if period is None else period.period
    return tuple(blocks)


def _try(w: _Writer) -> tuple[Block, ...]:
    game = w.game
    words = " ".join(as_words(game.instance, w.solution.instance))
    path = rules_file(game)
    if path is not None:  # a declared variant: every command loads its rules file
        name = f"--rules {path}"
        lines = [f"stonegame play {name} {words}", f"stonegame solve {name} {words} --explain --table",
                 f"stonegame lesson {name} {words} --quick"]
        return (w.text(Msg("Play it against the perfect opponent, or see its solution and its table:")),
                Code("shell", "\n".join(lines), ""))
    name = game.slug
    lines = [
        f"stonegame play {name} {words}",
        f"stonegame solve {name} {words} --explain --table --trace bottom-up",
        f"stonegame check {name} my_solution.py",
        "stonegame serve",
    ]
    return (w.text(Msg("Play it against the perfect opponent, see its table fill, check your own solution (save it as "
                       "my_solution.py first), or open the playground (then http://127.0.0.1:8000/?game={game}):",
                       game=name)),
            Code("shell", "\n".join(lines), ""))
