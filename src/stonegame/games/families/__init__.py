"""Families of games: one ``Game`` for each parameter, declared on the public API as a user's
own variant would be, each with a bottom-up ``table`` or a ``formula``.

- ``take_up_to(k)``: take the first 1..k stones left and score them; ``take_up_to(3)`` is
  stone-game-iii, which is declared with the same rules.
- ``subtraction(moves)``: one heap; remove s stones, s in the finite set ``moves``; who cannot
  move loses. The squares (an infinite set) make stone-game-iv.
- ``nim(misere=False)``: heaps of stones; remove any positive number from one heap; who
  cannot move loses (normal play) or wins (misère).

``FAMILIES`` lists them as the command line names them (``take-up-to:4``,
``subtraction:1,3,4``, ``nim``); the registry (``stonegame.games.resolve``) reads those names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from stonegame.catalogs import Msg
from stonegame.core.errors import UnknownGame
from stonegame.core.game import Game
from stonegame.core.values import shown
from stonegame.games.families.nim import nim
from stonegame.games.families.subtraction import subtraction
from stonegame.games.families.take_up_to import take_up_to


@dataclass(frozen=True)
class Family:
    """Games made from a parameter: ``make(words)`` is the member the words after the prefix name."""

    name: str  # as the command line writes it, with its parameter: take-up-to:K
    about: Msg
    make: Callable[[list[int]], Game]
    parameters: str  # "one" or "some": how many numbers follow the colon ("none": no colon)

    @property
    def prefix(self) -> str:
        return self.name.partition(":")[0]

    @property
    def methods(self) -> tuple[str, ...]:
        """The methods every member offers (those of a member with the smallest parameter)."""
        return self.make([1]).methods


FAMILIES = (
    Family("take-up-to:K", Msg("take the first 1..K stones (take-up-to:3 is Stone Game III)"),
           lambda numbers: take_up_to(numbers[0]), "one"),
    Family("subtraction:S", Msg("one heap, remove s stones for s in S, e.g. subtraction:1,3,4"),
           subtraction, "some"),
    Family("nim", Msg("Nim on any number of heaps (normal play)"), lambda numbers: nim(), "none"),
    Family("misere-nim", Msg("Nim where whoever cannot move wins"), lambda numbers: nim(misere=True), "none"),
)


def family(name: str) -> Game | None:
    """The family member ``name`` names (``take-up-to:4``, ``subtraction:1,3,4``, ``nim``), or
    None when it names no family; ``UnknownGame`` when it names one with bad parameters.

    >>> family("subtraction:4,1,3").slug, family("stone-game") is None
    ('subtraction:1,3,4', True)
    """
    lowered = name.strip().lower()
    head, colon, parameters = lowered.partition(":")
    for each in FAMILIES:
        if head != each.prefix or bool(colon) != (each.parameters != "none"):
            continue
        words = [w for w in parameters.replace(" ", ",").split(",") if w]
        if each.parameters == "one" and len(words) != 1 or each.parameters == "some" and not words:
            raise UnknownGame(Msg("{name}: write {family} ({about})", name=shown(name), family=each.name,
                                  about=each.about))
        return each.make([_number(w, name) for w in words])
    return None


def _number(word: str, name: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise UnknownGame(Msg("{word} in {name} is not a whole number", word=shown(word), name=shown(name))) from None


__all__ = ["FAMILIES", "Family", "family", "nim", "subtraction", "take_up_to"]
