"""What a worker does with one chunk: each record solved, each answer one JSON line (or a
solution's parts, for ``solve_many``).

A worker runs in a process of the pool, on a Dask worker, or in the calling process: the
functions here are plain, picklable by reference, and keep what repeats from one record to
the next (the games resolved by name) in the process, so a small instance costs its solve and
two JSON conversions, not a registry lookup.

Glossary: record = one input instance, a JSON object ``{"id", "game", "instance", "method"}``
(a line of JSON Lines, or a row of a table); item = ``(number, record)`` where ``number`` is
its line (1-based), the id when the record has none; defaults = the ``--game``/``--method``/
``--line`` of the run.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from stonegame.core import reading
from stonegame.core.errors import InvalidInstance, StoneGameError
from stonegame.core.game import Game
from stonegame.core.solution import Solution, solve
from stonegame.core.values import shown
from stonegame.games import resolve


@dataclass(frozen=True)
class Defaults:
    """What a record does not say: its game and method, and whether to write the line."""

    game: str | None = None
    method: str = "auto"
    line: bool = False


GAMES: dict[Any, Game] = {}
"""Games by the name a record gives them, resolved once per process. A ``Game`` passed to
``solve_many`` is put here under a private key before the pool forks, so workers share it."""


def game_named(name: Any) -> Game:
    if not isinstance(name, (str, int, tuple)) or isinstance(name, bool):  # a tuple: solve_many's own key
        raise StoneGameError(f'"game" must be a name (a string or a number), not {shown(name)}')
    found = GAMES.get(name)
    if found is None:
        if isinstance(name, tuple):  # solve_many's key of a Game object, which lives in the parent only
            raise StoneGameError("this game was declared in the parent process and is not known here")
        found = GAMES[name] = resolve(name)
    return found


def parse(text: str) -> Any:
    """One line of JSON Lines as a record (integers of any length), or ``StoneGameError``."""
    try:
        record = json.loads(text) if len(text) < LONG_LINE else json.loads(text, parse_int=reading.integer)
    except json.JSONDecodeError as error:
        raise StoneGameError(f"not a line of JSON ({error.msg} at column {error.colno}): "
                             f"{shown(text[:60])}") from None
    except RecursionError:
        raise StoneGameError("the JSON nests too deeply to read") from None
    if not isinstance(record, dict):
        raise StoneGameError(f'a line must be a JSON object such as {{"instance": [5, 3, 4, 5]}}, not {shown(record)}')
    return record


def ident(record: Any, number: int) -> Any:
    """The id a record's answer carries: its own, or its line number."""
    if isinstance(record, dict):
        found = record.get("id")
        if found is not None:
            return found
    return number


def solved(record: dict[str, Any], defaults: Defaults) -> Solution:
    """The record's instance solved, or ``StoneGameError`` saying what is wrong with the record."""
    name = record.get("game", defaults.game)
    if name is None:
        raise StoneGameError('no game: give "game" on the line, or --game for every line')
    game = game_named(name)
    if "instance" not in record:
        raise StoneGameError(f'no "instance" on the line; it has {", ".join(map(repr, record)) or "no keys"}')
    instance = record["instance"]
    if isinstance(instance, str):  # a table's cell: JSON, or values separated by spaces
        instance = game.instance.from_text(instance)
    method = record.get("method", defaults.method)
    if not isinstance(method, str):
        raise StoneGameError(f'"method" must be a string such as "auto", not {shown(method)}')
    return solve(game, instance, method)


def answer_json(solution: Solution, line: bool) -> dict[str, Any]:
    """The solution's ``--json`` keys, without the seconds it took: a batch's output is the same
    on every run, so a resumed or distributed run can be compared with a whole one."""
    found = solution.to_json(line=line)
    found["stats"] = {"positions": solution.stats.positions}
    return found


def error_line(key: Any, error: BaseException | str) -> str:
    return json.dumps({"id": key, "error": " ".join(str(error).split())}, separators=(",", ":"))


LONG_LINE = 4_000
"""A line this long may hold an integer past the digits ``json`` reads by itself: it is read by
``reading.integer``, exactly, at any length (a short line takes json's C path)."""


def lines_of(chunk: Any) -> Iterator[tuple[int, Any]]:
    """The items of a chunk: a list of them, or ``(first line number, bytes of whole lines)``
    as the parent reads a JSON Lines file (one bytes object sent is cheaper than a list)."""
    if isinstance(chunk, list):
        yield from chunk
        return
    first, data = chunk
    yield from numbered(data.split(b"\n"), first)


def numbered(lines: Iterable[bytes], first: int = 1) -> Iterator[tuple[int, str]]:
    """(line number, text) of each line that is not blank, counted from ``first``."""
    for number, raw in enumerate(lines, first):
        text = raw.decode("utf-8", errors="replace").strip()
        if text:
            yield number, text


def solve_lines(chunk: Any, defaults: Defaults) -> tuple[bytes, int]:
    """A chunk solved: its output lines, joined as UTF-8 (each ends with a newline), and how
    many erred.

    An item's record is a line of JSON text or an already read dict (a table's row). A record
    that cannot be read or solved becomes ``{"id": ..., "error": "..."}``; it is never dropped.
    """
    out, errors = answer_lines(lines_of(chunk), defaults)
    return "".join(line + "\n" for line in out).encode("utf-8"), errors


def answer_lines(items: Iterable[tuple[int, Any]], defaults: Defaults) -> tuple[list[str], int]:
    """Each item's output line (without its newline), and how many erred: the row path."""
    reading.lift_digit_limit()  # a worker writes every result that solve would
    out: list[str] = []
    errors = 0
    dumps = json.JSONEncoder(separators=(",", ":")).encode
    for number, record in items:
        key = number
        try:
            if isinstance(record, str):
                record = parse(record)
            key = ident(record, number)
            found = answer_json(solved(record, defaults), defaults.line)
            out.append(dumps({"id": key, **found}))
        # ValueError: an integer too long to write out (past reading.WRITTEN_DIGITS)
        except (StoneGameError, MemoryError, RecursionError, ValueError) as error:
            errors += 1
            out.append(error_line(key, error if not isinstance(error, MemoryError) else "out of memory"))
    return out, errors


Parts = tuple[Any, str, Any, Any, str | None, int | None, float, list[str], Any, Any, Any]
"""A solution sent back from a worker: (instance, method, value, answer, winner, positions,
seconds, notes, strategy, reason, scores)."""


def solve_parts(items: list[dict[str, Any]], defaults: Defaults) -> list[Parts | StoneGameError]:
    """A chunk of ``solve_many``: each record solved into picklable parts, or its error."""
    reading.lift_digit_limit()
    found: list[Parts | StoneGameError] = []
    for record in items:
        try:
            solution = solved(record, defaults)
            try:
                scores = solution.scores
            except StoneGameError:
                scores = None
            stats = solution.stats
            found.append((solution.instance, solution.method, solution.value, solution.answer,
                          solution.winner_name, stats.positions, stats.seconds, solution.notes,
                          solution.strategy, solution.reason, scores))
        except StoneGameError as error:
            found.append(error)
        except RecursionError:  # an instance nested deeper than Python's stack: that record's error
            found.append(InvalidInstance("the instance nests too deeply to read"))
    return found
