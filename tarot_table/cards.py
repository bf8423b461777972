"""The 78-card tarot deck: suits, ranks, cards, their names and a short text form.

A card is a ``Card(suit, rank)``:

* the four minor suits (``Suit.SWORDS``, ``Suit.STAVES``, ``Suit.CUPS``, ``Suit.COINS``) hold
  ranks 1–14: 1 is the Ace, 2–10 the pips, 11 the Page, 12 the Knight, 13 the Queen, 14 the King;
* ``Suit.MAJOR`` holds the 22 major arcana, rank 0 (the Fool) to 21 (the World);
* ``Suit.JOKER`` holds one card, the Joker (rank 0, :data:`JOKER`), which only Tarot Combat
  plays (as an option); it is in no :func:`full_deck`.

Canonical short text (``str(card)``, parsed back by :func:`parse_card`): rank code then suit
letter for minors — ``A 2 … 10 P N Q K`` and ``S`` swords, ``W`` staves/wands, ``C`` cups,
``P`` coins/pentacles — so ``"7C"`` is the seven of cups and ``"PP"`` the Page of coins; the
majors are ``"M0"`` … ``"M21"``; the Joker is ``"JK"``.

>>> parse_card("QW")
Card(suit=<Suit.STAVES: 'W'>, rank=13)
>>> parse_card("king of pentacles").name()
'King of Pentacles'
>>> parse_card("XXI").name()
'XXI The World'
>>> len(full_deck())
78
"""

from __future__ import annotations

import enum
import functools
import re
from types import MappingProxyType
from typing import Iterable, Mapping


class Suit(enum.Enum):
    """The five suits of the tarot deck; the value is the one-letter code of the short text form."""

    SWORDS = "S"
    STAVES = "W"
    CUPS = "C"
    COINS = "P"
    MAJOR = "M"
    JOKER = "J"

    # Members are singletons compared by identity: hash them by identity too (C speed, instead
    # of Enum's Python-level hash of the member name).
    __hash__ = object.__hash__

    @property
    def is_minor(self) -> bool:
        return self is not Suit.MAJOR and self is not Suit.JOKER


MINOR_SUITS: tuple[Suit, ...] = (Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS)
_SUIT_ORDER = {suit: i for i, suit in enumerate(Suit)}
_INTERNED: dict[tuple[Suit, int], "Card"] = {}

ACE, PAGE, KNIGHT, QUEEN, KING = 1, 11, 12, 13, 14

#: Suit names by tradition; the first tradition is the default display.
TRADITIONS: dict[str, dict[Suit, str]] = {
    "english": {Suit.SWORDS: "Swords", Suit.STAVES: "Wands", Suit.CUPS: "Cups", Suit.COINS: "Pentacles"},
    "italian": {Suit.SWORDS: "Swords", Suit.STAVES: "Batons", Suit.CUPS: "Cups", Suit.COINS: "Coins"},
    "classic": {Suit.SWORDS: "Swords", Suit.STAVES: "Staves", Suit.CUPS: "Cups", Suit.COINS: "Coins"},
}

#: Every word the parser accepts for a suit (singular forms too), including the playing-card
#: equivalents named in the Tarok seed.
SUIT_WORDS: dict[str, Suit] = {
    word: suit
    for suit, words in {
        Suit.SWORDS: ("swords", "sword", "daggers", "dagger", "spades", "spade"),
        Suit.STAVES: ("staves", "staff", "staffs", "wands", "wand", "batons", "baton", "rods", "rod",
                      "clubs", "club"),
        Suit.CUPS: ("cups", "cup", "bowls", "bowl", "chalices", "chalice", "hearts", "heart"),
        Suit.COINS: ("coins", "coin", "pentacles", "pentacle", "discs", "disc", "disks", "circles",
                     "circle", "diamonds", "diamond", "denari"),
    }.items()
    for word in words
}

