"""A solution told as a story: the optimal line move by move, in English ("en") or Chinese ("zh").

Every number in the story comes from the solution: what the mover takes and what is left
(the line), the running scores, and why the move is best: each alternative's value, turned
into what the final result would then be. A move's value is the mover's own − opponent's
points from that position on, so the final margin after an alternative is the margin
already scored plus the alternative's value.

The story narrates ``solution.line``, the one optimal line every view shows. Win/lose games
(``scoring=False``) have no points; there each move is marked winning or losing with its
remoteness: how many moves are left under optimal play when the winner hurries and the
loser holds out (the line follows it). Closed forms add their argument (``Game.insight``).

Glossary: mover = the player to move; value = own − opponent's from a position on (+1/−1 in
win/lose games); margin = Alice − Bob at the end; remoteness = moves left under optimal play.
"""

from __future__ import annotations

import json
from typing import Any

from stonegame.core import engine
from stonegame.core.engine import Player
from stonegame.core.errors import StoneGameError
from stonegame.core.game import Game

LANGS = ("en", "zh")
SHOWN_ALTERNATIVES = 3
"""Alternatives narrated per move (the best ones); the rest are summed up in one clause."""

TITLES_ZH = {486: "预测赢家"}
VERBS = ("take", "remove", "merge", "split", "keep", "discard", "play")
DOUBLED = ("split", "cut", "put", "stop", "drop")  # verbs that double their last letter: splitting


def check_lang(lang: str) -> str:
    """``lang`` if it is a language the stories are written in, else a one-line error."""
    if lang not in LANGS:
        raise StoneGameError(f"no language {lang!r}; choose from {', '.join(LANGS)}")
    return lang


def explain(solution: Any, lang: str = "en") -> str:
    """The optimal play of ``solution`` narrated move by move, with why each move is best.

    >>> from stonegame import solve
    >>> print(explain(solve("stone-game", [5, 3, 4, 5]), "en").splitlines()[-1])
    Result: Alice 9, Bob 8: Alice wins by 1. stoneGame returns true.
    """
    check_lang(lang)
    story = scoring_story(solution, lang) if solution.game.scoring else win_lose_story(solution, lang)
    note = "Note: " if lang == "en" else "注："
    return "\n".join([*story, *(note + text for text in solution.notes)])


# Words ---------------------------------------------------------------------------------------


def title(game: Game, lang: str) -> str:
    """The game's name as LeetCode gives it in ``lang`` (力扣's Chinese titles); a declared
    game's own title in either language."""
    problem = game.problem
    if lang == "en" or problem is None:
        return game.title
    if problem.number in TITLES_ZH:
        return TITLES_ZH[problem.number]
    return "石子游戏" + ("" if problem.numeral in ("", "I") else f" {problem.numeral}")


def origin(game: Game, lang: str) -> str:
    """" (LeetCode 877)" for the family's games; nothing for a game a user declared (number 0)."""
    if game.problem is None:
        return ""
    number = game.problem.number
    return f" (LeetCode {number})" if lang == "en" else f"（LeetCode {number}）"


def returns(game: Game, answer: str, lang: str) -> str:
    """What the original method returns, or just the answer for a declared game."""
    method = game.problem.method if game.problem else ""
    if lang == "en":
        return f"{method} returns {answer}." if method else f"The answer is {answer}."
    return f"所以 {method} 返回 {answer}。" if method else f"答案是 {answer}。"


def instance_text(game: Game, instance: Any, lang: str) -> str:
    """The instance as the problem gives it: a row, n, or both players' values."""
    rows = game.instance.rows(instance)
    if not rows:
        return game.instance.text(instance)
    if len(rows) == 2:
        alice, bob = (row_text(values, lang) for values in instance)
        if lang == "en":
            return f"Alice's values {alice}, Bob's values {bob}"
        return f"Alice 的价值 {alice}，Bob 的价值 {bob}"
    return row_text(instance, lang) if lang == "en" else f"石子堆 {row_text(instance, lang)}"


SHOWN_ENDS = 8
"""A row longer than twice this is written as its first and last SHOWN_ENDS values."""


def row_text(values: Any, lang: str = "en") -> str:
    """A row as a list, or, when long, its two ends and how many values lie between: a line of
    n moves then writes O(n) values, not n²/2.

    >>> row_text(list(range(1, 21)))
    '[1, 2, 3, 4, 5, 6, 7, 8, … 4 more …, 13, 14, 15, 16, 17, 18, 19, 20]'
    """
    values = list(values)
    if len(values) <= 2 * SHOWN_ENDS + 2:  # cutting would hide fewer values than it writes
        return str(values)
    hidden = len(values) - 2 * SHOWN_ENDS
    middle = f"… {hidden:,} more …" if lang == "en" else f"… 另有 {hidden:,} 个 …"
    head, tail = values[:SHOWN_ENDS], values[-SHOWN_ENDS:]
    return f"[{', '.join(map(str, head))}, {middle}, {', '.join(map(str, tail))}]"


