"""``stonegame check`` on C++, Java, JavaScript and TypeScript solutions (#14).

The candidates are written here (tests/checker/candidates/<lang>/), for a bool game (877), an int
game (VIII) and a str game (III): right ones, and wrong ones of each kind (greedy, off by one,
a missing tie, an out-of-bounds read, quadratic where linear is needed, the wrong type, compile
errors). Each wrong one must get its verdict, on an instance shrunk from where it was found and
judged against the reference (the memo, never a hard-coded answer).

A compile is slow (a C++ build with the sanitizers takes a second or more), so every build is kept in one folder
for the whole session (``STONEGAME_BUILDS``), keyed by the source's hash: each is compiled once.
A language whose toolchain is missing is skipped. Nothing depends on the machine's speed, but
the too-slow verdicts (a quadratic solution at n = 10^5).
"""

import json
import os
import re
from pathlib import Path

import pytest

from stonegame import get_game, solve
from stonegame.checker.judge import candidate_of, check
from stonegame.checker.languages import Signature, codes, languages, of_path, split
from stonegame.checker.runners import SourceFile
from stonegame.core.errors import CandidateError

CANDIDATES = Path(__file__).parents[1] / "candidates"
QUICK = {"cases": 150, "speed": False, "shrink_seconds": 60.0}


@pytest.fixture(scope="module", autouse=True)
def shared_builds(builds_root):
    """One build folder for every test here (and the run's other tests): a source is compiled once."""
    folder = builds_root
    before = os.environ.get("STONEGAME_BUILDS")
    os.environ["STONEGAME_BUILDS"] = folder
    yield
    if before is None:
        os.environ.pop("STONEGAME_BUILDS", None)
    else:
        os.environ["STONEGAME_BUILDS"] = before


def candidate(name: str) -> SourceFile:
    path = CANDIDATES / name
    code = of_path(path)
    missing = languages()[code].missing()
    if missing:
        pytest.skip(missing[0])
    return SourceFile(path, code)


_CHECKED: dict = {}


def quick_once(slug: str, name: str):
    """``check`` with QUICK, run once per game and candidate in this worker: for the tests that look at
    the very same check from two sides (they only read its report)."""
    if (slug, name) not in _CHECKED:
        _CHECKED[slug, name] = check(get_game(slug), candidate(name), **QUICK)
    return _CHECKED[slug, name]


RIGHT = [
    ("stone-game", "cpp/stone_game.cpp"), ("stone-game-iii", "cpp/stone_game_iii.cpp"),
    ("stone-game-viii", "cpp/stone_game_viii.cpp"),
    ("stone-game", "java/StoneGame.java"), ("stone-game-iii", "java/StoneGameIII.java"),
    ("stone-game-viii", "java/StoneGameVIII.java"),
    ("stone-game", "js/stone_game.js"), ("stone-game-iii", "js/stone_game_iii.js"),
    ("stone-game-viii", "js/stone_game_viii.js"),
    ("stone-game", "ts/stone_game.ts"), ("stone-game-iii", "ts/stone_game_iii.ts"),
    ("stone-game-viii", "ts/stone_game_viii.ts"),
]


@pytest.mark.parametrize("slug, name", [pytest.param(s, n, marks=pytest.mark.slow) if n.startswith("cpp/")
                                        else (s, n) for s, n in RIGHT])
def test_a_right_solution_passes(slug, name):
    report = check(get_game(slug), candidate(name), **QUICK)
    assert report.verdict == "passed", report.to_json()
    assert report.counts["generated"] + report.counts["sized"] == 150 and report.counts["examples"] >= 1


@pytest.mark.slow
@pytest.mark.parametrize("name", ["cpp/stone_game_iii_memo.cpp", "java/StoneGameIIIMemo.java",
                                  "js/stone_game_iii_memo.js"])
def test_a_recursion_as_deep_as_the_largest_row_passes_at_speed(name):
    """5 * 10^4 nested calls: the stack is deep enough (RLIMIT_STACK, a Java thread's stack,
    V8's --stack-size), in the speed phase too."""
    report = check(get_game("stone-game-iii"), candidate(name), cases=50)
    assert report.verdict == "passed", report.to_json()
    assert report.counts["speed"] >= 1 and all(result.verdict == "passed" for result in report.speed)


