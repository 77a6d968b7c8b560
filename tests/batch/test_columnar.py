"""stonegame batch's columnar path writes what the row path writes, byte for byte: on random
files of every game (bad lines, ids, values near and past 2^62), on lines Arrow might read
otherwise than json, on CSV rows Arrow might read otherwise than csv, under --resume; CSV and
Parquet answers keep their types; input that is not text, or not a table, is one line and exit 2."""

from __future__ import annotations

import csv
import io
import json
import random
import subprocess
import sys

import pytest
from batch_lines import mixed_lines, write_lines

from stonegame import solve_columns, solve_many
from stonegame.batch.api import PAST_INT64
from stonegame.batch.run import Job, run
from stonegame.core.kernels import always_compile

pa = pytest.importorskip("pyarrow")
pq = pytest.importorskip("pyarrow.parquet")

BATCHED = {"stone-game": (1, 500, 2, 24), "stone-game-iii": (-1000, 1000, 1, 24), "stone-game-ix": (1, 10**4, 1, 24),
           "predict-the-winner": (0, 10**7, 1, 22), "stone-game-v": (1, 6, 1, 24), "stone-game-vii": (1, 4, 1, 24),
           "stone-game-viii": (-3, 3, 1, 24), "stone-game-ii": (1, 10**4, 1, 24)}
"""(low, high, least, most) of each game's rows; V, VII and VIII in a narrow range, so that moves
tie (VII's and VIII's scores come from the line, which takes the first of equal moves)."""
NAMES = {"stone-game": ("stone-game", "877", "I"), "stone-game-iii": ("stone-game-iii", "III", "1406"),
         "stone-game-ix": ("stone-game-ix", "IX"), "predict-the-winner": ("predict-the-winner", "486"),
         "stone-game-v": ("stone-game-v", "V", "1563"), "stone-game-vii": ("stone-game-vii", "VII", "1690"),
         "stone-game-viii": ("stone-game-viii", "VIII", "1872"), "stone-game-ii": ("stone-game-ii", "II", "1140")}


def batched_lines(count: int, seed: int) -> list[str]:
    """Rows of the games with a batched kernel: most within LeetCode's limits, some past them
    (near 2^62 and beyond, too long, empty), ids of every kind, methods named on some. The ids
    are of one kind (ints or none, text or none) in each stretch of 128 lines, of both in every
    fourth: Arrow reads a block only when its ids are of one kind (else the row path takes it),
    so most rows reach the kernels."""
    rng = random.Random(seed)
    lines = []
    for number in range(count):
        slug = list(BATCHED)[number % len(BATCHED)]
        low, high, least, most = BATCHED[slug]
        n = rng.randint(least, most)
        values = [rng.randint(low, high) for _ in range(n)]
        odd = rng.random()
        if odd < 0.03:
            values[rng.randrange(n)] = rng.choice([2**62 - 1, 2**62, 2**63 - 1, 2**63, -(2**63), 10**30])
        elif odd < 0.04:
            values = values * 3
        elif odd < 0.05:
            values = []
        record: dict = {"game": rng.choice(NAMES[slug]), "instance": values}
        kind, stretch = rng.random(), number // 128 % 4
        if kind < 0.3 and stretch != 2:
            record["id"] = number * 3
        elif (kind < 0.4 and stretch == 3) or (kind < 0.3 and stretch == 2):
            record["id"] = f"case-{number}"
        if rng.random() < 0.25:
            record["method"] = rng.choice(["auto", "table", "fast", "formula", "tabel"] + ["memo", "brute"] * (n < 8))
        lines.append(json.dumps(record))
    return lines


