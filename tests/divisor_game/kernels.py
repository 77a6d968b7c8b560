"""Divisor Game's compiled kernel: a test-only game owns one, as a built-in game does."""

from __future__ import annotations

from stonegame.core.kernels import kernel


@kernel(compile_from=20_000)
def divisor_table(wins):
    """The table of (R) over ``wins`` (n + 1 zeros, filled in place): wins[m] = 1 where the
    mover wins with m stones. Returns +1 if n is a win, else −1.

    The divisors of m come in pairs (x, m // x) with x <= √m; both are moves but m itself
    (the pair of x = 1). Time O(n√n), memory n + 1 bytes.
    """
    n = len(wins) - 1
    for m in range(2, n + 1):
        x = 1
        while x * x <= m:
            if m % x == 0:
                other = m // x
                if wins[m - x] == 0 or (1 < x < other and wins[m - other] == 0):
                    wins[m] = 1
                    break
            x += 1
    return 1 if wins[n] else -1
