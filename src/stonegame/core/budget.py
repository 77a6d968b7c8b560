"""The guard before every solve: what a method would cost on an instance, refused past the limits.

Every method is estimated before it allocates or searches: brute and memo from the rules'
own count of positions and moves (``Rules.estimate``), the other methods from the
game's ``costs`` (memory and steps, ``game.Cost``). Past a limit ``admit`` raises
``TooLarge`` naming the limit and what would work instead: the methods that fit this
instance or, when none does, the largest n one of them fits. A method without an estimate
is taken to cost about as much as its instance (the O(n) methods).

Glossary: n = the instance's size (``Game.size``: values in a row, or the count itself);
fits = stays within every limit.
"""

from __future__ import annotations

from typing import Any

from stonegame.catalogs import Msg
from stonegame.core import kernels, progress, search
from stonegame.core.errors import TooLarge
from stonegame.core.game import ENGINE_METHODS, Cost, Game
from stonegame.core.values import amount

MEMORY = kernels.TABLE_BYTES
"""The most memory one method may hold beyond its instance (the limit of ``fast``'s tables too)."""

PYTHON_STEPS = 3 * 10**8
"""The most elementary steps a method may take in Python: about a minute on this project's machine."""

COMPILED_STEPS = 10**10
"""The most steps of a compiled kernel: ten seconds to a minute (stone-game-iv's sieve made
4·10^9 steps in 16 s at n = 10^8, on the project's shared 2-core machine)."""


def gigabytes(size: int) -> str:
    """A memory size as people say it.

    >>> gigabytes(3 * 2**30), gigabytes(5 * 10**12), gigabytes(300 * 2**20), gigabytes(10**30)
    ('3.0 GiB', '4,656 GiB', '300 MiB', '9.3·10^20 GiB')
    """
    if size >= 2**30:
        return f"{size / 2**30:,.1f} GiB" if size < 100 * 2**30 else f"{amount(size // 2**30)} GiB"
    return f"{size / 2**20:,.0f} MiB"


def excess(cost: Cost) -> Msg | None:
    """Why ``cost`` passes a limit, in words, or None if it fits.

    >>> str(excess(Cost(memory=8 * 10**9, what="a byte per heap size")))
    'needs about 7.5 GiB of memory (a byte per heap size), over the limit of 2.0 GiB'
    >>> excess(Cost(steps=10**12, compiled=True, what="a sieve")) is None, excess(Cost(steps=10))
    (False, None)
    """
    if cost.memory > MEMORY:
        needs = Msg("needs about {size} of memory", size=gigabytes(cost.memory))
        return Msg("{needs}, over the limit of {most}", needs=_with_what(needs, cost), most=gigabytes(MEMORY))
    limit = COMPILED_STEPS if cost.compiled else PYTHON_STEPS
    if cost.steps > limit:
        takes = (Msg("takes about {count} steps compiled", count=amount(cost.steps)) if cost.compiled
                 else Msg("takes about {count} steps of Python", count=amount(cost.steps)))
        minutes = Msg("ten seconds to a minute") if cost.compiled else Msg("a minute")
        return Msg("{takes}, over the limit of {most} (about {minutes})", takes=_with_what(takes, cost),
                   most=amount(limit), minutes=minutes)
    return None


def alternatives(choices: list[str]) -> Msg | str:
    """Choices said as alternatives: "'memo' or 'table'"."""
    said: Msg | str = choices[0]
    for choice in choices[1:]:
        said = Msg("{some} or {other}", some=said, other=choice)
    return said


def _with_what(needs: Msg, cost: Cost) -> Msg:
    """What a cost needs, with what takes it where the game says so."""
    return Msg("{needs} ({what})", needs=needs, what=cost.what) if cost.what else needs


def refusal(game: Game, method: str, instance: Any) -> Msg | str | None:
    """Why ``method`` may not run on ``instance`` (a valid one), or None if it fits."""
    if method in ENGINE_METHODS:
        try:
            estimate = game.rules(instance).estimate()
        except TooLarge as error:  # rules that refuse the instance outright (2^n subsets)
            return error.message
        if estimate is None:
            return None  # the search keeps its limits while it runs
        if method == "brute":
            return search.excess(search.walked(estimate), search.BRUTE, search.BRUTE_LIMIT, search.BRUTE_LIMIT)
        return search.excess(estimate, search.MEMO, search.MEMO_LIMIT, search.MEMO_WORK)
    cost_of = game.solver(method).cost
    return None if cost_of is None else excess(cost_of(instance))


