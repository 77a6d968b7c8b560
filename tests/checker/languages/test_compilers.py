"""C++ is compiled as LeetCode compiles it: with Clang at C++23, g++ where there is no Clang,
and a file one compiler takes and the other rejects is said so in one line (#25).

The candidates use what LeetCode's Clang takes and GCC 12 rejects (a recursive lambda through
C++23's deducing ``this``, a 2-D variable-length array captured by a lambda, GNU range
designators), and what g++ takes and Clang rejects (a narrowing in a braced list). They are
written here, none copied. ``STONEGAME_CXX`` names the compiler to judge with (the other only
says whether it would compile). LeetCode's header is precompiled once per compiler and flags,
beside the builds.
"""

import json
import os
import shutil
from pathlib import Path

import pytest

from stonegame import get_game
from stonegame.checker.judge import check
from stonegame.checker.languages import cpp
from stonegame.checker.runners import SourceFile

CANDIDATES = Path(__file__).parents[1] / "candidates" / "cpp"
QUICK = {"cases": 60, "speed": False}
CLANG = next((name for name in cpp.CLANGS if shutil.which(name)), None)
GCC = shutil.which(cpp.GCC)
both = pytest.mark.skipif(CLANG is None or GCC is None, reason="needs Clang and g++")

CLANG_ONLY = [("stone-game-vii", "stone_game_vii_deducing_this.cpp", "expected identifier before ‘this’"),
              ("stone-game-ii", "stone_game_ii_captured_vla.cpp", "capture of variably-modified type"),
              ("stone-game-iv", "stone_game_iv_range_designators.cpp", "initializer clauses should be designated")]


@pytest.fixture(scope="module", autouse=True)
def shared_builds(builds_root):
    """One build folder for every test here (and the run's other tests): a source (and the header) is
    compiled once."""
    folder = builds_root
    before = os.environ.get("STONEGAME_BUILDS")
    os.environ["STONEGAME_BUILDS"] = folder
    yield
    if before is None:
        os.environ.pop("STONEGAME_BUILDS", None)
    else:
        os.environ["STONEGAME_BUILDS"] = before


def source(name: str) -> SourceFile:
    return SourceFile(CANDIDATES / name, "cpp")


@pytest.mark.slow
@pytest.mark.skipif(CLANG is None, reason="no Clang here")
@pytest.mark.parametrize("slug, name, _", CLANG_ONLY)
def test_what_leetcodes_clang_takes_passes(slug, name, _):
    report = check(get_game(slug), source(name), **QUICK)
    assert report.verdict == "passed", report.to_json()
    assert report.build["compiler"].startswith("clang-") and report.build["note"] is None
    assert "-std=c++23" in report.build["commands"]["check"][0]


@pytest.mark.slow
@both
@pytest.mark.parametrize("slug, name, said", CLANG_ONLY)
def test_with_gcc_named_it_fails_with_one_line_saying_clang_takes_it(slug, name, said, cli, monkeypatch):
    monkeypatch.setenv("STONEGAME_CXX", "g++")
    code, out, _ = cli("check", slug, CANDIDATES / name, "--no-speed", "--cases", "20", "--json")
    report = json.loads(out)
    assert code == 1 and report["verdict"] == "compile-error"
    build = report["build"]
    assert build["compiler"].startswith("g++ ")
    assert build["note"].startswith(f"compiles with {build_name(CLANG)}, not with {build['compiler']}: {name}:")
    assert said in build["note"]
    code, out, _ = cli("check", slug, CANDIDATES / name, "--no-speed", "--cases", "20")
    assert code == 1 and "COMPILE ERROR" in out
    assert out.splitlines()[2].strip() == build["note"]  # the line after what ran, before the compiler's


def build_name(program: str | None) -> str:
    assert program is not None
    toolchain = cpp.described(program)
    assert toolchain is not None
    return toolchain.name


@pytest.mark.slow
@both
def test_what_only_gcc_takes_is_judged_with_gcc_and_the_report_warns():
    report = check(get_game("stone-game"), source("stone_game_narrowing.cpp"), **QUICK)
    assert report.verdict == "passed", report.to_json()
    build = report.build
    assert build["compiler"].startswith("g++ ")
    assert build["note"].startswith(f"compiles with {build['compiler']}, not with {build_name(CLANG)}: ")
    assert "cannot be narrowed" in build["note"] and "LeetCode builds with Clang" in build["note"]
    from stonegame.checker.report import describe

    assert any(line.strip().startswith("warning: compiles with g++") for line in describe(report))


