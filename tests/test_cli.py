"""The command line through its real entry point (``main``), and once as a process."""

import json
import subprocess
import sys

import pytest

from stonegame.core.instances import Row


def test_line_shows_alice_winning_9_to_8(cli):
    code, out, _ = cli("solve", "stone-game", "5", "3", "4", "5", "--line")
    assert code == 0
    assert "answer: true" in out
    assert "Alice 9, Bob 8" in out
    assert "take the left 5" in out and "take the right 5" in out and "take the last pile (3)" in out


def test_json_is_the_solution(cli):
    code, out, _ = cli("solve", "877", "5", "3", "4", "5", "--json")
    form = json.loads(out)
    assert code == 0
    assert form["answer"] is True and form["value"] == 1 and form["winner"] == "Alice"
    assert form["scores"] == {"alice": 9, "bob": 8}
    assert [m["player"] for m in form["line"]] == ["Alice", "Bob", "Alice", "Bob"]
    assert sum(m["gain"] for m in form["line"]) == 17


def test_negative_values_are_values_not_options(cli):
    code, out, _ = cli("solve", "iii", "1", "2", "3", "-9", "--json")
    assert code == 0 and json.loads(out)["answer"] == "Alice"


@pytest.mark.parametrize("text", ["[7, -6, 5, 10, 5, -2, -6]", "7 -6 5\n10 5 -2 -6\n", "7,-6,5,10,5,-2,-6"])
def test_values_from_stdin(cli, text):
    code, out, _ = cli("solve", "VIII", "-", "--json", stdin=text)
    assert code == 0 and json.loads(out)["answer"] == 13


def test_values_from_a_file(cli, tmp_path):
    path = tmp_path / "piles.txt"
    path.write_text("2 7 9 4 4\n")
    code, out, _ = cli("solve", "stone-game-ii", "--file", str(path), "--json")
    assert code == 0 and json.loads(out)["answer"] == 10


@pytest.mark.parametrize("game, text, answer, counted", [
    ("stone-game-ii", "5\n2 7 9 4 4\n", 10, True),  # n first: the anchors' and check --cmd's format
    ("stone-game-ii", "5\n2\n7\n9\n4\n4\n", 21, False),  # a column: 5 is a pile too
    ("stone-game-vi", "3\n1 3 5\n2 1 4\n", 1, True),
])
def test_a_count_on_the_first_line_is_recognised_and_said(cli, tmp_path, game, text, answer, counted):
    path = tmp_path / "input.txt"
    path.write_text(text)
    code, out, _ = cli("solve", game, "--file", str(path), "--json")
    form = json.loads(out)
    assert code == 0 and form["answer"] == answer
    assert any("read as the number of values" in note for note in form["notes"]) == counted


@pytest.mark.parametrize("game, text, said", [
    ("stone-game-ii", "5\n2 7 9 4\n", "holds 5 alone, the count of the values that follow, but 4 follow"),
    ("stone-game-vi", "3\n1 3\n2 1 4\n", "but 2 and 3 follow"),
])
def test_a_count_on_the_first_line_that_does_not_match_is_refused(cli, tmp_path, game, text, said):
    path = tmp_path / "input.txt"  # a miscounted file would otherwise be solved as another row
    path.write_text(text)
    code, out, err = cli("solve", game, "--file", str(path))
    assert code == 2 and out == "" and said in err and err.count("\n") == 1


def test_a_long_file_with_its_count_first_is_parsed_compiled(tmp_path):
    from stonegame.core import reading as read

    row = [(i * 7919) % 2001 - 1000 for i in range(300_000)]
    data = f"{len(row)}\n{' '.join(map(str, row))}\n".encode()
    notes: list[str] = []
    parsed = read.from_bytes(data, Row(), notes)
    assert len(data) >= read.FAST_BYTES and parsed.dtype.name == "int64"
    assert parsed.tolist() == row and len(notes) == 1


def test_table_is_the_pair_table(cli):
    code, out, _ = cli("solve", "stone-game", "5", "3", "4", "5", "--table")
    assert code == 0
    assert "(9, 8)" in out and "(5, 0)" in out and "dp[i][j]" in out


def test_large_table_is_refused_with_a_message(cli):
    code, out, _ = cli("solve", "stone-game", *["1"] * 30, "--table")
    assert code == 0 and "table not shown" in out