ODD_LINES = [
    '{"game": "877", "instance": [5, 3, 4, 5], "method": null}',
    '{"game": null, "instance": [5, 3, 4, 5]}',
    '{"game": "877", "instance": null}',
    '{"game": "877", "instance": [5, 3, 4, 5], "instance": [1, 2]}',
    '{"game": "877", "instance": [5, 3, 4, 5]}{"game": "877", "instance": [1, 2]}',
    '   ',
    '',
    '{"game": "877", "instance": [5, 3, 4, 5], "id": "caf\u00e9"}',
    '{"game": "877", "instance": [5, 3, 4, 5], "id": "caf\\u00e9"}',
    '{"game": "877", "instance": [5, 3, 4, 5], "id": "a\\"b"}',
    '{"game": "877", "instance": [5.0, 3, 4, 5]}',
    '{"game": "877", "instance": [1e2, 3]}',
    '{"game": "877", "instance": [true, 3]}',
    '{"game": 877, "instance": [5, 3, 4, 5]}',
    '{"game": "877", "instance": [5, 3, 4, 5], "id": 1.5}',
    '{"game": "877", "instance": [5, 3, 4, 5], "id": true}',
    '{"game": "877", "instance": [5, 3, 4, 5], "id": 99999999999999999999}',
    '{"game": "877", "instance": [5, 3, 4, 5], "extra": {"a": [1, {"b": 2}]}}',
    '{"game": "877", "instance": [5, 3, 4, 5], "extra": ' + "[" * 3000 + "]" * 3000 + "}",
    '{"game": "III", "instance": "1 2 3 7"}',
    '{"game": "stone-game-vii", "instance": [5, 3, 1, 4, 2]}',
    '{"game": "877", "instance": [5, 3, 4, 5]}\r',
    '\t{"game": "IX", "instance": [2, 1]}',
    "[1, 2]",
    "not json",
]


def both_paths(tmp_path, lines: list[str], suffix: str = "jsonl", **options) -> tuple[bytes, bytes]:
    source = tmp_path / f"in.{suffix}"
    if suffix == "jsonl":
        source.write_bytes(("\n".join(lines) + "\n").encode("utf-8", errors="surrogatepass"))
    outputs = []
    for columnar in (True, False):
        out = tmp_path / f"out.{columnar}.jsonl"
        run(Job(source, out, workers=0, quiet=True, columnar=columnar, **options))
        outputs.append(out.read_bytes())
    return outputs[0], outputs[1]


def test_random_files_of_every_game_give_the_row_paths_bytes(tmp_path):
    given, mixed = batched_lines(1_500, seed=1), mixed_lines(600, seed=2)
    pieces = [given[k:k + 100] for k in range(0, len(given), 100)] + [mixed[k:k + 100] for k in range(0, 600, 100)]
    random.Random(3).shuffle(pieces)  # in pieces: a block of batched lines keeps ids of one kind (batched_lines)
    lines = [line for piece in pieces for line in piece]
    columnar, rows = both_paths(tmp_path, lines)
    assert columnar == rows
    assert columnar.count(b"\n") == len(lines)


OFF_THE_GUARANTEES = [("877", [5, 3, 4, 6]), ("877", [5, 3, 4]), ("877", [2, 2]), ("877", [1, 700, 3, 2**40]),
                      ("877", [7]), ("877", list(range(1, 600))), ("VII", [9]), ("VII", [5, 3, 1, 4, 2]),
                      ("III", [-10**6, 5]), ("IX", [2, 1] * 300), ("viii", [10**9, -3]), ("486", [1, 5, 2]),
                      ("II", [2] * 100), ("V", [10**7, 1]), ("VI", [[1, 2, 500], [3, 4, 1]])]
"""877 rows with an even total, an odd n, a tie, values past 500, one pile, more piles than the
problem allows; VII's one stone; rows of other games past their limits."""


@pytest.mark.parametrize("suffix", ["jsonl", "parquet"])
def test_rows_off_the_guarantees_take_the_kernel_with_their_notes(tmp_path, monkeypatch, suffix):
    """The kernel answers every row off the problem's limits or guarantees, its notes said of
    the block, byte for byte as the row path says them (one shape per file: VI's pairs apart)."""
    for rows in (OFF_THE_GUARANTEES[:-1], OFF_THE_GUARANTEES[-1:], [("IV", 10**6), ("IV", 1), ("IV", 7)]):
        lines = [json.dumps({"game": game, "instance": instance, "id": k}) for k, (game, instance) in enumerate(rows)]
        source = tmp_path / f"in.{suffix}"
        if suffix == "parquet":
            pq.write_table(pa.Table.from_pylist([json.loads(line) for line in lines]), source)
        else:
            source.write_text("\n".join(lines) + "\n")
        slow = row_path_items(monkeypatch)
        outputs = []
        for columnar in (True, False):
            out = tmp_path / f"out.{columnar}.jsonl"
            run(Job(source, out, workers=0, quiet=True, columnar=columnar))
            outputs.append(out.read_bytes())
            if columnar:
                assert slow == []  # every row took the kernel
        assert outputs[0] == outputs[1]
        if rows[0][0] == "877":
            said = [json.loads(line) for line in outputs[0].splitlines()]
            assert said[0]["notes"] == ["the total 18 is even: the original problem guarantees an odd total (no tie)"]
            assert said[2]["answer"] is False and said[2]["winner"] == "Tie"
            assert said[6]["notes"][-1] == "removing the only stone scores 0"
            assert all(line["notes"] for line in said[:7]) and not said[7]["notes"]


