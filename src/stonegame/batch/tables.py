"""Instances from CSV and Parquet tables, and answers written as tables, through pyarrow (Parquet)
and the csv module (CSV, the row path's; the columnar path's CSV goes through pyarrow where
it reads and writes the same bytes: ``csv_chunks``, ``CsvSink.table_text``).

A table holds one instance a row: an ``instance`` column (JSON text or values separated by
spaces in CSV; a list, an integer, a string or an ``{alice, bob}`` struct in Parquet) and,
optionally, ``id``, ``game`` and ``method``. The answers come back one row an instance:
``id, game, method, answer, value, winner, alice, bob, notes, error`` (and ``line``, as JSON
text, with ``--line``). ``answer`` is written as LeetCode prints it (true, 10, Alice).
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError
from stonegame.core.game import answer_text

COLUMNS = ("id", "game", "method", "answer", "value", "winner", "alice", "bob", "notes", "error")
INPUT_COLUMNS = ("id", "game", "method", "instance")
INT64 = (-(2**63), 2**63 - 1)


def kind_of(path: Path | None) -> str:
    """"csv", "parquet" or "jsonl", by the file's extension (stdin and stdout are JSON Lines)."""
    suffix = "" if path is None else path.suffix.lower()
    return {".csv": "csv", ".parquet": "parquet", ".pq": "parquet"}.get(suffix, "jsonl")


def pyarrow_parquet() -> Any:
    try:
        import pyarrow.parquet as pq
    except ImportError:
        raise StoneGameError("Parquet needs pyarrow: pip install 'stonegame[batch]' (or pip install pyarrow)") from None
    return pq


def _id(text: Any) -> Any:
    """A table's id: a whole number as an int (as JSON Lines would have it), else as given."""
    if isinstance(text, str) and text.strip().lstrip("-").isdigit() and len(text) < 19:
        try:
            return int(text)
        except ValueError:  # "--5", "²": digits to isdigit, not to int
            return text
    return text


def csv_record(row: dict[Any, Any]) -> dict[str, Any]:
    """A row of ``csv.DictReader`` as the record the row path solves: the input columns that
    are not empty, a whole-number id as an int."""
    record = {key: value for key, value in row.items() if key in INPUT_COLUMNS and value not in (None, "")}
    if "id" in record:
        record["id"] = _id(record["id"])
    return record


def _csv_header(lines: Iterator[str], path: Path) -> list[str]:
    header = next(csv.reader(lines), None)
    if header is None or "instance" not in header:
        raise StoneGameError(f"{path} has no 'instance' column; a CSV of instances has the columns "
                             f"{', '.join(INPUT_COLUMNS)} (all but instance optional)")
    return header


def _csv_error(error: csv.Error, number: int, path: Path) -> StoneGameError:
    return StoneGameError(f"cannot read row {number + 1:,} of {path} as CSV: {error}; a field holds at most "
                          f"{csv.field_size_limit():,} characters (give long instances as JSON Lines)")


def _utf8_error(error: UnicodeDecodeError, path: Path) -> StoneGameError:
    return StoneGameError(f"{path} is not UTF-8 text (byte {error.start:,} of a block cannot be read); "
                          "batch reads CSV in UTF-8")


def csv_records(path: Path) -> Iterator[tuple[int, Any]]:
    """(row number, record) of each row of a CSV file with an ``instance`` column."""
    with open(path, newline="", encoding="utf-8-sig") as file:  # -sig: a byte order mark is skipped
        number = 0
        try:
            reader = csv.DictReader(file, fieldnames=_csv_header(file, path))
            for number, row in enumerate(reader, 1):
                yield number, csv_record(row)
        except csv.Error as error:  # a field past csv's limit, a NUL byte
            raise _csv_error(error, number, path) from None
        except UnicodeDecodeError as error:
            raise _utf8_error(error, path) from None


@dataclass(frozen=True)
class CsvChunk:
    """Whole records of a CSV file, for the columnar path: its ``header``, and ``parts`` in the
    file's order, each either (first row number, lines that Arrow and ``csv`` read alike, one
    record a line, joined by newlines) or a list of items that ``csv`` read (the row path's)."""

    header: tuple[str, ...]
    parts: list[Any]


@dataclass(frozen=True)
class CsvItems:
    """Items of a CSV file as ``csv_records`` reads them, for the columnar path (when
    ``--resume`` has skipped some: their numbers are not consecutive)."""

    items: list[tuple[int, dict[str, Any]]]


