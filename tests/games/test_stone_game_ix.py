import itertools
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import stonegame
from stonegame import InvalidInstance, TooLarge, solve
from stonegame.core.line import replay
from stonegame.core.players import Player
from stonegame.core.search import Memo, brute, remoteness
from stonegame.games.stone_game_ix import (
    GAME,
    RemoveResidue,
    RemoveStone,
    alice_wins,
    mover_wins,
    outcome,
    outcomes_view,
    residue_counts,
)
from stonegame.games.stone_game_ix.tables import outcome_table


def row_of(c0, c1, c2):
    return [3] * c0 + [1] * c1 + [2] * c2


@settings(max_examples=200)
@given(st.lists(st.integers(1, 10**4), min_size=1, max_size=60))
def test_formula_agrees_with_memo_on_larger_rows(stones):
    assert solve(GAME, stones, method="formula").value == solve(GAME, stones, method="memo").value


def test_formula_agrees_with_brute_force_on_every_small_residue_pattern():
    for c0, c1, c2 in itertools.product(range(8), repeat=3):
        if 1 <= c0 + c1 + c2 <= 7:
            stones = row_of(c0, c1, c2)
            assert solve(GAME, stones, method="brute").value == (1 if alice_wins(c0, c1, c2) else -1), stones


def test_formula_agrees_with_the_table_on_every_count_up_to_14():
    outcomes = outcome_table((14, 14, 14))
    for counts in itertools.product(range(15), repeat=3):
        if sum(counts):
            assert outcomes.wins(counts, 0, Player.ALICE) == alice_wins(*counts), counts


def test_only_the_parity_of_the_zeros_matters():
    outcomes = outcome_table((9, 9, 9))
    for c0, c1, c2 in itertools.product(range(2, 10), range(10), range(10)):
        for s, turn in itertools.product(range(3), Player):
            if s == 0 and c0 + c1 + c2 == 2:  # s = 0 means nothing removed yet: not with no stone
                continue
            assert outcomes.wins((c0, c1, c2), s, turn) == outcomes.wins((c0 - 2, c1, c2), s, turn)


def test_a_last_removal_that_makes_a_multiple_of_3_still_loses():
    # [1, 2]: Alice takes 1, Bob must take 2 and make 3 with no stone left: Alice wins.
    line = solve(GAME, [1, 2], method="memo").line
    assert [move.move for move in line] == [1, 2]
    assert "divisible by 3, the mover loses" in line[-1].name
    assert solve(GAME, [1, 2], method="brute").answer is True


def test_bob_wins_when_the_stones_run_out_even_on_alices_turn():
    assert brute(RemoveStone([1, 1]))[0] == -1
    solution = solve(GAME, [1, 1], method="memo")
    assert solution.answer is False
    assert solution.line[-1].player is Player.BOB
    assert solution.line[-1].position["to_move"] == "Alice"
    assert (solution.line[-1].position["c1"], solution.line[-1].position["removed_mod_3"]) == (0, 2)


@given(st.lists(st.integers(1, 30), min_size=1, max_size=8))
def test_the_removed_sum_grows_by_a_stone_of_the_residue_each_move_removes(stones):
    """The board's removed sum is a sum of stones of the row: each move adds one still left, of
    the residue it names, and the sum keeps the residue the rules count (s)."""
    left = list(stones)
    before = 0
    for move in solve(GAME, stones, method="memo").line:
        added = move.position["removed_sum"] - before
        assert added in left and added % 3 == move.move
        left.remove(added)
        assert move.position["removed_sum"] % 3 == move.position["removed_mod_3"]
        assert f"removed sum {move.position['removed_sum']} ≡ {move.position['removed_mod_3']}" in move.name
        before = move.position["removed_sum"]


def test_alice_never_opens_with_a_multiple_of_3():
    assert solve(GAME, [3], method="brute").answer is False
    assert solve(GAME, [3, 6, 9], method="memo").answer is False


def test_the_largest_instance_is_counted_not_tabled():
    stones = [1 + i % 10**4 for i in range(10**5)]
    assert solve(GAME, stones).method == "fast"  # the same counting, numpy-ready
    assert solve(GAME, stones[:9]).method == "formula"
    with pytest.raises(TooLarge, match="use method 'formula'"):
        solve(GAME, stones, method="table")
    assert solve(GAME, [*stones, 5]).notes


def test_residues_not_values_decide():
    assert residue_counts([3, 4, 5, 10**4]) == (1, 2, 1)
    assert solve(GAME, [3, 4, 5], method="brute").value == solve(GAME, [6, 1, 2], method="brute").value


