"""A solution told as a story: the optimal line move by move, in any language there is a catalog for.

Every number in the story comes from the solution: what the mover takes and what is left
(the line), the running scores, and why the move is best: each alternative's value, turned
into what the final result would then be. A move's value is the mover's own − opponent's
points from that position on, so the final margin after an alternative is the margin
already scored plus the alternative's value.

The story narrates ``solution.line``, the one optimal line every view shows. Win/lose games
(``scoring=False``) have no points; there each move is marked winning or losing with its
remoteness: how many moves are left under optimal play when the winner hurries and the
loser holds out (the line follows it). Closed forms add their argument (``Rules.insight``).

This module decides what to say; how each sentence is said is its language's catalog's
(``stonegame.catalogs``): every sentence here is a ``Msg`` whose id is its English text, and
a game's own words (its phrase for a move, its scene, its insight) are messages too.

Glossary: mover = the player to move; value = own − opponent's from a position on (+1/−1 in
win/lose games); margin = Alice − Bob at the end; remoteness = moves left under optimal play.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from stonegame.catalogs import Msg, Name, Plural, joined, langs, sentences, translate
from stonegame.core import solution as solution_module
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game, answer_text
from stonegame.core.instances import as_text
from stonegame.core.line import Move, replay
from stonegame.core.players import Player
from stonegame.core.rules import Scene
from stonegame.core.values import minus, shown

SHOWN_ALTERNATIVES = 3
"""Alternatives narrated per move (the best ones); the rest are summed up in one clause."""

INDENT = "   "
"""Before each alternative: they read as a list under the move they stand against."""


def check_lang(lang: str) -> str:
    """``lang`` if there is a catalog for it (``stonegame.catalogs``), else a one-line error."""
    if not isinstance(lang, str) or lang not in langs():
        raise StoneGameError(f"no language {shown(lang)}; choose from {', '.join(langs())}")
    return lang


def explain(solution: Any, lang: str = "en") -> str:
    """The optimal play of ``solution`` narrated move by move, with why each move is best.

    >>> from stonegame import solve
    >>> print(explain(solve("stone-game", [5, 3, 4, 5]), "en").splitlines()[-1])
    Result: Alice 9, Bob 8: Alice wins by 1. stoneGame returns true.
    """
    check_lang(lang)
    if not isinstance(solution, solution_module.Solution):
        raise StoneGameError(f"explain takes a Solution, as solve returns it, not {shown(solution, 30)} "
                             f"({type(solution).__name__})")
    story = scoring_story(solution, lang) if solution.game.scoring else win_lose_story(solution, lang)
    notes = [translate(Msg("Note: {note}", note=text), lang) for text in solution.remarks]
    return "\n".join([*story, *notes])


# Words ---------------------------------------------------------------------------------------


def game_name(game: Game, title: str | None = None) -> Msg | Name:
    """The game as the story names it: its title (力扣's title in Chinese), and its LeetCode
    number when it has one; ``title`` names it otherwise (the command line's slug).

    >>> from stonegame import get_game
    >>> translate(game_name(get_game("ii")), "en"), translate(game_name(get_game("ii")), "zh")
    ('Stone Game II (LeetCode 1140)', '石子游戏 II（LeetCode 1140）')
    """
    own = game.title if isinstance(game.title, Msg) else Name(game.title)
    named = own if title is None else title
    if game.problem is None:
        return Name(named) if isinstance(named, str) else named
    return Msg("{title} (LeetCode {number})", title=named, number=game.problem.number)


def returns(game: Game, answer: str) -> Msg:
    """What the original method returns, or just the answer for a declared game."""
    if game.problem is None:
        return Msg("The answer is {answer}.", answer=answer)
    return Msg("{method} returns {answer}.", method=game.problem.method, answer=answer)


def instance_text(game: Game, instance: Any, lang: str) -> str:
    """The instance as the problem gives it: a row, n, or both players' values."""
    kind = game.instance
    if kind.sides:
        alice, bob = (row_text(values, lang) for values in kind.rows(instance))
        return translate(Msg("Alice's values {alice}, Bob's values {bob}", alice=alice, bob=bob), lang)
    return row_text(instance, lang) if kind.rows(instance) else as_text(kind, instance)


def introduced(game: Game, instance: Any, lang: str, **templates: Msg) -> str:
    """The sentence that opens a story or a game, as ``templates`` word it for a row (``row``),
    for another instance with rows (``rows``: the pair) and for one without (``count``)."""
    rows = game.instance.rows(instance)
    named = game_name(game)
    if len(rows) == 1:
        return translate(templates["row"].add(game=named, row=row_text(instance, lang)), lang)
    chosen = templates["rows" if rows else "count"]
    return translate(chosen.add(game=named, instance=instance_text(game, instance, lang)), lang)


SHOWN_ENDS = 8
"""A row longer than twice this is written as its first and last SHOWN_ENDS values."""


def row_text(values: Any, lang: str = "en", number: Callable[[Any], str] = minus) -> str:
    """A row as a list, or, when long, its two ends and how many values lie between: a line of
    n moves then writes O(n) values, not n²/2. Each value is written as prose writes a number
    (``number``: a true minus sign), or as code does (``number=str``: a report's, a table's).

    >>> row_text(list(range(1, 21)))
    '[1, 2, 3, 4, 5, 6, 7, 8, … 4 more …, 13, 14, 15, 16, 17, 18, 19, 20]'
    >>> row_text([-1, 2]), row_text([-1, 2], number=str)
    ('[−1, 2]', '[-1, 2]')
    """
    values = list(values)

    def each(value: Any) -> str:
        if isinstance(value, list):
            return row_text(value, lang, number)
        return number(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)

    if len(values) <= 2 * SHOWN_ENDS + 2:  # cutting would hide fewer values than it writes
        return f"[{', '.join(map(each, values))}]"
    hidden = len(values) - 2 * SHOWN_ENDS
    middle = translate(Plural("… {n:,} more …", "… {n:,} more …", hidden), lang)
    head, tail = values[:SHOWN_ENDS], values[-SHOWN_ENDS:]
    return f"[{', '.join(map(each, head))}, {middle}, {', '.join(map(each, tail))}]"


def picture(shown: Any, lang: str = "en", scene: Scene[Any, Any] | None = None,
            number: Callable[[Any], str] = minus) -> str:
    """What is left, from ``Scene.show``: the game's own words for it, a row, a count, or
    labelled parts; its numbers written by ``number`` (see ``row_text``)."""
    said = scene.words(shown) if scene is not None else None
    if said is not None:
        return translate(said, lang)
    if nothing_in(shown):
        return translate(Msg("nothing"), lang)
    if isinstance(shown, (list, tuple)):
        return row_text(shown, lang, number)
    if isinstance(shown, dict):
        parts = [f"{label(key)} {picture(value, lang, number=number)}" for key, value in shown.items()]
        joined = parts[0] if parts else ""
        for part in parts[1:]:  # as the language separates items: "Alice [1], Bob [2]", "Alice [1]、Bob [2]"
            joined = translate(Msg("{items}, {item}", items=joined, item=part), lang)
        return joined
    if isinstance(shown, int):
        return number(shown)
    if isinstance(shown, str):
        return shown
    return json.dumps(shown, default=str)


def label(key: Any) -> str:
    """A part of a picture by its key: a player's part by the player's name (a name in every
    language), any other by the key itself.

    >>> label("alice"), label("c0")
    ('Alice', 'c0')
    """
    for player in Player:
        if str(key).lower() == player.value.lower():
            return player.value
    return str(key)


def nothing_in(shown: Any) -> bool:
    """Whether a picture shows nothing left: an empty row, or labelled rows all empty.

    >>> nothing_in([]), nothing_in({"alice": [], "bob": []}), nothing_in({"alice": [1], "bob": [2]})
    (True, True, False)
    """
    if isinstance(shown, dict):
        return bool(shown) and all(isinstance(part, (list, tuple)) and not part for part in shown.values())
    return isinstance(shown, (list, tuple)) and not shown


def leaving(shown: Any, lang: str, scene: Scene[Any, Any] | None = None) -> Msg:
    """'leaving [3, 4, 5]' / '剩下 [3, 4, 5]', or that nothing is left."""
    if nothing_in(shown):
        return Msg("leaving nothing")
    return Msg("leaving {left}", left=picture(shown, lang, scene))


def phrase(scene: Scene[Any, Any], position: Any, move: Any) -> Msg:
    """The move as a verb phrase ("take the left 5" / "拿走左边的 5"): the game's own, or its name.

    >>> from stonegame import solve
    >>> solution = solve("stone-game", [5, 3, 4])
    >>> translate(phrase(solution.scene, solution.rules.start(), "R"), "zh")
    '拿走右边的 4'
    """
    said = scene.phrase(position, move)
    if said is not None:
        return said
    return Msg("play {name}", name=scene.name(position, move))


def outcome(margin: int, would: bool = False) -> Msg:
    """The final result, from Alice − Bob: 'Alice wins by 3', 'Bob would win by 2', 'a tie'."""
    winner = "Alice" if margin > 0 else "Bob"
    if would:
        if margin == 0:
            return Msg("it would end in a tie")
        return Msg("{winner} would win by {margin}", winner=winner, margin=abs(margin))
    if margin == 0:
        return Msg("a tie")
    return Msg("{winner} wins by {margin}", winner=winner, margin=abs(margin))


def signed(value: int) -> str:
    """A value with its sign, as the stories write it: +4, −3, 0."""
    return f"+{value}" if value > 0 else minus(value)


def after(moves_left: int) -> Msg:
    """When the game ends: 'at once', 'after 3 more moves' / '立即', '再走 3 步后'."""
    if moves_left == 0:
        return Msg("at once")
    return Plural("after {n} more move", "after {n} more moves", moves_left)


def listed(items: Sequence[Msg | str], lang: str, joint: Msg | None = None) -> str:
    """Items in a list, as the language separates them: 'a, b, c' / 'a、b、c', or as ``joint``
    (``{items}; {item}``) joins two; nothing for no items."""
    return translate(joined(items, joint), lang) if items else ""


# Scoring games -------------------------------------------------------------------------------


def scoring_story(solution: Any, lang: str) -> list[str]:
    """Header, the closed form's argument if any, each move of the line with its alternatives, result."""
    rules, scene = solution.rules, solution.scene
    line = solution.line
    margin, alice, _ = replay(rules, [move.move for move in line])
    bob = alice - margin
    story = [header(solution, margin, alice, bob, lang)]
    story += insight(solution, lang)
    points = {Player.ALICE: 0, Player.BOB: 0}
    position = rules.start()
    for number, move in enumerate(line, 1):
        mover, other = move.player, move.player.other
        scored = points[mover] - points[other]  # the mover's margin before this move
        step = rules.play(position, move.move)
        points[mover] += step.gain
        played = Msg("{number}. {mover} {said:third}, {left}. Score: Alice {alice}, Bob {bob}.",
                     number=number, mover=mover, said=phrase(scene, position, move.move),
                     left=leaving(move.position, lang, scene), alice=minus(points[Player.ALICE]),
                     bob=minus(points[Player.BOB]))
        again = Msg("{mover} moves again.", mover=mover) if step.again else None
        if number == 1:  # the first time a value is told, say what it means
            worth = Msg("Worth {value} to {mover} from here on ({mover}'s points minus {other}'s).",
                        value=signed(move.value), mover=mover, other=other)
        else:
            worth = Msg("Worth {value} to {mover} from here on.", value=signed(move.value), mover=mover)
        story.append(translate(sentences(played, again, worth), lang))
        story += alternatives(scene, position, move, scored, lang)
        position = step.position
    story.append(result(solution, margin, alice, bob, lang))
    return story


def header(solution: Any, margin: int, alice: int, bob: int, lang: str) -> str:
    if margin == 0:
        verdict = Msg("it ends in a tie, {alice} to {bob}", alice=minus(alice), bob=minus(bob))
    else:
        winner, won, lost = ("Alice", alice, bob) if margin > 0 else ("Bob", bob, alice)
        verdict = Msg("{winner} wins {won} to {lost}", winner=winner, won=minus(won), lost=minus(lost))
    return introduced(
        solution.game, solution.instance, lang,
        row=Msg("{game} on {row}. Alice moves first. With best play on both sides, {verdict}.", verdict=verdict),
        rows=Msg("{game} on {instance}. Alice moves first. With best play on both sides, {verdict}.",
                 verdict=verdict),
        count=Msg("{game} on {instance}. Alice moves first. With best play on both sides, {verdict}.",
                  verdict=verdict),
    )


def insight(solution: Any, lang: str) -> list[str]:
    """The closed form's argument for this instance, and a word on how a Decision was reached."""
    found = []
    argument = solution.scene.insight()
    if argument is not None:
        found.append(translate(argument, lang))
    if solution.value is None:
        found.append(translate(Msg("The {method} method decides the answer without search; the play below is exact.",
                                   method=solution.method), lang))
    return found


def alternatives(scene: Scene[Any, Any], position: Any, move: Move, scored: int,
                 lang: str) -> list[str]:
    """Each other move at ``position`` and the final result it would lead to, best first."""
    mover = move.player
    others = [option for option in move.alternatives if option.move != move.move]
    if not others:
        return [INDENT + translate(Msg("It is the only move."), lang)]
    others.sort(key=lambda option: -option.value)  # stable: ties keep the rules' order
    found = []
    for option in others[:SHOWN_ALTERNATIVES]:
        said = phrase(scene, position, option.move)
        loss = move.value - option.value
        final = scored + option.value
        margin = final if mover is Player.ALICE else -final
        if loss == 0:
            told = Msg("{said:gerund|capital} instead: just as good.", said=said)
        else:
            told = Msg("{said:gerund|capital} instead: {outcome}, {loss} worse for {mover}.",
                       said=said, outcome=outcome(margin, would=True), loss=loss, mover=mover)
        found.append(INDENT + translate(told, lang))
    return found + no_better(len(others) - SHOWN_ALTERNATIVES, lang)


def result(solution: Any, margin: int, alice: int, bob: int, lang: str) -> str:
    answer = returns(solution.game, answer_text(solution.answer, quoted=True))
    return translate(Msg("Result: Alice {alice}, Bob {bob}: {outcome}. {answer}",
                         alice=minus(alice), bob=minus(bob), outcome=outcome(margin), answer=answer), lang)


# Win/lose games ------------------------------------------------------------------------------


def win_lose_story(solution: Any, lang: str) -> list[str]:
    """Header, insight, each move of the line marked winning or losing with the moves left, result."""
    scene = solution.scene
    line = solution.line
    total = len(line)  # the line lasts its start's remoteness (Oracle.line)
    winner = solution.winner or Player.BOB  # a win/lose game has no tie
    lasts = {"winner": winner, "length": Plural("{n} move", "{n} moves", total)}
    story = [introduced(
        solution.game, solution.instance, lang,
        row=Msg("{game} on {row}. Alice moves first. With best play {winner} wins, and the game lasts {length} "
                "(the winner hurries, the loser holds out).", **lasts),
        rows=Msg("{game} on {instance}. Alice moves first. With best play {winner} wins, and the game lasts "
                 "{length} (the winner hurries, the loser holds out).", **lasts),
        count=Msg("{game} with {instance}. Alice moves first. With best play {winner} wins, and the game lasts "
                  "{length} (the winner hurries, the loser holds out).", **lasts),
    )]
    story += insight(solution, lang)
    position = solution.rules.start()
    for number, move in enumerate(line, 1):
        player, best = move.player, move.value
        ahead = player if best > 0 else player.other
        when = after(move.remoteness)
        played = Msg("{number}. {player} {said:third}, {left}.", number=number, player=player,
                     said=phrase(scene, position, move.move), left=leaving(move.position, lang, scene))
        if best > 0:
            verdict = Msg("Winning: {player} wins {when}.", player=player, when=when)
        elif len(move.alternatives) == 1:
            verdict = Msg("Losing: {ahead} wins {when}.", ahead=ahead, when=when)
        else:
            verdict = Msg("Losing: whatever {player} does, {ahead} wins; this holds out longest ({ahead} wins {when}).",
                          player=player, ahead=ahead, when=when)
        story.append(translate(sentences(played, verdict), lang))
        story += win_lose_alternatives(scene, position, move, lang)
        position = move.after
    story.append(translate(Msg("Result: {winner} wins. {answer}", winner=winner,
                               answer=returns(solution.game, answer_text(solution.answer, quoted=True))), lang))
    return story


def win_lose_alternatives(scene: Scene[Any, Any], position: Any, move: Move, lang: str) -> list[str]:
    """What each other move would do: win or lose, and sooner or later than the move played."""
    player, best, r = move.player, move.value, move.remoteness
    others = [option for option in move.alternatives if option.move != move.move]
    if not others:
        return [INDENT + translate(Msg("It is the only move."), lang)]
    # Best first: winning moves, the fastest of them; then losing moves, the slowest.
    others.sort(key=lambda option: (-option.value, option.moves_left if option.value > 0 else -option.moves_left))
    found = []
    for option in others[:SHOWN_ALTERNATIVES]:
        said, ro = phrase(scene, position, option.move), option.moves_left
        when, other = after(ro), player.other
        if option.value > 0:
            if ro == r:
                told = Msg("{said:gerund|capital} instead: also wins, just as fast.", said=said)
            else:
                told = Msg("{said:gerund|capital} instead: also wins, but only {when}.", said=said, when=when)
        elif best > 0:
            told = Msg("{said:gerund|capital} instead: loses: {other} would win {when}.",
                       said=said, other=other, when=when)
        elif ro == r:
            told = Msg("{said:gerund|capital} instead: loses just as late.", said=said)
        else:
            told = Msg("{said:gerund|capital} instead: loses sooner: {other} would win {when}.",
                       said=said, other=other, when=when)
        found.append(INDENT + translate(told, lang))
    return found + no_better(len(others) - SHOWN_ALTERNATIVES, lang)


def no_better(rest: int, lang: str) -> list[str]:
    """The one clause for the alternatives not narrated, if any.

    >>> no_better(1, "en"), no_better(2, "en"), no_better(0, "en")
    (['   The other move is no better.'], ['   The 2 other moves are no better.'], [])
    """
    if rest <= 0:
        return []
    if rest == 1:
        return [INDENT + translate(Msg("The other move is no better."), lang)]
    return [INDENT + translate(Plural("The {n} other move is no better.", "The {n} other moves are no better.",
                                      rest), lang)]
