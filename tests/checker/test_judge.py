"""``stonegame check`` on real solutions kept in tests/checker/candidates: right ones pass, and each
mistake a learner makes is caught with its own verdict and a failing instance of a few stones.

No test here depends on the machine's speed: limits are either generous hang guards or meet
candidates that never answer (a loop), and shrinking is bounded by its run budget, not its time.
"""

import json
import os
import random
import shlex
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stonegame import UnknownGame, check_solution, get_game, solve
from stonegame.checker.cases import GENERATED_SIZE, LIMITS, Shape, key_of, limits_of
from stonegame.checker.judge import Conditions, Judge, check
from stonegame.checker.limits import CASES, MEMORY_MB, RECURSION_LIMIT, TIME_LIMIT
from stonegame.checker.report import describe
from stonegame.checker.runners import Command, CommandRunner, PythonFile, PythonRunner
from stonegame.checker.verdicts import Outcome, Result
from stonegame.cli import main
from stonegame.core.errors import CandidateError

CANDIDATES = Path(__file__).parent / "candidates"
FEW = 120  # generated cases per check here: enough to find every bug below, quick to run
GENEROUS = 60.0  # seconds: a hang guard for right solutions on a loaded machine, never a measurement
PATIENT = 600.0  # shrinking budget in seconds where a test needs the run budget to decide, not the clock
LOOP_LIMIT = 0.25
"""The time limit where a candidate that never answers must time out: any limit does, and each case
that meets it (the failing one, then every shrinking step) waits it out whole."""


def game_or_skip(name):
    try:
        return get_game(name)
    except UnknownGame:
        pytest.skip(f"{name} is not registered yet")


def checked(game, file, **options):
    options.setdefault("cases", FEW)
    options.setdefault("time_limit", GENEROUS)  # a hang guard: only the too-slow tests set a real limit
    options.setdefault("shrink_seconds", PATIENT)
    candidate = PythonFile(CANDIDATES / file, options.pop("function", None))
    return check(game_or_skip(game), candidate, **options)


_CHECKED: dict = {}


def checked_once(game, file, **options):
    """``checked``, run once per game, file and options in this worker: for the tests that look at
    the very same check from two sides (they only read its report)."""
    key = (game_or_skip(game).slug, file, tuple(sorted(options.items())))
    if key not in _CHECKED:
        _CHECKED[key] = checked(game, file, **options)
    return _CHECKED[key]


