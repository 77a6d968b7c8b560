"""The columnar path of ``stonegame batch``: a chunk read by Arrow in bulk, its rows grouped by
game and method, each group solved by its game's "many rows" kernel (``Parts.many``) at
once, and the answers written as columns.

The output is the row path's (``work``), byte for byte: the same lines, ids and fields, in
the same order. A row this path cannot vouch for takes the row path, one at a time, in its
place: a line Arrow might read otherwise than ``json`` does (bytes outside printable ASCII, a
backslash, ``null``, a key twice, ...), a CSV record Arrow might read otherwise than ``csv``
(``tables.csv_chunks`` finds them), an id or an instance given as text that ``tables`` or
``from_text`` might read otherwise, a game without a batched kernel or a method other
than its kernel's, an invalid instance (the row path says what is wrong), one longer than
its kernel takes, a row whose sums could pass int64. ``--line`` takes the row path. An
instance outside the problem's limits or guarantees is answered by the kernel, its notes
said of the whole block at once (``Problem.block_remarks``).

Glossary: chunk = what a worker gets (``work.lines_of``'s forms, ``(first row number, Arrow
record batch)`` from a Parquet file, ``tables.CsvChunk`` or ``tables.CsvItems`` from a CSV
file); frame = rows as Arrow columns ``id``, ``game``,
``method``, ``instance`` with their numbers (line or row, 1-based) and a way back to each
row's record; group = a frame's rows of one game and method; answerable = a row the kernel
answers.
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from stonegame.batch import tables, work
from stonegame.core import reading
from stonegame.core.errors import StoneGameError
from stonegame.core.game import FIELD, Game, Many
from stonegame.core.instances import KINDS, Kind
from stonegame.core.kernels import INT64_SAFE, distinct
from stonegame.core.players import winner_name, winner_of

CHUNK = 16_384
"""Rows a task solves at once on this path: its fixed costs (a parse call, a kernel call per
group, a few dozen Arrow calls) are then a small part of each row's few microseconds."""

CONTROL = bytes(range(32)).translate(None, b"\t\n\r") + b"\x7f"
DOUBTFUL = {b"\\": b"\\", b"null": b"u", b"NaN": b"N", b"Infinity": b"I"}
"""Words Arrow's JSON reader and ``json`` read differently, each with a letter of it that lines of
instances seldom hold: a word is searched for (1 ms a block) only where its letter is (a memchr,
a hundredth of that)."""


def doubtful(data: bytes) -> bool:
    """Whether Arrow's JSON reader and ``json`` might read ``data`` differently: text beyond
    printable ASCII (json escapes it; invalid UTF-8), an escape, an explicit null (Arrow reads
    it as a missing key), JSON's non-standard numbers. Such a block takes the row path."""
    return (not data.isascii() or len(data.translate(None, CONTROL)) != len(data)
            or any(letter in data and word in data for word, letter in DOUBTFUL.items()))


BLANK = re.compile(rb"\n[ \t\r]*\n")
"""A blank line (searched between added newlines): skipped by both readers, but it still
counts in the line numbers."""

DEEPEST = 100
"""Nesting that ``json`` reads without recursing too deep, checked where Arrow skips a key."""

SPLIT_BELOW = 64
"""A block that Arrow refuses is halved until its halves are this small: a bad line costs
the row path for its neighbours only, not for the whole chunk."""


@dataclass
class Frame:
    """Rows as Arrow columns, with their numbers and their records for the row path."""

    ids: Any  # int64 or string array, nulls where a row has none
    games: Any  # string array (nulls: not given)
    methods: Any
    instances: Any  # an array of one Kind's arrow_type
    numbers: Any  # numpy int64
    record: Callable[[int], Any]  # row index -> the row path's record (a line's text, or a dict)
    clean_ids: bool  # string ids need no escaping in JSON (checked for the whole frame)
    numeric: Any = None  # numpy bool, where string ids mix with whole numbers (CSV): the ids that are ints


def pyarrow_ready() -> bool:
    """Whether pyarrow and the readers this path uses import here (the batch extra)."""
    try:
        for name in ("pyarrow", "pyarrow.csv", "pyarrow.json"):
            importlib.import_module(name)
    except ImportError:
        return False
    return True


# --- reading --------------------------------------------------------------------------------


_SCHEMAS: list[tuple[str, type[Kind]]] = [(id_type, kind) for kind in KINDS for id_type in ("int64", "string")]
"""The id types and instance shapes tried, the last to succeed first: a file's ids are all of
one kind, and its instances most often of one game."""


