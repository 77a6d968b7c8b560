"""Instances from text: command-line words, a file or stdin, as JSON or whitespace-separated.

Accepted forms, for every game:
- JSON: ``[5, 3, 4, 5]``, ``7``, ``{"alice": [1, 3], "bob": [2, 1]}`` or ``[[1, 3], [2, 1]]``;
- plain words separated by spaces, commas or newlines: ``5 3 4 5``; for a pair of rows (Stone
  Game VI), either two lines (Alice's values, then Bob's) or the words
  ``--alice 1 3 --bob 2 1``.

A value may have up to ``MAX_DIGITS`` digits, read exactly whatever the process's limit on
int-string conversion (``sys.set_int_max_str_digits``): this module never changes that limit,
which is its host's to set. Errors are ``InvalidInstance`` (or ``TooLarge`` for a value past
``MAX_DIGITS``), and show at most about 60 characters of the input.
"""

from __future__ import annotations

import codecs
import json
import re
import sys
from collections.abc import Iterable
from itertools import islice
from typing import Any

from stonegame.core.errors import InvalidInstance, TooLarge
from stonegame.core.kernels import plain
from stonegame.core.values import shown

_WORD = re.compile(r"[^\s,]+")
"""A value of plain text: what lies between spaces, commas and newlines."""
_DECIMAL = re.compile(r"[+-]?[0-9]+(?:_[0-9]+)*", re.ASCII)
"""What ``int`` reads as a decimal integer (ASCII digits; ``_`` between digits)."""

MAX_DIGITS = 100_000
"""The most digits a value may have. Python 3.11 reads and writes decimal text in quadratic
time: 10^5 digits take 0.05 s to read and 0.14 s to write, 10^6 digits 5 s and 14 s."""

_ALWAYS_CONVERTIBLE = 640
"""Python converts this many digits whatever its limit (the smallest limit it accepts)."""

NO_VALUES = "no values given: expected integers, as JSON or separated by spaces"


def integer(word: str) -> int:
    """The word as an exact int, of up to ``MAX_DIGITS`` digits, or a one-line error.

    >>> integer("-17"), integer("1_000"), integer("9" * 5000) == 10**5000 - 1
    (-17, 1000, True)
    """
    if len(word) <= _ALWAYS_CONVERTIBLE:
        try:
            return int(word)
        except ValueError:
            raise _not_an_integer(word) from None
    if not _DECIMAL.fullmatch(word):
        raise _not_an_integer(word)
    return _decimal(word)


def _not_an_integer(word: str) -> InvalidInstance:
    if word.startswith("--"):
        return InvalidInstance(f"unknown option {shown(word)}; see --help")
    return InvalidInstance(f"{shown(word)} is not an integer; values must be whole numbers")


def _decimal(text: str) -> int:
    """The int of a decimal literal known to be well formed (``_DECIMAL``, or JSON's)."""
    count = len(text) - text.count("_") - (text[:1] in "+-")
    if count > MAX_DIGITS:
        raise TooLarge(f"a value of {count:,} digits is too long: values may have at most {MAX_DIGITS:,}")
    digits = text.lstrip("+-").replace("_", "")
    limit = sys.get_int_max_str_digits()
    if limit == 0 or len(digits) <= limit:
        value = int(digits)
    else:  # past the process's limit: in pieces it always converts, exactly the same int
        value = 0
        for start in range(0, len(digits), _ALWAYS_CONVERTIBLE):
            piece = digits[start : start + _ALWAYS_CONVERTIBLE]
            value = value * 10 ** len(piece) + int(piece)
    return -value if text.startswith("-") else value


def _json_integer(literal: str) -> int:
    return int(literal) if len(literal) <= _ALWAYS_CONVERTIBLE else _decimal(literal)


def integers(words: Iterable[str]) -> list[int]:
    """Each word as an int, or a one-line error naming the first that is not one."""
    return [integer(word) for word in words]


def from_words(words: list[str], kind: str) -> Any:
    """An instance from command-line words (already split)."""
    if kind == "pair" and ("--alice" in words or "--bob" in words):
        return _marked_pair(words)
    if len(words) == 1 and words[0].lstrip()[:1] in ("[", "{"):
        return from_text(words[0], kind)
    if kind == "count":
        if len(words) != 1:
            raise InvalidInstance(f"expected one integer n, got {len(words)} values")
        return integer(words[0])
    return integers(words)


def from_text(text: str, kind: str) -> Any:
    """An instance from the contents of a file or of stdin.

    >>> from_text("[5, 3, 4, 5]", "row"), from_text(" 5, 3\\n4,5,", "row"), from_text("1 3\\n2 1", "pair")
    ([5, 3, 4, 5], [5, 3, 4, 5], ([1, 3], [2, 1]))
    """
    first = re.search(r"\S", text)
    if first is None:
        raise InvalidInstance(NO_VALUES)
    if first.group() in "[{":
        return _from_json(text.strip())
    if kind == "pair":
        if "--alice" in text or "--bob" in text:
            return _marked_pair(_WORD.findall(text))
        lines = [line for line in text.splitlines() if _WORD.search(line)]
        if len(lines) != 2:
            raise InvalidInstance("expected two lines: Alice's values, then Bob's values")
        return tuple(integers(_WORD.findall(line)) for line in lines)
    words = (match.group() for match in _WORD.finditer(text))  # one at a time: no list of a long file's words
    if kind == "count":
        found = list(islice(words, 2))
        if len(found) != 1:
            raise InvalidInstance(f"expected one integer n, got {len(found) + sum(1 for _ in words)} values")
        return integer(found[0])
    values = integers(words)
    if not values:
        raise InvalidInstance(NO_VALUES)
    return values


