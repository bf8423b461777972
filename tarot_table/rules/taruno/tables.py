"""Card-keyed tables for Taruno's hot paths (listing legal actions, search playouts): lists
indexed by ``card._key`` (a small int; cards are interned) and every action built once, so that
listing legal actions builds no :class:`~tarot_table.rules.base.Action` and hashes no card.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Callable, Iterable

from ...cards import Card, Suit, full_deck
from ..base import Action

DECK: tuple[Card, ...] = tuple(full_deck())
MAJOR = Suit.MAJOR
#: The display order of cards (hands are kept in it): the cards' own order, as a C-level key.
_key = attrgetter("_key")
_SIZE = 1 + max(c._key for c in DECK)

_CARD_ACTIONS: dict[tuple[str, int | str | None], list[Action]] = {}
_TARGET_ACTIONS: dict[tuple[str, int | str], Action] = {}


def by_key(value: Callable[[Card], object]) -> list:
    """``value(card)`` for every card of the deck, at index ``card._key`` (``None`` elsewhere)."""
    table: list = [None] * _SIZE
    for card in DECK:
        table[card._key] = value(card)
    return table


def card_actions(kind: str, target: int | str | None = None) -> list[Action]:
    """``Action(kind, (card,), target)`` for every card, at index ``card._key`` (built on first
    use of ``kind`` and ``target``, then shared)."""
    table = _CARD_ACTIONS.get((kind, target))
    if table is None:
        table = _CARD_ACTIONS[kind, target] = by_key(lambda c: Action(kind, (c,), target))
    return table


def target_action(kind: str, target: int | str) -> Action:
    """``Action(kind, target=target)``, built on first use and then shared."""
    action = _TARGET_ACTIONS.get((kind, target))
    if action is None:
        action = _TARGET_ACTIONS[kind, target] = Action(kind, target=target)
    return action


def actions_for(cards: Iterable[Card], table: list) -> list[Action]:
    """``table[card._key]`` for each of ``cards`` in order, leaving out ``None`` (a card with no
    action there). A plain loop: quicker here than a comprehension, which CPython 3.11 runs as
    a new function with a closure over ``table`` on every call."""
    acts = []
    for card in cards:
        action = table[card._key]
        if action is not None:
            acts.append(action)
    return acts