def test_the_compiled_kernels_give_the_row_paths_bytes(tmp_path):
    lines = batched_lines(600, seed=4)
    with always_compile():
        columnar, rows = both_paths(tmp_path, lines)
    assert columnar == rows


@pytest.mark.parametrize("chunk", [7, 512])
def test_lines_arrow_might_read_otherwise_take_the_row_path(tmp_path, chunk):
    lines = batched_lines(200, seed=5)
    for place, odd in enumerate(ODD_LINES):
        lines.insert(place * 8, odd)
    columnar, rows = both_paths(tmp_path, lines, chunk=chunk)
    assert columnar == rows


def test_ids_all_strings_and_all_ints_and_none(tmp_path):
    for ids in ("text", "int", "none"):
        lines = []
        for number, line in enumerate(batched_lines(300, seed=6)):
            record = json.loads(line)
            record.pop("id", None)
            if ids != "none":
                record["id"] = f"row {number}" if ids == "text" else number - 150
            lines.append(json.dumps(record))
        columnar, rows = both_paths(tmp_path, lines)
        assert columnar == rows


def test_resume_after_an_interruption_gives_the_whole_output(tmp_path):
    lines = batched_lines(800, seed=7) + mixed_lines(200, seed=8)
    write_lines(tmp_path / "in.jsonl", lines)
    run(Job(tmp_path / "in.jsonl", tmp_path / "whole.jsonl", workers=0, quiet=True, columnar=False))
    whole = (tmp_path / "whole.jsonl").read_bytes()
    cut = whole[: len(whole) * 2 // 5 + 17]  # a line left half-written, as a crash leaves it
    (tmp_path / "out.jsonl").write_bytes(cut)
    run(Job(tmp_path / "in.jsonl", tmp_path / "out.jsonl", workers=0, quiet=True, resume=True))
    assert (tmp_path / "out.jsonl").read_bytes() == whole


def test_parquet_in_gives_the_row_paths_bytes_and_parquet_out_keeps_types(tmp_path):
    rng = random.Random(9)
    count = 500
    instances = [[rng.randint(1, 500) for _ in range(2 * rng.randint(1, 10))] for _ in range(count)]
    instances[7] = [2**62, 1]  # past the limits: the exact path
    table = pa.table({"id": pa.array(range(count), pa.int64()), "game": ["stone-game"] * count,
                      "instance": pa.array(instances, pa.list_(pa.int64()))})
    pq.write_table(table, tmp_path / "in.parquet")
    columnar, rows = both_paths(tmp_path, [], suffix="parquet")
    assert columnar == rows
    for columnar_path in (True, False):
        out = tmp_path / f"out.{columnar_path}.parquet"
        run(Job(tmp_path / "in.parquet", out, workers=0, quiet=True, columnar=columnar_path))
    found = pq.read_table(tmp_path / "out.True.parquet")
    assert found.equals(pq.read_table(tmp_path / "out.False.parquet"))
    assert found.schema.field("id").type == pa.int64() and found.schema.field("answer").type == pa.bool_()
    assert found.column("id").to_pylist() == list(range(count))


def test_parquet_columns_that_turn_out_mixed_become_text_on_both_paths(tmp_path):
    lines = [json.dumps({"game": "877", "instance": [5, 3, 4, 5], "id": k}) for k in range(40)]
    lines += [json.dumps({"game": "III", "instance": [1, 2, 3, 7], "id": f"t{k}"}) for k in range(40)]
    write_lines(tmp_path / "in.jsonl", lines)
    tables = []
    for columnar in (True, False):
        run(Job(tmp_path / "in.jsonl", tmp_path / f"out.{columnar}.parquet", workers=0, quiet=True, chunk=16,
                columnar=columnar))
        tables.append(pq.read_table(tmp_path / f"out.{columnar}.parquet"))
    assert tables[0].equals(tables[1])
    assert tables[0].column("id").to_pylist()[:2] == ["0", "1"] and tables[0].column("answer")[0].as_py() == "true"
    assert not list(tmp_path.glob("*.part"))


def test_two_workers_write_what_one_writes(tmp_path):
    write_lines(tmp_path / "in.jsonl", batched_lines(3_000, seed=10))
    for workers in (0, 2):
        run(Job(tmp_path / "in.jsonl", tmp_path / f"out{workers}.jsonl", workers=workers, quiet=True, chunk=700))
    assert (tmp_path / "out0.jsonl").read_bytes() == (tmp_path / "out2.jsonl").read_bytes()


@pytest.mark.parametrize("name, data, says", [
    ("in.jsonl", '{"game": "877", "instance": [5, 3, 4, 5]}\n'.encode("utf-16"), "UTF-16"),
    ("in.jsonl", bytes(range(256)) * 8, "not UTF-8"),
    ("in.csv", b"id,game,instance\n1,877,\"" + b"5 " * 100_000 + b"\"\n", "field limit"),
    ("in.parquet", b"PAR1" + bytes(range(200)) + b"PAR1", "as Parquet"),
])
def test_input_that_is_not_text_or_not_a_table_is_one_line_and_exit_2(cli, tmp_path, name, data, says):
    (tmp_path / name).write_bytes(data)
    code, out, err = cli("batch", tmp_path / name, "-w", "0")
    assert code == 2 and out == ""
    assert err.startswith("stonegame: error: ") and err.count("\n") == 1 and says in err, err


ODD_CSV_ROWS = [
    {"game": "877", "instance": '"5 3 ""4"" 5"'},
    {"game": "877", "instance": '"5 3\n4 5"'},
    {"game": "877", "instance": '"[5, 3,\r\n 4, 5]"', "id": '"two\nlines"'},
    {"game": "877", "instance": "5 3 4 5", "id": 'a"b'},
    {"game": "877", "instance": "5 3 4 5", "id": '"a,b"'},
    {"game": "877", "instance": "5 3 4 5", "id": "caf\u00e9"},
    {"game": "877", "instance": "5 3 4 5", "id": "\u0661\u0662"},
    {"game": "877", "instance": "5 3 4 5", "id": "--5"},
    {"game": "877", "instance": "5 3 4 5", "id": " 12 "},
    {"game": "877", "instance": "5 3 4 5", "id": "007"},
    {"game": "877", "instance": "5 3 4 5", "id": "1234567890123456789"},
    {"game": "877", "instance": "5 3 4 5", "id": "-0"},
    {"game": "877", "instance": "5 3 4 5", "id": "back\\slash"},
    {"game": "877", "instance": "+5 3 4 5"},
    {"game": "877", "instance": "5_0 3 4 5"},
    {"game": "877", "instance": '"[05, 3, 4, 5]"'},
    {"game": "877", "instance": '"[5e0, 3]"'},
    {"game": "877", "instance": '",5,3,4,5,"'},
    {"game": "877", "instance": "5\t3 4 5"},
    {"game": "877", "instance": "99999999999999999999 1"},
    {"game": "877", "instance": "[]"},
    {"game": "III", "instance": '"{""alice"": [1]}"'},
    {"game": "877", "instance": " "},
    {"game": " 877", "instance": "5 3 4 5"},
    {"raw": ""},
    {"raw": "   "},
    {"raw": "877,5 3 4 5,1,2,3,4,5"},
    {"raw": "877"},
    {"raw": '"877",ab"c,"x"y'},
    {"game": "no-such-game", "instance": "1 2"},
    {"game": "877", "instance": "5 3 4 5", "method": "memo"},
    {"game": "stone-game-vii", "instance": "5 3 1 4 2"},
]
"""CSV rows Arrow might read otherwise than csv (their cells as written in the file)."""


def csv_text(lines: list[str], seed: int) -> str:
    """``lines`` of JSON as a CSV file, written as people write them: columns in any order,
    instances as JSON (quoted: it has commas) or values separated by spaces, empty cells for
    what a line does not say; ``ODD_CSV_ROWS`` among them."""
    rng = random.Random(seed)
    header = ["instance", "id", "game", "method"]
    rng.shuffle(header)
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(header)
    for line in lines:
        record = json.loads(line)
        values = record["instance"]
        record["instance"] = json.dumps(values) if rng.random() < 0.5 else " ".join(map(str, values))
        writer.writerow(["" if record.get(name) is None else record[name] for name in header])
    rows = buffer.getvalue().split("\r\n")[:-1]
    for place, odd in enumerate(ODD_CSV_ROWS):
        row = odd.get("raw") or ",".join(odd.get(name, "") for name in header)
        rows.insert(1 + place * 7, row)
    return "\r\n".join(rows) + "\r\n"


def csv_both_paths(tmp_path, text: str, out: str, **options) -> tuple[bytes, bytes]:
    source = tmp_path / "in.csv"
    source.write_bytes(text.encode("utf-8"))
    outputs = []
    for columnar in (True, False):
        target = tmp_path / f"out.{columnar}.{out}"
        run(Job(source, target, workers=0, quiet=True, columnar=columnar, **options))
        outputs.append(target.read_bytes())
    return outputs[0], outputs[1]


@pytest.mark.parametrize("out", ["jsonl", "csv"])
@pytest.mark.parametrize("chunk", [50, 512])
def test_csv_in_gives_the_row_paths_bytes(tmp_path, out, chunk):
    text = csv_text(batched_lines(1_000, seed=11), seed=12)
    columnar, rows = csv_both_paths(tmp_path, text, out, chunk=chunk)
    assert columnar == rows
    records = sum(1 for _ in csv.DictReader(io.StringIO(text, newline="")))
    assert columnar.count(b"\n") - (out == "csv") == records + (out == "csv")  # CSV: the header, one field of two lines


def row_path_items(monkeypatch) -> list:
    """The items the row path will be given from now on (the columnar path's leftovers)."""
    from stonegame.batch import work

    slow: list = []
    row_path = work.answer_lines

    def counted(items, defaults):
        items = list(items)
        slow.extend(items)
        return row_path(items, defaults)

    monkeypatch.setattr(work, "answer_lines", counted)
    return slow


def test_csv_in_takes_the_kernels_for_all_but_odd_rows(tmp_path, monkeypatch):
    slow = row_path_items(monkeypatch)
    text = csv_text([json.dumps({"game": "877", "instance": [5, 3, 4, 5], "id": k}) for k in range(300)], seed=13)
    (tmp_path / "in.csv").write_text(text, newline="")
    run(Job(tmp_path / "in.csv", tmp_path / "out.jsonl", workers=0, quiet=True))
    assert 0 < len(slow) < len(ODD_CSV_ROWS)


def test_csv_and_parquet_out_keep_types_on_both_paths(tmp_path):
    text = "id,game,instance\r\n" + "".join(f"{k},877,5 3 4 {2 * k + 1}\r\n" for k in range(30))
    columnar, rows = csv_both_paths(tmp_path, text, "parquet")
    assert columnar == rows
    found = pq.read_table(tmp_path / "out.True.parquet")
    assert found.schema.field("id").type == pa.int64() and found.schema.field("answer").type == pa.bool_()
    assert found.column("id").to_pylist() == list(range(30))
    text += f"past,III,1 2 3 {2**63 + 5}\r\n"  # an answer past int64: exact in CSV
    columnar, rows = csv_both_paths(tmp_path, text, "csv")
    assert columnar == rows
    assert columnar.splitlines()[1] == b"0,stone-game,table,true,5,Alice,9,4,,"
    assert f",{2**63 + 5},".encode() in columnar


def test_resume_of_csv_in_after_an_interruption_gives_the_whole_output(tmp_path, monkeypatch):
    text = csv_text(batched_lines(700, seed=15), seed=16)
    (tmp_path / "in.csv").write_bytes(text.encode("utf-8"))
    run(Job(tmp_path / "in.csv", tmp_path / "whole.jsonl", workers=0, quiet=True, columnar=False))
    whole = (tmp_path / "whole.jsonl").read_bytes()
    (tmp_path / "out.jsonl").write_bytes(whole[: len(whole) // 3 + 11])
    slow = row_path_items(monkeypatch)
    run(Job(tmp_path / "in.csv", tmp_path / "out.jsonl", workers=0, quiet=True, resume=True))
    assert (tmp_path / "out.jsonl").read_bytes() == whole
    assert len(slow) < whole.count(b"\n") // 3  # the rest by the kernels


def solutions_as_rows(rows, game) -> list[dict]:
    """``solve_many``'s answers (the row path) as ``solve_columns`` gives them."""
    found = []
    for index, solution in enumerate(solve_many(rows, game, workers=0)):
        if isinstance(solution, Exception):
            found.append({"id": index, "error": " ".join(str(solution).split())})
            continue
        scores = solution.to_json()["scores"] or {}
        row = {"id": index, "game": solution.game.slug, "method": solution.method, "answer": solution.answer,
               "value": solution.value, "winner": solution.to_json()["winner"], "alice": scores.get("alice"),
               "bob": scores.get("bob"), "notes": "; ".join(solution.notes) or None, "error": None}
        if any(abs(row[key] or 0) >= 2**63 for key in ("value", "alice", "bob")):  # past the table's int64
            row.update(answer=None, value=None, winner=None, alice=None, bob=None, error=PAST_INT64)
        found.append(row)
    return found


def random_rows(slug: str, count: int, seed: int, width: int | None = None) -> list[list[int]]:
    rng = random.Random(seed)
    low, high, least, most = BATCHED[slug]
    rows = []
    for _ in range(count):
        n = width or rng.randint(least, most)
        row = [rng.randint(low, high) for _ in range(n)]
        if slug == "stone-game" and n % 2 == 0 and sum(row) % 2 == 0:  # 877 guarantees an odd total
            row[0] += 1 if row[0] < high else -1
        if rng.random() < 0.05:
            row[rng.randrange(n)] = rng.choice([high + 1, 2**62, 2**63 - 1])
        rows.append(row)
    return rows


@pytest.mark.parametrize("slug", list(BATCHED))
@pytest.mark.parametrize("form", ["list", "numpy", "offsets", "arrow"])
def test_solve_columns_answers_as_solve_many_does(slug, form, monkeypatch):
    np = pytest.importorskip("numpy")
    rows = random_rows(slug, 300, seed=len(slug), width=6 if form == "numpy" or slug == "stone-game" else None)
    given = {"list": lambda: rows, "numpy": lambda: np.array(rows, np.int64),
             "offsets": lambda: np.concatenate([np.array(row, np.int64) for row in rows]),
             "arrow": lambda: pa.chunked_array([pa.array(rows[:100], pa.list_(pa.int64())),
                                                pa.array(rows[100:], pa.list_(pa.int64()))])}[form]()
    offsets = np.cumsum([0] + [len(row) for row in rows]) if form == "offsets" else None
    slow = row_path_items(monkeypatch)
    table = solve_columns(given, NAMES[slug][-1], offsets=offsets)
    expected = solutions_as_rows(rows, slug)
    assert [{key: value for key, value in row.items() if value is not None} for row in table.to_pylist()] \
        == [{key: value for key, value in row.items() if value is not None} for row in expected]
    assert len(slow) < len(rows) // 3  # the kernel answered the rest


@pytest.mark.parametrize("game", ["take-up-to:4", "take-up-to:5"])
def test_solve_columns_of_a_game_without_a_kernel_takes_the_exact_path(game):
    from stonegame.batch.columnar import kernel_for

    assert kernel_for(game, "auto") is None  # else this proves nothing about the exact path
    rows = [[5, 3, 1, 4, 2], [7, 90, 5, 1, 100, 10, 10, 2], [], [2**70, 2**70, 2**70]]
    table = solve_columns(rows, game)
    found = [{key: value for key, value in row.items() if value is not None} for row in table.to_pylist()]
    assert found == [{key: value for key, value in row.items() if value is not None}
                     for row in solutions_as_rows(rows, game)]
    assert "error" in found[2] and found[3].get("error") == PAST_INT64
    assert table.schema.field("value").type == pa.int64()


def test_rows_past_a_kernels_longest_take_the_row_path():
    """VIII's scores come from a line the row path stops computing past LINE_OPTIONS: its
    kernel is given rows of up to Many.longest values (2000), no longer."""
    np = pytest.importorskip("numpy")
    from stonegame.batch.columnar import _answerable, kernel_for

    kernel = kernel_for("stone-game-viii", "auto")
    assert kernel is not None and kernel.many.longest == 2000
    sizes = [2, 1999, 2000, 2001, 5000]
    flat = np.zeros(sum(sizes), np.int64)
    offsets = np.concatenate(([0], np.cumsum(sizes))).astype(np.int64)
    assert _answerable(kernel, flat, offsets, np.array(sizes))[0].tolist() == [True, True, True, False, False]


def test_solve_columns_gives_pandas_when_asked():
    pandas = pytest.importorskip("pandas")
    rows = [[5, 3, 4, 5], [3, 7, 2, 3], [2**70, 1]]
    frame = solve_columns(rows, "877", pandas=True)
    assert isinstance(frame, pandas.DataFrame)
    table = solve_columns(rows, "877")
    assert list(frame.columns) == table.column_names
    assert [{key: value for key, value in row.items() if not pandas.isna(value)} for row in frame.to_dict("records")] \
        == [{key: value for key, value in row.items() if value is not None} for row in table.to_pylist()]


def test_solve_columns_says_when_pandas_is_missing():
    import subprocess
    import sys

    code = ("import sys\n"  # pandas not found, as where it is not installed
            "class Missing:\n"
            "    def find_spec(self, name, path, target=None):\n"
            "        if name.partition('.')[0] == 'pandas':\n"
            "            raise ModuleNotFoundError(f'No module named {name!r}', name=name)\n"
            "sys.meta_path.insert(0, Missing())\n"
            "from stonegame import solve_columns\n"
            "try:\n    solve_columns([[5, 3, 4, 5]], '877', pandas=True)\n"
            "except Exception as error:\n    print(type(error).__name__, error)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout == "StoneGameError pandas=True needs pandas: pip install pandas\n", done.stderr


@pytest.mark.parametrize("header", ["instance", "instance,id,instance", "method,instance,extra"])
def test_csv_headers_of_other_shapes_give_the_row_paths_bytes(tmp_path, header):
    from stonegame.batch.work import Defaults

    rng = random.Random(len(header))
    names = header.split(",")
    lines = [header]
    for number in range(200):
        cells = {"instance": " ".join(str(rng.randint(-1000, 1000)) for _ in range(rng.randint(0, 6))),
                 "id": rng.choice(["", str(number), f"r{number}"]), "method": rng.choice(["", "auto", "memo"]),
                 "extra": "x"}
        lines.append(",".join(cells[name] if name != "instance" or place == 0 else "1 2 3"
                              for place, name in enumerate(names)))
    columnar, rows = csv_both_paths(tmp_path, "\n".join(lines) + "\n", "jsonl", defaults=Defaults("III"))
    assert columnar == rows
    assert columnar.count(b"\n") == sum(1 for line in lines[1:] if line)  # csv skips a blank line


def test_parquet_instances_as_text_give_the_row_paths_bytes(tmp_path, monkeypatch):
    rows = random_rows("stone-game-iii", 300, seed=17)
    texts = [json.dumps(row) if k % 3 else " ".join(map(str, row)) for k, row in enumerate(rows)]
    texts[:6] = ["+5 3", "", "[05, 1]", "1_000 2", "[]", "5\u00a03"]
    pq.write_table(pa.table({"game": ["III"] * len(texts), "instance": texts}), tmp_path / "in.parquet")
    slow = row_path_items(monkeypatch)
    run(Job(tmp_path / "in.parquet", tmp_path / "out.jsonl", workers=0, quiet=True))
    assert 6 <= len(slow) < len(texts) // 3  # the kernel answered the rest
    columnar, rows_ = both_paths(tmp_path, [], suffix="parquet")
    assert columnar == rows_ == (tmp_path / "out.jsonl").read_bytes()


def shaped_lines(count: int, seed: int) -> list[str]:
    """Counts (stone-game-iv) and pairs (stone-game-vi) among rows, most within the limits, some
    not: out of range, a count given as a float, a bool, text or a list, a pair of unequal
    rows, three rows, a dict, a table refused past n = 20."""
    rng = random.Random(seed)
    lines = []
    for number in range(count):
        record: dict = {"id": number} if rng.random() < 0.5 else {}
        pick = number % 3
        if pick == 0:
            n = rng.randint(1, 2000) if rng.random() < 0.99 else 10**5  # the row path takes 0.1 s at 10^5
            odd = rng.random()
            instance: object = n
            if odd < 0.1:
                instance = rng.choice([0, -3, 2001, 2**63, float(n), True, str(n), [n], [n, 1]])
            record |= {"game": rng.choice(["IV", "stone-game-iv", "1510"]), "instance": instance}
        elif pick == 1:
            n = rng.randint(1, 10) if rng.random() < 0.9 else rng.randint(21, 30)  # table: 2^n sets, refused past 20
            alice, bob = ([rng.randint(1, 4) for _ in range(n)] for _ in range(2))  # many ties of a + b
            odd = rng.random()
            instance = [alice, bob]
            if odd < 0.04:
                instance = [alice, bob[1:]]
            elif odd < 0.07:
                instance = [alice, bob, bob]
            elif odd < 0.1:
                instance = {"alice": alice, "bob": bob}
            elif odd < 0.13:
                alice[0] = rng.choice([0, 101, 2**62])
            record |= {"game": rng.choice(["VI", "1686"]), "instance": instance}
            if rng.random() < 0.3:
                record["method"] = rng.choice(["formula", "fast", "table", "auto"])
        else:
            record |= {"game": "877", "instance": [rng.randint(1, 9) for _ in range(2 * rng.randint(1, 6))]}
        lines.append(json.dumps(record))
    return lines


@pytest.mark.parametrize("chunk", [64, 4096])
def test_counts_and_pairs_give_the_row_paths_bytes(tmp_path, chunk, monkeypatch):
    """A file of one shape is read in bulk; shapes mixed in one block take the row path in parts."""
    mixed = shaped_lines(900, seed=21)
    alone = [line for line in shaped_lines(900, seed=22) if ('"VI"' in line or '"1686"' in line)
             and '"alice"' not in line]  # Arrow refuses a dict as a pair: its block takes the row path
    slow = row_path_items(monkeypatch)
    for lines in (mixed, alone):
        slow.clear()
        columnar, rows = both_paths(tmp_path, lines, chunk=chunk)
        assert columnar == rows and columnar.count(b"\n") == len(lines)
    assert len(slow) - len(alone) < len(alone) // 4  # the row path's own run, and the odd pairs


def test_parquet_counts_and_pairs_keep_their_types_and_bytes(tmp_path):
    rng = random.Random(23)
    counts = [rng.randint(1, 5000) for _ in range(300)] + [0, 10**5 + 1]
    sizes = [rng.randint(1, 40) for _ in range(300)]
    pairs = [[[rng.randint(1, 5) for _ in range(n)] for _ in range(2)] for n in sizes]
    pairs += [[[1, 2], [3]], [[1], [2], [3]], [[0], [1]]]
    for name, game, instances in (("iv", "IV", pa.array(counts, pa.int32())),
                                  ("vi", "VI", pa.array(pairs, pa.list_(pa.list_(pa.int16()))))):
        source = tmp_path / f"{name}.parquet"
        pq.write_table(pa.table({"game": [game] * len(instances), "instance": instances}), source)
        found = []
        for columnar in (True, False):
            for suffix in ("jsonl", "parquet"):
                run(Job(source, tmp_path / f"{name}.{columnar}.{suffix}", workers=0, quiet=True, columnar=columnar))
            found.append(((tmp_path / f"{name}.{columnar}.jsonl").read_bytes(),
                          pq.read_table(tmp_path / f"{name}.{columnar}.parquet")))
        assert found[0][0] == found[1][0] and found[0][1].equals(found[1][1])
        assert found[0][1].schema.field("value").type == pa.int64()


@pytest.mark.parametrize("slug, rows", [
    ("stone-game-iv", [1, 2, 7, 17, 10**5, 0, True, 2**70]),
    ("stone-game-vi", [[[1, 3], [2, 1]], [[2, 4, 3], [1, 6, 7]], [[1], [2, 3]], [[1, 2]], [[2**70], [1]]]),
])
def test_solve_columns_takes_counts_and_pairs(slug, rows, monkeypatch):
    np = pytest.importorskip("numpy")
    slow = row_path_items(monkeypatch)
    table = solve_columns(rows, slug)
    assert [{key: value for key, value in row.items() if value is not None} for row in table.to_pylist()] \
        == [{key: value for key, value in row.items() if value is not None} for row in solutions_as_rows(rows, slug)]
    assert len(slow) == 3  # the kernel answered the rest
    given = np.array([[[1, 3], [2, 1]], [[2, 4], [1, 6]]]) if slug == "stone-game-vi" else np.array([1, 2, 7])
    expected = [solve_many_value(slug, row) for row in given.tolist()]
    assert solve_columns(given, slug).column("value").to_pylist() == expected


def solve_many_value(slug: str, instance) -> int:
    return next(iter(solve_many([instance], slug, workers=0))).value


def test_a_batch_worker_builds_arrow_arrays_without_importing_pandas():
    # pyarrow imports pandas (a fixed 0.15 s per worker) on its first array, to ask whether the
    # input is a pandas object; a worker's never is. pandas stays importable when truly asked.
    script = ("import sys, pyarrow as pa\n"
              "from stonegame.batch.execute import _worker_start\n"
              "import os\n"
              "_worker_start(os.getppid())\n"
              "pa.array([1, 2]); pa.scalar('x')\n"
              "print('pandas' in sys.modules)\n"
              "print(type(pa.table({'a': [1]}).to_pandas()).__name__)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "DataFrame"]
