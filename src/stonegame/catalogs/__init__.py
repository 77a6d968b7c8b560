"""Every sentence stonegame says, in one catalog per language: plain Python modules, gettext's rules.

Code says what to say in English: ``Msg("take the left {pile}", pile=5)`` is a message whose
id is its English template (``str.format`` fields) and whose params fill it. A language is a
module of this package (``zh.py``) holding ``MESSAGES``, a dict from each id to its
translation; ``translate(msg, "zh")`` looks the id up and fills the translation in. As with
gettext, the English text is the id, so a game module still reads in English, and a message
a catalog lacks is said in English, the whole sentence with it, never English grammar over
another language's words (the test suite makes sure no id is missing).

Why plain modules and not gettext's .po files through Babel: a .po catalog must be compiled
to .mo (or parsed at run time by Babel, one more dependency) before it can be read, while a
module is imported as it is, by CPython or by the in-browser page of the web issue, which
must run without a build step. A dict is as easy to diff and review as a .po file, and the
suite does what ``msgfmt --check`` would: every id the code uses (the literal first
arguments of ``Msg`` and ``Plural`` calls, found by AST) is in every catalog, no catalog
keeps a stale one, and each translation names only fields its id has.

A language module defines:

- ``MESSAGES``: id -> translation. A ``Plural`` id (its English singular) maps to a tuple
  of forms, one per plural form of the language (or to one string used for every count).
- ``plural(n)``: which form a count takes (gettext's Plural-Forms): English 0 for 1 else 1,
  Chinese always 0.
- ``FORMS``: the language's grammar, as functions a template applies to a field, as in
  ``{said:third}`` ("take" -> "takes"); several apply left to right: ``{said:gerund|capital}``.
  A spec that names no form is an ordinary format spec (``{count:,}``).

``en`` is the source language: its ``MESSAGES`` is empty but for ids whose English needs a
form (``"play {name}"`` plays only a name that is not already a verb phrase). A third
language is one new module here and no code change: ``langs()`` lists the modules found,
and ``language(code)`` raises ``LookupError`` for any other code (``teach.explain.check_lang``
turns that into the command line's one-line error).

This package imports nothing of stonegame: it is the lowest layer.
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from types import ModuleType
from typing import Any

SOURCE = "en"
"""The language the ids are written in, and the one every lookup falls back to."""


@dataclass(frozen=True, init=False)
class Msg:
    """A sentence to be said: its English template (the message id) and the values it names.

    >>> translate(Msg("take the left {pile}", pile=5), "zh")
    '拿走左边的 5'

    A param may itself be a ``Msg`` (or a ``Name``): it is said in the same language first.
    ``str(msg)`` is the English.
    """

    text: str
    params: dict[str, Any]
    plural: str = ""  # the English plural template, for a message made by ``Plural``
    count: int = 0  # the count that picks the plural form

    def __init__(self, text: str, /, **params: Any) -> None:
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "params", params)

    def __str__(self) -> str:
        return translate(self, SOURCE)

    def add(self, **params: Any) -> Msg:
        """The same message with more params (a template chosen in one place, filled in another)."""
        more = Msg(self.text, **self.params, **params)
        object.__setattr__(more, "plural", self.plural)
        object.__setattr__(more, "count", self.count)
        return more


def Plural(one: str, other: str, n: int, /, **params: Any) -> Msg:  # capitalized: a marker, read like Msg
    """A message that counts something: English ``one`` for n = 1, else ``other``; each
    language picks its own form for n (``plural(n)``). The count is the field ``{n}``.

    >>> [translate(Plural("after {n} more move", "after {n} more moves", k), "en") for k in (1, 2)]
    ['after 1 more move', 'after 2 more moves']
    """
    message = Msg(one, n=n, **params)
    object.__setattr__(message, "plural", other)
    object.__setattr__(message, "count", n)
    return message


def sentences(*parts: Msg | None) -> Msg:
    """Sentences told one after another (Nones left out), spaced as the language spaces them:
    a space in English, none in Chinese.

    >>> translate(sentences(Msg("It is the only move."), None, Msg("a tie")), "zh")
    '只有这一种走法。双方打平'
    """
    told = [part for part in parts if part is not None]
    joined = told[0]
    for part in told[1:]:
        joined = Msg("{sentence} {next}", sentence=joined, next=part)
    return joined


def joined(items: Sequence[Msg | str], joint: Msg | None = None) -> Msg | str:
    """Items in a list, separated as the language separates them, or as ``joint``
    ("{items}; {item}") joins two.

    >>> translate(joined(["#0", "#2", "#3"]), "zh")
    '#0、#2、#3'
    """
    joint, whole = joint or Msg("{items}, {item}"), items[0]
    for item in items[1:]:
        whole = joint.add(items=whole, item=item)
    return whole


@dataclass(frozen=True)
class Name:
    """A fixed name (a game's title), translated by lookup alone and never formatted: a title
    may hold braces ("Subtraction game {1, 3, 4}"), and a name no catalog has is said as it is.

    >>> translate(Name("Stone Game II"), "zh"), translate(Name("My game {1}"), "zh")
    ('石子游戏 II', 'My game {1}')
    """

    text: str

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class Language:
    """One catalog: its messages, plural rule and grammar forms (see the module docstring)."""

    code: str
    messages: dict[str, str | tuple[str, ...]]
    plural: Any
    forms: dict[str, Any] = field(default_factory=dict)
    ready: dict[tuple[str, int], Any] = field(default_factory=dict)  # (id, form) -> prepared template

    @classmethod
    def of(cls, module: ModuleType, code: str) -> Language:
        return cls(code, dict(module.MESSAGES), module.plural, dict(getattr(module, "FORMS", {})))


def langs() -> tuple[str, ...]:
    """The languages there are catalogs for: every module of this package, English first.

    >>> langs()[:2]
    ('en', 'zh')
    """
    found = sorted(module.name for module in pkgutil.iter_modules(__path__) if not module.name.startswith("_"))
    return tuple(sorted(found, key=lambda code: code != SOURCE))


_loaded: dict[str, Language] = {}
"""The catalogs read so far: a story asks for its language once per sentence."""


def language(code: str) -> Language:
    """The catalog of ``code``; ``LookupError`` naming the languages there are for any other."""
    if code not in _loaded:
        if code not in langs():
            raise LookupError(f"no language {code!r}; choose from {', '.join(langs())}")
        _loaded[code] = Language.of(importlib.import_module(f"{__name__}.{code}"), code)
    return _loaded[code]


def translate(message: Msg | Name | str, lang: str) -> str:
    """``message`` said in ``lang``: its translation (English when the catalog lacks it),
    filled with its params, each of them said in ``lang`` first. A plain str is said as is.

    >>> translate(Plural("{n} stone", "{n} stones", 3), "en")
    '3 stones'
    """
    if isinstance(message, str):
        return message
    said = _loaded.get(lang) or language(lang)
    if isinstance(message, Name):
        entry = said.messages.get(message.text, message.text)
        return entry if isinstance(entry, str) else entry[0]
    key = (message.text, said.plural(message.count) if message.plural else 0)
    ready = said.ready.get(key)
    if ready is None:
        if message.text not in said.messages and lang != SOURCE:
            return translate(message, SOURCE)  # a sentence is all in one language: English, with its grammar
        ready = said.ready[key] = prepared(template_of(message, said), said.code)
    template, inflected = ready
    params = {key: translate(value, lang) if isinstance(value, (Msg, Name)) else value
              for key, value in message.params.items()}
    for slot, name, forms in inflected:
        text = str(params[name])
        for form in forms:
            text = form(text)
        params[slot] = text
    return template.format_map(params)


def template_of(message: Msg, said: Language) -> str:
    """The template ``message`` is said with in ``said`` (its id itself in the source language
    where the catalog has no entry); a plural entry gives the form its count takes."""
    entry = said.messages.get(message.text)
    if entry is None:
        entry = (message.text, message.plural) if message.plural else message.text
    if isinstance(entry, str):
        return entry
    if not message.plural:
        return entry[0]
    return entry[min(said.plural(message.count), len(entry) - 1)]


Inflection = tuple[str, str, tuple[Any, ...]]  # (the slot it fills, the field it reads, the forms applied)


@lru_cache(maxsize=4096)
def prepared(template: str, code: str) -> tuple[str, tuple[Inflection, ...]]:
    """``template`` for ``str.format_map``: each field whose spec names forms of the language
    (``{said:gerund|capital}``) becomes a slot of its own, filled with the inflected text, so
    that every message is filled by ``str.format`` alone (a tenth of ``string.Formatter``'s time).

    >>> prepared("{n}. {mover} {said:third}, {count:,}", "en")[0]
    '{n}. {mover} {_0}, {count:,}'
    """
    forms = language(code).forms
    parts: list[str] = []
    inflected: list[Inflection] = []
    for text, name, spec, conversion in string.Formatter().parse(template):
        parts.append(text.replace("{", "{{").replace("}", "}}"))
        if name is None:
            continue
        names = spec.split("|") if spec else []
        if names and all(form in forms for form in names):
            slot = f"_{len(inflected)}"
            inflected.append((slot, name, tuple(forms[form] for form in names)))
            parts.append("{" + slot + "}")
        else:
            parts.append("{" + name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "") + "}")
    return "".join(parts), tuple(inflected)


__all__ = ["SOURCE", "Msg", "Name", "Plural", "joined", "langs", "language", "sentences", "translate"]
