"""``stonegame batch``: instances in (JSON Lines, CSV, Parquet), one answer each out, in order.

The parent reads, chunks and writes; the workers parse, solve and format (``work``), so the
parent's cost per line is a few bytes moved. Output is written a chunk at a time, whole lines
only, and flushed: after a crash or Ctrl-C the output ends on a complete line, and
``--resume`` reads the ids already there, cuts a partial last line, and appends the rest.
"""

from __future__ import annotations

import io
import json
import os
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import IO, Any

from stonegame.batch import columnar, tables
from stonegame.batch.execute import executor
from stonegame.batch.work import Defaults, game_named, ident, numbered, parse, solve_lines
from stonegame.core.errors import StoneGameError

CHUNK = 512
"""Lines a task solves at once: small instances take ~50 µs each, so a chunk is ~25 ms of
work, far above what sending it costs, and small enough to keep every worker busy."""

INTERRUPTED = 130
"""Exit code after Ctrl-C (128 + SIGINT, as shells report it)."""


@dataclass(frozen=True)
class Job:
    """One ``stonegame batch`` run, as its options say."""

    source: Path | None  # None or '-': stdin
    out: Path | None  # None: stdout
    defaults: Defaults = Defaults()
    ordered: bool = True
    resume: bool = False
    workers: int | None = None
    dask: bool = False
    scheduler: str | None = None
    chunk: int = CHUNK
    every: float = 10.0  # seconds between progress lines when stderr is not a terminal
    quiet: bool = False
    columnar: bool = True  # False: every row by the row path (STONEGAME_BATCH_ROWS=1 from the command line)


def chunked(items: Iterable[Any], size: int) -> Iterator[list[Any]]:
    source = iter(items)
    while chunk := list(islice(source, size)):
        yield chunk


def blocks(stream: IO[bytes], size: int) -> Iterator[tuple[int, bytes]]:
    """Chunks of ``size`` lines as (first line number, their bytes): the parent does not look
    inside a line, the worker does."""
    first = 1
    while lines := list(islice(stream, size)):
        yield first, b"".join(lines)
        first += len(lines)


BOM = b"\xef\xbb\xbf"
"""UTF-8's byte order mark, which some editors (and PowerShell) write at the start of a file."""


def without_bom(stream: IO[bytes]) -> IO[bytes]:
    """``stream`` past a byte order mark at its start, if it has one (left as it is otherwise)."""
    if peek(stream, 3) == BOM:
        stream.read(3)
    return stream


SNIFF = 4096
"""Bytes looked at before a run, to tell UTF-8 text from UTF-16 or binary data."""


def check_text(head: bytes, name: str) -> None:
    """Refuse (one line, before any work) input that is not UTF-8 text: UTF-16 or UTF-32 (a
    byte order mark, or NUL bytes between ASCII ones), or binary data. A line-by-line error
    for every line of such a file would say nothing useful."""
    if head[:2] in (b"\xff\xfe", b"\xfe\xff") or (b"\x00" in head and head.count(b"\x00") * 3 >= len(head)):
        raise StoneGameError(f"{name} looks like UTF-16 or UTF-32 text; batch reads UTF-8 JSON Lines: convert it "
                             "first (iconv -f UTF-16 -t UTF-8)")
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start < len(head) - 3 or b"\x00" in head:  # not just a character cut at the end of the sample
            raise StoneGameError(f"{name} is not UTF-8 text (byte {error.start:,} is not UTF-8; binary data?); batch "
                                 "reads JSON Lines, CSV or Parquet") from None
    if b"\x00" in head:
        raise StoneGameError(f"{name} holds NUL bytes: binary data, not JSON Lines") from None


def peek(stream: IO[bytes], size: int) -> bytes:
    """The first ``size`` bytes of ``stream``, left to be read again."""
    look = getattr(stream, "peek", None)
    if look is not None:
        return look(size)[:size]
    if stream.seekable():
        where = stream.tell()
        head = stream.read(size)
        stream.seek(where)
        return head
    return b""


