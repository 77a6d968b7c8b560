"""The two players, and who wins: Alice always moves first; a tie has no winner.

>>> winner_of(3), winner_of(-1), winner_of(0)
(<Player.ALICE: 'Alice'>, <Player.BOB: 'Bob'>, None)
>>> winner_name(winner_of(0))
'Tie'
"""

from __future__ import annotations

import enum


class Player(enum.Enum):
    """Who moves: Alice always moves first."""

    ALICE = "Alice"
    BOB = "Bob"

    @property
    def other(self) -> Player:
        return Player.BOB if self is Player.ALICE else Player.ALICE

    def __str__(self) -> str:
        return self.value


def winner_of(value: int) -> Player | None:
    """Who ends ahead when Alice − Bob is ``value``: None for a tie."""
    return Player.ALICE if value > 0 else Player.BOB if value < 0 else None


def winner_name(winner: Player | None) -> str:
    """The winner as the problems write it: "Alice", "Bob" or "Tie"."""
    return "Tie" if winner is None else winner.value
