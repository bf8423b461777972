"""The constrained dealer every ``sample_world`` shares: deal the cards a seat has not seen to
the places that hide cards (other hands, the draw pile, a scart), with each place's size, the
cards it cannot hold (a void shown, a card the scart may not hold) and caps (at most so many
cards of a kind: a suit shown void, then drawn into again).

:func:`deal_unseen` is the one entry point. It tries a quick random deal first (the shuffled
cards go, most constrained place first, each to the first place that still admits it); when
that keeps failing it solves the deal exactly as a small flow problem over classes of cards
(cards that every place treats alike), exploring in random order, so a deal is found whenever
one exists. Caps of one place whose kinds overlap (a card counted by two caps) cannot be
written as such a flow: should the quick deal fail on them, they are dropped for that deal (a
documented loosening; Taruno's voids by suit or rank are the only such caps).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Callable, Hashable, Mapping, Sequence, TypeVar

from ..cards import Card

P = TypeVar("P", bound=Hashable)

CardTest = Callable[[Card], bool]


class Cap:
    """At most ``limit`` cards passing ``test`` in one place (``limit`` may be 0: a void)."""

    __slots__ = ("test", "limit")

    def __init__(self, test: CardTest, limit: int) -> None:
        self.test = test
        self.limit = limit

    def __repr__(self) -> str:
        return f"Cap({getattr(self.test, '__name__', self.test)}, {self.limit})"


class DealError(ValueError):
    """No deal of the unseen cards agrees with the constraints (an inconsistent view)."""


def deal_unseen(unseen: Sequence[Card], sizes: Mapping[P, int], rng: random.Random, *,
                allowed: Callable[[Card, P], bool] | None = None,
                caps: Mapping[P, Sequence[Cap]] | None = None,
                tries: int = 4) -> dict[P, list[Card]]:
    """Deal every card of ``unseen`` to a place of ``sizes`` (place → how many cards it gets;
    the sizes add up to ``len(unseen)``), each card to a place with ``allowed(card, place)``
    and no place over one of its ``caps``. Each place's cards come in random order.

    ``tries`` quick random deals are tried before the exact one (see the module docstring).
    Raises :class:`DealError` when no deal exists, ``ValueError`` when the sizes do not add up.
    """
    if sum(sizes.values()) != len(unseen):
        raise ValueError(f"the places take {sum(sizes.values())} cards, not {len(unseen)}")
    caps = {p: list(c) for p, c in (caps or {}).items() if c}
    cards = list(unseen)
    if allowed is None and not caps:
        rng.shuffle(cards)
        return _slice(cards, sizes)
    for _ in range(tries):
        rng.shuffle(cards)
        dealt = _quick(cards, sizes, allowed, caps)
        if dealt is not None:
            return dealt
    if any(_overlap(cards, group) for group in caps.values()):
        caps = {}
    return _by_flow(cards, sizes, allowed, caps, rng)


def _slice(cards: list[Card], sizes: Mapping[P, int]) -> dict[P, list[Card]]:
    out: dict[P, list[Card]] = {}
    start = 0
    for place, size in sizes.items():
        out[place] = cards[start:start + size]
        start += size
    return out


def _quick(cards: list[Card], sizes: Mapping[P, int], allowed, caps) -> dict[P, list[Card]] | None:
    """Fill each place from ``cards`` (shuffled) in turn, most capped place first, each with the
    first cards it admits; ``None`` when a place cannot be filled this way. Once only places
    that admit any card are left, they share the cards left in order, sliced at C speed."""
    taken = [False] * len(cards)
    out: dict[P, list[Card]] = {}
    order = sorted(sizes, key=lambda p: -len(caps.get(p, ())))
    for k, place in enumerate(order):
        if allowed is None and place not in caps:   # so are the places after it
            free = [card for card, gone in zip(cards, taken) if not gone]
            start = 0
            for rest in order[k:]:
                out[rest] = free[start:start + sizes[rest]]
                start += sizes[rest]
            break
        need = sizes[place]
        left = [[cap.test, cap.limit] for cap in caps.get(place, ())]
        got: list[Card] = []
        for i, card in enumerate(cards):
            if len(got) == need:
                break
            if taken[i] or (allowed is not None and not allowed(card, place)):
                continue
            hits = [cap for cap in left if cap[0](card)]
            if any(cap[1] <= 0 for cap in hits):
                continue
            for cap in hits:
                cap[1] -= 1
            got.append(card)
            taken[i] = True
        if len(got) < need:
            return None
        out[place] = got
    return {place: out[place] for place in sizes}


def _overlap(cards: list[Card], group: list[Cap]) -> bool:
    """Whether some card passes two of a place's caps."""
    return any(sum(1 for cap in group if cap.test(card)) > 1 for card in cards)


def _by_flow(cards: list[Card], sizes: Mapping[P, int], allowed, caps,
             rng: random.Random) -> dict[P, list[Card]]:
    """The exact deal, as a maximum flow: source → class of cards (its size) → gate (a cap of a
    place, or the place's uncapped cards) → place (its size) → sink, grown one card at a time
    along shortest augmenting paths whose edges are explored in random order; then each class's
    cards are shuffled out as the flow says. Raises :class:`DealError` when the flow cannot carry
    every card."""
    places = list(sizes)

    def gate(card: Card, place) -> int:
        for k, cap in enumerate(caps.get(place, ())):
            if cap.test(card):
                return k
        return -1

    classes: dict[tuple, list[Card]] = {}
    for card in cards:
        signature = tuple((gate(card, p) if allowed is None or allowed(card, p) else None)
                          for p in places)
        classes.setdefault(signature, []).append(card)
    every = len(cards)
    capacity: dict[tuple, dict[tuple, int]] = {}

    def edge(a: tuple, b: tuple, amount: int) -> None:
        capacity.setdefault(a, {})[b] = capacity.get(a, {}).get(b, 0) + amount
        capacity.setdefault(b, {}).setdefault(a, 0)

    for sig, members in classes.items():
        edge(("source",), ("class", sig), len(members))
        for i, k in enumerate(sig):
            if k is not None:
                edge(("class", sig), ("gate", i, k), every)
    for i, place in enumerate(places):
        edge(("gate", i, -1), ("place", i), every)
        for k, cap in enumerate(caps.get(place, ())):
            edge(("gate", i, k), ("place", i), cap.limit)
        edge(("place", i), ("sink",), sizes[place])

    for _ in range(every):
        parent: dict[tuple, tuple | None] = {("source",): None}
        queue = deque([("source",)])
        while queue and ("sink",) not in parent:
            node = queue.popleft()
            nexts = [b for b, left in capacity[node].items() if left > 0 and b not in parent]
            rng.shuffle(nexts)
            for b in nexts:
                parent[b] = node
                queue.append(b)
        if ("sink",) not in parent:
            raise DealError("no deal of the unseen cards agrees with the view")
        node = ("sink",)
        while parent[node] is not None:
            prev = parent[node]
            capacity[prev][node] -= 1
            capacity[node][prev] += 1
            node = prev

    out: dict = {p: [] for p in places}
    for sig, members in classes.items():
        rng.shuffle(members)
        for i, k in enumerate(sig):
            if k is None:
                continue
            take = capacity[("gate", i, k)][("class", sig)]   # the flow class → gate
            out[places[i]].extend(members[:take])
            members = members[take:]
    for p in places:
        rng.shuffle(out[p])
    return out