def count_lines(path: Path) -> int | None:
    """How many lines a JSON Lines file has (for the bar's total); None if it cannot be told."""
    try:
        count, last = 0, b"\n"
        with open(path, "rb") as file:
            while block := file.read(1 << 20):
                count += block.count(b"\n")
                last = block[-1:]
        return count + (last != b"\n")
    except OSError:
        return None


def records(job: Job) -> tuple[Iterator[tuple[int, Any]], int | None, Callable[[], None], IO[bytes] | None]:
    """The input's items, how many there are (None: unknown), how to close it, and, for JSON
    Lines, the stream itself (read in blocks of lines when nothing is skipped)."""
    source = job.source
    if source is None or str(source) == "-":
        if sys.stdin is None or sys.stdin.closed:
            raise StoneGameError("stdin is closed: there are no instances to read; give IN, a file")
        stream = getattr(sys.stdin, "buffer", None)
        if stream is None:  # a stand-in (captured, or the command's closed stdin, whose read says so)
            stream = io.BytesIO(sys.stdin.read().encode())
        stream = without_bom(stream)
        check_text(peek(stream, SNIFF), "stdin")
        return numbered(stream), None, lambda: None, stream
    if not source.is_file():
        raise StoneGameError(f"no file {str(source)[:200]!r} to read instances from")
    kind = tables.kind_of(source)
    if kind == "parquet":
        try:
            table = tables.parquet_file(source)
        except (OSError, ValueError) as error:
            raise StoneGameError(f"cannot read {source} as Parquet: {error}") from None
        return tables.parquet_records(table, source), table.metadata.num_rows, lambda: None, None
    with open(source, "rb") as file:
        check_text(file.read(SNIFF), str(source)[:200])
    if kind == "csv":
        return tables.csv_records(source), None, lambda: None, None
    stream = without_bom(open(source, "rb"))  # closed by the returned function
    return numbered(stream), None if job.quiet else count_lines(source), stream.close, stream


def done_ids(out: Path) -> Counter[str]:
    """The ids already answered in ``out`` (as JSON text), each with how many times, after
    cutting a partial last line."""
    if not out.exists():
        return Counter()
    with open(out, "r+b") as file:
        data = file.read()
        end = data.rfind(b"\n") + 1
        if end < len(data):  # a line cut short by a crash: written again below
            file.truncate(end)
    found: Counter[str] = Counter()
    for text in data[:end].splitlines():
        try:
            found[json.dumps(json.loads(text)["id"])] += 1
        except (ValueError, KeyError, TypeError):
            raise StoneGameError(f"{out} holds a line that is not a batch answer; --resume appends only to "
                                 "the output of an earlier run") from None
    return found


def unanswered(items: Iterable[tuple[int, Any]], done: Counter[str]) -> Iterator[tuple[int, Any]]:
    """The items not answered yet: an id found k times in ``done`` skips its first k items
    (an id that repeats in the input is answered as often as it appears)."""
    for number, record in items:
        try:
            found = parse(record) if isinstance(record, str) else record
        except StoneGameError:
            found = None
        key = json.dumps(ident(found, number))
        if done[key] > 0:
            done[key] -= 1
        else:
            yield number, record


