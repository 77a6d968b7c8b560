import random
from itertools import accumulate

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stonegame import TooLarge, solve
from stonegame.core import kernels
from stonegame.core.players import Player
from stonegame.core.search import brute
from stonegame.games.stone_game_v import GAME, Split, fast, scores_view
from stonegame.games.stone_game_v import kernels as v_kernels
from stonegame.games.stone_game_v import search as pruned
from stonegame.games.stone_game_v import tables as v_table
from stonegame.games.stone_game_v.search import search
from stonegame.games.stone_game_v.tables import balance, interval_scores, interval_scores_fast

ties = st.lists(st.integers(1, 3), min_size=1, max_size=40)  # small values: many equal sums
wide = st.lists(st.integers(1, 10**6), min_size=1, max_size=40)
# Rows built against the search: a few huge stones among tiny ones make many kept parts of
# nearly equal sums whose bounds stay above the best score found.
spikes = st.lists(st.one_of(st.integers(1, 10), st.integers(1, 10), st.integers(10**5, 10**9)),
                  min_size=1, max_size=40)
geometric = st.lists(st.integers(0, 40), min_size=1, max_size=40).map(lambda powers: [2**k for k in powers])


def test_first_example_line_and_scores():
    solution = solve(GAME, [6, 2, 3, 4, 5, 5])
    assert (solution.answer, solution.value, solution.method) == (18, 18, "table")
    assert [move.name for move in solution.line] == [
        "split after #2 (11 | 14), keep left 11",  # #k: the index the stone had at the start
        "split after #0 (6 | 5), keep right 5",
        "split after #1 (2 | 3), keep left 2",
    ]
    assert {move.player for move in solution.line} == {Player.ALICE}
    assert (solution.scores.alice, solution.scores.bob) == (18, 0)


def test_one_stone_has_no_move():
    solution = solve(GAME, [4])
    assert solution.value == 0 and solution.line == []


def test_only_the_smaller_row_is_kept_unless_the_sums_tie():
    rules = Split([1, 2, 3, 4])  # splits: 1|9, 3|7, 6|4
    assert rules.moves((0, 3)) == [(0, "L"), (1, "L"), (2, "R")]
    rules = Split([2, 1, 1])  # splits: 2|2 (a tie), 3|1
    assert rules.moves((0, 2)) == [(0, "L"), (0, "R"), (1, "R")]


@given(ties)
def test_fast_fills_the_same_table_as_the_cubic_dp_with_many_ties(stones):
    assert interval_scores_fast(stones) == interval_scores(stones)


@given(wide)
def test_fast_fills_the_same_table_as_the_cubic_dp_with_large_values(stones):
    assert interval_scores_fast(stones) == interval_scores(stones)


@pytest.mark.parametrize("stones", [[1] * 40, [2**k for k in range(40)], [2**k for k in range(40, 0, -1)],
                                    [1, 2] * 20, [3, 1, 1, 1] * 10])
def test_fast_on_rows_built_to_tie_or_lean(stones):
    assert interval_scores_fast(stones) == interval_scores(stones)


def test_fast_agrees_with_the_cubic_dp_on_a_long_row():
    rng = random.Random(1563)
    stones = [rng.randint(1, 4) for _ in range(150)]
    assert fast(stones) == interval_scores(stones)[0][-1]


@given(st.lists(st.integers(1, 2), min_size=1, max_size=14))
def test_every_method_agrees_with_brute_force_when_sums_tie_often(stones):
    truth = solve(GAME, stones, method="brute").value
    for method in ("memo", "table", "fast"):
        assert solve(GAME, stones, method=method).value == truth


@given(ties)
def test_mirrored_row_keeps_its_value(stones):
    assert fast(stones[::-1]) == fast(stones)


@given(wide)
def test_each_round_scores_at_most_half_of_the_row(stones):
    # So Alice's total is below the row's total, and 0 only for a single stone.
    value = fast(stones)
    assert (value == 0) == (len(stones) == 1)
    assert 2 * value <= sum(stones) * (len(stones) - 1)


@settings(max_examples=5)
@given(st.lists(st.integers(1, 10**6), min_size=500, max_size=500))
def test_fast_handles_the_largest_instance(stones):
    value = fast(stones)
    assert 0 < value < sum(stones)