WRONG = [
    ("stone-game", "cpp/stone_game_greedy.cpp", "wrong-answer"),
    ("stone-game-iii", "cpp/stone_game_iii_no_tie.cpp", "wrong-answer"),
    ("stone-game-iii", "cpp/stone_game_iii_out_of_bounds.cpp", "runtime-error"),
    ("stone-game-viii", "cpp/stone_game_viii_off_by_one.cpp", "wrong-answer"),
    ("stone-game", "java/StoneGameGreedy.java", "wrong-answer"),
    ("stone-game-iii", "java/StoneGameIIINoTie.java", "wrong-answer"),
    ("stone-game-iii", "java/StoneGameIIIOutOfBounds.java", "runtime-error"),
    ("stone-game-viii", "java/StoneGameVIIIOffByOne.java", "wrong-answer"),
    ("stone-game", "js/stone_game_greedy.js", "wrong-answer"),
    ("stone-game-iii", "js/stone_game_iii_no_tie.js", "wrong-answer"),
    ("stone-game-viii", "js/stone_game_viii_off_by_one.js", "wrong-answer"),
    ("stone-game-viii", "js/stone_game_viii_float.js", "wrong-type"),
    ("stone-game-iii", "ts/stone_game_iii_no_tie.ts", "wrong-answer"),
    ("stone-game-viii", "ts/stone_game_viii_off_by_one.ts", "wrong-answer"),
]


@pytest.mark.parametrize("slug, name, verdict", [pytest.param(*w, marks=pytest.mark.slow) if w[1].startswith("cpp/")
                                                 else w for w in WRONG])
def test_a_wrong_solution_gets_its_verdict_on_a_shrunk_instance(slug, name, verdict):
    game = get_game(slug)
    report = quick_once(slug, name)
    failure = report.failure
    assert report.verdict == verdict, report.to_json()
    assert failure is not None
    # shrunk, unless found on an instance of the least size (the edge cases come first)
    assert report.counts["shrink"] > 0 or len(failure.instance) == report.shape.kind.smallest
    # shrunk: no longer than where it was found, and the smallest size the game allows or close
    found = failure.found if failure.found is not None else failure.instance
    assert len(failure.instance) <= len(found) and len(failure.instance) <= 6
    assert failure.expected == solve(game, failure.instance, method="memo").answer
    if verdict == "wrong-answer":
        assert failure.actual != failure.expected
    assert report.command and report.command.startswith(f"stonegame solve {slug} ")


def test_the_missing_tie_is_caught_on_an_instance_that_ties():
    game = get_game("stone-game-iii")
    report = quick_once(game.slug, "js/stone_game_iii_no_tie.js")  # the WRONG test's own check
    assert report.failure.expected == "Tie" and report.failure.actual == "Bob"


@pytest.mark.slow
def test_an_out_of_bounds_read_is_named_by_address_sanitizer_with_its_line():
    report = quick_once("stone-game-iii", "cpp/stone_game_iii_out_of_bounds.cpp")  # the WRONG test's own check
    detail = report.failure.detail
    assert detail.startswith("AddressSanitizer: heap-buffer-overflow (READ of size 4)"), detail
    source = (CANDIDATES / "cpp/stone_game_iii_out_of_bounds.cpp").read_text().splitlines()
    line = int(re.search(r"at line (\d+) of stone_game_iii_out_of_bounds.cpp", detail)[1])
    assert "stoneValue[i + 1]" in source[line - 1] or "stoneValue[i + 2]" in source[line - 1]


def test_an_exception_names_the_line_of_the_java_file():
    report = quick_once("stone-game-iii", "java/StoneGameIIIOutOfBounds.java")  # the WRONG test's own check
    assert "ArrayIndexOutOfBoundsException" in report.failure.detail
    source = (CANDIDATES / "java/StoneGameIIIOutOfBounds.java").read_text().splitlines()
    line = int(re.search(r"line (\d+), in Solution.stoneGameIII", report.failure.detail)[1])
    assert "stoneValue[i + 1]" in source[line - 1]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["cpp/stone_game_viii_quadratic.cpp", "java/StoneGameVIIIQuadratic.java",
                                  "js/stone_game_viii_quadratic.js"])
def test_quadratic_where_linear_is_needed_is_too_slow(name):
    game = get_game("stone-game-viii")
    # 0.5 s, as for Python's: a sized case past it ends its phase, and the speed phase's stop (2 s) is
    # the wait; no case below 10^4 stones comes near it in any language
    report = check(game, candidate(name), cases=50, time_limit=0.5)
    assert report.verdict == "too-slow", report.to_json()
    assert report.failure.instance is not None and len(report.failure.instance) >= 10**4