def _from_json(text: str) -> Any:
    try:
        data = json.loads(text, parse_int=_json_integer)
    except json.JSONDecodeError as error:
        raise InvalidInstance(f"the input looks like JSON but is not valid JSON ({error.msg})") from None
    except RecursionError:
        raise InvalidInstance("the JSON nests lists too deeply to read; expected a list of integers, "
                              "or two lists") from None
    if isinstance(data, dict):
        missing = {"alice", "bob"} - set(data)
        if missing:
            raise InvalidInstance("a JSON object must have the keys 'alice' and 'bob'")
        return (data["alice"], data["bob"])
    return data


def stdin_text(kind: str, instance: Any) -> str:
    """The instance in the C++ anchors' stdin format, which ``check --cmd`` programs read too:
    ``n``, then the values on one line (Alice's, then Bob's, for a pair); a count is n alone.

    >>> stdin_text("row", [1, 2, -9]), stdin_text("pair", ([1, 3], [2, 1])), stdin_text("count", 7)
    ('3\\n1 2 -9\\n', '2\\n1 3\\n2 1\\n', '7\\n')
    """
    if kind == "count":
        return f"{instance}\n"
    rows = [plain(row) for row in (instance if kind == "pair" else [instance])]
    return f"{len(rows[0])}\n" + "".join(" ".join(map(str, row)) + "\n" for row in rows)


FAST_BYTES = 1 << 20
"""Inputs at least this long are parsed by a compiled kernel straight into an int64 array.
Tests lower it to run the compiled parser on small inputs."""


def from_bytes(data: bytes, kind: str, notes: list[str] | None = None) -> Any:
    """An instance from the raw contents of a file or of stdin.

    Also reads ``stdin_text``'s format (competitive programming's, the C++ anchors' and what
    ``check --cmd`` programs are given): n alone on the first line, then the n values on one
    line (Alice's and Bob's on two, for a pair). It is taken for that when n >= 2, and then
    a note saying so is added to ``notes``; a count that does not match the values after it
    is an error (a miscounted file would otherwise be solved as a different row). A column
    of values, one per line, never looks like it (a column of two is read as two values). A
    UTF-8 byte order mark is skipped.

    >>> from_bytes(b"4\\n5 3 4 5\\n", "row"), from_bytes(b"4\\n5\\n3\\n4\\n5\\n", "row"), from_bytes(b"4\\n5", "row")
    ([5, 3, 4, 5], [4, 5, 3, 4, 5], [4, 5])
    """
    begin = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
    header = _count_header(data, kind, begin)
    if header is None:
        return _parse(memoryview(data)[begin:], kind)
    n, start = header
    instance = _parse(memoryview(data)[start:], kind)
    found = [len(row) for row in (instance if kind == "pair" else (instance,))]
    if found == [1]:  # two lines of one value each: a column of two values, not a count
        return _parse(memoryview(data)[begin:], kind)
    if found != [n] * len(found):
        raise InvalidInstance(
            f"the first line holds {n:,} alone, the count of the values that follow, but "
            f"{' and '.join(f'{m:,}' for m in found)} follow; correct the count, or put every value on one line")
    if notes is not None:
        notes.append(f"the first line, {n}, was read as the number of values that follow")
    return instance


def _count_header(data: bytes, kind: str, begin: int = 0) -> tuple[int, int] | None:
    """(n, where the values begin) if ``data[begin:]`` has the shape of ``stdin_text``'s format."""
    if kind not in ("row", "pair"):
        return None
    end = len(data)
    while begin < end and data[begin : begin + 1].isspace():
        begin += 1
    while end > begin and data[end - 1 : end].isspace():
        end -= 1
    newline = data.find(b"\n", begin, end)
    if newline < 0 or data.count(b"\n", newline + 1, end) != (1 if kind == "pair" else 0):
        return None
    head = data[begin:newline].strip()
    if not head.isdigit() or len(head) > 18 or int(head) < 2:  # no count has more than 18 digits
        return None
    return int(head), newline + 1


def _parse(data: bytes | memoryview, kind: str) -> Any:
    """A row of plain integers becomes a numpy int64 array without a Python int per value
    (what the fast solvers want), when it is long; anything else goes through ``from_text``.

    The compiled parser reads only what ``from_text`` reads the same way (plain integers of
    up to 18 digits, or a flat JSON list of them); on anything else it gives up and
    ``from_text`` reads the input, so both accept and reject the same inputs, with the same
    messages.
    """
    if kind == "row" and len(data) >= FAST_BYTES:
        import numpy as np

        from stonegame.core.kernels import parse_integers

        # room for the most values the bytes can hold (a digit and a separator each); the pages
        # past the last value are never touched, so they cost address space, not memory
        out = np.empty(len(data) // 2 + 1, dtype=np.int64)
        count = parse_integers.compiled(np.frombuffer(data, dtype=np.uint8), out)
        if count > 0:
            return out[:count]
    try:
        text = bytes(data).decode()
    except UnicodeDecodeError:
        raise InvalidInstance("the input is not text: expected integers, as JSON or separated by spaces") from None
    return from_text(text, kind)


def _marked_pair(words: list[str]) -> tuple[list[int], list[int]]:
    """``--alice 1 3 --bob 2 1`` as the pair ([1, 3], [2, 1])."""
    sides: dict[str, list[str]] = {}
    current = None
    for word in words:
        if word in ("--alice", "--bob"):
            current = word[2:]
            sides.setdefault(current, [])
        elif current is None:
            raise InvalidInstance(f"{shown(word)} comes before --alice/--bob; write --alice A... --bob B...")
        else:
            sides[current].append(word)
    if set(sides) != {"alice", "bob"}:
        raise InvalidInstance("both --alice and --bob are needed, each followed by values")
    return integers(sides["alice"]), integers(sides["bob"])