def _read_json(data: bytes, id_type: str, kind: type[Kind], strict: bool) -> Any:
    import pyarrow as pa
    import pyarrow.json as pj

    schema = pa.schema([("id", getattr(pa, id_type)()), ("game", pa.string()), ("method", pa.string()),
                        ("instance", arrow_type(kind))])
    return pj.read_json(
        pa.BufferReader(data),
        read_options=pj.ReadOptions(use_threads=False, block_size=max(len(data) + 1, 1 << 16)),
        parse_options=pj.ParseOptions(explicit_schema=schema, newlines_in_values=False,
                                      unexpected_field_behavior="error" if strict else "ignore"),
    )


def _shallow(data: bytes) -> bool:
    """Whether no value of ``data`` (JSON without backslashes) nests past ``DEEPEST``."""
    import numpy as np

    octets = np.frombuffer(data, np.uint8)
    inside = (np.cumsum(octets == ord('"')) & 1).astype(bool)  # no escaped quotes: DOUBTFUL saw to that
    step = (np.isin(octets, (ord("["), ord("{"))).astype(np.int32)
            - np.isin(octets, (ord("]"), ord("}"))).astype(np.int32))
    step[inside] = 0
    return int(np.cumsum(step).max(initial=0)) <= DEEPEST


def json_table(data: bytes, rows: int) -> Any | None:
    """``data``'s ``rows`` lines as an Arrow table, or None where Arrow would not read them as
    ``json`` does: one row per line, every key once, ids all ints or all strings, instances
    all of one shape."""
    import pyarrow as pa

    for strict in (True, False):
        for schema in list(_SCHEMAS):
            try:
                table = _read_json(data, *schema, strict)
            except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
                continue
            if table.num_rows != rows or (not strict and not _shallow(data)):
                return None  # two objects on a line, or nesting json refuses
            _SCHEMAS.remove(schema)
            _SCHEMAS.insert(0, schema)
            return table
    return None


def json_segments(first: int, data: bytes, numbers: Any = None) -> Iterator[tuple[Any, list[Any]]]:
    """The chunk's rows in order, as (frame, []) for those Arrow reads and (None, items) for the
    row path; ``numbers``: the lines' own numbers, when they are not ``first``, ``first`` + 1, ..."""
    import numpy as np

    lines = data.split(b"\n")
    if lines and not lines[-1]:
        lines.pop()
    if numbers is None:
        if BLANK.search(b"\n" + (data[:-1] if data.endswith(b"\n") else data) + b"\n"):
            kept = [(number, line) for number, line in enumerate(lines, first) if line.strip()]
            numbers = np.array([number for number, _ in kept], np.int64)
            lines = [line for _, line in kept]
            data = b"\n".join(lines)
        else:
            numbers = np.arange(first, first + len(lines), dtype=np.int64)
    yield from _json_parts(lines, numbers, data)


def _json_parts(lines: list[bytes], numbers: Any, data: bytes | None) -> Iterator[tuple[Any, list[Any]]]:
    def items() -> list[Any]:
        return [(int(number), line.decode("utf-8", errors="replace").strip())
                for number, line in zip(numbers, lines, strict=True)]

    if not lines:
        return
    if data is None:
        data = b"\n".join(lines)
    table = None if doubtful(data) else json_table(data, len(lines))
    if table is not None:
        def record(index: int) -> Any:
            return lines[index].decode("ascii").strip()

        yield Frame(table["id"].combine_chunks(), table["game"].combine_chunks(), table["method"].combine_chunks(),
                    table["instance"].combine_chunks(), numbers, record, True), []
    elif len(lines) < SPLIT_BELOW:
        yield None, items()
    else:
        half = len(lines) // 2
        yield from _json_parts(lines[:half], numbers[:half], None)
        yield from _json_parts(lines[half:], numbers[half:], None)


def safe_cast(array: Any, kind: Any) -> Any | None:
    """``array`` as Arrow type ``kind`` where a safe cast (never a lossy one) takes it, else None."""
    import pyarrow as pa

    try:
        return array.cast(kind)
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
        return None


