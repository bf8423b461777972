"""How the AI makes its own Tarot Combat deck (seed §7): a rating of each card, a builder that
picks a deck from a pool (constructed: one 78-card deck; sealed and draft: the cards dealt or
drafted), and a drafter that picks by rating.

* :func:`card_rating` — what a card is worth in a deck: courts by strength (a King 9, a Page 5),
  removal and answers among the trumps (Death, the Hanged Man, the Tower, the Fool) near a
  King, the card-drawing trumps and the Ace next, the spot cards by speed (a 10 at 2, a 2 at
  1.2), the Joker 4.
* :func:`build_deck` — the player's two best suits by the ratings of the pool's cards in them
  (courts need a soldier of their suit, so a deck keeps to few suits), then the pool's best
  trumps (at most a third of the deck), then the cards of the two suits by rating (spot cards
  first while fewer than a third of the deck are cheap soldiers), then whatever rates best.
* :class:`RatingDrafter` — picks the card of the pile whose rating, plus a bonus for each card
  of its suit already picked (up to its two best suits), is highest.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from ..cards import MINOR_SUITS, Card
from ..rules.combat.tables import SPEED, STRENGTH
from ..rules.combat.decks import CONSTRUCTED_SIZE, one_deck
from .combat_heuristic import TRUMP_KEEP

#: The bonus a drafted card gets for each card of its suit already picked (in the two suits the
#: drafter has most of).
SUIT_BONUS = 0.15


def card_rating(card: Card) -> float:
    """What ``card`` is worth in a deck (higher is better); see the module docstring."""
    if card.is_major:
        return 1.0 + TRUMP_KEEP[card.rank]
    if card.is_joker:
        return 4.0
    if card.is_court:
        return 1.0 + 1.6 * STRENGTH[card._key]
    if card.rank == 1:
        return 3.0
    return 1.0 + SPEED[card._key] / 10


def _suit_strength(pool: Sequence[Card]) -> list:
    totals = Counter()
    for card in pool:
        if card.suit in MINOR_SUITS:
            totals[card.suit] += card_rating(card)
    return sorted(MINOR_SUITS, key=lambda s: (-totals[s], MINOR_SUITS.index(s)))


def build_deck(pool: Sequence[Card], size: int) -> list[Card]:
    """A deck of ``size`` cards out of ``pool`` (see the module docstring), in display order.
    Raises ``ValueError`` when the pool holds fewer than ``size`` cards."""
    if len(pool) < size:
        raise ValueError(f"a pool of {len(pool)} cards cannot make a deck of {size}")
    suits = set(_suit_strength(pool)[:2])
    left = sorted(pool, key=lambda c: (-card_rating(c), c._key))
    deck: list[Card] = []

    def take(cards: list[Card], limit: int) -> None:
        for card in cards[:max(0, limit)]:
            left.remove(card)
            deck.append(card)

    take([c for c in left if c.is_major], size // 3)
    spots = [c for c in left if c.suit in suits and not c.is_court]
    take(spots, size // 3)
    take([c for c in left if c.suit in suits or c.is_joker], size - len(deck))
    take(left, size - len(deck))
    return sorted(deck)


def constructed_deck() -> list[Card]:
    """The AI's constructed deck: :func:`build_deck` of 40 out of one 78-card deck."""
    return build_deck(one_deck(), CONSTRUCTED_SIZE)


class RatingDrafter:
    """A draft pick (:func:`~tarot_table.rules.combat.decks.run_draft`'s ``pick``): the card of
    the pile rating best with :data:`SUIT_BONUS` for each card of its suit already picked in
    the drafter's two leading suits."""

    def __call__(self, seat: int, pile: Sequence[Card], picks: Sequence[Card]) -> Card:
        counts = Counter(c.suit for c in picks if c.suit in MINOR_SUITS)
        leading = {suit for suit, _ in counts.most_common(2)}

        def value(card: Card) -> tuple[float, int]:
            bonus = SUIT_BONUS * counts[card.suit] if card.suit in leading else 0.0
            return card_rating(card) + bonus, -card._key

        return max(pile, key=value)
