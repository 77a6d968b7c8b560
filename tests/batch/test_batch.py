"""stonegame batch: every line answered in order, each answer equal to solve's, bad lines kept
as errors, exit codes, tables, resume after Ctrl-C, and solve_many."""

from __future__ import annotations

import csv
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from batch_lines import mixed_lines, write_lines
from hypothesis import given, settings
from hypothesis import strategies as st

import stonegame
from stonegame.batch import tables
from stonegame.batch.run import Job, run
from stonegame.batch.work import Defaults, answer_json, parse
from stonegame.cli import main
from stonegame.core.errors import StoneGameError
from stonegame.games import GAMES, resolve

STONEGAME = [sys.executable, "-c", "from stonegame.cli import main; main()"]


def expected(line: str, number: int, with_line: bool = False) -> dict:
    """What the answer to one input line must be: solve's --json keys (no seconds), or an error."""
    try:
        record = parse(line)
    except StoneGameError:
        return {"id": number, "error": True}
    key = record.get("id", number)
    try:
        game = resolve(record["game"])
        instance = record["instance"]
        if isinstance(instance, str):
            instance = game.instance.from_text(instance)
        solution = stonegame.solve(game, instance, record.get("method", "auto"))
    except (StoneGameError, KeyError, TypeError):
        return {"id": key, "error": True}
    return {"id": key, **answer_json(solution, with_line)}


def check_answers(lines: list[str], out: list[str]) -> None:
    assert len(out) == len(lines)
    for number, (line, text) in enumerate(zip(lines, out, strict=True), 1):
        found, want = json.loads(text), expected(line, number)
        if "error" in want:
            assert set(found) == {"id", "error"} and found["id"] == want["id"]
            assert found["error"] and "\n" not in found["error"]
        else:
            assert found == want, line


def test_mixed_lines_come_back_in_order_each_equal_to_solve(tmp_path):
    lines = mixed_lines(5_000, seed=1)
    write_lines(tmp_path / "in.jsonl", lines)
    code = run(Job(tmp_path / "in.jsonl", tmp_path / "out.jsonl", workers=2, chunk=97, quiet=True))
    check_answers(lines, (tmp_path / "out.jsonl").read_text().splitlines())
    assert code == 1  # some lines erred


def test_10000_mixed_lines(tmp_path):  # throughput on 100,000s of lines: benchmarks/, not here
    lines = mixed_lines(10_000, seed=2)  # 20 chunks of the default 512: the 8 in flight are renewed many times
    write_lines(tmp_path / "in.jsonl", lines)
    code = run(Job(tmp_path / "in.jsonl", tmp_path / "out.jsonl", workers=2, quiet=True))
    check_answers(lines, (tmp_path / "out.jsonl").read_text().splitlines())
    assert code == 1


def test_unordered_writes_the_same_lines_in_some_order(tmp_path):
    lines = mixed_lines(1_500, seed=3)
    write_lines(tmp_path / "in.jsonl", lines)
    run(Job(tmp_path / "in.jsonl", tmp_path / "a.jsonl", workers=0, quiet=True))
    run(Job(tmp_path / "in.jsonl", tmp_path / "b.jsonl", ordered=False, workers=2, chunk=10, quiet=True))
    ordered = (tmp_path / "a.jsonl").read_text().splitlines()
    assert sorted(ordered) == sorted((tmp_path / "b.jsonl").read_text().splitlines())


def test_exit_codes_defaults_and_line(tmp_path, capsys):
    good = tmp_path / "good.jsonl"
    write_lines(good, ['{"instance": [5, 3, 4, 5]}', "", '{"instance": [3, 7, 2, 3], "id": "b"}'])
    with pytest.raises(SystemExit) as stop:
        main(["batch", str(good), "--game", "stone-game", "--line", "-w", "0", "-q"])
    assert stop.value.code == 0
    out = [json.loads(text) for text in capsys.readouterr().out.splitlines()]
    assert [o["id"] for o in out] == [1, "b"]  # a blank line is skipped; a line's number is its id
    assert out[0] == expected('{"game": "stone-game", "instance": [5, 3, 4, 5]}', 1, with_line=True)
    assert out[0]["line"]
    for argv, needle in ([["batch", str(good), "-w", "0"], None],
                         [["batch", str(good), "--game", "stone-gme"], "did you mean"],
                         [["batch", str(tmp_path / "none.jsonl")], "no file"],
                         [["batch", str(good), "--game", "I", "--resume"], "--resume"],
                         [["batch", str(good), "--game", "I", "--workers", "-1"], "--workers"]):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        err = capsys.readouterr().err
        if needle is None:  # no game for any line: every line errs, exit 1
            assert stop.value.code == 1
        else:
            assert stop.value.code == 2 and err.startswith("stonegame: error:") and needle in err
            assert len(err.strip().splitlines()) == 1


