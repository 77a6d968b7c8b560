"""Reading values from text: integers of any length, JSON, words, and the bytes of a file.

The shapes of instances (a row, a count, a pair of rows) read themselves
(``stonegame.core.instances``); this module holds what they share: integers, JSON
(``[5, 3, 4, 5]``, ``7``, ``{"alice": [1, 3], "bob": [2, 1]}``), plain words separated by
spaces, commas or newlines, and the raw bytes of a file, read by a compiled parser when long,
with the anchors' format (n, then the values) recognised.

A value may have up to ``MAX_DIGITS`` digits, read exactly whatever the process's limit on
int-string conversion (``sys.set_int_max_str_digits``): reading never changes that limit, which
is its host's to set (the command and the batch and web workers raise it with
``lift_digit_limit``, so that every result is written out). Errors are ``InvalidInstance`` (or
``TooLarge`` for a value past ``MAX_DIGITS``), and show at most about 60 characters of the input.
"""

from __future__ import annotations

import codecs
import json
import re
import sys
from collections.abc import Iterable
from itertools import islice
from typing import Any, Protocol

from stonegame.catalogs import Msg
from stonegame.core.errors import InvalidInstance, TooLarge
from stonegame.core.kernels import kernel
from stonegame.core.values import shown


class Shape(Protocol):
    """What reading bytes needs of an instance's shape (``stonegame.core.instances.Kind`` has
    it): how many lines of values it takes, and how to read its text. Named here, so that this
    module, below the shapes, never imports them."""

    @property
    def value_lines(self) -> int: ...

    def from_text(self, text: str) -> Any: ...

_WORD = re.compile(r"[^\s,]+")
"""A value of plain text: what lies between spaces, commas and newlines."""
_DECIMAL = re.compile(r"[+-]?[0-9]+(?:_[0-9]+)*", re.ASCII)
"""What ``int`` reads as a decimal integer (ASCII digits; ``_`` between digits)."""

MAX_INPUT_BYTES = 2**30
"""The most bytes of input read (a file, stdin): 10^8 values of up to 10 characters fit in it,
and a reader of /dev/zero stops there instead of filling the memory."""


def read_at_most(stream: Any, what: str) -> bytes:
    """All of ``stream`` (binary, or text, read as UTF-8), or ``TooLarge`` once it passes
    ``MAX_INPUT_BYTES``."""
    data = stream.read(MAX_INPUT_BYTES + 1)
    if len(data) > MAX_INPUT_BYTES:
        raise TooLarge(Msg("{what} holds more than {most:,} bytes, more than stonegame reads "
                           "(at most {most:,}: 10^8 values)", what=what, most=MAX_INPUT_BYTES))
    return data.encode() if isinstance(data, str) else bytes(data)


MAX_DIGITS = 100_000
"""The most digits a value may have. Python 3.11 reads and writes decimal text in quadratic
time: 10^5 digits take 0.05 s to read and 0.14 s to write, 10^6 digits 5 s and 14 s."""

WRITTEN_DIGITS = 2 * MAX_DIGITS
"""The hosts' limit on int-string conversion (Python's default is 4,300 digits). A result is a
sum of values of at most ``MAX_DIGITS`` digits, so it has at most about 20 more; the limit is
raised this far only (not lifted), since it is all the process's protection against
quadratic-time conversions of integers from elsewhere (a checked program's answer)."""


def lift_digit_limit() -> None:
    """Let this process write out every integer a result can have (``WRITTEN_DIGITS``): for a
    host (the command, a worker process), never called by the library itself."""
    if 0 < sys.get_int_max_str_digits() < WRITTEN_DIGITS:
        sys.set_int_max_str_digits(WRITTEN_DIGITS)


_ALWAYS_CONVERTIBLE = 640
"""Python converts this many digits whatever its limit (the smallest limit it accepts)."""

NO_VALUES = Msg("no values given: expected integers, as JSON or separated by spaces")
NO_WORDS = Msg("no values given; write them after the game, or use --file PATH or '-'")
"""No words after the game: the command line and the playground, which takes them as it does."""


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
        return InvalidInstance(Msg("unknown option {option}; see --help", option=shown(word)))
    return InvalidInstance(Msg("{word} is not an integer; values must be whole numbers", word=shown(word)))


