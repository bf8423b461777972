"""What the deck editor and the draft show of a Tarot Combat deck or pool: each card's kind and
cost, the counts by kind, a bar per cost (the cost curve), the rows of a list of cards (each
telling its card's rule in a tooltip, :func:`tip_rows`), each card's rule as shown
(:func:`rule_html`), and what the grid of cards is filtered and sorted by (:func:`matches`,
:func:`sort_cards`).

A card's cost is what it takes in farms to play it (ours, for a deck at a glance): a court as a
soldier 1–4, a spot card 0, a trump's, an Ace's or the Joker's ability 2, 3 and 2 (seed ``002``
§4–5; notes "Cards"). The kinds: spot cards (2–10), courts, trumps (the Fool among them), Aces,
Jokers.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Sequence

import pygame
from pygame_gui.elements import UISelectionList

from ...cards import ACE, MINOR_SUITS, Card, Suit, parse_card
from ...rules.combat import card_text
from ...rules.combat.tables import ACE_COST, JOKER_COST, NUMBERING, TRUMP_COST, soldier_cost
from ..draw import panels
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED
from ..draw.words import in_tradition
from ..theme import scaled

KINDS = ("Spots", "Courts", "Trumps", "Aces", "Jokers")
COSTS = range(5)
#: What the grid of cards may be sorted by: each sort's name and the order it puts first.
SORTS = {"cost": "cost, then kind", "suit": "suit, then rank", "rank": "rank, then suit",
         "kind": "kind, then cost"}


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


def matches(card: Card, suit: Suit | None = None, kind: str | None = None,
            cost: int | None = None) -> bool:
    """Whether ``card`` passes the grid's filters: of ``suit`` (one of the four: trumps and the
    Joker have none), of ``kind`` (one of :data:`KINDS`), costing ``cost`` farms
    (:func:`card_cost`); ``None`` lets every card pass that filter."""
    return ((suit is None or card.suit is suit) and (kind is None or card_kind(card) == kind)
            and (cost is None or card_cost(card) == cost))


def sort_cards(cards: Sequence[Card], by: str) -> list[Card]:
    """``cards`` sorted by ``by`` (a key of :data:`SORTS`), ties in display order: by cost
    (then kind), by suit (the display order: the four suits, the trumps, the Joker), by rank
    (the Aces of every suit, the 2s, …, the Kings, then the trumps by number and the Joker), by
    kind (then cost). Raises ``KeyError`` for another ``by``.

    >>> from tarot_table.cards import parse_card
    >>> [str(c) for c in sort_cards([parse_card(c) for c in ("KC", "2S", "M1", "AC")], "rank")]
    ['AC', '2S', 'KC', 'M1']
    """
    order = {"cost": lambda c: (card_cost(c), KINDS.index(card_kind(c)), c),
             "suit": lambda c: (c,),
             "rank": lambda c: (not c.suit.is_minor, c.rank if c.suit.is_minor else 0,
                                MINOR_SUITS.index(c.suit) if c.suit.is_minor else 0, c),
             "kind": lambda c: (KINDS.index(card_kind(c)), card_cost(c), c)}[by]
    return sorted(cards, key=order)


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


def chosen_card(items: UISelectionList | None) -> Card | None:
    """The card chosen in ``items`` (a list of :func:`card_rows`), if any."""
    chosen = items.get_single_selection(include_object_id=True) if items is not None else None
    return parse_card(chosen[1].split("_", 1)[1]) if chosen else None


def zoomed(event: pygame.event.Event, focused, lists: Sequence[UISelectionList | None]
           ) -> Card | None:
    """The card Z zooms: ``event`` is Z pressed while the focus ring is on one of ``lists``
    (lists of :func:`card_rows`; ``focused``, the ring's widget) with a card chosen."""
    if event.type != pygame.KEYDOWN or event.key != pygame.K_z or focused is None or \
            not any(focused is items for items in lists):
        return None
    return chosen_card(focused)


def rule_html(card: Card, tradition: str) -> str:
    """``card``'s rule (:func:`~tarot_table.rules.combat.texts.card_text`) in the suit names of
    ``tradition`` (the settings'), in the HTML of pygame-gui's text boxes: the card's name in
    bold on a line of its own, then the rule."""
    name, _, rule = in_tradition(card_text(card), tradition).partition(" — ")
    return f"<b>{escape(name)}</b><br>{escape(rule[:1].upper() + rule[1:])}"


def tip_rows(items: UISelectionList, tradition: str) -> None:
    """Give each row of ``items`` (a list of :func:`card_rows`) whose button has no tooltip its
    card's rule as one (:func:`rule_html`): the list makes its rows' buttons again as it
    scrolls, so its scene calls this each frame."""
    for item in items.item_list:
        button = item.get("button_element")
        if button is not None and button.tool_tip_text is None:
            card = parse_card(item["object_id"].split("_", 1)[1])
            button.set_tooltip(rule_html(card, tradition))


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
