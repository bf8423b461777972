"""The log's sentences as messages: an event carries a :class:`Message` (an id and its named
arguments: seats as :class:`Seat`, cards as cards, suits as suits, numbers), and
:func:`render` words it for one reader through the catalogue (:mod:`.catalogue`), which holds
each message's English explicitly in two forms: the third person, which is the message's id
("{seat} plays {card}."), and the second person, read by the seat the sentence is about
("You play {card}.").

Both forms are looked up through the standard :mod:`gettext` module (:data:`translations`, a
``gettext.NullTranslations`` until :func:`use_translations` installs a catalogue read from a
``.mo`` file); the ids are marked by ``N_`` in the catalogue (and in the rules' tables of
sentences) and by :func:`say` in the rules, so ``xgettext -kN_ -ksay`` or ``pybabel extract -k N_ -k say`` extracts every one.

Placeholders: ``{seat}`` is the sentence's subject, the seat whose reader gets the second form;
any other seat ``{target}`` is its name, or "you" for its reader; ``{target:poss}`` is "Ada's"
or "your"; a tuple of seats ``{seats}`` is "Ada, Basil and you". ``{card}`` is a card with its article, as a sentence names it ("the 7 of Cups",
"the World (XXI)", "Death (XIII)": the number and the game's name of a major, the reader's suit
names of a minor), ``{card:bare}`` without it ("Ada's World (XXI)"). ``{suit}`` is a suit in
lower case, in the reader's suit names ("staves", "batons"). A message among the arguments
(``{reason}``, ``{why}``) is worded for the same reader, within the sentence. Anything else
is written as it is (``{turns:,}``: with a format of its own).
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ..cards import NUMBERINGS, TRADITIONS, Card, Suit, roman
from .catalogue import CATALOGUE, N_

__all__ = ["Message", "N_", "Seat", "forms", "plain", "render", "say", "translations",
           "use_translations"]

#: Where both forms are looked up: no translation until :func:`use_translations`.
translations: gettext.NullTranslations = gettext.NullTranslations()


def use_translations(catalogue: gettext.NullTranslations) -> None:
    """Word every later sentence through ``catalogue`` (e.g. ``gettext.translation(…)``)."""
    global translations
    translations = catalogue


class Seat(int):
    """A seat number (0-based) that a message names: its seat's name, or "you"."""

    __slots__ = ()


@dataclass(frozen=True, slots=True)
class Message:
    """A log sentence: ``id``, a key of :data:`~.catalogue.CATALOGUE` (its English in the third
    person), and ``args``, the values of its placeholders by name."""

    id: str
    args: Mapping[str, Any]


def say(msgid: str, /, **args: Any) -> Message:
    """The message ``msgid`` with ``args``; ``seat`` (the subject), a seat number, is made a
    :class:`Seat` (a subject that is no seat, such as Arcanoid's daemon, is a message).

    >>> say("{seat} takes the trick ({points} points).", seat=2, points=9)
    Message(id='{seat} takes the trick ({points} points).', args={'seat': 2, 'points': 9})
    """
    if type(args.get("seat")) is int:
        args["seat"] = Seat(args["seat"])
    return Message(msgid, args)


class _Who:
    """A seat as one reader reads it."""

    __slots__ = ("name", "you")

    def __init__(self, name: str, you: bool) -> None:
        self.name, self.you = name, you

    def __format__(self, spec: str) -> str:
        if spec == "poss":
            return "your" if self.you else f"{self.name}'s"
        return "you" if self.you else self.name


class _Named:
    """A card or a suit as a sentence names it in one reader's suit names and numbering."""

    __slots__ = ("item", "tradition", "numbering")

    def __init__(self, item: Card | Suit, tradition: str, numbering: str) -> None:
        self.item, self.tradition, self.numbering = item, tradition, numbering

    def __format__(self, spec: str) -> str:
        item = self.item
        if isinstance(item, Suit):
            return TRADITIONS.get(self.tradition, TRADITIONS["english"])[item].lower()
        if not item.is_major:
            words = item.name(self.tradition or "english")
            return words if spec == "bare" or item.is_joker else f"the {words}"
        name = NUMBERINGS[self.numbering][item.rank]
        bare = name.removeprefix("The ")
        words = bare if spec == "bare" or bare == name else f"the {bare}"
        return words if item.rank == 0 else f"{words} ({roman(item.rank)})"


def _seats(seats: tuple[Seat, ...], names: Sequence[str], reader: int | None) -> str:
    """Several seats in a sentence: "Ada, Basil and you"."""
    words = [format(_Who(names[s], s == reader)) for s in seats]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def forms(msgid: str) -> tuple[str, str | None]:
    """The third-person and second-person English of ``msgid`` (the second ``None`` for a
    message about no seat); raises ``KeyError`` for an id not in the catalogue."""
    return msgid, CATALOGUE[msgid]


def render(message: Message, names: Sequence[str], reader: int | None = None,
           tradition: str = "", numbering: str = "common") -> str:
    """``message`` as seat ``reader`` reads it (``None``: a spectator): the second-person form
    when its subject ``seat`` is the reader, else the third; each seat by its name in ``names``
    (or "you"), the cards and suits in ``tradition`` (a key of
    :data:`~tarot_table.cards.TRADITIONS`; ``""``: English suit names) and ``numbering`` (a
    key of :data:`~tarot_table.cards.NUMBERINGS`), a message among the arguments worded so
    too, translated by :data:`translations`; its first letter a capital. Raises ``KeyError``
    for an id not in the catalogue.

    >>> from tarot_table.cards import parse_card
    >>> render(say("{seat} plays {card}.", seat=1, card=parse_card("7C")), ["Ada", "Basil"])
    'Basil plays the 7 of Cups.'
    >>> render(say("{seat} plays {card}.", seat=1, card=parse_card("M20")), ["Ada", "Basil"],
    ...        reader=1, numbering="judgment")
    'You play Judgment (XX).'
    """
    words = _words(message, names, reader, tradition, numbering)
    return words[:1].upper() + words[1:]


def _words(message: Message, names: Sequence[str], reader: int | None, tradition: str,
           numbering: str) -> str:
    """:func:`render`'s words, as they come (a message among the arguments of another is
    worded so, within its sentence)."""
    you = CATALOGUE[message.id]
    subject = message.args.get("seat")
    second = you is not None and isinstance(subject, Seat) and subject == reader
    args = {}
    for key, value in message.args.items():
        if isinstance(value, Seat):
            args[key] = _Who(names[value], value == reader)
        elif isinstance(value, tuple):
            args[key] = _seats(value, names, reader)
        elif isinstance(value, (Card, Suit)):
            args[key] = _Named(value, tradition, numbering)
        elif isinstance(value, Message):
            args[key] = _words(value, names, reader, tradition, numbering)
        else:
            args[key] = value
    return translations.gettext(you if second else message.id).format_map(args)


def plain(message: Message, numbering: str = "common") -> str:
    """``message`` in the third person with each seat as ``{n}``, the majors named in
    ``numbering``: the sentence as the rules keep it (what the fingerprints and the tests
    compare).

    >>> plain(say("{seat} takes the trick ({points} points).", seat=2, points=9))
    '{2} takes the trick (9 points).'
    """
    return render(message, [f"{{{n}}}" for n in range(16)], numbering=numbering)