def test_brute_force_gives_up_on_a_geometric_row():
    # Each split keeps the right part, itself geometric: T(n) = 1 + T(1) + … + T(n−1) = 2^(n−1).
    stones = [2**k for k in range(12, 0, -1)]
    assert brute(Split(stones))[1] == 2**11
    with pytest.raises(TooLarge):
        brute(Split(stones), limit=2**11 - 1)


def test_table_view():
    view = scores_view([6, 2, 3, 4, 5, 5])
    assert view.rows[0][1][5] == "18" and view.rows[5][1][0] == ""
    with pytest.raises(TooLarge):
        scores_view([1] * 13)


def test_outside_the_original_constraints_is_solved_with_notes():
    solution = solve(GAME, [2 * 10**6, 1])
    assert solution.value == 1
    assert any("10^6" in note for note in solution.notes)


def test_a_numpy_row_gets_an_exact_python_int():
    np = pytest.importorskip("numpy")
    solution = solve(GAME, np.array([2**62, 2**62, 2**62, 2**62]), method="fast")
    assert solution.method == "fast"
    assert solution.value == 2**63 + 2**62 and type(solution.value) is int


@given(st.one_of(ties, spikes))
def test_the_quadratic_dp_reads_only_cells_it_has_written(stones):
    # The compiled run does not zero its work buffers: here each starts as None, which no
    # comparison or sum takes, so a read before a write would raise.
    n = len(stones)
    dp = [0] * v_table.triangle(n)
    prefix = [0, *accumulate(stones)]
    value = v_kernels.balance_point.function(stones, prefix, [None] * n, [None] * v_table.triangle(n), dp)
    assert value == interval_scores(stones)[0][-1]


def test_the_bound_holds_on_every_row():
    # dp(K) <= 2·B(K) − min(K) for every row of two stones or more (proved in search's notes)
    rng = random.Random(15630)
    for _ in range(200):
        stones = [rng.randint(1, rng.choice([3, 100, 10**6])) for _ in range(rng.randint(2, 14))]
        dp = interval_scores(stones)
        for i in range(len(stones)):
            for j in range(i + 1, len(stones)):
                rules = Split(stones)
                most = max(rules.play((i, j), move).gain for move in rules.moves((i, j)))  # B(i, j)
                assert dp[i][j] <= 2 * most - min(stones[i : j + 1])


@pytest.mark.parametrize("rows", [ties, wide, spikes, geometric], ids=["ties", "wide", "spikes", "geometric"])
@given(data=st.data())
def test_search_equals_the_cubic_dp(rows, data):
    stones = data.draw(rows)
    assert search(stones, budget=10**9).value == interval_scores(stones)[0][-1]


def memo_of_a_search(stones):
    """(i, j) -> what v_kernels.split_search's memo holds for it, after a search of the whole row."""
    n = len(stones)
    keys, values = [-1] * 4096, [0] * 4096
    frames = [[0] * (n + 1) for _ in range(6)]  # i, j, left, right, best, gain
    frames[1][0], frames[2][0], frames[4][0] = n - 1, -2, -1
    state = [1, 0, 0, 0]
    prefix = [0, *accumulate(stones)]
    status = v_kernels.split_search(prefix, min(stones), 10**9, keys, values, *frames, state)
    assert status == v_kernels.SEARCH_DONE
    return {divmod(key, n + 1): value for key, value in zip(keys, values, strict=True) if key >= 0}, state[3]


@given(spikes.filter(lambda stones: len(stones) >= 2))
def test_the_memo_holds_each_rows_dp_or_a_bound_above_it(stones):
    dp = interval_scores(stones)
    memo, value = memo_of_a_search(stones)
    assert value == dp[0][-1]
    for (i, j), known in memo.items():
        assert dp[i][j] == known if known >= 0 else dp[i][j] <= -1 - known


