"""The "Suit names" setting reaches every word the table shows: the log, the prompts and the
toasts say the suit names of the chosen tradition: the setting is applied."""

from __future__ import annotations

import re

from tarot_table.app.settings import OWN_WORDS, Settings
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import Card, Suit
from tarot_table.rules.base import Event
from tarot_table.session import AI, Seat, Session
from tests.fake_ai import use_fake_ai
from tests.test_table import wait_until

SEATS = [Seat("You")] + [Seat(n, AI, "heuristic") for n in ("Ada", "Basil", "Cleo")]
ENGLISH_ONLY = re.compile(r"\b(Wands|Pentacles)\b", re.IGNORECASE)


def tarok_table(make_app, tradition: str) -> TableScene:
    app = make_app("instant")
    app.settings.tradition = tradition
    use_fake_ai(app)
    table = TableScene(app, Session.new("tarok", SEATS, seed=9, options={"single_hand": True}))
    app.stack.replace(table)
    return table


def test_the_log_of_tricks_uses_the_chosen_suit_names(make_app):
    table = tarok_table(make_app, "italian")
    app = table.app
    seen: list[str] = []
    for _ in range(4):
        wait_until(app, lambda: table.can_act)
        table.play_card(sorted(table.playable())[0])
        seen.extend(line for line in table.log if line not in seen)
    lines = "\n".join(seen)
    assert re.search(r"\b(Batons|Coins)\b", lines), lines
    assert not ENGLISH_ONLY.search(lines), lines


def test_names_toasts_and_card_names_follow_the_setting(make_app):
    table = tarok_table(make_app, "classic")
    assert table.card_name(Card(Suit.STAVES, 12)) == "Knight of Staves"
    assert table.card_name(Card(Suit.MAJOR, 18)) == "XVIII The Moon"
    assert table.event_text(Event("message", text="{1} names wands.")) == "Ada names staves."
    table.refuse("Follow suit: you hold Pentacles.")
    assert table.toast == "Follow suit: you hold Coins."
    table.app.settings.tradition = "english"
    assert table.event_text(Event("message", text="{0} plays on coins.")) == \
        "You play on pentacles."


def test_by_default_each_game_keeps_its_own_words(make_app):
    table = tarok_table(make_app, Settings().tradition)
    assert Settings().tradition == OWN_WORDS
    assert table.event_text(Event("message", text="{0} commits on staves and coins.")) == \
        "You commit on staves and coins."
    assert table.card_name(Card(Suit.COINS, 1)) == "Ace of Pentacles"


def test_arcanoids_own_words_name_its_cards_as_its_battlefields(make_app):
    """Arcanoid's seed fights on swords, staves, cups and coins: with each game's own words its
    cards and log say Staves and Coins too (``GameSpec.suit_names``), never Wands beside a
    battlefield of staves; another setting still names them everywhere."""
    app = make_app("instant")
    use_fake_ai(app)
    table = TableScene(app, Session.new("arcanoid", SEATS, seed=9))
    app.stack.replace(table)
    assert app.settings.tradition == OWN_WORDS
    assert table.card_name(Card(Suit.STAVES, 14)) == "King of Staves"
    assert table.card_name(Card(Suit.COINS, 1)) == "Ace of Coins"
    assert table.event_text(Event("message", text="{1} calls the King of Wands.")) == \
        "Ada calls the King of Staves."
    app.settings.tradition = "english"
    assert table.event_text(Event("message", text="{1} commits on staves.")) == \
        "Ada commits on wands."
