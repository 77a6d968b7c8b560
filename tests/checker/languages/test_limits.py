"""A limit of the environment that stops a build or a runtime before the user's code runs is
said as such, in one line (exit 2), with what to do; never as the code's memory or a crash
(#25): AddressSanitizer's shadow memory under ``ulimit -v``, the JVM's and Node's
reservations, a failing fork. ``--no-sanitize`` builds C++ without the sanitizers, and then
checks under ``ulimit -v`` too.

The checks under a limit run in a subprocess started by ``bash -c 'ulimit -v 4000000; ...'``.
"""

import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from stonegame.checker import processes
from stonegame.checker.languages import cpp, java, languages
from stonegame.checker.processes import Supervised, fork_failed
from stonegame.core.errors import CandidateError

CANDIDATES = Path(__file__).parents[1] / "candidates"
LIMIT_KB = 4_000_000
ASAN = (f"stonegame: error: AddressSanitizer needs more virtual memory than `ulimit -v` ({LIMIT_KB:,} KB) allows "
        "(it reserves terabytes of address space at start): raise it (`ulimit -v unlimited`), or pass --no-sanitize\n")


@pytest.fixture(scope="module")
def builds(builds_root):
    return builds_root


def limited(argv: list[str], builds: str, kilobytes: int = LIMIT_KB, prelude: str = "") -> subprocess.CompletedProcess:
    """``python -m stonegame ARGV`` (or ``prelude`` then the command line) under ``ulimit -v``."""
    script = f"{prelude}\nimport sys\nfrom stonegame.cli import main\nmain(sys.argv[1:])\n"
    command = f"ulimit -v {kilobytes}; exec \"$@\""
    return subprocess.run(["bash", "-c", command, "bash", sys.executable, "-c", script, *argv], capture_output=True,
                          text=True, timeout=600, env={**os.environ, "STONEGAME_BUILDS": builds})


def needs(code: str) -> None:
    missing = languages()[code].missing()
    if missing:
        pytest.skip(missing[0])


@pytest.mark.slow
def test_cpp_under_ulimit_v_says_why_not_and_no_sanitize_checks_it(builds):
    needs("cpp")
    source = str(CANDIDATES / "cpp/stone_game_iii.cpp")
    done = limited(["check", "iii", source, "--cases", "30"], builds)
    assert (done.returncode, done.stdout, done.stderr) == (2, "", ASAN)
    done = limited(["check", "iii", source, "--cases", "30", "--json"], builds)
    assert done.returncode == 2 and json.loads(done.stdout) == {"error": ASAN[len("stonegame: error: "):-1], "exit": 2}
    # the text report without the speed phase: the JSON one below runs it, under the same limit
    done = limited(["check", "iii", source, "--cases", "30", "--no-sanitize", "--no-speed"], builds)
    assert done.returncode == 0 and done.stdout.startswith("PASSED"), done.stderr
    report = json.loads(limited(["check", "iii", source, "--cases", "30", "--no-sanitize", "--json"], builds).stdout)
    assert report["cases"]["speed"] >= 1  # the plain build ran the largest instances too
    assert report["passed"] and report["build"]["sanitized"] is False and list(report["build"]["commands"]) == ["check"]
    assert "-fsanitize" not in report["build"]["commands"]["check"][0]


@pytest.mark.slow
def test_what_asan_itself_says_under_ulimit_v_is_told_too(builds):
    """Without the check made before building, the sanitized program starts and fails: its
    stderr is read, and said the same."""
    needs("cpp")
    prelude = "from stonegame.checker.languages import cpp\ncpp.ASAN_SPACE = 0"
    # --no-speed: the check build's start is what fails; a speed build would be compiled for nothing
    done = limited(["check", "iii", str(CANDIDATES / "cpp/stone_game_iii.cpp"), "--cases", "30", "--no-speed"],
                   builds, prelude=prelude)
    assert (done.returncode, done.stdout, done.stderr) == (2, "", ASAN)


