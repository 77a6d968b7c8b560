"""Properties every registered game must have: a new game is tested the moment it is registered."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import GAMES, Decision, InapplicableMethod, InvalidInstance, Player, UnknownMethod, get_game, solve
from stonegame.core.line import replay
from stonegame.core.strategies import instances

ALL = list(GAMES.values())
BY_METHOD = [(game, method) for game in ALL for method in game.methods if method != "brute"]
EXAMPLES = [(game, method, instance, answer) for game in ALL for method in game.methods
            for instance, answer in game.statement_examples]


def ids(value):
    return getattr(value, "slug", None)


def test_the_family_is_registered():
    assert {"stone-game", "stone-game-ii", "stone-game-iii", "stone-game-viii"} <= set(GAMES)


@pytest.mark.parametrize("game, method, instance, expected", EXAMPLES, ids=ids)
def test_statement_examples(game, method, instance, expected):
    result = solved(game, instance, method)
    if result is None and method == "formula":
        pytest.skip("the formula does not apply to this example")
    assert result is not None and result.answer == expected


def solved(game, instance, method):
    """The solution by ``method``, or None where the method does not apply to this instance."""
    try:
        return solve(game, instance, method=method)
    except InapplicableMethod:
        return None


@pytest.mark.parametrize("game, method", BY_METHOD, ids=ids)
@given(data=st.data())
def test_agrees_with_brute_force(game, method, data):
    instance = data.draw(instances(game))
    truth = solve(game, instance, method="brute")
    result = solved(game, instance, method)
    if result is None:  # refused with InapplicableMethod; each game's tests say where it must apply
        return
    assert result.answer == truth.answer
    if result.value is None:  # a Decision: the answer is proven, the value only bounded
        assert result.strategy is not None
    else:
        assert result.value == truth.value
        assert result.winner == truth.winner


@pytest.mark.parametrize("game", ALL, ids=ids)
@given(data=st.data())
def test_optimal_line_replays_to_the_value(game, data):
    instance = data.draw(instances(game))
    solution = solve(game, instance, method="memo")
    line = solution.line
    value, alice, _ = replay(solution.rules, [move.move for move in line])
    assert value == solution.value
    if line:
        first = line[0]
        assert first.value == solution.value == max(option.value for option in first.alternatives)
    for move in line:
        assert move.value == max(option.value for option in move.alternatives)
    if solution.scores is not None:
        assert solution.scores.alice == alice
        assert solution.scores.alice - solution.scores.bob == solution.value


@pytest.mark.parametrize("game", ALL, ids=ids)
def test_every_name_finds_the_game(game):
    for name in game.names:
        assert get_game(name) is game
        assert get_game(name.upper()) is game
    assert game.problem is None or get_game(game.problem.number) is game


@pytest.mark.parametrize("game", [g for g in ALL if g.instance.name == "row"], ids=ids)
def test_bad_rows_are_refused(game):
    with pytest.raises(InvalidInstance):
        solve(game, [])
    with pytest.raises(InvalidInstance):
        solve(game, [1, "x"])
    with pytest.raises(InvalidInstance):
        solve(game, [1.5, 2])
    if game.instance.least is not None:
        with pytest.raises(InvalidInstance, match=f">= {game.instance.least}"):
            solve(game, [game.instance.least - 1] * max(2, game.instance.min_length))


@pytest.mark.parametrize("game", ALL, ids=ids)
def test_unknown_method_names_the_choices(game):
    with pytest.raises(UnknownMethod, match="choose from auto"):
        solve(game, game.example, method="tabel")


@pytest.mark.parametrize("game", ALL, ids=ids)
def test_auto_is_exact(game):
    instance = game.example
    assert solve(game, instance).value == solve(game, instance, method="memo").value


@pytest.mark.parametrize("game", ALL, ids=ids)
def test_json_form_has_the_documented_keys(game):
    form = solve(game, game.example).to_json()
    assert {"game", "method", "answer", "value", "winner", "scores", "line", "stats"} <= set(form)
    for move in form["line"]:
        assert {"player", "move", "gain", "position"} <= set(move)


def test_a_decision_is_not_a_value():
    solution = solve("stone-game", [5, 3, 4, 5], method="formula")
    assert solution.value is None and solution.answer is True
    assert isinstance(Decision(True, Player.ALICE, {}, "because"), Decision)


def knows_values(game):
    """Whether the game values any position without a search."""
    return game.parts.shortcuts.values is not None


@pytest.mark.parametrize("game", [g for g in ALL if knows_values(g)], ids=ids)
@given(data=st.data())
def test_position_values_give_the_memos_line(game, data):
    instance = data.draw(instances(game, max_size=12))
    by_memo = solve(game, instance, method="memo")
    by_values = solve(game, instance, method="table")
    assert [(m.move, m.value, m.alternatives) for m in by_values.line] == [
        (m.move, m.value, m.alternatives) for m in by_memo.line
    ]


@pytest.mark.parametrize("slug", ["stone-game", "stone-game-vii", "predict-the-winner"])
def test_a_long_line_replays_to_its_value(slug):
    import numpy as np

    row = np.random.default_rng(11).integers(1, 500, size=3000)
    solution = solve(slug, row, method="fast")
    value, _, _ = replay(solution.rules, [move.move for move in solution.line])
    assert value == solution.value and len(solution.line) == 3000
