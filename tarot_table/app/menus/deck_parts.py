"""What the deck editor and the draft show of a Tarot Combat deck or pool: each card's kind and
cost, the counts by kind, a bar per cost, and the rows of a list of cards.

A card's cost is what it takes in farms to play it (ours, for a deck at a glance): a court as a
soldier 1–4, a spot card 0, a trump's, an Ace's or the Joker's ability 2, 3 and 2 (seed ``002``
§4–5; notes "Cards"). The kinds: spot cards (2–10), courts, trumps (the Fool among them), Aces,
Jokers.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

import pygame

from ...cards import ACE, Card
from ...rules.combat.tables import ACE_COST, JOKER_COST, NUMBERING, TRUMP_COST, soldier_cost
from ..draw import panels
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED
from ..theme import scaled

KINDS = ("Spots", "Courts", "Trumps", "Aces", "Jokers")
COSTS = range(5)


def card_kind(card: Card) -> str:
    """The kind a card is counted under (one of :data:`KINDS`).

    >>> from tarot_table.cards import parse_card
    >>> [card_kind(parse_card(c)) for c in ("7C", "KW", "M0", "AS", "JK")]
    ['Spots', 'Courts', 'Trumps', 'Aces', 'Jokers']
    """
    if card.is_joker:
        return "Jokers"
    if card.is_major:
        return "Trumps"
    if card.is_court:
        return "Courts"
    return "Aces" if card.rank == ACE else "Spots"


def card_cost(card: Card) -> int:
    """Farms to play ``card`` (see the module docstring): a court 1–4, a spot card 0, a trump 2,
    an Ace 3, the Joker 2."""
    return {"Trumps": TRUMP_COST, "Aces": ACE_COST, "Jokers": JOKER_COST}.get(
        card_kind(card), soldier_cost(card))


def kind_counts(cards: Sequence[Card]) -> dict[str, int]:
    """How many of ``cards`` are of each kind, in :data:`KINDS` order."""
    counted = Counter(card_kind(c) for c in cards)
    return {kind: counted[kind] for kind in KINDS}


def cost_counts(cards: Sequence[Card]) -> dict[int, int]:
    """How many of ``cards`` cost each of 0–4 farms."""
    counted = Counter(card_cost(c) for c in cards)
    return {cost: counted[cost] for cost in COSTS}


def minus(pool: Sequence[Card], taken: Sequence[Card]) -> list[Card]:
    """The cards of ``pool`` not in ``taken`` (as many copies as are left), in display order."""
    left = Counter(pool)
    left.subtract(Counter(taken))
    return sorted(left.elements())


def card_rows(cards: Sequence[Card], prefix: str) -> list[tuple[str, str]]:
    """``cards`` as the rows of a selection list: each card once (named as Tarot Combat names
    it, "XX Judgment"), ``×n`` when several, and its cost; the row's id ``#<prefix>_<code>``."""
    counted = Counter(cards)
    return [(f"{card.name(numbering=NUMBERING)}{f' ×{n}' if n > 1 else ''}  ·  {card_cost(card)}",
             f"#{prefix}_{card}") for card, n in sorted(counted.items())]


def draw_counts(surface: pygame.Surface, rect: pygame.Rect, cards: Sequence[Card],
                scale: float = 1.0) -> None:
        """The counts of ``cards`` by kind in a row in ``rect``, and a bar per cost beneath,
        in letters of the UI's ``scale``."""
        panels.panel(surface, rect)
        size = max(scaled(13, scale), min(scaled(17, scale), rect.height // 9))
        kinds = kind_counts(cards)
        step = rect.width / len(kinds)
        for i, (kind, count) in enumerate(kinds.items()):
            x = rect.left + round(step * (i + 0.5))
            number = panels.text(str(count), size + 4, GOLD_LIGHT, bold=True)
            surface.blit(number, number.get_rect(midtop=(x, rect.top + 6)))
            word = panels.fit(kind, size - 2, int(step) - 4, colour=MUTED)
            surface.blit(word, word.get_rect(midtop=(x, rect.top + 10 + size + 4)))
        caption = panels.fit("Cards per cost in farms", size - 3, rect.width - 16, colour=MUTED,
                             italic=True)
        surface.blit(caption, caption.get_rect(midtop=(rect.centerx, rect.top + 2 * size + 20)))
        bars = pygame.Rect(rect.left + 16, rect.top + 3 * size + 26, rect.width - 32, 0)
        bars.height = rect.bottom - bars.top - size - 4
        costs = cost_counts(cards)
        most = max(max(costs.values()), 1)
        step = bars.width / len(costs)
        for i, (cost, count) in enumerate(costs.items()):
            x = bars.left + round(step * i)
            tall = round(max(bars.height - size, 0) * count / most)
            bar = pygame.Rect(x + 4, bars.bottom - tall, int(step) - 8, tall)
            if tall:
                pygame.draw.rect(surface, GOLD, bar, border_radius=3)
            value = panels.text(str(count), size - 3, CREAM)
            surface.blit(value, value.get_rect(midbottom=(bar.centerx, bar.top - 1)))
            label = panels.text(str(cost), size - 2, MUTED)
            surface.blit(label, label.get_rect(midbottom=(bar.centerx, rect.bottom - 2)))
