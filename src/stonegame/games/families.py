"""Built-in families of games, each a ``Game`` factory on the public declaration API.

- ``take_up_to(k)``: Stone Game III with any k: take the first 1..k stones left and score
  them; ``take_up_to(3)`` is stone-game-iii.
- ``subtraction(moves)``: one heap of n stones; remove s stones for some s in the finite set
  ``moves``; who cannot move loses. The squares up to n make it stone-game-iv.
- ``nim(misere=False)``: heaps of stones; remove any positive number from one heap; who
  cannot move loses (normal play) or wins (misère).

Glossary: stones = the row; i = index of the first stone left; n = the heap (a count);
S = the subtraction set; heaps = the Nim position, in the order given.
Each family declares its rules (``stonegame.core.declare.declare``), so brute, memo, the line
and everything else come from the engine; each adds a bottom-up ``table`` or a ``formula``,
and an exact count of the positions a search keeps (``states``) for the scale guard.

``family("subtraction:1,3,4")`` finds one by name, as the command line writes it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import reduce
from itertools import accumulate
from operator import xor
from typing import Any

from stonegame.core.engine import Estimate, brief
from stonegame.core.errors import InvalidInstance, UnknownGame
from stonegame.core.game import Cost
from stonegame.core.solution import winner_of
from stonegame.core.values import integer
from stonegame.core.declare import STATE_LIMIT, DeclaredGame, Variant, declare

# Take 1..k from the left (Stone Game III with any k).

class TakeUpTo(Variant):
    """Take the first 1..k stones left and score their values."""

    k = 3

    def __init__(self, stones: Sequence[int]):
        super().__init__(stones)
        self.prefix = [0, *accumulate(stones)]

    def start(self) -> int:
        return 0

    def moves(self, i: int) -> range:
        return range(1, min(self.k, len(self.instance) - i) + 1)

    def play(self, i: int, x: int) -> tuple[int, int]:
        return self.prefix[i + x] - self.prefix[i], i + x

    def show(self, i: int) -> list[int]:
        return list(self.instance[i:])

    def name(self, i: int, x: int) -> str:
        return f"take {x} ({', '.join(map(str, self.instance[i : i + x]))})"


def take_differences(stones: Sequence[int], k: int) -> list[int]:
    """d(i) = the mover's best (own − opponent's) from stone i on, for i = 0..n, from the end.

    >>> take_differences([1, 2, 3, 7], 3)
    [-1, 12, 10, 7, 0]

    d(n) = 0; d(i) = max over x in 1..k, i + x <= n, of sum(stones[i:i+x]) − d(i+x).
    Time O(n·k), memory O(n).
    """
    n = len(stones)
    prefix = [0, *accumulate(stones)]
    d = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        d[i] = max(prefix[i + x] - prefix[i] - d[i + x] for x in range(1, min(k, n - i) + 1))
    return d


def take_up_to(k: int) -> DeclaredGame:
    """Take the first 1..k stones each turn (values may be negative); the higher score wins.

    >>> from stonegame import solve
    >>> solve(take_up_to(3), [1, 2, 3, 7]).answer      # stone-game-iii's first example
    'Bob'
    >>> solve(take_up_to(4), [1, 2, 3, 7]).answer
    'Alice'
    """
    k = _positive(k, "k (the most stones one turn may take)")
    rules = type(f"TakeUpTo{k}", (TakeUpTo,), {"k": k, "__doc__": f"Take the first 1..{k} stones left."})
    return declare(
        f"take-up-to-{k}",
        rules=rules,
        least=None,
        small=9,
        # one position per first stone left, up to k moves from each
        states=lambda stones: Estimate(len(stones) + 1, len(stones) * min(k, len(stones))),
        answer=lambda value, stones: winner_of(value),
        title=f"Take up to {k}",
        summary=f"take the first 1..{k} stones; values may be negative; higher score wins",
        solvers={"table": lambda stones: take_differences(stones, k)[0]},
        costs={"table": lambda stones: Cost(memory=40 * len(stones), steps=len(stones) * min(k, len(stones)),
                                            what="n·k moves")},
        total=sum,
        traits={"family": "take-up-to", "k": k},
    )


# Subtraction games.

def win_table(moves: Sequence[int], n: int) -> list[bool]:
    """win(m) for m = 0..n in the subtraction game with set ``moves``: can the mover force a win?

    >>> [m for m, won in enumerate(win_table([1, 3, 4], 14)) if not won]
    [0, 2, 7, 9, 14]

    win(m) = some s in S, s <= m, with not win(m − s). Time O(n·|S|), memory O(n).
    """
    win = [False] * (n + 1)
    for m in range(1, n + 1):
        win[m] = any(s <= m and not win[m - s] for s in moves)
    return win


def subtraction(moves: Iterable[int]) -> DeclaredGame:
    """One heap of n stones; each turn remove s stones, s in ``moves``; who cannot move loses.

    >>> from stonegame import solve
    >>> g = subtraction({1, 3, 4})
    >>> g.slug, [n for n in range(10) if not solve(g, n).answer]
    ('subtraction-1-3-4', [0, 2, 7, 9])
    """
    S = _subtraction_set(moves)

    def moves_up_to(n: int) -> int:
        return sum(n - s + 1 for s in S if s <= n)

    game = declare(
        "subtraction-" + "-".join(map(str, S)),
        start=lambda n: n,
        moves=lambda n: [s for s in S if s <= n],
        play=lambda n, s: n - s,
        move_name=lambda n, s: f"remove {s}",
        kind="count",
        scoring=False,
        small=12,
        states=lambda n: Estimate(n + 1, moves_up_to(n)),  # at most the heaps 0..n (all when 1 is in S)
        title=f"Subtraction game {{{', '.join(map(str, S))}}}",
        summary=f"remove s stones from one heap, s in {{{', '.join(map(str, S))}}}; who cannot move loses",
        solvers={"table": lambda n: 1 if win_table(S, n)[n] else -1, "formula": lambda n: periodic_outcome(S, n)},
        costs={"table": lambda n: Cost(memory=8 * (n + 1), steps=moves_up_to(n) + n,
                                       what="a list of n + 1 outcomes"),
               "formula": lambda n: period_cost(S, n)},
        traits={"family": "subtraction", "moves": S},
    )
    return dataclasses.replace(game, subtracts=lambda n: S)


def period_cost(moves: Sequence[int], n: int) -> Cost:
    """What ``periodic_outcome`` holds: the values up to its first window (every value up to n
    when no window can prove a period: a move as long as the values kept)."""
    from stonegame.tools.grundy import SEQUENCE_LIMIT

    largest = max((s for s in moves if s <= n), default=0)  # a longer move never applies from n
    window = n if n <= SEQUENCE_LIMIT or largest >= SEQUENCE_LIMIT else min(SEQUENCE_LIMIT, max(1 << 12, 4 * largest))
    return Cost(memory=8 * (window + 1), steps=(window + 1) * (len(moves) + 1), compiled=window > 1 << 16,
                what="the values up to a window that proves the period")


def periodic_outcome(moves: Sequence[int], n: int) -> int:
    """+1 if the mover wins with n stones, else −1, for any n: the heap is lost exactly when its
    Grundy value is 0, and the values repeat with a proven period (``grundy.periodic_value``).

    >>> periodic_outcome([1, 3, 4], 10**40), periodic_outcome([1, 3, 4], 7 * 10**40)
    (1, -1)
    """
    from stonegame.tools.grundy import periodic_value

    return 1 if periodic_value(moves, n) else -1


def _subtraction_set(moves: Iterable[int]) -> tuple[int, ...]:
    if isinstance(moves, (str, bytes)) or not hasattr(moves, "__iter__"):
        raise InvalidInstance(
            f"a subtraction set is a collection of positive integers, like {{1, 3, 4}}; got {brief(moves)}"
        )
    S = tuple(sorted({_positive(s, "a move of the subtraction set") for s in moves}))
    if not S:
        raise InvalidInstance("a subtraction set needs at least one move, like {1, 3, 4}")
    return S


# Nim.

def nim_formula(heaps: Sequence[int], misere: bool = False) -> int:
    """+1 if the first player wins Nim on ``heaps``, else −1, by Bouton's rule.

    >>> nim_formula([1, 2, 3]), nim_formula([1, 2, 4])
    (-1, 1)
    >>> nim_formula([1, 1], misere=True), nim_formula([1, 1, 1], misere=True)
    (1, -1)

    Normal play: the mover wins iff the XOR of the heaps is not 0. Misère: the same, except
    when every heap is 0 or 1, where the mover wins iff an even number of heaps is non-empty
    (the players simply alternate taking whole heaps, and whoever takes the last one loses).
    Time O(number of heaps).
    """
    if misere and all(h <= 1 for h in heaps):
        return 1 if sum(heaps) % 2 == 0 else -1
    return 1 if reduce(xor, heaps, 0) else -1


SPELLED_HEAPS = 8
"""Most heaps an insight writes out as an XOR (1 XOR 2 XOR 4 = 7); beyond, just the result."""


def nim_insight(heaps: Sequence[int], lang: str, misere: bool = False) -> str:
    """Bouton's rule told on ``heaps``: the XOR, who wins, and the moves that leave XOR 0.

    >>> print(nim_insight([1, 2, 4], "en"))
    Bouton's rule: the player to move loses exactly when the XOR of the heaps is 0, since every move from XOR 0 leaves a non-zero XOR and from a non-zero XOR some move brings it back to 0. Here 1 XOR 2 XOR 4 = 7, not 0: Alice wins by leaving XOR 0 after each of her moves (now: take 1 from heap 3).
    """
    xor_all = reduce(xor, heaps, 0)
    if len(heaps) <= SPELLED_HEAPS:
        sum_text = f"{' XOR '.join(map(str, heaps))} = {xor_all}"
    else:
        sum_text = f"the XOR of the {len(heaps)} heaps is {xor_all}" if lang == "en" else f"{len(heaps)} 堆的异或为 {xor_all}"
    winner = "Alice" if nim_formula(heaps, misere) > 0 else "Bob"
    restoring = [(i, h - (h ^ xor_all)) for i, h in enumerate(heaps) if h ^ xor_all < h]
    shown = restoring[:3]
    if lang == "en":
        moves = " or ".join(f"take {x} from heap {i + 1}" for i, x in shown) + (" or …" if len(restoring) > 3 else "")
        if not misere:
            rule = ("Bouton's rule: the player to move loses exactly when the XOR of the heaps is 0, since every "
                    "move from XOR 0 leaves a non-zero XOR and from a non-zero XOR some move brings it back to 0.")
            if xor_all:
                return f"{rule} Here {sum_text}, not 0: Alice wins by leaving XOR 0 after each of her moves (now: {moves})."
            return f"{rule} Here {sum_text}: Bob wins, bringing the XOR back to 0 after each of Alice's moves."
        rule = ("Misère Nim (Bouton): while some heap holds 2 or more stones, the player to move wins exactly when "
                "the XOR of the heaps is not 0, as in Nim; once every heap holds 0 or 1, exactly when an even number "
                "of heaps is left, and the winner's move into that end leaves an odd number of heaps of 1.")
        if all(h <= 1 for h in heaps):
            left = sum(heaps)
            return f"{rule} Here every heap holds at most 1 stone and {left} {'is' if left == 1 else 'are'} left: {winner} wins."
        return f"{rule} Here {sum_text}{', not 0' if xor_all else ''}: {winner} wins."
    moves = " 或 ".join(f"从第 {i + 1} 堆拿 {x} 个" for i, x in shown) + ("……" if len(restoring) > 3 else "")
    if not misere:
        rule = ("Bouton 定理：所有堆的异或为 0 时，轮到的一方必败，因为从异或为 0 的局面出发，任何一步都会让异或变成非 0，"
                "而从异或非 0 的局面出发，总有一步能让它回到 0。")
        if xor_all:
            return f"{rule}这里 {sum_text}，不为 0：Alice 每一步都留下异或为 0 的局面就能获胜（现在：{moves}）。"
        return f"{rule}这里 {sum_text}：Alice 每走一步，Bob 都把异或变回 0，所以 Bob 获胜。"
    rule = ("反常 Nim（Bouton）：只要还有一堆至少 2 个石子，就和普通 Nim 一样，异或不为 0 时轮到的一方必胜；"
            "每堆都只剩 0 或 1 个时，剩下偶数堆则轮到的一方必胜，胜者进入这一阶段时要留下奇数个 1。")
    if all(h <= 1 for h in heaps):
        return f"{rule}这里每堆至多 1 个石子，还剩 {sum(heaps)} 堆：{winner} 获胜。"
    return f"{rule}这里 {sum_text}{'，不为 0' if xor_all else ''}：{winner} 获胜。"


def nim_positions(heaps: Sequence[int], limit: int = STATE_LIMIT) -> int:
    """Distinct Nim positions up to the order of heaps reachable from ``heaps`` (the memo keys).

    >>> nim_positions([1, 2]), nim_positions([3])
    (5, 4)

    Sorted, a reachable position is b_1 <= ... <= b_m with b_i <= h_i (heaps sorted too), so
    count non-decreasing sequences under the sorted heaps, one heap at a time. The count only
    grows with each heap, so the count stops at ``limit + 1`` once it is beyond the limit.
    Time O(m·max(h)) at most.
    """
    ordered = sorted(heaps)
    if not ordered:
        return 1
    if ordered[-1] >= limit:
        return ordered[-1] + 1
    # ends[v] = sequences so far whose last (largest) value is v
    ends = [1] * (ordered[0] + 1)
    for h in ordered[1:]:
        ends = list(accumulate(ends + [0] * (h + 1 - len(ends))))
        if sum(ends) > limit:
            return limit + 1
    return sum(ends)


def nim_search(heaps: Sequence[int]) -> Estimate:
    """The Nim memo's size: its positions, and at most sum(heaps) moves from each (a position
    keeps at most the stones of the start, and taking each number of them is a move).

    >>> nim_search([1, 2])
    Estimate(positions=5, moves=15)
    """
    positions = nim_positions(heaps)
    return Estimate(positions, positions * sum(heaps))


def few_small_heaps(size: int, bound: int):  # -> hypothesis strategy, imported late (a test dependency)
    """Nim instances brute force settles in milliseconds: up to ``size`` heaps of at most 3."""
    from hypothesis import strategies as st

    return st.lists(st.integers(0, min(3, bound)), min_size=1, max_size=max(1, size))


def nim(misere: bool = False) -> DeclaredGame:
    """Heaps of stones; remove any positive number from one heap; who cannot move loses.

    With ``misere=True`` whoever cannot move wins (the last to take loses).

    >>> from stonegame import solve
    >>> solve(nim(), [1, 2, 3]).answer, solve(nim(misere=True), [1, 1]).answer
    (False, True)
    """
    slug = "misere-nim" if misere else "nim"
    game = declare(
        slug,
        start=tuple,
        moves=lambda heaps: [(i, x) for i, h in enumerate(heaps) for x in range(1, h + 1)],
        play=lambda heaps, move: (*heaps[: move[0]], heaps[move[0]] - move[1], *heaps[move[0] + 1 :]),
        key=lambda heaps: tuple(sorted(h for h in heaps if h)),  # heaps are interchangeable
        move_name=lambda heaps, move: f"take {move[1]} from heap {move[0] + 1}",
        kind="row",
        scoring=False,
        misere=misere,
        least=0,
        small=3,
        states=nim_search,
        instances=few_small_heaps,
        title="Misère Nim" if misere else "Nim",
        summary=f"remove stones from one heap; who cannot move {'wins' if misere else 'loses'}",
        solvers={"formula": lambda heaps: nim_formula(heaps, misere)},
        traits={"family": "nim", "misere": misere},
    )
    return replace(game, insight=lambda heaps, lang: nim_insight(heaps, lang, misere))


# Names, as the command line writes them.

FAMILIES = {
    "take-up-to:K": "take the first 1..K stones (stone-game-iii is take-up-to:3)",
    "subtraction:S": "one heap, remove s in S stones, e.g. subtraction:1,3,4",
    "nim": "Nim on any number of heaps (normal play)",
    "misere-nim": "Nim where whoever cannot move wins",
}


def is_family(name: str) -> bool:
    """Whether ``name`` names a family rather than a registered game."""
    lowered = name.strip().lower()
    return lowered in ("nim", "misere-nim") or lowered.startswith(("take-up-to:", "subtraction:"))


def family(name: str) -> DeclaredGame:
    """The family member called ``name``: ``take-up-to:4``, ``subtraction:1,3,4``, ``nim``, ``misere-nim``.

    >>> family("subtraction:4,1,3").slug
    'subtraction-1-3-4'
    """
    lowered = name.strip().lower()
    if lowered in ("nim", "misere-nim"):
        return nim(misere=lowered == "misere-nim")
    head, _, parameters = lowered.partition(":")
    words = [w for w in parameters.replace(" ", ",").split(",") if w]
    if head == "take-up-to" and len(words) == 1:
        return take_up_to(_number(words[0], name))
    if head == "subtraction" and words:
        return subtraction(_number(w, name) for w in words)
    choices = "; ".join(f"{label} ({about})" for label, about in FAMILIES.items())
    raise UnknownGame(f"no family {brief(name)}; write one of {choices}")


def _number(word: str, name: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise UnknownGame(f"{brief(word, 30)} in {brief(name)} is not a whole number") from None


def _positive(raw: Any, what: str) -> int:
    value = integer(raw, what)
    if value < 1:
        raise InvalidInstance(f"{what} is {value}; it must be >= 1")
    return value
