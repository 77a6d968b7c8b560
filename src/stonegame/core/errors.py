"""The errors stonegame raises: one base, one class per kind of mistake.

Every message names the offending value and what is allowed, so the CLI can print it as
one line and exit 2. Anything that is not a ``StoneGameError`` is a bug.
"""


class StoneGameError(Exception):
    """Base of every stonegame error."""


class InvalidInstance(StoneGameError, ValueError):
    """The input breaks the game's rules."""


class UnknownGame(StoneGameError, LookupError):
    """No game by that name or alias."""


class UnknownMethod(StoneGameError, LookupError):
    """The game has no solver by that name, or it does not apply to this instance."""


class TooLarge(StoneGameError):
    """The instance is too big for this method."""


class IllegalMove(StoneGameError, ValueError):
    """A move that the rules do not allow in this position."""
