"""Schemathesis against the OpenAPI description: requests generated from it (valid ones and
not) sent to every endpoint of a real server on loopback; no 5xx, and every status, header and
body as the description says."""

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from schemathesis import GenerationMode
from schemathesis.specs.openapi.checks import positive_data_acceptance

from stonegame.web.app import create_app

SCHEMA = schemathesis.openapi.from_dict(create_app().openapi())
OPERATIONS = [operation.ok() for operation in SCHEMA.get_all_operations()]
EXAMPLES = 20
"""Requests per endpoint and mode: bounded, so the whole file takes seconds."""


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE], ids=lambda m: m.value)
@pytest.mark.parametrize("operation", OPERATIONS, ids=lambda operation: operation.label)
def test_every_endpoint_keeps_its_description(server, operation, mode):
    if mode is GenerationMode.NEGATIVE and not list(operation.iter_parameters()):
        return  # nothing to get wrong: it takes no parameters (its positive run covers it)
    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    def check(case):
        # A schema cannot say which strings name a game or make a valid instance ("5,x" is a string
        # as good as "5,3"), so a schema-valid request may well be refused, with a 422 as described.
        case.call_and_validate(base_url=server, timeout=60, excluded_checks=[positive_data_acceptance])

    check()


def test_every_endpoint_is_described():
    assert sorted(operation.path for operation in OPERATIONS) == sorted(
        f"/api/{name}" for name in ("games", "words", "solve", "line", "table", "trace", "explain", "play",
                                    "methods", "random", "cell", "listing"))
