"""The Taruno state: the table of :mod:`.table` (zones, counters and the moves of the cards)
with the current stage and the queued steps; views and positions. The rules that decide when to
make the moves are in :mod:`.stages` (the turn) and :mod:`.cards` (the majors); the package
docstring (:mod:`tarot_table.rules.taruno`) lists them with their sources.

Speed (random playouts, search): a quiet state (``State.quiet``) builds no :class:`Event`; legal
actions come from the card-keyed tables of :mod:`.tables`; hands are kept in display order
(``_key``), so a card enters a hand by a short loop from its end and the majors are the hand's
last cards; the stages and steps of a seat are built once (:mod:`.stages`); compiled, the
table's fields are C fields (:mod:`.table`); the hot paths use plain loops where a comprehension
would build a closure (CPython 3.11 makes every comprehension a function).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Annotated, Any, ClassVar, Mapping, Sequence

import msgspec
from msgspec import Meta

from ...cards import ACE, KING, MINOR_SUITS, Card, Suit
from ..base import Event, Outcome, State
from ..position import (AsTuple, Held, Names, OneOf, Only, PerSeat, Pile, Players, SeatNo, check,
                        check_deck, decode, fill, written)
from .cards import MAJOR_ARCANA, Major
from .stages import MAX_PLAYERS, TarunoStage, TarunoStep, deal
from .table import SCALARS, TarunoTable
from .tables import DECK, PENALTY, _key
from .view import TarunoView

#: The suit of the card to match, and of a void: a minor suit.
MINOR = OneOf(*MINOR_SUITS, said="a minor suit")
#: The fields of the stages and steps that name seats (one seat, or several in order).
SEATS = Names("actor", "seat", "after", "late", "taker", "giver", "rest", "tied", "other",
              "seats")
#: The cards of the major pile and of the lasting majors in front of a seat.
MAJORS = Only(attrgetter("is_major"), "majors only")
#: The cards of the minor pile.
MINORS = Only(lambda card: not card.is_major, "minors only")


class TarunoPosition(msgspec.Struct, forbid_unknown_fields=True):
    """A Taruno position: every zone and counter of a game, written as every game's position
    is (``docs/positions.md``: piles bottom to top, every card somewhere, stages tagged).
    Hands are in display order.

    * ``minor_pile``, ``major_pile``: the two discard piles, bottom to top (a discard an effect
      causes goes under its pile: first); ``suit`` and ``rank`` (1 Ace … 14 King): the card to
      match — by default the top minor's, but a King or a Queen names another suit.
    * ``front``: per seat, the lasting majors in front of it (the Chariot, the Hermit, the
      Hanged Man, Temperance, the Star); ``sleeve``: the cards up its sleeve (the Magician),
      face down.
    * ``stage``: the decision (``tarot_table/rules/taruno/stages.py``: ``PlayOrDraw``,
      ``Penalty``, ``NameSuit``, ``CallTaruno``, ``Catch``…; ``choices.py``: the majors'
      choices) with its fields; ``todo``: the queued steps, next last (``Turn``, ``NextTurn``,
      ``EndTurn``, ``StrengthOn``, ``CatchRound``, ``SunRound``, ``WorldRound``,
      ``HierophantGifts``, or ``{"step": "TarunoAsk", "stage": {…}}``, a decision waiting its
      turn).
    * ``turn``: whose turn it is (another seat may be deciding: a catch, the Sun's discards);
      ``penalty``: the pending King (14) or Knight (12) penalty and its cards, e.g. ``[14, 6]``;
      ``skip_next``: the next player is skipped.
    * ``teams``: per seat, its team (the Lovers: seats with one id win together); ``towered``:
      struck by the Tower; ``deaths``: Deaths played; ``called``: called "Taruno" on its last
      card.
    * ``known``: per seat, the cards of the draw pile it has seen (the High Priestess);
      ``public``: per seat, the cards everybody knows its hand holds (taken face up);
      ``known_in[v][h]``: the cards seat ``v`` alone knows hand ``h`` holds (cards it gave, a
      hand it passed on) — here seat 0 knows seat 1 holds the Knight of Wands it gave.
    * ``voids``: per seat, ``[suit, rank, received]`` — it drew on its turn with no minor that
      fitted that card, and has received ``received`` cards since.

    An example: three players, turn 10, in the middle of a major's effect: seat 0 has played the
    World (on the major pile), has given the Knight of Wands to seat 1 and now chooses a card to
    give seat 2 (``WorldGive``, ``rest``: the seats still to receive one); its turn's end is
    queued (``todo``). Earlier, two Knights and two Kings were stacked and drawn, and seat 0
    named swords on its King: the card to match is the 4 of Swords::

        {
         "players": 3, "dealer": 2, "seed": 30,
         "stacking": true, "strict_minors": false, "taruno_penalty": 2,
         "hands": [
          "AS 2S 9S 3C 5P PP M7",
          "5S 6S 8S QS 3W 5W 9W PW NW 6P M8 M19",
          "PS 2W 2C 9P"
         ],
         "draw": "M10 NS 7C 8W M16 QP AC 10W PC QW 8P 7P 3S M12 8C 2P 4P KW AW M2 QC 4W M13 M4 4C M6 5C M9 6W 10C M0 M14 M18 7W M1 M3 M5 10S 9C M17 AP 7S 3P M11 M20 M15",
         "minor_pile": "KP 10P NP NC 6C KC KS 4S",
         "major_pile": "M21",
         "suit": "S", "rank": 4,
         "stage": {"stage": "WorldGive", "actor": 0, "rest": [2]},
         "todo": [{"step": "EndTurn", "seat": 0}],
         "turn": 0, "turn_no": 10, "direction": 1, "penalty": null, "skip_next": false,
         "front": ["", "", ""], "sleeve": ["", "", ""],
         "teams": [0, 1, 2], "towered": [false, false, false], "deaths": 0,
         "called": [false, false, false],
         "known": ["", "", ""], "public": ["", "", ""],
         "known_in": [["", "NW", ""], ["", "", ""], ["", "", ""]],
         "voids": [[], [], []],
         "winners": [], "over": false, "end_reason": ""
        }
    """

    players: Annotated[int, Players("Taruno", 2, MAX_PLAYERS), Held(attr="num_players")]
    dealer: Annotated[int, SeatNo]
    hands: Annotated[list[Pile], PerSeat, Held(sort=_key)]
    draw: Pile
    minor_pile: Annotated[Pile, MINORS]
    stage: Annotated[TarunoStage | None, SEATS]
    major_pile: Annotated[Pile, MAJORS] = Pile()
    todo: list[Annotated[TarunoStep, SEATS]] = []
    seed: int = 0
    stacking: bool = True
    strict_minors: Annotated[bool, Held(attr="strict")] = False
    taruno_penalty: Annotated[int, OneOf(2, 0), Held(attr="call_penalty")] = 2
    suit: Annotated[Suit, MINOR, Held(attr="cur_suit")] | None = None
    rank: Annotated[int, Meta(ge=ACE, le=KING), Held(attr="cur_rank")] | None = None
    turn: Annotated[int, SeatNo] | None = None
    turn_no: int = 0
    direction: Annotated[int, OneOf(1, -1)] = 1
    penalty: tuple[Annotated[int, OneOf(*PENALTY, said="the rank of a King (14) or a Knight "
                                        "(12)")], Annotated[int, Meta(gt=0)]] | None = None
    skip_next: bool = False
    front: Annotated[list[Annotated[Pile, MAJORS]], PerSeat] | None = None
    sleeve: Annotated[list[Pile], PerSeat] | None = None
    teams: Annotated[list[Annotated[int, SeatNo]], PerSeat, Held(attr="team")] | None = None
    towered: Annotated[list[bool], PerSeat] | None = None
    deaths: int = 0
    called: Annotated[list[bool], PerSeat] | None = None
    known: Annotated[list[Pile], PerSeat, Held(sets=True, sort=_key)] | None = None
    public: Annotated[list[Pile], PerSeat, Held(sets=True, sort=_key)] | None = None
    known_in: Annotated[list[Annotated[list[Pile], PerSeat]], PerSeat,
                        Held(attr="kin", sets=True, sort=_key)] | None = None
    voids: Annotated[list[list[tuple[Annotated[Suit, MINOR], int, int]]], PerSeat] | None = None
    winners: Annotated[list[Annotated[int, SeatNo]], AsTuple] = []
    over: bool = False
    end_reason: str = ""

    def validate(self) -> None:
        """The rules between fields (:func:`~..position.validate` calls it after checking the
        fields' markers). Raises :class:`~..position.PositionError` naming the field."""
        check(self.over or not self.teams or len(set(self.teams)) > 1, "teams",
              "every seat in one team has ended the game (the Lovers, ours)")
        check(bool(self.minor_pile) or (self.suit is not None and self.rank is not None),
              "suit", "needed with an empty minor pile")


class TarunoState(TarunoTable, State):
    """A game of Taruno in progress. See the package docstring for the rules."""

    game_name = "taruno"
    #: The majors by number, whose effects a card played goes to (:mod:`.cards`).
    majors: ClassVar[tuple[Major, ...]] = MAJOR_ARCANA

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal_first: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.stacking = bool(self.options.get("stacking", True))
        self.strict = bool(self.options.get("strict_minors", False))
        self.call_penalty = int(self.options.get("taruno_penalty", 2))
        self.hands: list[list[Card]] = [[] for _ in range(n)]   # each kept in display order
        self.front: list[list[Card]] = [[] for _ in range(n)]   # lasting majors, face up
        self.sleeve: list[list[Card]] = [[] for _ in range(n)]  # the Magician's, face down
        self.draw: list[Card] = []         # top = end of the list
        self.minor_pile: list[Card] = []   # top = end; "under" = index 0
        self.major_pile: list[Card] = []
        self.cur_suit: Suit = Suit.SWORDS
        self.cur_rank: int = 1
        self.direction = 1
        self.dealer = 0
        self.turn = 0                      # whose turn it is (deciders may differ)
        self.turn_no = 0
        self.penalty: tuple[int, int] | None = None   # (KING or KNIGHT, cards to draw)
        self.skip_next = False
        self.team = list(range(n))         # team id per seat (the Lovers)
        self.towered = [False] * n
        self.deaths = 0
        self.called = [False] * n
        self.known: list[set[Card]] = [set() for _ in range(n)]    # draw-pile cards seen
        self.public: list[set[Card]] = [set() for _ in range(n)]   # cards all know a hand holds
        # kin[v][h]: cards that seat v alone (privately) knows hand h holds: gifts it made, a
        # hand it passed on (the Wheel, Justice)
        self.kin: list[list[set[Card]]] = [[set() for _ in range(n)] for _ in range(n)]
        self.voids: list[list[tuple[Suit, int, int]]] = [[] for _ in range(n)]
        self.winners: tuple[int, ...] = ()
        self.over = False
        self.end_reason = ""
        self.opening_events: list[Event] = []
        if deal_first:
            deal(self, self.opening_events)

    # -- views --------------------------------------------------------------------------------
    def observation(self, player: int) -> TarunoView:
        n = self.num_players
        mates = set(self.members(player))
        known = self.known[player]
        zones: dict[str, tuple[Card | None, ...]] = {
            "draw": tuple(c if c in known else None for c in self.draw),
            "discard:minor": tuple(self.minor_pile),
            "discard:major": tuple(self.major_pile),
        }
        for s in range(n):
            hand = self.hands[s]
            zones[f"hand:{s}"] = tuple(hand) if s in mates else (None,) * len(hand)
            sleeve = self.sleeve[s]
            zones[f"front:{s}"] = tuple(self.front[s]) + (
                tuple(sleeve) if s == player else (None,) * len(sleeve))
        cur = self.current_player()
        legal = tuple(self.legal_actions()) if player == cur else ()
        return TarunoView(
            "taruno", player, n, cur, zones, legal=legal, stage=self.stage,
            stacking=self.stacking, strict_minors=self.strict,
            taruno_penalty=self.call_penalty, dealer=self.dealer, turn=self.turn,
            turn_no=self.turn_no, suit=self.cur_suit, rank=self.cur_rank,
            direction=self.direction, penalty=self.penalty, skip_next=self.skip_next,
            teams=tuple(self.team), towered=tuple(self.towered), deaths=self.deaths,
            called=tuple(self.called), sleeves=tuple(len(s) for s in self.sleeve),
            public=tuple(tuple(sorted(p, key=_key)) for p in self.public),
            known_in=tuple(tuple(sorted(k, key=_key)) for k in self.kin[player]),
            voids=tuple(tuple(v) for v in self.voids), queued=tuple(self.todo),
            winners=self.winners, over=self.over, end_reason=self.end_reason)

    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones = {"draw": tuple(self.draw), "discard:minor": tuple(self.minor_pile),
                 "discard:major": tuple(self.major_pile)}
        for s in range(self.num_players):
            zones[f"hand:{s}"] = tuple(self.hands[s])
            zones[f"front:{s}"] = tuple(self.front[s]) + tuple(self.sleeve[s])
        return zones

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(self.winners,
                       tuple(int(s in self.winners) for s in range(self.num_players)))

    def summary(self) -> dict[str, Any]:
        scores = [int(s in self.winners) for s in range(self.num_players)]
        if self.over:
            progress = f"Finished after {self.turn_no} turns"
        else:
            progress = f"Turn {self.turn_no} · {len(self.draw)} cards to draw"
        return {"progress": progress, "scores": scores, "finished": self.over}

    def clone(self) -> "TarunoState":
        other = self._copy_base()
        for key in SCALARS:     # compiled, C fields, which ``_copy_base`` does not see
            setattr(other, key, getattr(self, key))
        for key in ("hands", "front", "sleeve", "voids"):
            setattr(other, key, [list(x) for x in getattr(self, key)])
        for key in ("known", "public"):
            setattr(other, key, [set(x) for x in getattr(self, key)])
        other.kin = [[set(x) for x in row] for row in self.kin]
        for key in ("draw", "minor_pile", "major_pile", "todo", "team", "towered", "called"):
            setattr(other, key, list(getattr(self, key)))
        other.opening_events = []
        return other

    # -- positions ----------------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        return written(self, TarunoPosition)

    @classmethod
    def from_position(cls, doc: Any) -> "TarunoState":
        """The state of a Taruno position. Raises :class:`~..position.PositionError` naming the
        field that is wrong."""
        pos = decode(doc, TarunoPosition)
        state = cls(pos.players, pos.seed, {"stacking": pos.stacking,
                                            "strict_minors": pos.strict_minors,
                                            "taruno_penalty": pos.taruno_penalty},
                    deal_first=False)
        fill(state, pos)
        top = state.minor_pile[-1] if state.minor_pile else None    # none: suit and rank given
        if pos.suit is None:
            state.cur_suit = top.suit
        if pos.rank is None:
            state.cur_rank = top.rank
        if pos.turn is None:
            state.turn = pos.stage.actor if pos.stage is not None else 0
        check_deck(state.zones(), DECK)
        return state