def picture(shown: Any, lang: str, rules: engine.Rules[Any, Any] | None = None) -> str:
    """What is left, from ``Rules.show``: the game's own words for it, a row, a count, or
    labelled parts."""
    said = rules.scene(shown, lang) if rules is not None else None
    if said is not None:
        return said
    if nothing_in(shown):
        return "nothing" if lang == "en" else "空"
    if isinstance(shown, (list, tuple)):
        return row_text(shown, lang)
    if isinstance(shown, dict):
        return ", ".join(f"{key} {picture(value, lang)}" for key, value in shown.items())
    if isinstance(shown, (int, str)):
        return str(shown)
    return json.dumps(shown, default=str)


def nothing_in(shown: Any) -> bool:
    """Whether a picture shows nothing left: an empty row, or labelled rows all empty.

    >>> nothing_in([]), nothing_in({"alice": [], "bob": []}), nothing_in({"alice": [1], "bob": [2]})
    (True, True, False)
    """
    if isinstance(shown, dict):
        return bool(shown) and all(isinstance(part, (list, tuple)) and not part for part in shown.values())
    return isinstance(shown, (list, tuple)) and not shown


def leaving(shown: Any, lang: str, rules: engine.Rules[Any, Any] | None = None) -> str:
    """'leaving [3, 4, 5]' / '剩下 [3, 4, 5]', or that nothing is left."""
    if nothing_in(shown):
        return "leaving nothing" if lang == "en" else "石子全部拿完"
    said = picture(shown, lang, rules)
    if lang == "en":
        return f"leaving {said}"
    return f"剩下{'' if said[:1] >= chr(0x2E80) else ' '}{said}"  # no space before Chinese text


def phrase(game: Game, rules: engine.Rules[Any, Any], position: Any, move: Any, lang: str) -> str:
    """The move as a verb phrase ("take the left 5" / "拿走左边的 5"): the game's own, or its name."""
    said = rules.phrase(position, move, lang)
    if said is not None:
        return said
    name = rules.name(position, move)
    if lang == "zh":
        return f"选择 {name}"
    return name if name.split(" ", 1)[0] in VERBS else f"play {name}"


def third_person(base: str) -> str:
    """'take the left 5' -> 'takes the left 5'.

    >>> third_person("take the left 5"), third_person("merge 3"), third_person("play left 5")
    ('takes the left 5', 'merges 3', 'plays left 5')
    """
    verb, space, rest = base.partition(" ")
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        verb += "es"
    elif verb.endswith("y") and verb[-2:-1] not in tuple("aeiou"):
        verb = verb[:-1] + "ies"
    else:
        verb += "s"
    return verb + space + rest


def gerund(base: str) -> str:
    """'take the left 5' -> 'taking the left 5'.

    >>> gerund("take the left 5"), gerund("split after 2"), gerund("play left 5")
    ('taking the left 5', 'splitting after 2', 'playing left 5')
    """
    verb, space, rest = base.partition(" ")
    if verb in DOUBLED:
        verb += verb[-1] + "ing"
    elif verb.endswith("e") and not verb.endswith("ee"):
        verb = verb[:-1] + "ing"
    else:
        verb += "ing"
    return verb + space + rest


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def outcome(margin: int, lang: str, would: bool = False) -> str:
    """The final result, from Alice − Bob: 'Alice wins by 3', 'Bob would win by 2', 'a tie'."""
    if lang == "en":
        if margin == 0:
            return "it would end in a tie" if would else "a tie"
        winner = "Alice" if margin > 0 else "Bob"
        return f"{winner} {'would win' if would else 'wins'} by {abs(margin)}"
    if margin == 0:
        return "双方会打平" if would else "双方打平"
    winner = "Alice" if margin > 0 else "Bob"
    return f"{winner} {'会赢' if would else '赢'} {abs(margin)} 分"


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def after(moves_left: int, lang: str) -> str:
    """When the game ends: 'at once', 'after 3 more moves' / '立即', '再走 3 步后'."""
    if lang == "en":
        if moves_left == 0:
            return "at once"
        return f"after {moves_left} more move{'s' if moves_left > 1 else ''}"
    return "立即" if moves_left == 0 else f"再走 {moves_left} 步后"


def leetcode(answer: Any) -> str:
    """The answer as LeetCode prints it (true/false for booleans)."""
    if isinstance(answer, bool):
        return "true" if answer else "false"
    return f'"{answer}"' if isinstance(answer, str) else str(answer)


# Scoring games -------------------------------------------------------------------------------


