"""Instances from CSV and Parquet tables, and answers written as tables, through pyarrow (Parquet)
and the csv module (CSV).

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
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from stonegame.core.errors import StoneGameError

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
        return int(text)
    return text


def csv_records(path: Path) -> Iterator[tuple[int, Any]]:
    """(row number, record) of each row of a CSV file with an ``instance`` column."""
    with open(path, newline="", encoding="utf-8-sig") as file:  # -sig: a byte order mark is skipped
        reader = csv.DictReader(file)
        if reader.fieldnames is None or "instance" not in reader.fieldnames:
            raise StoneGameError(f"{path} has no 'instance' column; a CSV of instances has the columns "
                                 f"{', '.join(INPUT_COLUMNS)} (all but instance optional)")
        for number, row in enumerate(reader, 1):
            record = {key: value for key, value in row.items() if key in INPUT_COLUMNS and value not in (None, "")}
            if "id" in record:
                record["id"] = _id(record["id"])
            yield number, record


def parquet_records(path: Path) -> Iterator[tuple[int, Any]]:
    """(row number, record) of each row of a Parquet file with an ``instance`` column."""
    pq = pyarrow_parquet()
    try:
        table = pq.ParquetFile(path)
    except (OSError, ValueError) as error:
        raise StoneGameError(f"cannot read {path} as Parquet: {error}") from None
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


def rows_of(block: str, line: bool) -> list[dict[str, Any]]:
    """The answers of a block of JSON lines as table rows."""
    rows = []
    for text in block.splitlines():
        found = json.loads(text)
        scores = found.get("scores") or {}
        row = {
            "id": found["id"], "game": found.get("game"), "method": found.get("method"),
            "answer": answer_text(found["answer"]) if "answer" in found else None,
            "value": found.get("value"), "winner": found.get("winner"),
            "alice": scores.get("alice"), "bob": scores.get("bob"),
            "notes": "; ".join(found.get("notes") or []) or None, "error": found.get("error"),
        }
        if line:
            row["line"] = None if found.get("line") is None else json.dumps(found["line"])
        rows.append(row)
    return rows


def answer_text(answer: Any) -> str:
    """The answer as LeetCode prints it: true/false, an integer, a name."""
    if isinstance(answer, bool):
        return "true" if answer else "false"
    return str(answer)


class CsvSink:
    """Answers as CSV rows, a header first."""

    def __init__(self, path: Path, line: bool) -> None:
        self.line = line
        self.file = open(path, "w", newline="", encoding="utf-8")
        self.columns = [*COLUMNS, "line"] if line else list(COLUMNS)
        self.writer = csv.DictWriter(self.file, fieldnames=self.columns)
        self.writer.writeheader()

    def write(self, block: str) -> None:
        buffer = io.StringIO()
        csv.DictWriter(buffer, fieldnames=self.columns).writerows(rows_of(block, self.line))
        self.file.write(buffer.getvalue())  # whole rows at once
        self.file.flush()

    def close(self) -> None:
        self.file.close()


class ParquetSink:
    """Answers as a Parquet file, a row group per block; integers as int64 (an answer past
    int64 becomes an error row that says so: JSON Lines keeps any integer exactly)."""

    def __init__(self, path: Path, line: bool) -> None:
        import pyarrow as pa

        pq = pyarrow_parquet()
        self.pa, self.line = pa, line
        fields = [("id", pa.string()), ("game", pa.string()), ("method", pa.string()), ("answer", pa.string()),
                  ("value", pa.int64()), ("winner", pa.string()), ("alice", pa.int64()), ("bob", pa.int64()),
                  ("notes", pa.string()), ("error", pa.string())]
        if line:
            fields.append(("line", pa.string()))
        self.schema = pa.schema(fields)
        self.writer = pq.ParquetWriter(path, self.schema)
        self.errors = 0

    def write(self, block: str) -> None:
        rows = rows_of(block, self.line)
        for row in rows:
            row["id"] = None if row["id"] is None else str(row["id"])
            if any(isinstance(row[key], int) and not INT64[0] <= row[key] <= INT64[1]
                   for key in ("value", "alice", "bob")):
                self.errors += 1
                row.update(answer=None, value=None, winner=None, alice=None, bob=None, line=None,
                           error="an integer of this answer does not fit Parquet's int64 column; "
                                 "write JSON Lines (-o OUT.jsonl) for exact integers of any size")
        self.writer.write_table(self.pa.Table.from_pylist(rows, schema=self.schema))

    def close(self) -> None:
        self.writer.close()