class Sink:
    """Where the answers go: a JSON Lines file or stdout (whole lines, flushed), or a table.

    A block of JSON lines comes as UTF-8 bytes: a worker sends them as it made them, and they
    are written as they came (a str would be encoded to be sent, decoded, and encoded again)."""

    def __init__(self, out: Path | None, line: bool, append: bool) -> None:
        self.table: Any = None
        self.stream: Any = None
        kind = tables.kind_of(out)
        try:
            if out is None:
                self.stream = sys.stdout
            elif kind == "csv":
                self.table = tables.CsvSink(out, line)
            elif kind == "parquet":
                self.table = tables.ParquetSink(out, line)
            else:
                self.stream = open(out, "ab" if append else "wb")
        except OSError as error:
            raise StoneGameError(f"cannot write {out}: {error.strerror}") from None

    def write(self, block: Any) -> None:
        if self.table is not None:
            self.table.write(block)
        elif isinstance(self.stream, io.TextIOBase):  # stdout: bytes through its buffer, where it has one
            binary = getattr(self.stream, "buffer", None)
            if binary is None or isinstance(block, str):
                self.stream.write(block if isinstance(block, str) else block.decode("utf-8"))
            else:
                self.stream.flush()
                binary.write(block)
                binary.flush()
            self.stream.flush()
        else:
            self.stream.write(block.encode("utf-8") if isinstance(block, str) else block)
            self.stream.flush()

    @property
    def extra_errors(self) -> int:
        return getattr(self.table, "errors", 0)

    def close(self) -> None:
        if self.table is not None:
            self.table.close()
        elif self.stream is not sys.stdout:
            self.stream.close()


def lines_in(block: Any) -> int:
    """Answers in a block: its lines (bytes or text), or a table's rows."""
    if isinstance(block, bytes):
        return block.count(b"\n")
    return block.count("\n") if isinstance(block, str) else block.num_rows


class Progress:
    """A rich bar with rate and ETA on a terminal; a line every ``every`` seconds when piped."""

    def __init__(self, total: int | None, every: float, quiet: bool) -> None:
        self.total, self.every, self.done = total, every, 0
        self.began = self.last = time.monotonic()
        self.bar: Any = None
        self.quiet = quiet
        if not quiet and sys.stderr is not None and sys.stderr.isatty():
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TaskProgressColumn,
                TextColumn,
                TimeRemainingColumn,
            )

            self.bar = Progress(TextColumn("solving"), BarColumn(), MofNCompleteColumn(), TaskProgressColumn(),
                                TextColumn("{task.fields[rate]} instances/s"), TimeRemainingColumn(),
                                console=Console(stderr=True), transient=True)
            self.task = self.bar.add_task("batch", total=total, rate="")
            self.bar.start()

    def rate(self) -> float:
        return self.done / max(time.monotonic() - self.began, 1e-9)

    def advance(self, count: int) -> None:
        self.done += count
        if self.bar is not None:
            self.bar.update(self.task, completed=self.done, rate=f"{self.rate():,.0f}")
        elif not self.quiet and time.monotonic() - self.last >= self.every:
            self.last = time.monotonic()
            rate = self.rate()
            where, eta = f"{self.done:,}", ""
            if self.total is not None:
                where += f"/{self.total:,} ({self.done / max(self.total, 1):.0%})"
                eta = f", about {max(self.total - self.done, 0) / max(rate, 1e-9):,.0f} s left"
            print(f"stonegame batch: {where} instances, {rate:,.0f}/s{eta}", file=sys.stderr, flush=True)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.stop()


class Stop:
    """Ctrl-C asks the run to stop after the chunk being written: a flag, not an exception, so
    that no write is cut in the middle of a line."""

    def __init__(self) -> None:
        self.asked = False
        self.previous: Any = None

    def __enter__(self) -> Stop:
        try:
            self.previous = signal.signal(signal.SIGINT, self.ask)
        except ValueError:  # not the main thread: Ctrl-C is not ours to handle
            self.previous = None
        return self

    def ask(self, signum: int, frame: Any) -> None:
        self.asked = True

    def __call__(self) -> bool:
        return self.asked

    def __exit__(self, *exc: Any) -> None:
        if self.previous is not None:
            signal.signal(signal.SIGINT, self.previous)


