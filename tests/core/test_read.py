"""Reading instances: the compiled parser of long files reads exactly what the exact reader
reads, long integers are read whatever Python's conversion limit, and every refusal is one
short line (a StoneGameError), whatever the input."""

import sys

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from stonegame import InvalidInstance, StoneGameError, TooLarge, get_game, solve
from stonegame.core import reading as read
from stonegame.core.instances import Count, Row
from stonegame.core.reading import from_bytes
from stonegame.core.values import digits, shown

ROW = get_game("stone-game-iii")  # any integers, at least one
GAMES = {"row": ROW, "positive row": get_game("stone-game"), "pair": get_game("stone-game-vi"),
         "count": get_game("stone-game-iv")}


@pytest.fixture
def python_limit():
    """Python's default limit on int-string conversion, as a library user's process has it."""
    before = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(4300)
    yield
    sys.set_int_max_str_digits(before)


ROW_KIND = Row(least=None)


def outcome(data: bytes, game, compiled: bool, monkeypatch) -> tuple:
    """What reading ``data`` and validating it for ``game`` gives: ("ok", values) or (error, message)."""
    monkeypatch.setattr(read, "FAST_BYTES", 0 if compiled else 1 << 62)
    try:
        instance = game.validate(from_bytes(data, game.instance))
    except StoneGameError as error:
        return type(error).__name__, str(error)
    finally:
        monkeypatch.undo()
    if game.instance.name == "pair":
        return "ok", tuple(np.asarray(side).tolist() for side in instance)
    return "ok", np.asarray(instance).tolist()


SAME_EITHER_WAY = [
    b"5 3 4 5", b"[5, 3, 4, 5]", b" [ 5 ,3\n,4] \n", b"5,3,,4,", b",5", b"007 -0 -12", b"[-0, 0]",
    b"123456789012345678 -123456789012345678", b"1234567890123456789 2", b"+5 3", b"1_000 2",
    "\u0665 3".encode(), b"\xef\xbb\xbf5 3",  # Arabic-Indic five; a UTF-8 byte order mark
    # refused, by both:
    b"[" * 2000 + b"5" + b"]" * 2000, b"[" * 600 + b"5" + b"]" * 600, b"[[1, 2], [3, 4]]",
    b"]]] 1 2 3 [[[", b"[1, 2] 3", b"[01]", b"[1.0]", b"[1e3]", b"[1, ]", b"[", b"[]", b"", b"  \n",
    b",,,", b"5\x0b3", b"5 x", b"5-3", b"-", b"- 5", b"--x 5", b"\xff 5", b"[1, 2", b'{"alice": [1]}',
    b"[null]", b"[true]", b'["5"]', b"5 0 3", b"3\n1 2 3\n", b"3\n1 2\n", b"9" * 200_001,
]


@pytest.mark.parametrize("data", SAME_EITHER_WAY, ids=lambda data: repr(data[:24]))
@pytest.mark.parametrize("kind", ["row", "positive row"])
def test_the_compiled_parser_reads_and_refuses_as_the_exact_reader(data, kind, monkeypatch):
    game = GAMES[kind]
    assert outcome(data, game, compiled=True, monkeypatch=monkeypatch) == outcome(
        data, game, compiled=False, monkeypatch=monkeypatch)


@pytest.mark.parametrize("data, verdict, said", [
    (b"[" * 600_000 + b"5" + b"]" * 600_000, "InvalidInstance", "nests lists too deeply"),
    (b"[" + b", ".join(b"[%d, %d]" % (i % 7 + 1, i % 5 + 1) for i in range(250_000)) + b"]",
     "InvalidInstance", "value 1 is [1, 1]; expected an integer"),
    (b"]]] " + b"1 2 3 " * 200_000 + b"[[[", "InvalidInstance", "']]]' is not an integer"),
    (b"1 2 3 " * 200_000 + b"x", "InvalidInstance", "'x' is not an integer"),
])
def test_files_past_the_threshold_are_refused_as_short_ones(data, verdict, said, monkeypatch):
    assert len(data) >= read.FAST_BYTES  # real files over the threshold, compiled parser first
    found = outcome(data, ROW, compiled=True, monkeypatch=monkeypatch)
    assert found[0] == verdict and said in found[1] and len(found[1]) < 120


def test_a_long_valid_file_is_read_by_the_compiled_parser():
    row = [(i * 7919) % 2001 - 1000 for i in range(300_000)]
    data = ("[" + ", ".join(map(str, row)) + "]").encode()
    parsed = read.from_bytes(data, Row())
    assert len(data) >= read.FAST_BYTES and parsed.dtype.name == "int64" and parsed.tolist() == row


JSONISH = st.text(alphabet="[]{}, -+0123456789\n\t_.e\"a:\x0b", max_size=40)


@given(st.one_of(st.binary(max_size=40), JSONISH.map(str.encode)))
def test_fuzz_both_paths_give_one_short_error_or_an_instance_and_agree(data):
    with pytest.MonkeyPatch.context() as monkeypatch:
        for game in GAMES.values():
            compiled = outcome(data, game, compiled=True, monkeypatch=monkeypatch)
            exact = outcome(data, game, compiled=False, monkeypatch=monkeypatch)
            assert compiled == exact
            assert compiled[0] in ("ok", "InvalidInstance", "TooLarge")
            assert compiled[0] == "ok" or ("\n" not in compiled[1] and len(compiled[1]) < 200)


@given(st.lists(st.integers(-10**18 + 1, 10**18 - 1), min_size=1, max_size=30),
       st.sampled_from([" ", ",", "\n", ", ", " ,\t"]), st.booleans())
