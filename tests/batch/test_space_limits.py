"""Spaces past the machine's numbers: sizes and counts beyond C's ssize_t, and values whose
summary passes a float's range, are one line or an exact answer, never an OverflowError."""

from __future__ import annotations

import json

import pytest

HUGE = str(10**30)


@pytest.mark.parametrize("argv, needle", [
    (["--all", "stone-game", "--n", HUGE, "--values", "1..3"], "a row holds at most"),
    (["--all", "stone-game", "--n", "100000000", "--values", "1..3"], "about 10^47,712,125 instances"),
    (["--all", "stone-game", "--n", "100000000", "--values", "1..3", "--sample", "3"], "instances"),
    (["--all", "stone-game-iv", "--n", f"1..{HUGE}"], "a space spans at most"),
    (["--all", "stone-game", "--n", "4", "--values", "1..3", "--sample", HUGE], "--sample is 1.0·10^30"),
])
def test_sizes_and_counts_past_ssize_t_are_one_line(cli, argv, needle):
    code, _, err = cli("batch", *argv, "--summary", "-q", "--workers", "0")
    assert code == 2 and err.startswith("stonegame: error: ") and err.count("\n") == 1 and needle in err


@pytest.mark.parametrize("game", ["stone-game-vii", "stone-game-iii"])
def test_a_summary_of_huge_values_has_an_exact_mean(cli, game):
    low = 10**400
    argv = ("batch", "--all", game, "--n", "3", "--values", f"{low}..{low + 1}", "--summary", "-q", "--workers", "0")
    code, out, err = cli(*argv, "--json")
    value = json.loads(out)["value"]
    assert code == 0 and isinstance(value["mean"], int) and value["min"] <= value["mean"] <= value["max"]
    code, out, _ = cli(*argv)
    assert code == 0 and ("mean 1.0·10^" in out or "mean 3.0·10^" in out)
