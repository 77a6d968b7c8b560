"""``stonegame check``: a user's solution against the reference, and the smallest failing case.

Modules, one job each: ``cases`` (what is run: edge, generated, sized and largest instances),
``runners`` (how a candidate is run: the ``Runner`` protocol, a Python file's server, a
compiled driver's server, a program per case), ``languages`` (C++, Java, JavaScript and
TypeScript: the drivers around a LeetCode solution, and their builds), ``child`` (the
processes that run it), ``verdicts`` (outcomes judged), ``shrink`` (a failure made small),
``judge`` (the phases, and ``check`` itself), ``report`` (the findings as JSON and in words).
"""

from stonegame.check.judge import CASE_LIMIT, MEMORY_MB, TIME_LIMIT, Judge, check
from stonegame.check.report import Report, describe, summary
from stonegame.check.runners import Command, PythonFile, Runner
from stonegame.check.verdicts import VERDICTS, CandidateError, Outcome, Result

__all__ = ["CASE_LIMIT", "MEMORY_MB", "TIME_LIMIT", "VERDICTS", "CandidateError", "Command", "Judge", "Outcome",
           "PythonFile", "Report", "Result", "Runner", "check", "describe", "summary"]
