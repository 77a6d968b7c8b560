"""English: the source language. Its sentences are the message ids themselves, so the catalog
holds only what English grammar adds to them: the forms of a verb phrase (a move is written
as "take the left 5", and said as "Alice takes the left 5" or "Taking the left 5 instead").

Glossary: a phrase = a move as a verb phrase in the base form, verb first.
"""

from __future__ import annotations

VERBS = ("take", "remove", "merge", "split", "keep", "discard", "play")
"""Verbs a move's name may start with: such a name is already a phrase (``"remove 1"``)."""

DOUBLED = ("split", "cut", "put", "stop", "drop")
"""Verbs that double their last letter before -ing: splitting."""


def plural(n: int) -> int:
    """The form a count takes: 0 (singular) for 1, 1 (plural) for any other."""
    return 0 if n == 1 else 1


def third(phrase: str) -> str:
    """The phrase's third person singular: 'take the left 5' -> 'takes the left 5'.

    >>> third("take the left 5"), third("merge 3"), third("carry 2"), third("push 1")
    ('takes the left 5', 'merges 3', 'carries 2', 'pushes 1')
    """
    verb, space, rest = phrase.partition(" ")
    if verb.endswith(("s", "sh", "ch", "x", "z")):
        verb += "es"
    elif verb.endswith("y") and verb[-2:-1] not in tuple("aeiou"):
        verb = verb[:-1] + "ies"
    else:
        verb += "s"
    return verb + space + rest


def gerund(phrase: str) -> str:
    """The phrase's -ing form: 'take the left 5' -> 'taking the left 5'.

    >>> gerund("take the left 5"), gerund("split after 2"), gerund("play left 5"), gerund("free 2")
    ('taking the left 5', 'splitting after 2', 'playing left 5', 'freeing 2')
    """
    verb, space, rest = phrase.partition(" ")
    if verb in DOUBLED:
        verb += verb[-1] + "ing"
    elif verb.endswith("e") and not verb.endswith("ee"):
        verb = verb[:-1] + "ing"
    else:
        verb += "ing"
    return verb + space + rest


def capital(text: str) -> str:
    """The text with a capital first letter, to start a sentence."""
    return text[:1].upper() + text[1:]


def verb(name: str) -> str:
    """A move's name as a phrase: itself when it starts with a verb, else 'play' it.

    >>> verb("remove 1"), verb("left 5")
    ('remove 1', 'play left 5')
    """
    return name if name.split(" ", 1)[0] in VERBS else f"play {name}"


FORMS = {"third": third, "gerund": gerund, "capital": capital, "verb": verb}

MESSAGES = {
    "play {name}": "{name:verb}",  # a game's own name for a move may already be a verb phrase
}
