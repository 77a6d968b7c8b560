"""What one run of a candidate did (``Outcome``), and that outcome judged against the
reference answer (``Judgement``): the verdicts ``stonegame check`` gives, and their names.

Glossary: outcome = what the candidate did (answered, raised, died, looped); verdict = the
outcome judged against the reference answer; words = the only strings a str answer may be
(the game's ``Answer.words``: Stone Game III's "Alice", "Bob", "Tie").
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from stonegame.catalogs import Msg
from stonegame.checker.limits import OUTPUT_BYTES
from stonegame.core.errors import CandidateError as CandidateError  # re-exported: it lived here

VERDICT_WORDS = {
    "passed": Msg("passed"),
    "compile-error": Msg("compile error"),
    "wrong-answer": Msg("wrong answer"),
    "wrong-type": Msg("wrong return type"),
    "runtime-error": Msg("runtime error"),
    "crash": Msg("crash"),
    "timeout": Msg("timeout"),
    "memory": Msg("memory limit exceeded"),
    "output": Msg("printed more than {mb} MB to stdout", mb=OUTPUT_BYTES >> 20),
    "too-slow": Msg("too slow (likely time limit exceeded)"),
}
"""Every verdict, by its JSON name, with the words the report uses (catalog messages, so the
report is said in any language)."""

VERDICTS = {verdict: str(words) for verdict, words in VERDICT_WORDS.items()}
"""``VERDICT_WORDS`` in English."""

CHEAP_VERDICTS = ("wrong-answer", "wrong-type", "runtime-error")  # found without waiting or restarting

PHASE_WORDS = {"case": Msg("the given case"), "last-failed": Msg("the last failing case"),
               "examples": Msg("a statement example"),
               "edge": Msg("an edge case"), "generated": Msg("a generated case"), "sized": Msg("a sized case"),
               "speed": Msg("a largest instance")}
"""Where a case comes from, in the order the phases run (shrinking comes after)."""


@dataclass
class Outcome:
    """What one run did. ``status``: ok, exception, crash, timeout, memory, output."""

    status: str
    type: str | None = None  # the answer's type name; "text" for a --cmd program's output line
    value: Any = None
    shown: str | None = None  # repr of an answer that is not a bool, int or str
    seconds: float | None = None
    printed: str = ""  # the start of what it printed to stdout (a Python candidate)
    printed_bytes: int = 0
    detail: str = ""


@dataclass(frozen=True)
class Judgement:
    verdict: str
    actual: Any = None
    detail: str = ""
    warning: str = ""  # the answer passed, but not quite as the problem asks


def one_of(words: Sequence[str]) -> str:
    """'Alice, Bob or Tie'.

    >>> one_of(("Alice", "Bob", "Tie")), one_of(("yes",))
    ('Alice, Bob or Tie', 'yes')
    """
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def judged(outcome: Outcome, expected: Any, words: Sequence[str] = ()) -> Judgement:
    """The outcome against the expected answer. A program's line is read as the expected type
    (a str answer must be one of ``words``); an int where a bool is expected is read by its
    truth value, as LeetCode reads it, with a warning. Printing to stdout fails nothing (LeetCode
    shows it apart); only more than the output limit does, and that ends the run.

    >>> judged(Outcome("ok", "str", "true", seconds=0.0), True)
    Judgement(verdict='wrong-type', actual='"true"', detail='returned str "true"; the problem returns bool', warning='')
    >>> judged(Outcome("ok", "text", "TRUE"), True).verdict
    'passed'
    >>> judged(Outcome("ok", "int", 1, seconds=0.0), True)
    Judgement(verdict='passed', actual=True, detail='', warning='returned an int where the problem returns a bool')
    >>> judged(Outcome("ok", "text", "tie"), "Tie", ("Alice", "Bob", "Tie")).detail
    "printed 'tie' on the first line; expected Alice, Bob or Tie"
    """
    if outcome.status != "ok":
        status = {"exception": "runtime-error"}.get(outcome.status, outcome.status)
        return Judgement(status, None, outcome.detail)
    wanted, actual, warning = type(expected).__name__, outcome.value, ""
    if outcome.type == "text":
        text = outcome.value
        if isinstance(expected, bool) and text.lower() in ("true", "false"):
            actual = text.lower() == "true"
        elif wanted in ("bool", "int") and re.fullmatch(r"[+-]?\d{1,200}", text):
            actual = int(text) if wanted == "int" else int(text) != 0
            warning = "" if wanted == "int" else "printed an integer where the problem returns a bool"
        elif not (wanted == "str" and (text in words or not words)):
            needs = {"bool": "true or false", "int": "an integer"}.get(wanted) or one_of(words)
            return Judgement("wrong-type", text, f"printed {text[:80]!r} on the first line; expected {needs}")
    elif wanted == "bool" and outcome.type == "int":
        actual, warning = outcome.value != 0, "returned an int where the problem returns a bool"
    elif outcome.type != wanted:
        shown = outcome.shown if outcome.shown is not None else json.dumps(outcome.value)
        return Judgement("wrong-type", shown, f"returned {outcome.type} {shown}; the problem returns {wanted}")
    elif outcome.value is None:
        actual = outcome.shown
    return Judgement("passed" if actual == expected else "wrong-answer", actual, "", warning)


@dataclass
class Result:
    """One case judged: the verdict, the expected and the actual answer."""

    phase: str  # case, last-failed, examples, edge, generated, sized, speed: where the failure was found
    instance: Any
    verdict: str
    expected: Any
    actual: Any = None
    seconds: float | None = None
    detail: str = ""
    label: Msg | None = None  # how a speed instance was made
    reference_seconds: float | None = None
    found: Any = None  # the instance first found to fail, when ``instance`` is it shrunk

    def to_json(self, shape: Any, instance: bool = True) -> dict[str, Any]:
        """The JSON form (``shape`` gives sizes); ``instance=False`` leaves out the values (a
        largest instance is long). A shrunk failure keeps the phase where it was found, as the
        report's words say ("a statement example, shrunk from ..."): ``shrunk_from`` is the
        instance it was found on, None when it was not shrunk."""
        return {
            "phase": self.phase, "n": shape.size(self.instance), "instance": self.instance if instance else None,
            "label": None if self.label is None else str(self.label), "verdict": self.verdict,
            "expected": self.expected, "actual": self.actual, "seconds": self.seconds,
            "reference_seconds": self.reference_seconds, "detail": self.detail,
            "shrunk_from_n": None if self.found is None else shape.size(self.found),
            "shrunk_from": self.found if instance else None,
        }
