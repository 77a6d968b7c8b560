from hypothesis import HealthCheck, settings

# Every method of every game is compared with brute force on this many instances per test.
settings.register_profile(
    "default", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("thorough", max_examples=3000, deadline=None, suppress_health_check=list(HealthCheck))
settings.load_profile("default")

# Users' solutions, written as LeetCode runs them (List, cache, inf ... without imports):
# `stonegame check` loads them in a child process; pytest must not import them.
collect_ignore = ["check/candidates"]