def children() -> list[int]:
    """Processes whose parent is this one (a checker must leave none behind).

    multiprocessing's resource tracker is left out: once any test in this worker used a process
    pool, it lives as long as the worker does, by design, and no checker started it."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    if int(stat.read().rsplit(")", 1)[1].split()[1]) != os.getpid():
                        continue
                with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                    if b"multiprocessing.resource_tracker" not in cmdline.read():
                        found.append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    return found


# --- right solutions pass --------------------------------------------------------------------

RIGHT = [
    ("stone-game", "stone_game_dp.py", True),
    ("stone-game", "stone_game_memo.py", True),  # @cache over (i, j): 500 levels, 1000 calls deep
    ("stone-game-iii", "stone_game_iii_dp.py", False),
    ("stone-game-iii", "stone_game_iii_recursive.py", True),  # recursion 5·10^4 deep at the largest size
    ("stone-game-iii", "stone_game_iii_memo.py", True),  # min over a generator: 4 calls a level, 2·10^5 deep
    ("stone-game-vii", "stone_game_vii_memo.py", False),  # @cache over (lo, hi): sized cases up to n = 1000
    ("stone-game-viii", "stone_game_viii_dp.py", True),
    ("stone-game-viii", "stone_game_viii_memo.py", True),  # @cache over i: 10^5 levels
    ("predict-the-winner", "predict_the_winner.py", False),
    ("stone-game-ii", "stone_game_ii_memo.py", False),
    ("stone-game-iv", "stone_game_iv.py", False),
    ("stone-game-v", "stone_game_v_quadratic.py", True),
    ("stone-game-vi", "stone_game_vi.py", False),
    ("stone-game-vii", "stone_game_vii.py", False),
    ("stone-game-ix", "stone_game_ix.py", False),
]


@pytest.mark.slow
@pytest.mark.parametrize("game, file, speed", RIGHT, ids=[file for _, file, _ in RIGHT])
def test_a_right_solution_passes(game, file, speed):
    report = checked_once(game, file, speed=speed)
    assert report.verdict == "passed", describe(report)
    assert report.failure is None and report.passed and report.solution is None
    assert report.counts["examples"] == len(report.game.statement_examples)
    assert report.counts["edge"] > 0 and report.counts["generated"] > 0
    assert report.counts["shrink"] == 0
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


# --- recursion -------------------------------------------------------------------------------


@pytest.mark.slow
def test_a_deep_recursion_passes_at_the_largest_size_without_raising_the_limit():
    """10^5 levels of @cache (two calls a level) in a file that never calls sys.setrecursionlimit."""
    assert "setrecursionlimit" not in (CANDIDATES / "stone_game_viii_memo.py").read_text()
    report = checked_once("viii", "stone_game_viii_memo.py", speed=True)  # test_a_right_solution_passes' own check
    assert report.passed and report.limits["recursion_limit"] == RECURSION_LIMIT
    assert max(len(r.instance) for r in report.speed) == 10**5


def test_a_lower_recursion_limit_fails_the_same_solution_with_its_instance():
    report = checked("viii", "stone_game_viii_memo.py", recursion_limit=1000, speed=False, cases=40)
    assert report.verdict == "runtime-error"
    assert report.failure.detail.startswith("recursion too deep: RecursionError")
    assert GENERATED_SIZE < len(report.failure.instance) <= 1000  # 500 levels of two calls need ~500 stones
    assert "recursion too deep" in " ".join(describe(report))


@pytest.mark.slow
def test_a_raised_limit_is_kept_to_what_the_stack_holds():
    """sys.setrecursionlimit(10**9) and no base case: a RecursionError, not a crashed process."""
    report = checked("viii", "stone_game_viii_deep_recursion.py", speed=False, cases=5, shrink_seconds=0.001,
                     time_limit=GENEROUS, case_limit=GENEROUS)  # 500,000 calls take a while on a loaded machine
    assert report.verdict == "runtime-error" and "RecursionError" in report.failure.detail
    assert report.failure.detail.startswith("recursion too deep") and "line 6" in report.failure.detail


@pytest.mark.slow
def test_a_stack_that_still_overflows_is_a_runtime_error_not_a_crash():
    # each run fills a 512 MB stack: no time spent shrinking
    report = checked("viii", "stone_game_viii_stack_overflow.py", speed=False, cases=5, shrink_seconds=0.001,
                     time_limit=GENEROUS, case_limit=GENEROUS)
    assert report.verdict == "runtime-error", describe(report)
    assert report.failure.detail.startswith("recursion too deep: the stack overflowed")
    assert "line 5" in report.failure.detail and len(report.failure.instance) <= 5
    assert children() == []


# --- answers ---------------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("game, file", [("ix", "stone_game_ix_int.py"), ("iv", "stone_game_iv_int.py")])
def test_an_int_for_a_bool_is_judged_by_its_truth_value_with_a_warning(game, file):
    report = checked(game, file, speed=False)
    assert report.passed, describe(report)
    [warning] = report.warnings
    assert "returned an int where the problem returns a bool" in warning and "truth value" in warning
    assert "warning: returned an int" in " ".join(describe(report))
    assert report.to_json()["warnings"] == [warning]


def test_an_int_with_the_wrong_truth_value_is_a_wrong_answer(tmp_path):
    path = tmp_path / "zero.py"
    path.write_text("class Solution:\n    def stoneGame(self, piles):\n        return 0\n")
    report = check(get_game("stone-game"), PythonFile(path), cases=FEW, speed=False)
    assert report.verdict == "wrong-answer" and report.failure.actual is False and report.failure.expected is True


@pytest.mark.parametrize("answer, shown", [("1.0", "1.0"), ("[True]", "[True]"), ("None", "None")])
def test_any_other_type_for_a_bool_stays_a_wrong_type(tmp_path, answer, shown):
    path = tmp_path / "typed.py"
    path.write_text(f"class Solution:\n    def stoneGame(self, piles):\n        return {answer}\n")
    report = check(get_game("stone-game"), PythonFile(path), cases=5, speed=False)
    assert report.verdict == "wrong-type" and report.failure.actual == shown and not report.warnings


def test_a_bool_for_an_int_stays_a_wrong_type(tmp_path):
    path = tmp_path / "truth.py"
    path.write_text("class Solution:\n    def stoneGameVIII(self, stones):\n        return True\n")
    report = check(get_game("viii"), PythonFile(path), cases=5, speed=False)
    assert report.verdict == "wrong-type" and "returned bool" in report.failure.detail


def test_a_program_printing_an_integer_for_a_bool_passes_with_a_warning():
    report = check(get_game("stone-game"), Command(("python3", "-c", "print(1)")), cases=5, speed=False)
    assert report.passed and "printed an integer where the problem returns a bool" in report.warnings[0]


# --- prints ----------------------------------------------------------------------------------


def test_printing_fails_nothing_and_is_shown_apart():
    report = checked("stone-game-viii", "stone_game_viii_prints.py", speed=False)
    assert report.passed, describe(report)
    assert report.printed["cases"] == sum(report.counts.values())  # it prints on every case
    assert report.printed["excerpt"].startswith("prefix [") and report.printed["on"].startswith("[")
    assert "printed to stdout in" in " ".join(describe(report))
    assert report.to_json()["printed"]["cases"] == report.printed["cases"]


def test_printing_past_the_limit_fails_as_output(tmp_path):
    path = tmp_path / "flood.py"
    path.write_text("class Solution:\n    def stoneGame(self, piles):\n"
                    "        print('x' * (17 * 2**20))\n        return True\n")
    report = check(get_game("stone-game"), PythonFile(path), cases=5, speed=False, time_limit=GENEROUS,
                   case_limit=GENEROUS)
    assert report.verdict == "output" and report.failure.detail == "printed more than 16 MB to stdout"


# --- misreports ------------------------------------------------------------------------------


def python_file(tmp_path, body: str, method: str = "stoneGame") -> PythonFile:
    path = tmp_path / "candidate.py"
    path.write_text(f"import os, signal, sys, threading\nclass Solution:\n    def {method}(self, piles):\n"
                    + "".join(f"        {line}\n" for line in body.splitlines()))
    return PythonFile(path)


@pytest.mark.parametrize("candidate", [
    # 17 MB a case: past OUTPUT_BYTES (16 MB), the most a candidate may print to stdout
    lambda tmp: python_file(tmp, "sys.stderr.write('e' * (17 * 2**20))\nreturn True"),
    lambda tmp: python_file(tmp, "os.close(1)\nreturn True"),
    lambda tmp: Command(("python3", "-c", "import sys; sys.stderr.write('e' * (17 * 2**20)); print('true')")),
], ids=["stderr flood", "closed stdout", "program's stderr flood"])
@pytest.mark.slow
def test_stderr_floods_and_a_closed_stdout_fail_nothing(tmp_path, candidate):
    report = check(get_game("stone-game"), candidate(tmp_path), cases=5, speed=False, time_limit=GENEROUS,
                   case_limit=GENEROUS)
    assert report.passed, describe(report)


def test_a_program_that_never_answers_is_not_reported_as_answering():
    report = check(get_game("stone-game"), Command(("yes",)), cases=5, speed=False, time_limit=GENEROUS,
                   case_limit=GENEROUS)
    assert report.verdict == "output"
    text = " ".join(describe(report))
    assert "printed more than 16 MB to stdout" in text and "answered" not in text and "(right)" not in text


@pytest.mark.parametrize("candidate", [
    # the first call answers, then a thread kills the process while a later call sleeps
    lambda tmp: python_file(tmp, "if hasattr(sys, 'armed'):\n    threading.Event().wait(0.5)\n    return True\n"
                                 "sys.armed = True\n"
                                 "threading.Timer(0.01, os.kill, (os.getpid(), signal.SIGSEGV)).start()\n"
                                 "return True"),
    lambda tmp: Command(("python3", "-c", ("import os, signal; print('true', flush=True); "
                                            "os.kill(os.getpid(), signal.SIGSEGV)"))),
], ids=["python", "program"])
def test_a_segfault_just_after_answering_is_a_crash(tmp_path, candidate):
    report = check(get_game("stone-game"), candidate(tmp_path), cases=5, speed=False, time_limit=GENEROUS,
                   shrink_seconds=1)
    assert report.verdict == "crash" and "SIGSEGV" in report.failure.detail
    assert report.failure.actual is None
    assert children() == []


# --- sizes -----------------------------------------------------------------------------------


@pytest.mark.parametrize("slug", sorted(LIMITS))
def test_generated_cases_are_distinct_allowed_and_sized_across_the_range(slug):
    game = game_or_skip(slug)
    shape = Shape(game, limits_of(game))
    small, sized = shape.generated(CASES, random.Random(0))
    everything = small + sized
    assert len({key_of(i) for i in everything}) == len(everything)  # distinct: the counts are cases run
    assert all(shape.allowed(i) for i in everything)
    lim = shape.limits
    if game.instance.name == "count":
        assert small == list(range(lim.min_n, lim.min_n + len(small)))  # every n from the smallest
        assert len(small) + len(sized) == CASES
    else:
        assert max(shape.size(i) for i in small) <= GENERATED_SIZE
    if lim.max_n >= 10 * GENERATED_SIZE:
        # a count game whose every n up to nearly max_n fits in the cases is spread by its small ones
        sizes = sorted(shape.size(i) for i in (everything if game.instance.name == "count" else sized))
        assert sizes[0] < lim.max_n // 4 and sizes[-1] > lim.max_n // 4  # spread, not only tiny and maximal
        assert len(set(sizes)) > len(sizes) // 2
    assert [shape.size(i) for i in small] == sorted(shape.size(i) for i in small)  # smallest first


def model_of_few_squares(n: int, largest_root: int | None = 100) -> list[bool]:
    """wins[k] for k <= n as the squares-up-to-100² solution computes it (``largest_root``
    None: every square, the right answers), forward from the losing positions, which are rare."""
    wins = [False] * (n + 1)
    for k in range(n + 1):
        if not wins[k]:
            root = 1
            while k + root * root <= n and (largest_root is None or root <= largest_root):
                wins[k + root * root] = True
                root += 1
    return wins


def test_squares_up_to_100_squared_is_caught():
    report = checked("iv", "stone_game_iv_few_squares.py", cases=None, shrink_seconds=0.001)  # caught: enough
    assert report.verdict == "wrong-answer"
    assert report.failure.instance >= 10_405  # right below that
    assert solve("stone-game-iv", report.failure.instance).answer == report.failure.expected


@pytest.mark.slow
def test_squares_up_to_100_squared_is_caught_with_any_seed_by_the_cases_drawn():
    """Every seed draws an n this solution gets wrong: among the sized cases (half of them n whose
    answer is the rarer one) for nearly every seed, and always among the largest (the largest n
    with the rarer answer)."""
    game = get_game("iv")
    shape = Shape(game, limits_of(game))
    wrong = model_of_few_squares(shape.limits.max_n)
    right = model_of_few_squares(shape.limits.max_n, largest_root=None)
    assert [right[n] for n in (1, 2, 7, 10, 15, 17)] == [solve(game, n).answer for n in (1, 2, 7, 10, 15, 17)]

    def caught(instances):
        return any(wrong[n] != right[n] for n in instances)

    by_sized = 0
    for seed in range(16):
        _, sized = shape.generated(CASES, random.Random(seed))
        by_sized += caught(sized)
        assert caught(sized + [n for _, n in shape.largest(seed)]), seed
    assert by_sized >= 15


# --- shrinking -------------------------------------------------------------------------------


@pytest.mark.slow
def test_stone_game_ii_capped_at_12_is_reported_on_about_30_stones_with_a_command(capsys):
    report = checked("ii", "stone_game_ii_capped.py", cases=None)
    failure = report.failure
    assert report.verdict == "wrong-answer"
    assert len(failure.instance) <= 30 and len(failure.found) > len(failure.instance)
    assert failure.phase in ("sized", "speed") and report.counts["shrink"] > 0
    argv = shlex.split(report.command)
    assert argv[:3] == ["stonegame", "solve", "stone-game-ii"] and argv[-1] == "--explain"
    assert [int(word) for word in argv[3:-1]] == failure.instance
    with pytest.raises(SystemExit):
        main(argv[1:-1] + ["--json"])  # the command, as JSON: it gives the expected answer
    assert json.loads(capsys.readouterr().out)["answer"] == failure.expected
    text = " ".join(describe(report))
    assert f"reproduce: {report.command}" in " ".join(text.split()) and "shrunk from" in text


def test_a_failure_at_the_largest_size_is_shrunk_and_written_to_a_file():
    report = checked("stone-game", "stone_game_wrong_at_500.py", cases=40)
    failure = report.failure
    assert report.verdict == "wrong-answer" and len(failure.instance) == 500  # no shorter row fails
    assert sum(failure.instance) < sum(failure.found)  # but its values were made smaller
    assert max(failure.instance) <= 2
    written = json.loads(Path(report.instance_file).read_text())
    assert written == failure.instance
    assert shlex.split(report.command) == ["stonegame", "solve", "stone-game", "--file", report.instance_file,
                                           "--explain"]
    shown = " ".join(describe(report))
    assert "more …" in shown and report.instance_file in shown
    Path(report.instance_file).unlink()


class Planted:
    """A stand-in candidate, no process: the reference's answer, except a wrong one where
    ``wrong(instance)``."""

    def __init__(self, game, wrong):
        self.game, self.wrong = game, wrong

    def run(self, instances, timeout, expected=None):
        return [self.run_one(instance) for instance in instances]

    def run_one(self, instance):
        answer = solve(self.game, instance).answer
        if self.wrong(instance):
            answer = (not answer) if isinstance(answer, bool) else ("Bob" if answer == "Alice" else "Alice") \
                if isinstance(answer, str) else answer + 1
        return Outcome("ok", type(answer).__name__, answer, seconds=0.0)


def shrunk(slug, instance, wrong):
    game = get_game(slug)
    judge = Judge(game, [Planted(game, wrong)], Conditions(time_limit=TIME_LIMIT, case_limit=TIME_LIMIT), progress=None)
    first = judge.case("generated", instance)
    assert first.verdict == "wrong-answer"
    return judge, judge.shrink(first, PATIENT)


def test_shrinking_drops_values_then_makes_them_smaller():
    _, result = shrunk("iii", [5, -700, 3, 900, 12, -4, 77, 8], lambda row: len(row) >= 3 and max(row) >= 50)
    assert sorted(result.instance) == [0, 0, 50] and result.found == [5, -700, 3, 900, 12, -4, 77, 8]


def test_shrinking_cuts_a_count_down():
    _, result = shrunk("iv", 90_000, lambda n: n >= 1234)
    assert result.instance == 1234


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(data=st.data(), slug=st.sampled_from(["stone-game", "stone-game-iii", "stone-game-vi", "stone-game-v"]))
def test_a_shrunk_instance_is_allowed_smaller_and_still_fails(data, slug):
    game = get_game(slug)
    shape = Shape(game, limits_of(game))
    instance = shape.generated(40, random.Random(data.draw(st.integers(0, 10**6))))[0][-1]
    threshold = data.draw(st.integers(0, 20))

    def wrong(candidate):
        return sum(shape.values(candidate)) >= threshold

    if not wrong(instance):
        return
    judge, result = shrunk(slug, instance, wrong)
    assert wrong(result.instance) and shape.allowed(result.instance)
    assert shape.smallness(result.instance) <= shape.smallness(instance)
    assert judge.counts["shrink"] > 0 or result.instance == instance


# --- verdicts as before ----------------------------------------------------------------------


def test_greedy_stone_game_is_a_wrong_answer_on_four_piles():
    report = checked("stone-game", "stone_game_greedy.py", speed=False)
    failure = report.failure
    assert report.verdict == failure.verdict == "wrong-answer"
    assert len(failure.instance) == 4  # the smallest row with an even count where greedy can lose
    assert failure.expected is True and failure.actual is False
    assert solve("stone-game", failure.instance).answer is True
    line = report.solution.line
    assert len(line) == 4 and sum(m.gain for m in line) == sum(failure.instance)
    assert failure.found == [3, 7, 2, 3] and failure.phase == "examples"  # the statement's example 2, shrunk
    assert "a statement example, shrunk from [3, 7, 2, 3]" in " ".join(" ".join(describe(report)).split())


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
    assert report.verdict == "too-slow"  # ... but not at the largest size (or sooner, on a slow machine)
    assert len(report.failure.instance) > GENERATED_SIZE
    assert all(r.reference_seconds is not None for r in report.speed)  # the reference's time is beside it
    assert report.solution is None and report.counts["shrink"] == 0  # the size itself is the failure


def test_quadratic_viii_is_too_slow():
    report = checked("stone-game-viii", "stone_game_viii_quadratic.py", time_limit=0.5, cases=40)
    assert report.verdict == "too-slow" and len(report.failure.instance) > GENERATED_SIZE
    assert "likely exceed" in " ".join(describe(report))


def test_an_endless_loop_is_a_timeout_and_leaves_no_process():
    report = checked("stone-game", "stone_game_loop.py", time_limit=LOOP_LIMIT, speed=False)
    assert report.verdict == "timeout"
    assert report.failure.found == [5, 3, 4, 5]  # the first example: equal ends at once
    assert report.counts["generated"] == 0
    assert report.solution is None  # no optimal line for what is not a wrong answer
    assert children() == []


def test_an_exception_is_a_runtime_error_with_its_line():
    report = checked("stone-game-iii", "stone_game_iii_raises.py", speed=False)
    assert report.verdict == "runtime-error"
    assert report.failure.instance == [0]
    assert "IndexError" in report.failure.detail and "line 8" in report.failure.detail
    assert report.solution is None


def test_a_string_for_a_bool_is_a_wrong_type():
    report = checked("stone-game", "stone_game_string.py", speed=False)
    assert report.verdict == "wrong-type"
    assert report.failure.actual == '"true"' and "returns bool" in report.failure.detail
    assert len(report.failure.instance) == 2
    assert report.solution is None


@pytest.mark.slow
def test_a_quadratic_table_is_over_the_memory_limit():
    report = checked("stone-game-viii", "stone_game_viii_memory.py", memory_mb=200, cases=40, shrink_seconds=1)
    assert report.counts["generated"] > 0  # right on small cases
    assert report.verdict == "memory" and len(report.failure.instance) > GENERATED_SIZE
    assert children() == []


def test_a_local_test_block_does_not_run(tmp_path):
    """The file is loaded under another name than __main__, as LeetCode does."""
    path = tmp_path / "with_main.py"
    path.write_text((CANDIDATES / "stone_game_viii_dp.py").read_text()
                    + '\nif __name__ == "__main__":\n    print(Solution().stoneGameVIII([1, 2]))\n')
    assert check(get_game("viii"), PythonFile(path), cases=FEW, speed=False).passed


def test_the_candidates_own_modules_are_imported_and_nothing_of_stonegame_is_loaded(tmp_path):
    """The server's process loads the checker's child-side modules (server, limits) as top-level
    modules: a helper of the candidate's with the same name is still the one it imports."""
    (tmp_path / "limits.py").write_text("TIE = 'Tie'\n")
    (tmp_path / "server.py").write_text("ALICE = 'Alice'\n")
    path = tmp_path / "solution.py"
    path.write_text("import sys\nfrom limits import TIE\nfrom server import ALICE\n"
                    "assert not [name for name in sys.modules if name.startswith('stonegame')]\n"
                    + (CANDIDATES / "stone_game_iii_dp.py").read_text())
    assert check(get_game("iii"), PythonFile(path), cases=5, speed=False).passed