def table_segments(first: int, batch: Any) -> Iterator[tuple[Any, list[Any]]]:
    """A record batch of a table of instances, as a frame; the row path where its columns are
    not ones the kernels take (pairs, ids neither ints nor strings), and for instances as text
    that is not plain (``instance_lists``)."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.compute as pc

    count = batch.num_rows
    numbers = np.arange(first, first + count, dtype=np.int64)
    names = batch.schema.names

    def record(index: int) -> Any:
        row = batch.slice(index, 1).to_pylist()[0]
        return {key: value for key, value in row.items() if value is not None}

    def column(name: str, kind: Any) -> Any:
        if name not in names:
            return pa.nulls(count, kind)
        found = batch.column(name)
        return found if found.type == kind else safe_cast(found, kind)  # int32 ids, large strings

    kind = batch.column("instance").type if "instance" in names else pa.null()
    if pa.types.is_string(kind) or pa.types.is_large_string(kind):  # text, as in CSV: read as the row path reads it
        instances = instance_lists(batch.column("instance").cast(pa.string()))
    else:
        instances = next((column("instance", shape) for shape in (arrow_type(each) for each in KINDS)
                          if same_shape(kind, shape)), None)
    ids = column("id", pa.int64())
    clean = True
    if ids is None or (len(ids) and "id" in names and pa.types.is_floating(batch.column("id").type)):
        ids = column("id", pa.string())
        if ids is not None:
            unsafe = pc.match_substring_regex(ids, r'[^\x20-\x7e]|["\\]')
            clean = not pc.any(unsafe).as_py()
    games, methods = column("game", pa.string()), column("method", pa.string())
    if instances is None or ids is None or games is None or methods is None:
        yield None, [(int(number), record(index)) for index, number in enumerate(numbers)]
        return
    yield Frame(ids, games, methods, instances, numbers, record, clean), []


def same_shape(found: Any, wanted: Any) -> bool:
    """Whether an Arrow type is ``wanted`` (lists of int64, nested or not) with integers of any
    width at the bottom: a float or a bool is not an integer the row path takes."""
    import pyarrow as pa

    while pa.types.is_list(wanted):
        if not (pa.types.is_list(found) or pa.types.is_large_list(found)):
            return False
        found, wanted = found.value_type, wanted.value_type
    return pa.types.is_integer(found)


WORDS = r"^[ \t]*-?[0-9]{1,18}(?:[ \t,]+-?[0-9]{1,18})*[ \t,]*$"
JSON_ROW = (r"^[ \t]*\[[ \t]*-?(?:0|[1-9][0-9]{0,17})(?:[ \t]*,[ \t]*-?(?:0|[1-9][0-9]{0,17}))*[ \t]*\][ \t]*$")
"""A table's instance as text that ``from_text`` reads as this path does: values separated by
spaces or commas, or a JSON list, of int64 integers (at most 18 digits). Other text (a sign
``+``, ``1_000``, JSON's leading zeros or exponents, longer integers) takes the row path."""


def instance_lists(text: Any) -> Any:
    """A string array of instances as list<int64>, null where the text is not plain."""
    import pyarrow as pa
    import pyarrow.compute as pc

    plain = pc.fill_null(pc.or_(pc.match_substring_regex(text, WORDS), pc.match_substring_regex(text, JSON_ROW)),
                         False)
    kept = pc.if_else(plain, text, pa.scalar(None, pa.string()))
    words = pc.split_pattern_regex(pc.utf8_trim(kept, " \t,[]"), r"[ \t,]+")
    return words.cast(pa.list_(pa.int64()))


PLAIN_ID = r"^[\x20-\x7e]*$"
WHOLE_ID = r"^ *-?[0-9]+ *$"
"""``tables._id`` reads an id of fewer than 19 characters that is digits after a minus or none
(spaces around) as an int. It tests with ``str.isdigit`` and ``str.strip``, which take digits
and spaces beyond ASCII: an id beyond printable ASCII takes the row path."""


def text_segments(numbers: Any, columns: dict[str, Any],
                  record: Callable[[int], Any]) -> Iterator[tuple[Any, list[Any]]]:
    """Rows of text columns (a CSV file's, ``tables.INPUT_COLUMNS`` that it has, in its order;
    empty cells are missing values) numbered ``numbers``, as a frame: ids and instances read
    as the row path reads them, and the rows it could read otherwise (an id beyond printable
    ASCII, an instance not plain) left to the row path."""
    import pyarrow as pa
    import pyarrow.compute as pc

    count = len(numbers)
    nothing = pa.scalar(None, pa.string())

    def given(name: str) -> Any:
        if name not in columns:
            return pa.nulls(count, pa.string())
        found = columns[name]
        return pc.if_else(pc.equal(found, ""), nothing, found)

    ids = given("id")
    instances = instance_lists(given("instance"))
    odd = pc.fill_null(pc.invert(pc.match_substring_regex(ids, PLAIN_ID)), False)
    instances = pc.if_else(odd, pa.scalar(None, instances.type), instances)  # a row without an instance: row path
    whole = pc.fill_null(pc.and_(pc.match_substring_regex(ids, WHOLE_ID), pc.less(pc.utf8_length(ids), 19)), False)
    whole_ids = pc.utf8_trim(pc.if_else(whole, ids, nothing), " ").cast(pa.int64())
    text_ids = pc.and_(pc.invert(whole), pc.is_valid(ids))
    numeric = None
    clean = True
    if not pc.any(text_ids).as_py():
        ids = whole_ids
    else:
        if pc.any(whole).as_py():
            numeric = whole.to_numpy(zero_copy_only=False)
            ids = pc.if_else(whole, whole_ids.cast(pa.string()), ids)
        clean = not pc.any(pc.and_(text_ids, pc.match_substring_regex(ids, r'["\\]'))).as_py()
    yield Frame(ids, given("game"), given("method"), instances, numbers, record, clean, numeric), []


def csv_segments(chunk: Any) -> Iterator[tuple[Any, list[Any]]]:
    """A chunk of a CSV file (``tables.CsvChunk``): its plain lines read by Arrow as text
    columns, its other records as the ``csv`` module read them."""
    for part in chunk.parts:
        if isinstance(part, list):
            yield None, part
        else:
            yield from _csv_lines(chunk.header, *part)


def _csv_lines(header: tuple[str, ...], first: int, text: str) -> Iterator[tuple[Any, list[Any]]]:
    import csv

    import numpy as np
    import pyarrow as pa
    import pyarrow.csv as pcsv

    wanted = {name: index for index, name in enumerate(header) if name in tables.INPUT_COLUMNS}  # csv: the last wins
    names = [f"c{index}" for index in range(len(header))]  # a header's names may repeat or be blank
    data = text.encode("utf-8")
    lines = text.count("\n") + 1
    try:
        table = pcsv.read_csv(pa.py_buffer(data),
                              read_options=pcsv.ReadOptions(column_names=names, use_threads=False,
                                                            block_size=max(len(data) + 1, 1 << 16)),
                              parse_options=pcsv.ParseOptions(newlines_in_values=False),
                              convert_options=pcsv.ConvertOptions(
                                  column_types={names[index]: pa.string() for index in wanted.values()},
                                  include_columns=[names[index] for index in wanted.values()]))
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError):
        table = None
    if table is None or table.num_rows != lines:  # not expected of plain lines: csv reads them, as the row path does
        rows = csv.reader(text.split("\n"))
        yield None, [(number, tables.csv_record(tables.dict_row(header, row)))
                     for number, row in enumerate(rows, first)]
        return
    columns = {name: table.column(names[index]).combine_chunks() for name, index in wanted.items()}

    def record(index: int) -> Any:
        return tables.csv_record({name: column[index].as_py() for name, column in columns.items()})

    yield from text_segments(np.arange(first, first + lines, dtype=np.int64), columns, record)


