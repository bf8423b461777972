"""The Taruno state: zones and counters, the current stage and the queued steps, and the moves
the rules make with them (a card taken from a hand or given to one, a draw with its refill, a
discard under its pile, the end of the game by the Death rule); views and positions. The rules
that decide when to make them are in :mod:`.stages` (the turn) and :mod:`.cards` (the majors);
the package docstring (:mod:`tarot_table.rules.taruno`) lists them with their sources.

Speed (random playouts, search): a quiet state (``State.quiet``) builds no :class:`Event`; legal
actions come from the card-keyed tables of :mod:`.tables`; hands are kept in display order
(``_key``), so a card leaves a hand by bisection and the majors are the hand's last cards; the
stages and steps of a seat are built once (:mod:`.stages`); the containers live in slots (see
:attr:`TarunoState.__slots__`); the hot paths use plain loops where a comprehension would build
a closure (CPython 3.11 makes every comprehension a function).
"""

from __future__ import annotations

from bisect import bisect_left, insort
from functools import cache
from typing import Any, ClassVar, Mapping, Sequence

import msgspec

from ...cards import Card, Suit
from ..base import ALL, Event, Outcome, State
from ..position import Pile, check, check_deck, decode, encode
from ..stages import StagedState
from .cards import MAJOR_ARCANA, Major
from .stages import MAX_PLAYERS, TarunoStage, TarunoStep, deal
from .tables import (DECK, FITS, HERMIT, MAJOR, PENALTY, STAR, TEMPERANCE, _key, fate_key)
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


