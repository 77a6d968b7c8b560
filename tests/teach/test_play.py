"""``stonegame play``: sessions scripted on stdin through the real entry point."""


import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_explain import SUBTRACT

from stonegame import StoneGameError, get_game
from stonegame.core.players import Player
from stonegame.core.search import Memo
from stonegame.teach.play import Session, Terminal, player_named, read_move


def test_a_win(cli):
    code, out, _ = cli("play", "stone-game", "5", "3", "4", "5", stdin="L\nR\n")
    assert code == 0
    assert "You take the left 5." in out and "Bob (computer) takes the right 5." in out
    assert "Left: [3, 4]   Score: Alice 5, Bob 5" in out
    assert "Game over: Alice 9, Bob 8. You win by 1." in out
    assert "1. take the left 5: best" in out and "You played perfectly." in out


def test_a_loss_is_graded(cli):
    code, out, _ = cli("play", "stone-game", "5", "3", "4", "5", stdin="L\nL\n")
    assert code == 0
    assert "Game over: Alice 8, Bob 9. You lose by 1." in out
    assert "2. take the left 3: gave away 2 (best: take the right 4, worth +1; yours was worth −1)" in out
    assert "In all you gave away 2: the computer never errs, so you ended at −1 instead of +1." in out


def test_hint_and_moves(cli):
    code, out, _ = cli("play", "stone-game", "5", "3", "4", "5", stdin="L\nhint\nmoves\n")
    assert code == 0
    assert ("Hint: take the right 4 (type R), worth +1 to you from here; "
            "with best play on both sides: Alice wins by 1.") in out
    assert "  L  take the left 3: −1 (Bob wins by 1)" in out
    assert "  R  take the right 4: +1 (Alice wins by 1)" in out


def test_undo_takes_back_the_move_and_the_reply(cli):
    code, out, _ = cli("play", "stone-game", "5", "3", "4", "5", stdin="undo\nR\nundo\nL\nR\n")
    assert code == 0
    assert "Nothing to undo: you have not moved yet." in out
    assert "Took back your last move and the reply.\nLeft: [5, 3, 4, 5]   Score: Alice 0, Bob 0" in out
    assert "You win by 1." in out
    assert "1. take the left 5: best\n  2. take the right 4: best" in out  # the undone move is not graded
    assert "take the right 5" not in out.split("Your moves")[1]


def test_an_illegal_move_gets_one_line_and_the_prompt_again(cli):
    code, out, _ = cli("play", "stone-game", "5", "3", "4", "5", stdin="x\nleft 5\n\n")
    assert code == 0
    lines = out.splitlines()
    refusal = next(k for k, line in enumerate(lines) if "is not a legal move" in line)
    assert lines[refusal] == "'x' is not a legal move here; legal moves: L (take the left 5), R (take the right 5)."
    assert lines[refusal + 1].startswith("Your move, Alice (L/R;")
    assert "You take the left 5." in out  # the move's name is understood too
    assert "Type a move, or hint, moves, undo, quit." in out


def test_end_of_input_abandons_the_game(cli):
    code, out, err = cli("play", "stone-game", "5", "3", "4", "5", stdin="L\n")
    assert code == 0 and err == ""
    assert out.rstrip().endswith("End of input: game abandoned.")
    code, out, _ = cli("play", "877", "1", "2", stdin="")
    assert code == 0 and "End of input: game abandoned." in out


def test_quit(cli):
    code, out, _ = cli("play", "stone-game", "5", "3", "4", "5", stdin="quit\nL\n")
    assert code == 0 and "You quit: game abandoned." in out and "You take" not in out


def test_as_bob_in_chinese(cli):
    code, out, _ = cli("play", "stone-game", "5", "3", "4", "5", "--as", "bob", "--lang", "zh", stdin="L\nL\n")
    assert code == 0
    assert "你是 Bob，电脑扮演 Alice" in out
    assert "Alice（电脑）拿走左边的 5。" in out and "你拿走左边的 3。" in out
    assert "游戏结束：Alice 10 分，Bob 7 分。你输了 3 分。" in out
    assert "1. 拿走左边的 3：让出了 2 分（最优：拿走右边的 5，价值 +4；你这一步价值 +2）" in out


def test_counts_for_stone_game_ii(cli):
    code, out, _ = cli("play", "ii", "2", "7", "9", "4", "4", stdin="3\n1\n2\n")
    assert code == 0
    assert "'3' is not a legal move here" in out
    assert "You take the first pile, 2 (M stays 1)." in out
    assert "Game over: Alice 10, Bob 16. You lose by 6." in out


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["stone-game", "1", "2", "--as", "carol"], "no side 'carol'; choose from alice, bob"),
        (["stone-game", "-"], "play reads your moves from stdin"),
        (["stone-game", "1", "2", "--lang", "fr"], "no language 'fr'"),
        (["stone-game", "1", "0"], "must be >= 1"),
    ],
)
def test_bad_options_are_one_line_and_exit_2(cli, argv, fragment):
    code, _, err = cli("play", *argv, stdin="")
    assert code == 2 and fragment in err and err.count("\n") == 1


def scripted(game, instance, typed, human=Player.ALICE, lang="en"):
    """A session fed ``typed`` lines, returning what it said."""
    lines, said = iter(typed), []

    def ask(prompt):
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    Session(game, instance, human, lang, Terminal(ask, said.append)).run()
    return said


def test_a_win_lose_game_is_graded_by_wins():
    said = scripted(SUBTRACT, 5, ["1", "moves", "hint", "1"])  # 5 -> 4 hands Bob the win (he leaves 3)
    assert "Left: 3" in said
    assert "  1  take 1: loses (Bob wins after 1 more move)" in said
    assert "  2  take 2: loses (Bob wins after 1 more move)" in said
    assert ("Hint: against best play you lose whatever you do; take 1 (type 1) holds out longest "
            "(Bob wins after 1 more move).") in said
    assert "Game over: you lose." in said
    assert "  1. take 1: threw away the win (best: take 2)" in said and "  2. take 1: best" in said
    said = scripted(SUBTRACT, 5, ["hint", "2", "2"])
    assert "Hint: take 2 (type 2) wins the quickest: you win after 2 more moves." in said
    assert "Game over: you win." in said and "You played perfectly." in said


@settings(max_examples=40)
@given(st.lists(st.integers(1, 9), min_size=2, max_size=8), st.sampled_from(list(Player)), st.randoms())
def test_given_away_adds_up_to_the_loss_against_perfect_play(stones, human, random):
    """With a perfect opponent, your final margin is the start's value less all you gave away."""
    game = get_game("stone-game")

    def ask(prompt):
        return random.choice(list(session.rules.moves(session.match.position)))

    session = Session(game, stones, human, terminal=Terminal(ask, lambda text: None))
    session.run()
    rules = game.rules(tuple(stones))
    start = Memo(rules).value(rules.start())
    mine = start if human is Player.ALICE else -start
    total = sum(grade.given_away for grade in session.grades)
    a, b = session.match.points[Player.ALICE], session.match.points[Player.BOB]
    assert (a - b if human is Player.ALICE else b - a) == mine - total


def test_reading_moves():
    game = get_game("stone-game")
    scene = game.parts.scene(game.rules((5, 3, 4)))
    start = scene.rules.start()
    assert read_move(scene, start, " l ") == "L"
    assert read_move(scene, start, "take the right 4") == "R"
    assert read_move(scene, start, "middle") is None
    assert player_named("BOB") is Player.BOB
    with pytest.raises(StoneGameError):
        player_named("eve")