def csv_item_segments(items: list[tuple[int, dict[str, Any]]]) -> Iterator[tuple[Any, list[Any]]]:
    """Items of a CSV file as ``tables.csv_records`` read them, as a frame: their cells as text
    again (an id it read as an int reads back as the same int)."""
    import numpy as np
    import pyarrow as pa

    if not items:
        return
    numbers = np.array([number for number, _ in items], np.int64)
    columns = {name: pa.array([None if record.get(name) is None else str(record[name]) for _, record in items],
                              pa.string()) for name in tables.INPUT_COLUMNS}
    yield from text_segments(numbers, columns, lambda index: items[index][1])


# --- the three kinds as columns --------------------------------------------------------------


def arrow_type(kind: Kind | type[Kind]) -> Any:
    """The Arrow type of a column of the kind's instances: a row a list of int64, a count an
    int64, a pair a list of two lists."""
    import pyarrow as pa

    if kind.value_lines == 0:
        return pa.int64()
    return pa.list_(pa.int64()) if kind.value_lines == 1 else pa.list_(pa.list_(pa.int64()))


def laid_out(kind: Kind, column: Any) -> tuple[Any, Any, Any, Any]:
    """A column of ``arrow_type`` without nulls as ``Many`` takes it: (which of its instances
    are laid out (bool), and of those: their values end to end, their offsets, their sizes n),
    int64 numpy arrays. A row is its values; a count its one value; a pair Alice's row then
    Bob's (a list that is not two rows of one length is not laid out: the row path says what
    is wrong with it)."""
    import numpy as np

    if kind.value_lines == 0:
        counts = column.to_numpy(zero_copy_only=False).astype(np.int64, copy=False)
        return np.ones(len(counts), bool), counts, np.arange(len(counts) + 1, dtype=np.int64), counts
    outer = np.asarray(column.offsets, np.int64)
    outer = outer - outer[0]  # a slice's offsets count from its parent's start; flatten does not
    if kind.value_lines == 1:
        values = column.flatten()
        if values.null_count:
            return np.zeros(len(column), bool), np.zeros(0, np.int64), np.zeros(1, np.int64), np.zeros(0, np.int64)
        flat = values.to_numpy(zero_copy_only=False).astype(np.int64, copy=False)
        return np.ones(len(column), bool), flat, outer, np.diff(outer)
    rows = column.flatten()
    inner = np.asarray(rows.offsets, np.int64)
    inner = inner - inner[0]
    values = rows.flatten()
    ok = (np.diff(outer) == 2) & (values.null_count == 0)
    first = np.where(ok, outer[:-1], 0)
    starts, middles, ends = inner[first], inner[first + ok], inner[first + 2 * ok]
    ok &= middles - starts == ends - middles
    sizes = (ends - starts)[ok]
    picked = starts[ok]
    before = np.concatenate(([0], np.cumsum(sizes)))
    flat = values.to_numpy(zero_copy_only=False).astype(np.int64, copy=False)
    flat = flat[np.repeat(picked - before[:-1], sizes) + np.arange(before[-1])] if len(flat) else flat
    return ok, flat, before.astype(np.int64), sizes // 2