RANK_CODES: dict[int, str] = {ACE: "A", **{r: str(r) for r in range(2, 11)},
                              PAGE: "P", KNIGHT: "N", QUEEN: "Q", KING: "K"}
RANK_NAMES: dict[int, str] = {ACE: "Ace", **{r: str(r) for r in range(2, 11)},
                              PAGE: "Page", KNIGHT: "Knight", QUEEN: "Queen", KING: "King"}
_RANK_WORDS: dict[str, int] = {
    **{name.lower(): r for r, name in RANK_NAMES.items()},
    **{code.lower(): r for r, code in RANK_CODES.items()},
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "jack": PAGE, "knave": PAGE, "cavalier": KNIGHT, "horse": KNIGHT,
}

MAJOR_NAMES: tuple[str, ...] = (
    "The Fool", "The Magician", "The High Priestess", "The Empress", "The Emperor",
    "The Hierophant", "The Lovers", "The Chariot", "Strength", "The Hermit",
    "Wheel of Fortune", "Justice", "The Hanged Man", "Death", "Temperance", "The Devil",
    "The Tower", "The Star", "The Moon", "The Sun", "Judgement", "The World",
)

#: The majors' names by number in each numbering a game may use, as its text spells them:
#: ``"common"`` (VIII Strength, XI Justice: the Rider–Waite–Smith order of most modern decks,
#: XX "Judgement": :data:`MAJOR_NAMES`), ``"marseille"`` (VIII Justice, XI Strength: the Tarot
#: de Marseille's order, and XX "Judgment", as Arcanoid's text has them) and ``"judgment"``
#: (the common order with XX "Judgment", as Tarot Combat's text has it). A game declares its
#: numbering (``GameSpec.numbering``); a card's number (its rank) never changes, only the name
#: it goes by.
NUMBERINGS: dict[str, tuple[str, ...]] = {
    numbering: tuple(renamed.get(r, name) for r, name in enumerate(MAJOR_NAMES))
    for numbering, renamed in {
        "common": {},
        "marseille": {8: "Justice", 11: "Strength", 20: "Judgment"},
        "judgment": {20: "Judgment"},
    }.items()
}


@functools.cache
def numbered_faces(numbering: str) -> Mapping[Card, str]:
    """The majors whose face differs in ``numbering`` (a key of :data:`NUMBERINGS`) from the
    common one, each with the name of its face's art (``"M8-marseille"``): a game in that
    numbering shows these faces instead of ``"M8"``. Empty for ``"common"``; raises
    ``KeyError`` for an unknown numbering.

    >>> {str(c): f for c, f in numbered_faces("marseille").items()}
    {'M8': 'M8-marseille', 'M11': 'M11-marseille', 'M20': 'M20-marseille'}
    """
    names = NUMBERINGS[numbering]
    return MappingProxyType({Card(Suit.MAJOR, r): f"{Card(Suit.MAJOR, r)}-{numbering}"
                             for r, name in enumerate(names) if name != MAJOR_NAMES[r]})


def roman(n: int) -> str:
    """Roman numeral of 1–21 (``"0"`` for 0, the Fool's number)."""
    if n == 0:
        return "0"
    out = ""
    for value, sym in ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out += sym
            n -= value
    return out


_ROMAN_TO_INT = {roman(n): n for n in range(22)}


class CardParseError(ValueError):
    """Raised by :func:`parse_card` for text that names no card."""


class CardFields:
    """The fields of a :class:`Card` (see there), its hash (the card's ``_key``) and its order.
    Compiled (``hatch_build.py``), an extension type (``cards.pxd``) whose fields are C fields,
    read without a Python attribute look-up by the compiled rules that declare a card of this
    type, and whose hash and comparisons are C code: a list search (``in``, ``remove``) then
    compares two different cards without a Python-level slot."""

    __slots__ = ("suit", "rank", "_key", "_text", "is_major", "is_court", "is_joker")

    def __hash__(self) -> int:
        return self._key

    def __lt__(self, other: "Card") -> bool:
        """Display order: swords, staves, cups, coins, majors; by rank within a suit."""
        return self._key < other._key


