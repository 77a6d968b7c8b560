"""The fast path stays a numpy array from the input to the kernel, whatever the machine: no test
here times anything. A row whose Python-level reads raise is solved; a solve of 10^6 values
allocates a small multiple of the array; reading a list costs no Python call per value.
(Last round a guarantee check turned each 10^7-value row into Python lists, 30× slower than
the kernel, and no timed test could have seen it on a machine of unknown speed.)"""

from __future__ import annotations

import sys
import tracemalloc

import numpy as np
import pytest

from stonegame import GAMES, solve
from stonegame.core.kernels import always_compile

N = 10**6
WITH_VALUES = [game for game in GAMES.values() if "fast" in game.methods and not game.instance.one_per_size]
SMALL_FAST = {"stone-game-ii": 2000, "stone-game-v": 2000}
"""Sizes for the O(n²) kernels (their rows of 10^6 would need terabytes)."""


class Untouchable(np.ndarray):
    """A row whose values may be read only by numpy and the compiled kernels: iterating it,
    turning it into a list or reading one value in Python raises."""

    def __iter__(self):
        raise AssertionError("the row was iterated in Python")

    def tolist(self):
        raise AssertionError("the row was turned into a list")

    def __getitem__(self, key):
        if isinstance(key, (int, np.integer)):
            raise AssertionError(f"value {key} was read in Python")
        return super().__getitem__(key)


def values_of(game, n: int, seed: int = 0) -> np.ndarray:
    limits = game.limits
    low, high = (limits.low, limits.high) if limits and limits.high > limits.low else (1, 1000)
    return np.random.default_rng(seed).integers(max(low, game.instance.least or low), high + 1, n)


def instance_of(game, n: int, wrap=lambda row: row):
    if game.instance.name == "pair":
        return (wrap(values_of(game, n, 1)), wrap(values_of(game, n, 2)))
    return wrap(values_of(game, n))


@pytest.mark.parametrize("game", WITH_VALUES, ids=lambda game: game.slug)
def test_fast_never_reads_a_value_in_python(game):
    n = SMALL_FAST.get(game.slug, 100_001)  # past every problem's limits: its notes are asked too
    plain = instance_of(game, n)
    untouchable = instance_of(game, n, lambda row: row.view(Untouchable))
    with always_compile():  # the compiled kernels at this size too: the path a long row takes
        expected = solve(game, plain, method="fast")
        found = solve(game, untouchable, method="fast")
    assert (found.answer, found.value, found.notes) == (expected.answer, expected.value, expected.notes)
    assert found.notes
    rows = found.instance if isinstance(found.instance, tuple) else (found.instance,)
    assert all(isinstance(row, Untouchable) for row in rows)  # the caller's int64 row itself, never a copy


def peak_bytes(run) -> int:
    tracemalloc.start()
    try:
        run()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.slow
@pytest.mark.parametrize("game", [g for g in WITH_VALUES if g.slug not in SMALL_FAST], ids=lambda game: game.slug)
def test_a_solve_of_a_million_values_allocates_a_few_arrays(game):
    row = instance_of(game, N)
    solve(game, row, method="fast")  # loads the kernels
    array_bytes = 8 * N * (2 if game.instance.name == "pair" else 1)
    assert peak_bytes(lambda: solve(game, row, method="fast").notes) <= 4 * array_bytes


def python_calls(run) -> int:
    """How many Python functions ``run`` calls (generators resumed included): a loop over the
    values in Python makes at least one a value."""
    count = 0

    def profile(frame, event, arg):
        nonlocal count
        count += event == "call"

    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return count


@pytest.mark.parametrize("game", [g for g in WITH_VALUES if g.slug not in SMALL_FAST], ids=lambda game: game.slug)
def test_a_solve_costs_no_python_call_per_value(game):
    row = instance_of(game, N)
    listed = tuple(each.tolist() for each in row) if isinstance(row, tuple) else row.tolist()
    solve(game, row, method="fast")
    assert python_calls(lambda: solve(game, row, method="fast").notes) < 2_000
    assert python_calls(lambda: solve(game, listed, method="fast").notes) < 2_000


def test_reading_a_list_allocates_the_array_and_no_object_per_value():
    game = GAMES["stone-game-iii"]
    listed = values_of(game, N).tolist()
    checked = game.validate(listed)
    assert isinstance(checked, np.ndarray) and checked.dtype == np.int64 and checked.tolist() == listed
    assert peak_bytes(lambda: game.validate(listed)) <= 2 * 8 * N
    assert python_calls(lambda: game.validate(listed)) < 50


def test_a_wrong_value_in_a_long_list_is_named_alone():
    game = GAMES["stone-game"]
    listed = values_of(game, N).tolist()
    listed[700_000] = True
    with pytest.raises(Exception, match="value 700001 is True; expected an integer"):
        game.validate(listed)
    listed[700_000] = 2**70
    checked = game.validate(listed)  # past int64: the exact tuple
    assert isinstance(checked, tuple) and checked[700_000] == 2**70
