"""The declared constraints of positions (:mod:`tarot_table.rules.position`): the markers a
position struct's fields carry, checked by one validator after msgspec's own checks."""

from __future__ import annotations

from operator import attrgetter
from typing import Annotated

import msgspec
import pytest

from tarot_table.rules import find_game
from msgspec import UNSET, UnsetType

from tarot_table.cards import parse_cards
from tarot_table.rules.position import (Apart, AsTuple, Fields, Held, Names, OneOf, Only,
                                        PerSeat, Pile, Players, PositionError, SeatNo, WhenUsed,
                                        check, decode, fill, written)


class Stage(msgspec.Struct, tag=True, tag_field="stage"):
    actor: int


class Step(msgspec.Struct, tag=True, tag_field="step"):
    seat: int
    rest: tuple[int, ...] = ()
    inner: Stage | None = None


class Sample(msgspec.Struct, forbid_unknown_fields=True):
    players: Annotated[int, Players("Sample", 2, 4)]
    hands: Annotated[list[Pile], PerSeat]
    stage: Annotated[Stage | None, Fields(actor=SeatNo)] = None
    leader: Annotated[int, SeatNo] | None = None
    winners: list[Annotated[int, SeatNo]] = []
    bids: list[tuple[Annotated[int, SeatNo], Annotated[str, OneOf("pass", "bid")]]] = []
    lanes: dict[str, Annotated[list[Annotated[int, SeatNo] | None], PerSeat]] = {}
    rows: Annotated[list[Annotated[list[int], PerSeat]], PerSeat] | None = None
    todo: list[Annotated[Step, Names("seat", "rest", "actor")]] = []
    top: Annotated[Pile, Only(attrgetter("is_major"), "majors only")] = Pile()

    def validate(self) -> None:
        check(len(set(self.winners)) == len(self.winners), "winners", "each seat once")


GOOD = {"players": 2, "hands": ["7C", "KW"]}


@pytest.mark.parametrize("field,bad,message", [
    ("players", 5, "players: Sample is for 2–4 players, not 5"),
    ("hands", ["7C"], "hands: needs one entry per player (2)"),
    ("stage", {"stage": "Stage", "actor": 2}, "stage.actor: no seat 2"),
    ("leader", -1, "leader: no seat -1"),
    ("winners", [0, 2], "winners: no seat 2"),
    ("bids", [[0, "double"]], "bids: one of pass, bid, not 'double'"),
    ("bids", [[3, "pass"]], "bids: no seat 3"),
    ("lanes", {"left": [None, 2]}, "lanes.left: no seat 2"),
    ("lanes", {"left": [None]}, "lanes.left: needs one entry per player (2)"),
    ("rows", [[0, 0], [0]], "rows: needs one entry per player (2)"),
    ("rows", [[0, 0]], "rows: needs one entry per player (2)"),
    ("winners", [1, 1], "winners: each seat once"),
    ("todo", [{"step": "Step", "seat": 2}], "todo: names a seat that is not one of 0–1"),
    ("todo", [{"step": "Step", "seat": 0, "rest": [1, 3]}],
     "todo: names a seat that is not one of 0–1"),
    ("todo", [{"step": "Step", "seat": 0, "inner": {"stage": "Stage", "actor": 5}}],
     "todo: names a seat that is not one of 0–1"),
    ("top", "M21 7C", "top: majors only"),
])
def test_the_validator_names_the_field_and_what_is_wrong(field, bad, message):
    with pytest.raises(PositionError) as caught:
        decode({**GOOD, field: bad}, Sample)
    assert str(caught.value) == message


def test_a_position_that_keeps_its_declarations_is_read():
    doc = {**GOOD, "stage": {"stage": "Stage", "actor": 1}, "leader": None, "winners": [0, 1],
           "bids": [[1, "bid"]], "lanes": {"left": [None, 1]}, "rows": [[0, 1], [1, 0]],
           "todo": [{"step": "Step", "seat": 1, "rest": [0], "inner": {"stage": "Stage",
                                                                       "actor": 0}}],
           "top": "M21 M0"}
    position = decode(doc, Sample)
    assert position.stage == Stage(1) and position.lanes == {"left": [None, 1]}


#: Per game, a field that holds one seat.
SEAT_FIELD = {"tarok": "dealer", "tarocchi": "dealer", "taruno": "dealer", "arcanoid": "first",
              "combat": "first"}


@pytest.mark.parametrize("name", sorted(SEAT_FIELD))
def test_every_game_refuses_a_short_per_seat_list_and_a_seat_not_at_the_table(name):
    game = find_game(name)
    n = game.spec.min_players
    position = game.new_state(n, 1, {}).to_position()
    with pytest.raises(PositionError, match=r"^hands: needs one entry per"):
        game.from_position({**position, "hands": position["hands"][1:]})
    seat = SEAT_FIELD[name]
    with pytest.raises(PositionError, match=rf"^{seat}: no seat {n}$"):
        game.from_position({**position, seat: n})
    with pytest.raises(PositionError, match=r"^stage(\.actor: no (seat|actor)|: names a seat)"):
        game.from_position({**position, "stage": {**position["stage"], "actor": 99}})


class Held_(msgspec.Struct, forbid_unknown_fields=True):
    players: Annotated[int, Apart]
    hands: Annotated[list[Pile], Held(sort=True)]
    draw: Pile
    last: tuple[int, Pile] | None = None
    winners: Annotated[list[int], AsTuple] = []
    first: Annotated[int, WhenUsed] | UnsetType = UNSET
    turns: Annotated[int, Held(attr="turn_no")] = 0


class Table:
    def __init__(self) -> None:
        self.players, self.hands, self.draw, self.last = 2, [[], []], [], None
        self.winners, self.first, self.turn_no = (), None, 0


def test_a_state_is_filled_by_its_fields_and_written_back_the_same():
    doc = {"hands": ["7C KW", ""], "draw": "M21 AS", "last": [1, "2C 3C"], "winners": [1],
           "turns": 4}
    state = Table()
    fill(state, decode({**doc, "players": 2}, Held_))
    assert state.hands == [sorted(parse_cards("7C KW")), []]
    assert state.draw == list(parse_cards("M21 AS"))
    assert state.last == (1, parse_cards("2C 3C")) and state.winners == (1,)
    assert (state.first, state.turn_no) == (None, 4)
    assert written(state, Held_, players=2) == {
        **doc, "players": 2, "hands": ["KW 7C", ""]}
    state.first = 0
    assert written(state, Held_, players=2)["first"] == 0