class Card(CardFields):
    """One tarot card. ``suit`` is a :class:`Suit`; ``rank`` is 1–14 for minors, 0–21 for majors.

    Raises ``ValueError`` for a rank outside its suit's range.

    Cards are interned: ``Card(suit, rank)`` always returns the same object for the same card
    (unpickling and copying too), so equality is identity (a C-level comparison in the list
    searches of the hot paths) and equals the comparison of ``(suit, rank)``. The hash is a
    small integer key computed once (``_key``: suit index * 32 + rank, which is also the display
    order), the same in every process; the short text form is computed once too (``_text``).
    Cards are immutable (setting an attribute raises ``AttributeError``). A card is not a
    dataclass, so that ``msgspec`` hands it to the positions' hooks, which write it as its code
    (``"7C"``) and read it back interned (:mod:`.rules.position`).
    """

    __slots__ = ()

    suit: Suit
    rank: int
    #: Whether it is a major arcanum; a court (page to king); the Joker. Set once, as slots,
    #: not properties: the rules ask them hundreds of thousands of times a second.
    is_major: bool
    is_court: bool
    is_joker: bool

    def __new__(cls, suit: Suit, rank: int) -> "Card":
        card = _INTERNED.get((suit, rank))
        if card is None:  # every valid card is interned when the module loads
            if not isinstance(suit, Suit):
                raise TypeError(f"a card's suit must be a Suit, not {suit!r}")
            lo, hi = (0, 21) if suit is Suit.MAJOR else (0, 0) if suit is Suit.JOKER else (1, 14)
            raise ValueError(f"rank {rank} is not in {suit.name.lower()} ({lo}–{hi})")
        return card

    def __init__(self, suit: Suit, rank: int) -> None:
        """Nothing to do: :meth:`__new__` returned the interned card."""

    @classmethod
    def _intern(cls, suit: Suit, rank: int) -> "Card":
        card = CardFields.__new__(cls)
        object.__setattr__(card, "suit", suit)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "_key", _SUIT_ORDER[suit] * 32 + rank)
        object.__setattr__(card, "_text", f"M{rank}" if suit is Suit.MAJOR
                           else "JK" if suit is Suit.JOKER else RANK_CODES[rank] + suit.value)
        object.__setattr__(card, "is_major", suit is Suit.MAJOR)
        object.__setattr__(card, "is_court", suit is not Suit.MAJOR and rank >= PAGE)
        object.__setattr__(card, "is_joker", suit is Suit.JOKER)
        _INTERNED[suit, rank] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a card is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a card is immutable: cannot delete {name!r}")

    def __reduce__(self):
        return (Card, (self.suit, self.rank))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card(suit={self.suit!r}, rank={self.rank})"

    def name(self, tradition: str = "english", numbering: str = "common") -> str:
        """Full English name, e.g. ``"Knight of Cups"``, ``"XIII Death"``, ``"0 The Fool"``,
        ``"Joker"``.

        ``tradition`` is a key of :data:`TRADITIONS` and only changes the minor suit names;
        ``numbering`` a key of :data:`NUMBERINGS` and only changes the majors' names
        (``Card(Suit.MAJOR, 8).name(numbering="marseille")`` is ``"VIII Justice"``).
        """
        if self.suit is Suit.MAJOR:
            return f"{roman(self.rank)} {NUMBERINGS[numbering][self.rank]}"
        if self.suit is Suit.JOKER:
            return "Joker"
        return f"{RANK_NAMES[self.rank]} of {suit_name(self.suit, tradition)}"


for _suit in Suit:
    for _rank in (range(22) if _suit is Suit.MAJOR else (0,) if _suit is Suit.JOKER
                  else range(1, 15)):
        Card._intern(_suit, _rank)
