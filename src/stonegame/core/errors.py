"""The errors stonegame raises: one tree, one base, one class per kind of mistake.

Every message names the offending value and what is allowed, so the CLI can print it as
one line and exit 2. Anything that is not a ``StoneGameError`` is a bug. The tree::

    StoneGameError
    ├── InvalidInstance          the input breaks the game's rules
    ├── UnknownGame              no game by that name
    ├── MethodError
    │   ├── UnknownMethod        no solver by that name
    │   └── InapplicableMethod   the solver exists but does not apply to this instance
    ├── TooLarge                 too big for this method (its cost was counted first)
    ├── IllegalMove              a move the rules do not allow
    ├── EndlessGame              a move leads back to a position on the same line
    ├── UnhashablePosition       a position a memo cannot hold
    ├── NotImpartial             Grundy values asked of a game with points
    ├── DeclaredGameError
    │   ├── InvalidDeclaration   a declaration that cannot work
    │   └── RulesError           the user's rules raised or exited
    ├── CandidateError           ``stonegame check`` cannot run the candidate at all
    │   └── CompileError         the source does not compile (``stonegame.checker.languages``)
    └── ServiceError
        ├── Overrun              a web job passed its time cap
        └── Busy                 too many web jobs waiting

A message is a catalogs ``Msg`` where a user can meet it (a bad instance typed on the page, or
given to ``stonegame solve --lang zh``), so the page and the command line say it in their
language: ``error.said("zh")``. ``str(error)`` is always the English, the text it has always been.

Every class is here but ``CompileError``, which carries the compiler's first lines and lives
with the languages that build it. ``CandidateError`` is also importable from
``stonegame.checker`` and ``stonegame.checker.verdicts``, where it used to live.
"""

from __future__ import annotations

from stonegame.catalogs import Msg, translate


class StoneGameError(Exception):
    """Base of every stonegame error.

    >>> error = InvalidInstance(Msg("{word} is not an integer; values must be whole numbers", word="'x'"))
    >>> str(error), error.said("zh")
    ("'x' is not an integer; values must be whole numbers", "'x' 不是整数；每个值都必须是整数")
    """

    def __init__(self, message: Msg | str = "", *more: object) -> None:
        # args holds the English alone, so the error pickles, prints and compares as before
        super().__init__(str(message), *more)
        self.message = message

    def said(self, lang: str) -> str:
        """The message in ``lang``: a ``Msg``'s translation, a plain str as it is."""
        return translate(self.message, lang)


class InvalidInstance(StoneGameError, ValueError):
    """The input breaks the game's rules."""


class UnknownGame(StoneGameError, LookupError):
    """No game by that name or alias."""


class MethodError(StoneGameError, LookupError):
    """A method that cannot run: unknown, or not for this instance."""


class UnknownMethod(MethodError):
    """The game has no solver by that name."""


class InapplicableMethod(MethodError):
    """The game has this solver, but it proves nothing on this instance (877's parity on odd n)."""


class TooLarge(StoneGameError):
    """The instance is too big for this method."""


class IllegalMove(StoneGameError, ValueError):
    """A move that the rules do not allow in this position."""


class EndlessGame(StoneGameError, ValueError):
    """A move leads back to a position earlier on the same line: play could go on forever."""


class UnhashablePosition(StoneGameError, TypeError):
    """A position (or its memo key) that a dict cannot hold: a list where a tuple is needed."""


class NotImpartial(StoneGameError, ValueError):
    """Grundy values need a normal-play game without points: who cannot move loses."""


class DeclaredGameError(StoneGameError):
    """A game declared by a user cannot be played as declared."""


class InvalidDeclaration(DeclaredGameError, TypeError):
    """A game declaration that cannot work: a missing rule, a bad option, a bad return value."""


class RulesError(DeclaredGameError, RuntimeError):
    """The user's own code (a declared game's rules) raised an error or exited."""


class CandidateError(StoneGameError):
    """The candidate cannot be checked at all: no such file or command, no Solution, a syntax error."""


class ServiceError(StoneGameError):
    """The web service cannot take a job now."""


class Overrun(ServiceError):
    """A job passed its time cap and was stopped."""


class Busy(ServiceError):
    """Too many requests are waiting for a worker."""
