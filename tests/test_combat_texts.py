"""Each Tarot Combat card's rule in one text (:mod:`tarot_table.rules.combat.texts`), as the deck
editor and the draft show it: the game's words and numbering, the notes' numbers, the seed's
sentences."""

from __future__ import annotations

from tarot_table.cards import JOKER, full_deck, parse_card
from tarot_table.rules.combat.cards import TRUMPS
from tarot_table.rules.combat.tables import NUMBERING
from tarot_table.rules import combat
from tarot_table.rules.combat.texts import card_text


def test_every_card_tells_its_rule_in_the_games_words_and_numbering():
    for card in [*full_deck(), JOKER]:
        assert card_text(card).startswith(f"{card.name(numbering=NUMBERING)} — ")
    assert card_text(parse_card("M8")).startswith("VIII Strength — trump: 2 farms")
    assert card_text(parse_card("M11")).startswith("XI Justice — ")
    assert card_text(parse_card("M20")).startswith("XX Judgment — ")
    assert TRUMPS[13].text in card_text(parse_card("M13"))
    emperor = card_text(parse_card("M4"))                   # the seed's slip mended (notes)
    assert "as soon as you play the Emperor" in emperor and "Strength" not in emperor
    king = card_text(parse_card("KC"))
    assert "for 4 farms, strength 5, speed 10" in king and "soldier of its suit" in king
    ace = card_text(parse_card("AS"))
    assert "strength 1, speed 1" in ace and ace.endswith("Pay 3 to draw 3 cards.")
    assert card_text(parse_card("7C")).endswith("a soldier for free, strength 1, speed 7.")
    joker = card_text(JOKER)
    assert "strength 1, speed 0" in joker and "every suit" in joker and "for 2 farms" in joker


def test_the_rules_package_answers_a_cards_text():
    assert combat.card_text is card_text and "card_text" in combat.__all__
    assert combat.card_text(parse_card("M0")).startswith("0 The Fool — trump: 2 farms")