del _suit, _rank

#: The Joker (Tarot Combat's optional fourth classification of cards; in no :func:`full_deck`).
JOKER = Card(Suit.JOKER, 0)


def suit_name(suit: Suit, tradition: str = "english") -> str:
    """Display name of ``suit`` in ``tradition`` (a key of :data:`TRADITIONS`), e.g. ``"Wands"``;
    the fifth suit is ``"Major Arcana"``, the Joker's ``"Jokers"``."""
    if suit is Suit.MAJOR:
        return "Major Arcana"
    return "Jokers" if suit is Suit.JOKER else TRADITIONS[tradition][suit]


def full_deck() -> list[Card]:
    """The 78 cards in a fixed order: the four minor suits Ace to King, then the majors 0–21."""
    return [Card(s, r) for s in MINOR_SUITS for r in range(1, 15)] + [
        Card(Suit.MAJOR, r) for r in range(22)
    ]


#: What may follow a major's Roman numeral: its name, title-cased, and the same less its
#: first four characters (``"The "``).
_TITLES = frozenset({n.title() for n in MAJOR_NAMES} | {n[4:].title() for n in MAJOR_NAMES})
_SHORT = re.compile(r"^(A|10|[2-9]|P|N|Q|K)([SWCP])$")


def parse_card(text: str) -> Card:
    """Parse a card from its short form (``"7C"``, ``"M21"``, ``"JK"``) or a name (``"Queen of
    wands"``, ``"XXI"``, ``"the fool"``, ``"trump 13"``, ``"joker"``). Case-insensitive; XX
    may be spelt "Judgment", as Arcanoid's and Tarot Combat's texts spell it, or "Judgement".

    Raises :class:`CardParseError` with the text when it names no card.
    """
    raw = re.sub("judgment", "Judgement", text.strip(), flags=re.IGNORECASE)
    up = raw.upper()
    if up in ("JK", "JOKER"):
        return JOKER
    m = _SHORT.match(up)
    if m:
        return Card(Suit(m.group(2)), _RANK_WORDS[m.group(1).lower()])
    number = _major_number(raw, up)
    if number is not None:
        return Card(Suit.MAJOR, number)
    m = re.match(r"^(\w+)\s+of\s+(\w+)$", raw.lower())
    if m and m.group(1) in _RANK_WORDS and m.group(2) in SUIT_WORDS:
        return Card(SUIT_WORDS[m.group(2)], _RANK_WORDS[m.group(1)])
    raise CardParseError(f"{text!r} is not a card (try '7C', 'KW', 'M21' or 'Queen of cups')")


def _major_number(raw: str, up: str) -> int | None:
    """The number of the major that ``raw`` (``up``: upper case) names — ``"M21"``,
    ``"trump 13"``, ``"XXI"`` (with its name or not), ``"the fool"`` — or ``None``."""
    m = re.match(r"^(?:M|TRUMP\s*|MAJOR\s*)(\d{1,2})$", up)
    if m and int(m.group(1)) <= 21:
        return int(m.group(1))
    words = up.split(" ", 1)
    if words[0] in _ROMAN_TO_INT and (len(words) == 1 or words[1].title() in _TITLES):
        return _ROMAN_TO_INT[words[0]]
    low = raw.lower()
    for rank, name in enumerate(MAJOR_NAMES):
        if low in (name.lower(), name.lower().removeprefix("the ")):
            return rank
    return None


def parse_cards(text: str) -> tuple[Card, ...]:
    """Parse a space- or comma-separated list of short card forms, e.g. ``"7C KW M0"``."""
    return tuple(parse_card(t) for t in re.split(r"[\s,]+", text.strip()) if t)


def cards_text(cards: Iterable[Card]) -> str:
    """The short forms of ``cards`` joined by spaces (the inverse of :func:`parse_cards`)."""
    return " ".join([c._text for c in cards])