def test_rows_that_cannot_beat_their_floor_are_kept_as_bounds():
    stones = [1000, 2, 1, 1000, 1, 1000, 1000, 1, 1000, 3]
    memo, _ = memo_of_a_search(stones)
    assert memo == {(0, 9): 3008, (0, 4): 1004, (0, 3): -1 - 1005, (6, 9): -1 - 1004}
    dp = interval_scores(stones)
    assert (dp[0][3], dp[6][9]) == (1002, 1002)  # searched only to learn they cannot beat their floors


@given(st.lists(st.integers(1, 3) | st.integers(2**70, 2**80), min_size=1, max_size=12))
def test_search_is_exact_past_int64(stones):
    assert search(stones, budget=10**9).value == interval_scores(stones)[0][-1]


def families(n, rng):
    """Rows of n stones of the kinds the benchmark times, typical and built against the search."""
    np = pytest.importorskip("numpy")
    sparse = rng.integers(1, 11, n)
    few = rng.random(n) < 0.01
    sparse[few] = rng.integers(10**8, 10**9, few.sum())
    spiked = rng.integers(1, 11, n)
    some = rng.random(n) < 0.05
    spiked[some] = rng.integers(10**5, 10**6, some.sum())
    return {
        "uniform": rng.integers(1, 10**6 + 1, n),
        "equal": np.full(n, 7),
        "log-uniform": np.maximum(1, 10 ** rng.uniform(0, 6, n)).astype(np.int64),
        "spikes": spiked,
        "sparse spikes": sparse,
        "increasing": np.arange(1, n + 1),
        "small": rng.integers(1, 4, n),
        "alternating": np.where(np.arange(n) % 2 == 0, 1, 10**6),
    }


def test_search_equals_the_quadratic_dp_on_mid_size_rows():
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(1563)
    checked = 0
    with kernels.always_compile():  # the compiled search, from its first step
        for _ in range(40):
            for name, row in families(int(rng.integers(50, 400)), rng).items():
                assert search(row, budget=10**9).value == balance(row, keep_dp=False)[0], name
                checked += 1
    assert checked == 320
    row = families(2_000, rng)["uniform"]
    assert search(row).value == fast(row) == balance(row, keep_dp=False)[0]  # fast's own budget settles it


def test_a_long_search_moves_from_python_to_compiled_and_grows_its_memo(monkeypatch):
    np = pytest.importorskip("numpy")
    row = families(3_000, np.random.default_rng(5))["alternating"]
    k = v_kernels.split_search
    ran = []
    compiled, plain = k.compiled, k.function
    monkeypatch.setattr(k, "_compiled", lambda *args: ran.append("compiled") or compiled(*args))
    monkeypatch.setattr(k, "function", lambda *args: ran.append("plain") or plain(*args))
    monkeypatch.setattr(type(k), "loaded", property(lambda kernel: False))  # as in a fresh process
    monkeypatch.setattr(pruned, "PLAIN_WORK", 500)
    done = search(row)
    assert ran[0] == "plain" and "compiled" in ran and done.work > 500
    assert done.rows > 64  # the memo outgrew its first table (64 slots)
    assert done.value == balance(row, keep_dp=False)[0]
    assert search(row.tolist(), compiled=False) == done  # the same steps, all in Python


def test_fast_falls_back_to_the_quadratic_dp_when_the_budget_runs_out(monkeypatch):
    stones = random.Random(8).choices([1, 2, 3, 10**9], k=100)
    assert search(stones, budget=5).value is None
    monkeypatch.setattr(pruned, "WORK_PER_STONE", 0)
    fell_back = []

    def quadratic(*args, **kwargs):
        fell_back.append(args)
        return balance(*args, **kwargs)

    monkeypatch.setattr(v_table, "balance", quadratic)
    assert fast(stones) == interval_scores(stones)[0][-1] and fell_back


def test_a_row_neither_the_search_nor_the_table_can_take_is_refused(monkeypatch):
    monkeypatch.setattr(kernels, "TABLE_BYTES", 8 * 1000)  # tables of n(n + 1)/2 values: n <= 44
    row = [5, 3, 1, 4] * 15
    assert fast(row) == interval_scores(row)[0][-1]  # the search needs no table
    monkeypatch.setattr(pruned, "SEARCH_WORK", 3)
    with pytest.raises(TooLarge, match=r"did not settle this row in 3 steps, and the O\(n²\) DP needs"):
        fast(row)
