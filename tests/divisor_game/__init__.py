"""Divisor Game (LeetCode 1025): the eleventh game, declared only in the tests.

It proves that adding a game is one package and one registration line: tests/conftest.py
registers it (``stonegame.games.register``), and every test parametrized over the registry
runs on it, its own compiled kernel (``kernels.divisor_table``) included. Nothing of it lives
in the stonegame package, and it is written exactly as a built-in game is: its rules class,
its methods, its problem (as a class from outside stonegame, its rules are guarded).

A heap holds n stones. The mover chooses x with 0 < x < n and n % x == 0 and leaves n − x;
whoever cannot move (n = 1) loses. Does Alice win?
Glossary: n = the heap; win(m) = whether the mover wins with m stones.
Recurrence (R): win(1) = False; win(m) = some divisor x of m, x < m, with not win(m − x).
"""

from __future__ import annotations

from math import isqrt

from stonegame import Count, Estimate, Method, Parts, Rules, Step, declare
from stonegame.core.game import Cost, Limits, Problem

from . import kernels


def divisors(n: int) -> list[int]:
    """The moves from a heap of n: its divisors below n, smallest first.

    >>> divisors(12), divisors(1)
    ([1, 2, 3, 4, 6], [])
    """
    return [x for x in range(1, n // 2 + 1) if n % x == 0]


def table(n: int) -> int:
    """+1 if Alice wins with n stones, else −1, bottom-up (R) over multiples: time O(n log n).

    >>> [m for m in range(1, 11) if table(m) < 0]
    [1, 3, 5, 7, 9]
    """
    moves: list[list[int]] = [[] for _ in range(n + 1)]
    for x in range(1, n // 2 + 1):
        for m in range(2 * x, n + 1, x):
            moves[m].append(x)
    win = [False] * (n + 1)
    for m in range(2, n + 1):
        win[m] = any(not win[m - x] for x in moves[m])
    return 1 if win[n] else -1


def fast(n: int) -> int:
    """(R) over a byte a heap, compiled from n = 20,000 (``kernels.divisor_table``).

    >>> fast(6), fast(9)
    (1, -1)
    """
    k = kernels.divisor_table
    if k.worth_compiling(n):
        import numpy as np

        return int(k.compiled(np.zeros(n + 1, np.uint8)))
    return k(bytearray(n + 1))


def formula(n: int) -> int:
    """Alice wins exactly when n is even.

    Notes: from an even n, take 1 and leave an odd heap; every divisor of an odd heap is odd,
    so the opponent leaves an even heap again, and the odd player is the one who meets n = 1.
    """
    return 1 if n % 2 == 0 else -1


class TakeADivisor(Rules[int, int]):
    """Take a divisor x < n of the heap n; who cannot move loses."""

    scoring = False  # win/lose: who cannot move (n = 1) loses

    def start(self) -> int:
        return self.instance

    def moves(self, n: int) -> list[int]:
        return divisors(n)

    def play(self, n: int, x: int) -> Step[int]:
        return Step(0, n - x)

    def estimate(self) -> Estimate:
        n = self.instance
        return Estimate(n, n * (n.bit_length() + 1))

    def name(self, n: int, x: int) -> str:
        return f"take {x} of {n}"


GAME = declare(
    "divisor-game",
    TakeADivisor,
    instance=Count(least=1),
    methods=(
        Method("memo", complexity="O(n log n)"),
        Method("table", table, "O(n log n)",
               cost=lambda n: Cost(memory=64 * (n + 1), steps=n * max(1, n.bit_length()),
                                   what="the divisors of every heap up to n")),
        Method("formula", formula, "O(1)"),
        Method("fast", fast, "O(n√n)",
               cost=lambda n: Cost(memory=n + 1, steps=n * isqrt(n), what="a byte a heap, √m tries each",
                                   compiled=kernels.divisor_table.worth_compiling(n))),
    ),
    title="Divisor Game",
    summary="take a divisor x < n of the heap n; who cannot move loses",
    parts=Parts(
        problem=Problem(
            number=1025, title="Divisor Game", methods=("divisorGame",),
            examples=((2, True), (3, False)),
            constraints="1 <= n <= 1000",
            limits=Limits(1, 1000),
        ),
        small=14,
    ),
)
