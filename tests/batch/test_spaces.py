"""Instance spaces: --all enumerates each instance once, --sample is seeded, --summary tallies
what solve says, --compare plays a user's strategy against optimal play."""

from __future__ import annotations

import itertools
import json
from collections import Counter

import pytest

import stonegame
from stonegame.batch.space import Space
from stonegame.cli import main
from stonegame.core.instances import as_json, from_rows
from stonegame.games import GAMES, resolve


def batch(capsys, *argv: str) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as stop:
        main(["batch", *argv, "-q"])
    out = capsys.readouterr()
    return stop.value.code, out.out, out.err


@pytest.mark.parametrize("slug", [slug for slug, game in GAMES.items() if not game.instance.one_per_size])
def test_all_enumerates_every_instance_once_with_solves_answer(capsys, slug):
    game = GAMES[slug]
    least = game.instance.smallest
    low = max(getattr(game.instance, "least", None) or 0, game.limits.low if game.limits else 0, -1)
    sizes = f"{least}..{least + 1}" if game.instance.value_lines == 1 else str(least)
    code, out, _ = batch(capsys, "--all", slug, "--n", sizes, "--values", f"{low}..{low + 2}", "-w", "2",
                         "--chunk", "7")
    found = [json.loads(text) for text in out.splitlines()]
    assert [f["id"] for f in found] == list(range(len(found)))
    want = []
    for n in range(least, least + 2 if game.instance.value_lines == 1 else least + 1):
        for digits in itertools.product(range(low, low + 3), repeat=n * game.instance.value_lines):
            want.append(from_rows(game.instance, [list(digits[i * n:(i + 1) * n])
                                                 for i in range(game.instance.value_lines)]))
    assert [f["instance"] for f in found] == [as_json(game.instance, w) for w in want]
    for f, instance in zip(found, want, strict=True):
        if "error" not in f:
            solution = stonegame.solve(game, instance)
            assert (f["value"], f["answer"], f["winner"]) == (solution.value, solution.answer, solution.winner_name)
    assert code == (1 if any("error" in f for f in found) else 0)


def test_summary_tallies_what_solve_says(capsys):
    code, out, _ = batch(capsys, "--all", "stone-game-vii", "--n", "2..5", "--values", "1..4", "--summary",
                         "--json", "-w", "2", "--chunk", "33")
    report = json.loads(out)
    space = Space("stone-game-vii", (2, 3, 4, 5), 1, 4)
    values = Counter(stonegame.solve("stone-game-vii", space.instance(i)).value for i in range(space.total))
    assert code == 0 and report["instances"] == space.total == 16 + 64 + 256 + 1024
    assert report["value"]["distribution"] == {str(v): c for v, c in sorted(values.items())}
    assert report["largest"][0]["value"] == max(values) and report["smallest"][0]["value"] == min(values)
    top = report["largest"][0]
    assert stonegame.solve("VII", top["instance"]).value == top["value"]
    assert report["winners"] == {"Alice": sum(c for v, c in values.items() if v > 0),
                                 **({"Tie": values[0]} if values[0] else {})}


def test_a_count_game_has_its_sizes_as_its_space(capsys):
    count = next(slug for slug, game in GAMES.items() if game.instance.one_per_size and game.problem)
    code, out, _ = batch(capsys, "--all", count, "--n", "1..60", "--summary", "--json", "-w", "0")
    report = json.loads(out)
    wins = sum(stonegame.solve(count, n).value > 0 for n in range(1, 61))
    assert code == 0 and report["instances"] == 60 and report["winners"]["Alice"] == wins


def test_a_sample_is_the_same_with_any_number_of_workers(capsys):
    runs = [batch(capsys, "--all", "VIII", "--n", "2..9", "--values", "-5..5", "--sample", "300", "--seed", "4",
                  "-w", workers, "--chunk", "40")[1] for workers in ("0", "2")]
    assert runs[0] == runs[1] and len(runs[0].splitlines()) == 300
    space = Space("stone-game-viii", tuple(range(2, 10)), -5, 5)
    for text in runs[0].splitlines():
        found = json.loads(text)
        assert space.instance(found["id"]) == found["instance"]
    assert batch(capsys, "--all", "VIII", "--n", "2..9", "--values", "-5..5", "--sample", "300", "--seed", "5",
                 "-w", "0")[1] != runs[0]


def bob_optimal_replay(row: list[int], choose) -> tuple[int, int]:
    """(optimal Alice − Bob, Alice − Bob when Alice plays ``choose`` and Bob the first move of
    solve's optimal line from each of his positions), by solve alone."""
    game = resolve("stone-game-vii")
    best = stonegame.solve(game, row).value
    left, turn, diff = list(row), 1, 0
    while left:
        move = choose(left) if turn == 1 else stonegame.solve(game, left).line[0].move
        rest = left[1:] if move == "L" else left[:-1]
        diff += turn * sum(rest)
        left, turn = rest, -turn
    return best, diff


