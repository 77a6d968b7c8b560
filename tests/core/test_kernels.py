"""Kernels: the compiled twin equals the plain function, and int64 is used only when exact."""

import contextlib
import functools
import random

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import games, solve
from stonegame.core import kernels
from stonegame.core import line as lines
from stonegame.core.line import best_line, replay
from stonegame.core.solution import Scores
from stonegame.games import stone_game, stone_game_iii, stone_game_vii, stone_game_viii
from stonegame.games.stone_game import kernels as ends
from stonegame.games.stone_game_iii import kernels as iii_kernels
from stonegame.games.stone_game_iv import kernels as iv_kernels
from stonegame.games.stone_game_v.tables import interval_scores_fast
from stonegame.games.stone_game_viii import kernels as viii_kernels

ROWS = {
    "collapse_peaks": (ends.collapse_peaks, lambda row: (np.empty(len(row), np.int64), 0, -1)),
    "take_up_to_three": (iii_kernels.take_up_to_three, lambda row: ()),
    "merge_prefix": (viii_kernels.merge_prefix, lambda row: ()),
}


@pytest.mark.parametrize("name", ROWS)
def test_compiled_equals_plain_on_large_rows(name):
    k, buffers = ROWS[name]
    rng = np.random.default_rng(7)
    for low, high in ((1, 500), (-1000, 1000), (-3, 3)):
        row = rng.integers(low, high, size=k.compile_from + 1001)
        plain = row.tolist()
        extra = buffers(row)
        assert k.compiled(row, *extra) == k.function(plain, *[getattr(b, "tolist", lambda b=b: b)() for b in extra])


@given(st.lists(st.integers(-20, 20), min_size=1, max_size=14), st.integers(1, 5), st.sampled_from([1, -1]))
def test_a_row_collapsed_in_parts_keeps_its_value(row, parts, sign):
    assert ends.ends_and_total(row, sign, parts) == (stone_game.table([sign * v for v in row]), sum(row))


def test_compiled_parts_run_at_once_and_agree():
    rng = np.random.default_rng(11)
    for low, high in ((1, 500), (-1000, 1000), (1, 3)):
        row = rng.integers(low, high, size=60_001)
        alone = ends.ends_and_total(row, -1, parts=1)
        assert alone == (stone_game.fast(-row), int(row.sum()))
        for parts in (2, 3, 7):
            assert ends.ends_and_total(row, -1, parts=parts) == alone
    falling = np.arange(60_000, 0, -1)  # no peak anywhere: the leftovers are whole halves
    assert ends.take_either_end(falling, parts=2) == ends.take_either_end(falling.tolist(), parts=1)


def test_square_sieve_compiled_equals_plain():
    for n in (1, 2, 7, 17, 99_999, 100_000):
        assert iv_kernels.square_sieve.compiled(np.zeros(n + 1, np.uint8)) == iv_kernels.square_sieve(bytearray(n + 1))


@given(st.lists(st.integers(-10**18, 10**18), min_size=2, max_size=9))
def test_huge_values_stay_exact(row):
    assert solve("stone-game-iii", row, method="fast").value == solve("stone-game-iii", row, method="table").value
    assert solve("stone-game-viii", row, method="fast").value == solve("stone-game-viii", row, method="table").value


def test_int64_is_refused_where_it_would_wrap():
    n = 30_000
    rng = random.Random(1)
    row = [rng.randint(10**18 - 10**6, 10**18) for _ in range(n)]
    assert not kernels.fits_int64(row, n)
    with kernels.always_compile():  # the compiled path is tried: fast must still take the exact one
        value = stone_game_viii.fast(row)
        assert stone_game_iii.fast(row) == stone_game_iii.table(row)
    assert value == stone_game_viii.table(row) > 2**63  # beyond int64: exact ints were used
    assert viii_kernels.merge_prefix.compiled(np.array(row, dtype=np.int64))[0] != value  # int64 would wrap
    stack = [0] * n
    assert stone_game.fast(row) == ends.take_larger_ends(stack, ends.collapse_peaks(row, stack, 0, 1)[0])
    assert ends.collapse_peaks.compiled(np.array(row, dtype=np.int64), np.empty(n, np.int64), 0, 1)[3] != sum(row)
    assert stone_game_iii.fast(row) == stone_game_iii.table(row)


def test_arrays_are_accepted_and_solved_exactly():
    row = np.random.default_rng(3).integers(1, 1000, size=50_000)
    fast = solve("stone-game-vii", row, method="fast")
    assert fast.value == stone_game_vii.fast(row.tolist())
    small = np.array([5, 3, 1, 4, 2])
    assert solve("stone-game-vii", small, method="table").value == 6
    assert solve("stone-game", small[:4], method="memo").value == solve("stone-game", [5, 3, 1, 4]).value


