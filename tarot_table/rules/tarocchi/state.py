"""The Tarocchi state: zones and counters, the current stage, views and positions. The rules that
change them are in :mod:`.stages`."""

from __future__ import annotations

from bisect import bisect_left, insort
from typing import Annotated, Any, Mapping, Sequence, Union

import msgspec

from ...cards import Card, Suit
from ..base import Action, Event, State
from ..position import (Apart, AsTuple, Fields, Held, OneOf, PerSeat, Pile, Players, SeatNo,
                        check, check_deck, decode, fill, written)
from ..stages import StagedState
from .cards import DECK, FOOL, PAGAT, POINTS, display_order
from .stages import (BIDS, CONTRACTS, DEALER_EXTRA, HAND_TRICKS, NUM_PLAYERS, Bidding,
                     CallForCard, CallKing, GiveBack, PlayToTrick, Scart, deal, find)
from .view import TarocchiView

#: The stages a position may name.
TarocchiStage = Union[Scart, Bidding, CallForCard, GiveBack, CallKing, PlayToTrick]


def _void_sets(words: list[str]) -> list[set[Suit]]:
    """Per seat, the suits of a position's void word (``"CM"``)."""
    return [{Suit(code) for code in word} for word in words]


def _void_words(voids: list[set[Suit]]) -> list[str]:
    """Per seat, the void word of its suits, in the suits' order."""
    return ["".join(s.value for s in sorted(suits, key=_SUITS.index)) for suits in voids]


