"""Instances from text: command-line words, a file or stdin, as JSON or whitespace-separated.

Accepted forms, for every game:
- JSON: ``[5, 3, 4, 5]``, ``7``, ``{"alice": [1, 3], "bob": [2, 1]}`` or ``[[1, 3], [2, 1]]``;
- plain words separated by spaces, commas or newlines: ``5 3 4 5``; for a pair of rows (Stone
  Game VI), either two lines (Alice's values, then Bob's) or the words
  ``--alice 1 3 --bob 2 1``.
"""

from __future__ import annotations

import json
import re
from typing import Any

from stonegame.errors import InvalidInstance
from stonegame.kernels import plain

_SEPARATORS = re.compile(r"[\s,]+")


def integers(words: list[str]) -> list[int]:
    """Each word as an int, or a one-line error naming the first that is not one."""
    values = []
    for word in words:
        try:
            values.append(int(word))
        except ValueError:
            if word.startswith("--"):
                raise InvalidInstance(f"unknown option {word!r}; see --help") from None
            raise InvalidInstance(f"{word!r} is not an integer; values must be whole numbers") from None
    return values


def from_words(words: list[str], kind: str) -> Any:
    """An instance from command-line words (already split)."""
    if kind == "pair" and ("--alice" in words or "--bob" in words):
        return _marked_pair(words)
    if len(words) == 1 and words[0].lstrip()[:1] in ("[", "{"):
        return from_text(words[0], kind)
    if kind == "count":
        if len(words) != 1:
            raise InvalidInstance(f"expected one integer n, got {len(words)} values")
        return integers(words)[0]
    return integers(words)


def from_text(text: str, kind: str) -> Any:
    """An instance from the contents of a file or of stdin."""
    stripped = text.strip()
    if not stripped:
        raise InvalidInstance("no values given: expected integers, as JSON or separated by spaces")
    if stripped[0] in "[{":
        try:
            data = json.loads(stripped)
        except json.JSONDecodeError as error:
            raise InvalidInstance(f"the input looks like JSON but is not valid JSON ({error.msg})") from None
        if isinstance(data, dict):
            missing = {"alice", "bob"} - set(data)
            if missing:
                raise InvalidInstance("a JSON object must have the keys 'alice' and 'bob'")
            return (data["alice"], data["bob"])
        return data
    if kind == "pair":
        lines = [line for line in stripped.splitlines() if line.strip()]
        if len(lines) != 2 and "--alice" not in stripped:
            raise InvalidInstance("expected two lines: Alice's values, then Bob's values")
        if "--alice" in stripped:
            return _marked_pair(_SEPARATORS.split(stripped))
        return tuple(integers(_SEPARATORS.split(line.strip())) for line in lines)
    return from_words(_SEPARATORS.split(stripped), kind)


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
"""Inputs at least this long are parsed by a compiled kernel straight into an int64 array."""


def from_bytes(data: bytes, kind: str, notes: list[str] | None = None) -> Any:
    """An instance from the raw contents of a file or of stdin.

    Also reads ``stdin_text``'s format (competitive programming's, the C++ anchors' and what
    ``check --cmd`` programs are given): n alone on the first line, then the n values on one
    line (Alice's and Bob's on two, for a pair). It is taken for that only when n >= 2 and the
    count matches, and then a note saying so is added to ``notes``: a column of values, one
    per line, never looks like it.

    >>> from_bytes(b"4\\n5 3 4 5\\n", "row"), from_bytes(b"4\\n5\\n3\\n4\\n5\\n", "row")
    ([5, 3, 4, 5], [4, 5, 3, 4, 5])
    """
    header = _count_header(data, kind)
    if header is not None:
        n, start = header
        instance = _parse(memoryview(data)[start:], kind)
        rows = instance if kind == "pair" else (instance,)
        if all(len(row) == n for row in rows):
            if notes is not None:
                notes.append(f"the first line, {n}, was read as the number of values that follow")
            return instance
    return _parse(data, kind)


def _count_header(data: bytes, kind: str) -> tuple[int, int] | None:
    """(n, where the values begin) if ``data`` has the shape of ``stdin_text``'s format."""
    if kind not in ("row", "pair"):
        return None
    begin, end = 0, len(data)
    while begin < end and data[begin : begin + 1].isspace():
        begin += 1
    while end > begin and data[end - 1 : end].isspace():
        end -= 1
    newline = data.find(b"\n", begin, end)
    if newline < 0 or data.count(b"\n", newline + 1, end) != (1 if kind == "pair" else 0):
        return None
    head = data[begin:newline].strip()
    if not head.isdigit() or int(head) < 2:
        return None
    return int(head), newline + 1


def _parse(data: bytes | memoryview, kind: str) -> Any:
    """A long row of plain integers becomes a numpy int64 array without a Python int per value
    (what the fast solvers want); anything else goes through ``from_text``."""
    if kind == "row" and len(data) >= FAST_BYTES:
        import numpy as np

        from stonegame.kernels import parse_integers

        # room for the most values the bytes can hold (a digit and a separator each); the pages
        # past the last value are never touched, so they cost address space, not memory
        out = np.empty(len(data) // 2 + 1, dtype=np.int64)
        count = parse_integers.compiled(np.frombuffer(data, dtype=np.uint8), out)
        if count >= 0:
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
            raise InvalidInstance(f"{word!r} comes before --alice/--bob; write --alice A... --bob B...")
        else:
            sides[current].append(word)
    if set(sides) != {"alice", "bob"}:
        raise InvalidInstance("both --alice and --bob are needed, each followed by values")
    return integers(sides["alice"]), integers(sides["bob"])