PLAIN_RECORD = re.compile(r'(?:"[^"]*"|[^",]*)(?:,(?:"[^"]*"|[^",]*))*')
"""A line whose quotes all wrap whole fields, with no quote inside: Arrow's CSV reader and the
``csv`` module agree on it (a doubled quote, a quote inside a field, a field over several lines
are read by ``csv`` alone, as the row path reads them)."""
QUOTED = re.compile(r'"[^"]*"')


def csv_chunks(path: Path, size: int) -> Iterator[CsvChunk]:
    """A CSV file of instances as chunks of ``size`` records for the columnar path, numbered as
    ``csv_records`` numbers them. The file is split only where a record ends: a line without
    quotes is one record; a line with quotes that are not plain is read by ``csv`` itself, which
    takes as many lines as the record has."""
    limit = csv.field_size_limit()
    with open(path, newline="", encoding="utf-8-sig") as file:
        number = 0
        try:
            lines = iter(file)
            header = _csv_header(lines, path)
            commas = len(header) - 1
            parts: list[Any] = []
            plain: list[str] = []  # the run of plain lines since the last part, up to row ``number``
            count = 0
            for line in lines:
                text = line.rstrip("\r\n")
                if not text:
                    continue  # csv skips a blank line, and does not count it
                number += 1
                if len(text) <= limit and "\x00" not in text and (
                        text.count(",") == commas if '"' not in text
                        else PLAIN_RECORD.fullmatch(text) and QUOTED.sub("", text).count(",") == commas):
                    plain.append(text)
                else:
                    _close_run(parts, plain, number - 1)
                    row = next(csv.reader(chain([line], lines)))
                    parts.append([(number, csv_record(dict_row(header, row)))])
                count += 1
                if count == size:
                    _close_run(parts, plain, number)
                    yield CsvChunk(tuple(header), parts)
                    parts, count = [], 0
            _close_run(parts, plain, number)
            if parts:
                yield CsvChunk(tuple(header), parts)
        except csv.Error as error:
            raise _csv_error(error, number - 1, path) from None
        except UnicodeDecodeError as error:
            raise _utf8_error(error, path) from None


def _close_run(parts: list[Any], plain: list[str], last: int) -> None:
    """The run of ``plain`` lines that ends at row ``last`` made one part, and emptied (blank
    lines are not counted, so the run's rows are consecutive)."""
    if plain:
        parts.append((last - len(plain) + 1, "\n".join(plain)))
        plain.clear()


def dict_row(header: Iterable[str], row: list[str]) -> dict[Any, Any]:
    """A row as ``csv.DictReader`` makes it: values past the header's columns under None, the
    columns past the row's values None (a repeated column: its last)."""
    header = list(header)
    found: dict[Any, Any] = dict(zip(header, row, strict=False))
    if len(row) > len(header):
        found[None] = row[len(header):]
    for name in header[len(row):]:
        found[name] = None
    return found


def parquet_file(path: Path) -> Any:
    """A Parquet file to read batch by batch, in memory that stays flat: with pyarrow's default
    pre-buffering, reading a 10^7-row file batch by batch held 185 MB of Arrow memory at its
    end, growing all along; without it, 8 MB throughout, and no slower from a local disk."""
    return pyarrow_parquet().ParquetFile(path, pre_buffer=False)


def parquet_records(table: Any, path: Path) -> Iterator[tuple[int, Any]]:
    """(row number, record) of each row of ``table`` (``parquet_file(path)``), which has an
    ``instance`` column."""
    names = table.schema_arrow.names
    if "instance" not in names:
        raise StoneGameError(f"{path} has no 'instance' column; a table of instances has the columns "
                             f"{', '.join(INPUT_COLUMNS)} (all but instance optional)")
    wanted = [name for name in names if name in INPUT_COLUMNS]
    number = 0
    for batch in table.iter_batches(batch_size=4096, columns=wanted):
        for row in batch.to_pylist():
            number += 1
            yield number, {key: value for key, value in row.items() if value is not None}


def rows_of(block: str | bytes, line: bool) -> list[dict[str, Any]]:
    """The answers of a block of JSON lines (text, or UTF-8 bytes) as table rows (the answer
    and id as they are)."""
    rows = []
    for text in block.splitlines():
        found = json.loads(text)
        scores = found.get("scores") or {}
        row = {
            "id": found["id"], "game": found.get("game"), "method": found.get("method"),
            "answer": found.get("answer"), "value": found.get("value"), "winner": found.get("winner"),
            "alice": scores.get("alice"), "bob": scores.get("bob"),
            "notes": "; ".join(found.get("notes") or []) or None, "error": found.get("error"),
        }
        if line:
            row["line"] = None if found.get("line") is None else json.dumps(found["line"])
        rows.append(row)
    return rows