@pytest.mark.slow
def test_the_speed_phase_runs_the_build_without_sanitizers():
    report = check(get_game("stone-game-iii"), candidate("cpp/stone_game_iii.cpp"), cases=50)
    assert report.verdict == "passed"
    assert set(report.build["compiled"]) == {"check", "speed"}
    assert "-fsanitize=address,undefined" in report.build["commands"]["check"][0]
    assert "-fsanitize" not in report.build["commands"]["speed"][0]


# --- compile errors, missing toolchains, other outcomes ---------------------------------------


@pytest.mark.parametrize("name, where", [pytest.param("cpp/stone_game_compile_error.cpp",
                                                      r"stone_game_compile_error\.cpp:1[34]:", marks=pytest.mark.slow),
                                         ("ts/stone_game_type_error.ts", r"stone_game_type_error\.ts\(3,")])
def test_a_compile_error_is_a_verdict_with_the_compilers_first_lines(name, where, cli):
    """(Clang names the line of the return without its semicolon, g++ the brace after it.)"""
    code, out, _ = cli("check", "stone-game", str(CANDIDATES / name), "--no-speed")
    assert code == 1
    assert "COMPILE ERROR" in out and re.search(where, out) and "driver.cpp:" not in out
    code, out, _ = cli("check", "stone-game", str(CANDIDATES / name), "--no-speed", "--json")
    report = json.loads(out)
    assert code == 1 and report["verdict"] == "compile-error" and report["cases"]["examples"] == 0
    assert any(re.search(where, line) for line in report["build"]["errors"])


