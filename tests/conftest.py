import io
import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

import divisor_game
from stonegame.core.rules_file import load_rules_file
from stonegame.games import register

# A machine that sets PYTHONDONTWRITEBYTECODE (this project's sandbox does) has every process the
# suite starts (a check's child, a command run as a subprocess, a web worker: several hundred)
# compile stonegame from source again, about 0.1 s each: the suite compiles it once instead.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.dont_write_bytecode = False

# Every method of every game is compared with brute force on this many instances per test.
settings.register_profile(
    "default", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("thorough", max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
settings.load_profile("default")

# Users' solutions, written as LeetCode runs them (List, cache, inf ... without imports):
# `stonegame check` loads them in a child process; pytest must not import them.
collect_ignore = ["checker/candidates"]

# The eleventh game exists only in the tests (tests/divisor_game/): one package and this one
# registration line, and every test parametrized over the registry runs on it.
register(divisor_game.GAME)

# A twelfth, a user's variant with no LeetCode problem (examples/take_k_from_ends.py, as
# `--rules` loads it): every generic test runs on a game that has only its rules.
register(load_rules_file(Path(__file__).parents[1] / "examples" / "take_k_from_ends.py"))


@pytest.fixture
def cli(capsys, monkeypatch):
    """The command through its entry point, as ``stonegame`` runs it: ``cli(*argv, stdin=None)``
    is (exit code, stdout, stderr). Words may be paths or numbers (written with ``str``);
    ``stdin``: the text to read (None: stdin is left as it is)."""
    from stonegame.cli import main

    def run(*argv, stdin=None):
        if stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        with pytest.raises(SystemExit) as stop:
            main([str(word) for word in argv])
        out, err = capsys.readouterr()
        return stop.value.code, out, err

    return run


@pytest.fixture(autouse=True)
def cases_folder(tmp_path_factory, monkeypatch):
    """check writes a failing instance too long for a command line to the cases folder (by default
    .stonegame_cache/cases in the current folder, here the repository): the session's, instead."""
    monkeypatch.setenv("STONEGAME_CASES", str(tmp_path_factory.getbasetemp() / "cases"))


@pytest.fixture(scope="session")
def builds_root(tmp_path_factory) -> str:
    """The folder the C++, Java and TypeScript builds of the whole run are kept in
    (``STONEGAME_TEST_BUILDS`` names another): one for every pytest-xdist worker, so a source, or
    LeetCode's precompiled header, is compiled once per run rather than once per worker. Workers
    can share it as concurrent checks do: a build is made in a folder of its own and renamed into
    place, a shared part written under a temporary name and replaced atomically."""
    named = os.environ.get("STONEGAME_TEST_BUILDS")
    if named:
        return named
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent  # the run's basetemp: each worker's own (popen-gwN) is in it
    return str(root / "builds")