def check(job: Job) -> None:
    """The options' mistakes, before any work."""
    if job.defaults.game is not None:
        game_named(job.defaults.game)
    if job.resume and (job.out is None or tables.kind_of(job.out) != "jsonl"):
        raise StoneGameError("--resume appends to a JSON Lines file: give -o OUT.jsonl")
    if job.out is not None and job.out.parent and not job.out.parent.is_dir():
        raise StoneGameError(f"no folder {str(job.out.parent)[:200]!r} to write {job.out.name} in")
    if job.chunk < 1:
        raise StoneGameError(f"--chunk must be at least 1, not {job.chunk}")
    if job.out is not None and job.source is not None and job.out.exists() and job.source.exists() \
            and os.path.samefile(job.out, job.source):
        raise StoneGameError("OUT is IN: the answers would overwrite the instances")


def columnar_path(job: Job) -> bool:
    """Whether the job takes the columnar path: pyarrow is there and no optimal line is asked for."""
    if not job.columnar or job.defaults.line or os.environ.get("STONEGAME_BATCH_ROWS") == "1":
        return False
    return columnar.pyarrow_ready()


def parquet_batches(source: Path, size: int) -> Iterator[tuple[int, Any]]:
    """(first row number, record batch) of a Parquet file of instances, ``size`` rows a batch:
    the workers get Arrow columns, not rows."""
    first = 1
    try:
        table = tables.parquet_file(source)
        wanted = [name for name in table.schema_arrow.names if name in tables.INPUT_COLUMNS]
        for batch in table.iter_batches(batch_size=size, columns=wanted):
            yield first, batch
            first += batch.num_rows
    except (OSError, ValueError) as error:  # pyarrow's ArrowInvalid is a ValueError
        raise StoneGameError(f"cannot read {source} as Parquet (row {first:,} on): "
                             f"{' '.join(str(error).split())[:200]}") from None


def run(job: Job) -> int:
    """Solve every instance of the job's input; the exit code (0: all solved, 1: some erred,
    ``INTERRUPTED`` after Ctrl-C)."""
    check(job)
    items, total, close_input, stream = records(job)
    done = done_ids(job.out) if job.resume and job.out is not None else Counter()
    fast = columnar_path(job)
    size = columnar.CHUNK if fast and job.chunk == CHUNK else job.chunk
    chunks: Iterator[Any]
    if done:
        chunks = chunked(unanswered(items, done), size)
        if fast and tables.kind_of(job.source) == "csv":
            chunks = map(tables.CsvItems, chunks)
        total = None if total is None else max(total - done.total(), 0)
    elif stream is not None:
        chunks = blocks(stream, size)
    elif fast and job.source is not None and tables.kind_of(job.source) == "parquet":
        chunks = parquet_batches(job.source, size)
    elif fast and job.source is not None and tables.kind_of(job.source) == "csv":
        chunks = tables.csv_chunks(job.source, size)
    else:
        chunks = chunked(items, size)
    form = {"parquet": "table", "csv": "csv"}.get(tables.kind_of(job.out), "jsonl")
    solver, arguments = (columnar.solve_chunk, (job.defaults, form)) if fast else (solve_lines, (job.defaults,))
    errors = 0
    try:
        with executor(job.workers, job.dask, job.scheduler) as pool, Stop() as stop:
            sink = Sink(job.out, job.defaults.line, append=job.resume)
            progress = Progress(total, job.every, job.quiet)
            try:
                for block, erred in pool.map(solver, chunks, *arguments, ordered=job.ordered, stop=stop):
                    sink.write(block)
                    errors += erred
                    progress.advance(lines_in(block))
                    if stop():
                        break
            finally:
                progress.close()
                sink.close()
            errors += sink.extra_errors
            if stop():
                where = "" if job.out is None else f"; {job.out} ends on a complete line: add --resume to finish"
                print(f"stonegame batch: interrupted after {progress.done:,} answers{where}", file=sys.stderr)
                return INTERRUPTED
    finally:
        close_input()
    return 1 if errors else 0
