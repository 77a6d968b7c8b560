"""The benchmark machinery (timings are printed by `stonegame bench`, never asserted)."""

import dataclasses

import pytest

from stonegame import get_game
from stonegame.cli import main
from stonegame.tools import bench


def test_rows_cover_each_method_and_size():
    game = get_game("stone-game-iii")
    rows = bench.run_all([game], bench.Options(["table", "fast"], [10, 200], bench.Timing(repeat=1)))
    assert [(r.method, r.n) for r in rows] == [("table", 10), ("table", 200), ("fast", 10), ("fast", 200)]
    assert all(r.ratio is None for r in rows)  # no anchors given, so nothing to compare with


def test_brute_series_stops_where_brute_refuses():
    rows = bench.run_all([get_game("stone-game")], bench.Options(["brute"], [4, 8, 40], bench.Timing(repeat=1)))
    assert [r.n for r in rows] == [4, 8]


def test_slope_of_a_power_law():
    rows = [bench.Row("g", "m", n, 3e-9 * n**2, None, 0.0, None) for n in (100, 1000, 10000)]
    assert bench.slope(rows) == pytest.approx(2.0)


def test_past_its_own_anchor_an_o_n_game_is_timed_beside_the_reference(tmp_path, monkeypatch):
    fake = tmp_path / "stone-game-iii"  # stands in for the C++ program: the tests never need them
    fake.write_text("#!/bin/sh\ncat > /dev/null\necho 'compute_s 0.25' >&2\necho Alice\n")
    fake.chmod(0o755)
    game = get_game("stone-game")
    fast = game.solver("fast")
    fast = dataclasses.replace(fast, bench=dataclasses.replace(fast.bench, anchor_limit=10))
    game = dataclasses.replace(game, solvers=tuple(fast if m.name == "fast" else m for m in game.solvers))
    within, beyond = (bench.measure(game, "fast", n, bench.Timing(repeat=1, anchors=tmp_path)) for n in (10, 20))
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


@pytest.mark.parametrize("argv, said", [
    (["--sizes", "ten"], "--sizes takes whole numbers from 1 to 100,000,000, separated by commas; not 'ten'"),
    (["--sizes", "-5"], "not '-5'"),
    (["--sizes", "10,,20"], "not ''"),
    (["--sizes", "1000000000"], "not '1000000000'"),
    (["--sizes", "1"], "--sizes 1 is too small for stone-game-viii, which needs at least 2"),
    (["--repeat", "0"], "--repeat takes a whole number of runs, at least 1, not 0"),
    (["--methods", "foo"], "--methods: no method 'foo'; choose from brute, memo, table, formula, fast"),
    (["--methods", "table,"], "no method ''"),
    (["--plot", "/nonexistent/x.png"], "there is no directory '/nonexistent'"),
    (["--plot", "x.unknownext"], "name a file ending in a type matplotlib writes (.avif, .eps"),
    (["--plot", "chart"], "name a file ending in a type"),  # matplotlib would write chart.png
    (["--plot", "."], "is a directory"),
    (["--anchors", "/nonexistent"], "--anchors '/nonexistent' is not a directory"),
])
def test_bad_options_are_one_line_before_any_work(capsys, monkeypatch, argv, said):
    pytest.importorskip("matplotlib")

    def measured(*args, **kwargs):
        raise AssertionError("the bench started before its options were checked")

    monkeypatch.setattr(bench, "run_all", measured)
    with pytest.raises(SystemExit) as done:
        main(["bench", *(["877", "viii"] if argv[0] == "--sizes" else []), *argv])
    err = capsys.readouterr().err
    assert done.value.code == 2 and said in err and err.count("\n") == 1


def test_plot_without_matplotlib_is_refused_before_any_work(capsys, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "matplotlib.backend_bases", None)  # import fails as if not installed
    monkeypatch.setattr(bench, "run_all", lambda *args, **kwargs: pytest.fail("the bench started"))
    with pytest.raises(SystemExit) as done:
        main(["bench", "877", "--plot", "chart.png"])
    assert done.value.code == 2
    assert capsys.readouterr().err == "stonegame: error: --plot needs matplotlib: pip install 'stonegame[plot]'\n"


