"""What keeps a long instance within the machine's memory: solve_many solves a row too long to
send in its own process (a 5·10^7-value VIII row passed 4 GB as four copies: the caller's, the
pickle, the worker's, the answer's); VIII's rules make their prefix sums only when played.
Measured under ``ulimit -v 4000000`` by benchmarks/api_fuzz.py --memory, outside the suite."""

from __future__ import annotations

import pickle

import stonegame
from stonegame.batch import api
from stonegame.games.stone_game_viii import MergePrefix


class Unsendable(list):
    """A row that pickle refuses: were it sent to a worker, the whole run would fail."""

    def __reduce__(self):
        raise pickle.PicklingError("this row stays here")


def test_a_row_too_long_to_send_is_solved_here(monkeypatch):
    monkeypatch.setattr(api, "SENT_VALUES", 5)
    rows = [Unsendable([7, -6, 5, 10, 5, -2, -6]), [-1, 2, -3, 4, -5]]
    found = list(stonegame.solve_many([{"game": "stone-game-viii", "instance": row} for row in rows], workers=1))
    assert [s.value for s in found] == [13, 5]
    assert list(found[0].instance) == rows[0]


def test_viiis_prefix_sums_are_made_when_first_played():
    rules = MergePrefix(range(1, 10**6))
    assert rules.estimate().positions >= 10**6 - 1 and "prefix" not in vars(rules)
    assert rules.play(0, 3).gain == 6 and len(rules.prefix) == 10**6 - 1
