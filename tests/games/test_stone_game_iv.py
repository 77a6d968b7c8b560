import random
from functools import cache

import pytest

from stonegame import InvalidInstance, TooLarge, solve
from stonegame.core import kernels, search
from stonegame.core.search import Memo, brute
from stonegame.games.stone_game_iv import (
    GAME,
    RemoveSquare,
    fast,
    outcomes,
    outcomes_view,
    remoteness,
    remoteness_sieve,
    table,
    winning_move,
)

# The positions lost for the player to move (OEIS A030193: 0, 2, 5, …, 44 as published; the rest
# derived by a plain recursion written apart from stonegame, like lost_by_hand below).
LOST = [0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95, 109, 119,
        124, 127, 130, 132, 137, 142, 147, 150, 170, 177, 180, 182, 187, 192, 197, 204, 210, 215,
        238, 243, 249, 255, 257, 260, 262, 267, 272, 275]


@cache
def lost_by_hand(k):
    """No move (or every move) leaves the opponent lost: the rules, read literally."""
    return all(not lost_by_hand(k - s * s) for s in range(1, k + 1) if s * s <= k)


def test_lost_positions_are_the_published_ones():
    win = outcomes(LOST[-1])
    assert [k for k, won in enumerate(win) if not won] == LOST
    assert [k for k in range(LOST[-1] + 1) if lost_by_hand(k)] == LOST


def test_brute_force_finds_the_first_lost_positions():
    assert [k for k in range(1, 23) if brute(RemoveSquare(k))[0] < 0] == LOST[1:10]


def test_table_agrees_with_memo_up_to_2000():
    n = 2000
    memo = Memo(RemoveSquare(n))
    win = outcomes(n)
    assert [memo.value(k) for k in range(n + 1)] == [1 if won else -1 for won in win]
    for k in random.Random(1510).sample(range(1, n + 1), 20):
        assert solve(GAME, k, method="table").value == memo.value(k)


def test_winning_moves_leave_a_lost_position_and_lost_ones_have_none():
    win = outcomes(500)
    for k in range(1, 501):
        move = winning_move(win, k)
        if win[k]:
            assert move is not None and not win[k - move]
        else:
            assert move is None
            assert all(win[k - s * s] for s in range(1, k + 1) if s * s <= k)


def test_the_line_ends_with_bob_unable_to_move():
    solution = solve(GAME, 8, method="memo")
    assert solution.answer is True
    assert solution.line[-1].player.value == "Alice" and solution.line[-1].position == 0
    assert solution.line[0].name == "remove 1 (1²)"  # 8 − 1 = 7 is lost; 8 − 4 = 4 is not


def test_the_largest_instance_is_fast_and_noted_beyond_the_constraints():
    assert solve(GAME, 10**5).method == "fast"
    beyond = solve(GAME, 10**5 + 1)
    assert beyond.notes and "10^5" in beyond.notes[0]


@pytest.mark.parametrize("raw", [0, -3, True, False, 2.0, "7", None, [], [1, 2], [0], [True]])
def test_bad_input_is_refused(raw):
    with pytest.raises(InvalidInstance, match="stone-game-iv takes one integer n >= 1"):
        solve(GAME, raw)


def test_a_one_element_list_is_a_count():
    assert solve(GAME, [17]).answer is False
    assert solve(GAME, (4,)).answer is True


def test_table_view_shows_ten_positions_a_row():
    view = outcomes_view(22)
    assert [label for label, _ in view.rows] == ["0", "10", "20"]
    assert view.rows[0][1][:3] == ["L", "W −1", "L"]
    assert view.rows[2][1][2:4] == ["L", ""]
    assert "k = 22 is L" in str(view.caption)
    with pytest.raises(TooLarge, match="up to n = 119"):
        outcomes_view(120)


# Remoteness: the moves left when the winner hurries and the loser holds out.

def test_the_remoteness_sieve_agrees_with_the_engines_walk_up_to_2000():
    rules = RemoveSquare(2000)
    walked = search.remoteness(rules, Memo(rules).value)
    assert list(remoteness(2000)) == [walked(k) for k in range(2001)]