def test_the_same_seed_finds_the_same_case():
    first = checked("stone-game-viii", "stone_game_viii_off_by_one.py", speed=False, seed=7)
    again = checked("stone-game-viii", "stone_game_viii_off_by_one.py", speed=False, seed=7)
    assert first.failure.instance == again.failure.instance
    assert first.counts == again.counts


def test_a_plain_function():
    report = checked("stone-game-iii", "stone_game_iii_function.py", function="stone_game_iii", speed=False)
    assert report.passed and report.candidate.startswith("stone_game_iii()")


# --- counts and progress ---------------------------------------------------------------------


def test_counts_are_the_cases_run_and_every_bar_ends_at_its_total():
    seen: dict[str, tuple[int, int]] = {}
    report = checked("viii", "stone_game_viii_dp.py", cases=200,
                     progress=lambda phase, done, total: seen.__setitem__(phase, (done, total)))
    assert report.passed
    assert report.counts["generated"] + report.counts["sized"] == 200
    assert set(seen) == {"examples", "edge", "generated", "sized", "speed"}
    for phase, (done, total) in seen.items():
        assert done == total == report.counts[phase], phase


def test_the_largest_instances_of_a_count_game_include_the_rarer_answer():
    shape = Shape(get_game("iv"), LIMITS["stone-game-iv"])
    (_, largest), (_, second) = shape.largest(seed=0)
    assert largest == 10**5 and solve("iv", second).answer is False and 10**5 - second < 1000


