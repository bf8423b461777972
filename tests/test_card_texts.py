"""Every card of every game says what it does: ``Game.card_text`` (each game's ``texts``
module) answers for every card of the game's deck, names the card as the game
numbers it, is empty only where the card carries no rule of its own, and agrees with the
rules' own numbers."""

from __future__ import annotations

import re

import pytest

from tarot_table.cards import JOKER, Card, Suit, full_deck, parse_card
from tarot_table.rules import GAMES, RULES_ONLY
from tarot_table.rules.tarocchi.cards import card_points as tarocchi_points
from tarot_table.rules.tarok.cards import card_points as tarok_points

ALL_GAMES = {**GAMES, **RULES_ONLY}
#: The cards each game's texts may leave empty: Taruno's pips 2–10 (they only match).
WITHOUT_RULE = {"taruno": {c for c in full_deck() if not c.is_major and 2 <= c.rank <= 10}}


def deck(name: str) -> list[Card]:
    return list(full_deck()) + ([JOKER] if name == "combat" else [])


@pytest.mark.parametrize("name", sorted(ALL_GAMES))
def test_every_card_has_its_text_named_as_the_game_numbers_it(name):
    game = ALL_GAMES[name]
    for card in deck(name):
        text = game.card_text(card)
        if card in WITHOUT_RULE.get(name, ()):
            assert text == "", (name, card)
            continue
        assert text.startswith(game.card_name(card) + " — "), (name, card, text)
        assert len(text) > len(game.card_name(card)) + 10, (name, card, text)


@pytest.mark.parametrize("name, code, words", [
    ("arcanoid", "M8", "VIII Justice"), ("arcanoid", "M11", "XI Strength"),
    ("arcanoid", "M20", "XX Judgment"), ("taruno", "M8", "VIII Strength"),
    ("taruno", "M11", "XI Justice"), ("taruno", "M20", "XX Judgement"),
])
def test_each_game_names_its_majors_in_its_own_numbering(name, code, words):
    assert ALL_GAMES[name].card_text(parse_card(code)).startswith(words + " — ")


def test_the_texts_quote_the_seeds_rules():
    taruno, arcanoid = GAMES["taruno"], GAMES["arcanoid"]
    assert "draw three cards" in taruno.card_text(parse_card("KC"))
    assert "wildcard" in taruno.card_text(parse_card("AS"))
    assert "swap hands" in taruno.card_text(parse_card("M11"))
    assert "fourteen and a half" in arcanoid.card_text(parse_card("PC"))
    assert "queen and king" in arcanoid.card_text(parse_card("KS"))
    assert "steals the commitment" in arcanoid.card_text(parse_card("M0"))
    tarocchi = GAMES["tarocchi"]
    assert "excuse" in tarocchi.card_text(parse_card("M0"))
    assert "Never in the scart" in tarocchi.card_text(parse_card("M21"))
    assert "shown to all" in tarocchi.card_text(parse_card("M1"))
    assert "Ace high, 10 low" in tarocchi.card_text(parse_card("5C"))
    assert "10 high, Ace low" in tarocchi.card_text(parse_card("5S"))


@pytest.mark.parametrize("name, points", [("tarok", tarok_points), ("tarocchi", tarocchi_points)])
def test_the_points_a_text_gives_are_the_rules_points(name, points):
    for card in full_deck():
        text = ALL_GAMES[name].card_text(card)
        said = re.search(r"(\d+) (?:card )?points?\b", text)
        assert (int(said.group(1)) if said else 0) == points(card), (name, card, text)


def test_the_majors_of_taruno_and_arcanoid_each_say_something_different():
    for name in ("taruno", "arcanoid"):
        texts = {ALL_GAMES[name].card_text(Card(Suit.MAJOR, n)).split(" — ", 1)[1]
                 for n in range(22)}
        assert len(texts) == 22, name