def test_the_compiled_sieve_agrees_with_the_python_one():
    n = 30_000
    with kernels.always_compile():  # numpy bytes, compiled, below compile_from too
        compiled = remoteness(n)
    assert hasattr(compiled, "dtype") and compiled.dtype.itemsize == 1
    plain = bytearray(n + 1)
    assert remoteness_sieve(plain, 255)
    assert list(compiled) == list(plain)


def test_the_sieve_says_when_a_remoteness_outgrows_its_entries():
    far = bytearray(301)
    assert remoteness_sieve(far, 255) and max(far) == 17
    assert not remoteness_sieve(bytearray(301), 16)  # a 17 would not fit: refused, not wrapped
    wide = [0] * 301
    assert remoteness_sieve(wide, 10**6) and wide == list(far)


def test_losses_have_even_remoteness_and_wins_odd():
    win = outcomes(5000)
    assert all(r % 2 == win[k] for k, r in enumerate(remoteness(5000)))


def test_the_line_takes_the_quickest_win_not_the_smallest_square():
    # Many moves from 20,000 win; the line plays the one after which the game ends soonest.
    far = remoteness(20_000)
    solution = solve(GAME, 20_000)
    assert len(solution.line) == far[20_000] == 15
    assert solution.line[0].move == 141 * 141  # 20,000 − 141² = 119 is lost, and the quickest
    assert [move.remoteness for move in solution.line] == list(range(14, -1, -1))


def test_the_packed_sieve_agrees_with_the_table_at_every_n():
    from stonegame.games.stone_game_iv.kernels import packed_square_sieve

    win = outcomes(3000)
    for n in range(3001):  # every n, in plain Python: each byte boundary and square in between
        assert packed_square_sieve(bytearray(n // 8 + 1), n) == (1 if win[n] else -1)
    with kernels.always_compile():  # compiled, where the bits are numpy bytes
        for n in (1, 7, 8, 9, 63, 64, 65, 2999, 3000, 54_321, 10**5 + 3):
            assert fast(n) == table(n)


def squares_table_py_tries(n):
    """How often table.py runs its test of a square, ``if not win[k - s * s]``, traced on the listing itself."""
    import sys
    from pathlib import Path

    import stonegame

    path = Path(stonegame.__file__).parent / "games" / "stone_game_iv" / "solutions" / "table.py"
    source = path.read_text(encoding="utf-8")
    line = next(k for k, text in enumerate(source.splitlines(), 1) if "if not win[k - s * s]" in text)
    namespace, runs = {}, [0]
    exec(compile(source, str(path), "exec"), namespace)

    def tracer(frame, event, arg):
        if frame.f_code.co_filename == str(path) and event == "line" and frame.f_lineno == line:
            runs[0] += 1
        return tracer

    sys.settrace(tracer)
    try:
        namespace["Solution"]().winnerSquareGame(n)
    finally:
        sys.settrace(None)
    return runs[0]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_lesson_says_why_its_fitted_powers_are_below_its_label(lang):
    """IV's growth table fitted n^1.36 (memo), n^1.35 (table) and n^1.17 (fast) beside O(n·√n), and no sentence
    said why: now one does, with the squares table.py tries, counted on its listing, against Q(n) = Σ ⌊√k⌋."""
    from stonegame.teach import lesson as lessons
    from stonegame.views import lesson as drawn

    made = lessons.lesson(GAME, lang=lang, budget=lessons.Budget(agreement=12, run=0.002, ladder=0.01))
    said = drawn.text(made).split("\n8. ")[1].split("\n9. ")[0]
    assert ("Why memo, table and fast fit powers below 1.5 beside O(n·√n)" if lang == "en" else
            "为什么记忆化、递推表和快速方法拟合出的幂次低于 1.5") in said
    every = sum(int(k ** 0.5) for k in range(1, 5))
    assert (f"table.py tries {squares_table_py_tries(4)} of the Q(4) = {every} squares" if lang == "en" else
            f"table.py 试了 Q(4) = {every} 个平方数中的 {squares_table_py_tries(4)} 个") in said, said
    share = round(100 * squares_table_py_tries(1024) / sum(int(k ** 0.5) for k in range(1, 1025)))
    assert (f"table.py tries {share}% of Q(n) at n = 1,024" if lang == "en" else f"n = 1,024 时为 {share}%") in said
