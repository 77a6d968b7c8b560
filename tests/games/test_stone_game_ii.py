import random
from itertools import accumulate

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import solve
from stonegame.core import kernels
from stonegame.core.line import replay
from stonegame.games.stone_game_ii import (
    GAME,
    LiveTable,
    TakePrefix,
    best_table,
    fast,
    position_values,
    table,
)
from stonegame.games.stone_game_ii import kernels as ii_kernels

piles = st.lists(st.integers(1, 10**4), min_size=1, max_size=40)
ties = st.lists(st.integers(1, 3), min_size=1, max_size=40)  # small values: many equal options


def test_statement_examples_and_scores():
    solution = solve(GAME, [2, 7, 9, 4, 4])
    assert (solution.answer, solution.value, solution.scores.alice, solution.scores.bob) == (10, -6, 10, 16)
    assert solve(GAME, [1, 2, 3, 4, 5, 100], method="fast").answer == 104




@given(st.one_of(piles, ties))
def test_fast_agrees_with_the_cubic_table(stones):
    assert fast(stones) == table(stones)


def kernel_layout(stones):
    """take_prefix's index rows for ``stones``, as LiveTable's plain path makes them."""
    n = len(stones)
    suffix = [*accumulate(reversed(stones), initial=0)][::-1]
    lim = [max((n - j - 1) // 2, 0) for j in range(n + 1)]
    live = [min(lim[j], j // 2 + 1) for j in range(n + 1)]
    row_end = [*accumulate(reversed(live), initial=0)][::-1]
    queue_base = [m * (m - 1) // 2 for m in range(max(live) + 2)]
    pooled = queue_base[-1] + 1
    sizes = (row_end[0], pooled, pooled, max(live) + 1, max(live) + 1, n + 2, n + 2)
    return suffix, lim, live, row_end, queue_base, sizes


@given(st.one_of(piles, ties))
def test_the_kernel_reads_only_cells_it_has_written(stones):
    # The compiled run does not zero its buffers: here each starts as None, which no
    # comparison or sum takes, so a read before a write would raise.
    suffix, lim, live, row_end, queue_base, sizes = kernel_layout(stones)
    buffers = [[None] * size for size in sizes]
    most = ii_kernels.take_prefix.function(suffix, lim, live, row_end, buffers[0], queue_base, *buffers[1:])
    assert 2 * most - sum(stones) == table(stones)
    assert None not in buffers[0]  # every reachable state is stored


@given(st.one_of(piles, ties))
def test_the_live_table_holds_every_reachable_state(stones):
    n = len(stones)
    best = best_table(stones)
    live = LiveTable(stones)
    for i in range(n):
        for m in range(1, i // 2 + 2):  # M <= i/2 + 1: every (i, M) play can reach
            assert live.most(i, m) == best[i][m]


def test_unreachable_states_are_refused():
    live = LiveTable(list(range(1, 41)))
    assert live.most(4, 3) == best_table(list(range(1, 41)))[4][3]
    with pytest.raises(ValueError, match=r"\(4, 4\) cannot be reached"):
        live.most(4, 4)  # M grows to X only after X piles are taken, and 2X − 2 piles precede them


@pytest.mark.parametrize("n", [60, 61, 100, 333, 1000])
def test_compiled_and_plain_runs_agree(n):
    np = pytest.importorskip("numpy")
    rng = np.random.default_rng(n)
    for high in (2, 10**4, 10**12):
        row = rng.integers(1, high + 1, n)
        with kernels.always_compile():
            compiled = fast(row)  # numpy's index rows, unzeroed buffers, unsigned subscripts
        suffix, lim, live, row_end, queue_base, sizes = kernel_layout(row.tolist())
        buffers = [[0] * size for size in sizes]
        plain = ii_kernels.take_prefix.function(suffix, lim, live, row_end, buffers[0], queue_base, *buffers[1:])
        assert compiled == 2 * plain - int(row.sum())
        if n <= 100:  # the cubic table takes seconds beyond
            assert compiled == table(row.tolist())


def test_past_int64_the_exact_path_runs():
    big = [2**70 + k for k in range(80)]  # n >= compile_from, but sums beyond int64
    assert fast(big) == table(big)


def test_a_long_line_replays_to_its_value():
    rng = random.Random(1140)
    stones = [rng.randint(1, 10**4) for _ in range(300)]
    solution = solve(GAME, stones, method="fast")
    moves = [move.move for move in solution.line]
    assert replay(TakePrefix(stones), moves)[0] == solution.value
    values = position_values(stones)
    assert values((0, 1)) == solution.value


@pytest.mark.parametrize("n", [1, 2, 5, 9, 30])
def test_the_lines_the_lesson_says_table_runs_are_what_its_listing_runs(n):
    from pathlib import Path

    import stonegame
    from stonegame import get_game
    from stonegame.catalogs import translate
    from stonegame.games.stone_game_ii.teaching import table_lines
    from stonegame.teach import listings

    game = get_game("stone-game-ii")
    listing = Path(stonegame.__file__).parent / "games" / "stone_game_ii" / "solutions" / "table.py"
    rng = random.Random(n)
    counted = listings.counted(game, listing, game.instance.parse([rng.randint(1, 50) for _ in range(n)], game.slug))
    assert sum(table_lines(n)) == counted.lines
    said = [translate(line, "en") for line in next(
        form for form in game.parts.teaching.forms if form.example is not None and form.formulas
        and "table.py runs" in translate(form.formulas[0].said, "en")).example([1] * n)]
    assert f"= {counted.lines}, the lines table.py runs on it." in said[0]