def scoring_story(solution: Any, lang: str) -> list[str]:
    """Header, the closed form's argument if any, each move of the line with its alternatives, result."""
    game, rules = solution.game, solution.rules
    line = solution.line
    margin, alice, _ = engine.replay(rules, [move.move for move in line])
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
        said = phrase(game, rules, position, move.move, lang)
        left = leaving(move.position, lang, rules)
        if lang == "en":
            first = (f"{number}. {mover} {third_person(said)}, {left}. "
                     f"Score: Alice {points[Player.ALICE]}, Bob {points[Player.BOB]}.")
            if step.again:
                first += f" {mover} moves again."
            first += f" Worth {signed(move.value)} to {mover} from here on"
            first += f" ({mover}'s points minus {other}'s)." if number == 1 else "."
        else:
            first = (f"第 {number} 步：{mover} {said}，{left}，"
                     f"比分 Alice {points[Player.ALICE]} : Bob {points[Player.BOB]}。")
            if step.again:
                first += f"{mover} 继续行动。"
            first += f"这一步对 {mover} 的价值是 {signed(move.value)}"
            first += "（从这里开始，自己的得分减去对手的得分）。" if number == 1 else "。"
        story.append(first)
        story += alternatives(game, rules, position, move, scored, lang)
        position = step.position
    story.append(result(solution, margin, alice, bob, lang))
    return story


def header(solution: Any, margin: int, alice: int, bob: int, lang: str) -> str:
    game = solution.game
    named = instance_text(game, solution.instance, lang)
    if lang == "en":
        if margin == 0:
            verdict = f"it ends in a tie, {alice} to {bob}"
        elif margin > 0:
            verdict = f"Alice wins {alice} to {bob}"
        else:
            verdict = f"Bob wins {bob} to {alice}"
        return (f"{title(game, lang)}{origin(game, lang)} on {named}. Alice moves first. "
                f"With best play on both sides, {verdict}.")
    if margin == 0:
        verdict = f"双方以 {alice} 比 {bob} 打平"
    elif margin > 0:
        verdict = f"Alice 以 {alice} 比 {bob} 获胜"
    else:
        verdict = f"Bob 以 {bob} 比 {alice} 获胜"
    return f"{title(game, lang)}{origin(game, lang)}，{named}，Alice 先手，Bob 后手。双方都采取最优策略时，{verdict}。"


def insight(solution: Any, lang: str) -> list[str]:
    """The closed form's argument for this instance, and a word on how a Decision was reached."""
    found = []
    text = solution.rules.insight(lang)
    if text:
        found.append(text)
    if solution.value is None:
        found.append(
            f"The {solution.method} method decides the answer without search; the play below is exact."
            if lang == "en"
            else f"{solution.method} 方法不用搜索就能判定答案；下面的走法是精确的最优解。"
        )
    return found


def alternatives(game: Game, rules: Any, position: Any, move: engine.Move, scored: int,
                 lang: str) -> list[str]:
    """Each other move at ``position`` and the final result it would lead to, best first."""
    mover = move.player
    others = [option for option in move.options if option.move != move.move]
    if not others:
        return ["   It is the only move." if lang == "en" else "   只有这一种走法。"]
    others.sort(key=lambda option: -option.value)  # stable: ties keep the rules' order
    found = []
    for option in others[:SHOWN_ALTERNATIVES]:
        said = phrase(game, rules, position, option.move, lang)
        loss = move.value - option.value
        final = scored + option.value
        margin = final if mover is Player.ALICE else -final
        if lang == "en":
            if loss == 0:
                found.append(f"   {capital(gerund(said))} instead: just as good.")
            else:
                found.append(f"   {capital(gerund(said))} instead: {outcome(margin, lang, would=True)}, "
                             f"{loss} worse for {mover}.")
        elif loss == 0:
            found.append(f"   如果改为{said}：一样好。")
        else:
            final = f"最终{' ' if margin else ''}{outcome(margin, lang, would=True)}"
            found.append(f"   如果改为{said}：{final}，对 {mover} 来说比最优差 {loss} 分。")
    found += no_better(len(others) - SHOWN_ALTERNATIVES, lang)
    return found


def result(solution: Any, margin: int, alice: int, bob: int, lang: str) -> str:
    answer = returns(solution.game, leetcode(solution.answer), lang)
    if lang == "en":
        return f"Result: Alice {alice}, Bob {bob}: {outcome(margin, lang)}. {answer}"
    return f"结果：Alice {alice} 分，Bob {bob} 分，{outcome(margin, lang)}。{answer}"


# Win/lose games ------------------------------------------------------------------------------