def test_compare_a_greedy_strategy_with_optimal_play(capsys, tmp_path):
    greedy = tmp_path / "greedy.py"
    greedy.write_text('def strategy(row):\n    return "L" if row[0] <= row[-1] else "R"\n')
    code, out, _ = batch(capsys, "--all", "VII", "--n", "2..5", "--values", "1..4", "--compare", str(greedy),
                         "--json", "-w", "2")
    report = json.loads(out)
    space = Space("stone-game-vii", (2, 3, 4, 5), 1, 4)
    results = [bob_optimal_replay(space.instance(i), lambda r: "L" if r[0] <= r[-1] else "R")
               for i in range(space.total)]
    assert code == 0 and report["instances"] == space.total
    assert report["short"] == sum(got < best for best, got in results)
    assert report["lost"] == sum(got < 0 <= best for best, got in results)
    worst = report["worst"][0]
    assert worst["shortfall"] == max(best - got for best, got in results)
    best, got = bob_optimal_replay(worst["instance"], lambda r: "L" if r[0] <= r[-1] else "R")
    assert best - got == worst["shortfall"]


def test_an_optimal_strategy_is_never_short_and_bad_strategies_are_reported(capsys, tmp_path):
    perfect = tmp_path / "perfect.py"
    perfect.write_text("import stonegame\n\ndef strategy(row):\n"
                       "    return stonegame.solve('stone-game-iii', row).line[0].move\n")
    code, out, _ = batch(capsys, "--all", "III", "--n", "1..5", "--values", "-2..2", "--compare", str(perfect),
                         "--json", "-w", "0")
    assert code == 0 and json.loads(out)["short"] == 0
    wrong = tmp_path / "wrong.py"
    wrong.write_text("def strategy(row):\n    return 'sideways'\n")
    code, out, _ = batch(capsys, "--all", "III", "--n", "1..2", "--values", "1..2", "--compare", str(wrong),
                         "-w", "0")
    assert code == 1 and "not a legal move" in out
    code, _, err = batch(capsys, "--all", "III", "--n", "1..2", "--values", "1..2", "--compare",
                         str(tmp_path / "none.py"))
    assert code == 2 and err.startswith("stonegame: error: cannot read")


@pytest.mark.parametrize("argv, needle", [
    (["--all", "III", "--values", "1..3"], "--n"),
    (["--all", "III", "--n", "3"], "--values"),
    (["--all", "III", "--n", "3..1", "--values", "1..3"], "LO <= HI"),
    (["--all", "VII", "--n", "3", "--values", "0..3"], "0"),
    (["--n", "3", "--values", "1..3"], "--all"),
    (["--all", "III", "--n", "2", "--values", "1..3", "--sample", "0"], "--sample"),
    (["--all", "III", "--n", "2", "--values", "1..3", "--chunk", "0"], "--chunk"),
    (["--all", "III", "--n", "2", "--values", "1..3", "--sample", "5", "--chunk", "0"], "--chunk"),
])
def test_space_usage_errors(capsys, argv, needle):
    code, _, err = batch(capsys, *argv)
    assert code == 2 and err.startswith("stonegame: error:") and needle in err and len(err.splitlines()) == 1


def test_values_do_not_apply_to_a_count_game(capsys):
    count = next(slug for slug, game in GAMES.items() if game.instance.one_per_size)
    code, _, err = batch(capsys, "--all", count, "--n", "3", "--values", "1..3")
    assert code == 2 and "--values" in err


def test_the_text_reports_of_a_summary_and_of_a_comparison(capsys, tmp_path, monkeypatch):
    code, out, _ = batch(capsys, "--all", "VIII", "--n", "2..5", "--values", "-2..2", "--sample", "200", "--seed", "1",
                         "--summary", "-w", "0")
    assert code == 0 and out.splitlines() == [
        "stone-game-viii, n = 2..5, values -2..2: a sample of 200 (seed 1) of 3,900 instances",
        "winners: Alice 153 (76.50%), Bob 13 (6.50%), Tie 34 (17.00%)",
        "Alice − Bob: min -2, mean 1.75, max 8",
        "most common: 2: 59 (29.50%), 1: 43 (21.50%), 0: 34 (17.00%), 3: 20 (10.00%), 4: 18 (9.00%), -1: 12 (6.00%), "
        "5: 9 (4.50%), 6: 3 (1.50%)",
        "largest: 8 on [1, 2, 2, 2, 1]; 6 on [2, 0, 2, 2]; 6 on [2, 1, 1, 0, 2]",
        "smallest: -2 on [-2, -2, 0, -1, 2]; -1 on [0, -1]; -1 on [-2, -2, 1]",
    ]
    monkeypatch.chdir(tmp_path)
    (tmp_path / "greedy.py").write_text('def strategy(row):\n    return "L" if row[0] <= row[-1] else "R"\n')
    code, out, _ = batch(capsys, "--all", "VII", "--n", "2..4", "--values", "1..3", "--compare", "greedy.py", "-w", "0")
    assert code == 0 and out.splitlines() == [
        "stone-game-vii, n = 2..4, values 1..3: all 117 instances",
        "greedy.py as Alice against optimal play, over 117 instances:",
        "  loses 0 (0.00%) where optimal play does not lose",
        "  ends below optimal play on 7 (5.98%), by 0.0684 on average over all",
        "  short by 2 on [3, 1, 3, 3] (id 98)",
        "  short by 1 on [2, 1, 2, 2] (id 67)",
        "  short by 1 on [2, 1, 3, 2] (id 70)",
    ]


def test_a_space_too_large_to_go_through_is_refused_up_front(cli):
    code, out, err = cli("batch", "--all", "stone-game", "--n", "1..250", "--values", "1..3", "--summary")
    assert code == 2 and out == "" and "instances, more than a run goes through" in err and "--sample" in err
    code, out, _ = cli("batch", "--all", "stone-game", "--n", "1..250", "--values", "1..3", "--sample", "3")
    assert code == 0 and len(out.splitlines()) == 3
