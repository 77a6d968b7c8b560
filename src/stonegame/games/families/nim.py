"""Nim: heaps of stones; each turn remove any positive number of stones from one heap; who
cannot move loses (normal play) or wins (misère).

Glossary: heaps = the position, in the order given (a move names a heap by its place);
XOR = the nim-sum of the heaps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import reduce
from itertools import accumulate
from operator import xor
from typing import Any

from stonegame.core.declare import STATE_LIMIT, declare
from stonegame.core.engine import Estimate, Rules, Step
from stonegame.core.game import ALICE_WINS, Game
from stonegame.core.instances import Row

Heaps = tuple[int, ...]
Move = tuple[int, int]  # (heap index, stones taken)


class Nim(Rules[Heaps, Move]):
    """Take x >= 1 stones from heap i; heaps are interchangeable (the memo key sorts them)."""

    misere = False

    def __init__(self, heaps: Sequence[int]):
        self.heaps = tuple(heaps)

    def start(self) -> Heaps:
        return self.heaps

    def moves(self, heaps: Heaps) -> list[Move]:
        return [(i, x) for i, h in enumerate(heaps) for x in range(1, h + 1)]

    def play(self, heaps: Heaps, move: Move) -> Step[Heaps]:
        i, x = move
        return Step(0, (*heaps[:i], heaps[i] - x, *heaps[i + 1 :]))

    def end(self, heaps: Heaps) -> int:
        return 1 if self.misere else -1

    def key(self, heaps: Heaps) -> Heaps:
        return tuple(sorted(h for h in heaps if h))

    def show(self, heaps: Heaps) -> list[int]:
        return list(heaps)

    def name(self, heaps: Heaps, move: Move) -> str:
        return f"take {move[1]} from heap {move[0] + 1}"

    def estimate(self) -> Estimate:
        return nim_search(self.heaps)

    def insight(self, lang: str) -> str:
        return nim_insight(self.heaps, lang, self.misere)


class MisereNim(Nim):
    """Nim where whoever cannot move wins (whoever takes the last stone loses)."""

    misere = True


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




@dataclass(frozen=True)
class SmallHeaps(Row):
    """Rows of heaps; hypothesis draws few small ones (brute force settles them in milliseconds)."""

    def strategy(self, size: int, bound: int) -> Any:
        from hypothesis import strategies as st

        return st.lists(st.integers(0, min(3, bound)), min_size=1, max_size=max(1, size))


def nim(misere: bool = False) -> Game:
    """Heaps of stones; remove any positive number from one heap; who cannot move loses.

    With ``misere=True`` whoever cannot move wins (the last to take loses).

    >>> from stonegame import solve
    >>> solve(nim(), [1, 2, 3]).answer, solve(nim(misere=True), [1, 1]).answer
    (False, True)
    """
    return declare(
        "misere-nim" if misere else "nim",
        rules=MisereNim if misere else Nim,
        instance=SmallHeaps(least=0),
        scoring=False,
        misere=misere,
        answer=ALICE_WINS,
        title="Misère Nim" if misere else "Nim",
        summary=f"remove stones from one heap; who cannot move {'wins' if misere else 'loses'}",
        solvers={"formula": lambda heaps: nim_formula(heaps, misere)},
        complexity={"brute": "O(exponential)", "memo": "O(positions × moves)", "formula": "O(heaps)"},
        small=3,
        grundy=None if misere else (lambda heaps: reduce(xor, heaps, 0)),
    )
