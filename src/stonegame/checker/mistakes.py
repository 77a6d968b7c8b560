"""Which known mistake a wrong solution makes: its answers, case by case, against each mistake's.

A game's lesson lists the wrong solutions learners write (``Teaching.mistakes``, code in the
game's ``mistakes/`` folder: greedy, no tie, prefix where a suffix is needed, ...). When
``check`` finds a wrong answer, the candidate's answer on every case it ran is compared with
each mistake's on the same cases; a mistake that matches on every one is named in the report
("your answers match the greedy strategy on all 412 cases"), with the lesson that explains it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from stonegame.catalogs import Msg
from stonegame.core.game import Game
from stonegame.teach.listings import mistake_path, run_solution


@dataclass(frozen=True)
class Match:
    """A known mistake whose answers are the candidate's on every case: its name (the file
    in ``mistakes/``), what it gets wrong, and on how many cases they agree."""

    name: str
    said: Msg
    cases: int


def matching(game: Game, answered: Iterable[tuple[Any, Any]]) -> Match | None:
    """The first of ``game``'s known mistakes that gives the candidate's answer on every
    (instance, answer) of ``answered``; None when none does (or the game knows none)."""
    teaching = game.parts.teaching
    cases = [(instance, answer) for instance, answer in answered if answer is not None]
    if teaching is None or not cases:
        return None
    for mistake in teaching.mistakes:
        path = mistake_path(teaching, mistake.name)
        if path is None:
            continue
        answer_of = run_solution(game, path)
        try:
            if all(_same(answer_of(game.instance.exact(game.validate(instance))), answer)
                   for instance, answer in cases):
                return Match(mistake.name, mistake.said, len(cases))
        except Exception:  # the mistake itself fails on a case: it is not the candidate's
            continue
    return None


def _same(theirs: Any, yours: Any) -> bool:
    """Equal answers as the judge compares them (an int for a bool by its truth value)."""
    if isinstance(yours, bool) or isinstance(theirs, bool):
        return bool(theirs) == bool(yours)
    return bool(theirs == yours)
