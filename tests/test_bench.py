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


def test_anchor_input_format():
    assert bench.cpp_input(get_game("stone-game"), [5, 3, 4, 5]) == "4\n5 3 4 5\n"
    assert bench.cpp_input(get_game("stone-game-iv"), 7) == "7\n"
    assert bench.cpp_input(get_game("stone-game-vi"), ([1, 3], [2, 1])) == "2\n1 3\n2 1\n"


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