# --- programs through --cmd ------------------------------------------------------------------


def python_command(file):
    return Command(("python3", "-I", "-S", str(CANDIDATES / file)))  # -I -S: a quicker start


def test_a_program_that_reads_stdin_passes():
    report = check(get_game("iii"), python_command("cmd_stone_game_iii.py"), cases=5, speed=False)
    assert report.passed, describe(report)


def test_a_program_for_a_pair_game_reads_two_lines():
    report = check(game_or_skip("vi"), python_command("cmd_stone_game_vi.py"), cases=5, speed=False)
    assert report.passed, describe(report)


@pytest.mark.parametrize("file, verdict", [("cmd_stone_game_iii.py", "passed"),
                                           ("cmd_stone_game_iii_no_tie.py", "wrong-answer")])
def test_a_program_gets_the_same_verdict_with_one_job_or_two(file, verdict):
    """#25: with --jobs 2, a right program was a crash ("the checker lost track of the program")."""
    one, two = (check(get_game("iii"), python_command(file), cases=20, speed=False, jobs=jobs) for jobs in (1, 2))
    assert (one.verdict, two.verdict) == (verdict, verdict), (describe(one), describe(two))
    assert (one.failure is None) == (two.failure is None) == (verdict == "passed")
    if one.failure is not None:
        assert one.failure.instance == two.failure.instance and one.counts == two.counts