class TarunoState(StagedState, State):
    """A game of Taruno in progress. See the package docstring for the rules."""

    game_name = "taruno"
    #: The majors by number, whose effects a card played goes to (:mod:`.cards`).
    majors: ClassVar[tuple[Major, ...]] = MAJOR_ARCANA
    #: The zones and the other containers :meth:`clone` copies one by one live in slots, not in
    #: the instance dict (which ``State._copy_base`` copies whole): CPython keeps attribute and
    #: method lookups on its fast, specialized path only for instances whose dict holds at most
    #: 29 keys, and a state has more attributes than that.
    __slots__ = ("hands", "front", "sleeve", "voids", "known", "public", "kin", "draw",
                 "minor_pile", "major_pile", "todo", "team", "towered", "called",
                 "opening_events")

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
        self.stage = None
        self.todo = []
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

    # -- facts --------------------------------------------------------------------------------
    def members(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s team (the Lovers), ``seat`` included."""
        team = self.team
        t = team[seat]
        if team.count(t) == 1:
            return (seat,)
        return tuple(s for s in range(self.num_players) if team[s] == t)

    def vis(self, *seats: int) -> frozenset[int]:
        """The seats that see what ``seats`` see: their teams (the Lovers)."""
        out: set[int] = set()
        for s in seats:
            out.update(self.members(s))
        return frozenset(out)

    def shielded(self, seat: int, by: int) -> bool:
        """Whether the Hermit in front of ``seat`` shields it from a major played by ``by``."""
        return seat != by and self.has_front(seat, HERMIT)

    def has_front(self, seat: int, number: int) -> bool:
        """Whether the major ``number`` lies in front of ``seat``."""
        for card in self.front[seat]:
            if card.rank == number:
                return True
        return False

    def order_from(self, seat: int) -> tuple[int, ...]:
        """Every seat in the direction of play, starting with ``seat``."""
        return _seat_order(self.num_players, self.direction, seat)

    def others(self, seat: int) -> list[int]:
        """The other seats that the major of ``seat`` can affect (not shielded by the Hermit),
        in the direction of play from ``seat``; also where its Chariot can send a card."""
        front = self.front
        others = []
        for s in self.order_from(seat)[1:]:
            if not (front[s] and self.has_front(s, HERMIT)):
                others.append(s)
        return others

    def temperance_seat(self) -> int | None:
        """The seat with Temperance in front of it, if any."""
        for seat, front in enumerate(self.front):
            for card in front:
                if card.rank == TEMPERANCE:
                    return seat
        return None

    def may_play_majors(self, seat: int) -> bool:
        """No majors while Temperance lies in front of anybody, except for a seat shielded by
        the Hermit from the Temperance of another (notes; our decision)."""
        for t, front in enumerate(self.front):
            for card in front:
                if card.rank == TEMPERANCE:
                    return self.shielded(seat, t)
        return True

    def playable_minors(self, seat: int) -> list[Card]:
        """The minors of ``seat``'s hand that fit the card to match, in hand order."""
        fit = FITS[self.cur_suit, self.cur_rank]
        return [c for c in self.hands[seat] if fit[c._key]]

    # -- moving cards -------------------------------------------------------------------------
    def take(self, seat: int, card: Card) -> None:
        """``card`` leaves ``seat``'s hand: found by bisection, hands being kept in display
        order (``list.remove`` would compare it with each card before it through Card's
        Python-level comparison slot: Card defines ``__lt__``). Any call is undone."""
        hand = self.hands[seat]
        i = bisect_left(hand, card._key, key=_key)
        if i < len(hand) and hand[i] is card:
            del hand[i]
        else:  # a hand out of order
            hand.remove(card)
        public = self.public[seat]
        if public:  # these sets are mostly empty: no need to hash the card
            public.discard(card)
        for row in self.kin:
            if row[seat]:
                row[seat].discard(card)
        self.called[seat] = False

    def to_hand(self, seat: int, card: Card, src: str, events: list[Event], *,
                public: bool, text: str = "", also: frozenset[int] = frozenset()) -> None:
        """``card`` (already taken from ``src``) goes into ``seat``'s hand, face up to all when
        ``public``, else seen by ``seat``'s team and by the seats of ``also`` (a giver)."""
        insort(self.hands[seat], card, key=_key)
        self.received(seat, 1)
        if public:
            self.public[seat].add(card)
        else:
            for v in also:
                if v != seat:
                    self.kin[v][seat].add(card)
        if not self.quiet:
            vis = ALL if public else self.vis(seat) | also
            events.append(Event("move", card, src, f"hand:{seat}", face_up=public, player=seat,
                                visible=vis, text=text))

    def from_draw(self, seat: int, count: int, events: list[Event]) -> None:
        """``seat`` takes the top ``count`` cards of the draw pile into its hand, face down, top
        card first (as many :meth:`to_hand`; ``count`` is at most the pile's size). Several
        cards are sorted in at once: quicker than one insertion each, and the same order (the
        cards' keys are distinct)."""
        if not count:
            return
        draw, hand = self.draw, self.hands[seat]
        if not self.quiet:
            vis = self.vis(seat)
            for card in reversed(draw[-count:]):
                events.append(Event("move", card, "draw", f"hand:{seat}", face_up=False,
                                    player=seat, visible=vis))
        if count == 1:
            insort(hand, draw.pop(), key=_key)
        else:
            hand += draw[-count:]
            del draw[-count:]
            hand.sort(key=_key)
        self.received(seat, count)

    def received(self, seat: int, count: int) -> None:
        """``seat``'s hand has just received ``count`` cards: any call is undone, and each shown
        void counts them (``cap``: the cards received since it was shown), until it could hold
        the whole hand and is dropped."""
        self.called[seat] = False
        voids = self.voids[seat]
        if voids:
            size = len(self.hands[seat])
            kept = []
            for s, r, cap in voids:
                if cap + count < size:
                    kept.append((s, r, cap + count))
            self.voids[seat] = kept

    def show_void(self, seat: int) -> None:
        """``seat`` chose to draw on its turn, so it holds no minor that fits: a void of the card
        to match is shown (replacing any older one of the same suit and rank), with nothing
        received since."""
        s, r = self.cur_suit, self.cur_rank
        shown = self.voids[seat]
        voids = [v for v in shown if v[0] is not s or v[1] != r] if shown else []
        voids.append((s, r, 0))
        self.voids[seat] = voids

    def swap_hands(self, a: int, b: int, events: list[Event]) -> None:
        """Seats ``a`` and ``b`` swap hands (Justice), with what is known of them; each knows
        the hand it gave."""
        if not self.quiet:
            vis = self.vis(a, b)
            for src, dst in ((a, b), (b, a)):
                for card in self.hands[src]:
                    events.append(Event("move", card, f"hand:{src}", f"hand:{dst}",
                                        face_up=False, player=dst, visible=vis))
        for lst in (self.hands, self.public, self.voids):
            lst[a], lst[b] = lst[b], lst[a]
        for row in self.kin:
            row[a], row[b] = row[b], row[a]
        self.kin[a][b], self.kin[b][a] = set(self.hands[b]), set(self.hands[a])
        self.called[a] = self.called[b] = False

    def under(self, card: Card, where: str, seat: int, events: list[Event]) -> None:
        """Discard ``card`` from ``seat``'s ``where`` (``"hand"`` or ``"front"``) face up *under*
        its pile (seed: the last played card is unchanged)."""
        if card.suit is MAJOR:
            self.major_pile.insert(0, card)
            dst = "discard:major"
        else:
            self.minor_pile.insert(0, card)
            dst = "discard:minor"
        if not self.quiet:
            events.append(Event("move", card, f"{where}:{seat}", dst, player=seat,
                                data={"under": True}))

    def discard_from_hand(self, seat: int, card: Card, events: list[Event]) -> None:
        """``seat`` discards ``card`` of its hand under its pile."""
        self.take(seat, card)
        self.under(card, "hand", seat, events)

    def discard_cards(self, seat: int, cards: list[Card], events: list[Event]) -> None:
        """``seat`` discards ``cards`` of its hand, in this order: as many
        :meth:`discard_from_hand`, with the hand's bookkeeping done once."""
        if not cards:
            return
        gone = {c._key for c in cards}
        hand = self.hands[seat]
        hand[:] = [c for c in hand if c._key not in gone]
        if self.public[seat]:
            self.public[seat].difference_update(cards)
        for row in self.kin:
            if row[seat]:
                row[seat].difference_update(cards)
        self.called[seat] = False
        for card in cards:
            self.under(card, "hand", seat, events)

    def discard_front(self, seat: int, number: int, events: list[Event], why: str) -> None:
        """The major ``number`` in front of ``seat`` goes under the major pile (``why``: the
        message)."""
        for card in [c for c in self.front[seat] if c.rank == number]:
            self.front[seat].remove(card)
            self.under(card, "front", seat, events)
            if not self.quiet:
                events.append(Event("message", player=seat, text=why))

    # -- drawing ------------------------------------------------------------------------------
    def refill(self, events: list[Event]) -> None:
        """The draw pile is empty (notes "Draw pile"): shuffle the minor pile, turn its top card
        up as the new card to match, shuffle the rest with the major pile into the draw pile.
        Nothing happens when that would leave nothing to draw."""
        if len(self.minor_pile) + len(self.major_pile) <= 1:
            return
        minors = self.shuffled(self.minor_pile) if self.minor_pile else []
        top = minors.pop() if minors else None
        rest = minors + self.major_pile
        if not self.quiet:
            for card in rest:
                src = "discard:major" if card.is_major else "discard:minor"
                events.append(Event("move", card, src, "draw", face_up=False))
        self.draw = self.shuffled(rest)
        self.major_pile = []
        self.minor_pile = [top] if top else []
        for k in self.known:
            k.clear()
        if top is not None:
            self.cur_suit, self.cur_rank = top.suit, top.rank
        if not self.quiet:
            events.append(Event(
                "shuffle", text="The draw pile is empty: the discards are shuffled"
                + (f"; the {top.name()} is the new card to match." if top else "."),
                data={"current": top, "zone": "draw"}))

    def draw_cards(self, seat: int, n: int, events: list[Event], why: str = "") -> bool:
        """``seat`` draws ``n`` cards (halved, rounding up, with the Star in front). An empty
        pile is refilled first; a pile that runs out part-way excuses the rest (seed). When there
        is nothing at all to draw, the game ends by the Death rule (addendum) and this returns
        ``False``."""
        if self.front[seat] and self.has_front(seat, STAR):
            n = (n + 1) // 2
        if n <= 0:
            return True
        if not self.draw:
            self.refill(events)
            if not self.draw:
                if not self.quiet:
                    events.append(Event("message", player=seat, text=f"{{{seat}}} must draw "
                                        "but nothing is left to draw."))
                self.fate_end(events, "Nothing is left to draw.")
                return False
        left = len(self.draw)
        got = n if n < left else left
        self.from_draw(seat, got, events)
        if not self.quiet:
            events.append(Event("message", player=seat, data={"drawn": got},
                                text=f"{{{seat}}} draws {got}" + (f" ({why})." if why else ".")))
        return True

    def draw_if_empty(self, seat: int, events: list[Event]) -> bool:
        """Seed "Basic rules": "If your hand is emptied by other means, you must draw a new card
        immediately." Called right where a hand can empty other than by playing its last minor
        (a major played as the last card, a card up the sleeve, a discard or a gift an effect
        asks for), before anything else happens: before the major's effect, the next step of
        an effect, anybody's next choice. An effect that goes straight on to draw into the
        emptied hand itself (the Fool's seven, the Empress's and the Moon's redraws, the
        World's draw for its giver) draws instead of this (ours). Returns ``False`` when the
        draw found nothing at all and the game ended (the Death rule)."""
        if self.hands[seat]:
            return True
        return self.draw_cards(seat, 1, events, "an empty hand draws at once")

    # -- the end ------------------------------------------------------------------------------
    def finish(self, events: list[Event], winners: Sequence[int], reason: str) -> None:
        """The game ends: ``winners`` and their Lovers partners win (seed VI)."""
        seats: set[int] = set()
        for w in winners:
            seats.update(self.members(w))
        self.winners = tuple(sorted(seats))
        self.over = True
        self.stage = None
        self.todo.clear()
        self.end_reason = reason
        if not self.quiet:
            events.append(Event("game_end", data={"winners": self.winners}, text=reason))

    def fate_end(self, events: list[Event], reason: str) -> None:
        """The Death rule (seed XIII; notes): fewest cards in hand wins; a tie is decided by
        fate — each tied player, in turn order from the current player, draws a card (face up;
        an empty pile refilled first) and the highest wins. If nothing is left to draw for
        fate, the tied players share the win (our decision)."""
        counts = [len(h) for h in self.hands]
        least = min(counts)
        tied = [s for s in self.order_from(self.turn) if counts[s] == least]
        if len(tied) == 1:
            self.finish(events, tied, f"{reason} {{{tied[0]}}} holds the fewest cards.")
            return
        best, best_card = tied[0], None
        for s in tied:
            if not self.draw:
                self.refill(events)
            if not self.draw:
                self.finish(events, tied, f"{reason} Tied for fewest cards, with nothing left "
                            "to draw for fate: the tied players share the win.")
                return
            card = self.draw.pop()
            self.to_hand(s, card, "draw", events, public=True,
                         text=f"Fate: {{{s}}} draws the {card.name()}.")
            if best_card is None or fate_key(card) > fate_key(best_card):
                best, best_card = s, card
        self.finish(events, [best], f"{reason} Fate favours {{{best}}}.")

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


@cache
def _seat_order(num_players: int, direction: int, seat: int) -> tuple[int, ...]:
    return tuple((seat + k * direction) % num_players for k in range(num_players))