def win_lose_story(solution: Any, lang: str) -> list[str]:
    """Header, insight, each move of the line marked winning or losing with the moves left, result."""
    game, rules = solution.game, solution.rules
    line = solution.line
    total = len(line)  # the line lasts its start's remoteness (engine.Oracle.line)
    winner = solution.winner or Player.BOB  # a win/lose game has no tie
    named = instance_text(game, solution.instance, lang)
    if lang == "en":
        where = "on" if game.instance.rows(solution.instance) else "with"
        story = [f"{title(game, lang)}{origin(game, lang)} {where} {named}. Alice moves first. "
                 f"With best play {winner} wins, and the game lasts {total} move{'s' if total != 1 else ''} "
                 "(the winner hurries, the loser holds out)."]
    else:
        story = [f"{title(game, lang)}{origin(game, lang)}，{named}，Alice 先手，Bob 后手。"
                 f"双方都采取最优策略时 {winner} 获胜：胜者尽快取胜，败者尽量拖延，整局共 {total} 步。"]
    story += insight(solution, lang)
    position = rules.start()
    for number, move in enumerate(line, 1):
        player, best, r = move.player, move.value, move.remoteness
        said = phrase(game, rules, position, move.move, lang)
        left = leaving(move.position, lang, rules)
        ahead = player if best > 0 else player.other
        if lang == "en":
            first = f"{number}. {player} {third_person(said)}, {left}."
            if best > 0:
                first += f" Winning: {player} wins {after(r, lang)}."
            elif len(move.options) == 1:
                first += f" Losing: {ahead} wins {after(r, lang)}."
            else:
                first += (f" Losing: whatever {player} does, {ahead} wins; "
                          f"this holds out longest ({ahead} wins {after(r, lang)}).")
        else:
            first = f"第 {number} 步：{player} {said}，{left}。"
            if best > 0:
                first += f"必胜：{player} {after(r, lang)}获胜。"
            elif len(move.options) == 1:
                first += f"必败：{ahead} {after(r, lang)}获胜。"
            else:
                first += f"必败：无论怎么走都是 {ahead} 赢，这一步拖得最久（{ahead} {after(r, lang)}获胜）。"
        story.append(first)
        story += win_lose_alternatives(game, rules, position, move, lang)
        position = move.after
    story.append(win_lose_result(solution, winner, lang))
    return story


def win_lose_alternatives(game: Game, rules: Any, position: Any, move: engine.Move, lang: str) -> list[str]:
    """What each other move would do: win or lose, and sooner or later than the move played."""
    player, best, r = move.player, move.value, move.remoteness
    others = [option for option in move.options if option.move != move.move]
    if not others:
        return ["   It is the only move." if lang == "en" else "   只有这一种走法。"]
    # Best first: winning moves, the fastest of them; then losing moves, the slowest.
    others.sort(key=lambda option: (-option.value, option.remoteness if option.value > 0 else -option.remoteness))
    found = []
    for option in others[:SHOWN_ALTERNATIVES]:
        said = phrase(game, rules, position, option.move, lang)
        ro = option.remoteness
        if lang == "en":
            lead = f"   {capital(gerund(said))} instead:"
            if option.value > 0:
                found.append(f"{lead} also wins, just as fast." if ro == r
                             else f"{lead} also wins, but only {after(ro, lang)}.")
            elif best > 0:
                found.append(f"{lead} loses: {player.other} would win {after(ro, lang)}.")
            else:
                found.append(f"{lead} loses just as late." if ro == r
                             else f"{lead} loses sooner: {player.other} would win {after(ro, lang)}.")
        else:
            lead = f"   如果改为{said}："
            if option.value > 0:
                found.append(f"{lead}也能赢，而且一样快。" if ro == r else f"{lead}也能赢，但要{after(ro, lang)}才赢。")
            elif best > 0:
                found.append(f"{lead}会输，{player.other} {after(ro, lang)}获胜。")
            else:
                found.append(f"{lead}同样会输，拖的步数一样。" if ro == r
                             else f"{lead}输得更快，{player.other} {after(ro, lang)}就获胜。")
    found += no_better(len(others) - SHOWN_ALTERNATIVES, lang)
    return found


def no_better(rest: int, lang: str) -> list[str]:
    """The one clause for the alternatives not narrated, if any.

    >>> no_better(1, "en"), no_better(2, "en"), no_better(0, "en")
    (['   The other move is no better.'], ['   The 2 other moves are no better.'], [])
    """
    if rest <= 0:
        return []
    if lang == "en":
        return ["   The other move is no better." if rest == 1 else f"   The {rest} other moves are no better."]
    return ["   另一种走法也不会更好。" if rest == 1 else f"   其余 {rest} 种走法都不会更好。"]


def win_lose_result(solution: Any, winner: Player, lang: str) -> str:
    answer = returns(solution.game, leetcode(solution.answer), lang)
    if lang == "en":
        return f"Result: {winner} wins. {answer}"
    return f"结果：{winner} 获胜，{answer}"
