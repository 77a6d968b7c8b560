"""``solve_many``: many instances solved in parallel, as an iterator in input order."""

from __future__ import annotations

import pickle
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Any

from stonegame.batch import work
from stonegame.batch.execute import executor
from stonegame.core.errors import InvalidInstance, StoneGameError
from stonegame.core.game import Game
from stonegame.core.players import Player
from stonegame.core.solution import Scores, Solution, Stats
from stonegame.core.values import MAX_VALUES, shown
from stonegame.games import resolve

CHUNK = 256

UNSENDABLE = "unsendable"
"""The key under which a record keeps why its instance cannot go to a worker process."""


HERE = "here"
"""The key under which a record keeps an instance too long to send: it is solved in this process."""

SENT_VALUES = 10**6
"""The longest instance sent to a worker process: a longer one is solved here, as it is, instead
of pickled, copied in the worker and sent back (a 5·10^7-value row took four copies and passed
a 4 GB memory limit)."""

NESTING = 3
"""The deepest lists an instance holds (a pair of rows is 2): deeper ones are refused before
pickle, which recurses into them, fails the whole run."""


def _deeper(instance: list[Any] | tuple[Any, ...], most: int) -> bool:
    """Whether lists and tuples nest more than ``most`` deep in ``instance`` (no recursion)."""
    level: list[Any] = [instance]
    for _ in range(most):
        level = [child for each in level for child in each if isinstance(child, (list, tuple))]
        if not level:
            return False
    return True


def sendable(record: dict[str, Any]) -> dict[str, Any]:
    """``record`` as it can be pickled to a worker: an iterator (a generator, which ``solve``
    takes) read into a list; an instance that pickle refuses left here, with why, so that it
    is that record's error and not the whole run's."""
    instance = record["instance"]
    if isinstance(instance, Iterator):
        return {**record, "instance": list(islice(instance, MAX_VALUES + 1))}
    if isinstance(instance, (list, tuple)) and _deeper(instance, NESTING):
        return {"instance": None, UNSENDABLE: f"the instance nests lists more than {NESTING} deep; an instance is "
                                              "a row of integers, or two rows"}
    if isinstance(instance, (list, tuple, range)) or hasattr(instance, "dtype"):
        return {"instance": None, HERE: record} if len(instance) > SENT_VALUES else record
    if isinstance(instance, (int, str)):
        return record
    try:
        pickle.dumps(instance)
    except Exception as error:  # pickle raises many kinds: each is this instance's fault
        return {"instance": None, UNSENDABLE: f"the instance cannot be sent to a worker process "
                                              f"({type(error).__name__}: {shown(str(error), 60)}); "
                                              "give a list, a tuple or an array, or use workers=0"}
    return record


def solve_many(instances: Iterable[Any], game: str | int | Game | None = None, method: str = "auto",
               workers: int | None = None, client: Any = None) -> Iterator[Solution | StoneGameError]:
    """Solve every instance, in parallel: a ``Solution`` for each, or the ``StoneGameError``
    saying what is wrong with it, in the instances' order.

    An instance is what ``solve`` takes, or a record ``{"instance": ..., "game": ...,
    "method": ...}`` naming its own game and method. ``workers``: processes (None: every
    core; 0: this process, one after another); ``client``: a ``distributed.Client``, to run
    on its Dask cluster instead (games by name there: the workers resolve them). The input is
    read as it is consumed, a few chunks ahead, so it may be endless.

    >>> [s.answer for s in solve_many([[5, 3, 4, 5], [3, 7, 2, 3]], game="stone-game", workers=0)]
    [True, True]
    >>> [getattr(s, "value", s) for s in solve_many([[1, 2, 3, 7], []], "stone-game-iii", workers=0)]
    [-1, InvalidInstance('stone-game-iii needs at least 1 value, got 0')]
    """
    key: Any = None
    if game is not None:
        found = resolve(game)
        key = found.slug if isinstance(game, (str, int)) else ("solve_many", id(found))
        if not isinstance(game, (str, int)):
            if client is not None:
                raise StoneGameError("a Game object cannot be sent to a Dask cluster: name the game (its slug, "
                                     "or the path of the file that declares it)")
            work.GAMES[key] = found  # the pool's workers fork from here: they find it under this key
    defaults = work.Defaults(key, method)

    elsewhere = workers != 0 or client is not None  # the records travel to other processes, pickled

    def records() -> Iterator[list[dict[str, Any]]]:
        source = iter(instances)
        while chunk := list(islice(source, CHUNK)):
            found = [each if isinstance(each, dict) and "instance" in each else {"instance": each} for each in chunk]
            yield [sendable(record) for record in found] if elsewhere else found

    def rebuilt(record: dict[str, Any], parts: Any) -> Solution | StoneGameError:
        if UNSENDABLE in record:  # its instance never left this process: this is its error
            return InvalidInstance(record[UNSENDABLE])
        if HERE in record:  # too long to send: solved here, the worker's placeholder answer dropped
            record = record[HERE]
            parts = work.solve_parts([record], defaults)[0]
        if isinstance(parts, StoneGameError):
            return parts
        instance, chosen, value, answer, winner, positions, seconds, notes, strategy, reason, scores = parts
        name = record.get("game", key)
        spec = work.game_named(name)
        solution = Solution(spec, instance, chosen, value, answer, None if winner in (None, "Tie")
                            else Player(winner), Stats(positions, seconds), notes, strategy, reason)
        if scores is not None:
            solution.__dict__["scores"] = Scores(scores.alice, scores.bob)  # as the worker found them
        return solution

    with executor(workers, client=client) as pool:
        chunks = records()
        pending: list[list[dict[str, Any]]] = []

        def remembered() -> Iterator[list[dict[str, Any]]]:
            for chunk in chunks:
                pending.append(chunk)
                yield [{"instance": None} if HERE in record else record for record in chunk]  # kept here

        for results in pool.map(work.solve_parts, remembered(), defaults):
            chunk = pending.pop(0)
            for record, parts in zip(chunk, results, strict=True):
                yield rebuilt(record, parts)
