"""The log's English, over every event of random games of every game, read from every seat
(the seat named "You", the others by name) and by a spectator: no placeholder left, no
article after a possessive ("Ada's the Empress"), no "Your the …", no "its" for a player, no
doubled space, no verb left unconjugated after "You"."""

from __future__ import annotations

import random
import re

import pytest

from tarot_table.app.draw.words import event_text
from tarot_table.rules import GAMES

SHORT = {"tarok": (4, {"single_hand": True}), "tarocchi": (5, {"deals": 1}),
         "taruno": (4, {}), "arcanoid": (4, {"rounds": 1}), "combat": (2, {})}
NAMES = ("Ada", "Basil", "Cleo", "Dora", "Emil")
WRONG = {
    "a placeholder left": re.compile(r"[{}]"),
    "an article after a possessive": re.compile(r"'s the [A-Z]|\b[Yy]our the\b"),
    "a player called 'it'": re.compile(r"\b(?:turns|takes|shows|plays) its (?:cards|hand)\b"),
    "a doubled space": re.compile(r"\S  +\S"),
    "'You' with a verb of the third person": re.compile(r"(?:^|[.;:] )You (?:is|has|plays|"
                                                        r"draws|takes|passes|wins|loses)\b"),
    "'You's'": re.compile(r"\b[Yy]ou's\b"),
}


def lines_of(name: str, seed: int) -> list[tuple[int | None, str]]:
    """Every event of one random game of ``name``, as each seat and a spectator read it."""
    players, options = SHORT[name]
    state = GAMES[name].new_state(players, seed, options)
    rng = random.Random(seed)
    events = []
    while not state.is_terminal() and len(events) < 3000:
        events += state.play(rng.choice(state.legal_actions()))
    numbering = GAMES[name].spec.numbering
    read = []
    for seat in list(range(players)) + [None]:
        names = [("You" if s == seat else NAMES[s]) for s in range(players)]
        read += [(seat, event_text(e.visible_to(seat), names, "", numbering)) for e in events]
    return [(seat, line) for seat, line in read if line]


@pytest.mark.parametrize("name", sorted(SHORT))
def test_every_event_reads_as_english_from_every_seat(name):
    for seed in (1, 2, 3):
        lines = lines_of(name, seed)
        assert lines
        for seat, line in lines:
            for what, pattern in WRONG.items():
                assert not pattern.search(line), (name, seed, seat, what, line)