def test_array_validation():
    from stonegame import InvalidInstance

    with pytest.raises(InvalidInstance, match=">= 1"):
        solve("stone-game", np.array([3, 0, 2]))
    with pytest.raises(InvalidInstance, match="integers"):
        solve("stone-game", np.array([1.5, 2.0]))


def test_fast_iv_and_ix_agree_with_their_tables_at_scale():
    from stonegame.games import stone_game_iv, stone_game_ix

    for n in (1, 2, 5, 7, 10, 20_000, 20_001, 54_321):
        with kernels.always_compile():
            assert stone_game_iv.fast(n) == stone_game_iv.table(n)
        assert stone_game_iv.fast(n) == stone_game_iv.table(n)  # plain Python below compile_from
    row = np.random.default_rng(5).integers(1, 10**4, size=100_000)
    assert solve("stone-game-ix", row, method="fast").value == stone_game_ix.formula(row.tolist())


def test_balance_point_kernel_matches_the_python_dp():
    from stonegame.games import stone_game_v

    rng = np.random.default_rng(9)
    for values in ((1, 3), (1, 10**6)):
        row = rng.integers(*values, size=400)
        compiled = stone_game_v.fast(row)  # 400 >= compile_from: the compiled kernel
        assert compiled == interval_scores_fast(row.tolist())[0][-1]
    assert stone_game_v.fast([7] * 200) == interval_scores_fast([7] * 200)[0][-1]


def test_vi_fast_takes_numpy_rows_and_agrees_with_the_greedy():
    rng = np.random.default_rng(4)
    alice, bob = rng.integers(1, 101, size=50_000), rng.integers(1, 101, size=50_000)
    fast = solve("stone-game-vi", (alice, bob), method="fast")
    assert fast.value == solve("stone-game-vi", (alice.tolist(), bob.tolist()), method="formula").value
    assert solve("stone-game-vi", (alice[:6], bob[:6]), method="brute").value == solve(
        "stone-game-vi", (alice[:6], bob[:6]), method="fast").value


def test_take_prefix_compiled_matches_the_cubic_table():
    from stonegame.games import stone_game_ii

    rng = random.Random(12)
    for _ in range(30):
        row = [rng.randint(1, rng.choice([2, 10**4])) for _ in range(rng.randint(60, 140))]
        assert stone_game_ii.fast(row) == stone_game_ii.table(row)  # n >= 60: the compiled kernel


@given(st.lists(st.tuples(st.integers(1, 6), st.integers(1, 6)), min_size=1, max_size=30),
       st.sampled_from([1, 10**9]))
def test_vi_counting_and_sorting_agree_with_the_greedy(stones, scale):
    from stonegame.games import stone_game_vi

    alice = np.array([a * scale for a, _ in stones])  # scale 10^9: a wide span, so the sort runs
    bob = np.array([b for _, b in stones])
    assert stone_game_vi.fast((alice, bob), vectorize_from=0) == stone_game_vi.formula((alice.tolist(), bob.tolist()))


def test_small_inputs_never_import_numba():
    import subprocess
    import sys

    script = """
import sys
from stonegame import StoneGameError, solve
from stonegame.games import GAMES
solved = 0
for game in GAMES.values():
    for example, _ in game.statement_examples:
        for method in game.methods:
            try:
                solve(game, example, method=method).line
                solved += method == "fast"
            except StoneGameError:  # a formula that proves nothing here, a brute tree too large
                pass
print("numba" in sys.modules, "numpy" in sys.modules, solved >= len(GAMES))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "False", "True"]


def test_a_batch_of_short_rows_never_imports_numba(tmp_path):
    """Short rows take the matrix forms: a batch of LeetCode-sized rows never waits for numba to load."""
    import subprocess
    import sys

    pytest.importorskip("pyarrow")
    rows = tmp_path / "rows.jsonl"
    rows.write_text("".join(f'{{"game": "{slug}", "instance": [{k % 7 + 1}, 2, 3, {k % 5 + 1}]}}\n'
                            for k in range(3_000) for slug in ("877", "III", "IX", "486")))
    script = f"""
import sys
from pathlib import Path
from stonegame.batch.run import Job, run
run(Job(Path({str(rows)!r}), Path({str(tmp_path / "out.jsonl")!r}), workers=0, quiet=True))
print("numba" in sys.modules)
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False"]
    assert (tmp_path / "out.jsonl").read_text().count('"reason":null') == 12_000