def _decimal(text: str) -> int:
    """The int of a decimal literal known to be well formed (``_DECIMAL``, or JSON's)."""
    count = len(text) - text.count("_") - (text[:1] in "+-")
    if count > MAX_DIGITS:
        raise TooLarge(Msg("a value of {count:,} digits is too long: values may have at most {most:,}",
                           count=count, most=MAX_DIGITS))
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


def integers(words: Iterable[str]) -> list[int]:
    """Each word as an int, or a one-line error naming the first that is not one."""
    return [integer(word) for word in words]


def words(text: str, most: int | None = None) -> list[str]:
    """The values of plain text: what lies between spaces, commas and newlines (the first
    ``most`` of them, when given: a long file's words are not all listed to count two)."""
    found = (match.group() for match in _WORD.finditer(text))
    return list(found if most is None else islice(found, most))


def from_json(text: str) -> Any:
    """The JSON value of ``text`` (integers of any length), or a one-line error."""
    try:
        return json.loads(text, parse_int=integer)
    except json.JSONDecodeError as error:
        raise InvalidInstance(Msg("the input looks like JSON but is not valid JSON ({why})",
                                  why=JSON_ERRORS.get(error.msg, error.msg))) from None
    except RecursionError:
        raise InvalidInstance(Msg("the JSON nests lists too deeply to read; expected a list of integers, "
                                  "or two lists")) from None


JSON_ERRORS = {said.text: said for said in (
    Msg("Expecting value"), Msg("Expecting ',' delimiter"), Msg("Expecting ':' delimiter"), Msg("Extra data"),
    Msg("Unterminated string starting at"), Msg("Expecting property name enclosed in double quotes"),
    Msg("Invalid \\escape"), Msg("Invalid control character at"))}
"""The messages of Python's json reader, each said in every language (``from_json``): by its text."""


FAST_BYTES = 1 << 20
"""Inputs at least this long are parsed by a compiled kernel straight into an int64 array.
Tests lower it to run the compiled parser on small inputs."""


def from_bytes(data: bytes, kind: Shape, notes: list[str | Msg] | None = None) -> Any:
    """An instance from the raw contents of a file or of stdin.

    Also reads ``Kind.stdin``'s format (competitive programming's, the C++ anchors' and what
    ``check --cmd`` programs are given): n alone on the first line, then the n values on one
    line (Alice's and Bob's on two, for a pair). It is taken for that when n >= 2, and then
    a note saying so is added to ``notes``; a count that does not match the values after it
    is an error (a miscounted file would otherwise be solved as a different row). A column
    of values, one per line, never looks like it (a column of two is read as two values). A
    UTF-8 byte order mark is skipped.

    >>> from stonegame.core.instances import Row
    >>> from_bytes(b"4\\n5 3 4 5\\n", Row()), from_bytes(b"4\\n5\\n3\\n4\\n5\\n", Row()), from_bytes(b"4\\n5", Row())
    ([5, 3, 4, 5], [4, 5, 3, 4, 5], [4, 5])
    """
    begin = len(codecs.BOM_UTF8) if data.startswith(codecs.BOM_UTF8) else 0
    header = _count_header(data, kind, begin)
    if header is None:
        return _parse(memoryview(data)[begin:], kind)
    n, start = header
    instance = _parse(memoryview(data)[start:], kind)
    found = [len(row) for row in (instance if kind.value_lines > 1 else (instance,))]
    if found == [1]:  # two lines of one value each: a column of two values, not a count
        return _parse(memoryview(data)[begin:], kind)
    if found != [n] * len(found):
        raise InvalidInstance(Msg(
            "the first line holds {n:,} alone, the count of the values that follow, but {found} follow; "
            "correct the count, or put every value on one line", n=n, found=counted(found)))
    if notes is not None:
        notes.append(Msg("the first line, {n}, was read as the number of values that follow", n=n))
    return instance


def counted(counts: list[int]) -> Msg | str:
    """The values found on each line, said as a list: "3", or "2 and 3" for a pair's two lines."""
    if len(counts) == 2:
        return Msg("{first:,} and {second:,}", first=counts[0], second=counts[1])
    return ", ".join(f"{count:,}" for count in counts)