def test_methods_a_game_lacks_are_skipped_for_it(capsys):
    with pytest.raises(SystemExit) as done:  # formula is 877's, not viii's: viii is measured by table only
        main(["bench", "877", "viii", "--methods", "formula,table", "--sizes", "10", "--repeat", "1"])
    out = capsys.readouterr().out
    assert done.value.code == 0
    assert "formula" in out and out.count("stone-game-viii") == 1


def fake_measure(seconds_at):
    def measure(game, method, n, timing, trace=True):
        return bench.Row(game.slug, method, n, seconds_at(n), None, 1.0 if trace else None, None)
    return measure


def test_the_quick_sweep_climbs_while_the_next_run_stays_near_a_second(monkeypatch):
    monkeypatch.setattr(bench, "measure", fake_measure(lambda n: 1e-8 * n**2))  # an O(n²) method
    monkeypatch.setattr(bench, "default_sizes", lambda game, method: (100, 1000, 3000, 5000, 10_000, 10**5))
    rows = bench.run_all([get_game("stone-game")], bench.Options(["table"], None, bench.Timing(repeat=3)))
    # 5,000 takes 0.25 s; 10,000 would take 1 s by the fitted slope 2 (<= 1 s: run), 10^5 100 s
    assert [r.n for r in rows] == [3000, 5000, 10_000]
    full = bench.run_all([get_game("stone-game")], bench.Options(["table"], None, bench.Timing(repeat=3)), full=True)
    assert [r.n for r in full] == [100, 1000, 3000, 5000, 10_000, 10**5]  # --full: up to SLOW, past it once


def test_the_quick_sweep_stops_after_a_run_over_a_second(monkeypatch):
    monkeypatch.setattr(bench, "measure", fake_measure(lambda n: 2.0 if n >= 1000 else 1e-3))
    monkeypatch.setattr(bench, "default_sizes", lambda game, method: (10, 100, 1000, 10_000))
    rows = bench.run_all([get_game("stone-game")], bench.Options(["fast"], None, bench.Timing(repeat=1)))
    assert [r.n for r in rows] == [10, 100, 1000]


def test_repeat_one_runs_once(monkeypatch):
    calls = []
    real = bench.solve
    monkeypatch.setattr(bench, "solve", lambda *args, **kwargs: calls.append(args[1]) or real(*args, **kwargs))
    bench.measure(get_game("stone-game-iii"), "table", 500, bench.Timing(repeat=1), trace=False)
    assert len(calls) == 1
    calls.clear()
    bench.measure(get_game("stone-game-iii"), "fast", 500, bench.Timing(repeat=1), trace=False)
    assert len(calls) == 2 and len(calls[0]) <= 1000  # a small run loads the kernels, then the timed one


def test_cli_bench_json_and_a_line_per_row(capsys):
    import json

    with pytest.raises(SystemExit) as done:
        main(["bench", "iii", "--methods", "table", "--sizes", "10,20", "--repeat", "1", "--json"])
    captured = capsys.readouterr()
    assert done.value.code == 0
    rows = json.loads(captured.out)["rows"]
    assert [(r["method"], r["n"]) for r in rows] == [("table", 10), ("table", 20)]
    assert all(isinstance(r["seconds"], float) and r["anchor_seconds"] is None for r in rows)
    assert [line.split(":")[0] for line in captured.err.splitlines()] == [
        "stone-game-iii table n=10", "stone-game-iii table n=20"]


def test_cli_bench_writes_plain_decimals_and_says_where_the_anchors_are(capsys):
    with pytest.raises(SystemExit):
        main(["bench", "iii", "--methods", "table", "--sizes", "10", "--repeat", "1"])
    out = capsys.readouterr().out
    assert "e-0" not in out and "0.0" in out
    assert "shared/anchors/README.md" in out and "--anchors DIR" in out