@pytest.mark.parametrize("kind", ["program", "python"])
def test_a_runner_outlives_the_thread_that_started_its_process(kind):
    """A supervisor is told when the checker ends (PR_SET_PDEATHSIG), which the kernel says when
    the *thread* that started it ends: a runner whose process a worker thread started (a part of
    a group of cases, under --jobs) must still answer once that thread is gone."""
    game = get_game("iii")
    if kind == "program":
        runner = CommandRunner(python_command("cmd_stone_game_iii.py"), game.instance, 0)
    else:
        runner = PythonRunner(PythonFile(CANDIDATES / "stone_game_iii_dp.py"), "stoneGameIII", game.instance, 0,
                              RECURSION_LIMIT)
    done: list = []

    def in_a_thread():
        worker = threading.Thread(target=lambda: done.extend(runner.run([[1, 2, 3, 7]], GENEROUS)))
        worker.start()
        worker.join()

    runner.start(GENEROUS)
    try:
        assert runner.run([[1, 2, 3, 6]], GENEROUS)[0].value == "Tie"  # loaded, in this thread
        for _ in range(2):
            runner.stop()  # the next run starts the process again, in a thread that then ends
            in_a_thread()
            time.sleep(0.2)  # time for a signal to arrive, were one sent
            done += runner.run([[1, 2, 3, 6]], GENEROUS)
        assert [outcome.value for outcome in done] == ["Bob", "Tie"] * 2
    finally:
        runner.close()


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
    limit = LOOP_LIMIT if verdict == "timeout" else GENEROUS  # only the loop meets its limit
    report = check(get_game("iii"), Command(("python3", "-c", code)), cases=5, time_limit=limit, case_limit=limit,
                   speed=False)
    assert report.verdict == verdict
    assert children() == []


