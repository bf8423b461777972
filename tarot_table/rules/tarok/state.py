"""The Tarok state: zones and counters, the current stage, views and positions. The rules that
change them are in :mod:`.stages`."""

from __future__ import annotations

from typing import Annotated, Any, Mapping, Sequence

import msgspec

from ...cards import Card, Suit
from ..base import Action, Event, State
from ..position import (Apart, AsTuple, Fields, Held, PerSeat, Pile, Players, SeatNo, check,
                        check_deck, decode, fill, written)
from ..stages import StagedState
from .cards import DECK, display_order
from .stages import HAND_SIZE, PlayToTrick, deal
from .view import TarokView


class TarokPosition(msgspec.Struct, forbid_unknown_fields=True):
    """A Tarok position: every zone and counter of a match, written as every game's position
    is (``docs/positions.md``: piles bottom to top, every card somewhere, stages tagged).

    * ``trick``: the cards played to the trick in progress, in order from the ``leader``.
    * ``voids``: per seat, ``{suit code: cap}`` — a suit it showed void in by not following, and
      how many cards it has drawn since (it holds at most that many of the suit).
    * ``last_trick``: the winner and the cards of the last finished trick, or ``null``.
    * ``scores``: match totals before this hand; ``hand_points``: points taken in this hand.

    An example: three players, the second trick of the first hand: seat 1 led the 21, seat 2
    followed with the 19, seat 0 is to play; seat 1 took the first trick (the 4, 3 and 7 of
    Cups, 14 points)::

        {
         "players": 3, "dealer": 1, "hand_no": 1, "trick_no": 1, "leader": 1, "seed": 7,
         "target": 1000, "single_hand": true,
         "hands": [
          "AS 2S KS 7W 9W 10W PW QW 7P M1 M4 M6 M9 M10 M20",
          "3S 3W 4W 5W NW 2C 6C KC AP 4P M3 M5 M11 M16",
          "PS 8W AC 5C PC NC 2P 3P 6P 8P QP M7 M15 M18"
         ],
         "draw": "6W 9P 7S 10S M12 QS 5P 8S M8 KW 5S NS KP NP 9S 2W 6S 8C M17 4S PP 9C M14 AW QC M13 10C M2 M0 10P",
         "trick": "M21 M19",
         "stage": {"stage": "PlayToTrick", "actor": 0},
         "scores": [0, 0, 0], "hand_points": [0, 14, 0],
         "won": ["", "4C 3C 7C", ""], "aside": "",
         "last_trick": [1, "4C 3C 7C"],
         "voids": [{}, {}, {}],
         "winners": []
        }
    """

    players: Annotated[int, Players("Tarok", 2, 4), Held(attr="num_players")]
    dealer: Annotated[int, SeatNo]
    hand_no: int
    hands: Annotated[list[Pile], PerSeat, Held(sort=display_order)]
    draw: Pile
    stage: Annotated[PlayToTrick | None, Fields(actor=SeatNo)]
    target: int = 1000
    single_hand: bool = False
    seed: int = 0
    trick_no: int = 0
    leader: Annotated[int, SeatNo] | None = None
    scores: Annotated[list[int], PerSeat] | None = None
    hand_points: Annotated[list[int], PerSeat] | None = None
    won: Annotated[list[Pile], PerSeat] | None = None
    trick: Annotated[Pile, Apart] = Pile()
    aside: Pile = Pile()
    last_trick: tuple[int, Pile] | None = None
    voids: Annotated[list[dict[Suit, int]], PerSeat] | None = None
    winners: Annotated[list[int], AsTuple] = []

    def validate(self) -> None:
        """The rules between fields (:func:`~..position.validate` calls it after checking the
        fields' markers). Raises :class:`~..position.PositionError` naming the field."""
        check(all(len(h) <= HAND_SIZE for h in self.hands), "hands",
              f"a hand holds at most {HAND_SIZE} cards")
        check(len(self.trick) < self.players, "trick",
              f"a trick of {self.players} players holds fewer cards")