@pytest.mark.parametrize("raw", [[0], [1, 0], [-2], [], [1.5], ["1"], 5])
def test_bad_input_is_refused(raw):
    with pytest.raises(InvalidInstance):
        solve(GAME, raw)


def test_table_view_marks_the_start():
    view = outcomes_view([5, 1, 2, 4, 3])  # c0, c1, c2 = 1, 2, 2
    assert [label for label, _ in view.rows] == ["0", "1", "2"]
    assert view.rows[2][1][2].startswith("L")  # s ≡ 0, Alice to move: she loses
    assert "is L: Bob wins" in str(view.caption)
    with pytest.raises(TooLarge):
        outcomes_view([1] * 12)


def test_mover_wins_agrees_with_the_memo_everywhere_after_the_first_stone():
    checked = 0
    for counts in itertools.product(range(5), repeat=3):
        memo = Memo(RemoveResidue(row_of(*counts)))
        for left in itertools.product(*(range(k + 1) for k in counts)):
            for s, turn in itertools.product((1, 2), Player):
                position = (*left, s, turn)
                assert mover_wins(position) == (memo.value(position) > 0), position
                checked += 1
    assert checked > 10_000


def test_a_long_line_needs_no_memo():
    solution = solve("stone-game-ix", [1, 2, 4, 5, 3, 7] * 300, method="formula")  # 1,800 stones
    moves = [move.move for move in solution.line]
    assert replay(solution.rules, moves)[0] == solution.value


def test_value_and_remoteness_in_closed_form_agree_with_the_memo_everywhere():
    """Every position of every residue pattern with up to 5 stones of each: the start, every
    position after it (s ≡ 1, 2) and the ends by a multiple of 3 (s ≡ 0 after a removal)."""
    checked = 0
    for counts in itertools.product(range(6), repeat=3):
        if not sum(counts):
            continue
        rules = RemoveResidue(row_of(*counts))
        memo = Memo(rules)
        far = remoteness(rules, memo.value)
        start = rules.start()
        assert outcome(rules, start) == (memo.value(start), far(start)), counts
        for left in itertools.product(*(range(k + 1) for k in counts)):
            for s, turn in itertools.product(range(3), Player):
                position = (*left, s, turn)
                if position == start or (s == 0 and left == counts):
                    continue  # s ≡ 0 with nothing removed is only the start
                assert outcome(rules, position) == (memo.value(position), far(position)), position
                checked += 1
    assert checked > 50_000


def test_the_issues_line_holds_out_five_moves_in_every_view(capsys, monkeypatch):
    from stonegame.cli import main

    monkeypatch.setenv("COLUMNS", "250")  # one table row a line
    solution = solve(GAME, [5, 1, 2, 4, 3])
    assert [move.move for move in solution.line] == [1, 0, 1, 2, 2]  # not the 0 that loses at once
    assert [move.remoteness for move in solution.line] == [4, 3, 2, 1, 0]
    for method in ("brute", "memo", "table", "formula"):
        assert [move.move for move in solve(GAME, [5, 1, 2, 4, 3], method=method).line] == [1, 0, 1, 2, 2]
    with pytest.raises(SystemExit) as exit_info:
        main(["solve", "IX", "5", "1", "2", "4", "3", "--line"])
    rows = [row for row in capsys.readouterr().out.splitlines() if re.match(r"\d+  ", row)]  # piped: plain columns
    assert exit_info.value.code == 0 and len(rows) == 5
    cells = re.split(r"  +", rows[0])
    assert cells == ["1", "Alice", "remove a stone ≡ 1 (sum 1 ≡ 1)", "4",
                     "1 stone ≡ 0, 1 ≡ 1 and 2 ≡ 2 (mod 3)"]
    assert not any("{" in row for row in rows)  # the counts in words, not JSON


def test_counts_are_told_in_words_with_the_right_number():
    scene = GAME.parts.scene(GAME.rules([1, 2, 2]))
    assert str(scene.words({"c0": 1, "c1": 0, "c2": 2, "removed_mod_3": 1, "to_move": "Bob"})) == \
        "1 stone ≡ 0, 0 ≡ 1 and 2 ≡ 2 (mod 3)"
    assert "Counting residues mod 3: 1 stone ≡ 0, 2 ≡ 1, 2 ≡ 2." in stonegame.explain(solve(GAME, [5, 1, 2, 4, 3]))
    assert "Counting residues mod 3: 2 stones ≡ 0" in stonegame.explain(solve(GAME, [3, 6, 1]))


def test_a_long_row_explains_without_the_memo():
    stones = [1 + (7 * i) % 10**4 for i in range(2000)]
    solution = solve(GAME, stones)
    story = stonegame.explain(solution)
    assert f"the game lasts {len(solution.line)} moves" in story
    assert solution.line[-1].remoteness == 0
