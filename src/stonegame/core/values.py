"""Validation shared by the game modules: what the problem takes, checked once up front.

Messages show a value with ``shown``, so that no message echoes more than about 60
characters of what it was given, whatever its size.
"""

from __future__ import annotations

import itertools
import operator
import re
import reprlib
import sys
from collections.abc import Callable
from typing import Any

from stonegame.catalogs import Msg, Plural
from stonegame.core.errors import InvalidDeclaration, InvalidInstance, TooLarge

SHOWN = 60
"""The most characters of a given value that a message shows."""


class _Short(reprlib.Repr):
    """reprlib's abbreviations, and huge ints by their size (their repr is slow, or refused)."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxlist, self.maxtuple, self.maxdict, self.maxset = 3, 4, 4, 4, 4
        self.maxstring = self.maxother = 40

    def repr_int(self, value: int, level: int) -> str:
        if value.bit_length() <= 190:  # up to 58 digits: written out
            return repr(value)
        count, magnitude = digits(value), abs(value)
        # both ends by division, each linear in the length: no conversion of the whole
        first, last = magnitude // 10 ** (count - 12), magnitude % 10**6
        return f"{'-' if value < 0 else ''}{first}...{last:06d} ({count:,} digits)"


_SHORT = _Short()


def shown(value: Any, width: int = SHOWN) -> str:
    """``value`` as a message shows it: its repr, or, when that is longer than ``width``, its
    first characters and its size. A huge int is never written out (Python refuses past 4,300
    digits, and takes quadratic time before): its size is shown instead. The one abbreviator
    of every message.

    >>> shown("x" * 5), shown("x" * 500)
    ("'xxxxx'", "'xxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxx' (500 characters)")
    >>> shown(-7 * 10**200 - 1), shown([[1, 2]] * 1000)
    ('-700000000000...000001 (201 digits)', '[[1, 2], [1, 2], [1, 2], [1, 2], ...] (1,000 items)')
    """
    try:
        text = _SHORT.repr(value)
    except ValueError:  # an int inside an object's own repr, beyond Python's 4,300 digits
        return f"a {type(value).__name__} holding a huge integer"
    if len(text) > width:
        text = text[: max(width - 3, 8)] + "..."
    if isinstance(value, (str, bytes)) and "..." in text and len(value) > 36:  # cut short: say how long
        text += f" ({len(value):,} {'characters' if isinstance(value, str) else 'bytes'})"
    elif isinstance(value, (list, tuple, dict, set, frozenset)) and len(value) > 4:
        text += f" ({len(value):,} items)"
    return text


def minus(value: int) -> str:
    """A number as prose writes it, with a true minus sign (U+2212): −6, not -6. The one
    formatter of a number said in a sentence, in every language; code and tables keep ASCII.

    >>> minus(-6), minus(7)
    ('−6', '7')
    """
    return f"−{-value}" if value < 0 else str(value)


def operand(value: int) -> str:
    """A number as a term of a sum in prose: a negative one in parentheses, with a true minus.

    >>> operand(-1), operand(13)
    ('(−1)', '13')
    """
    return f"({minus(value)})" if value < 0 else str(value)


def amount(number: int) -> str:
    """A count for a message: with commas, or as a power of ten when it is huge (an input's
    n may have thousands of digits, and a message stays one short line). The power is cut,
    never rounded up, so that a bound stays a bound.

    >>> amount(1234567), amount(10**19), amount(3 * 10**5000), amount(10**30 - 1)
    ('1,234,567', '1.0·10^19', '3.0·10^5000', '9.9·10^29')
    """
    if abs(number) < 10**15:
        return f"{number:,}"
    exponent = digits(number) - 1
    lead = abs(number) // 10 ** (exponent - 1)  # the first two digits, exactly
    return f"{'-' if number < 0 else ''}{lead // 10}.{lead % 10}·10^{exponent}"


class Exact(int):
    """An int that a float's format (``{:.4g}``) writes even past a float's range: there as
    ``amount`` writes a count (a mean of values of hundreds of digits, say). JSON writes it whole.

    >>> f"{Exact(10**400):.4g}", f"{Exact(12345):.4g}", f"{Exact(7):,}"
    ('1.0·10^400', '1.234e+04', '7')
    """

    def __format__(self, spec: str) -> str:
        try:
            return format(float(self), spec) if spec[-1:] in tuple("eEfFgGn%") else int.__format__(self, spec)
        except OverflowError:
            return amount(int(self))


LONGEST_MESSAGE = 400
"""Past this many characters, an error message is cut short (see ``one_line``)."""


def one_line(message: str) -> str:
    """An error message as it is printed after ``stonegame: error:``, by the command line and
    the web API alike: joined into one line; when long, its quoted runs shortened first, then
    its middle cut (a message that writes out a 200 MB word stays readable).

    >>> one_line("no game\t  'x'"), len(one_line("y" * 1000))
    ("no game 'x'", 405)
    """
    message = " ".join(message.split())
    if len(message) > LONGEST_MESSAGE:
        message = re.sub(r"'[^']{100,}'", lambda quoted: shown(quoted.group()[1:-1]), message)
    if len(message) > LONGEST_MESSAGE:
        half = LONGEST_MESSAGE // 2
        message = f"{message[:half]} ... {message[-half:]}"
    return message


def digits(value: int) -> int:
    """How many decimal digits |value| has, without writing it out.

    >>> digits(0), digits(9), digits(10), digits(-10**4300), digits(10**5000 - 1)
    (1, 1, 2, 4301, 5000)
    """
    magnitude = abs(value)
    estimate = max(1, int(magnitude.bit_length() * 0.30102999566398120))  # log10(2): within one of it
    return estimate + 1 if magnitude >= 10**estimate else estimate


def returned_int(value: Any, what: str, expected: str = "an integer") -> int:
    """What the user's code returned as an exact int (numpy's too), or ``InvalidDeclaration``
    saying ``what`` it returned and what was ``expected``."""
    if not isinstance(value, bool):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise InvalidDeclaration(f"{what} {shown(value, 30)}; expected {expected}")


def integer(value: Any, what: str | Msg) -> int:
    """``value`` as an exact int (numpy ints too), or a one-line error naming it (``what``)."""
    if isinstance(value, bool):
        raise InvalidInstance(Msg("{what} is {value}; expected an integer", what=what, value=repr(value)))
    try:
        number = operator.index(value)
    except TypeError:
        raise InvalidInstance(Msg("{what} is {value}; expected an integer", what=what, value=shown(value))) from None
    limit = sys.get_int_max_str_digits()
    if limit and number.bit_length() > (limit - ROOM) * BITS_PER_DIGIT:
        # Python would refuse to write the answer, a move or a note out: say so now, and how to allow it
        raise InvalidInstance(Msg(
            "{what} has {digits:,} digits; this Python writes integers of at most {limit:,} "
            "(sys.set_int_max_str_digits raises the limit; the stonegame command allows 200,000)",
            what=what, digits=digits(number), limit=limit))
    return number


ROOM = 30
"""Digits a result may have beyond the longest value (a sum of up to 10^30 of them)."""

BITS_PER_DIGIT = 3.3219280948873626  # log2(10)


MAX_VALUES = 10**8
"""The most values a row may have: 0.8 GB as int64 for the compiled kernels, 3.6 GB as a
tuple of Python ints. A longer input is refused at once, before it is read: its length,
where the input knows it (a list, a range, an array), or as soon as it is counted."""


def _too_long(count: int, slug: str) -> TooLarge:
    return TooLarge(Msg("{game}: a row of {count:,} values is longer than any method takes (at most {most:,})",
                        game=slug, count=count, most=MAX_VALUES))


def row(raw: Any, slug: str, *, min_length: int = 1, least: int | None = None) -> Any:
    """A row of integer values: at least ``min_length`` of them, each >= ``least``.

    A numpy integer array, or a list of ``ARRAY_FROM`` values or more that int64 holds, is
    kept as an int64 array (large inputs reach the compiled kernels without a Python int per
    value); a shorter list, or one with values past int64, as a tuple of exact ints.
    """
    if hasattr(raw, "dtype") and hasattr(raw, "ndim"):
        return _array_row(raw, slug, min_length, least)
    if isinstance(raw, (str, bytes, int)) or not hasattr(raw, "__iter__"):
        raise InvalidInstance(Msg("{game} takes a list of integers, not {raw}", game=slug, raw=shown(raw)))
    values = exact_values(raw, slug, lambda i: Msg("value {index}", index=i + 1))
    _check_length(len(values), slug, min_length)
    if least is not None and len(values):
        low = values.min() if hasattr(values, "dtype") else min(values)
        if low < least:
            i = first_index(values, lambda value: value < least)
            raise _below(i, int(values[i]), slug, least)
    return values


ARRAY_FROM = 100_000
"""From this many values on, a list is read into an int64 array (when int64 holds it): the
compiled kernels take it as it is, and no method needs a tuple of that many Python ints
first. A shorter list stays a tuple, and its reading never imports numpy."""


def exact_values(raw: Any, slug: str, name: Callable[[int], str | Msg]) -> Any:
    """The values of a list (or any iterable) as exact ints, checked without a Python loop:
    one pass over their types, then one conversion in C (``np.fromiter`` into int64 for a
    long row, else a tuple). A message is built only for a value that is wrong, named by
    ``name(index)``; more than ``MAX_VALUES`` values are refused before they are all read.
    """
    if hasattr(raw, "__len__"):
        if len(raw) > MAX_VALUES:  # a range(1, 10**12) is refused before it is read
            raise _too_long(len(raw), slug)
        values = raw if isinstance(raw, (list, tuple)) else list(raw)
    else:  # a generator tells no length: read one past the most, to know
        values = list(itertools.islice(raw, MAX_VALUES + 1))
        if len(values) > MAX_VALUES:
            raise _too_long(len(values), slug)
    kinds = set(map(type, values))
    if bool in kinds or not all(kind is int or _is_numpy_integer(kind) for kind in kinds):
        try:  # ints of other types (their __index__) are taken; bools, floats, text are not
            if bool in kinds:
                raise TypeError
            values = list(map(operator.index, values))
        except TypeError:  # some value is no integer: name the first one
            i = first_index(values, lambda value: isinstance(value, bool) or not _has_index(value))
            integer(values[i], name(i))
        kinds = {int}
    if len(values) >= ARRAY_FROM:
        import numpy as np

        try:
            return np.fromiter(values, np.int64, len(values))
        except OverflowError:  # beyond int64: only the exact path holds it
            pass
    checked = tuple(values) if kinds <= {int} else tuple(map(operator.index, values))  # numpy's ints as Python's
    limit = sys.get_int_max_str_digits()
    if checked and limit and max(max(checked), -min(checked)).bit_length() > (limit - ROOM) * BITS_PER_DIGIT:
        i = first_index(checked, lambda value: value.bit_length() > (limit - ROOM) * BITS_PER_DIGIT)
        integer(checked[i], name(i))  # says how many digits, and how to allow them
    return checked


def _is_numpy_integer(kind: type) -> bool:
    """True for numpy's integer scalar types (told by name: numpy need not be imported)."""
    return kind.__module__ == "numpy" and kind.__name__.startswith(("int", "uint")) and hasattr(kind, "__index__")


