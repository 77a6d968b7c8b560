from pathlib import Path

from hypothesis import HealthCheck, settings

import divisor_game
from stonegame.core.rules_file import load_rules_file
from stonegame.games import register

# Every method of every game is compared with brute force on this many instances per test.
settings.register_profile(
    "default", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("thorough", max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
settings.load_profile("default")

# Users' solutions, written as LeetCode runs them (List, cache, inf ... without imports):
# `stonegame check` loads them in a child process; pytest must not import them.
collect_ignore = ["checker/candidates"]

# The eleventh game exists only in the tests (tests/divisor_game.py): one module and this one
# registration line, and every test parametrized over the registry runs on it.
register(divisor_game.GAME)

# A twelfth, a user's variant with no LeetCode problem (examples/take_k_from_ends.py, as
# `--rules` loads it): every generic test runs on a game that has only its rules.
register(load_rules_file(Path(__file__).parents[1] / "examples" / "take_k_from_ends.py"))