def admit(game: Game, method: str, instance: Any) -> None:
    """Raise ``TooLarge`` if ``method`` would pass a limit on ``instance``, saying what fits instead."""
    why = refusal(game, method, instance)
    if why is None:
        return
    n = game.size(instance)
    others = [m for m in reversed(game.methods) if m != method and refusal(game, m, instance) is None]
    advice: Msg
    if others:
        advice = Msg("use method {methods}", methods=alternatives([f"'{m}'" for m in others]))
    else:
        reach = {m: largest_fitting(game, m, instance) for m in game.methods}
        best = max(reach, key=lambda m: -1 if (fits := reach[m]) is None else fits)
        size, most = amount(n), reach[best]
        if most is None:  # no method fits any smaller n either
            advice = Msg("no method fits n = {size}; try a smaller instance", size=size)
        elif most == n - 1:
            advice = Msg("no method fits n = {size}; method '{best}' fits every smaller n", size=size, best=best)
        else:
            advice = Msg("no method fits n = {size}; method '{best}' fits n <= {most}", size=size, best=best,
                         most=amount(most))
    raise TooLarge(Msg("{game} by {method}: {why}; {advice}", game=game.slug, method=method, why=why, advice=advice))


def largest_fitting(game: Game, method: str, instance: Any) -> int | None:
    """The largest size below ``instance``'s at which ``method`` fits (cut by ``Kind.cut``),
    or None if it fits none: every cost grows with n, so double the size from the least until
    it does not fit, then search between by halves (steps in the number of digits of the
    answer, not of n, which may have thousands).

    >>> from stonegame.games import get_game
    >>> largest_fitting(get_game("stone-game-iv"), "memo", 10**100)   # Σ √k moves <= 5·10^7
    178054
    """
    low = game.instance.smallest
    top = game.size(instance) - 1
    if top < low or refusal(game, method, game.instance.cut(instance, low)) is not None:
        return None
    high = low
    while high < top:  # low fits; find a high that does not, or the top
        high = min(top, 2 * high + 1)
        if refusal(game, method, game.instance.cut(instance, high)) is not None:
            break
        low = high
    if low == top:
        return top
    high -= 1
    while low < high:
        middle = (low + high + 1) // 2
        if refusal(game, method, game.instance.cut(instance, middle)) is None:
            low = middle
        else:
            high = middle - 1
    return low


def duration(seconds: float) -> str:
    """A forecast's time as people say it.

    >>> duration(27.4), duration(160), duration(2 * 3600)
    ('27 s', '3 min', '2.0 h')
    """
    if seconds < 90:
        return f"{seconds:.0f} s"
    return f"{seconds / 60:.0f} min" if seconds < 5400 else f"{seconds / 3600:.1f} h"


def forecast(game: Game, method: str, instance: Any) -> str | None:
    """What a memo search that fits its limits will cost, when that is long enough to say
    before it starts (``progress.LONG``): its positions, moves and time, and the methods
    that would answer faster. None for any other method, or a quick search.

    >>> from stonegame.games import get_game
    >>> for part in forecast(get_game("stone-game-vii"), "memo", [7] * 3000).split("; "):
    ...     print(part)
    stone-game-vii by memo: about 4,504,500 positions and 9,000,000 moves, about 14 s of Python
    method 'fast' or 'table' answers sooner
    """
    if method != "memo":
        return None
    try:
        estimate = game.rules(instance).estimate()
    except TooLarge:
        return None
    if estimate is None or estimate.seconds < progress.LONG:
        return None
    moves = "" if estimate.moves is None else f" and {amount(estimate.moves)} moves"
    text = (f"{game.slug} by memo: about {amount(estimate.positions)} positions{moves}, "
            f"about {duration(estimate.seconds)} of Python")
    sooner = [m for m in reversed(game.methods) if m not in ENGINE_METHODS and refusal(game, m, instance) is None]
    if sooner:
        text += "; method " + " or ".join(f"'{m}'" for m in sooner) + " answers sooner"
    return text