class TarocchiPosition(msgspec.Struct, forbid_unknown_fields=True):
    """A Tarocchi position: every zone and counter of a match, written as every game's
    position is (``docs/positions.md``: piles bottom to top, every card somewhere, stages
    tagged). A card of ``bought`` and ``given`` is written as its code.

    * ``stage``: ``Scart`` (the dealer lays a card aside, three in all), ``Bidding``,
      ``CallForCard`` (the declarer names a card to buy), ``GiveBack`` (to ``seller``),
      ``CallKing`` (all passed: the dealer calls a King, or a Queen), ``PlayToTrick``; ``null``
      once the match is over. Nothing is queued: a Tarocchi position has no ``todo``.
    * ``hands``: every card each seat holds, in display order; ``shown``: those of them known to
      everyone (cards bought, the called King), in the order they became public.
    * ``bids``: (seat, ``"two"``, ``"one"``, ``"solo"`` or ``"pass"``) in order; ``contract``:
      the highest bid, ``"king"`` (all passed, the dealer with the called card's ``partner``) or
      ``"alone"``.
    * ``called``: the cards named; ``bought``: each card bought and the seat it came from;
      ``owed``: the sellers still waiting for a card back after the stage's ``seller``;
      ``given``: (seller, card) given back so far; ``scart_known``: named cards that lay in the
      scart.
    * ``trick``: the cards played to the trick in progress, in order from the ``leader``, going
      right (seat ``i`` → ``i − 1``); ``tricks_won``: tricks taken per seat (the scart counts
      one more for the dealer when the deal is counted); ``won``: the trick piles.
    * ``voids``: per seat, the suit codes it showed void in (``"M"``: no trump either);
      ``fool_debt``: ``[the Fool's player, the seat owed an empty card]`` or ``null``.
    * ``scores``: match totals before this deal; ``results``: each finished deal's score
      changes.

    An example: five players, the second deal of a five-deal match (seat 1 dealt and lost the
    first deal alone, paying 34 to each of the others). Seat 1 laid the 9 of Cups, the 8 of
    Coins and the 7 of Swords in the scart; seat 0 passed, seat 4 bid Two Cards, the others
    passed; seat 4 named the XX and the X, bought them from seats 0 and 1 (face up: they end its
    hand and ``shown`` lists them) and must now give a card back to seat 0, then one to seat 1
    (``owed``); then it leads the first trick::

        {
         "players": 5, "dealer": 1, "deal_no": 2, "deals": 5, "seed": 119,
         "hands": [
          "2S 6S AW PW NW QW 10C QC 2P 9P M5 M12 M14 M17",
          "4S 10S PS KS 5W 8W 5C PC KC 3P M8 M15 M18 M19",
          "8S 9S NS 3W 4W 6W KW 7C 4P 5P 6P 7P KP M4 M13",
          "3S QS 10W AC 2C 4C 6C AP 10P PP M0 M2 M9 M16 M21",
          "AS 5S 2W 7W 9W 3C 8C NC NP QP M1 M3 M6 M7 M10 M11 M20"
         ],
         "shown": ["", "", "", "", "M20 M10"],
         "scart": "9C 8P 7S",
         "stage": {"stage": "GiveBack", "actor": 4, "seller": 0},
         "scores": [34, -136, 34, 34, 34], "results": [[34, -136, 34, 34, 34]],
         "bids": [[0, "pass"], [4, "two"], [3, "pass"], [2, "pass"], [1, "pass"]],
         "declarer": 4, "contract": "two", "partner": null,
         "called": "M20 M10", "bought": [["M20", 0], ["M10", 1]], "owed": [1], "given": [],
         "scart_known": "",
         "won": ["", "", "", "", ""], "tricks_won": [0, 0, 0, 0, 0],
         "leader": null, "trick_no": 0, "trick": "", "last_trick": null,
         "voids": ["", "", "", "", ""], "fool_debt": null, "winners": []
        }
    """

    players: Annotated[int, Players("Tarocchi", NUM_PLAYERS, NUM_PLAYERS),
                       Held(attr="num_players")]
    dealer: Annotated[int, SeatNo]
    deal_no: int
    hands: Annotated[list[Pile], PerSeat, Held(sort=display_order)]
    scart: Pile
    stage: Annotated[TarocchiStage | None, Fields(actor=SeatNo)]
    deals: int = 5
    seed: int = 0
    shown: Annotated[list[Pile], PerSeat] | None = None
    won: Annotated[list[Pile], PerSeat] | None = None
    tricks_won: Annotated[list[int], PerSeat] | None = None
    scores: Annotated[list[int], PerSeat] | None = None
    results: list[tuple[int, ...]] = []
    bids: list[tuple[Annotated[int, SeatNo], Annotated[str, OneOf("pass", *BIDS)]]] = []
    declarer: Annotated[int, SeatNo] | None = None
    contract: Annotated[str, OneOf(*CONTRACTS)] | None = None
    partner: Annotated[int, SeatNo] | None = None
    called: Pile = Pile()
    bought: list[tuple[Card, int]] = []
    owed: list[Annotated[int, SeatNo]] = []
    given: list[tuple[int, Card]] = []
    scart_known: Pile = Pile()
    leader: Annotated[int, SeatNo] | None = None
    trick_no: int = 0
    trick: Annotated[Pile, Apart] = Pile()
    last_trick: tuple[int, Pile] | None = None
    voids: Annotated[list[str], PerSeat, Held(read=_void_sets, write=_void_words)] | None = None
    fool_debt: tuple[int, int] | None = None
    winners: Annotated[list[int], AsTuple] = []

    def validate(self) -> None:
        """The rules between fields (:func:`~..position.validate` calls it after checking the
        fields' markers). Raises :class:`~..position.PositionError` naming the field."""
        check(all(len(h) <= HAND_TRICKS + DEALER_EXTRA for h in self.hands), "hands",
              f"a hand holds at most {HAND_TRICKS + DEALER_EXTRA} cards")
        check(len(self.trick) < self.players, "trick",
              f"a trick of {self.players} players holds fewer cards")
        check(not self.trick or self.leader is not None, "leader", "a trick has a leader")
        check(all(set(s) <= set(h) for s, h in zip(self.shown or (), self.hands)), "shown",
              "the public cards of a hand are in that hand")
        check(all(c in _SUIT_CODES for v in self.voids or () for c in v), "voids",
              f"suit letters ({' '.join(_SUIT_CODES)})")


