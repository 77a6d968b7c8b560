"""Long work is never silent: a bar on a terminal, one line per finished step when piped."""

import re

import pytest

from stonegame.core import progress


@pytest.fixture
def eager(monkeypatch):
    """Thresholds of zero and frequent reports: a small search shows its progress."""
    monkeypatch.setattr(progress, "EVERY", 64)
    monkeypatch.setattr(progress, "SHOW_AFTER", 0)
    monkeypatch.setattr(progress, "SHOW_SECONDS", 0.0)


def test_piped_a_search_writes_a_line_per_tenth_and_one_when_done(capsys, eager):
    with progress.bar(after=0, what="searching"):
        for done in range(100, 1001, 100):
            progress.report(done, 1000)
    lines = capsys.readouterr().err.splitlines()
    told = [re.search(r"searching: (\d+)%", line).group(1) for line in lines[:-1]]
    assert told == [str(p) for p in range(10, 101, 10)]
    assert lines[-1].startswith("stonegame: searching: done, 1,000 positions in ")
    assert not progress.observers


def test_a_step_is_told_once_however_many_reports_fall_in_it(capsys, eager):
    with progress.bar(after=0):
        for done in range(1, 1001):
            progress.report(done, 1000)
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == progress.STEPS + 1


def test_past_a_low_estimate_the_lines_go_on_by_doublings(capsys, monkeypatch, eager):
    monkeypatch.setattr(progress, "SHOW_AFTER", 100)
    with progress.bar(after=0):
        for done in (50, 100, 150, 200, 400, 800):
            progress.report(done, 100)
    said = capsys.readouterr().err
    assert "800 positions" in said and "50% (50 of about 100 positions)" in said


def test_quick_work_stays_silent(capsys):
    with progress.bar():  # the defaults: a second and SHOW_AFTER positions first
        progress.report(10, 100)
    assert capsys.readouterr().err == ""


def test_solve_by_memo_piped_reports_its_search_on_stderr(cli, eager):
    values = [str(v % 97 + 1) for v in range(40)]
    code, out, err = cli("solve", "stone-game-vii", *values, "--method", "memo")
    assert code == 0 and "answer:" in out and "searching" not in out
    lines = err.splitlines()
    percents = [int(re.search(r"(\d+)%", line).group(1)) for line in lines if "%" in line]
    assert percents == sorted(percents) and len(percents) == len(set(percents)) >= 5
    assert lines[-1].startswith("stonegame: searching: done, ")


def test_grundy_piped_reports_its_values(cli, eager):
    code, out, err = cli("grundy", "stone-game-iv", "--upto", "5000")
    assert code == 0 and "Grundy values: done" in err.splitlines()[-1]


def test_check_piped_tells_each_phase_once_it_is_over(cli, eager):
    from pathlib import Path

    candidate = Path(__file__).parent.parent / "checker" / "candidates" / "stone_game_iii_dp.py"
    code, out, err = cli("check", str(candidate), "--cases", "30", "--no-speed")
    assert code == 0
    phases = [line.split(":")[1].strip() for line in err.splitlines()]
    assert phases == ["statement examples", "edge cases", "generated cases", "sized cases"]
    assert all(re.search(r": (\d+) of \1 \(", line) for line in err.splitlines())
