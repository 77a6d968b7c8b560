"""The engine alone: the negamax recurrence on tiny rules written here, and the searches' budgets.

Glossary: row = the stones left (a tuple); value(p) = what the mover secures from p, as own −
opponent's points; the recurrence (R): value(p) = end(p) with no move, else the max over moves
of gain + (value(p') if the mover goes again else −value(p')).
"""

from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import IllegalMove, Player, TooLarge
from stonegame.core.errors import EndlessGame, UnhashablePosition
from stonegame.core.line import Oracle, best_line, replay
from stonegame.core.rules import Estimate, Rules, Scene, Step
from stonegame.core.search import Memo, brute, move_value, post_order, remoteness

rows = st.lists(st.integers(-9, 9), max_size=8).map(tuple)


class TakeLeft(Rules[tuple[int, ...], int]):
    """Take the first 1 or 2 stones of the row and score them."""

    def __init__(self, row):
        self.row = tuple(row)

    def start(self):
        return self.row

    def moves(self, row):
        return [x for x in (1, 2) if x <= len(row)]

    def play(self, row, x):
        return Step(sum(row[:x]), row[x:])


class EvenAgain(TakeLeft):
    """Take the first stone or the last; taking an even stone gives the mover another turn."""

    def moves(self, row):
        return ["L", "R"] if row else []

    def play(self, row, end):
        stone, rest = (row[0], row[1:]) if end == "L" else (row[-1], row[:-1])
        return Step(stone, rest, again=stone % 2 == 0)


class Countdown(Rules[int, int]):
    """Normal play on one heap: remove 1 or 2; who cannot move loses (end value −1)."""

    def __init__(self, n):
        self.n = n

    def start(self):
        return self.n

    def moves(self, n):
        return [x for x in (1, 2) if x <= n]

    def play(self, n, x):
        return Step(0, n - x)

    def end(self, n):
        return -1


def negamax(rules):
    """(R) read literally, with recursion: the reference every search must agree with."""

    @cache
    def value(p):
        moves = rules.moves(p)
        if not moves:
            return rules.end(p)
        best = None
        for m in moves:
            step = rules.play(p, m)
            total = step.gain + (value(step.position) if step.again else -value(step.position))
            best = total if best is None else max(best, total)
        return best

    return value


@pytest.mark.parametrize("make", [TakeLeft, EvenAgain], ids=["take-left", "even-again"])
@given(row=rows)
def test_brute_and_memo_follow_the_recurrence(make, row):
    rules = make(row)
    expected = negamax(rules)(rules.start())
    value, visited = brute(rules)
    memo = Memo(rules)
    assert value == memo.value(rules.start()) == expected
    assert visited >= memo.positions >= 1


@given(row=rows)
def test_every_memo_entry_satisfies_the_recurrence(row):
    rules = EvenAgain(row)
    memo = Memo(rules)
    memo.value(rules.start())
    for position, value in memo.cache.items():  # EvenAgain's key is the position itself
        moves = rules.moves(position)
        if not moves:
            assert value == rules.end(position) == 0
            continue
        assert value == max(move_value(rules.play(position, m), memo.value) for m in moves)


def test_a_move_again_adds_the_next_value_instead_of_subtracting_it():
    # Alice takes 2 (even: again), then 4 (again), then 1; Bob is left nothing.
    rules = EvenAgain((2, 4, 1))
    assert Memo(rules).value(rules.start()) == brute(rules)[0] == 7


def test_win_lose_values_and_remoteness():
    lost = [n for n in range(12) if Memo(Countdown(n)).value(n) < 0]
    assert lost == [0, 3, 6, 9]
    rules = Countdown(7)
    memo = Memo(rules)
    far = remoteness(rules, memo.value)
    assert [far(n) for n in range(7)] == [0, 1, 1, 2, 3, 3, 4]  # the winner hurries, the loser holds out
    line = Oracle(rules, Scene(rules), memo.value, far).line()
    assert len(line) == far(7) == 5
    assert [move.player for move in line] == [Player.ALICE, Player.BOB] * 2 + [Player.ALICE]
    assert replay(rules, [move.move for move in line])[0] == memo.value(7) == 1


@given(row=rows)
def test_the_line_replays_to_its_value_and_scores(row):
    rules = EvenAgain(row)
    line = best_line(rules)
    value, alice, end = replay(rules, [move.move for move in line])
    assert value == Memo(rules).value(rules.start())
    assert end == ()
    assert alice == sum(move.gain for move in line if move.player is Player.ALICE)
    for move in line:
        assert move.value == max(option.value for option in move.alternatives)


def test_replay_refuses_an_illegal_move_and_a_game_left_unfinished():
    with pytest.raises(IllegalMove):
        replay(TakeLeft((1,)), [2])
    with pytest.raises(ValueError, match="before the game is over"):
        replay(TakeLeft((1, 2, 3)), [1])


