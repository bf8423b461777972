"""Tarocchi's cards: their ranks (the seed's "irrational ranking"; notes "Ranks"), their points
(seed ¶"Honours"; notes "Counting") and the Fool, which is no trump but the excuse (seed ¶"The
Fool may be played"). The Fool's effects on a trick are rules of play, in :mod:`.stages`
(``take_trick``, ``fool_exchange``); here is what the card is."""

from __future__ import annotations

from operator import attrgetter

from ...cards import KING, KNIGHT, PAGE, QUEEN, Card, Suit, full_deck
from ..base import Action

DECK: tuple[Card, ...] = tuple(full_deck())
#: Sort key of the display order (a card's ``_key`` follows it), read at C speed.
display_order = attrgetter("_key")

FOOL = Card(Suit.MAJOR, 0)
PAGAT = Card(Suit.MAJOR, 1)
WORLD = Card(Suit.MAJOR, 21)
#: The three honours (seed: "Honours 4 points"): the Fool, the Pagat (I) and the XXI.
HONOURS = (FOOL, PAGAT, WORLD)
KINGS = tuple(Card(s, KING) for s in (Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS))
QUEENS = tuple(Card(s, QUEEN) for s in (Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS))
_COURT_POINTS = {KING: 4, QUEEN: 3, KNIGHT: 2, PAGE: 1}


def card_points(card: Card) -> int:
    """Card points (seed ¶"Honours"): the Fool, Pagat and XXI 4; King 4, Queen 3, Cavalier 2,
    Valet 1; every other card 0 (an "empty" card).

    >>> sum(card_points(c) for c in full_deck()) + 15 + 1     # 15 tricks and the scart
    68
    """
    if card.is_major:
        return 4 if card in HONOURS else 0
    return _COURT_POINTS.get(card.rank, 0)


def is_trump(card: Card) -> bool:
    """The trumps are the majors I–XXI; the Fool is not a trump (notes "Ranks")."""
    return card.is_major and card.rank > 0


def is_fool(card: Card) -> bool:
    """The Fool, the excuse: it "may be played to any trick as an excuse for not playing a card
    you are otherwise obliged to play, but may be neither won nor lost" (seed)."""
    return card is FOOL


def is_empty(card: Card) -> bool:
    """An "empty" card, worth no card points: what the Fool's player gives for it (seed)."""
    return card_points(card) == 0


def rank_key(card: Card) -> int:
    """Strength of a card within its suit, higher wins (the "irrational ranking"): trumps by
    number; courts K > Q > C > V above the pips; Swords and Batons 10 high … Ace low, Cups and
    Coins Ace high … 10 low.

    >>> from ...cards import parse_card
    >>> rank_key(parse_card("AC")) > rank_key(parse_card("10C")), rank_key(parse_card("AS")) > rank_key(parse_card("10S"))
    (True, False)
    """
    if card.is_major or card.rank >= PAGE:
        return card.rank
    if card.suit in (Suit.CUPS, Suit.COINS):
        return 11 - card.rank
    return card.rank


#: The play action of each card, indexed by the card's ``_key`` (no hashing in the hot path);
#: ``SCART`` and ``CALL`` the same for laying it in the scart and for naming it, ``POINTS``
#: its card points.
PLAY: list[Action | None] = [None] * (max(c._key for c in DECK) + 1)
SCART: list[Action | None] = [None] * len(PLAY)
CALL: list[Action | None] = [None] * len(PLAY)
POINTS = [0] * len(PLAY)
for _card in DECK:
    PLAY[_card._key] = Action("play", (_card,))
    SCART[_card._key] = Action("scart", (_card,))
    CALL[_card._key] = Action("call", (_card,))
    POINTS[_card._key] = card_points(_card)
del _card


def play_action(card: Card) -> Action:
    """The action of playing ``card`` to the trick."""
    return PLAY[card._key]