# --- solving --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Kernel:
    """A group's game, the method asked (``auto`` or the one whose many-rows kernel this is)
    and that kernel, resolved once per (game, method)."""

    game: Game
    method: str
    many: Many


def kernel_for(name: str, method: str) -> Kernel | None:
    """The batched kernel that answers ``method`` on the game ``name``, or None (row path)."""
    try:
        game = work.game_named(name)
    except StoneGameError:
        return None
    return kernel_of(game, method)


def kernel_of(game: Game, method: str) -> Kernel | None:
    """The batched kernel that answers ``method`` on ``game``: the many-rows kernel of one of
    its methods, for that method and for ``auto``; None (row path) for any other, and for a
    game without a problem's limits."""
    found = next((m for m in game.solvers if m.many is not None), None)
    if found is None or found.many is None or game.limits is None or method not in ("auto", found.name):
        return None
    return Kernel(game, method, found.many)


def json_text(value: Any) -> str:
    return str(value) if type(value) is int else json.dumps(value, separators=(",", ":"))


def texts(numbers: Any) -> Any:
    """An int64 numpy array as decimal text (Arrow's cast: C speed)."""
    import pyarrow as pa

    return pa.array(numbers, pa.int64()).cast(pa.string())


@dataclass
class Answers:
    """A group's answerable rows, answered: which rows, and their columns."""

    rows: Any  # numpy indices into the frame
    ids: Any  # JSON text of each id
    id_values: Any  # the ids as values (int64 or string), for tables
    method: Any  # string array
    value: Any  # numpy int64
    alice: Any  # numpy int64, or None for a win/lose game
    bob: Any
    kernel: Kernel
    notes: Any  # string array: each row's notes as a JSON list
    joined_notes: Any  # string array: each row's notes joined by "; ", null where none

    def answers(self) -> tuple[list[Any], Any]:
        """The answer of each distinct value, and which one each row has."""
        import numpy as np

        many = self.kernel.many
        if many.answer is not None:
            found, which = distinct(many.answer(self.value, self.alice, self.bob))
            return [int(a) for a in found], which
        found, which = distinct(self.value)
        said = [self.kernel.game.answer.of(int(v), None) for v in found]
        codes: dict[tuple[type, Any], int] = {}  # a bool or a name has a few answers, whatever the values
        which = np.array([codes.setdefault((type(a), a), len(codes)) for a in said], np.int64)[which]
        return [answer for _, answer in codes], which

    def lines(self) -> Any:
        """The rows' output lines (each ending in a newline), as the row path writes them."""
        import numpy as np
        import pyarrow as pa
        import pyarrow.compute as pc

        said, which = self.answers()
        answer = pa.array([json_text(a) for a in said], pa.string()).take(pa.array(which))
        winner = pa.array([json_text(winner_name(winner_of(s))) for s in (-1, 0, 1)]).take(
            pa.array(np.sign(self.value) + 1))
        game = json_text(self.kernel.game.slug)
        parts: list[Any] = ['{"id":', self.ids, f',"game":{game},"method":"', self.method, '","answer":', answer,
                            ',"value":', texts(self.value), ',"winner":', winner, ',"scores":']
        if self.alice is None:
            parts.append("null")
        else:
            parts += ['{"alice":', texts(self.alice), ',"bob":', texts(self.bob), "}"]
        parts += [',"line":null,"stats":{"positions":null},"notes":', self.notes, ',"strategy":null,"reason":null}\n']
        return pc.binary_join_element_wise(*[pa.scalar(p) if isinstance(p, str) else p for p in parts], "")

    def columns(self) -> dict[str, Any]:
        """The rows as a table's columns (``tables.COLUMNS``), each of its own type."""
        import numpy as np
        import pyarrow as pa

        said, which = self.answers()
        count = len(self.value)
        answer = pa.array(said).take(pa.array(which))
        winners = pa.array([winner_name(winner_of(s)) for s in (-1, 0, 1)]).take(pa.array(np.sign(self.value) + 1))
        nothing = pa.nulls(count, pa.int64())
        alice = nothing if self.alice is None else pa.array(self.alice)
        bob = nothing if self.bob is None else pa.array(self.bob)
        return {"id": self.id_values, "game": pa.array([self.kernel.game.slug] * count, pa.string()),
                "method": self.method, "answer": answer, "value": pa.array(self.value), "winner": winners,
                "alice": alice, "bob": bob, "notes": self.joined_notes,
                "error": pa.nulls(count, pa.string())}


