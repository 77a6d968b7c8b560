"""``--trace``: the order states are computed, top-down (the memo) and bottom-up (stage by stage)."""

from itertools import accumulate

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stonegame import GAMES, StoneGameError, TooLarge, get_game
from stonegame.core.search import Memo
from stonegame.core.strategies import instances
from stonegame.games import stone_game, stone_game_ii, stone_game_iii, stone_game_viii
from stonegame.teach.trace import MAX_STATES, bottom_up, reachable, render, top_down

ALL = list(GAMES.values())


def ids(value):
    return getattr(value, "slug", None)


def small(game):
    """Instances small enough to trace: at most 8 values (every game stays under MAX_STATES)."""
    return instances(game, max_size=min(game.small, 6))


def test_interval_game_fills_diagonals_shortest_first():
    stones = [5, 3, 4, 5, 1, 9]
    n = len(stones)
    stages = bottom_up(stone_game.Interval(stones))
    cells = [visit.key for stage in stages for visit in stage if visit.key[0] <= visit.key[1]]
    # pair_table's loops: the diagonal, then length 2, 3, ..., each from the left.
    assert cells == [(i, i + length - 1) for length in range(1, n + 1) for i in range(n - length + 1)]
    for h, stage in enumerate(stages):
        assert {j - i + 1 for i, j in (visit.key for visit in stage)} == {h}


def test_trace_values_are_the_pair_table():
    stones = [3, 9, 1, 2, 7]
    pairs = stone_game.pair_table(stones)
    for stage in bottom_up(stone_game.Interval(stones)):
        for visit in stage:
            i, j = visit.key
            expected = pairs[i][j][0] - pairs[i][j][1] if i <= j else 0
            assert visit.value == expected


def test_suffix_games_fill_from_the_end_with_the_tables_values():
    stones = [1, 2, 3, -9, 4, 7]
    d = stone_game_iii.differences(stones)
    stages = bottom_up(stone_game_iii.TakeUpTo(stones))
    assert [[(v.key, v.value) for v in stage] for stage in stages] == [[(i, d[i])] for i in range(len(stones), -1, -1)]
    f = stone_game_viii.best_from([-1, 2, -3, 4, -5])
    stages = bottom_up(stone_game_viii.MergePrefix([-1, 2, -3, 4, -5]))
    assert [[(v.key, v.value) for v in stage] for stage in stages] == [[(i, f[i])] for i in range(4, -1, -1)]


def test_stone_game_ii_trace_is_the_best_table():
    stones = [2, 7, 9, 4, 4, 1, 8]
    best = stone_game_ii.best_table(stones)
    suffix = [0, *accumulate(reversed(stones))][::-1]
    stages = bottom_up(stone_game_ii.TakePrefix(stones))
    order = [visit.key for stage in stages for visit in stage]
    assert [i for i, _ in order] == sorted((i for i, _ in order), reverse=True)  # from the end, as the table
    for stage in stages:
        for visit in stage:
            i, m = visit.key
            if i < len(stones):  # the mover's stones minus the other's, from the mover's most stones
                assert visit.value == 2 * best[i][m] - suffix[i]


def test_top_down_is_the_memo_order_with_hits():
    rules = stone_game.Interval([5, 3, 4, 5])
    visits = top_down(rules)
    memo = Memo(rules)
    memo.value(rules.start())
    assert [v.key for v in visits if not v.cached] == list(memo.cache)  # dicts keep insertion order
    assert [v.key for v in visits if v.cached] == [(2, 2), (1, 2), (1, 1)]
    assert visits[-1] == type(visits[-1])((0, 3), 1, False)


@pytest.mark.parametrize("game", ALL, ids=ids)
@settings(max_examples=25)
@given(data=st.data())
def test_both_orders_cover_every_reachable_state_once(game, data):
    rules = game.rules(game.validate(data.draw(small(game))))
    positions, children = reachable(rules)
    memo = Memo(rules)
    stages = bottom_up(rules)
    seen = {}
    for h, stage in enumerate(stages):
        for visit in stage:
            assert visit.key not in seen
            seen[visit.key] = h
            assert visit.value == memo.value(positions[visit.key])
    assert set(seen) == set(positions)
    for key, h in seen.items():  # a stage needs only earlier stages
        assert all(seen[child] < h for child in children[key])
    visits = top_down(rules)
    computed = [v.key for v in visits if not v.cached]
    assert len(computed) == len(set(computed)) and set(computed) == set(positions)
    done = set()
    for visit in visits:  # a hit is a state already computed, with the same value
        assert (visit.key in done) == visit.cached
        assert visit.value == memo.value(positions[visit.key])
        done.add(visit.key)


def test_memo_without_a_recorder_is_unchanged():
    rules = stone_game.Interval([5, 3, 4, 5])
    assert Memo(rules).value(rules.start()) == 1


def test_large_instances_get_one_line():
    with pytest.raises(TooLarge, match=f"more than {MAX_STATES} states"):
        top_down(stone_game.Interval([1] * 13))
    assert len(bottom_up(stone_game.Interval([1] * 12))) == 13


def test_unknown_order_is_refused():
    with pytest.raises(StoneGameError, match="no trace 'sideways'"):
        render(stone_game.Interval([1, 2]), "sideways")


def test_command_bottom_up(cli):
    code, out, _ = cli("solve", "stone-game", "5", "3", "4", "5", "--trace", "bottom-up")
    assert code == 0
    assert "stage 1: (0,0)=5  (1,1)=3  (2,2)=4  (3,3)=5" in out
    assert "stage 4: (0,3)=1" in out
    # a sentence is never broken across lines: the heading breaks between its two sentences only
    assert "stage h holds the states with at most h moves left and needs only earlier stages.\nEach entry" in out


def test_command_top_down_in_chinese(cli):
    code, out, _ = cli("solve", "iii", "1", "2", "3", "7", "--trace", "top-down", "--lang", "zh")
    assert code == 0
    assert "自顶向下" in out and "1.(4)=0" in out and "↺(4)=0" in out and "5.(0)=-1" in out


def test_command_refuses_large_and_unknown(cli):
    code, out, _ = cli("solve", "stone-game", *["1"] * 30, "--trace", "top-down")
    assert code == 0 and "trace not shown" in out and out.count("\n") < 10
    code, _, err = cli("solve", "stone-game", "1", "2", "--trace", "sideways")
    assert code == 2 and "no trace 'sideways'" in err


def test_every_registered_game_traces_its_example(capsys):
    for game in ALL:
        instance = game.example
        rules = game.rules(game.validate(instance))
        try:
            lines = render(rules, "bottom-up") + render(rules, "top-down", "zh")
        except TooLarge:
            continue
        assert lines and get_game(game.slug) is game