def test_progress_lines_when_piped(tmp_path):
    write_lines(tmp_path / "in.jsonl", mixed_lines(600, seed=4, built_in=True))
    done = subprocess.run([*STONEGAME, "batch", str(tmp_path / "in.jsonl"), "-o", str(tmp_path / "o.jsonl"),
                           "-w", "1", "--chunk", "50", "--progress-every", "0"], capture_output=True, text=True)
    assert done.returncode == 1
    progress = done.stderr.splitlines()
    assert progress and all(line.startswith("stonegame batch: ") for line in progress)
    assert "600/600 (100%)" in progress[-1]


def test_ctrl_c_then_resume_gives_exactly_the_whole_output(tmp_path):
    lines = mixed_lines(6_000, seed=5, built_in=True)
    source, out, whole = tmp_path / "in.jsonl", tmp_path / "out.jsonl", tmp_path / "whole.jsonl"
    write_lines(source, lines)
    assert subprocess.run([*STONEGAME, "batch", str(source), "-o", str(whole), "-w", "0", "-q"]).returncode == 1
    child = subprocess.Popen([*STONEGAME, "batch", str(source), "-o", str(out), "-w", "2", "--chunk", "20", "-q"],
                             stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while (not out.exists() or out.stat().st_size < 20_000) and time.monotonic() < deadline:
        time.sleep(0.02)
    child.send_signal(signal.SIGINT)
    _, err = child.communicate(timeout=60)
    written = out.read_bytes()
    assert child.returncode == 130 and "--resume" in err
    assert written.endswith(b"\n") and 0 < written.count(b"\n") < len(lines)
    with open(out, "ab") as file:  # as a crash in the middle of a write would leave it
        file.write(b'{"id":"x7","game":"sto')
    done = subprocess.run([*STONEGAME, "batch", str(source), "-o", str(out), "--resume", "-w", "2", "-q"])
    assert done.returncode == 1
    assert out.read_bytes() == whole.read_bytes()


def test_csv_and_parquet_round_trip(tmp_path):
    pyarrow = pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    lines = [line for line in mixed_lines(400, seed=6) if line.startswith("{")]
    records = [json.loads(line) for line in lines]
    for number, record in enumerate(records, 1):
        record.setdefault("id", number)
    write_lines(tmp_path / "in.jsonl", [json.dumps(r) for r in records])
    run(Job(tmp_path / "in.jsonl", tmp_path / "want.jsonl", workers=0, quiet=True))
    want = {str(o["id"]): o for o in map(json.loads, (tmp_path / "want.jsonl").read_text().splitlines())}
    with open(tmp_path / "in.csv", "w", newline="") as file:
        writer = csv.DictWriter(file, fieldnames=["id", "game", "method", "instance"])
        writer.writeheader()
        for r in records:
            writer.writerow({**r, "instance": json.dumps(r.get("instance")) if "instance" in r else ""})
    table = pyarrow.table({"id": [str(r["id"]) for r in records], "game": [str(r.get("game")) for r in records],
                           "method": [r.get("method") for r in records],
                           "instance": [json.dumps(r["instance"]) if "instance" in r else None for r in records]})
    pq.write_table(table, tmp_path / "in.parquet")
    for source in ("in.csv", "in.parquet"):
        for target in ("out.csv", "out.parquet"):
            run(Job(tmp_path / source, tmp_path / target, workers=2, chunk=33, quiet=True))
            if target.endswith(".csv"):
                with open(tmp_path / target, newline="") as file:
                    rows = list(csv.DictReader(file))
            else:
                rows = pq.read_table(tmp_path / target).to_pylist()
            assert len(rows) == len(records)
            for row in rows:
                answer = want[str(row["id"])]
                if "error" in answer:
                    assert row["error"]
                    continue
                assert not row["error"]
                assert row["game"] == answer["game"] and row["winner"] == answer["winner"]
                assert str(row["value"]) == str(answer["value"]) or (row["value"] in ("", None)
                                                                     and answer["value"] is None)
                shown = answer["answer"]
                assert row["answer"] == (str(shown).lower() if isinstance(shown, bool) else str(shown))


def test_an_integer_past_int64_is_exact_in_json_lines_and_an_error_row_in_parquet(tmp_path):
    pq = pytest.importorskip("pyarrow.parquet")
    huge = 10**30
    write_lines(tmp_path / "in.jsonl", [json.dumps({"game": "stone-game-iii", "instance": [huge, 1]})])
    run(Job(tmp_path / "in.jsonl", tmp_path / "out.jsonl", workers=0, quiet=True))
    assert json.loads((tmp_path / "out.jsonl").read_text())["value"] == huge + 1
    assert run(Job(tmp_path / "in.jsonl", tmp_path / "out.parquet", workers=0, quiet=True)) == 1
    assert "int64" in pq.read_table(tmp_path / "out.parquet").to_pylist()[0]["error"]


@settings(max_examples=20, deadline=None)
@given(st.lists(st.lists(st.integers(-30, 30), max_size=7), max_size=40), st.sampled_from([0, 1, 2]))
def test_solve_many_is_solve_in_order(rows, workers):
    game = GAMES["stone-game-iii"]
    found = list(stonegame.solve_many(rows, game=game.slug, workers=workers))
    assert len(found) == len(rows)
    for row, got in zip(rows, found, strict=True):
        try:
            want = stonegame.solve(game, row)
        except StoneGameError as error:
            assert type(got) is type(error) and str(got) == str(error)
            continue
        assert (got.value, got.answer, got.winner, got.scores) == (want.value, want.answer, want.winner, want.scores)
        assert [m.move for m in got.line] == [m.move for m in want.line]


def test_solve_many_takes_records_and_game_objects():
    records = [{"game": "IV", "instance": 7}, {"game": "VII", "instance": [5, 3, 1, 4, 2], "method": "memo"}]
    found = list(stonegame.solve_many(records, workers=2))
    assert [s.answer for s in found] == [False, 6] and found[1].method == "memo"
    game = resolve("VIII")
    assert [s.value for s in stonegame.solve_many([[-1, 2, -3, 4, -5]], game=game, workers=1)] == [5]


def test_an_interrupted_pool_leaves_no_worker(tmp_path):
    lines = mixed_lines(3_000, seed=7)
    write_lines(tmp_path / "in.jsonl", lines)
    before = set(os.listdir("/proc")) if os.path.isdir("/proc") else set()
    calls = {"n": 0}

    def stop_after_two() -> bool:
        calls["n"] += 1
        return calls["n"] > 2

    from stonegame.batch.execute import Pool
    from stonegame.batch.work import solve_lines

    with Pool(2) as pool:
        chunks = [[(i, line)] for i, line in enumerate(lines[:50], 1)]
        got = list(pool.map(solve_lines, chunks, Defaults(), stop=stop_after_two))
    assert len(got) < 50
    if before:
        time.sleep(0.2)
        assert [pid for pid in set(os.listdir("/proc")) - before if ours(pid)] == []


def ours(pid: str) -> bool:
    """A process this one started, other than multiprocessing's resource tracker (which lives as
    long as this process, once any pool has run in it)."""
    try:
        status = (Path("/proc") / pid / "status").read_text()
        command = (Path("/proc") / pid / "cmdline").read_bytes()
    except (OSError, NotADirectoryError):
        return False
    return f"PPid:\t{os.getpid()}\n" in status and b"resource_tracker" not in command


def test_solve_many_reads_its_input_as_it_is_consumed():
    import itertools

    drawn = []

    def endless():
        for number in itertools.count(1):
            drawn.append(number)
            yield [number, 1]

    first = list(itertools.islice(stonegame.solve_many(endless(), game="stone-game-iii", workers=2), 1_000))
    assert [s.value for s in first[:3]] == [stonegame.solve("III", [n, 1]).value for n in (1, 2, 3)]
    assert len(drawn) < 1_000 + 2 * 4 * 256 + 256  # a few chunks ahead, not the whole (endless) input


def test_a_pool_worker_killed_is_one_line_and_resume_finishes(tmp_path):
    lines = mixed_lines(8_000, seed=8, built_in=True)
    source, out, whole = tmp_path / "in.jsonl", tmp_path / "out.jsonl", tmp_path / "whole.jsonl"
    write_lines(source, lines)
    assert subprocess.run([*STONEGAME, "batch", str(source), "-o", str(whole), "-w", "2", "-q"]).returncode == 1
    child = subprocess.Popen([*STONEGAME, "batch", str(source), "-o", str(out), "-w", "2", "--chunk", "20", "-q"],
                             stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while (not out.exists() or out.stat().st_size < 20_000) and time.monotonic() < deadline:
        time.sleep(0.02)
    # the parent is stopped while its worker is killed, so work is still pending when it wakes,
    # however fast this machine finishes the rest
    os.kill(child.pid, signal.SIGSTOP)
    tasks = Path(f"/proc/{child.pid}/task")  # a worker may be started by any of the parent's threads
    workers = [pid for task in tasks.iterdir() for pid in (task / "children").read_text().split()]
    os.kill(int(workers[0]), signal.SIGKILL)
    os.kill(child.pid, signal.SIGCONT)
    _, err = child.communicate(timeout=60)
    assert child.returncode == 2 and err.startswith("stonegame: error: a worker process died")
    assert len(err.splitlines()) == 1 and out.read_bytes().endswith(b"\n")
    assert subprocess.run([*STONEGAME, "batch", str(source), "-o", str(out), "--resume", "-q"]).returncode == 1
    assert out.read_bytes() == whole.read_bytes()


def test_a_reader_that_stops_early_ends_the_workers_too(tmp_path):
    source = tmp_path / "in.jsonl"
    write_lines(source, mixed_lines(20_000, seed=9, built_in=True))
    child = subprocess.Popen([*STONEGAME, "batch", str(source), "-w", "2", "--chunk", "20", "-q"],
                             stdout=subprocess.PIPE)
    assert child.stdout.readline().startswith(b'{"id":')
    child.stdout.close()  # as `| head -1` does
    assert child.wait(timeout=60) == -signal.SIGPIPE

    def running() -> list[str]:
        found = []
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                if str(source).encode() in (Path("/proc") / pid / "cmdline").read_bytes():
                    found.append(pid)
            except OSError:
                pass
        return found

    deadline = time.monotonic() + 10
    while running() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert running() == []


def test_a_bar_with_rate_and_time_left_on_a_terminal(tmp_path):
    import pty

    write_lines(tmp_path / "in.jsonl", mixed_lines(3_000, seed=10, built_in=True))
    leader, follower = pty.openpty()
    child = subprocess.Popen([*STONEGAME, "batch", str(tmp_path / "in.jsonl"), "-o", str(tmp_path / "o.jsonl"),
                              "-w", "1", "--chunk", "20"], stderr=follower, env={**os.environ, "COLUMNS": "150"})
    os.close(follower)
    shown = b""
    while True:
        try:
            data = os.read(leader, 65536)
        except OSError:  # the terminal closed with the command
            break
        if not data:
            break
        shown += data
    os.close(leader)
    assert child.wait(timeout=60) == 1
    text = shown.decode(errors="replace")
    assert "solving" in text and "instances/s" in text and "3000/3000" in text and "100%" in text
    assert "stonegame batch:" not in text  # no plain progress lines on a terminal


def test_solve_many_makes_a_bad_record_that_records_error_and_goes_on():
    import threading

    import stonegame
    from stonegame import StoneGameError

    def generator():
        yield from [1, 2, 3]

    class Locked:  # iterable, but pickle refuses it: it cannot go to a worker process
        def __init__(self):
            self.lock = threading.Lock()

        def __iter__(self):
            return iter([1, 2, 3])

    nested: list = [1]
    for _ in range(100_000):
        nested = [nested]
    records = [[1, 2, 3], generator(), {"instance": generator()}, Locked(), {"instance": [1, 2], "game": [1]},
               {"instance": [1, 2], "game": "iii", "method": 1}, {"instance": nested, "game": "iii"}, [4, 5]]
    found = list(stonegame.solve_many(records, "stone-game-iii", workers=2))
    assert [getattr(each, "answer", None) for each in found[:3]] == ["Alice"] * 3 and found[-1].answer == "Alice"
    assert all(isinstance(each, StoneGameError) for each in found[3:7])
    assert "cannot be sent to a worker process" in str(found[3]) and '"game" must be a name' in str(found[4])


@pytest.mark.parametrize("signal_name", ["SIGKILL", "SIGTERM"])
def test_workers_die_with_a_killed_batch(tmp_path, signal_name):
    import json as json_module
    import signal
    import subprocess
    import sys
    import time

    lines = tmp_path / "in.jsonl"
    row = list(range(1, 80))
    lines.write_text("".join(json_module.dumps({"game": "stone-game-vii", "instance": row, "method": "memo"}) + "\n"
                             for _ in range(20_000)))
    batch = subprocess.Popen([sys.executable, "-m", "stonegame", "batch", str(lines), "-o", str(tmp_path / "out"),
                              "-w", "2"], stderr=subprocess.DEVNULL)
    children: list[int] = []
    for _ in range(200):  # until both workers run
        found = subprocess.run(["pgrep", "-P", str(batch.pid)], capture_output=True, text=True).stdout.split()
        children = [int(pid) for pid in found]
        if len(children) >= 2:
            break
        time.sleep(0.05)
    assert len(children) >= 2
    batch.send_signal(getattr(signal, signal_name))
    batch.wait(timeout=30)
    left = children
    for _ in range(200):  # the kernel tells them at once; give them time to end
        left = [pid for pid in left if _alive(pid)]
        if not left:
            break
        time.sleep(0.05)
    assert left == []


def _alive(pid: int) -> bool:
    import os

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead: its parent (init, here) has not reaped it yet
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.parametrize("suffix, text", [
    ("jsonl", '{"game": "iii", "instance": [1, 2, 3]}\n{"game": "iii", "instance": [1, 2, -9]}\n'),
    ("csv", 'game,instance\niii,"[1, 2, 3]"\niii,"[1, 2, -9]"\n'),
])
def test_a_byte_order_mark_is_skipped(cli, tmp_path, suffix, text):
    source = tmp_path / f"in.{suffix}"
    source.write_bytes(b"\xef\xbb\xbf" + text.encode())
    code, out, err = cli("batch", str(source))
    assert code == 0, err
    assert [json.loads(line)["value"] for line in out.splitlines()] == [6, 12]


def test_a_parquet_file_is_read_in_memory_that_stays_flat(tmp_path):
    """Reading batch by batch holds about one row group, however many the file has (pyarrow's
    pre-buffering held more and more as the reading went on: 185 MB at the end of 10^7 rows)."""
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    group = pa.table({"id": pa.array(range(5_000), pa.int64()),
                      "instance": pa.array([[1, 2, 3, 4, 5, 6, 7, 8]] * 5_000, pa.list_(pa.int64()))})
    with pq.ParquetWriter(tmp_path / "many.parquet", group.schema) as writer:
        for _ in range(200):
            writer.write_table(group)
    before, held = pa.total_allocated_bytes(), 0
    rows = 0
    for batch in tables.parquet_file(tmp_path / "many.parquet").iter_batches(batch_size=4_096):
        held = max(held, pa.total_allocated_bytes() - before)
        rows += batch.num_rows
    assert rows == 1_000_000
    assert held < 4 * group.nbytes


def test_solve_many_refuses_workers_that_are_no_count():
    with pytest.raises(StoneGameError, match=r"^workers is 'x'; give a whole number of processes"):
        list(stonegame.solve_many([[1, 2]], "877", workers="x"))
    with pytest.raises(StoneGameError, match=r"^workers is True"):
        list(stonegame.solve_many([[1, 2]], "877", workers=True))


def test_solve_many_takes_a_numpy_scalar_and_refuses_an_unpicklable_item_alone():
    np = pytest.importorskip("numpy")

    def unpicklable():
        class Local(list):  # a class of a function's own: pickle cannot find it by name
            pass

        return Local([5, 3, 4, 5])

    found = list(stonegame.solve_many([np.uint64(7), np.int32(4)], "IV", workers=1))
    assert [s.answer for s in found] == [False, True]
    found = list(stonegame.solve_many([unpicklable(), [3, 7, 2, 3], {"instance": [1, 2], "x": lambda: 0}], "877",
                                      workers=1))
    assert isinstance(found[0], StoneGameError) and "cannot be sent to a worker process" in str(found[0])
    assert [s.answer for s in found[1:]] == [True, True]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([b"", b"{}", b" ", b"[1, 2]", b"\r"]), max_size=40), st.booleans(),
       st.integers(1, 9))
def test_blocks_cut_exactly_size_lines(lines, closed, size):
    """The parent's blocks hold ``size`` whole lines each (the last: what is left), numbered from 1,
    so a line is never cut and the workers' line numbers hold."""
    import io

    from stonegame.batch import run as batch_run

    data = b"\n".join(lines) + (b"\n" if closed and lines else b"")
    got = list(batch_run.blocks(io.BytesIO(data), size))
    assert b"".join(block for _, block in got) == data
    whole = [line + b"\n" for line in data.split(b"\n")]
    whole[-1] = whole[-1][:-1]  # the text after the last newline, if any
    whole = [line for line in whole if line]
    assert [first for first, _ in got] == list(range(1, len(whole) + 1, size))
    assert [block for _, block in got] == [b"".join(whole[k:k + size]) for k in range(0, len(whole), size)]
