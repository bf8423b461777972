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

from typing import Any, ClassVar, Mapping, Sequence

import msgspec

from ...cards import Card, Suit
from ..base import Event, Outcome, State
from ..position import Pile, check, check_deck, decode, encode
from .cards import MAJOR_ARCANA, Major
from .stages import MAX_PLAYERS, TarunoStage, TarunoStep, deal
from .table import SCALARS, TarunoTable
from .tables import DECK, PENALTY, _key
from .view import TarunoView

class TarunoPosition(msgspec.Struct, forbid_unknown_fields=True):
    """A Taruno position (``docs/positions.md``): every zone and counter of a game. Hands are
    in display order; ``front`` holds each seat's lasting majors and ``sleeve`` the cards up
    its sleeve; the card to match is ``suit`` and ``rank`` (by default the top minor's)."""

    players: int
    dealer: int
    hands: list[Pile]
    draw: Pile
    minor_pile: Pile
    stage: TarunoStage | None
    major_pile: Pile = Pile()
    todo: list[TarunoStep] = []
    seed: int = 0
    stacking: bool = True
    strict_minors: bool = False
    taruno_penalty: int = 2
    suit: Suit | None = None
    rank: int | None = None
    turn: int | None = None
    turn_no: int = 0
    direction: int = 1
    penalty: tuple[int, int] | None = None
    skip_next: bool = False
    front: list[Pile] | None = None
    sleeve: list[Pile] | None = None
    teams: list[int] | None = None
    towered: list[bool] | None = None
    deaths: int = 0
    called: list[bool] | None = None
    known: list[Pile] | None = None
    public: list[Pile] | None = None
    known_in: list[list[Pile]] | None = None
    voids: list[list[tuple[Suit, int, int]]] | None = None
    winners: list[int] = []
    over: bool = False
    end_reason: str = ""


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
        def piles(sets):
            return [Pile(sorted(s, key=_key)) for s in sets]
        return encode(TarunoPosition(
            players=self.num_players, dealer=self.dealer,
            hands=[Pile(h) for h in self.hands], draw=Pile(self.draw),
            minor_pile=Pile(self.minor_pile), stage=self.stage,
            major_pile=Pile(self.major_pile), todo=list(self.todo), seed=self.seed,
            stacking=self.stacking, strict_minors=self.strict,
            taruno_penalty=self.call_penalty, suit=self.cur_suit, rank=self.cur_rank,
            turn=self.turn, turn_no=self.turn_no, direction=self.direction,
            penalty=self.penalty, skip_next=self.skip_next,
            front=[Pile(f) for f in self.front], sleeve=[Pile(s) for s in self.sleeve],
            teams=list(self.team), towered=list(self.towered), deaths=self.deaths,
            called=list(self.called), known=piles(self.known), public=piles(self.public),
            known_in=[piles(row) for row in self.kin],
            voids=[list(v) for v in self.voids], winners=list(self.winners),
            over=self.over, end_reason=self.end_reason))

    @classmethod
    def from_position(cls, doc: Any) -> "TarunoState":
        """The state of a Taruno position. Raises :class:`~..position.PositionError` naming the
        field that is wrong."""
        pos = decode(doc, TarunoPosition)
        n = pos.players
        check(2 <= n <= MAX_PLAYERS, "players", f"Taruno is for 2–{MAX_PLAYERS} players, not {n}")
        seats = range(n)
        for name in ("hands", "front", "sleeve", "teams", "towered", "called", "known",
                     "public", "known_in", "voids"):
            value = getattr(pos, name)
            check(value is None or len(value) == n, name, f"needs one entry per player ({n})")
        check(pos.known_in is None or all(len(row) == n for row in pos.known_in), "known_in",
              f"needs one entry per player ({n}) in each row")
        check(pos.dealer in seats, "dealer", f"no seat {pos.dealer}")
        check(pos.turn is None or pos.turn in seats, "turn", f"no seat {pos.turn}")
        check(pos.stage is None or all(s in seats for s in _seats_named(pos.stage)), "stage",
              f"names a seat that is not one of 0–{n - 1}")
        check(all(s in seats for step in pos.todo for s in _seats_named(step)), "todo",
              f"names a seat that is not one of 0–{n - 1}")
        check(pos.taruno_penalty in (2, 0), "taruno_penalty", "2 or 0")
        check(pos.direction in (1, -1), "direction", "1 or -1")
        check(pos.suit is not Suit.MAJOR, "suit", "the card to match is of a minor suit")
        check(pos.rank is None or 1 <= pos.rank <= 14, "rank", "1 (Ace) to 14 (King)")
        check(pos.penalty is None or (pos.penalty[0] in PENALTY and pos.penalty[1] > 0),
              "penalty", "[rank of a King (14) or a Knight (12), cards to draw]")
        check(pos.teams is None or all(t in seats for t in pos.teams), "teams",
              "a team id is a seat")
        check(pos.over or not pos.teams or len(set(pos.teams)) > 1, "teams",
              "every seat in one team has ended the game (the Lovers, ours)")
        check(all(s in seats for s in pos.winners), "winners", "seats")
        check(all(v[0] is not Suit.MAJOR for row in pos.voids or () for v in row), "voids",
              "a void is of a minor suit")
        state = cls(n, pos.seed, {"stacking": pos.stacking, "strict_minors": pos.strict_minors,
                                  "taruno_penalty": pos.taruno_penalty}, deal_first=False)
        state.dealer, state.turn_no, state.deaths = pos.dealer, pos.turn_no, pos.deaths
        state.hands = [sorted(h, key=_key) for h in pos.hands]
        state.draw = list(pos.draw)
        state.minor_pile = list(pos.minor_pile)
        state.major_pile = list(pos.major_pile)
        if pos.front:
            state.front = [list(f) for f in pos.front]
        if pos.sleeve:
            state.sleeve = [list(s) for s in pos.sleeve]
        check(all(c.is_major for f in state.front for c in f), "front", "majors only")
        top = state.minor_pile[-1] if state.minor_pile else None
        check(top is not None or (pos.suit is not None and pos.rank is not None), "suit",
              "needed with an empty minor pile")
        check(all(not c.is_major for c in state.minor_pile), "minor_pile", "minors only")
        check(all(c.is_major for c in state.major_pile), "major_pile", "majors only")
        state.cur_suit = pos.suit if pos.suit is not None else top.suit
        state.cur_rank = pos.rank if pos.rank is not None else top.rank
        state.stage = pos.stage
        state.todo = list(pos.todo)
        state.turn = pos.turn if pos.turn is not None else (
            pos.stage.actor if pos.stage is not None else 0)
        state.direction, state.penalty = pos.direction, pos.penalty
        state.skip_next = pos.skip_next
        if pos.teams:
            state.team = list(pos.teams)
        if pos.towered:
            state.towered = list(pos.towered)
        if pos.called:
            state.called = list(pos.called)
        if pos.known:
            state.known = [set(k) for k in pos.known]
        if pos.public:
            state.public = [set(p) for p in pos.public]
        if pos.known_in:
            state.kin = [[set(k) for k in row] for row in pos.known_in]
        if pos.voids:
            state.voids = [[(s, r, cap) for s, r, cap in v] for v in pos.voids]
        state.winners = tuple(pos.winners)
        state.over, state.end_reason = pos.over, pos.end_reason
        check_deck(state.zones(), DECK)
        return state


#: The fields of the stages and steps that name seats (one seat, or several in order).
_SEAT_FIELDS = ("actor", "seat", "after", "late", "taker", "giver", "rest", "tied", "other",
                "seats")


def _seats_named(item: msgspec.Struct) -> list[int]:
    """The seats a stage or a step of a position names (a queued decision's included)."""
    seats: list[int] = []
    for field in msgspec.structs.fields(item):
        value = getattr(item, field.name)
        if field.name in _SEAT_FIELDS:
            seats.extend(value if isinstance(value, tuple) else (value,))
        elif isinstance(value, msgspec.Struct):
            seats.extend(_seats_named(value))
    return seats