def _count_header(data: bytes, kind: Shape, begin: int = 0) -> tuple[int, int] | None:
    """(n, where the values begin) if ``data[begin:]`` has the shape of the anchors' format
    (``Kind.stdin``): n alone on a line, then the kind's lines of values."""
    if kind.value_lines == 0:
        return None
    end = len(data)
    while begin < end and data[begin : begin + 1].isspace():
        begin += 1
    while end > begin and data[end - 1 : end].isspace():
        end -= 1
    newline = data.find(b"\n", begin, end)
    if newline < 0 or data.count(b"\n", newline + 1, end) != kind.value_lines - 1:
        return None
    head = data[begin:newline].strip()
    if not head.isdigit() or len(head) > 18 or int(head) < 2:  # no count has more than 18 digits
        return None
    return int(head), newline + 1


def _parse(data: bytes | memoryview, kind: Shape) -> Any:
    """A row of plain integers becomes a numpy int64 array without a Python int per value
    (what the fast solvers want), when it is long; anything else goes through ``from_text``.

    The compiled parser reads only what ``from_text`` reads the same way (plain integers of
    up to 18 digits, or a flat JSON list of them); on anything else it gives up and
    ``from_text`` reads the input, so both accept and reject the same inputs, with the same
    messages.
    """
    if kind.value_lines == 1 and len(data) >= FAST_BYTES:  # one row of values
        import numpy as np

        # room for the most values the bytes can hold (a digit and a separator each); the pages
        # past the last value are never touched, so they cost address space, not memory
        out = np.empty(len(data) // 2 + 1, dtype=np.int64)
        count = parse_integers.compiled(np.frombuffer(data, dtype=np.uint8), out)
        if count > 0:
            return out[:count]
    try:
        text = bytes(data).decode()
    except UnicodeDecodeError:
        raise InvalidInstance(Msg("the input is not text: expected integers, as JSON or separated by spaces")) from None
    return kind.from_text(text)


@kernel(compile_from=1 << 20)
def parse_integers(text, out):
    """The integers of ASCII ``text`` (bytes) into ``out``; returns how many, or −1 where it
    cannot tell: then the caller's exact reader (read.from_text) decides, with its messages.

    It reads two shapes only, and each as read.from_text does: integers separated by runs of
    spaces, tabs, newlines and commas (``5 3,4``), or one flat JSON list of them
    (``[5, 3, 4]``: JSON's commas and whitespace, no leading zeros). A value has 1 to 18
    digits (int64 holds it) and an optional '-'. Anything else returns −1, even what is
    valid (``+5``, 19 digits, a nested list, a float, a vertical tab).
    """
    n = len(text)
    k = 0
    count = 0
    while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
        k += 1
    if k == n or text[k] != 91:  # plain integers: one pass, a byte at a time
        value = 0
        digits = 0
        negative = False
        start = k
        for k in range(start, n):
            c = text[k]
            if 48 <= c <= 57:
                value = value * 10 + (c - 48)
                digits += 1
                if digits > 18:
                    return -1
            elif c == 32 or c == 10 or c == 44 or c == 9 or c == 13:
                if digits > 0:
                    out[count] = -value if negative else value
                    count += 1
                elif negative:  # a lone '-'
                    return -1
                value = 0
                digits = 0
                negative = False
            elif c == 45 and digits == 0 and not negative:  # '-'
                negative = True
            else:
                return -1
        if digits > 0:
            out[count] = -value if negative else value
            count += 1
        elif negative:
            return -1
        return count
    k += 1  # past the '[' of a JSON list
    while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
        k += 1
    unclosed = True  # until its ']'
    if k < n and text[k] == 93:  # "[]"
        k += 1
        unclosed = False
    while k < n and unclosed:
        negative = text[k] == 45  # '-'
        if negative:
            k += 1
        start = k
        value = 0
        while k < n and 48 <= text[k] <= 57 and k - start < 19:
            value = value * 10 + (text[k] - 48)
            k += 1
        digits = k - start
        if digits == 0 or digits > 18 or (digits > 1 and text[start] == 48):  # JSON has no leading zeros
            return -1
        out[count] = -value if negative else value
        count += 1
        while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
            k += 1
        if k < n and text[k] == 44:  # ',': a value follows
            k += 1
            while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
                k += 1
        elif k < n and text[k] == 93:  # ']'
            k += 1
            unclosed = False
        else:
            return -1
    while k < n and (text[k] == 32 or text[k] == 9 or text[k] == 10 or text[k] == 13):
        k += 1
    if unclosed or k < n:
        return -1
    return count