PAST_INT64 = ("an integer of this answer does not fit Parquet's int64 column; write JSON Lines (-o OUT.jsonl) "
              "for exact integers of any size")


def _fits(value: Any) -> bool:
    return not isinstance(value, int) or INT64[0] <= value <= INT64[1]


def _typed(values: list[Any], arrays: list[Any], name: str) -> Any:
    """One column from the kernels' arrays and the row path's values, of the narrowest type
    that holds them all: int64 for whole numbers, bool for booleans, else text (an int as its
    digits, a bool as LeetCode prints it)."""
    import pyarrow as pa

    present = [v for v in values if v is not None]
    kinds = {pa.bool_() if isinstance(v, bool) else pa.int64() if isinstance(v, int) and _fits(v) else pa.string()
             for v in present} | {array.type for array in arrays if not pa.types.is_null(array.type)}
    if name in ("value", "alice", "bob"):
        kind = pa.int64()
    elif len(kinds) == 1:
        kind = kinds.pop()
    elif not kinds:
        kind = pa.null() if name in ("id", "answer") else pa.string()
    else:
        kind = pa.string()
    if kind == pa.string():
        values = [None if v is None else v if isinstance(v, str) else answer_text(v) for v in values]
    slow = pa.array(values, kind) if kind != pa.null() else pa.nulls(len(values))
    return pa.concat_arrays([*(array.cast(kind) for array in arrays), slow])


def answer_table(pieces: list[dict[str, Any]], rows: list[dict[str, Any]], order: Any, line: bool,
                 past: str = PAST_INT64) -> tuple[Any, int]:
    """The answers as one table in the input's order: the kernels' columns (``pieces``) and the
    row path's rows, placed by ``order``; and how many rows became errors here (an integer past
    int64, whose error says ``past``)."""
    import pyarrow as pa

    errors = 0
    for row in rows:
        if not all(_fits(row[key]) for key in ("value", "alice", "bob")):
            errors += 1
            row.update(answer=None, value=None, winner=None, alice=None, bob=None, line=None, error=past)
    names = [*COLUMNS, "line"] if line else list(COLUMNS)
    columns = {}
    for name in names:
        arrays = [piece[name] if name in piece else pa.nulls(len(piece["id"]), pa.string()) for piece in pieces]
        columns[name] = _typed([row.get(name) for row in rows], arrays, name)
    table = pa.table(columns)
    return (table if order is None else table.take(pa.array(order))), errors


def csv_table(pieces: list[dict[str, Any]], rows: list[dict[str, Any]], order: Any) -> Any:
    """The answers as one table in the input's order, each column of a type that Arrow's CSV
    writer writes as ``CsvSink`` writes the row path's values: int64 where every value is an
    int that fits, bool for answers that are all bools, else text as ``csv`` writes it (an
    integer of any size exactly, an answer as LeetCode prints it)."""
    import pyarrow as pa

    columns = {}
    for name in COLUMNS:
        arrays = [piece[name] for piece in pieces]
        values = [row.get(name) for row in rows]
        kinds = {array.type for array in arrays if not pa.types.is_null(array.type)}
        present = [value for value in values if value is not None]
        if all(type(value) is int and _fits(value) for value in present) and kinds <= {pa.int64()}:
            kind = pa.int64()
        elif name == "answer" and all(isinstance(value, bool) for value in present) and kinds <= {pa.bool_()}:
            kind = pa.bool_()
        else:
            kind = pa.string()
            said = answer_text if name == "answer" else str
            values = [None if value is None else said(value) for value in values]
        columns[name] = pa.concat_arrays([*(array.cast(kind) for array in arrays), pa.array(values, kind)])
    return pa.table(columns).take(pa.array(order))


def widened(old: Any, new: Any) -> Any:
    """The schema that holds both tables' columns: a column's type where they agree (or one
    has only nulls), text where they differ."""
    import pyarrow as pa

    fields = []
    for a, b in zip(old, new, strict=True):
        kind = a.type if a.type == b.type or pa.types.is_null(b.type) else b.type if pa.types.is_null(a.type) \
            else pa.string()
        fields.append(pa.field(a.name, kind))
    return pa.schema(fields)


