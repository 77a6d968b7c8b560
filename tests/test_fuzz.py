"""A bounded fuzz of the API and the command: whatever comes in, only StoneGameError comes out.

Hypothesis draws games (names, numbers, numerals, families with odd parameters, junk), methods
and instances (huge, negative, empty, nested, strings, floats, numpy arrays of every shape)
and options; the API may only answer or raise ``StoneGameError``, the command may only exit 0
or 2, with one line on stderr and no traceback. Derandomized, so every run tries the same few
hundred inputs. Instances are either small (every method settles them at once) or far past
every limit (the guards refuse them before any work), so a run takes seconds; the whole test
runs under an address-space cap, so a guard that regresses fails here with MemoryError
instead of exhausting the machine, and under an alarm that only guards against a hang.
"""

import json
import resource
import signal
from contextlib import contextmanager

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import stonegame
from stonegame import GAMES, StoneGameError, solve
from stonegame.tools.grundy import grundy, value_sequence

HEADROOM = 3 << 29
"""Address space the fuzz may add to what the process holds (1.5 GiB): a guard's largest
allowance (2 GiB) is never reached by these small or refused instances."""

HANG = 120
"""Seconds one example may take before it counts as a hang (a guard, never a measure)."""

FUZZ = settings(max_examples=200, derandomize=True, database=None, deadline=None,
                suppress_health_check=list(HealthCheck))
COMMANDS = settings(FUZZ, max_examples=100)  # a command costs a few milliseconds more: fewer of them


@contextmanager
def capped():
    """The address space capped at what the process holds plus ``HEADROOM``, and an alarm."""
    with open("/proc/self/status") as status:
        held = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize"))
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = held + HEADROOM if hard == resource.RLIM_INFINITY else min(hard, held + HEADROOM)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))

    def hung(signum, frame):
        raise TimeoutError(f"one fuzz example ran more than {HANG} s")

    previous = signal.signal(signal.SIGALRM, hung)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


@pytest.fixture(scope="module", autouse=True)
def warm():
    """Load numpy's and numba's machinery before the cap: a first compile reserves much
    address space, once per process, which is not what the cap is for."""
    solve("stone-game-iv", 30_000, method="fast")


# Games: registered names in every spelling, families with odd parameters, junk.

NAMES = sorted({name for game in GAMES.values() for name in game.names} | {"877", "IV", "iv", " II ", "0", "-1"})
FAMILIES = ["take-up-to:1", "take-up-to:3", "take-up-to:0", "take-up-to:-2", "take-up-to:x", "take-up-to:",
            "take-up-to:1,2", "subtraction:", "subtraction:0", "subtraction:1,3,4", "subtraction:3,3",
            "subtraction:2 5", "subtraction:1,1000000000000000000000000000000", "subtraction:-1",
            "subtraction:1.5", "nim", "misere-nim", "NIM", "Misere-Nim"]
game_names = st.one_of(st.sampled_from(NAMES), st.sampled_from(NAMES), st.sampled_from(NAMES),
                       st.sampled_from(FAMILIES), st.sampled_from(FAMILIES),
                       st.text(max_size=12), st.integers(-5, 3000).map(str))
METHODS = ["auto", "brute", "memo", "table", "formula", "fast", "", "AUTO", "tabel", "search", "fast "]
methods = st.one_of(st.sampled_from(METHODS), st.sampled_from(METHODS), st.sampled_from(METHODS),
                    st.text(max_size=6))

# Instances: small enough for every method, or far past every limit.

HUGE = [10**12, -10**12, 10**19, 2**63, 2**64, -2**63 - 1, 10**30, 10**4200, -(10**4200)]
"""Far past every limit. Not past Python's 4,300 digits: hypothesis could not print such an
example; ``test_integers_past_4300_digits`` takes those."""
small = st.integers(-40, 60)
huge = st.sampled_from(HUGE)
atoms = st.one_of(small, small, small, huge, st.floats(), st.booleans(), st.none(), st.text(max_size=4),
                  st.sampled_from([1.0, 2.5, float("nan"), float("inf"), "1", "[1]", b"1", 1j]))
nested = st.recursive(atoms, lambda inner: st.lists(inner, max_size=3) | st.tuples(inner, inner), max_leaves=6)
rows = st.lists(st.one_of(small, small, small, small, huge), max_size=8)
DTYPES = [np.int8, np.int32, np.int64, np.uint8, np.uint64, np.float64, np.bool_, object]