class TarocchiState(StagedState, State):
    """A Tarocchi match in progress. See the package docstring for the rules and their sources.

    ``stage`` is the decision being made (:mod:`.stages`: :class:`~.stages.Scart`,
    :class:`~.stages.Bidding`, :class:`~.stages.CallForCard`, :class:`~.stages.GiveBack`,
    :class:`~.stages.CallKing`, :class:`~.stages.PlayToTrick`), ``None`` once the match is
    over; nothing is ever queued in ``todo``.
    """

    game_name = "tarocchi"

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal_first: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.deals: int = int(self.options["deals"])
        self.scores = [0] * n
        self.results: list[tuple[int, ...]] = []       # each finished deal's score changes
        self.deal_no = 0
        self.dealer = 0
        self.winners: tuple[int, ...] = ()
        self.new_deal()
        if deal_first:
            self.dealer = self.rng.randrange(n)
            events: list[Event] = []
            self.stage = deal(self, events)
            self.opening_events = events

    def new_deal(self) -> None:
        """Empty every zone and counter of a deal (the match's stay)."""
        n = self.num_players
        self.hands: list[list[Card]] = [[] for _ in range(n)]    # each in display order
        self.shown: list[list[Card]] = [[] for _ in range(n)]    # public cards in each hand
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_won = [0] * n
        self.scart: list[Card] = []
        self.scart_known: list[Card] = []       # named but not bought: public, in the scart
        self.bids: list[tuple[int, str]] = []   # (seat, bid or "pass")
        self.declarer: int | None = None
        self.contract: str | None = None        # a bid, "king" (dealer and partner), "alone"
        self.partner: int | None = None
        self.called: list[Card] = []            # cards named (to buy, or the King/Queen)
        self.bought: list[tuple[Card, int]] = []    # (card, seller) bought this deal
        self.owed: list[int] = []               # sellers owed a card after the stage's one
        self.given: list[tuple[int, Card]] = []     # (seller, card) given back by the declarer
        self.trick: list[tuple[int, Card]] = []
        self.leader: int | None = None
        self.trick_no = 0
        self.last_trick: tuple[int, tuple[Card, ...]] | None = None
        self.voids: list[set[Suit]] = [set() for _ in range(n)]
        self.fool_debt: tuple[int, int] | None = None      # (debtor, creditor)

    def apply(self, action: Action) -> list[Event]:
        """:meth:`~..stages.StagedState.apply` for Tarocchi, whose stages always return the next
        one (``None`` when the match is over) and which queues no step: log the action and hand
        it to the stage. Returns the events (none when quiet)."""
        self.history.append(action)
        events: list[Event] = []
        self.stage = self.stage.apply(self, action, events)
        return events

    # -- hands ------------------------------------------------------------------------------
    def take(self, seat: int, card: Card) -> None:
        """Take ``card`` out of ``seat``'s hand (found by :func:`~.stages.find`). Raises
        ``ValueError`` when it holds no such card."""
        hand = self.hands[seat]
        i = bisect_left(hand, card._key, key=display_order)
        if i < len(hand) and hand[i] is card:
            del hand[i]
        else:  # a hand out of order
            hand.remove(card)
        shown = self.shown[seat]
        if shown and card in shown:
            shown.remove(card)

    def add(self, seat: int, card: Card, public: bool = False) -> None:
        """Put ``card`` in ``seat``'s hand, in display order; ``public``: known to everyone."""
        insort(self.hands[seat], card, key=display_order)
        if public:
            self.shown[seat].append(card)

    def holder(self, card: Card) -> int | None:
        """The seat whose hand holds ``card``, or ``None``."""
        for s in range(self.num_players):
            if find(self.hands[s], card) >= 0:
                return s
        return None

    def hand_zone(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s hand as a zone: its private cards sorted, then its public cards (so that
        a card's place in a hidden hand tells nothing)."""
        shown = self.shown[seat]
        if not shown:
            return tuple(self.hands[seat])
        return tuple(c for c in self.hands[seat] if c not in shown) + tuple(shown)

    # -- facts ------------------------------------------------------------------------------
    def led_suit(self) -> Suit | None:
        """The suit of the first card of the trick that is not the Fool (``None``: none yet),
        as :func:`..tricks.led_suit` with the Fool the excuse, on the hot path of search."""
        for _, card in self.trick:
            if card is not FOOL:
                return card.suit
        return None

    def high_bid(self) -> str | None:
        """The highest bid made so far (the first of equals), ``None`` when all passed."""
        high, top = None, -1
        for _, bid in self.bids:
            if bid != "pass" and BIDS.index(bid) > top:
                high, top = bid, BIDS.index(bid)
        return high

    def side_of(self, seat: int) -> frozenset[int]:
        """The seats on ``seat``'s side (once the contract is known)."""
        team = {s for s in (self.declarer, self.partner) if s is not None}
        if seat in team:
            return frozenset(team)
        return frozenset(s for s in range(self.num_players) if s not in team)

    def deal_points(self) -> list[int]:
        """Each seat's card points so far in this deal: its trick pile, one per trick, and the
        scart (its cards and one trick) for the dealer."""
        points = self._trick_points()
        value = POINTS
        points[self.dealer] += sum([value[c._key] for c in self.scart]) + 1
        return points

    def _trick_points(self) -> list[int]:
        value = POINTS
        return [sum([value[c._key] for c in pile]) + t
                for pile, t in zip(self.won, self.tricks_won)]

    # -- views ------------------------------------------------------------------------------
    def observation(self, player: int) -> TarocchiView:
        n = self.num_players
        zones: dict[str, tuple[Card | None, ...]] = {"trick": tuple(c for _, c in self.trick)}
        for seat in range(n):
            hand = self.hand_zone(seat)
            if seat != player:
                shown = self.shown[seat]
                hand = tuple(c if c in shown else None for c in hand)
            zones[f"hand:{seat}"] = hand
            zones[f"won:{seat}"] = tuple(self.won[seat])
        if player == self.dealer:
            zones["scart"] = tuple(self.scart)
        else:
            zones["scart"] = tuple(c if c is PAGAT else None for c in self.scart)
        turn = self.current_player()
        legal = tuple(self.legal_actions()) if player == turn else ()
        return TarocchiView(
            "tarocchi", player, n, turn, zones, legal=legal, stage=self.stage,
            dealer=self.dealer, deal_no=self.deal_no, deals=self.deals,
            scores=tuple(self.scores), results=tuple(self.results), bids=tuple(self.bids),
            declarer=self.declarer, contract=self.contract, partner=self.partner,
            called=tuple(self.called), bought=tuple(self.bought), owed=tuple(self.owed),
            scart_known=tuple(self.scart_known),
            given=tuple(self.given) if player == self.declarer else (),
            leader=self.leader, trick_no=self.trick_no,
            trick_seats=tuple(s for s, _ in self.trick), last_trick=self.last_trick,
            tricks_won=tuple(self.tricks_won), trick_points=tuple(self._trick_points()),
            voids=tuple(tuple(sorted(v, key=_SUITS.index)) for v in self.voids),
            fool_debt=self.fool_debt, winners=self.winners)

    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones = {"trick": tuple(c for _, c in self.trick), "scart": tuple(self.scart)}
        for seat in range(self.num_players):
            zones[f"hand:{seat}"] = self.hand_zone(seat)
            zones[f"won:{seat}"] = tuple(self.won[seat])
        return zones

    def summary(self) -> dict[str, Any]:
        if self.stage is None:
            progress = f"Finished after {self.deal_no} deal{'s' * (self.deal_no > 1)}"
        else:
            progress = f"Deal {self.deal_no} of {self.deals} · trick {self.trick_no + 1}"
        return {"progress": progress, "scores": list(self.scores),
                "finished": self.stage is None}

    def clone(self) -> "TarocchiState":
        other = self._copy_base()
        for name in ("scores", "results", "tricks_won", "scart", "scart_known", "bids", "called",
                     "bought", "owed", "given", "trick", "todo"):
            setattr(other, name, list(getattr(self, name)))
        other.hands = list(map(list, self.hands))     # map: no comprehension's closure call
        other.shown = list(map(list, self.shown))
        other.won = list(map(list, self.won))
        other.voids = list(map(set, self.voids))
        other.opening_events = ()
        return other

    # -- positions --------------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        return written(self, TarocchiPosition, trick=Pile(c for _, c in self.trick))

    @classmethod
    def from_position(cls, doc: Any) -> "TarocchiState":
        """The state of a Tarocchi position. Raises :class:`~..position.PositionError` naming
        the field that is wrong."""
        pos = decode(doc, TarocchiPosition)
        state = cls(pos.players, pos.seed, {"deals": pos.deals}, deal_first=False)
        fill(state, pos)
        state.trick = [((pos.leader - k) % pos.players, card) for k, card in enumerate(pos.trick)]
        check_deck(state.zones(), DECK)
        return state


_SUITS = list(Suit)
#: The letters of the suits, as a position's ``voids`` write them.
_SUIT_CODES = tuple(s.value for s in Suit)
