"""``solve`` and the ``Solution`` it returns: its fields, the winner, the JSON form, the line."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from declared import declared
from stonegame import GAMES, Player, Scores, Solution, Stats, solve
from stonegame.core.line import replay

JSON_KEYS = {"game", "method", "answer", "value", "winner", "scores", "line", "stats", "notes", "strategy",
             "reason"}
MOVE_KEYS = {"player", "move", "name", "gain", "position", "value", "alternatives"}

# Take the first 1 or 2 stones and score them: declared here, on the public API only.
take_one_or_two = declared("take-one-or-two", start=tuple, moves=lambda row: range(1, min(2, len(row)) + 1),
                          play=lambda row, x: (sum(row[:x]), row[x:]), least=None)


@pytest.mark.parametrize("method", ["brute", "memo"])
def test_the_fields_of_a_solution(method):
    solution = solve(take_one_or_two, [3, 1, 4], method=method)
    assert isinstance(solution, Solution)
    assert (solution.game, solution.method) == (take_one_or_two, method)
    assert list(solution.instance) == [3, 1, 4]
    assert (solution.value, solution.answer) == (0, 0)  # Alice takes 3 and 1, Bob takes 4
    assert solution.scores == Scores(alice=4, bob=4)
    assert isinstance(solution.stats, Stats) and solution.stats.seconds >= 0
    assert isinstance(solution.stats.positions, int) and solution.stats.positions > 0
    assert solution.notes == [] and solution.strategy is None and solution.reason is None


@pytest.mark.parametrize("row, winner, name", [
    ([1, 2, 3, -9], Player.ALICE, "Alice"),
    ([1, 2, 3, 7], Player.BOB, "Bob"),
    ([1, 2, 3, 6], None, "Tie"),
])
def test_the_winner_is_a_player_or_none_for_a_tie(row, winner, name):
    solution = solve("stone-game-iii", row)
    assert solution.winner is winner
    assert solution.winner_name == solution.answer == name
    assert solution.to_json()["winner"] == name  # the JSON is unchanged: a name, "Tie" for a tie


def test_a_decision_has_an_answer_and_a_winner_but_no_value():
    solution = solve("stone-game", [5, 3, 4, 5], method="formula")
    assert (solution.value, solution.answer, solution.winner) == (None, True, Player.ALICE)
    assert solution.scores is None and solution.strategy and solution.reason
    assert solution.to_json()["value"] is None


@pytest.mark.parametrize("game", list(GAMES.values()), ids=lambda game: game.slug)
def test_to_json_has_the_documented_keys_and_is_json(game):
    instance = game.example
    found = solve(game, instance).to_json()
    assert set(found) == JSON_KEYS
    assert found["game"] == game.slug
    assert set(found["stats"]) == {"positions", "seconds"}
    assert found["scores"] is None or set(found["scores"]) == {"alice", "bob"}
    for move in found["line"]:
        assert MOVE_KEYS <= set(move)
        assert move["player"] in ("Alice", "Bob")
    assert json.loads(json.dumps(found))["value"] == found["value"]  # it is JSON as it stands
    assert solve(game, instance).to_json(line=False)["line"] is None


@pytest.mark.parametrize("method", ["brute", "memo"])
@given(row=st.lists(st.integers(-20, 20), min_size=1, max_size=8))
def test_the_line_replays_to_the_value_and_the_scores(method, row):
    solution = solve(take_one_or_two, row, method=method)
    moves = [move.move for move in solution.line]
    value, alice, _ = replay(solution.rules, moves)
    assert value == solution.value
    assert alice == solution.scores.alice
    assert solution.scores.alice - solution.scores.bob == solution.value
    assert [move.player for move in solution.line] == [Player.ALICE, Player.BOB] * (len(moves) // 2) + (
        [Player.ALICE] if len(moves) % 2 else [])


def test_a_win_lose_line_ends_with_the_winner_moving_last():
    countdown = declared("countdown-one-two", start=lambda n: n, kind="count", scoring=False,
                        moves=lambda n: [x for x in (1, 2) if x <= n], play=lambda n, x: n - x)
    solution = solve(countdown, 7)
    assert (solution.value, solution.answer, solution.winner) == (1, True, Player.ALICE)
    assert solution.scores is None
    assert solution.line[-1].player is Player.ALICE
    assert replay(solution.rules, [move.move for move in solution.line])[0] == 1