def test_games_lists_the_family(cli):
    code, out, _ = cli("games")
    assert code == 0
    for slug in ("stone-game", "stone-game-ii", "stone-game-iii", "stone-game-viii"):
        assert slug in out


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["solve", "stone-game"], "no values"),
        (["solve", "stone-game", "5", "x"], "'x' is not an integer"),
        (["solve", "stone-game", "5", "0"], "must be >= 1"),
        (["solve", "stone-game-viii", "5"], "at least 2"),
        (["solve", "stone-gam", "5"], "no game 'stone-gam'"),
        (["solve", "stone-game", "5", "--method", "tabel"], "no method 'tabel'"),
        (["solve", "stone-game", "5", "--lien"], "unknown option '--lien'"),
        (["solve", "stone-game", "--file", "/nonexistent/file"], "cannot read"),
        (["solve"], "name a game"),
        (["frobnicate"], "No such command"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(cli, argv, fragment):
    code, out, err = cli(*argv)
    assert code == 2
    assert fragment in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_empty_stdin(cli):
    code, _, err = cli("solve", "iii", "-", stdin="  \n")
    assert code == 2 and "no values given" in err


def test_installed_command_runs():
    done = subprocess.run(
        [sys.executable, "-m", "stonegame", "solve", "stone-game", "5", "3", "4", "5", "--json"],
        capture_output=True, text=True, check=True,
    )
    assert json.loads(done.stdout)["scores"] == {"alice": 9, "bob": 8}


def test_a_line_that_needs_too_large_a_memo_is_left_out(cli):
    heaps = ["1000"] * 6  # nim's formula answers at once; its line would search 5,000,001 positions
    code, out, _ = cli("solve", "nim", *heaps, "--json")
    form = json.loads(out)
    assert code == 0 and form["method"] == "formula" and form["line"] is None
    assert any("line not computed" in note for note in form["notes"])
    for option in ("--line", "--explain"):  # the answer, and the same note, as JSON has
        code, out, err = cli("solve", "nim", *heaps, option)
        assert code == 0 and err == "" and "answer: false" in out
        said = " ".join(out.split())
        assert "note: line not computed: perfect play" in said and "the memo would meet about 5,000,001" in said


def test_a_long_row_is_solved_without_writing_its_line(cli, tmp_path):
    path = tmp_path / "long.txt"
    path.write_text(" ".join(str(1 + i % 97) for i in range(5_000)))
    code, out, _ = cli("solve", "stone-game-iii", "--file", str(path), "--json")
    form = json.loads(out)
    assert code == 0 and form["line"] is None and form["scores"] is not None
    assert any("line not written" in note for note in form["notes"])
    for option in ("--line", "--explain"):  # the answer and a note, exit 0, as JSON does
        code, out, err = cli("solve", "stone-game-iii", "--file", str(path), option)
        flat = " ".join(out.split())
        assert code == 0 and err == "" and f"answer: {form['answer']}" in flat
        assert f"Alice {form['scores']['alice']}, Bob {form['scores']['bob']}" in flat
        assert "note: line not written: 5,000 values > 2,000" in flat and "optimal line" not in flat


def test_running_out_of_memory_is_one_line(cli, monkeypatch):
    from stonegame.cli import solve as command

    def exhausted(*args, **kwargs):
        raise MemoryError

    monkeypatch.setattr(command, "solve", exhausted)
    code, _, err = cli("solve", "stone-game", "5", "3", "4", "5")
    assert code == 2 and err.strip().splitlines() == [
        "stonegame: error: out of memory: the instance is too large for this machine with this method"]


def test_long_rows_are_written_by_their_ends(cli):
    piles = [str(v) for v in range(1, 41)]
    code, out, _ = cli("solve", "stone-game-iii", *piles, "--line")
    assert code == 0 and "… 23 more …" in out  # the 39 values left after move 1: their ends and a count
    story = cli("solve", "stone-game-iii", *piles, "--explain")[1]
    assert "leaving [2, 3, 4, 5, 6, 7, 8, 9, … 23 more …, 33, 34, 35, 36, 37, 38, 39, 40]." in story


def one_line(err: str) -> bool:
    return err.count("\n") == 1 and err.startswith("stonegame: error: ") and "Traceback" not in err


def test_json_nested_too_deeply_is_one_line(cli, tmp_path):
    code, out, err = cli("solve", "stone-game", "[" * 20_000 + "]" * 20_000)
    assert code == 2 and one_line(err) and "nests lists too deeply" in err
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    code, out, err = cli("solve", "stone-game", "--file", str(path))
    assert code == 2 and one_line(err) and "nests lists too deeply" in err


@pytest.mark.parametrize("as_json", [False, True])
@pytest.mark.parametrize("form", [[], ["--json"], ["--explain"]])
def test_integers_past_4300_digits_are_read_and_written(cli, as_json, form):
    nines = "9" * 5001  # Alice takes both piles: 10^5001, 5,002 digits
    words = [f"[{nines}, 1]"] if as_json else [nines, "1"]
    code, out, err = cli("solve", "stone-game-iii", *words, *form)
    assert code == 0 and err == ""
    if form == ["--json"]:
        assert json.loads(out)["value"] == 10**5001
    else:
        assert str(10**5001) in "".join(out.split())  # the terminal's width may wrap it


def test_a_value_too_long_to_read_is_one_short_line(cli, tmp_path):
    path = tmp_path / "long.txt"
    path.write_text("7" * 2_000_000)
    code, out, err = cli("solve", "stone-game-iii", "--file", str(path))
    assert code == 2 and one_line(err) and len(err) < 120 and "2,000,000 digits" in err


def test_a_long_bad_word_is_not_echoed(cli):
    code, out, err = cli("solve", "stone-game", "x" * 100_000)
    assert code == 2 and one_line(err) and len(err) < 160
    code, out, err = cli("x" * 100_000)
    assert code == 2 and one_line(err) and len(err) < 160
    code, out, err = cli("solve", "stone-game", "5", "--method", "y" * 1000)  # a message made elsewhere
    assert code == 2 and one_line(err) and len(err) < 200 and "choose from auto, brute" in err


def test_bare_stonegame_prints_the_help_and_no_error(cli):
    code, out, err = cli()
    assert code == 0 and "Usage: stonegame" in out and err == ""


def test_a_mistyped_command_is_suggested_once(cli):
    code, out, err = cli("solv")
    assert code == 2 and one_line(err) and err.count("Did you mean 'solve'?") == 1


def command(*argv: str) -> list[str]:
    return [sys.executable, "-m", "stonegame", *argv]


@pytest.mark.parametrize("argv", [["solve", "stone-game", "-"], ["play", "stone-game", "5", "3", "4", "5"]])
def test_closed_stdin_is_one_line(argv):
    done = subprocess.run(["sh", "-c", 'exec "$@" <&-', "sh", *command(*argv)], capture_output=True, text=True)
    assert done.returncode == 2 and one_line(done.stderr) and "stdin is closed" in done.stderr


@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("form", [[], ["--json"], ["--explain"], ["--line"]])
def test_a_full_stdout_is_one_line(form):
    with open("/dev/full", "w") as full:
        done = subprocess.run(command("solve", "stone-game", "5", "3", "4", "5", *form), stdout=full,
                              stderr=subprocess.PIPE, text=True)
    assert done.returncode == 2
    assert done.stderr == "stonegame: error: cannot write the output: No space left on device\n"


def test_a_closed_stdout_is_one_line():
    done = subprocess.run(["sh", "-c", 'exec "$@" >&-', "sh", *command("solve", "stone-game", "5", "3", "4", "5")],
                          capture_output=True, text=True)
    assert done.returncode == 2 and one_line(done.stderr) and "stdout is closed" in done.stderr


@pytest.mark.parametrize("form", [["--explain"], ["--line"], ["--json"]])
def test_a_reader_that_stops_early_ends_the_command_as_sigpipe_does(form):
    import os
    import signal

    reader, writer = os.pipe()
    os.close(reader)  # `| head -0`: every write finds the pipe closed
    try:
        done = subprocess.run(command("solve", "stone-game", *map(str, range(1, 41)), *form), stdout=writer,
                              stderr=subprocess.PIPE, text=True)
    finally:
        os.close(writer)
    assert done.returncode == -signal.SIGPIPE and done.stderr == ""


@pytest.mark.parametrize("argv", [
    ["solve", "stone-game-vii", *map(str, range(1, 2500)), "--method", "memo"],
    ["play", "stone-game", "5", "3", "4", "5"],
])
def test_ctrl_c_is_one_line_and_exit_130(argv):
    import signal
    import subprocess
    import sys

    process = subprocess.Popen([sys.executable, "-m", "stonegame", *argv], stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if argv[0] == "solve":  # interrupted mid-search: its forecast is printed before it starts
        assert "note:" in process.stderr.readline()
    else:  # interrupted while it waits for a move
        assert process.stdout.readline()
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err.strip().splitlines()[-1] == "stonegame: interrupted" and "Traceback" not in err


@pytest.mark.parametrize("argv", [["solve", "stone-game", "5", "3", "x"], ["batch", "/no/such/file.jsonl"],
                                  ["solve", "stone-game", "5", "3", "x", "--json"]])
def test_with_stderr_closed_the_error_line_is_on_stdout(argv):
    done = subprocess.run(["sh", "-c", 'exec "$@" 2>&-', "sh", *command(*argv)], stdout=subprocess.PIPE, text=True)
    assert done.returncode == 2 and done.stdout.count("\n") == 1 and "Traceback" not in done.stdout
    assert done.stdout.startswith('{"error": ' if "--json" in argv else "stonegame: error: ")


@pytest.mark.parametrize("argv", [["games", "--lang", "zh"], ["solve", "stone-game", "x", "--lang", "zh"],
                                  ["solve", "stone-game-vii", "5", "3", "1", "4", "2", "--explain"]])
@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_an_output_without_unicode_writes_plainly(argv, encoding):
    import os

    done = subprocess.run(command(*argv), capture_output=True, env={**os.environ, "PYTHONIOENCODING": encoding})
    assert done.returncode in (0, 2) and b"Traceback" not in done.stderr, done.stderr
    assert (done.stdout + done.stderr).decode(encoding)  # every byte is the encoding's own
    if "--explain" in argv:
        assert b"Alice - Bob" in done.stdout or b"Alice's points minus Bob's" in done.stdout


@pytest.mark.parametrize("argv", [["batch", "-", "--workers"], ["batch", "-", "--chunk"],
                                  ["cases", "stone-game", "--count"]])
def test_a_count_option_past_ssize_t_is_one_line(cli, argv):
    code, _, err = cli(*argv, str(10**30), stdin="")
    assert code == 2 and one_line(err) and str(10**30) in err
