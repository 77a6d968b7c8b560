import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stonegame
from stonegame import InvalidInstance, TooLarge, solve
from stonegame.catalogs import translate
from stonegame.core.line import replay
from stonegame.core.players import Player
from stonegame.core.search import Memo
from stonegame.games.stone_game_vi import (
    GAME,
    GreedyValues,
    TakeAny,
    formula,
    greedy_view,
    points,
    table,
)


def pairs(max_size, bound=100, min_size=1):
    return st.integers(min_size, max_size).flatmap(
        lambda n: st.tuples(*[st.tuples(*[st.integers(1, bound)] * n)] * 2)
    )


def memo_value(pair):
    memo = Memo(TakeAny(pair))
    return memo.value(memo.rules.start())


def test_first_example_line_and_scores():
    solution = solve(GAME, ([1, 3], [2, 1]))
    assert (solution.answer, solution.value, solution.method) == (1, 1, "formula")
    assert [move.name for move in solution.line] == [
        "take stone #1 (Alice 3 / Bob 1)",
        "take stone #0 (Alice 1 / Bob 2)",
    ]
    assert (solution.scores.alice, solution.scores.bob) == (3, 2)


@pytest.mark.parametrize("raw, value", [(([1, 2], [3, 1]), 0), (([2, 4, 3], [1, 6, 7]), -1)])
def test_published_examples_by_value(raw, value):
    assert solve(GAME, raw).value == value


def test_both_dict_spellings_are_accepted():
    expected = ((2, 4, 3), (1, 6, 7))
    assert GAME.validate({"alice": [2, 4, 3], "bob": [1, 6, 7]}) == expected
    assert GAME.validate({"aliceValues": [2, 4, 3], "bobValues": [1, 6, 7]}) == expected
    assert GAME.validate([[2, 4, 3], (1, 6, 7)]) == expected


@pytest.mark.parametrize("raw, message", [
    (([1, 2, 3], [1, 2]), "alice has 3 values and bob has 2; they must have the same length"),
    (([], []), "alice has no values"),
    (([1], []), "bob has no values"),
    (([1, "x"], [1, 2]), "alice value 2 is 'x'"),
    (([1, 2], [1, 2.5]), "bob value 2 is 2.5"),
    (([1, 2], [0, 2]), "bob value 1 is 0; every value must be >= 1"),
    (([1, 2], [1, 2], [3, 4]), "pair of lists"),
    ([1, 2], "alice's values must be a list"),
    ("12", "pair of lists"),
    ({"alice": [1], "carol": [1]}, "keys 'alice' and 'bob'"),
])
def test_bad_input_is_refused(raw, message):
    with pytest.raises(InvalidInstance, match=message.replace("(", r"\(").replace(".", r"\.")):
        solve(GAME, raw)


@settings(max_examples=40)
@given(pairs(14, min_size=8))
def test_greedy_agrees_with_memo_up_to_14_stones(pair):
    assert formula(pair) == memo_value(pair)


@settings(max_examples=40)
@given(pairs(14, bound=3, min_size=8))
def test_greedy_agrees_with_memo_when_a_plus_b_ties_often(pair):
    assert formula(pair) == memo_value(pair)


@given(pairs(10, bound=4))
def test_greedy_and_mask_table_agree_with_memo(pair):
    assert formula(pair) == table(pair) == memo_value(pair)


def test_greedy_agrees_with_brute_force_on_seven_stones():
    rng = random.Random(1686)
    for _ in range(5):
        pair = tuple(tuple(rng.randint(1, 5) for _ in range(7)) for _ in range(2))
        assert formula(pair) == solve(GAME, pair, method="brute").value


@given(pairs(12, bound=5), st.randoms())
def test_value_does_not_depend_on_the_order_of_the_stones(pair, rng):
    order = list(range(len(pair[0])))
    rng.shuffle(order)
    shuffled = tuple(tuple(side[i] for i in order) for side in pair)
    assert formula(shuffled) == formula(pair)


@pytest.mark.parametrize("method", ["brute", "memo", "table"])
def test_searches_refuse_more_than_20_stones(method):
    with pytest.raises(TooLarge, match="n = 21 is more than 20; use method 'formula'"):
        solve(GAME, ([1] * 21, [1] * 21), method=method)


@settings(max_examples=100)
@given(pairs(8, bound=6))
def test_greedy_values_agree_with_the_memo_on_every_position(pair):
    rules = TakeAny(pair)
    memo, values = Memo(rules), GreedyValues(pair)
    n = len(pair[0])
    for mask in range(1 << n):
        position = (mask, (n - mask.bit_count()) % 2)
        assert values(position) == memo.value(position)
        moves = rules.moves(position)
        assert values.children(position, moves) == [memo.value(rules.play(position, i).position) for i in moves]