def _method_names(kernel: Kernel, sizes: Any) -> Any:
    """The method each row's Solution names: ``auto`` resolved by its size, as ``solve`` does."""
    import pyarrow as pa

    if kernel.method != "auto":
        return pa.array([kernel.method] * len(sizes), pa.string())
    sized, which = distinct(sizes)
    game = kernel.game
    chosen = [game.choose("auto", game.instance.make(int(n), lambda size: [0] * size)) for n in sized]
    return pa.array(chosen, pa.string()).take(pa.array(which))


def _id_columns(frame: Frame, rows: Any) -> tuple[Any, Any]:
    """(JSON text, value) of each row's id: its own, or its number when it has none."""
    import pyarrow as pa
    import pyarrow.compute as pc

    ids = frame.ids.take(pa.array(rows))
    numbers = frame.numbers[rows]
    if pa.types.is_integer(ids.type):
        values = pc.if_else(pc.is_null(ids), pa.array(numbers), ids)
        return values.cast(pa.string()), values
    if ids.null_count == len(ids):
        values = pa.array(numbers)
        return values.cast(pa.string()), values
    if frame.clean_ids:
        quoted = pc.binary_join_element_wise(pa.scalar('"'), ids, pa.scalar('"'), "")
    else:
        quoted = pa.array([None if each is None else json_text(each) for each in ids.to_pylist()], pa.string())
    if frame.numeric is not None:
        quoted = pc.if_else(pa.array(frame.numeric[rows]), ids, quoted)
    texts_ = pc.if_else(pc.is_null(ids), pa.array(numbers).cast(pa.string()), quoted)
    values = pc.if_else(pc.is_null(ids), pa.array(numbers).cast(pa.string()), ids)  # ints and text: all text
    return texts_, values


def _answerable(kernel: Kernel, flat: Any, offsets: Any, sizes: Any) -> tuple[Any, dict[str, Any]]:
    """Which instances the kernel answers: valid ones (the row path says what is wrong with
    the others), no longer than it takes, whose every sum int64 holds exactly (n × max |value|
    < 2^62), within the problem's limits and guarantees or not (their notes come in bulk);
    and the measures taken on the way (``core.game.MEASURES``: ``high`` and ``low``)."""
    import numpy as np

    game = kernel.game
    limits, many, shape = game.limits, kernel.many, game.instance
    assert limits is not None
    answerable = sizes >= shape.smallest
    if many.longest is not None:
        answerable &= sizes <= many.longest
    least, most = getattr(shape, "least", None), getattr(shape, "most", None)
    if shape.one_per_size:  # a count is its size: it has no values of its own
        answerable &= (least is None or sizes >= least) & (most is None or sizes <= most)
        return answerable, {}
    lengths = np.diff(offsets)
    if not len(flat):
        return answerable & (lengths > 0), {}
    starts = np.minimum(offsets[:-1], len(flat) - 1)  # an empty row's slot: it is not answerable anyway
    low = np.where(lengths > 0, np.minimum.reduceat(flat, starts), 0)
    high = np.where(lengths > 0, np.maximum.reduceat(flat, starts), 0)
    if least is not None:
        answerable &= low >= least
    if most is not None:
        answerable &= high <= most
    room = INT64_SAFE // np.maximum(lengths, 1)  # no product formed: it could wrap
    answerable &= (lengths > 0) & (high < room) & (low > -room)
    return answerable, {"high": high, "low": low}


