"""``stonegame check`` on real solutions kept in tests/candidates: right ones pass, and each
mistake a learner makes is caught with its own verdict and a failing instance of a few stones."""

import json
import os
from pathlib import Path

import pytest

from stonegame import UnknownGame, get_game, solve
from stonegame.cli import main
from stonegame.judge import (
    CASES,
    LIMITS,
    MEMORY_MB,
    TIME_LIMIT,
    CandidateError,
    Command,
    PythonFile,
    Shape,
    check,
    describe,
    limits_of,
)

CANDIDATES = Path(__file__).parent / "candidates"
FEW = 120  # generated cases per check here: enough to find every bug below, quick to run


def game_or_skip(name):
    try:
        return get_game(name)
    except UnknownGame:
        pytest.skip(f"{name} is not registered yet")


def checked(game, file, **options):
    options.setdefault("cases", FEW)
    candidate = PythonFile(CANDIDATES / file, options.pop("function", None))
    return check(game_or_skip(game), candidate, **options)


def children() -> list[int]:
    """Processes whose parent is this one (a checker must leave none behind)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    if int(stat.read().rsplit(")", 1)[1].split()[1]) == os.getpid():
                        found.append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    return found


# --- right solutions pass --------------------------------------------------------------------

RIGHT = [
    ("stone-game", "stone_game_dp.py", True),
    ("stone-game-iii", "stone_game_iii_dp.py", False),
    ("stone-game-iii", "stone_game_iii_recursive.py", True),  # recursion 5·10^4 deep at the largest size
    ("stone-game-viii", "stone_game_viii_dp.py", True),
    ("predict-the-winner", "predict_the_winner.py", False),
    ("stone-game-ii", "stone_game_ii_memo.py", False),
    ("stone-game-iv", "stone_game_iv.py", False),
    ("stone-game-v", "stone_game_v_quadratic.py", True),
    ("stone-game-vi", "stone_game_vi.py", False),
    ("stone-game-vii", "stone_game_vii.py", False),
    ("stone-game-ix", "stone_game_ix.py", False),
]


@pytest.mark.parametrize("game, file, speed", RIGHT, ids=[file for _, file, _ in RIGHT])
def test_a_right_solution_passes(game, file, speed):
    report = checked(game, file, speed=speed)
    assert report.verdict == "passed", describe(report)
    assert report.failure is None and report.passed
    assert report.counts["examples"] == len(report.game.examples)
    assert report.counts["edge"] > 0 and report.counts["generated"] > 0
    if speed:
        assert report.speed and all(r.verdict == "passed" for r in report.speed)
        assert all(report.shape.size(r.instance) == LIMITS[report.game.slug].max_n for r in report.speed)
        timed = [(r.seconds, r.reference_seconds) for r in report.speed]
        assert all(None not in pair for pair in timed)  # both times measured and reported


def test_return_true_passes_stone_game_because_the_constraints_guarantee_it(tmp_path):
    """Every case respects the original constraints (877: even n, odd total), which a solution may use."""
    path = tmp_path / "one_liner.py"
    path.write_text("class Solution:\n    def stoneGame(self, piles: List[int]) -> bool:\n"
                    "        return True\n")
    assert check(get_game("stone-game"), PythonFile(path), cases=FEW, speed=False).passed


# --- wrong solutions: the verdict and a small failing instance -------------------------------


def test_greedy_stone_game_is_a_wrong_answer_on_four_piles():
    report = checked("stone-game", "stone_game_greedy.py", speed=False)
    failure = report.failure
    assert report.verdict == failure.verdict == "wrong-answer"
    assert len(failure.instance) == 4  # the smallest row with an even count where greedy can lose
    assert failure.expected is True and failure.actual is False
    assert solve("stone-game", failure.instance).answer is True
    line = report.solution.line
    assert len(line) == 4 and sum(m.gain for m in line) == sum(failure.instance)
    assert any("also fails [3, 7, 2, 3]" in note for note in report.notes)  # the statement's example 2


def test_missing_tie_in_iii_fails_on_one_stone():
    report = checked("stone-game-iii", "stone_game_iii_no_tie.py", speed=False)
    assert report.verdict == "wrong-answer"
    assert report.failure.instance == [0]
    assert (report.failure.expected, report.failure.actual) == ("Tie", "Bob")


def test_off_by_one_first_move_in_viii_fails_on_two_stones():
    report = checked("stone-game-viii", "stone_game_viii_off_by_one.py", speed=False)
    failure = report.failure
    assert report.verdict == "wrong-answer"
    assert len(failure.instance) == 2
    assert failure.actual != failure.expected == sum(failure.instance)  # two stones: Alice must take both
    assert [m.name for m in report.solution.line] == [f"merge 2 ({sum(failure.instance)})"]


def test_cubic_stone_game_v_is_too_slow():
    report = checked("stone-game-v", "stone_game_v_cubic.py", time_limit=0.5, cases=40)
    assert report.counts["generated"] > 0  # right on every small case ...
    assert report.verdict == "too-slow"  # ... but not at n = 500
    slow = report.speed[-1]
    assert slow.verdict == "too-slow" and len(slow.instance) == 500
    reference = slow.reference_seconds
    assert reference is not None  # the reference's time is reported beside it


def test_quadratic_viii_is_too_slow():
    report = checked("stone-game-viii", "stone_game_viii_quadratic.py", time_limit=0.5, cases=40)
    assert report.verdict == "too-slow" and report.failure is report.speed[-1]
    assert len(report.failure.instance) == 10**5
    assert "likely exceed" in " ".join(describe(report))


def test_an_endless_loop_is_a_timeout_and_leaves_no_process():
    report = checked("stone-game", "stone_game_loop.py", time_limit=0.5, speed=False)
    assert report.verdict == "timeout"
    assert report.failure.instance == [5, 3, 4, 5]  # the first example: equal ends at once
    assert report.counts["generated"] == 0  # each timeout costs the limit: no search after one
    assert children() == []


def test_an_exception_is_a_runtime_error_with_its_line():
    report = checked("stone-game-iii", "stone_game_iii_raises.py", speed=False)
    assert report.verdict == "runtime-error"
    assert report.failure.instance == [0]
    assert "IndexError" in report.failure.detail and "line 8" in report.failure.detail


def test_a_string_for_a_bool_is_a_wrong_type():
    report = checked("stone-game", "stone_game_string.py", speed=False)
    assert report.verdict == "wrong-type"
    assert report.failure.actual == '"true"' and "returns bool" in report.failure.detail
    assert len(report.failure.instance) == 2


def test_an_int_for_a_bool_is_a_wrong_type(tmp_path):
    path = tmp_path / "one.py"
    path.write_text("class Solution:\n    def stoneGame(self, piles):\n        return 1\n")
    report = check(get_game("stone-game"), PythonFile(path), cases=FEW, speed=False)
    assert report.verdict == "wrong-type" and "returned int 1" in report.failure.detail


def test_printing_fails_unless_allowed():
    report = checked("stone-game-viii", "stone_game_viii_prints.py", speed=False)
    assert report.verdict == "output"
    assert "prefix" in report.failure.detail and len(report.failure.instance) == 2
    assert checked("stone-game-viii", "stone_game_viii_prints.py", speed=False, allow_output=True).passed


def test_a_quadratic_table_is_over_the_memory_limit():
    report = checked("stone-game-viii", "stone_game_viii_memory.py", memory_mb=200, cases=40)
    assert report.counts["generated"] > 0  # right on small cases
    assert report.verdict == "memory" and report.failure.phase == "speed"
    assert children() == []


def test_a_local_test_block_does_not_run(tmp_path):
    """The file is loaded under another name than __main__, as LeetCode does."""
    path = tmp_path / "with_main.py"
    path.write_text((CANDIDATES / "stone_game_viii_dp.py").read_text()
                    + '\nif __name__ == "__main__":\n    print(Solution().stoneGameVIII([1, 2]))\n')
    assert check(get_game("viii"), PythonFile(path), cases=FEW, speed=False).passed


def test_the_same_seed_finds_the_same_case():
    first = checked("stone-game-viii", "stone_game_viii_off_by_one.py", speed=False, seed=7)
    again = checked("stone-game-viii", "stone_game_viii_off_by_one.py", speed=False, seed=7)
    assert first.failure.instance == again.failure.instance
    assert first.counts == again.counts


def test_a_plain_function():
    report = checked("stone-game-iii", "stone_game_iii_function.py", function="stone_game_iii", speed=False)
    assert report.passed and report.candidate.startswith("stone_game_iii()")


# --- programs through --cmd ------------------------------------------------------------------


def python_command(file):
    return Command(("python3", "-I", "-S", str(CANDIDATES / file)))  # -I -S: a quicker start


def test_a_program_that_reads_stdin_passes():
    report = check(get_game("iii"), python_command("cmd_stone_game_iii.py"), cases=5, speed=False)
    assert report.passed, describe(report)


def test_a_program_for_a_pair_game_reads_two_lines():
    report = check(game_or_skip("vi"), python_command("cmd_stone_game_vi.py"), cases=5, speed=False)
    assert report.passed, describe(report)


def test_a_program_printing_the_wrong_words_is_a_wrong_type():
    report = check(get_game("iii"), python_command("cmd_stone_game_iii_lowercase.py"), cases=5, speed=False)
    assert report.verdict == "wrong-type" and "'tie'" in report.failure.detail


@pytest.mark.parametrize(
    "code, verdict",
    [("import sys; sys.exit(3)", "runtime-error"), ("while True: pass", "timeout"),
     ("import os, signal; os.kill(os.getpid(), signal.SIGSEGV)", "crash"),
     ("x = bytearray(10**10)", "memory"), ("print('x' * 17 * 2**20)", "output")],
)
def test_a_failing_program(code, verdict):
    report = check(get_game("iii"), Command(("python3", "-c", code)), cases=5, time_limit=0.5, speed=False)
    assert report.verdict == verdict
    assert children() == []


# --- instances respect the original constraints ----------------------------------------------


@pytest.mark.parametrize("slug", sorted(LIMITS))
def test_the_limits_agree_with_the_games_remarks(slug):
    game = game_or_skip(slug)
    shape = Shape(game, limits_of(game))
    for _, instance in shape.largest(seed=0):
        assert shape.allowed(instance) and not game.remarks(game.validate(instance))
    edges = shape.edge_cases()
    assert edges and all(shape.allowed(e) for e in edges)
    assert [shape.size(e) for e in edges] == sorted(shape.size(e) for e in edges)
    too_long = shape.largest(seed=0)[0][1]
    too_long = too_long + 1 if game.kind == "count" else (
        [r + r[:1] for r in too_long] if game.kind == "pair" else [*too_long, too_long[0], too_long[0]])
    assert game.remarks(game.validate(too_long))  # one past the limits leaves the original constraints


def test_stone_game_rows_are_fitted_to_even_length_and_odd_total():
    shape = Shape(get_game("stone-game"), LIMITS["stone-game"])
    for row in ([1, 2, 3], [2, 2], [500, 500], [7]):
        fitted = shape.fit(row)
        assert len(fitted) % 2 == 0 and sum(fitted) % 2 == 1 and max(fitted) <= 500


# --- the command -----------------------------------------------------------------------------


def run(capsys, *argv):
    with pytest.raises(SystemExit) as exit_info:
        main(list(argv))
    captured = capsys.readouterr()
    return exit_info.value.code, captured.out, captured.err


def test_command_exit_0_and_json(capsys):
    code, out, _ = run(capsys, "check", "877", str(CANDIDATES / "stone_game_dp.py"), "--cases", "50",
                       "--json")
    report = json.loads(out)
    assert code == 0 and report["verdict"] == "passed" and report["passed"] is True
    assert [s["n"] for s in report["speed"]] == [500, 500, 500]
    assert all(s["instance"] is None for s in report["speed"])  # the long rows stay out of the JSON


def test_command_exit_1_shows_the_case_and_the_optimal_line(capsys):
    code, out, _ = run(capsys, "check", "VIII", str(CANDIDATES / "stone_game_viii_off_by_one.py"),
                       "--cases", "50", "--no-speed")
    assert code == 1
    assert "WRONG ANSWER" in out and "failing instance" in out and "optimal line" in out and "merge 2" in out


def test_command_json_failure(capsys):
    code, out, _ = run(capsys, "check", "iii", str(CANDIDATES / "stone_game_iii_no_tie.py"), "--cases", "50",
                       "--no-speed", "--json")
    report = json.loads(out)
    assert code == 1 and report["verdict"] == "wrong-answer"
    assert report["failure"]["instance"] == [0] and report["failure"]["expected"] == "Tie"
    assert report["optimal"]["value"] == 0 and report["optimal"]["line"][0]["player"] == "Alice"


@pytest.mark.parametrize(
    "argv, fragment",
    [
        (["check", "viii", "/nonexistent/solution.py"], "no file"),
        (["check", "stone-gam", "x.py"], "no game 'stone-gam'"),
        (["check", "viii"], "either PATH"),
        (["check", "viii", "a.py", "--cmd", "true"], "either PATH"),
        (["check", "viii", "--cmd", "no-such-program-here"], "cannot run"),
        (["check", "viii", "--cmd", "true", "--function", "f"], "does not go with --cmd"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py")],
         "no method stoneGameVIII (it has: stoneGame)"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--function", "g"], "no function g"),
        (["check", "viii", str(CANDIDATES / "no_solution.py")], "no class Solution"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--time-limit", "0"], "must be positive"),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(capsys, argv, fragment):
    code, _, err = run(capsys, *argv)
    assert code == 2 and fragment in err, err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_a_syntax_error_is_a_usage_error(capsys, tmp_path):
    path = tmp_path / "broken.py"
    path.write_text("class Solution:\n    def stoneGameVIII(self, stones):\n        return (\n")
    code, _, err = run(capsys, "check", "viii", str(path))
    assert code == 2 and "line 3" in err and "never closed" in err


def test_help_says_it_is_not_a_sandbox(capsys):
    code, out, _ = run(capsys, "check", "--help")
    text = " ".join(out.split())
    assert code == 0 and "not a sandbox" in text and "with your rights" in text


def test_command_defaults_are_the_judges():
    import inspect

    from stonegame.cli import check_command

    defaults = {name: p.default for name, p in inspect.signature(check_command).parameters.items()}
    assert (defaults["time_limit"], defaults["memory_limit"]) == (TIME_LIMIT, MEMORY_MB)
    assert CASES == 1000 and "1000" in str(inspect.signature(check_command).parameters["cases"].annotation)


# --- the child's namespace -------------------------------------------------------------------


def test_leetcode_names_are_there_without_imports():
    from stonegame.judge_runner import leetcode_namespace

    names = leetcode_namespace()
    for name in ("List", "Optional", "Tuple", "Dict", "Set", "cache", "lru_cache", "reduce", "accumulate",
                 "permutations", "combinations", "product", "inf", "gcd", "comb", "isqrt", "deque", "Counter",
                 "defaultdict", "OrderedDict", "heappush", "heappop", "heapify", "bisect_left",
                 "bisect_right",
                 "insort", "sys", "re", "math", "string", "collections", "itertools", "functools", "heapq",
                 "bisect", "operator", "ascii_lowercase", "itemgetter", "deepcopy"):
        assert name in names, name
    assert "pow" not in names and "open" not in names and "sum" not in names  # builtins win


def test_check_needs_a_positive_memory_or_zero():
    with pytest.raises(CandidateError, match="memory-limit"):
        check(get_game("iii"), PythonFile(CANDIDATES / "stone_game_iii_dp.py"), memory_mb=-1)
