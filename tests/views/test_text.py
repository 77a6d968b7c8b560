"""Text output: plain when piped (no boxes, no wrapping, no trailing spaces, aligned columns),
rich on a terminal; colour by --color/--no-color, else only on a terminal without NO_COLOR."""

import io
import os
import re
import subprocess
import sys

import pytest
from view_cases import CASES

from stonegame import solve
from stonegame.views import text
from stonegame.views.model import Table, solution_view

BOXES = re.compile("[\u2500-\u257f]")  # box drawing
ANSI = re.compile("\x1b\\[")


def stonegame(*argv, env=None):
    """The command as a user pipes it: a real process, stdout a pipe."""
    environment = {key: value for key, value in os.environ.items() if key not in ("NO_COLOR", "FORCE_COLOR")}
    environment.update(env or {}, COLUMNS="40")  # a narrow window must not wrap piped text
    done = subprocess.run([sys.executable, "-m", "stonegame", *argv], capture_output=True, text=True,
                          env=environment, timeout=120)
    return done.returncode, done.stdout


def assert_plain(out):
    assert not BOXES.search(out), out
    assert not ANSI.search(out), out
    assert all(line == line.rstrip() for line in out.splitlines()), [line for line in out.splitlines()
                                                                    if line != line.rstrip()]


@pytest.mark.parametrize("argv", [
    ["solve", "stone-game", "5", "3", "4", "5", "--explain", "--table"],
    ["solve", "stone-game-vi", "--alice", "1", "3", "--bob", "2", "1", "--explain", "--table"],
    ["solve", "stone-game-iv", "7", "--line", "--table"],
    ["solve", "nim", "1", "2", "3", "--explain"],
    ["grundy", "subtraction:1,3,4", "10", "+", "nim", "3", "4"],
    ["games"],
    ["bench", "stone-game", "--sizes", "100", "--methods", "table", "--repeat", "1"],
])
def test_piped_output_is_plain_and_sentences_are_whole(argv):
    code, out = stonegame(*argv)
    assert code == 0
    assert_plain(out)
    solution_words = {"stone-game": "Why Alice cannot lose", "stone-game-vi": "Why greedy by a + b is optimal",
                      "nim": "Bouton's rule"}
    opening = solution_words.get(argv[1]) if argv[0] == "solve" else None
    if opening is not None:  # the insight is one paragraph: one line, ending its last sentence
        (line,) = [line for line in out.splitlines() if line.startswith(opening)]
        assert line.endswith(".") and len(line) > 200


def test_a_rich_table_made_elsewhere_is_plain_when_piped():
    from rich.table import Table as RichTable

    drawn = RichTable(title="speeds", caption="median")
    drawn.add_column("game")
    drawn.add_column("n", justify="right")
    drawn.add_row("stone-game", "100")
    drawn.add_row("stone-game-ii", "5")
    out = io.StringIO()
    text.write_table(drawn, out)
    assert out.getvalue().splitlines() == ["speeds", "game             n", "stone-game     100",
                                           "stone-game-ii    5", "median"]


def test_piped_tables_are_aligned_columns():
    code, out = stonegame("solve", "stone-game", "5", "3", "4", "5", "--line")
    lines = out.splitlines()
    start = next(k for k, line in enumerate(lines) if line.startswith("optimal line")) + 1
    header, rows = lines[start], lines[start + 1 : start + 5]
    assert header.split() == ["#", "player", "move", "gain", "Alice", "Bob", "left"]
    # text columns start where their header starts; number columns end where theirs ends
    for name in ("player", "move", "left"):
        at = header.index(name)
        assert all(row[at - 2 : at] == "  " and row[at] != " " for row in rows), (name, rows)
    for name in ("gain", "Alice", "Bob"):
        end = header.index(name) + len(name)
        assert all(row[end - 1] != " " and row[end : end + 2] == "  " for row in rows), (name, rows)


def test_check_piped_is_plain_with_its_summary_rule():
    candidate = os.path.join(os.path.dirname(__file__), "..", "checker", "candidates", "stone_game_iii_no_tie.py")
    code, out = stonegame("check", candidate, "--cases", "20", "--no-speed")
    assert code == 1
    assert_plain(out)
    lines = out.splitlines()
    assert lines[0].startswith("WRONG ANSWER  stone-game-iii")
    assert re.fullmatch(r"=+ wrong answer: \d+ cases run in \d+\.\d\d s =+", lines[-1]) and len(lines[-1]) == 78
    assert any(re.match(r"1 +(Alice|Bob) ", line) for line in lines)  # the optimal line, as columns


def test_color_is_forced_by_the_option_and_refused_by_no_color():
    argv = ["solve", "stone-game", "5", "3", "4", "5", "--line"]
    code, out = stonegame("--color", *argv)
    assert code == 0 and ANSI.search(out) and not BOXES.search(out)  # colour, still plain layout
    assert re.sub("\x1b\\[[0-9;]*m", "", out) == stonegame(*argv)[1]  # the same text under the colour
    assert not ANSI.search(stonegame("--no-color", *argv)[1])
    assert not ANSI.search(stonegame(*argv, env={"NO_COLOR": "1"})[1])


class Terminal(io.StringIO):
    def isatty(self):
        return True


def test_a_terminal_gets_rich_tables_and_colour_unless_no_color(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    view = solution_view(solve("stone-game", [5, 3, 4, 5]), line=True)
    out = Terminal()
    text.write(view, out)
    drawn = out.getvalue()
    assert BOXES.search(drawn) and ANSI.search(drawn) and "Alice 9, Bob 8" in drawn
    monkeypatch.setenv("NO_COLOR", "1")
    out = Terminal()
    text.write(view, out)
    assert BOXES.search(out.getvalue()) and not re.search("\x1b\\[3[0-9]m", out.getvalue())  # no colours


def test_colour_wanted_follows_the_option_then_no_color_then_the_terminal(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert text.colour_wanted(Terminal()) and not text.colour_wanted(io.StringIO())
    assert text.colour_wanted(io.StringIO(), True) and not text.colour_wanted(Terminal(), False)
    monkeypatch.setenv("NO_COLOR", "1")
    assert not text.colour_wanted(Terminal()) and text.colour_wanted(Terminal(), True)


@pytest.mark.parametrize("game, instance", CASES)
def test_plain_text_of_every_game(game, instance):
    view = solution_view(solve(game, instance), line=True, table=True, insight=True)
    out = text.plain(view)
    assert_plain(out)
    for block in view.blocks:
        if isinstance(block, Table):  # every row of every table on one line, its cells in order
            for row in block.rows:
                shown = [row[k].text for k in block.shown(wide=False) if row[k].text]
                assert any(re.search(".*".join(map(re.escape, shown)), line) for line in out.splitlines())


def test_wide_characters_line_up():
    from stonegame.views.model import Cell

    table = Table("", ("玩家", "n"), ((Cell("爱丽丝"), Cell("5")), (Cell("Bob"), Cell("12"))), (False, True))
    lines = text.plain_table(table, False)
    assert [text.width(line) for line in lines] == [10, 10, 10]
    assert lines == ["玩家     n", "爱丽丝   5", "Bob     12"]