class TarokState(StagedState, State):
    """A Tarok match in progress. See the package docstring for the rules and their sources."""

    game_name = "tarok"

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal_first: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.target: int = int(self.options["target"])
        self.single_hand: bool = bool(self.options["single_hand"])
        self.scores = [0] * n
        self.hand_points = [0] * n
        self.hands: list[list[Card]] = [[] for _ in range(n)]   # each kept in display order
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.draw: list[Card] = []          # bottom to top: the top is the end of the list
        self.aside: list[Card] = []
        self.trick: list[tuple[int, Card]] = []
        self.last_trick: tuple[int, tuple[Card, ...]] | None = None
        self.voids: list[dict[Suit, int]] = [{} for _ in range(n)]
        self.hand_no = 0
        self.trick_no = 0
        self.dealer = 0
        self.leader = 0
        self.winners: tuple[int, ...] = ()
        if deal_first:
            self.dealer = self.rng.randrange(n)
            events: list[Event] = []
            self.stage = deal(self, events)
            self.opening_events = events

    def apply(self, action: Action) -> list[Event]:
        """:meth:`~..stages.StagedState.apply` for Tarok, whose one stage
        (:class:`~.stages.PlayToTrick`) always returns the next one and which queues no step:
        log the action and hand it to the stage. Returns the events (none when quiet)."""
        self.history.append(action)
        events: list[Event] = []
        self.stage = self.stage.apply(self, action, events)
        return events

    # -- facts ------------------------------------------------------------------------------
    def led_suit(self) -> Suit | None:
        return self.trick[0][1].suit if self.trick else None

    def observation(self, player: int) -> TarokView:
        n = self.num_players
        zones: dict[str, tuple[Card | None, ...]] = {
            "draw": (None,) * len(self.draw),
            "trick": tuple(c for _, c in self.trick),
            "aside": (None,) * len(self.aside),
        }
        for seat in range(n):
            hand = self.hands[seat]
            zones[f"hand:{seat}"] = tuple(hand) if seat == player else (None,) * len(hand)
            zones[f"won:{seat}"] = tuple(self.won[seat])
        turn = self.current_player()
        legal = tuple(self.legal_actions()) if player == turn else ()
        return TarokView(
            "tarok", player, n, turn, zones, legal=legal, stage=self.stage,
            dealer=self.dealer, leader=self.leader, hand_no=self.hand_no,
            trick_no=self.trick_no, scores=tuple(self.scores),
            hand_points=tuple(self.hand_points), target=self.target,
            single_hand=self.single_hand, trick_seats=tuple(s for s, _ in self.trick),
            last_trick=self.last_trick,
            voids=tuple(tuple(sorted(v.items(), key=lambda item: item[0].value))
                        for v in self.voids),
            winners=self.winners)

    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones = {"draw": tuple(self.draw), "trick": tuple(c for _, c in self.trick),
                 "aside": tuple(self.aside)}
        for seat in range(self.num_players):
            zones[f"hand:{seat}"] = tuple(self.hands[seat])
            zones[f"won:{seat}"] = tuple(self.won[seat])
        return zones

    def summary(self) -> dict[str, Any]:
        if self.stage is None:
            progress = f"Finished after {self.hand_no} hand{'s' * (self.hand_no > 1)}"
        else:
            progress = f"Hand {self.hand_no} · trick {self.trick_no + 1}"
        return {"progress": progress, "scores": list(self.scores),
                "finished": self.stage is None}

    def clone(self) -> "TarokState":
        other = self._copy_base()
        other.scores = list(self.scores)
        other.hand_points = list(self.hand_points)
        other.hands = list(map(list, self.hands))     # map: no comprehension's closure call
        other.won = list(map(list, self.won))
        other.draw = list(self.draw)
        other.aside = list(self.aside)
        other.trick = list(self.trick)
        other.voids = list(map(dict, self.voids))
        other.todo = list(self.todo)
        other.opening_events = ()
        return other

    def same_position(self, other: "TarokState") -> bool:
        """Whether two states hold the same cards in the same places with the same counters."""
        return self.to_position() == other.to_position()

    # -- positions --------------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        return written(self, TarokPosition, trick=Pile(c for _, c in self.trick))

    @classmethod
    def from_position(cls, doc: Any) -> "TarokState":
        """The state of a Tarok position. Raises :class:`~..position.PositionError` naming the
        field that is wrong."""
        pos = decode(doc, TarokPosition)
        n = pos.players
        state = cls(n, pos.seed, {"target": pos.target, "single_hand": pos.single_hand},
                    deal_first=False)
        fill(state, pos)
        if pos.leader is None:
            state.leader = (pos.dealer + 1) % n
        state.trick = [((state.leader + k) % n, card) for k, card in enumerate(pos.trick)]
        check_deck(state.zones(), DECK)
        return state
