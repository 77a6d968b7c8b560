"""``solve_many``: many instances solved in parallel, as an iterator in input order."""

from __future__ import annotations

import pickle
from collections.abc import Callable, Iterable, Iterator
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
    record = {key: record[key] for key in ("instance", "game", "method") if key in record}  # what a worker reads
    instance = record["instance"]
    if isinstance(instance, Iterator):
        return {**record, "instance": list(islice(instance, MAX_VALUES + 1))}
    if isinstance(instance, (list, tuple)) and _deeper(instance, NESTING):
        return {"instance": None, UNSENDABLE: f"the instance nests lists more than {NESTING} deep; an instance is "
                                              "a row of integers, or two rows"}
    if getattr(instance, "ndim", None) == 0:  # a numpy scalar: a count
        return record
    if isinstance(instance, (list, tuple, range)) or hasattr(instance, "dtype"):
        if len(instance) > SENT_VALUES:
            return {"instance": None, HERE: record}
        if type(instance) in (list, tuple, range) or hasattr(instance, "dtype"):
            return record
    elif isinstance(instance, (int, str)) and all(isinstance(record.get(key, ""), str) for key in ("game", "method")):
        return record
    try:  # an object of the caller's own class, a game object: pickle may refuse it
        pickle.dumps(record)
    except Exception as error:  # pickle raises many kinds: each is this record's fault
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
    read as it is consumed, a few chunks ahead, so it may be endless. Each instance takes the
    row path, one ``solve`` each; for many rows of one game at once, answered as columns by the
    game's batched kernel, see ``solve_columns`` (a function of its own: it returns one table
    of all the rows, where this yields a ``Solution`` at a time).

    Examples
    --------
    >>> [s.answer for s in solve_many([[5, 3, 4, 5], [3, 7, 2, 3]], game="stone-game", workers=0)]
    [True, True]
    >>> [getattr(s, "value", s) for s in solve_many([[1, 2, 3, 7], []], "stone-game-iii", workers=0)]
    [-1, InvalidInstance('stone-game-iii needs at least 1 value, got 0')]
    """
    defaults = work.Defaults(_game_key(game, client), method)
    elsewhere = workers != 0 or client is not None  # the records travel to other processes, pickled
    with executor(workers, client=client) as pool:
        pending: list[list[dict[str, Any]]] = []  # a chunk's records, kept till its results come back to meet them
        for results in pool.map(work.solve_parts, _sent(_chunks(instances, elsewhere), pending), defaults):
            chunk = pending.pop(0)
            for record, parts in zip(chunk, results, strict=True):
                yield _rebuilt(record, parts, defaults)


def _game_key(game: str | int | Game | None, client: Any) -> Any:
    """The name under which the workers find ``game`` (None: each record names its own): its
    slug, or for a ``Game`` object a key of its own, put in ``work.GAMES`` before the pool forks."""
    if game is None:
        return None
    found = resolve(game)
    if isinstance(game, (str, int)):
        return found.slug
    if client is not None:
        raise StoneGameError("a Game object cannot be sent to a Dask cluster: name the game (its slug, "
                             "or the path of the file that declares it)")
    key = ("solve_many", id(found))
    work.GAMES[key] = found  # the pool's workers fork from here: they find it under this key
    return key


def _chunks(instances: Iterable[Any], elsewhere: bool) -> Iterator[list[dict[str, Any]]]:
    """The instances as records, ``CHUNK`` at a time, read as they are consumed; ``sendable``
    when they go to other processes."""
    source = iter(instances)
    while chunk := list(islice(source, CHUNK)):
        found = [each if isinstance(each, dict) and "instance" in each else {"instance": each} for each in chunk]
        yield [sendable(record) for record in found] if elsewhere else found


def _sent(chunks: Iterator[list[dict[str, Any]]],
          pending: list[list[dict[str, Any]]]) -> Iterator[list[dict[str, Any]]]:
    """Each chunk as the workers get it (an instance solved ``HERE`` left behind), the chunk
    itself kept in ``pending`` for its results."""
    for chunk in chunks:
        pending.append(chunk)
        yield [{"instance": None} if HERE in record else record for record in chunk]


def _rebuilt(record: dict[str, Any], parts: Any, defaults: work.Defaults) -> Solution | StoneGameError:
    """The ``Solution`` of a record from the parts a worker sent back, or its error."""
    if UNSENDABLE in record:  # its instance never left this process: this is its error
        return InvalidInstance(record[UNSENDABLE])
    if HERE in record:  # too long to send: solved here, the worker's placeholder answer dropped
        record = record[HERE]
        parts = work.solve_parts([record], defaults)[0]
    if isinstance(parts, StoneGameError):
        return parts
    instance, chosen, value, answer, winner, positions, seconds, notes, strategy, reason, scores = parts
    spec = work.game_named(record.get("game", defaults.game))
    solution = Solution(spec, instance, chosen, value, answer, None if winner in (None, "Tie")
                        else Player(winner), Stats(positions, seconds), strategy, reason)
    solution.__dict__["remarks"] = notes  # as the worker found them
    if scores is not None:
        solution.__dict__["scores"] = Scores(scores.alice, scores.bob)  # as the worker found them
    return solution


PAST_INT64 = ("an integer of this answer does not fit the table's int64 column; solve_many gives every "
              "integer exactly")


def solve_columns(rows: Any, game: str | int | Game, method: str = "auto", *, offsets: Any = None,
                  pandas: bool = False) -> Any:
    """Solve many rows of one game at once, and return the answers as columns: an Arrow table
    with ``stonegame batch``'s fields (``id``: the row's index, ``game``, ``method``, ``answer``,
    ``value``, ``winner``, ``alice``, ``bob``, ``notes``, ``error``), or a pandas DataFrame of
    them with ``pandas=True``.

    >>> table = solve_columns([[5, 3, 4, 5], [3, 7, 2, 3]], "stone-game")
    >>> table.column("answer").to_pylist(), table.column("value").to_pylist()
    ([True, True], [1, 5])

    ``rows``: a numpy array of integers (a row each: 2-D for rows, 1-D for counts, 3-D for
    pairs), flat values with ``offsets`` (row r is ``rows[offsets[r]:offsets[r + 1]]``), an
    Arrow array (lists of integers, integers, lists of two lists), or a list of instances. The
    rows a game's batched kernel answers (every built-in game's, within the problem's limits)
    are solved in one call; every other row (another game or method, a row
    outside the limits or guarantees, integers that could pass int64) is solved exactly, one
    at a time, as ``stonegame batch`` does, and its error is its row's ``error``. An answer
    past int64 is an error row here (``solve_many`` gives it exactly).

    Notes
    -----
    A function of its own rather than a flag of ``solve_many``: ``solve_many`` takes any
    iterable (endless, mixed games, records) and yields one ``Solution`` at a time, in
    parallel; this takes all the rows at once, of one game, and returns one table. Each keeps
    one return type. Runs in this process: a kernel's call is faster than sending its rows.
    """
    import numpy as np
    import pyarrow as pa

    from stonegame.batch import columnar, tables

    found = resolve(game)
    key: Any = found.slug if isinstance(game, (str, int)) else ("solve_many", id(found))
    work.GAMES[key] = found
    instances, exact = _lists(rows, offsets, columnar.arrow_type(found.instance))
    count = len(instances)
    frame = columnar.Frame(pa.nulls(count, pa.int64()), pa.nulls(count, pa.string()), pa.nulls(count, pa.string()),
                           instances, np.arange(count, dtype=np.int64), lambda index: None, True)
    kernel = columnar.kernel_of(found, method)
    pieces, places = [], []
    slow = np.ones(count, bool)
    picked = np.flatnonzero(instances.is_valid().to_numpy(zero_copy_only=False)) if kernel else np.array([], int)
    if len(picked):
        assert kernel is not None
        answered = columnar.solve_group(kernel, frame, picked)
        if answered is not None:
            slow[answered.rows] = False
            pieces.append(answered.columns())
            places.append(answered.rows)
    rest = np.flatnonzero(slow)
    items = [(int(index), {"instance": exact(int(index))}) for index in rest]
    lines, _ = work.answer_lines(items, work.Defaults(key, method))
    order = np.argsort(np.concatenate([*places, rest]), kind="stable")
    table, _ = tables.answer_table(pieces, tables.rows_of("\n".join(lines), False), order, False, PAST_INT64)
    if not pandas:
        return table
    try:
        return table.to_pandas()
    except ImportError:
        raise StoneGameError("pandas=True needs pandas: pip install pandas") from None


INT64 = (-(2**63), 2**63 - 1)


def _int64(values: Any) -> bool:
    """Whether a numpy array's integers are int64's: a signed or small unsigned integer type,
    or uint64 below 2^63 (never a bool or a float: the exact path says what is wrong with them)."""
    import numpy as np

    if values.dtype.kind == "i" or (values.dtype.kind == "u" and values.dtype.itemsize < 8):
        return True
    return values.dtype == np.uint64 and (values.size == 0 or int(values.max()) <= INT64[1])


def _lists(rows: Any, offsets: Any, kind: Any) -> tuple[Any, Callable[[int], Any]]:
    """``rows`` as an Arrow array of ``kind`` (a game's ``Kind.arrow_type``; null where a row
    is not int64 integers of that shape), and how to get row r as the exact path takes it."""
    import numpy as np
    import pyarrow as pa

    from stonegame.batch.columnar import safe_cast, same_shape

    if offsets is not None:
        values, ends = np.asarray(rows), np.asarray(offsets, np.int64)
        if not _int64(values) or kind != pa.list_(pa.int64()):
            return _lists([values[ends[r]:ends[r + 1]] for r in range(len(ends) - 1)], None, kind)
        return (pa.ListArray.from_arrays(pa.array(ends), pa.array(values, pa.int64())),
                lambda r: values[ends[r]:ends[r + 1]].tolist())
    if isinstance(rows, np.ndarray) and rows.ndim == _depth(kind) and _int64(rows):
        flat = pa.array(rows.ravel(), pa.int64())
        for width in rows.shape[:0:-1]:  # innermost first: each level a list of fixed length
            flat = pa.ListArray.from_arrays(pa.array(np.arange(len(flat) // width + 1, dtype=np.int64) * width), flat)
        return flat, lambda r: rows[r].tolist()
    if isinstance(rows, (pa.Array, pa.ChunkedArray)):
        found = rows.combine_chunks() if isinstance(rows, pa.ChunkedArray) else rows
        cast = safe_cast(found, kind) if same_shape(found.type, kind) else None
        return (pa.nulls(len(found), kind) if cast is None else cast), lambda r: found[r].as_py()
    given = [_listed(row) for row in rows]
    depth = _depth(kind) - 1
    return pa.array([row if _plain(row, depth) else None for row in given], kind), lambda r: given[r]


def _depth(kind: Any) -> int:
    """An instance's nesting as Arrow lists, plus one for the column: 1 for a count, 2 for a row."""
    return 1 + (_depth(kind.value_type) if hasattr(kind, "value_type") else 0)


def _listed(row: Any) -> Any:
    import numpy as np

    return row.tolist() if isinstance(row, np.ndarray) else row


def _plain(value: Any, depth: int) -> bool:
    """Whether ``value`` is int64 integers nested ``depth`` lists deep (a bool is not an integer)."""
    if depth == 0:
        return type(value) is int and INT64[0] <= value <= INT64[1]
    return isinstance(value, (list, tuple)) and all(_plain(_listed(each), depth - 1) for each in value)