@given(pairs(12, bound=6))
def test_scores_from_the_greedy_are_the_lines(pair):
    solution = solve(GAME, pair)
    alice = sum(move.gain for move in solution.line if move.player is Player.ALICE)
    bob = sum(move.gain for move in solution.line if move.player is Player.BOB)
    assert points(pair) == (alice, bob) == (solution.scores.alice, solution.scores.bob)
    assert alice - bob == solution.value


def test_25_stones_have_their_line_scores_and_story(capsys):
    from stonegame.cli import main

    pair = (list(range(1, 26)), list(range(25, 0, -1)))
    solution = solve(GAME, pair)
    assert (solution.method, solution.value) == ("formula", 13)
    assert (solution.scores.alice, solution.scores.bob) == (169, 156)
    value, alice, _ = replay(solution.rules, [move.move for move in solution.line])
    assert (value, alice) == (13, 169)
    assert "Result: Alice 169, Bob 156: Alice wins by 13." in stonegame.explain(solution)
    assert solution.to_json()["scores"] == {"alice": 169, "bob": 156}
    words = ["--alice", *map(str, pair[0]), "--bob", *map(str, pair[1])]
    with pytest.raises(SystemExit) as exit_info:
        main(["solve", "VI", *words, "--line"])
    captured = capsys.readouterr()
    assert exit_info.value.code == 0 and captured.err == ""
    assert "Alice 169, Bob 156: Alice wins by 13" in captured.out and "optimal line" in captured.out


def test_a_long_line_weighs_each_position_once():
    rng = random.Random(1686)
    n = 300
    pair = ([rng.randint(1, 100) for _ in range(n)], [rng.randint(1, 100) for _ in range(n)])
    solution = solve(GAME, pair)
    assert len(solution.line) == n and sum(len(move.alternatives) for move in solution.line) == n * (n + 1) // 2
    assert (solution.scores.alice - solution.scores.bob) == solution.value
    assert [move.move for move in solution.line] == GreedyValues(pair).order  # the greedy's order


def test_auto_picks_the_greedy_and_handles_the_largest_instance():
    rng = random.Random(6)
    pair = ([rng.randint(1, 100) for _ in range(10**5)], [rng.randint(1, 100) for _ in range(10**5)])
    solution = solve(GAME, pair)
    assert solution.method == "fast" and solution.answer in (-1, 0, 1)  # the greedy, vectorized
    assert solution.value == solve(GAME, pair, method="formula").value
    assert solution.notes == []
    assert solve(GAME, ([1, 3], [2, 1])).method == "formula"  # small: the greedy as the proof has it


def test_greedy_view_lists_stones_by_a_plus_b():
    view = greedy_view(((2, 4, 3), (1, 6, 7)))
    assert view.columns == ["#1", "#2", "#0"]
    assert view.rows[3][1] == ["Alice", "Bob", "Alice"]
    with pytest.raises(TooLarge):
        greedy_view(((1,) * 13, (1,) * 13))


@given(st.integers(1, 2**8 - 1))
def test_the_worked_cell_names_the_stones_left_from_0_as_the_board_does(mask):
    """The lesson's dp[S] lists the stones by the indices the board shows (#0, #1, …), as every game counts."""
    pair = ((1, 2, 3, 4, 5, 6, 7, 8), (8, 7, 6, 5, 4, 3, 2, 1))
    position = (mask, 0)
    board = GAME.parts.scene(GAME.rules(pair)).numbers(position)
    assert GAME.parts.teaching.cell(position) == r"\mathrm{dp}[\{" + ", ".join(board) + r"\}]"


def test_the_lesson_counts_stones_and_ranks_from_0():
    said = " ".join(translate(meaning, lang) for lang in ("en", "zh") for _, meaning in GAME.parts.teaching.terms)
    said += " ".join(translate(GAME.parts.teaching.fast, lang) for lang in ("en", "zh"))
    assert "k−1" not in said and "aliceValues[k]" in said
    assert "c₍₂ₜ₎" in said and "c₂ₜ₋₁" not in said


@pytest.mark.parametrize("n", [1, 2, 7, 40])
def test_the_lines_the_lesson_says_the_sort_runs_are_what_its_listing_runs(n):
    from pathlib import Path

    from stonegame.teach import listings

    listing = Path(stonegame.__file__).parent / "games" / "stone_game_vi" / "solutions" / "formula.py"
    rng = random.Random(n)
    pair = ([rng.randint(1, 100) for _ in range(n)], [rng.randint(1, 100) for _ in range(n)])
    counted = listings.counted(GAME, listing, GAME.instance.parse(pair, GAME.slug))
    assert counted.lines == 2 * n + 6
    form = next(each for each in GAME.parts.teaching.forms if "n log n" in translate(each.title, "en"))
    assert "2n + 6 lines" in translate(form.said, "en") and [f.latex for f in form.formulas] == [r"W(n) = 2n + 6"]