def test_a_missing_toolchain_is_one_line_naming_what_to_install(tmp_path, cli, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    code, out, err = cli("check", "stone-game", str(CANDIDATES / "cpp/stone_game.cpp"))
    assert code == 2 and out == ""
    assert err.startswith("stonegame: error: cannot check C++: no C++ compiler found (clang++-19, clang++ or g++); "
                          "install Clang, LeetCode's compiler") and err.count("\n") == 1


def write(tmp_path, name: str, text: str) -> SourceFile:
    path = tmp_path / name
    path.write_text(text)
    return candidate(str(path))


def test_a_loop_times_out_and_the_next_process_answers_again(tmp_path):
    source = write(tmp_path, "loop.js", "var stoneGame = function(p) { if (p.length > 3) for (;;) {} return true; };")
    report = check(get_game("stone-game"), source, **QUICK, case_limit=0.5)
    assert report.verdict == "timeout" and len(report.failure.instance) == 4


def test_memory_past_the_limit_is_the_memory_verdict(tmp_path):
    source = write(tmp_path, "Big.java", "class Solution {\n    public boolean stoneGame(int[] piles) {\n"
                   "        List<int[]> keep = new ArrayList<>();\n"
                   "        for (int i = 0; i < 1000; i++) keep.add(new int[1 << 20]);\n"
                   "        return keep.size() > 0;\n    }\n}\n")
    report = check(get_game("stone-game"), source, **QUICK, memory_mb=128)
    assert report.verdict == "memory", report.to_json()


def test_a_method_by_an_older_name_and_a_class_method_are_found(tmp_path):
    source = write(tmp_path, "old.js", "class Solution { PredictTheWinner(nums) { return nums.length % 2 === 0"
                   " || nums[0] >= 0; } }")
    report = check(get_game("predict-the-winner"), source, **QUICK)
    assert report.candidate.startswith("Solution().PredictTheWinner in")
    assert report.verdict in ("wrong-answer", "passed")


def test_no_such_method_cannot_be_checked(tmp_path):
    source = write(tmp_path, "none.js", "var stoneGameII = function(piles) { return 1; };")
    with pytest.raises(CandidateError, match="defines no function stoneGame "):
        check(get_game("stone-game"), source, **QUICK)


# --- the command line -------------------------------------------------------------------------


def test_the_game_is_told_by_the_method_the_file_defines(cli):
    code, out, _ = cli("check", str(CANDIDATES / "js/stone_game_viii_off_by_one.js"), "--no-speed",
                       "--cases", "20")
    assert code == 1 and "WRONG ANSWER  stone-game-viii" in out


def test_lang_overrides_the_extension_and_may_name_the_reports_language_too(tmp_path, cli):
    copy = tmp_path / "solution.txt"
    copy.write_text((CANDIDATES / "js/stone_game_iii.js").read_text())
    code, out, _ = cli("check", "iii", str(copy), "--lang", "js", "--lang", "en", "--no-speed",
                       "--cases", "20")
    assert code == 0 and "(JavaScript)" in out
    code, _, err = cli("check", "iii", str(copy), "--lang", "cobol")
    assert code == 2 and "no language 'cobol'" in err and "py, cpp, java, js, ts" in err


def test_split_keeps_the_file_and_the_report_languages_apart():
    assert split(["zh", "java"], ["en", "zh"]) == ("java", "zh")
    assert split([], ["en", "zh"]) == (None, None)
    with pytest.raises(CandidateError, match="one language for the file"):
        split(["cpp", "java"], ["en", "zh"])
    assert set(codes()) == {"py", "cpp", "java", "js", "ts"}


def test_the_candidate_follows_the_extension_unless_lang_says_otherwise():
    assert candidate_of(Path("a.cpp"), None, [])[0] == SourceFile(Path("a.cpp"), "cpp")
    assert candidate_of(Path("a.cpp"), None, ["py"])[0].__class__.__name__ == "PythonFile"
    assert candidate_of(Path("Solution.java"), None, ["zh"]) == (SourceFile(Path("Solution.java"), "java"), "zh")
    with pytest.raises(CandidateError, match="--function names a Python function"):
        candidate_of(Path("a.ts"), "f", [])


def test_each_argument_is_written_as_its_parameter_is_typed():
    signature = Signature.of(get_game("stone-game-vi"))
    assert signature.parameters == ("ints", "ints") and signature.answer == "int"
    assert signature.line([[1, 3], [2, 1]]) == b"2 1 3 2 2 1"
    assert Signature.of(get_game("iv")).line([7]) == b"7"


# --- reading the sanitizers' reports (no compiler needed) -------------------------------------

ASAN_REPORT = """\
=================================================================
==4242==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000014 at pc 0x55d1 bp 0x7ffd sp 0x7ffd
READ of size 4 at 0x602000000014 thread T0
    #0 0x55d1 in Solution::stoneGameIII[abi:cxx11](std::vector<int, std::allocator<int> >&) /home/me/solution.cpp:9
    #1 0x55d2 in auto stonegame_call<Solution>(Solution&, std::vector<int>&) /tmp/b/driver.cpp:80
    #2 0x55d3 in main /tmp/b/driver.cpp:101
"""
UBSAN_REPORT = "/home/me/solution.cpp:5:43: runtime error: signed integer overflow: 2147483647 + 1 cannot be " \
               "represented in type 'int'\n    #0 0x55 in Solution::f(std::vector<int>&) /home/me/solution.cpp:5\n"


def test_a_sanitizer_report_is_named_with_the_line_of_the_users_file():
    cpp = languages()["cpp"]
    assert cpp.finding(ASAN_REPORT) == ("AddressSanitizer: heap-buffer-overflow (READ of size 4) at line 9 of "
                                        "solution.cpp, in Solution::stoneGameIII")
    assert cpp.finding(UBSAN_REPORT) == ("UndefinedBehaviorSanitizer: signed integer overflow: 2147483647 + 1 cannot "
                                         "be represented in type 'int' (line 5 of solution.cpp)")
    assert cpp.finding("Segmentation fault\n") is None


def test_runners_of_several_jobs_share_one_build(tmp_path):
    report = check(get_game("stone-game-iii"), candidate("js/stone_game_iii.js"), **QUICK, jobs=2)
    assert report.verdict == "passed" and report.cases_run >= 150


def test_a_javascript_exception_is_a_runtime_error_with_its_line(tmp_path):
    source = write(tmp_path, "throws.js", "// reads a pile that is not there\n"
                   "var stoneGameVIII = function(stones) {\n    return stones[5].length;\n};\n")
    report = check(get_game("stone-game-viii"), source, **QUICK)
    assert report.verdict == "runtime-error" and report.failure.detail.startswith("TypeError: ")
    assert report.failure.detail.endswith("(line 3)")
    assert len(report.failure.instance) == 2  # the fewest stones: it fails on every instance


@pytest.mark.slow
def test_a_cpp_exception_is_a_runtime_error_and_a_signal_a_crash(tmp_path):
    thrown = write(tmp_path, "throws.cpp", "class Solution {\npublic:\n    bool stoneGame(vector<int>& piles) {\n"
                   "        return piles.at(piles.size()) > 0;\n    }\n};\n")
    report = check(get_game("stone-game"), thrown, **QUICK)
    assert report.verdict == "runtime-error" and report.failure.detail.startswith("exception: vector::_M_range_check")
    aborts = write(tmp_path, "aborts.cpp", "class Solution {\npublic:\n    bool stoneGame(vector<int>& piles) {\n"
                   "        if (piles.size() > 2) abort();\n        return true;\n    }\n};\n")
    report = check(get_game("stone-game"), aborts, **QUICK)
    assert report.verdict == "crash" and "SIGABRT" in report.failure.detail and len(report.failure.instance) == 4