def _notes(kernel: Kernel, flat: Any, offsets: Any, sizes: Any, measured: dict[str, Any]) -> tuple[Any, Any]:
    """Every answered instance's notes, said of the whole block at once (the row path's
    ``Problem.remarks``, in its order): (the JSON list of each, as text; the notes joined by
    "; ", or null where there are none, as a table writes them)."""
    import pyarrow as pa
    import pyarrow.compute as pc

    problem = kernel.game.problem
    assert problem is not None
    json_notes: list[Any] = []  # each note where due, after its separator; "" elsewhere
    plain_notes: list[Any] = []
    for due, numbers, note in problem.block_remarks(kernel.game.instance, flat, offsets, sizes, measured):
        if not due.any():
            continue
        before, field, after = str(note).partition(FIELD)  # a note may name no number
        for found, separator, (start, end) in ((json_notes, ",", (json_text(before)[:-1], json_text(after)[1:])),
                                                (plain_notes, "; ", (before, after))):
            said = pc.binary_join_element_wise(pa.scalar(separator + start), texts(numbers) if field else "",
                                               pa.scalar(end), "")
            found.append(pc.if_else(pa.array(due), said, pa.scalar("")))
    count = len(sizes)
    if not json_notes:
        return pa.array(["[]"] * count, pa.string()), pa.nulls(count, pa.string())
    # Arrow's join with null_handling="skip" drops rows (pyarrow 26): each note carries its separator instead
    listed = pc.utf8_slice_codeunits(pc.binary_join_element_wise(*json_notes, ""), 1)
    joined_ = pc.utf8_slice_codeunits(pc.binary_join_element_wise(*plain_notes, ""), 2)
    return (pc.binary_join_element_wise(pa.scalar("["), listed, pa.scalar("]"), ""),
            pc.if_else(pc.equal(joined_, ""), pa.scalar(None, pa.string()), joined_))


def _subset(flat: Any, offsets: Any, rows: Any) -> tuple[Any, Any]:
    """The rows picked by the bool mask ``rows``, laid end to end anew."""
    import numpy as np

    sizes = np.diff(offsets)
    picked = sizes[rows]
    return flat[np.repeat(rows, sizes)], np.concatenate(([0], np.cumsum(picked))).astype(np.int64)


def solve_frame(frame: Frame, defaults: work.Defaults) -> tuple[list[Answers], list[int]]:
    """The frame's answerable rows answered, group by group, and the indices of the others."""
    import numpy as np
    import pyarrow as pa
    import pyarrow.compute as pc

    count = len(frame.numbers)
    games, methods = frame.games, frame.methods
    if isinstance(defaults.game, str):
        games = pc.fill_null(games, defaults.game)
    methods = pc.fill_null(methods, defaults.method)
    keys = pc.binary_join_element_wise(games, methods, "\x00").dictionary_encode()
    instances = frame.instances
    slow = np.ones(count, bool)
    done: list[Answers] = []
    if pa.types.is_null(keys.type.value_type) or len(keys.dictionary) == 0:
        return done, list(range(count))
    which = keys.indices.to_numpy(zero_copy_only=False)
    has = ~pc.is_null(keys.indices).to_numpy(zero_copy_only=False) & ~pc.is_null(instances).to_numpy(
        zero_copy_only=False)
    for code, key in enumerate(keys.dictionary.to_pylist()):
        name, method = key.split("\x00", 1)
        kernel = kernel_for(name, method)
        if kernel is None:
            continue
        rows = np.flatnonzero((which == code) & has)
        if not len(rows):
            continue
        if instances.type != arrow_type(kernel.game.instance):
            continue  # another game's shape in this frame: the row path says what is wrong
        answered = solve_group(kernel, frame, rows)
        if answered is not None:
            slow[answered.rows] = False
            done.append(answered)
    return done, np.flatnonzero(slow).tolist()


