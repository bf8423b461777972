"""A Tarot Combat table stays legible however full it is: laid out headless from positions
with 1–15 soldiers a player and 2–6 players at 1280×800, no card covers the rank and suit of
a card drawn under it (one of its two indexes shows whole).

(``conftest.py`` points the data and config directories at fresh temporary ones.)
"""

from __future__ import annotations

import pytest

from tarot_table.app.draw.layout import card_covers, index_points
from tarot_table.app.table.scene import TableScene
from tarot_table.cards import MINOR_SUITS, full_deck
from tarot_table.rules import GAMES
from tarot_table.session import AI, Seat, Session
from tests.test_combat import table as position
from tests.test_table import wait_until

COMBAT = GAMES["combat"]
#: Zones whose cards lie stacked, only the top one to be read.
PILES = ("draw", "discard", "deck")


def crowded(players: int, soldiers: int):
    """Seat 0's attack, its blockers declared: each player has ``soldiers`` soldiers, a third
    of seat 0's attacking the next seat (turned sideways, pushed forward), a third of the
    others' sideways, the next seat's first upright ones blocking, three farms (one sideways)
    and a hand; seat 0 has priority."""
    minors = [c for c in full_deck() if c.suit in MINOR_SUITS] * ((players + 1) // 2)
    rows, attackers = [], []
    for seat in range(players):
        row = []
        for k in range(soldiers):
            spec = {"card": str(minors.pop())}
            if seat == 0 and k % 3 == 0:
                spec.update(sideways=True, attacking=1, blocked=True)
                attackers.append(k + 1)       # seat 0's soldiers are #1, #2…
            elif k % 3 == 1:
                spec["sideways"] = True
            row.append(spec)
        rows.append(row)
    blocker = 0
    for spec in rows[1]:
        if blocker < len(attackers) and not spec.get("sideways"):
            spec["blocking"] = attackers[blocker]
            blocker += 1
    farms = [" ".join([f"~{minors.pop()}"] + [str(minors.pop()) for _ in range(2)])
             for _ in range(players)]
    hands = [" ".join(str(minors.pop()) for _ in range(6 if seat == 0 else 4))
             for seat in range(players)]
    hands[0] += " M3"                   # the Empress: seat 0 has something to answer with
    return position(hands, rows, farms, step="attack", moment="blockers",
                    stage={"stage": "Priority", "actor": 0}, todo=[{"step": "Damage"}])


def hidden_indexes(table: TableScene) -> list[str]:
    """The cards whose two indexes are each covered in part by a card drawn above them."""
    card = table.layout.card
    drawn = []
    for zone in table._zones_in_order():
        sprites = table.board.zones[zone]
        for k, sprite in enumerate(sprites):
            size = (card[0] * sprite.scale, card[1] * sprite.scale)
            read = sprite.face_up and sprite.card is not None and \
                (zone.partition(":")[0] not in PILES or k == len(sprites) - 1)
            drawn.append((zone, sprite, size, read))
    hidden = []
    for k, (zone, sprite, size, read) in enumerate(drawn):
        if not read:
            continue
        above = drawn[k + 1:]
        corners = index_points(sprite.pos, size, sprite.angle)
        if all(any(card_covers(s.pos, sz, s.angle, p) for _, s, sz, _ in above for p in corner)
               for corner in corners):
            hidden.append(f"{sprite.card} in {zone}")
    return hidden


@pytest.mark.parametrize("players", range(2, 7))
def test_the_layout_for_1_to_15_soldiers_and_2_to_6_players_hides_no_rank_or_suit(make_app,
                                                                                    players):
    app = make_app("instant", size=(1280, 800))
    for soldiers in range(1, 16):
        state = crowded(players, soldiers)
        seats = [Seat("You")] + [Seat(f"AI {s}", AI, "heuristic") for s in range(1, players)]
        table = TableScene(app, Session(COMBAT, state, seats, autosave=False))
        app.stack.replace(table)
        wait_until(app, lambda: table.can_act, seconds=30)
        assert sum(len(table.board.zones[f"soldiers:{s}"]) for s in range(players)) == \
            players * soldiers
        assert hidden_indexes(table) == [], (players, soldiers)
