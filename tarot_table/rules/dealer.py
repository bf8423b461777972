"""The constrained dealer every ``sample_world`` shares: deal the cards a seat has not seen to
the places that hide cards (other hands, the draw pile, a scart), with each place's size, the
cards it cannot hold (a void shown, a card the scart may not hold) and caps (at most so many
cards of a kind: a suit shown void, then drawn into again).

:func:`deal_unseen` is the one entry point (and :class:`DealPlan` the same prepared once for
many deals under the same constraints, as a search makes). It tries a quick random deal first (the shuffled
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
from .base import shuffle

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
    For many deals under the same constraints, build a :class:`DealPlan` once.
    """
    return DealPlan(unseen, sizes, allowed=allowed, caps=caps, tries=tries).deal(rng)


class DealPlan:
    """:func:`deal_unseen` prepared once for many deals of the same cards to the same places
    under the same constraints (a search deals the unseen cards of one view thousands of times):
    :meth:`deal` gives the deal :func:`deal_unseen` gives for the same random numbers.

    What the constraints say is worked out here, once: for each place filled card by card (one
    with caps, or any place when ``allowed`` is given), a table by card key of ``None`` (the
    place may not hold the card) or the indexes of the caps that count the card. Raises
    ``ValueError`` when the sizes do not add up to the cards.
    """

    __slots__ = ("cards", "sizes", "allowed", "caps", "tries", "fills", "shared")

    def __init__(self, unseen: Sequence[Card], sizes: Mapping[P, int], *,
                 allowed: Callable[[Card, P], bool] | None = None,
                 caps: Mapping[P, Sequence[Cap]] | None = None, tries: int = 4) -> None:
        if sum(sizes.values()) != len(unseen):
            raise ValueError(f"the places take {sum(sizes.values())} cards, not {len(unseen)}")
        self.cards = list(unseen)
        self.sizes = dict(sizes)
        self.allowed = allowed
        self.caps = {p: list(c) for p, c in (caps or {}).items() if c}
        self.tries = tries
        #: (place, size, table, cap limits) of the places filled card by card, most capped
        #: first; then the places that admit any card share what is left (``shared``).
        self.fills: list[tuple[P, int, list[tuple[int, ...] | None], list[int]]] = []
        self.shared: list[P] = []
        order = sorted(sizes, key=lambda p: -len(self.caps.get(p, ())))
        keys = max((card._key for card in self.cards), default=0) + 1
        for k, place in enumerate(order):
            if allowed is None and place not in self.caps:   # so are the places after it
                self.shared = order[k:]
                break
            group = self.caps.get(place, ())
            table = _admission(self.cards, place, group, allowed, keys)
            self.fills.append((place, sizes[place], table, [cap.limit for cap in group]))

    def deal(self, rng: random.Random) -> dict[P, list[Card]]:
        """A random deal (see :func:`deal_unseen`). Raises :class:`DealError` when none
        exists."""
        cards = list(self.cards)
        if not self.fills:
            shuffle(rng, cards)
            return _slice(cards, self.sizes)
        for _ in range(self.tries):
            shuffle(rng, cards)
            dealt = self._quick(cards)
            if dealt is not None:
                return dealt
        caps = self.caps
        if any(_overlap(cards, group) for group in caps.values()):
            caps = {}
        return _by_flow(cards, self.sizes, self.allowed, caps, rng)

    def _quick(self, cards: list[Card]) -> dict[P, list[Card]] | None:
        """Fill each place from ``cards`` (shuffled) in turn, most capped place first, each
        with the first cards it admits; ``None`` when a place cannot be filled this way. The
        places that admit any card then share the cards left in order, sliced at C speed."""
        out: dict[P, list[Card]] = {}
        left_over = cards
        for place, need, table, limits in self.fills:
            got, left_over = _fill(left_over, need, table, limits)
            if len(got) < need:
                return None
            out[place] = got
        start = 0
        sizes = self.sizes
        for place in self.shared:
            out[place] = left_over[start:start + sizes[place]]
            start += sizes[place]
        return {place: out[place] for place in sizes}


def _admission(cards: list[Card], place: P, group: Sequence[Cap],
               allowed: Callable[[Card, P], bool] | None, keys: int
               ) -> list[tuple[int, ...] | None]:
    """The table by card key (``keys`` of them) of what ``place`` makes of each of ``cards``:
    ``None`` when it may not hold the card, else the indexes of its caps ``group`` that count
    the card."""
    table: list[tuple[int, ...] | None] = [None] * keys
    for card in cards:
        if allowed is None or allowed(card, place):
            table[card._key] = tuple(i for i, cap in enumerate(group) if cap.test(card))
    return table