class CsvSink:
    """Answers as CSV rows, a header first: an answer as LeetCode prints it (true, 10, Alice)."""

    def __init__(self, path: Path, line: bool) -> None:
        self.line = line
        self.file = open(path, "w", newline="", encoding="utf-8")
        self.columns = [*COLUMNS, "line"] if line else list(COLUMNS)
        self.writer = csv.DictWriter(self.file, fieldnames=self.columns)
        self.writer.writeheader()
        self.errors = 0

    def write(self, block: Any) -> None:
        """Write a block: the row path's JSON lines, or a table of ``csv_table``."""
        rows = rows_of(block, self.line) if isinstance(block, (str, bytes)) else None
        self.file.write(self.text(rows) if rows is not None else self.table_text(block))  # whole rows at once
        self.file.flush()

    def text(self, rows: list[dict[str, Any]]) -> str:
        """Rows as the ``csv`` module writes them (the row path's CSV)."""
        for row in rows:
            if row["answer"] is not None:
                row["answer"] = answer_text(row["answer"])
        buffer = io.StringIO()
        csv.DictWriter(buffer, fieldnames=self.columns).writerows(rows)
        return buffer.getvalue()

    def table_text(self, table: Any) -> str:
        """A table's rows as ``csv`` writes them: by Arrow's CSV writer, unquoted, but for the
        rows with a value that ``csv`` quotes (a comma, a quote, a line break: Arrow would quote
        every text value), which ``csv`` writes."""
        import numpy as np
        import pyarrow as pa
        import pyarrow.compute as pc
        import pyarrow.csv as pcsv

        quoted = np.zeros(table.num_rows, bool)
        for column in table.columns:
            if pa.types.is_string(column.type):
                quoted |= pc.fill_null(pc.match_substring_regex(column, r'[,"\r\n]'), False).to_numpy()
        buffer = io.BytesIO()
        pcsv.write_csv(table.filter(pa.array(~quoted)), buffer,
                       pcsv.WriteOptions(include_header=False, quoting_style="none", eol="\r\n"))
        if not quoted.any():
            return buffer.getvalue().decode("utf-8")
        lines = np.empty(table.num_rows, object)
        lines[~quoted] = buffer.getvalue().decode("utf-8").split("\r\n")[:-1]  # no line breaks in them
        lines[quoted] = [self.text([row])[:-2] for row in table.filter(pa.array(quoted)).to_pylist()]
        return "\r\n".join(lines) + "\r\n"

    def close(self) -> None:
        self.file.close()


class ParquetSink:
    """Answers as a Parquet file, a row group per block, each column of its own type: int64
    integers (an answer past int64 becomes an error row that says so: JSON Lines keeps any
    integer exactly), an int id an int, a bool answer a bool. A column whose values turn out
    to differ in type (ids that are ints, then text) becomes text: the rows written so far are
    rewritten so, once, into a new file that takes the old one's place at the end."""

    def __init__(self, path: Path, line: bool) -> None:
        self.pq = pyarrow_parquet()
        self.path, self.line = path, line
        self.current = path
        self.writer: Any = None
        self.schema: Any = None
        self.errors = 0
        self.widenings = 0
        path.write_bytes(b"")  # the file exists, and is ours to fill, from the start

    def write(self, block: Any) -> None:
        if isinstance(block, (str, bytes)):
            block, errors = answer_table([], rows_of(block, self.line), None, self.line)
            self.errors += errors
        if self.schema is None:
            self._open(block.schema)
        elif block.schema != self.schema:
            schema = widened(self.schema, block.schema)
            if schema != self.schema:
                self._widen(schema)
            block = block.cast(schema)
        self.writer.write_table(block)

    def _open(self, schema: Any) -> None:
        import pyarrow as pa

        # text columns repeat a few values (game, method, winner, notes): a dictionary pays
        # there and only costs on the integers; min/max statistics help a reader filter by id
        # or value, and cost most on text. Both choices together halve the writer's time.
        numbers = [field.name for field in schema if pa.types.is_integer(field.type)]
        self.schema = schema
        self.writer = self.pq.ParquetWriter(self.current, schema, write_statistics=numbers,
                                            use_dictionary=[name for name in schema.names if name not in numbers])

    def _widen(self, schema: Any) -> None:
        """Go on in a new file of ``schema``, the rows written so far copied into it."""
        self.writer.close()
        old = self.current
        self.widenings += 1
        self.current = self.path.with_name(f"{self.path.name}.{self.widenings}.part")
        self._open(schema)
        for batch in parquet_file(old).iter_batches():
            self.writer.write_batch(batch.cast(schema))
        if old != self.path:
            old.unlink()

    def close(self) -> None:
        if self.writer is None:
            import pyarrow as pa

            names = [*COLUMNS, "line"] if self.line else list(COLUMNS)
            self._open(pa.schema([(name, pa.int64() if name in ("id", "value", "alice", "bob") else pa.string())
                                  for name in names]))
        self.writer.close()
        if self.current != self.path:
            os.replace(self.current, self.path)