@st.composite
def arrays(draw, shapes=("flat", "grid", "huge")):
    values = draw(st.lists(st.integers(0, 40), max_size=8))
    dtype = draw(st.sampled_from(DTYPES))
    shape = draw(st.sampled_from(shapes))
    if shape == "scalar":
        return np.array(values[0] if values else 5, dtype=dtype)
    if shape == "grid":
        return np.array([values, values], dtype=dtype)
    if shape == "masked":
        return np.ma.masked_array(np.array(values, dtype=dtype), mask=[i % 2 == 0 for i in range(len(values))])
    if shape == "huge":
        return np.array([2**63 + v for v in values], dtype=np.uint64)
    return np.array(values, dtype=dtype)


instances = st.one_of(
    small, huge, rows, rows, nested, arrays(),
    st.tuples(rows, rows), st.fixed_dictionaries({"alice": rows, "bob": rows}),
    st.lists(rows, max_size=3), st.text(max_size=10), st.floats(), st.none(),
)


def game_of(name):
    """The game ``name`` names, as the command line reads it (a family or a registered game)."""
    from stonegame.games import resolve

    return resolve(name)


def settle(call, *args, **kwargs):
    """Run ``call``: anything but an answer or a StoneGameError fails the test."""
    try:
        return call(*args, **kwargs)
    except StoneGameError:
        return None


@FUZZ
@given(name=game_names, method=methods, instance=instances)
def test_the_api_raises_only_stonegame_errors(name, method, instance):
    with capped():
        signal.alarm(HANG)
        game = settle(game_of, name)
        if game is None:
            return
        solution = settle(solve, game, instance, method=method)
        if solution is not None:
            json.dumps(solution.to_json())  # the line, the scores, the notes: all of it writes
            settle(stonegame.explain, solution)
        if not game.scoring:
            settle(grundy, game, instance)
            if game.instance.name == "count":
                settle(value_sequence, game, instance)


@FUZZ
@given(k=st.integers(-3, 12), moves=st.lists(st.one_of(st.integers(-2, 9), huge), max_size=4),
       instance=instances, method=methods)
def test_families_built_in_python_raise_only_stonegame_errors(k, moves, instance, method):
    from stonegame.games.families import nim, subtraction, take_up_to

    with capped():
        signal.alarm(HANG)
        for make, parameter in ((take_up_to, k), (subtraction, moves), (nim, k % 2 == 0)):
            game = settle(make, parameter)
            if game is not None:
                solution = settle(solve, game, instance, method=method)
                if solution is not None:
                    json.dumps(solution.to_json())


# The command: words as a shell would pass them.

WORDS = ["1", "2", "5", "-3", "0", "17", "1000000000000", "10000000000000000000", "1" + "0" * 30, "x", "",
         "1e5", "2.5", "nan", "[1, 2]", "[[1, 2], [3, 4]]", "{\"alice\": [1], \"bob\": [2]}", "[", "]]] 1 [[[",
         "+", "-", "--", "--alice", "--bob", "9" * 40]
OPTIONS = [[], ["--json"], ["--line"], ["--explain"], ["--explain", "--lang", "zh"], ["--lang", "xx"],
           ["--table"], ["--trace", "top-down"], ["--trace", "bottom-up"], ["--trace", "sideways"],
           ["--method", "memo"], ["--method", "brute"], ["--method", "table"], ["--method", "fast"],
           ["--method", "formula"], ["--method", "nope"], ["--nonsense"]]
words = st.lists(st.one_of(st.sampled_from(WORDS), small.map(str), st.text(max_size=5)), max_size=6)


@st.composite
def command_lines(draw):
    command = draw(st.sampled_from(["solve", "solve", "solve", "grundy", "grundy", "play", "games", "nope"]))
    name = draw(st.one_of(st.sampled_from(NAMES), st.sampled_from(FAMILIES), st.text(max_size=6)))
    argv = [command, name, *draw(words)]
    if command == "solve":
        argv += draw(st.sampled_from(OPTIONS))
    if command == "grundy":
        argv += draw(st.sampled_from([[], ["--json"], ["--upto", "30"], ["--upto", "-1"], ["--upto", "x"],
                                      ["--upto", "100000000000"]]))
    return argv


def assert_clean(code, err, argv):
    assert code in (0, 2), (argv, code, err[-300:])
    assert "Traceback" not in err, (argv, err[-300:])
    if code == 2:
        assert err.startswith("stonegame: error: ") and err.count("\n") == 1, (argv, err[:300])