@pytest.mark.slow
def test_java_under_ulimit_v_fits_its_heap_and_stack_or_says_why_not(builds):
    needs("java")
    source = str(CANDIDATES / "java/StoneGameIIIMemo.java")
    done = limited(["check", "iii", source, "--cases", "30"], builds)  # recursion 5 * 10^4 deep at speed
    assert done.returncode == 0 and done.stdout.startswith("PASSED"), done.stdout + done.stderr
    done = limited(["check", "iii", source, "--cases", "30"], builds, kilobytes=1_000_000)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("stonegame: error: the JVM needs more virtual memory than `ulimit -v` "
                                  "(1,000,000 KB) allows: a heap of 512 MB (--memory-limit)")
    assert done.stderr.count("\n") == 1


@pytest.mark.slow
def test_javascript_under_ulimit_v_gets_a_stack_that_fits(builds):
    """Every thread of Node gets a stack as large as the process's: a 1 GB one under a 4 GB
    limit left Node waiting forever for its threads ("did not finish loading")."""
    needs("js")
    done = limited(["check", "iii", str(CANDIDATES / "js/stone_game_iii_memo.js"), "--cases", "30"], builds)
    assert done.returncode == 0 and done.stdout.startswith("PASSED"), done.stdout + done.stderr


ASAN_STDERR = """\
==5429==ERROR: AddressSanitizer failed to allocate 0xdfff0001000 (15392894357504) bytes at address 0x02008fff7000 \
(errno: 12)
==5429==ReserveShadowMemoryRange failed while trying to map 0xdfff0001000 bytes. Perhaps you're using ulimit -v \
or ulimit -d
"""
JVM_STDERR = """\
[0.152s][warning][os,thread] Failed to start thread "Unknown thread" - pthread_create failed (EAGAIN) for \
attributes: stacksize: 524288k, guardsize: 0k, detached.
Error occurred during initialization of VM
java.lang.OutOfMemoryError: unable to create native thread: possibly out of memory or process/resource limits reached
"""
JAVAC_OUTPUT = """\
#
# There is insufficient memory for the Java Runtime Environment to continue.
# Native memory allocation (mmap) failed to map 67108864 bytes. Error detail: Failed to reserve memory for metaspace
"""


def test_the_messages_of_the_runtimes_are_read_as_limits_not_as_the_codes_memory():
    assert cpp.limited(ASAN_STDERR).startswith("AddressSanitizer needs more virtual memory than `ulimit -v`")
    assert "--no-sanitize" in cpp.limited(ASAN_STDERR)
    assert cpp.limited("==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6020") is None
    for said in (JVM_STDERR, JAVAC_OUTPUT):
        assert java.limited(said).startswith("the JVM could not start within ")
        assert "lower --memory-limit" in java.limited(said)
    assert java.limited("Exception in thread \"solution\" java.lang.OutOfMemoryError: Java heap space") is None


def test_a_failing_fork_in_the_checker_is_one_line(monkeypatch):
    def refused(*_, **__):
        raise BlockingIOError(errno.EAGAIN, "Resource temporarily unavailable")

    monkeypatch.setattr(processes, "launched", refused)
    with pytest.raises(CandidateError, match=r"^cannot start a process \(fork failed: Resource temporarily "
                                             r"unavailable\): a limit of the system is reached, on processes "
                                             r"\(`ulimit -u`\) or on memory \(`ulimit -v`"):
        Supervised(["program", "0", "0", "true"])
    assert fork_failed(FileNotFoundError(errno.ENOENT, "No such file")) is None


def test_a_failing_fork_in_the_supervisor_is_told_to_the_checker():
    """The supervisor, whose fork of the candidate's process the system refuses, says so on its
    stderr (run here with a fork that fails), and the checker reads it as that limit."""
    script = ("import os, runpy, sys\n"
              "def refused():\n    raise BlockingIOError(11, 'Resource temporarily unavailable')\n"
              "os.fork = refused\n"
              f"sys.path.insert(0, {str(processes.SUPERVISOR.parent)!r})\n"
              f"sys.argv = [{str(processes.SUPERVISOR)!r}, sys.argv[1], 'program', '0', '0', 'true']\n"
              f"runpy.run_path({str(processes.SUPERVISOR)!r}, run_name='__main__')\n")
    done = subprocess.run([sys.executable, "-c", script, str(os.getpid())], capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 1
    said = fork_failed(done.stderr)
    assert said is not None
    assert said.startswith("cannot start a process (fork failed: Resource temporarily unavailable)")