def test_fuzz_rows_written_either_way_read_back_the_same(row, separator, as_json):
    text = ("[" + ", ".join(map(str, row)) + "]") if as_json else separator.join(map(str, row))
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert outcome(text.encode(), ROW, compiled=True, monkeypatch=monkeypatch) == ("ok", row)
        assert outcome(text.encode(), ROW, compiled=False, monkeypatch=monkeypatch) == ("ok", row)


def test_long_integers_are_read_exactly_whatever_pythons_limit(python_limit):
    big = 10**5000 - 1  # 5,000 nines: past Python's 4,300 digits
    text = "9" * 5000
    assert ROW_KIND.from_words([text, "-" + text]) == [big, -big]
    assert ROW_KIND.from_text(f"[{text}, 1]") == [big, 1]
    assert read.from_bytes(f"{text}\n".encode(), Count()) == big
    assert read.integer("1_" + text) == 10**5000 + big
    sys.set_int_max_str_digits(6000)  # the library solves what the host's limit lets it write
    assert solve("stone-game-iii", ROW_KIND.from_words([text, "1"])).value == big + 1


def test_a_value_past_max_digits_is_refused_in_one_short_line(monkeypatch):
    monkeypatch.setattr(read, "MAX_DIGITS", 1000)
    with pytest.raises(TooLarge) as refused:
        ROW_KIND.from_text("3 " + "7" * 1001)
    assert str(refused.value) == "a value of 1,001 digits is too long: values may have at most 1,000"
    with pytest.raises(TooLarge):
        ROW_KIND.from_text("[" + "7" * 1001 + "]")  # JSON too
    assert ROW_KIND.from_words(["-" + "7" * 1000]) == [-int("7" * 1000)]


@pytest.mark.parametrize("words", [
    ["x" * 10**6], ["5", "--" + "x" * 10**6], ["[" + "1, " * 10**5 + "x]"], ["9" * 10**6 + "x"],
])
def test_no_message_echoes_more_than_a_few_dozen_characters(words):
    with pytest.raises(StoneGameError) as refused:
        ROW.validate(ROW_KIND.from_words(words))
    assert len(str(refused.value)) < 120


@pytest.mark.parametrize("raw", [
    "x" * 10**5, [[1] * 10**5], [0.5] * 10**5, ["7" * 10**5], b"1" * 10**5, {"alice": [1] * 10**5},
])
def test_validation_messages_show_a_value_in_a_few_dozen_characters(raw):
    with pytest.raises(InvalidInstance) as refused:
        ROW.validate(raw)
    assert len(str(refused.value)) < 120


def test_a_huge_value_below_the_least_is_named_by_its_size(python_limit):
    sys.set_int_max_str_digits(6000)
    with pytest.raises(InvalidInstance, match=r"value 2 of stone-game is -100000000000\.\.\.000000 \(5,001 digits\)"):
        solve("stone-game", [1, -10**5000])


def test_a_value_python_could_not_write_is_refused_by_the_library(python_limit):
    """Under Python's own limit the answer, a move's name or a note could not be written: the
    library says so up front, as one InvalidInstance, instead of a ValueError later."""
    too_long = r"value 2 has 5,001 digits; this Python writes integers of at most 4,300"
    with pytest.raises(InvalidInstance, match=too_long):
        solve("stone-game", [1, 10**5000])


@pytest.mark.parametrize("raw, said", [
    (np.array(5), "not a 0-dimensional array"),
    (np.array([[1, 2], [3, 4]]), "not a 2-dimensional array"),
    (np.ma.array([1, 2, 3], mask=[0, 1, 0]), "value 2 of stone-game is masked"),
    (np.array([1.5, 2.0]), "not an array of float64"),
])
def test_arrays_that_are_no_row_are_invalid_instances(raw, said):
    with pytest.raises(InvalidInstance, match=said):
        solve("stone-game", raw)


def test_arrays_numpy_can_hold_are_solved_as_rows():
    assert solve("stone-game", np.ma.array([5, 3, 4, 5], mask=[0, 0, 0, 0])).value == 1
    huge = np.array([10**30, 1, 1, 10**30], dtype=object)  # Python ints beyond int64
    assert solve("stone-game", huge).value == solve("stone-game", [10**30, 1, 1, 10**30]).value


@given(st.integers(-10**1000, 10**1000))
def test_digits_counts_without_writing_out(value):
    assert digits(value) == len(str(abs(value)))


def test_shown_never_writes_a_long_value():
    assert shown(10**10**5 - 1) == "999999999999...999999 (100,000 digits)"
    assert len(shown("x" * 10**6)) < 80 and len(shown([["x" * 100] * 100] * 100)) < 80


def test_a_length_known_up_front_is_refused_before_the_values_are_read(monkeypatch):
    from stonegame import TooLarge, solve
    from stonegame.core import values

    with pytest.raises(TooLarge, match=r"a row of 999,999,999,999 values is longer than any method takes"):
        solve("stone-game-iii", range(1, 10**12))  # refused at once: nothing is read
    monkeypatch.setattr(values, "MAX_VALUES", 50)
    with pytest.raises(TooLarge, match="a row of 51 values"):
        solve("stone-game-iii", (1 for _ in range(10**9)))  # no length: counted, refused at the 51st


def test_input_past_its_limit_is_refused_as_it_is_read(cli, monkeypatch, tmp_path):
    from stonegame.core import reading

    monkeypatch.setattr(reading, "MAX_INPUT_BYTES", 1000)
    code, _, err = cli("solve", "stone-game", "--file", "/dev/zero")
    assert code == 2 and "/dev/zero holds more than 1,000 bytes" in err and err.count("\n") == 1
    big = tmp_path / "big.txt"
    big.write_text("1 " * 600)
    code, _, err = cli("solve", "iii", "-", stdin=big.read_text())
    assert code == 2 and "stdin holds more than 1,000 bytes" in err