@COMMANDS
@given(argv=command_lines(), stdin=st.sampled_from(["", "quit\n", "hint\nmoves\n1\nL\nundo\nquit\n", "[1, 2]\n"]))
def test_the_command_exits_0_or_2_with_one_line(cli, argv, stdin):
    with capped():
        signal.alarm(HANG)
        code, _, err = cli(*argv, stdin=stdin)
    assert_clean(code, err, argv)


@settings(COMMANDS, max_examples=60)
@given(data=st.binary(max_size=40) | st.sampled_from([b"[" * 5 + b"5" + b"]" * 5, b"3\n1 2 3 4\n", b"\xff\xfe",
                                                       b"1 2\n3 4\n", b"{\"alice\": [1]}", b"-", b"0x10"]),
       name=st.sampled_from(["stone-game", "iii", "stone-game-iv", "VI", "nim", "take-up-to:2"]))
def test_files_and_stdin_exit_0_or_2(cli, tmp_path_factory, data, name):
    path = tmp_path_factory.mktemp("fuzz") / "instance.txt"
    path.write_bytes(data)
    with capped():
        signal.alarm(HANG)
        code, _, err = cli("solve", name, "--file", str(path), stdin="")
    assert_clean(code, err, data)


BEYOND = {"n": 10**5000, "-n": -(10**5000), "row": [1, 10**5000], "pair": ([1, 2], [10**5000, 1])}


@pytest.mark.parametrize("slug, shape", [
    pytest.param(slug, shape, id=f"{slug}-{shape}")
    for slug in sorted(GAMES) for shape in BEYOND])
def test_integers_past_4300_digits(slug, shape):
    with capped():
        signal.alarm(HANG)
        solution = settle(solve, slug, BEYOND[shape])
        if solution is not None:
            json.dumps(solution.to_json())


@FUZZ
@given(name=st.sampled_from(NAMES), instance=arrays(shapes=("scalar", "masked")))
def test_numpy_scalars_and_masked_rows(name, instance):
    with capped():
        signal.alarm(HANG)
        solution = settle(solve, name, instance)
        if solution is not None:
            json.dumps(solution.to_json())


LONG_INPUTS = {
    "5001-digit word": ["solve", "stone-game", "9" * 5001],
    "5001-digit word for a count": ["solve", "stone-game-iv", "9" * 5001],
    "JSON nested 20,000 deep": ["solve", "stone-game", "[" * 20_000 + "5" + "]" * 20_000],
    "grundy of a nested word": ["grundy", "nim", "[" * 20_000 + "5" + "]" * 20_000],
}


@pytest.mark.parametrize("argv", list(LONG_INPUTS.values()), ids=list(LONG_INPUTS))
def test_long_and_deep_words_are_one_short_line(cli, argv):
    with capped():
        signal.alarm(HANG)
        code, _, err = cli(*argv, stdin="")
    assert_clean(code, err, argv[:2])
    assert len(err) < 400, err[:200]  # no more than ~80 characters of the input echoed


def test_what_the_fuzzer_found_in_the_api_is_a_stonegame_error():
    import numpy as np

    from declared import declared
    from stonegame import InvalidDeclaration, InvalidInstance, StoneGameError, get_game, solve
    from stonegame.views.html import solution_html

    def game(**parts):
        return declared("probe", start=tuple, moves=lambda row: [1] if row else [],
                       play=lambda row, move: (row[0], row[1:]), **parts)

    with pytest.raises(InvalidDeclaration, match=r"table\(\) returned None; expected the value"):
        solve(game(solvers={"table": lambda row: None}), [1, 2], method="table")
    with pytest.raises(InvalidDeclaration, match=r"answer\(\) returned <object"):
        solve(game(answer=lambda value, row: object()), [1, 2])
    with pytest.raises(InvalidInstance, match="timedelta64"):
        solve("stone-game-iii", np.array([1, 2], dtype="timedelta64[s]"))
    with pytest.raises(StoneGameError, match="File name too long"):
        get_game("a" * 300 + ".py")
    assert "<section" in solution_html(solve("stone-game-iii", [10**400, 1]))  # no float of a 400-digit int
    for bad in ({"least": "a"}, {"most": "a"}, {"examples": 5}, {"title": 5}, {"min_length": "a"},
                {"scoring": "yes"}, {"parts": 5}, {"kind": 3}):
        with pytest.raises(InvalidDeclaration):
            game(**bad)
