"""Tables indexed by ``card._key`` (a small int; cards are interned), shared by the games' hot
paths: a value for every card of the deck (:func:`by_key`), every card's action of one kind
built once (:func:`card_actions`), and the actions of a hand read from such a table
(:func:`actions_for`) — so that listing legal actions builds no
:class:`~tarot_table.rules.base.Action` and hashes no card."""

from __future__ import annotations

from operator import attrgetter
from typing import Callable, Iterable

from ..cards import Card, full_deck
from .base import Action

#: A card's place in display order, as a C-level key: sorting or bisecting by it skips Card's
#: Python-level ``<``.
CARD_KEY = attrgetter("_key")
_DECK: tuple[Card, ...] = tuple(full_deck())
_SIZE = 1 + max(c._key for c in _DECK)
_CARD_ACTIONS: dict[tuple[str, int | str | None], list[Action]] = {}


def by_key(value: Callable[[Card], object]) -> list:
    """``value(card)`` for every card of the deck, at index ``card._key`` (``None`` elsewhere)."""
    table: list = [None] * _SIZE
    for card in _DECK:
        table[card._key] = value(card)
    return table


def card_actions(kind: str, target: int | str | None = None) -> list[Action]:
    """``Action(kind, (card,), target)`` for every card, at index ``card._key`` (built on first
    use of ``kind`` and ``target``, then shared)."""
    table = _CARD_ACTIONS.get((kind, target))
    if table is None:
        table = _CARD_ACTIONS[kind, target] = by_key(lambda c: Action(kind, (c,), target))
    return table


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
