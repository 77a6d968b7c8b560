"""TypeScript: the TypeScript compiler (npm's ``typescript``, ``tsc``) checks the types and
strips them, then the JavaScript driver runs the result as it runs a ``.js`` solution.

A copy of the user's file is compiled (the file itself is never touched); a type error is a
compile error, as on LeetCode. The compiler runs with ``strict`` off and the ES2023 library.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import stonegame.checker.languages.javascript as javascript  # the module itself: the package imports this one
from stonegame.checker.languages.base import Build, ProgrammingLanguage, Setup, Signature, Tool

COPY = "solution.ts"
OPTIONS = ("--target", "es2022", "--lib", "es2023", "--strict", "false", "--pretty", "false",
           "--outDir", ".")


def driver(source: Path, signature: Signature) -> dict[str, str]:
    return {**javascript.driver(source, signature), COPY: source.read_text(encoding="utf-8", errors="replace")}


def builds(source: Path, memory: int, setup: Setup) -> list[Build]:
    """JavaScript's build, on tsc's output of the copy, compiled first."""
    compiled = Path("{build}", COPY.replace(".ts", ".js"))
    return [replace(build, compile=(("tsc", *OPTIONS, COPY),)) for build in javascript.builds(compiled, memory, setup)]


LANGUAGE = ProgrammingLanguage(
    code="ts", title="TypeScript", extensions=(".ts", ".mts", ".cts"),
    tools=(javascript.NODE, Tool("tsc", "install the TypeScript compiler: npm install -g typescript")),
    driver=driver, builds=builds, generated=(COPY,), unable=javascript.unable,
)
