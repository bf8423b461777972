"""What counts as a name: of a seat, a tournament's entrant or a deck.

A name must show: once the characters that draw nothing by themselves are set aside — format
characters such as the zero-width space and U+FEFF (Unicode category Cf), control characters
(Cc), lone surrogates (Cs), spaces and line or paragraph separators (Zs, Zl, Zp) and combining
marks without a letter to sit on (Mn, Me) — something must remain. Text drawn from nothing
but those has no width, which pygame cannot render. A name is also bounded in length (each
kind of name has its own limit) and holds no control character.

:func:`check_name` is the one check, used where a name is entered (the new-game form, the deck
editor) and where one is read (saves, tournaments, decks). This module is stdlib only.
"""

from __future__ import annotations

import unicodedata

__all__ = ["BLANK_CATEGORIES", "check_name", "shows"]

#: The Unicode categories of the characters that show nothing by themselves.
BLANK_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zs", "Zl", "Zp", "Mn", "Me"})


def shows(text: str) -> bool:
    """Whether ``text`` holds a character that shows by itself (one outside
    :data:`BLANK_CATEGORIES`).

    >>> shows("Ann"), shows(""), shows("\\ufeff"), shows(" \\u200b\\u0301")
    (True, False, False, False)
    """
    return any(unicodedata.category(c) not in BLANK_CATEGORIES for c in text)


def check_name(name: str, limit: int, what: str = "a name") -> str:
    """``name`` without the white space around it, if it is a name of at most ``limit``
    characters. Raises ``ValueError`` naming ``what`` (``"a deck's name"``) when it shows
    nothing (:func:`shows`), is longer or holds a control character.

    >>> check_name(" Ann ", 16)
    'Ann'
    >>> check_name("\\ufeff", 16)
    Traceback (most recent call last):
    ...
    ValueError: a name shows no character
    """
    name = name.strip()
    if not shows(name):
        raise ValueError(f"{what} shows no character")
    if len(name) > limit:
        raise ValueError(f"{what} has at most {limit} characters")
    if any(unicodedata.category(c) == "Cc" for c in name):
        raise ValueError(f"{what} cannot hold control characters")
    return name