def solve_group(kernel: Kernel, frame: Frame, rows: Any) -> Answers | None:
    """The answerable ones of a group's ``rows`` (indices into the frame, whose instances are
    of the kernel's game's ``arrow_type``, none null) answered by the kernel in one call, their
    notes said in bulk; None when none is answerable."""
    import pyarrow as pa

    every = len(rows) == len(frame.instances)  # the usual chunk: one game, one method, all rows
    laid, flat, offsets, sizes = laid_out(kernel.game.instance,
                                          frame.instances if every else frame.instances.take(pa.array(rows)))
    answerable, measured = _answerable(kernel, flat, offsets, sizes)
    if not answerable.any():
        return None
    inner, inner_offsets = _subset(flat, offsets, answerable)
    value, alice, bob = kernel.many.values(inner, inner_offsets)
    picked = rows[laid][answerable]
    ids, id_values = _id_columns(frame, picked)
    notes, joined_notes = _notes(kernel, inner, inner_offsets, sizes[answerable],
                                 {name: each[answerable] for name, each in measured.items()})
    return Answers(picked, ids, id_values, _method_names(kernel, sizes[answerable]), value, alice, bob, kernel,
                   notes, joined_notes)


# --- the worker -----------------------------------------------------------------------------


def segments(chunk: Any) -> Iterator[tuple[Any, list[Any]]]:
    """A chunk's rows as frames (Arrow reads them) and items (the row path's), in order."""
    import numpy as np

    if isinstance(chunk, list):  # items: after --resume skipped some; lines of text keep their numbers
        if chunk and all(isinstance(record, str) for _, record in chunk):
            numbers = np.array([number for number, _ in chunk], np.int64)
            data = "\n".join(record for _, record in chunk).encode("utf-8", errors="surrogateescape")
            yield from json_segments(0, data, numbers)
        else:
            yield None, chunk
        return
    if isinstance(chunk, tables.CsvChunk):
        yield from csv_segments(chunk)
        return
    if isinstance(chunk, tables.CsvItems):
        yield from csv_item_segments(chunk.items)
        return
    first, data = chunk
    if isinstance(data, bytes):
        yield from json_segments(first, data)
    else:
        yield from table_segments(first, data)


def joined(lines: Any) -> bytes:
    """A string array's values end to end, as UTF-8: its data buffer, read once (no Python
    string a row, and none for the whole: the bytes are what is written)."""
    import numpy as np

    if not len(lines):
        return b""
    lines = lines.cast("large_string")  # 64-bit offsets: a chunk's text may pass 2 GiB only in theory
    offsets = np.frombuffer(lines.buffers()[1], np.int64)[lines.offset: lines.offset + len(lines) + 1]
    start, end = int(offsets[0]), int(offsets[-1])
    return lines.buffers()[2][start:end].to_pybytes()


def solve_chunk(chunk: Any, defaults: work.Defaults, form: str = "jsonl") -> tuple[Any, int]:
    """A chunk solved, as ``work.solve_lines`` solves it: the output lines joined as UTF-8
    (``form`` "jsonl"), an Arrow table of the answers ("table": Parquet's, integers in int64) or one
    that CSV writes as the row path does ("csv": ``tables.csv_table``), and how many rows erred."""
    import numpy as np
    import pyarrow as pa

    reading.lift_digit_limit()
    places: list[Any] = []  # each output piece's row positions, in the chunk's order
    pieces: list[Any] = []
    slow_places: list[int] = []
    slow_items: list[Any] = []
    offset = 0
    for frame, items in segments(chunk):
        if frame is None:
            slow_places += range(offset, offset + len(items))
            slow_items += items
            offset += len(items)
            continue
        answered, rest = solve_frame(frame, defaults)
        for group in answered:
            places.append(group.rows + offset)
            pieces.append(group.lines() if form == "jsonl" else group.columns())
        slow_places += [offset + index for index in rest]
        slow_items += [(int(frame.numbers[index]), frame.record(index)) for index in rest]
        offset += len(frame.numbers)
    slow_lines, errors = work.answer_lines(slow_items, defaults)
    order = np.argsort(np.concatenate([*places, np.array(slow_places, np.int64)]), kind="stable")
    if form == "jsonl":
        whole = pa.concat_arrays([*pieces, pa.array([line + "\n" for line in slow_lines], pa.string())])
        return joined(whole.take(pa.array(order))), errors
    rows = tables.rows_of("\n".join(slow_lines), defaults.line)
    if form == "csv":
        return tables.csv_table(pieces, rows, order), errors
    table, overflowed = tables.answer_table(pieces, rows, order, defaults.line)
    return table, errors + overflowed