def _fill(cards: list[Card], need: int, table: list[tuple[int, ...] | None],
          limits: list[int]) -> tuple[list[Card], list[Card]]:
    """The first ``need`` of ``cards`` that a place admits (its ``table``, :func:`_admission`)
    without going over its caps' ``limits`` — fewer when there are not so many — and the
    cards left, in order."""
    left = list(limits)
    got: list[Card] = []
    rest: list[Card] = []
    for i, card in enumerate(cards):
        if len(got) == need:
            rest += cards[i:]
            break
        hits = table[card._key]
        if hits is None:
            rest.append(card)
            continue
        if hits:
            for h in hits:
                if left[h] <= 0:    # a cap reached: the card goes on
                    rest.append(card)
                    break
            else:
                for h in hits:
                    left[h] -= 1
                got.append(card)
            continue
        got.append(card)
    return got, rest


def _slice(cards: list[Card], sizes: Mapping[P, int]) -> dict[P, list[Card]]:
    out: dict[P, list[Card]] = {}
    start = 0
    for place, size in sizes.items():
        out[place] = cards[start:start + size]
        start += size
    return out


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
    classes = _classes(cards, places, allowed, caps)
    capacity = _network(classes, places, sizes, caps, len(cards))
    for _ in range(len(cards)):
        _augment(capacity, rng)
    return _share_out(classes, capacity, places, rng)


def _gate(card: Card, group) -> int:
    """The first of a place's caps ``group`` that ``card`` passes, ``-1`` for none."""
    for k, cap in enumerate(group):
        if cap.test(card):
            return k
    return -1


def _classes(cards: list[Card], places: list, allowed, caps) -> dict[tuple, list[Card]]:
    """``cards`` by class: those that may go to the same places through the same gates (a
    place's first cap the card passes, ``-1`` for none, ``None`` where it is not allowed)."""
    classes: dict[tuple, list[Card]] = {}
    for card in cards:
        signature = tuple((_gate(card, caps.get(p, ())) if allowed is None or allowed(card, p)
                           else None) for p in places)
        classes.setdefault(signature, []).append(card)
    return classes


def _edge(capacity: dict[tuple, dict[tuple, int]], a: tuple, b: tuple, amount: int) -> None:
    """Add ``amount`` to the capacity of the edge ``a`` → ``b`` (and make its reverse)."""
    capacity.setdefault(a, {})[b] = capacity.get(a, {}).get(b, 0) + amount
    capacity.setdefault(b, {}).setdefault(a, 0)


def _network(classes: dict[tuple, list[Card]], places: list, sizes: Mapping[P, int], caps,
             every: int) -> dict[tuple, dict[tuple, int]]:
    """The flow network's capacities, by node and next node (``every``: the number of
    cards, an edge without a limit)."""
    capacity: dict[tuple, dict[tuple, int]] = {}
    for sig, members in classes.items():
        _edge(capacity, ("source",), ("class", sig), len(members))
        for i, k in enumerate(sig):
            if k is not None:
                _edge(capacity, ("class", sig), ("gate", i, k), every)
    for i, place in enumerate(places):
        _edge(capacity, ("gate", i, -1), ("place", i), every)
        for k, cap in enumerate(caps.get(place, ())):
            _edge(capacity, ("gate", i, k), ("place", i), cap.limit)
        _edge(capacity, ("place", i), ("sink",), sizes[place])
    return capacity


def _augment(capacity: dict[tuple, dict[tuple, int]], rng: random.Random) -> None:
    """Carry one more card along a shortest path from source to sink, its edges explored in
    random order. Raises :class:`DealError` when there is none."""
    parent: dict[tuple, tuple | None] = {("source",): None}
    queue = deque([("source",)])
    while queue and ("sink",) not in parent:
        node = queue.popleft()
        nexts = [b for b, left in capacity[node].items() if left > 0 and b not in parent]
        shuffle(rng, nexts)
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


def _share_out(classes: dict[tuple, list[Card]], capacity: dict[tuple, dict[tuple, int]],
               places: list, rng: random.Random) -> dict:
    """Each class's cards shuffled and given to the places as the flow through the gates
    says, each place's cards shuffled."""
    out: dict = {p: [] for p in places}
    for sig, members in classes.items():
        shuffle(rng, members)
        for i, k in enumerate(sig):
            if k is None:
                continue
            take = capacity[("gate", i, k)][("class", sig)]   # the flow class → gate
            out[places[i]].extend(members[:take])
            members = members[take:]
    for p in places:
        shuffle(rng, out[p])
    return out
