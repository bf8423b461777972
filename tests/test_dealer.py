"""The shared constrained dealer of the determinizers (rules/dealer.py)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tarot_table.cards import Suit, full_deck
from tarot_table.rules.base import shuffle
from tarot_table.rules.dealer import Cap, DealError, deal_unseen

pytestmark = pytest.mark.rules

DECK = list(full_deck())


def of(suit):
    return lambda card: card.suit is suit


@pytest.mark.parametrize("seed", range(20))
def test_every_card_goes_once_to_a_place_of_its_size_within_the_caps(seed):
    rng = random.Random(seed)
    cards = rng.sample(DECK, 40)
    sizes = {0: 10, 1: 8, "sleeve:2": 2, "draw": 20}
    caps = {0: [Cap(of(Suit.CUPS), 0)], 1: [Cap(of(Suit.SWORDS), 1), Cap(of(Suit.MAJOR), 2)]}
    dealt = deal_unseen(cards, sizes, rng, caps=caps)
    assert {place: len(got) for place, got in dealt.items()} == sizes
    assert Counter(c for got in dealt.values() for c in got) == Counter(cards)
    assert not any(c.suit is Suit.CUPS for c in dealt[0])
    assert sum(c.suit is Suit.SWORDS for c in dealt[1]) <= 1
    assert sum(c.suit is Suit.MAJOR for c in dealt[1]) <= 2


def test_places_without_caps_share_the_cards_left_at_random():
    cards = [c for c in DECK if not c.is_major][:30]
    seen = set()
    for seed in range(30):
        dealt = deal_unseen(cards, {"a": 10, "b": 5, "c": 15}, random.Random(seed),
                            caps={"a": [Cap(of(Suit.SWORDS), 0)]})
        assert not any(c.suit is Suit.SWORDS for c in dealt["a"])
        seen.add(tuple(sorted(dealt["b"])))
    assert len(seen) > 20, "the uncapped places get different cards from sample to sample"


def test_no_deal_against_the_caps_is_an_error():
    cards = [c for c in DECK if c.suit is Suit.CUPS][:6]
    with pytest.raises(DealError):
        deal_unseen(cards, {0: 3, 1: 3}, random.Random(1),
                    caps={0: [Cap(of(Suit.CUPS), 1)], 1: [Cap(of(Suit.CUPS), 1)]})
    with pytest.raises(ValueError, match="take 5 cards, not 6"):
        deal_unseen(cards, {0: 2, 1: 3}, random.Random(1))


def test_the_fast_shuffle_is_pythons_shuffle_written_out():
    for seed in range(100):
        for length in (0, 1, 2, 3, 15, 33, 64, 65, 78, 156):
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(length)), list(range(length))
            shuffle(ours, a)
            theirs.shuffle(b)
            assert a == b
            assert ours.random() == theirs.random(), "the same numbers were drawn"