# --- nothing outlives check ------------------------------------------------------------------

LOOP = "while True:\n    pass\n"


def leaving(tmp_path, kind: str, answers: bool) -> tuple[object, str]:
    """A candidate that starts a grandchild in a session of its own (setsid), sleeping, and then
    answers (``answers``) or loops; and the token that grandchild carries on its command line."""
    token = f"stonegame-test-{os.getpid()}-{time.monotonic_ns()}"
    start = (f"import subprocess, sys\nsubprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)', "
             f"{token!r}], start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, "
             "stderr=subprocess.DEVNULL)\n")
    if kind == "python":
        path = tmp_path / "leaves.py"
        body = start + ("return True\n" if answers else LOOP)
        path.write_text("class Solution:\n    def stoneGame(self, piles):\n"
                        + "".join(f"        {line}\n" for line in body.splitlines()))
        return PythonFile(path), token
    path = tmp_path / "leaves_program.py"
    path.write_text(start + ("print('true')\n" if answers else LOOP))
    return Command((sys.executable, str(path))), token


def carrying(token: str) -> list[int]:
    """Processes whose command line holds ``token``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                    if token.encode() in cmdline.read():
                        found.append(int(entry))
            except OSError:
                pass
    return found


def eventually(condition, seconds: float = GENEROUS) -> bool:
    """Poll ``condition`` until it holds or ``seconds`` pass (a hang guard, not a measurement)."""
    give_up = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > give_up:
            return False
        time.sleep(0.05)
    return True


@pytest.mark.parametrize("kind", ["python", "program"])
@pytest.mark.parametrize("ending", ["end of the run", "timeout"])
def test_nothing_outlives_a_check(tmp_path, kind, ending):
    candidate, token = leaving(tmp_path, kind, answers=ending == "end of the run")
    report = check(get_game("stone-game"), candidate, cases=5, speed=False, time_limit=0.5 if ending == "timeout"
                   else GENEROUS, shrink_seconds=PATIENT)
    assert report.verdict == ("passed" if ending == "end of the run" else "timeout")
    assert eventually(lambda: not carrying(token)), carrying(token)
    assert children() == []


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["python", "program"])
@pytest.mark.parametrize("ending", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL], ids=["ctrl-c", "term", "kill"])
def test_nothing_outlives_a_stopped_checker(tmp_path, kind, ending):
    candidate, token = leaving(tmp_path, kind, answers=False)
    what = ["--cmd", shlex.join(candidate.argv)] if kind == "program" else [str(candidate.path)]
    checker = subprocess.Popen(
        [sys.executable, "-c", "import sys; from stonegame.cli import main; main(sys.argv[1:])",
         "check", "stone-game", *what, "--no-speed", "--cases", "5", "--time-limit", str(GENEROUS)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        assert eventually(lambda: carrying(token)), "the candidate never started its grandchild"
        checker.send_signal(ending)
        checker.wait(GENEROUS)
    finally:
        if checker.poll() is None:
            checker.kill()
            checker.wait()
    assert eventually(lambda: not carrying(token)), carrying(token)


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
    too_long = too_long + 1 if game.instance.name == "count" else (
        [r + r[:1] for r in too_long] if game.instance.name == "pair" else [*too_long, too_long[0], too_long[0]])
    assert game.remarks(game.validate(too_long))  # one past the limits leaves the original constraints


def test_stone_game_rows_are_fitted_to_even_length_and_odd_total():
    shape = Shape(get_game("stone-game"), LIMITS["stone-game"])
    for row in ([1, 2, 3], [2, 2], [500, 500], [7]):
        fitted = shape.fit(row)
        assert len(fitted) % 2 == 0 and sum(fitted) % 2 == 1 and max(fitted) <= 500


@pytest.mark.parametrize("slug", sorted(LIMITS))
def test_the_reference_is_never_a_search_at_the_largest_size(slug):
    game = game_or_skip(slug)
    shape = Shape(game, limits_of(game))
    largest = shape.largest(seed=0)[0][1]
    assert solve(game, shape.for_solver(largest)).method not in ("brute", "memo")


# --- the command -----------------------------------------------------------------------------


def test_command_exit_0_and_json(cli):
    code, out, _ = cli("check", "877", str(CANDIDATES / "stone_game_dp.py"), "--cases", "50",
                       "--json", "--time-limit", str(GENEROUS))
    report = json.loads(out)
    assert code == 0 and report["verdict"] == "passed" and report["passed"] is True
    assert [s["n"] for s in report["speed"]] == [500, 500, 500]
    assert all(s["instance"] is None for s in report["speed"])  # the long rows stay out of the JSON
    assert report["command"] is None and report["optimal"] is None


def test_command_exit_1_shows_the_case_the_command_and_the_optimal_line(cli):
    code, out, _ = cli("check", "VIII", str(CANDIDATES / "stone_game_viii_off_by_one.py"),
                       "--cases", "50", "--no-speed")
    assert code == 1
    assert "WRONG ANSWER" in out and "failing instance" in out and "optimal line" in out
    assert "merge the leftmost 2 stones" in out
    assert "reproduce: stonegame solve stone-game-viii" in out


def test_command_json_failure(cli):
    code, out, _ = cli("check", "iii", str(CANDIDATES / "stone_game_iii_no_tie.py"), "--cases", "50",
                       "--no-speed", "--json")
    report = json.loads(out)
    assert code == 1 and report["verdict"] == "wrong-answer"
    assert report["failure"]["instance"] == [0] and report["failure"]["expected"] == "Tie"
    assert report["optimal"]["value"] == 0 and report["optimal"]["line"][0]["player"] == "Alice"
    assert report["command"] == "stonegame solve stone-game-iii 0 --explain"


def test_command_no_line_for_a_crash(cli):
    code, out, _ = cli("check", "iii", str(CANDIDATES / "stone_game_iii_raises.py"), "--cases", "20",
                       "--no-speed")
    assert code == 1 and "RUNTIME ERROR" in out and "optimal line" not in out


def test_old_command_lines_still_work(cli):
    code, out, _ = cli("check", "viii", str(CANDIDATES / "stone_game_viii_prints.py"), "--cases", "20",
                       "--no-speed", "--allow-output")
    assert code == 0 and "PASSED" in out


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
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--time-limit", "0"], "--time-limit must be"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--time-limit", "nan"], "--time-limit must be"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--time-limit", "inf"], "--time-limit must be"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--time-limit", "1e300"], "--time-limit must be"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--memory-limit", str(10**30)],
         "--memory-limit must be between 0"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--memory-limit", "-1"],
         "--memory-limit must be between 0"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--cases", "-1"], "--cases must be between 0"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--cases", str(10**12)], "--cases must be"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--recursion-limit", "5"],
         "--recursion-limit must be between 100"),
        (["check", "viii", str(CANDIDATES / "stone_game_dp.py"), "--recursion-limit", str(10**7)],
         "--recursion-limit must be"),
        (["check", "--rules", "examples/take_k_from_ends.py", str(CANDIDATES / "stone_game_dp.py")],
         "with --function NAME"),
    ],
)
def test_usage_errors_are_one_line_and_exit_2(cli, argv, fragment):
    code, _, err = cli(*argv)
    assert code == 2 and fragment in err, err
    assert err.count("\n") == 1 and "Traceback" not in err and len(err) < 400  # the games listed grow with the registry


def test_a_syntax_error_is_a_usage_error(cli, tmp_path):
    path = tmp_path / "broken.py"
    path.write_text("class Solution:\n    def stoneGameVIII(self, stones):\n        return (\n")
    code, _, err = cli("check", "viii", str(path))
    assert code == 2 and "line 3" in err and "never closed" in err


def test_help_says_it_is_not_a_sandbox(cli):
    code, out, _ = cli("check", "--help")
    text = " ".join(out.split())
    assert code == 0 and "not a sandbox" in text and "with your rights" in text
    assert "--allow-output" not in text  # kept for old command lines, no longer offered


def test_command_defaults_are_the_judges():
    import inspect

    from stonegame.cli.check import check_command

    defaults = {name: p.default for name, p in inspect.signature(check_command).parameters.items()}
    assert (defaults["time_limit"], defaults["memory_limit"]) == (TIME_LIMIT, MEMORY_MB)
    assert defaults["recursion_limit"] == RECURSION_LIMIT
    assert CASES == 1000 and "1000" in str(inspect.signature(check_command).parameters["cases"].annotation)


# --- the child's namespace -------------------------------------------------------------------


def test_leetcode_names_are_there_without_imports():
    from stonegame.checker.server import leetcode_namespace

    names = leetcode_namespace()
    for name in ("List", "Optional", "Tuple", "Dict", "Set", "cache", "lru_cache", "reduce", "accumulate",
                 "permutations", "combinations", "product", "inf", "gcd", "comb", "isqrt", "deque", "Counter",
                 "defaultdict", "OrderedDict", "heappush", "heappop", "heapify", "bisect_left",
                 "bisect_right",
                 "insort", "sys", "re", "math", "string", "collections", "itertools", "functools", "heapq",
                 "bisect", "operator", "ascii_lowercase", "itemgetter", "deepcopy"):
        assert name in names, name
    assert "pow" not in names and "open" not in names and "sum" not in names  # builtins win


def test_check_needs_a_memory_limit_in_range():
    with pytest.raises(CandidateError, match="memory-limit"):
        check(get_game("iii"), PythonFile(CANDIDATES / "stone_game_iii_dp.py"), memory_mb=-1)


def test_result_json_names_where_a_shrunk_failure_was_found():
    shape = Shape(get_game("iii"), LIMITS["stone-game-iii"])
    result = Result("sized", [0], "wrong-answer", "Tie", "Bob", found=[0] * 20)
    assert result.to_json(shape)["shrunk_from_n"] == 20 and result.to_json(shape)["n"] == 1


def test_max_n_checks_a_brute_force_on_small_sizes_only(tmp_path):
    brute = tmp_path / "brute.py"
    brute.write_text(
        "class Solution:\n"
        "    def stoneGame(self, piles):\n"
        "        def best(i, j):\n"
        "            return 0 if i > j else max(piles[i] - best(i + 1, j), piles[j] - best(i, j - 1))\n"
        "        return best(0, len(piles) - 1) > 0\n"
    )
    report = check_solution("stone-game", brute, cases=60, max_n=10)
    assert report.passed and not report.speed and report.counts["speed"] == 0
    assert report.limits["max_n"] == 10 and any("--max-n" in note for note in report.notes)
    with pytest.raises(CandidateError, match="--max-n"):
        check_solution("stone-game", brute, max_n=0)