@pytest.mark.parametrize("slug", ["stone-game-ii", "stone-game-v", "stone-game-vii", "stone-game-viii"])
def test_long_lines_come_from_the_fast_tables_and_replay_to_the_value(slug):

    rng = np.random.default_rng(21)
    low = -50 if slug == "stone-game-viii" else 1
    row = rng.integers(low, 60, size=400)  # past every compile threshold these games use for the line
    solution = solve(slug, row)
    assert solution.method == "fast" and solution._memo is None  # no memo: the line is read off fast's values
    moves = [move.move for move in solution.line]
    assert replay(solution.rules, moves)[0] == solution.value
    assert all(move.value == max(option.value for option in move.alternatives) for move in solution.line)


def test_a_line_too_costly_is_refused_at_once(monkeypatch):
    from stonegame import TooLarge

    monkeypatch.setattr(ends, "LINE_WORK", 100**2)  # rows over 100 values: the n² line is refused
    solution = solve("stone-game-vii", list(range(1, 202)))
    assert solution.to_json()["scores"] is None  # vii's scores come from the line
    with pytest.raises(TooLarge, match="takes about n²"):
        _ = solution.line
    monkeypatch.setattr(lines, "LINE_OPTIONS", 50)
    with pytest.raises(TooLarge, match="line of 60 values would weigh more than 50"):
        _ = solve("stone-game-viii", [1, -2] * 30).line  # refused before the rules are built
    short = solve("stone-game", list(range(1, 41)))  # 40 values, two alternatives a move: 80 > 50
    with pytest.raises(TooLarge, match=r"weighs more than 50 alternatives \(25 moves in\)"):
        best_line(short.rules, stone_game.position_values(short.instance))


def test_tables_past_the_memory_limit_are_refused(monkeypatch):
    from stonegame import TooLarge

    monkeypatch.setattr(kernels, "TABLE_BYTES", 8 * 1000)
    with pytest.raises(TooLarge, match="stone-game-v at n = 40 needs a table of 1,640 values"):
        _ = solve("stone-game-v", [3] * 40, method="fast").line  # the line's tables (its value needs none)
    with pytest.raises(TooLarge, match="over the limit"):
        solve("stone-game-ii", [3] * 200, method="fast")


# numba's disk cache: whatever state it is in, a solve succeeds, with at most one warning line.
# Each run is a fresh process whose NUMBA_CACHE_DIR is a temporary folder; 600,000 values make
# Stone Game III compile its kernel (take_up_to_three compiles from 500,000).
ONLY_NUMBA_CACHE_DIR = """
import sys
import numba.core.caching as caching
# numba would fall back to a folder beside stonegame or in the home: as if both were read-only too
(getattr(caching, "CacheImpl", None) or caching._CacheImpl)._locator_classes = [caching.UserProvidedCacheLocator]
from stonegame.cli import main
main(sys.argv[1:])
"""


LONG_ROW = [(i * 7919) % 2001 - 1000 for i in range(600_000)]  # past the compile size: the kernel runs


@functools.cache
def long_row_value() -> int:
    return stone_game_iii.table(LONG_ROW)


def solve_in_a_process(tmp_path, cache_dir, script="from stonegame.cli import main; main()"):
    import json
    import os
    import subprocess
    import sys

    path = tmp_path / "row.txt"
    path.write_text(" ".join(map(str, LONG_ROW)))
    done = subprocess.run([sys.executable, "-c", script, "solve", "stone-game-iii", "--file", str(path), "--json"],
                          capture_output=True, text=True, env={**os.environ, "NUMBA_CACHE_DIR": str(cache_dir)})
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["value"] == long_row_value()
    return done.stderr.splitlines()