def _has_index(value: Any) -> bool:
    try:
        operator.index(value)
    except TypeError:
        return False
    return True


def first_index(values: Any, wrong: Callable[[Any], bool]) -> int:
    """The index of the first value that is ``wrong``: asked only once a bulk check has found one."""
    return next(i for i, value in enumerate(values) if wrong(value))


def _below(index: int, value: int, slug: str, least: int) -> InvalidInstance:
    return InvalidInstance(Msg("value {index} of {game} is {value}; every value must be >= {least}",
                               index=index + 1, game=slug, value=shown(value), least=least))


def _check_length(n: int, slug: str, min_length: int) -> None:
    if n < min_length:
        raise InvalidInstance(Plural("{game} needs at least {n} value, got {got}",
                                     "{game} needs at least {n} values, got {got}", min_length, game=slug, got=n))


def _array_row(raw: Any, slug: str, min_length: int, least: int | None) -> Any:
    """``row`` for an array: a numpy array (masked ones too) or anything numpy can read as one."""
    import numpy as np

    if isinstance(raw, np.ma.MaskedArray):
        hidden = np.flatnonzero(np.ma.getmaskarray(raw))
        if len(hidden):
            raise InvalidInstance(Msg("value {index} of {game} is masked; give every value",
                                      index=hidden[0] + 1, game=slug))
        raw = np.ma.getdata(raw)
    if not isinstance(raw, np.ndarray):  # a pandas Series, a tensor, ...: positions, not labels, from here on
        raw = np.asarray(raw)
    if raw.ndim == 1 and len(raw) > MAX_VALUES:
        raise _too_long(len(raw), slug)
    if raw.ndim != 1:
        raise InvalidInstance(Msg("{game} takes a list of integers, not a {ndim}-dimensional array",
                                  game=slug, ndim=raw.ndim))
    if raw.dtype == object:  # Python ints beyond int64, perhaps: the exact path checks each value
        return row(raw.tolist(), slug, min_length=min_length, least=least)
    if raw.dtype.kind not in "iu":  # timedelta64 counts as integer to numpy: it is a time, not a value
        raise InvalidInstance(Msg("{game} takes integers, not an array of {dtype}", game=slug, dtype=str(raw.dtype)))
    _check_length(len(raw), slug, min_length)
    if least is not None and len(raw) and int(raw.min()) < least:
        i = int(np.argmax(raw < least))  # the first, as the list path names it
        raise _below(i, int(raw[i]), slug, least)
    if raw.dtype == np.uint64 and len(raw) and int(raw.max()) >= 2**63:
        return tuple(raw.tolist())  # beyond int64: only the exact Python path can hold it
    return raw.astype(np.int64, copy=False)


def positive(raw: Any, what: str | Msg) -> int:
    """``raw`` as an int >= 1, or a one-line error naming ``what``.

    >>> positive(3, "k")
    3
    """
    value = integer(raw, what)
    if value < 1:
        raise InvalidInstance(Msg("{what} is {value}; it must be >= 1", what=what, value=shown(value)))
    return value
