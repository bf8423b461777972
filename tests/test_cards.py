"""The deck: 78 cards, suit names of each tradition, the short text form and its parser."""

from __future__ import annotations

import msgspec
import pytest
from hypothesis import given, strategies as st

from tarot_table.cards import (JOKER, MAJOR_NAMES, NUMBERINGS, TRADITIONS, Card, CardParseError,
                               Suit, cards_text, full_deck, parse_card, parse_cards, roman,
                               suit_name)
from tarot_table.rules.position import decode, encode

pytestmark = pytest.mark.rules

DECK = full_deck()


def test_seventy_eight_distinct_cards_56_minor_22_major():
    assert len(DECK) == len(set(DECK)) == 78
    assert sum(c.is_major for c in DECK) == 22
    assert sum(c.is_court for c in DECK) == 16


def test_xx_is_read_spelt_either_way():
    """Arcanoid's and Tarot Combat's texts spell XX "Judgment", the others "Judgement": a typed
    card name takes both ("judgment" is a card too)."""
    judgement = Card(Suit.MAJOR, 20)
    for text in ("judgment", "Judgement", "JUDGMENT", "XX Judgment", "xx judgement", "XX"):
        assert parse_card(text) is judgement, text
    with pytest.raises(CardParseError):
        parse_card("judgments")


def test_the_joker_is_a_card_of_its_own_in_no_full_deck():
    assert JOKER not in DECK and Card(Suit.JOKER, 0) is JOKER
    assert str(JOKER) == "JK" and JOKER.name() == "Joker"
    assert parse_card("jk") is parse_card("Joker") is parse_card(JOKER.name()) is JOKER
    assert JOKER.is_joker and not (JOKER.is_major or JOKER.is_court or JOKER.suit.is_minor)
    assert not any(c.is_joker for c in DECK)
    assert sorted([JOKER, *DECK])[-1] is JOKER
    with pytest.raises(ValueError, match="0–0"):
        Card(Suit.JOKER, 1)


def test_a_card_in_a_position_struct_is_written_as_its_code_and_read_back_interned():
    class Held(msgspec.Struct):
        card: Card
        maybe: Card | None = None

    doc = encode(Held(parse_card("8C"), JOKER))
    assert doc == {"card": "8C", "maybe": "JK"}
    back = decode(doc, Held)
    assert back.card is parse_card("8C") and back.maybe is JOKER
    with pytest.raises(AttributeError, match="immutable"):
        back.card.rank = 3


@given(st.sampled_from(DECK))
def test_short_text_round_trips(card):
    assert parse_card(str(card)) == card
    assert parse_card(str(card).lower()) == card


@given(st.sampled_from(DECK), st.sampled_from(sorted(TRADITIONS)))
def test_names_round_trip_in_every_tradition(card, tradition):
    assert parse_card(card.name(tradition)) == card


@pytest.mark.parametrize("text,short", [
    ("7C", "7C"), ("10S", "10S"), ("Queen of wands", "QW"), ("page of pentacles", "PP"),
    ("Knight of batons", "NW"), ("ace of coins", "AP"), ("king of staves", "KW"),
    ("3 of daggers", "3S"), ("two of hearts", "2C"), ("jack of diamonds", "PP"),
    ("XXI", "M21"), ("the fool", "M0"), ("XIII Death", "M13"), ("trump 16", "M16"),
    ("Wheel of Fortune", "M10"), ("m7", "M7"),
])
def test_the_parser_accepts_names_of_every_tradition(text, short):
    assert str(parse_card(text)) == short


@pytest.mark.parametrize("text", ["", "1C", "11S", "M22", "ZZ", "king of trumps", "XXII"])
def test_the_parser_refuses_what_is_no_card(text):
    with pytest.raises(CardParseError, match="is not a card"):
        parse_card(text)


def test_suit_names_by_tradition():
    assert [suit_name(s, "english") for s in Suit] == ["Swords", "Wands", "Cups", "Pentacles",
                                                       "Major Arcana", "Jokers"]
    assert suit_name(Suit.STAVES, "italian") == "Batons"
    assert suit_name(Suit.COINS, "italian") == "Coins"
    assert suit_name(Suit.STAVES, "classic") == "Staves"


def test_card_names():
    assert parse_card("NC").name() == "Knight of Cups"
    assert parse_card("M0").name() == "0 The Fool"
    assert parse_card("M12").name() == "XII The Hanged Man"
    assert len(MAJOR_NAMES) == 22
    assert [roman(n) for n in (1, 4, 9, 14, 19, 21)] == ["I", "IV", "IX", "XIV", "XIX", "XXI"]


def test_the_numberings_differ_only_in_justice_strength_and_judgment_s_spelling():
    common, marseille, judgment = (NUMBERINGS[n] for n in ("common", "marseille", "judgment"))
    assert common == MAJOR_NAMES
    assert [r for r in range(22) if common[r] != marseille[r]] == [8, 11, 20]
    assert [r for r in range(22) if common[r] != judgment[r]] == [20]
    assert parse_card("M8").name() == "VIII Strength"
    assert parse_card("M8").name(numbering="marseille") == "VIII Justice"
    assert parse_card("M11").name(numbering="marseille") == "XI Strength"
    assert parse_card("M20").name() == "XX Judgement"
    assert parse_card("M20").name(numbering="marseille") == "XX Judgment"
    assert parse_card("M20").name(numbering="judgment") == "XX Judgment"


def test_ranks_outside_a_suit_are_refused():
    with pytest.raises(ValueError):
        Card(Suit.CUPS, 0)
    with pytest.raises(ValueError):
        Card(Suit.MAJOR, 22)


def test_display_order_and_lists():
    assert sorted(parse_cards("M0 KC 2S AS")) == list(parse_cards("AS 2S KC M0"))
    assert cards_text(parse_cards("7C, KW  M21")) == "7C KW M21"
