"""Tarok's cards: their points (seed ¶12) and ranks (seed ¶5–7; notes "Suits and ranks")."""

from __future__ import annotations

from operator import attrgetter
from typing import Sequence

from ...cards import KING, KNIGHT, PAGE, QUEEN, Card, full_deck
from ..base import Action

_COURT_POINTS = {KING: 25, QUEEN: 20, KNIGHT: 15, PAGE: 15}
DECK: tuple[Card, ...] = tuple(full_deck())
#: Sort key of the display order (a card's ``_key`` is its place in it), read at C speed.
display_order = attrgetter("_key")


def card_points(card: Card) -> int:
    """Points of a card taken in a trick (seed ¶12): majors 15, King 25, Queen 20, Knight and
    Page 15, pips and the Ace their face value.

    >>> sum(card_points(c) for c in full_deck())
    850
    """
    if card.is_major:
        return 15
    return _COURT_POINTS.get(card.rank, card.rank)


def beats(card: Card, best: Card) -> bool:
    """Whether ``card`` beats ``best``, the winning card so far of a trick led in ``best.suit``:
    only a higher card of the same suit does (the majors are a suit, not trumps)."""
    return card.suit is best.suit and card.rank > best.rank


def trick_winner(trick: Sequence[tuple[int, Card]]) -> int:
    """Seat that wins ``trick``, a sequence of (seat, card) in play order: the highest card of the
    suit led (seed ¶6); no trumps (:func:`..tricks.trick_winner` without trumps or excuse,
    written out for the hot path of search)."""
    winner, best = trick[0]
    suit, top = best.suit, best.rank
    for seat, card in trick:
        if card.suit is suit and card.rank > top:
            winner, top = seat, card.rank
    return winner


#: The play action of each card, indexed by the card's ``_key`` (no hashing in the hot path).
PLAY: list[Action | None] = [None] * (max(c._key for c in DECK) + 1)
#: Card points indexed the same way.
POINTS = [0] * len(PLAY)
for _card in DECK:
    PLAY[_card._key] = Action("play", (_card,))
    POINTS[_card._key] = card_points(_card)
del _card


def play_action(card: Card) -> Action:
    """The action of playing ``card``."""
    return PLAY[card._key]
