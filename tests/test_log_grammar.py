"""The log's English, over every event of random games of every game, read from every seat
(its own seat "you", the others by name) and by a spectator: every sentence a message of the
catalogue, no placeholder left, no article after a possessive ("Ada's the Empress"), no
"Your the …", no "its" for a player, no doubled space, no verb of the third person after "You",
and the reader never named (the second person is the catalogue's, not a name "You")."""

from __future__ import annotations

import random
import re

import pytest

from tarot_table.app.draw.words import event_text
from tarot_table.messages import Message
from tarot_table.messages.catalogue import CATALOGUE
from tarot_table.rules import GAMES

SHORT = {"tarok": (4, {"single_hand": True}), "tarocchi": (5, {"deals": 1}),
         "taruno": (4, {}), "arcanoid": (4, {"rounds": 1}), "combat": (2, {})}
NAMES = ("Ada", "Basil", "Cleo", "Dora", "Emil")
WRONG = {
    "a placeholder left": re.compile(r"[{}]"),
    "an article after a possessive": re.compile(r"'s the [A-Z]|\b[Yy]our the\b"),
    "a player called 'it'": re.compile(r"\bits (?:cards|hand)\b"),
    "a doubled space": re.compile(r"\S  +\S"),
    "'You' with a verb of the third person": re.compile(r"\b[Yy]ou (?:is|has|does|goes|plays|"
                                                        r"draws|takes|passes|wins|loses|"
                                                        r"turns|deals|calls|gives)\b"),
    "'You's'": re.compile(r"\b[Yy]ou's\b"),
}


#: The games whose every sentence is a message of the catalogue.
CONVERTED = {"tarok", "tarocchi", "taruno", "arcanoid", "combat"}
SEEDS = (1, 2, 3, 4, 5)


def events_of(name: str, seed: int) -> list:
    """Every event of one random game of ``name``, its opening's too."""
    players, options = SHORT[name]
    state = GAMES[name].new_state(players, seed, options)
    events = list(getattr(state, "opening_events", ()))
    rng = random.Random(seed)
    while not state.is_terminal() and len(events) < 3000:
        events += state.play(rng.choice(state.legal_actions()))
    return events


def lines_of(name: str, seed: int) -> list[tuple[int | None, str]]:
    """Every event of one random game of ``name``, as each seat and a spectator read it: a
    converted game's with the seats' names and the reader's seat, the others' with the reader
    named "You"."""
    players = SHORT[name][0]
    events = events_of(name, seed)
    numbering = GAMES[name].spec.numbering
    read = []
    for seat in list(range(players)) + [None]:
        if name in CONVERTED:
            names = list(NAMES[:players])
        else:
            names = [("You" if s == seat else NAMES[s]) for s in range(players)]
        read += [(seat, event_text(e.visible_to(seat), names, "", numbering, seat))
                 for e in events]
    return [(seat, line) for seat, line in read if line]


@pytest.mark.parametrize("name", sorted(SHORT))
def test_every_event_reads_as_english_from_every_seat(name):
    for seed in SEEDS:
        lines = lines_of(name, seed)
        assert lines
        for seat, line in lines:
            for what, pattern in WRONG.items():
                assert not pattern.search(line), (name, seed, seat, what, line)
            if name in CONVERTED and seat is not None:
                assert NAMES[seat] not in line, (name, seed, seat, "the reader named", line)


@pytest.mark.parametrize("name", sorted(CONVERTED))
def test_every_sentence_is_a_message_of_the_catalogue(name):
    for seed in SEEDS:
        for event in events_of(name, seed):
            assert not event.text, (name, seed, "a sentence written out", event.text)
            assert event.message is None or isinstance(event.message, Message) and \
                event.message.id in CATALOGUE, (name, seed, "an unknown message", event.message)
