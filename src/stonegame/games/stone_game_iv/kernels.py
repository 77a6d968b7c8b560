"""Stone Game IV's kernels: the forward sieve from losing positions, on bytes and on packed bits."""

from __future__ import annotations

from typing import Any

from stonegame.core.kernels import kernel


@kernel(compile_from=300_000)  # plain Python: 0.04 s at 10^5, under numba's 0.3-0.5 s import and load
def square_sieve(wins):
    """Stone Game IV forward from the losing positions: every k + s² of a losing k is a win.

    ``wins`` (length n + 1, all zero) is filled in place; returns 1 if n is a win, else −1.
    Each losing position marks √n successors, and losing positions are rare, so the sieve
    beats the O(n√n) table that tries every square from every position.
    """
    n = len(wins) - 1
    for k in range(n + 1):
        if wins[k] == 0:
            if k == n:
                return -1
            s = 1
            while k + s * s <= n:
                wins[k + s * s] = 1
                s += 1
    return 1


@kernel(compile_from=300_000)
def packed_square_sieve(bits, n):
    """``square_sieve`` with a bit per position: bit k % 8 of ``bits[k // 8]`` (all zero, at
    least n // 8 + 1 bytes) is set where the mover wins with k stones. Returns 1 if n is a win,
    else −1.

    The marks of a losing k land √n apart all over the row: n bits (1.25 MB at n = 10^7)
    stay in cache where n bytes do not, which is what makes the C++ anchor's bitset fast.
    Bytes rather than 64-bit words: numba's mixed signed and unsigned arithmetic would turn
    a word's top bit into a float.
    """
    k = 0
    while k <= n:
        if (bits[k >> 3] >> (k & 7)) & 1 == 0:
            if k == n:
                return -1
            s = 1
            j = k + 1
            while j <= n:
                bits[j >> 3] |= 1 << (j & 7)
                s += 1
                j = k + s * s
        k += 1
    return 1


def many_values(flat: Any, offsets: Any) -> tuple[Any, None, None]:
    """(+1 where Alice wins with n stones, −1 where she loses; no points) for the counts
    ``flat`` (a count is its one value: ``offsets`` counts them one by one): one sieve up to the
    largest settles every smaller count too, since a position's outcome depends only on
    smaller ones."""
    import numpy as np

    wins = np.zeros(int(flat.max(initial=0)) + 1, np.uint8)
    square_sieve.run(len(wins), wins)
    return np.where(wins[flat] == 1, 1, -1).astype(np.int64), None, None