def test_an_unwritable_cache_folder_means_compiling_without_a_cache(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("")  # no folder can be made under a file, not even by root
    warned = solve_in_a_process(tmp_path, blocker / "cache", ONLY_NUMBA_CACHE_DIR)
    assert warned == [f"stonegame: warning: numba cannot cache compiled code (NUMBA_CACHE_DIR={blocker / 'cache'} "
                      "is not a writable folder); compiling without a cache"]


def test_a_corrupt_or_empty_cache_file_is_compiled_again_and_rewritten(tmp_path):
    cache = tmp_path / "cache"
    assert solve_in_a_process(tmp_path, cache) == []  # fills the cache
    files = [path for path in cache.rglob("*") if path.is_file()]
    assert {path.suffix for path in files} == {".nbi", ".nbc"}  # numba's index and data files
    for path in files:
        path.write_bytes(b"\x80\x04not a pickle")
    warned = solve_in_a_process(tmp_path, cache)
    assert len(warned) == 1 and "could not be read (UnpicklingError); compiled again and rewritten" in warned[0]
    for path in cache.rglob("*.nbc"):
        path.write_bytes(b"")  # an empty data file behind a good (rewritten) index
    warned = solve_in_a_process(tmp_path, cache)
    assert len(warned) == 1 and "could not be read (EOFError)" in warned[0]
    assert solve_in_a_process(tmp_path, cache) == []  # rewritten: read back without a word


def test_the_cache_warning_is_given_once_per_process(monkeypatch):
    import warnings

    monkeypatch.setattr(kernels, "_cache_warned", False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        kernels._warn_about_cache("first")
        kernels._warn_about_cache("second")
    assert [str(w.message) for w in caught] == ["first"] and caught[0].category is kernels.CacheWarning


def test_segment_values_switch_to_the_compiled_kernels_midway_and_agree(monkeypatch):
    monkeypatch.setattr(ends, "PYTHON_LINE_WORK", 5_000)  # a few segments in Python, then compiled
    row = np.random.default_rng(3).integers(-50, 1000, size=1_200).tolist()
    for sign in (1, -1):
        segment = ends.segment_values(row, sign=sign)
        pairs = [(i, i + length - 1) for length in (1, 2, 7, 600, 1_200) for i in (0, 1_200 - length)]
        for i, j in pairs * 3:  # the third round runs compiled
            assert segment(i, j) == ends.take_either_end([sign * v for v in row[i : j + 1]], parts=1)
        assert segment(5, 4) == 0


def test_an_unwritable_numba_cache_dir_is_said_once(monkeypatch):
    import warnings

    from stonegame.core import kernels as machinery

    monkeypatch.setenv("NUMBA_CACHE_DIR", "/dev/null/cache")  # cannot be made, even by root
    monkeypatch.setattr(machinery, "_cache_warned", False)

    def twice(x):
        return 2 * x

    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        machinery.jit(twice)
        machinery.jit(twice)
    found = [str(w.message) for w in said if issubclass(w.category, machinery.CacheWarning)]
    assert len(found) == 1 and "NUMBA_CACHE_DIR=/dev/null/cache is not a writable folder" in found[0]


MANY_GAMES = [game for game in games.BUILT_IN.values() if "fast" in game.methods and game.solver("fast").many
              and game.instance.value_lines == 1]  # counts and pairs: tests/batch/test_columnar.py


def laid_end_to_end(rows: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
    flat = np.array([value for row in rows for value in row], np.int64)
    return flat, np.concatenate(([0], np.cumsum([len(row) for row in rows]))).astype(np.int64)


@pytest.mark.parametrize("game", MANY_GAMES, ids=lambda game: game.slug)
@pytest.mark.parametrize("compiled", [False, True], ids=["matrix", "compiled"])
def test_many_rows_kernels_give_each_rows_value_and_scores(game, compiled):
    """Rows of every length the kernel is given (within the limits, up to ``Many.longest``),
    short ones (the matrix form) and longer than SHORT_ROWS (the loop) mixed, give the value
    and the scores that solving each row alone gives; under always_compile, all take the
    loop. A third of the rows hold only three values, so that moves tie: the scores of VII
    and VIII come from the line, which takes the first of equal moves."""
    rng = random.Random(game.slug)
    limits = game.limits
    many = game.solver("fast").many
    longest = limits.max_n if many.longest is None else min(many.longest, limits.max_n)
    lengths = [n for n in (1, 2, 3, 7, 20, kernels.SHORT_ROWS + 5) if limits.min_n <= n <= longest]
    low, high = max(limits.low, -50), min(limits.high, 50)
    rows = []
    for k in range(300):
        narrow = max(low, min(high, 1) - 2) if k % 3 == 0 else low  # e.g. 1..3, or -1..1
        top = min(high, narrow + 2) if k % 3 == 0 else high
        rows.append([rng.randint(narrow, top) for _ in range(rng.choice(lengths))])
    flat, offsets = laid_end_to_end(rows)
    with kernels.always_compile() if compiled else contextlib.nullcontext():
        values, alice, bob = many.values(flat, offsets)
    for k, row in enumerate(rows):
        expected = solve(game, row, method="memo" if len(row) <= 20 else "auto")
        scores = None if alice is None else Scores(int(alice[k]), int(bob[k]))
        assert (int(values[k]), scores) == (expected.value, expected.scores), row


@pytest.mark.parametrize("slug", ["stone-game", "stone-game-v", "stone-game-vii"])
def test_many_rows_in_slices_gives_what_one_matrix_gives(slug, monkeypatch):
    """A matrix form is given at most MATRIX_CELLS rows × n² at once: rows of one length taken
    in slices (here of 2 rows) come back in their places."""
    rng = random.Random(slug)
    rows = [[rng.randint(1, 9) for _ in range(rng.choice([4, 6]))] for _ in range(25)]
    flat, offsets = laid_end_to_end(rows)
    many = games.BUILT_IN[slug].solver("fast").many
    whole = many.values(flat, offsets)
    monkeypatch.setattr(kernels, "MATRIX_CELLS", 2 * 36)
    sliced = many.values(flat, offsets)
    assert all(np.array_equal(a, b) for a, b in zip(whole, sliced, strict=True))