@pytest.mark.slow
@both
def test_both_compilers_rejecting_it_is_the_first_ones_error_and_says_so():
    report = check(get_game("stone-game"), source("stone_game_compile_error.cpp"), **QUICK)
    assert report.verdict == "compile-error"
    assert report.build["compiler"] == build_name(CLANG)
    assert report.build["note"] == f"{build_name(GCC)} rejects it too"


@pytest.mark.slow
@pytest.mark.skipif(GCC is None, reason="no g++ here")
def test_without_clang_gcc_builds_and_the_report_names_it(monkeypatch):
    monkeypatch.setattr(cpp, "CLANGS", ("no-such-clang++",))
    report = check(get_game("stone-game-iii"), source("stone_game_iii.cpp"), **QUICK)
    assert report.verdict == "passed" and report.build["compiler"] == build_name(GCC)
    assert "-fsanitize=address,undefined" in report.build["commands"]["check"][0]


@pytest.mark.slow
@pytest.mark.skipif(GCC is None, reason="no g++ here")
def test_without_clang_what_gcc_rejects_says_leetcode_builds_with_clang(monkeypatch):
    monkeypatch.setattr(cpp, "CLANGS", ("no-such-clang++",))
    report = check(get_game("stone-game-vii"), source("stone_game_vii_deducing_this.cpp"), **QUICK)
    assert report.verdict == "compile-error"
    assert report.build["note"] == (f"built with {build_name(GCC)}: LeetCode builds with Clang, which is not found "
                                    f"here (Debian/Ubuntu: apt install clang-19), and takes some code "
                                    f"{build_name(GCC)} rejects")


def test_a_compiler_named_but_not_found_is_one_line(cli, monkeypatch):
    monkeypatch.setenv("STONEGAME_CXX", "no-such-compiler")
    code, out, err = cli("check", "stone-game", CANDIDATES / "stone_game.cpp")
    assert code == 2 and out == ""
    assert err.startswith("stonegame: error: cannot check C++: STONEGAME_CXX='no-such-compiler' is no compiler "
                          "found here; install Clang") and err.count("\n") == 1


@pytest.mark.slow
@pytest.mark.skipif(CLANG is None and GCC is None, reason="no C++ compiler here")
def test_the_header_is_precompiled_once_and_a_spoiled_one_is_made_again(tmp_path, monkeypatch):
    monkeypatch.setenv("STONEGAME_BUILDS", str(tmp_path))
    first = check(get_game("stone-game-iii"), source("stone_game_iii.cpp"), cases=20)
    assert first.verdict == "passed"
    shared = sorted(tmp_path.glob("shared-*"))
    assert len(shared) == 2 and all((folder / "ok").is_file() for folder in shared)  # the check's and speed's flags
    check_header, speed_header = (tmp_path / header_folder(first, build) for build in ("check", "speed"))
    assert sorted((check_header, speed_header)) == shared
    # One check of a second source sees both sides (a third check cost one more build and one more
    # check, about 2 s): the check flags' header spoiled (another compiler's, or garbage), the
    # speed flags' left as made. Neither is made again under a new name, the spoiled one's build
    # goes without it (and it is made anew next time), the other's is used as it is.
    for made in check_header.glob("leetcode.h.*ch"):
        made.write_bytes(b"not a precompiled header")
    again = check(get_game("stone-game-iii"), source("stone_game_iii_memo.cpp"), cases=20)
    assert again.verdict == "passed", again.to_json()
    assert sorted(tmp_path.glob("shared-*")) == shared and set(again.build["compiled"]) == {"check", "speed"}
    assert (speed_header / "ok").is_file()  # found made, and a second source's build used it
    if CLANG is not None:  # g++ passes over a .gch it cannot read by itself
        assert not (check_header / "ok").is_file()


def header_folder(report, build: str) -> str:
    """The name of the folder of the header a build of the report was compiled with."""
    return next(Path(word).parent.name for word in report.build["commands"][build][0].split() if "/shared-" in word)