def test_searches_are_iterative_on_a_long_line():
    n = 30_000  # far past Python's recursion limit
    assert Memo(Countdown(n)).value(n) == (1 if n % 3 else -1)
    done = post_order(n, lambda k: [k - 1] if k else [], lambda k: k, {})
    assert done == n


# Budgets: what passes a limit is refused, before the work where an estimate says so.

class Counted(TakeLeft):
    """TakeLeft that counts the moves it is asked for, and may claim a size."""

    claimed: Estimate | None = None

    def __init__(self, row):
        super().__init__(row)
        self.asked = 0

    def moves(self, row):
        self.asked += 1
        return super().moves(row)

    def estimate(self):
        return self.claimed


@pytest.mark.parametrize("search", ["brute", "memo"])
def test_an_estimate_past_the_limit_is_refused_before_any_move(search):
    rules = Counted((1, 2, 3))
    rules.claimed = Estimate(positions=10**12, moves=10**13)
    with pytest.raises(TooLarge, match="positions, over its limit"):
        brute(rules) if search == "brute" else Memo(rules).value(rules.start())
    assert rules.asked == 0


def test_too_many_moves_is_refused_too():
    rules = Counted((1, 2, 3))
    rules.claimed = Estimate(positions=3, moves=10**12)
    with pytest.raises(TooLarge, match="moves, over its limit"):
        Memo(rules)


def test_brute_stops_at_its_limit_and_names_a_faster_method():
    with pytest.raises(TooLarge, match="brute force stops at 100 positions.*method 'memo'"):
        brute(TakeLeft(range(20)), limit=100)


def test_memo_stops_at_its_limits_without_an_estimate():
    with pytest.raises(TooLarge, match="the memo stops at 10 positions"):
        Memo(TakeLeft(range(20)), limit=10).value(tuple(range(20)))
    with pytest.raises(TooLarge, match="the memo stops after 10 moves"):
        Memo(TakeLeft(range(20)), work_limit=10).value(tuple(range(20)))


def test_a_move_back_on_the_path_is_an_endless_game():
    class Pendulum(Countdown):
        def moves(self, n):
            return [1]

        def play(self, n, x):
            return Step(0, 1 - n)

    with pytest.raises(EndlessGame):
        brute(Pendulum(1))
    with pytest.raises(EndlessGame):
        Memo(Pendulum(1)).value(1)


def test_an_unhashable_position_is_named():
    class Lists(TakeLeft):
        def play(self, row, x):
            return Step(sum(row[:x]), list(row[x:]))

    with pytest.raises(UnhashablePosition):
        Memo(Lists((1, 2))).value((1, 2))


def test_a_search_with_no_estimate_has_a_smaller_budget(monkeypatch):
    """Rules that give no estimate (a declared game without states=) stop after
    UNESTIMATED_WORK moves, with a line saying why they were not refused at once."""
    import pytest

    from declared import declared
    from stonegame import TooLarge, solve
    from stonegame.core import search

    def moves(row):
        return [(i, j) for i in range(len(row)) for j in range(i, len(row))]

    def play(row, move):
        return sum(row[move[0]:move[1] + 1]), row[:move[0]] + row[move[1] + 1:]

    many = declared("many-cuts", start=tuple, moves=moves, play=play)
    assert search.UNESTIMATED_WORK < search.MEMO_WORK
    monkeypatch.setattr(search, "UNESTIMATED_WORK", 2_000)
    assert solve(many, [1, 2, 3]).value == 6
    with pytest.raises(TooLarge, match=r"stops after 2,000 moves .* no estimate"):
        solve(many, list(range(1, 13)), method="memo")
    estimated = declared("many-cuts", start=tuple, moves=moves, play=play, states=lambda row: len(row) ** 2)
    assert solve(estimated, list(range(1, 10)), method="memo").value  # an estimate keeps the larger budget


def test_a_search_with_no_estimate_stops_on_time_where_positions_grow_without_end(monkeypatch):
    """A position nested one list deeper each move never repeats and never ends, and each move
    hashes a deeper key than the last: the move counts would take hours. Brute force and the memo
    stop after UNESTIMATED_SECONDS instead, saying why (the limit is shortened here, not timed)."""
    from declared import declared
    from stonegame import solve
    from stonegame.core import search

    deeper = declared("deeper", start=lambda row: (0,), moves=lambda position: ["in"],
                      play=lambda position, move: (0, (position,)))
    monkeypatch.setattr(search, "UNESTIMATED_SECONDS", 0.2)
    for method in ("brute", "memo"):
        with pytest.raises(TooLarge, match=r"stops after 0\.2 s .* no estimate\(\)"):
            solve(deeper, [1], method=method)
