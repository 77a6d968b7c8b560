"""The benchmark machinery (timings are printed by `stonegame bench`, never asserted)."""

import pytest

from stonegame import bench, get_game
from stonegame.cli import main


def test_rows_cover_each_method_and_size():
    game = get_game("stone-game-iii")
    rows = bench.run_all([game], ["table", "fast"], [10, 200], anchors=None, repeat=1)
    assert [(r.method, r.n) for r in rows] == [("table", 10), ("table", 200), ("fast", 10), ("fast", 200)]
    assert all(r.ratio is None for r in rows)  # no anchors given, so nothing to compare with


def test_brute_series_stops_where_brute_refuses():
    rows = bench.run_all([get_game("stone-game")], ["brute"], [4, 8, 40], anchors=None, repeat=1)
    assert [r.n for r in rows] == [4, 8]


def test_slope_of_a_power_law():
    rows = [bench.Row("g", "m", n, 3e-9 * n**2, None, 0.0, None) for n in (100, 1000, 10000)]
    assert bench.slope(rows) == pytest.approx(2.0)


def test_past_its_own_anchor_an_o_n_game_is_timed_beside_the_reference(tmp_path, monkeypatch):
    fake = tmp_path / "stone-game-iii"  # stands in for the C++ program: the tests never need them
    fake.write_text("#!/bin/sh\ncat > /dev/null\necho 'compute_s 0.25' >&2\necho Alice\n")
    fake.chmod(0o755)
    monkeypatch.setitem(bench.ANCHOR_LIMIT, "stone-game", 10)
    game = get_game("stone-game")
    within, beyond = (bench.measure(game, "fast", n, repeat=1, anchors=tmp_path) for n in (10, 20))
    assert within.anchor_seconds is None  # its own anchor is not in the folder
    assert beyond.anchor == "stone-game-iii"
    assert beyond.anchor_seconds == 0.25  # what the fake program reports: read back, not a timing


def test_instances_are_valid_and_deterministic():
    for game in (get_game(s) for s in ("stone-game", "stone-game-iii", "stone-game-vi", "stone-game-iv")):
        first, second = bench.instance(game, 50), bench.instance(game, 50)
        assert repr(first) == repr(second)
        game.validate(first)


def test_cli_bench_prints_a_table_and_a_chart(capsys, tmp_path):
    pytest.importorskip("matplotlib")
    chart = tmp_path / "chart.png"
    with pytest.raises(SystemExit) as done:
        main(["bench", "stone-game-viii", "--methods", "table,fast", "--sizes", "100,1000",
              "--repeat", "1", "--plot", str(chart)])
    out = capsys.readouterr().out
    assert done.value.code == 0
    assert "stone-game-viii" in out and "1,000" in out
    assert chart.stat().st_size > 1000


def test_cli_bench_bad_sizes(capsys):
    with pytest.raises(SystemExit) as done:
        main(["bench", "877", "--sizes", "ten"])
    assert done.value.code == 2 and "--sizes" in capsys.readouterr().err
