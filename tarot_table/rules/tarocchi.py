"""Tarocchi (Queen of Tarot, after Philebus): five players, a scart, bids to buy cards, the Fool
as excuse, 68 card points.

Sources: ``shared/seeds/004_4a9dbc4b24b02a7b.txt`` (the seed) and ``shared/rules/tarocchi.md``
(our notes). Each rule below names where it comes from.

* Players (seed title; notes "Table"): exactly five. Deal, bidding and play move to the
  **right**: seat ``i`` → ``i − 1``. The first dealer is drawn at random from the seed.
* Deal (seed ¶"First Dealer"; notes "Table"): 15 cards to each player in three packets of five,
  starting at the dealer's right, the dealer taking the last three cards as well (18).
* Ranks (seed "irrational ranking"; notes "Ranks"): trumps XXI high … I (the Pagat) low; the Fool
  is no trump. Swords and Batons: K Q C V 10 … 2 Ace; Cups and Coins: K Q C V Ace 2 … 10.
* The scart (seed ¶"Dealer must then discard"; notes "The scart"): before bidding the dealer lays
  three cards aside face down; no King, no XXI, no Fool; the Pagat only when nothing else may go,
  and then face up, shown to all. The scart counts as one trick in the dealer's pile.
* Bidding (seed ¶"There is a short round"; notes "Bidding"): one round from the dealer's right,
  ending with the dealer; each passes or bids higher: Two Cards < One Card < Solo. The highest
  bidder is the declarer, alone against four.
* Buying (seed; notes): Two Cards / One Card — the declarer names that many cards it does not hold
  (one action per card); each named card held by another player passes to the declarer face up
  (public: every view shows it in the declarer's hand); then the declarer gives back, for each
  bought card, a card of its choice face down to the seller (not a card just bought). A named card
  that lies in the scart is not bought, which tells everyone it is in the scart. Solo: no exchange.
* All pass (seed; notes): the dealer calls a King it does not hold (a Queen if it holds all four
  Kings); the holder declares itself at once (the called card is then known to lie in its hand)
  and partners the dealer against the other three. With all four Kings and all four Queens the
  dealer plays alone.
* Play (seed ¶"Declarer leads"; notes "Tricks"): the declarer (the dealer when all passed) leads;
  follow suit; else play a trump; else anything. The highest trump wins, else the highest card of
  the suit led. The winner leads the next trick.
* The Fool (seed ¶"The Fool may be played"; notes): may be played to any trick instead of the card
  owed; it never wins and does not set the suit (a Fool led lets the next card set it). Its player
  takes it into their own trick pile and gives the trick's winner an empty card (worth no card
  points) from their trick pile — at once if they have one, else as soon as they take one. No
  exchange when the winner is on the Fool's side.
* Counting (seed ¶"The card points"; notes "Counting"): the Fool, the Pagat and the XXI 4 each,
  Kings 4, Queens 3, Cavaliers 2, Valets 1, plus one point per trick, the scart counting as one
  trick for the dealer: 68 in all. A side with more than 34 wins; each of its players receives
  (its points − 34) from each player of the other side. 34–34 scores nothing.
* Match (notes "Counting"): five deals, so each player deals once (option: 10 or 15, or a single
  deal); the highest total wins, tied totals share the win. A score table shows each deal.

Decisions where the texts are silent:

* Hands hold their cards sorted, except that cards known to everyone (bought cards, the called
  King) sit at the end of the hand, so that a card's place in a hidden hand tells nothing.
* With 18 cards the dealer always has three cards that may go to the scart without the Pagat, so
  the Pagat rule never applies in a real deal; it is implemented and tested on a constructed hand.
* The declarer may name any card it does not hold, including (for the dealer) a card it laid in
  the scart; the naming is one action per card; two named cards may belong to the same seller.
  The cards given back go to the sellers in the order the cards were named. The give-back is
  restricted only in that no card bought in this exchange may be given back.
* The dealer's King (or Queen) call may not name a card it laid in the scart; if no Queen is left
  to call (all four Kings held and the missing Queens in the scart) it plays alone.
* The Fool's exchange is automatic: the empty card given is the first one taken in its player's
  pile (which one makes no difference to the count). The scart does not supply empty cards. A
  debt still unpaid at the end of the deal lapses: the Fool stays with its player.
* The Fool is worth its 4 points to its player's side; its trick still counts one point to the
  trick's winner (tricks are counted, not cards).
* Trick piles are public (every card was played face up); the scart is shown only to the dealer
  (and the Pagat to all when it lies there).
* A new deal starts at once after a deal ends; the table pauses on the score table.
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from ..cards import KING, KNIGHT, PAGE, QUEEN, Card, Suit, full_deck
from . import tricks
from .base import (Action, Event, Game, GameSpec, OptionSpec, PlayerView, State,
                   TERMINAL)

NUM_PLAYERS = 5
PACKET = 5
PACKETS = 3
DEALER_EXTRA = 3
SCART_SIZE = 3
TOTAL_POINTS = 68
HALF = TOTAL_POINTS // 2
DEFAULT_DEALS = 5

FOOL = Card(Suit.MAJOR, 0)
PAGAT = Card(Suit.MAJOR, 1)
WORLD = Card(Suit.MAJOR, 21)
HONOURS = (FOOL, PAGAT, WORLD)
KINGS = tuple(Card(s, KING) for s in (Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS))
QUEENS = tuple(Card(s, QUEEN) for s in (Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS))

#: Bids from low to high (seed: Two Cards, One Card, Solo) and how many cards each buys.
BIDS = ("two", "one", "solo")
BID_NAMES = {"two": "Two Cards", "one": "One Card", "solo": "Solo"}
BUYS = {"two": 2, "one": 1, "solo": 0}

_DECK = tuple(full_deck())
_ORDER = {card: i for i, card in enumerate(sorted(_DECK))}
_display_order = _ORDER.__getitem__
_COURT_POINTS = {KING: 4, QUEEN: 3, KNIGHT: 2, PAGE: 1}


def card_points(card: Card) -> int:
    """Card points (seed ¶"Honours"): the Fool, Pagat and XXI 4; King 4, Queen 3, Cavalier 2,
    Valet 1; every other card 0 (an "empty" card).

    >>> sum(card_points(c) for c in full_deck()) + 15 + 1     # 15 tricks and the scart
    68
    """
    if card.is_major:
        return 4 if card in HONOURS else 0
    return _COURT_POINTS.get(card.rank, 0)


def is_trump(card: Card) -> bool:
    """The trumps are the majors I–XXI; the Fool is not a trump."""
    return card.is_major and card.rank > 0


def is_fool(card: Card) -> bool:
    return card == FOOL


def rank_key(card: Card) -> int:
    """Strength of a card within its suit, higher wins (the "irrational ranking"): trumps by
    number; courts K > Q > C > V above the pips; Swords and Batons 10 high … Ace low, Cups and
    Coins Ace high … 10 low.

    >>> from ..cards import parse_card
    >>> rank_key(parse_card("AC")) > rank_key(parse_card("10C")), rank_key(parse_card("AS")) > rank_key(parse_card("10S"))
    (True, False)
    """
    if card.is_major or card.rank >= PAGE:
        return card.rank
    if card.suit in (Suit.CUPS, Suit.COINS):
        return 11 - card.rank
    return card.rank


def is_empty(card: Card) -> bool:
    return card_points(card) == 0


def right_of(seat: int) -> int:
    """The next seat in play order (to the right)."""
    return (seat - 1) % NUM_PLAYERS


_ACTIONS: dict[tuple[str, Card], Action] = {}


def _card_action(kind: str, card: Card) -> Action:
    key = (kind, card)
    action = _ACTIONS.get(key)
    if action is None:
        action = _ACTIONS[key] = Action(kind, (card,))
    return action


#: The play action of each card, indexed by the card's ``_key`` (no hashing in the hot path).
_PLAY: list[Action | None] = [None] * (max(c._key for c in _DECK) + 1)
for _card in _DECK:
    _PLAY[_card._key] = _card_action("play", _card)
del _card


def play_action(card: Card) -> Action:
    """The action of playing ``card`` to the trick."""
    return _PLAY[card._key]


PASS = Action("pass")
BID_ACTIONS = {bid: Action("bid", target=bid) for bid in BIDS}


def describe_action(action: Action, tradition: str = "english") -> str:
    """A short readable label of a Tarocchi action, for buttons and logs."""
    card = action.cards[0].name(tradition) if action.cards else ""
    if action.kind == "pass":
        return "Pass"
    if action.kind == "bid":
        return f"Bid {BID_NAMES.get(str(action.target), action.target)}"
    if action.kind == "scart":
        return f"Lay the {card} in the scart"
    if action.kind == "call":
        return f"Call the {card}"
    if action.kind == "give":
        return f"Give back the {card}"
    if action.kind == "play":
        return f"Play the {card}"
    return str(action)


class TarocchiState(State):
    """A Tarocchi match in progress. See the module docstring for the rules and their sources.

    ``phase`` is ``"scart"`` (the dealer lays three cards aside), ``"bid"``, ``"call"`` (the
    declarer names cards to buy), ``"give"`` (the declarer gives cards back), ``"king"`` (the
    dealer calls a King or Queen), ``"play"``, or ``"over"``.
    """

    game_name = "tarocchi"

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.deals: int = int(self.options["deals"])
        self.scores = [0] * n
        self.results: list[tuple[int, ...]] = []       # each finished deal's score changes
        self.deal_no = 0
        self.dealer = 0
        self.winners: tuple[int, ...] = ()
        self._reset_deal()
        self.opening_events: list[Event] = []
        if deal:
            self.dealer = self.rng.randrange(n)
            self.opening_events = self._deal()

    def _reset_deal(self) -> None:
        n = self.num_players
        self.phase = "scart"
        self.turn: int | None = None
        self.hands: list[list[Card]] = [[] for _ in range(n)]    # sorted by display order
        self.shown: list[list[Card]] = [[] for _ in range(n)]    # public cards in each hand
        self.won: list[list[Card]] = [[] for _ in range(n)]
        self.tricks_won = [0] * n
        self.scart: list[Card] = []
        self.pagat_shown = False
        self.scart_known: list[Card] = []       # named but not bought: public, in the scart
        self.bids: list[tuple[int, str]] = []   # (seat, bid or "pass")
        self.declarer: int | None = None
        self.contract: str | None = None        # a bid, "king" (dealer and partner), "alone"
        self.partner: int | None = None
        self.called: list[Card] = []            # cards named (to buy, or the King/Queen)
        self.bought: list[tuple[Card, int]] = []    # (card, seller) bought this deal
        self.pending: list[int] = []            # sellers still owed a card, in order
        self.given: list[tuple[int, Card]] = []     # (seller, card) given back by the declarer
        self.trick: list[tuple[int, Card]] = []
        self.leader: int | None = None
        self.trick_no = 0
        self.last_trick: tuple[int, tuple[Card, ...]] | None = None
        self.voids: list[set[Suit]] = [set() for _ in range(n)]
        self.fool_debt: tuple[int, int] | None = None      # (debtor, creditor)

    # -- dealing ----------------------------------------------------------------------------
    def _deal(self) -> list[Event]:
        n = self.num_players
        self._reset_deal()
        self.deal_no += 1
        events = [Event("shuffle", text=f"Deal {self.deal_no}: {{{self.dealer}}} deals.",
                        player=self.dealer, data={"hand": self.deal_no})]
        deck = self.shuffled(_DECK)
        deck.reverse()
        order = []
        seat = self.dealer
        for _ in range(n):
            seat = right_of(seat)
            order.append(seat)          # the dealer's right first, the dealer last
        for _ in range(PACKETS):
            for seat in order:
                for _ in range(PACKET):
                    events.append(self._deal_card(deck.pop(), seat))
        for _ in range(DEALER_EXTRA):
            events.append(self._deal_card(deck.pop(), self.dealer))
        for hand in self.hands:
            hand.sort(key=_display_order)
        self.phase, self.turn = "scart", self.dealer
        return events

    def _deal_card(self, card: Card, seat: int) -> Event:
        self.hands[seat].append(card)
        return Event("move", card, "deck", f"hand:{seat}", face_up=False, player=seat,
                     visible=frozenset((seat,)))

    # -- hands ------------------------------------------------------------------------------
    def _take(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        if card in self.shown[seat]:
            self.shown[seat].remove(card)

    def _add(self, seat: int, card: Card, public: bool = False) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort(key=_display_order)
        if public:
            self.shown[seat].append(card)

    def hand_zone(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s hand as a zone: its private cards sorted, then its public cards."""
        shown = self.shown[seat]
        if not shown:
            return tuple(self.hands[seat])
        return tuple(c for c in self.hands[seat] if c not in shown) + tuple(shown)

    def side_of(self, seat: int) -> frozenset[int]:
        """The seats on ``seat``'s side (once the contract is known)."""
        team = {s for s in (self.declarer, self.partner) if s is not None}
        if seat in team:
            return frozenset(team)
        return frozenset(s for s in range(self.num_players) if s not in team)

    # -- protocol ---------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return self.turn

    def led_suit(self) -> Suit | None:
        return tricks.led_suit((c for _, c in self.trick), is_fool)

    def high_bid(self) -> str | None:
        made = [b for _, b in self.bids if b != "pass"]
        return max(made, key=BIDS.index) if made else None

    def legal_actions(self) -> list[Action]:
        seat = self.turn
        if seat is None:
            return []
        hand = self.hands[seat]
        phase = self.phase
        if phase == "play":
            play = _PLAY
            return [play[c._key] for c in tricks.playable(hand, self.led_suit(), is_trump,
                                                            is_fool)]
        if phase == "scart":
            return [_card_action("scart", c) for c in scart_choices(hand)]
        if phase == "bid":
            high = self.high_bid()
            start = BIDS.index(high) + 1 if high else 0
            return [PASS] + [BID_ACTIONS[b] for b in BIDS[start:]]
        if phase == "call":
            return [_card_action("call", c) for c in _DECK
                    if c not in hand and c not in self.called]
        if phase == "king":
            return [_card_action("call", c) for c in self.king_choices()]
        if phase == "give":
            target = self.pending[0]
            bought = {c for c, _ in self.bought}
            return [Action("give", (c,), target) for c in hand if c not in bought]
        return []

    def king_choices(self) -> list[Card]:
        """What the dealer may call when all passed: a King it does not hold; with all four, a
        Queen it does not hold and did not lay in the scart; with all Kings and Queens, none."""
        hand = self.hands[self.dealer]
        kings = [k for k in KINGS if k not in hand]
        if kings:
            return sorted(kings, key=_display_order)
        return sorted((q for q in QUEENS if q not in hand and q not in self.scart),
                      key=_display_order)

    def explain_illegal(self, action: Action) -> str:
        seat = self.turn
        if seat is None:
            return "The game is over."
        hand = self.hands[seat]
        phase = self.phase
        card = action.cards[0] if len(action.cards) == 1 else None
        wanted = {"play": "play", "scart": "scart", "bid": "bid", "call": "call", "king": "call",
                  "give": "give"}[phase]
        if phase == "bid" and action.kind == "pass":
            wanted = "pass"
        if action.kind != wanted:
            return {
                "play": "Now play a card to the trick.",
                "scart": "The dealer must first lay three cards in the scart.",
                "bid": "Now bid or pass.",
                "call": "Name a card to buy.",
                "king": "Call a King (or a Queen) for a partner.",
                "give": "Give back a card for the card you bought.",
            }[phase]
        if phase == "bid":
            if action.cards:
                return "A bid or a pass names no card."
            if action.kind == "pass":
                return "Pass without naming a bid."
            high = self.high_bid()
            if action.target in BID_NAMES and high:
                return f"You must bid higher than {BID_NAMES[high]} or pass."
            return "Bid Two Cards, One Card or Solo, or pass."
        if card is None:
            return "Choose exactly one card."
        if action.target is not None and phase != "give":
            return {"play": "Play the card to the trick without a target.",
                    "scart": "Lay the card in the scart without a target.",
                    "call": "Name the card to buy without a target.",
                    "king": "Call the card without a target."}[phase]
        if phase == "call":
            if card in hand:
                return f"You hold the {card.name()} already: name a card you do not hold."
            return f"You have named the {card.name()} already."
        if phase == "king":
            if card in hand:
                return f"You hold the {card.name()}: call a card you do not hold."
            if card in self.scart:
                return f"The {card.name()} is in your scart: call another."
            if not all(k in hand for k in KINGS):
                return "Call a King you do not hold."
            return "You hold all four Kings: call a Queen you do not hold."
        if card not in hand:
            return f"You do not hold the {card.name()}."
        if phase == "scart":
            if card.rank == KING and not card.is_major:
                return "No King may be laid in the scart."
            if card == WORLD:
                return "The XXI may not be laid in the scart."
            if card == FOOL:
                return "The Fool may not be laid in the scart."
            if card == PAGAT:
                return "The Pagat may go to the scart only when no other card may."
        if phase == "give":
            if action.target != self.pending[0]:
                return f"The card goes back to {{{self.pending[0]}}}."
            return f"You may not give back the {card.name()}, which you have just bought."
        if phase == "play":
            return tricks.must_follow_message(hand, self.led_suit(), is_trump, is_fool)
        return f"{action} is not a legal move now."

    # -- moves ------------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        return getattr(self, "_on_" + self.phase)(action)

    def _on_scart(self, action: Action) -> list[Event]:
        seat = self.turn
        card = action.cards[0]
        self._take(seat, card)
        self.scart.append(card)
        if card == PAGAT:
            self.pagat_shown = True
            event = Event("move", card, f"hand:{seat}", "scart", face_up=True, player=seat,
                          text=f"{{{seat}}} lays the Pagat in the scart and shows it.")
        else:
            event = Event("move", card, f"hand:{seat}", "scart", face_up=False, player=seat,
                          visible=frozenset((seat,)))
        events = [event]
        if len(self.scart) == SCART_SIZE:
            self.phase, self.turn = "bid", right_of(self.dealer)
        return events

    def _on_bid(self, action: Action) -> list[Event]:
        seat = self.turn
        bid = "pass" if action.kind == "pass" else str(action.target)
        self.bids.append((seat, bid))
        said = "passes" if bid == "pass" else f"bids {BID_NAMES[bid]}"
        events = [Event("bid", player=seat, text=f"{{{seat}}} {said}.", data={"bid": bid})]
        if seat != self.dealer:
            self.turn = right_of(seat)
            return events
        high = self.high_bid()
        if high is None:
            return events + self._all_passed()
        self.declarer = next(s for s, b in reversed(self.bids) if b == high)
        self.contract = high
        events.append(Event("message", player=self.declarer,
                            text=f"{{{self.declarer}}} plays {BID_NAMES[high]} alone.",
                            data={"contract": high, "declarer": self.declarer}))
        if BUYS[high]:
            self.phase, self.turn = "call", self.declarer
            return events
        return events + self._start_play()

    def _all_passed(self) -> list[Event]:
        self.declarer = self.dealer
        if self.king_choices():
            self.contract, self.phase, self.turn = "king", "king", self.dealer
            return []
        self.contract = "alone"
        return [Event("message", player=self.dealer,
                      text=f"All passed; {{{self.dealer}}} holds every King and Queen and "
                           "plays alone.", data={"contract": "alone"})] + self._start_play()

    def _on_king(self, action: Action) -> list[Event]:
        card = action.cards[0]
        self.called.append(card)
        holder = next(s for s in range(self.num_players) if card in self.hands[s])
        self.partner = holder
        self.shown[holder].append(card)
        events = [Event("message", player=self.dealer,
                        text=f"All passed: {{{self.dealer}}} calls the {card.name()}.",
                        data={"called": str(card)}),
                  Event("reveal", card, f"hand:{holder}", f"hand:{holder}", player=holder,
                        text=f"{{{holder}}} holds the {card.name()} and partners "
                             f"{{{self.dealer}}}.")]
        return events + self._start_play()

    def _on_call(self, action: Action) -> list[Event]:
        seat = self.turn
        card = action.cards[0]
        self.called.append(card)
        events = [Event("message", player=seat, text=f"{{{seat}}} names the {card.name()}.",
                        data={"called": str(card)})]
        if len(self.called) < BUYS[self.contract]:
            return events
        for card in self.called:
            seller = next((s for s in range(self.num_players) if card in self.hands[s]), None)
            if seller is None:
                self.scart_known.append(card)
                events.append(Event("message", text=f"Nobody holds the {card.name()}: it lies "
                                                    "in the scart and is not bought."))
                continue
            self._take(seller, card)
            self._add(seat, card, public=True)
            self.bought.append((card, seller))
            self.pending.append(seller)
            events.append(Event("move", card, f"hand:{seller}", f"hand:{seat}", face_up=True,
                                player=seller,
                                text=f"{{{seller}}} passes the {card.name()} to {{{seat}}}."))
        if self.pending:
            self.phase = "give"
            return events
        return events + self._start_play()

    def _on_give(self, action: Action) -> list[Event]:
        seat = self.turn
        card = action.cards[0]
        seller = self.pending.pop(0)
        self._take(seat, card)
        self._add(seller, card)
        self.given.append((seller, card))
        events = [Event("move", card, f"hand:{seat}", f"hand:{seller}", face_up=False,
                        player=seat, visible=frozenset((seat, seller)),
                        text=f"{{{seat}}} gives a card back to {{{seller}}}.")]
        if self.pending:
            return events
        return events + self._start_play()

    def _start_play(self) -> list[Event]:
        self.phase = "play"
        self.leader = self.turn = self.declarer
        return []

    def _on_play(self, action: Action) -> list[Event]:
        seat = self.turn
        card = action.cards[0]
        led = self.led_suit()
        self._take(seat, card)
        if led is not None and card != FOOL and card.suit is not led:
            self.voids[seat].add(led)
            if not is_trump(card):
                self.voids[seat].add(Suit.MAJOR)
        self.trick.append((seat, card))
        events = [] if self.quiet else [Event("move", card, f"hand:{seat}", "trick", player=seat,
                                              text=f"{{{seat}}} plays the {card.name()}.")]
        if len(self.trick) < self.num_players:
            self.turn = right_of(seat)
            return events
        return events + self._finish_trick()

    def _finish_trick(self) -> list[Event]:
        winner = tricks.trick_winner(self.trick, rank_key, is_trump, is_fool)
        cards = tuple(c for _, c in self.trick)
        self.tricks_won[winner] += 1
        self.trick_no += 1
        self.last_trick = (winner, cards)
        points = sum(card_points(c) for c in cards if c != FOOL) + 1
        quiet = self.quiet
        events = [] if quiet else [Event("trick", player=winner,
                                         data={"points": points, "cards": cards},
                                         text=f"{{{winner}}} takes the trick.")]
        fool_seat = next((s for s, c in self.trick if c == FOOL), None)
        for seat, card in self.trick:
            owner = fool_seat if card == FOOL else winner
            self.won[owner].append(card)
            if not quiet:   # the Fool flies back face up: the excuse is seen to be made
                events.append(Event("move", card, "trick", f"won:{owner}",
                                    face_up=card == FOOL, player=owner))
        self.trick = []
        if fool_seat is not None:
            events += self._fool_exchange(fool_seat, winner)
        if self.fool_debt is not None and self.fool_debt[0] == winner:
            events += self._pay_fool_debt()
        if self.trick_no == HAND_TRICKS:
            return events + self._finish_deal()
        self.leader = self.turn = winner
        return events

    def _fool_exchange(self, fool_seat: int, winner: int) -> list[Event]:
        if winner in self.side_of(fool_seat):
            return [Event("message", player=fool_seat,
                          text=f"The Fool goes back to {{{fool_seat}}}; no exchange within a "
                               "side.")]
        self.fool_debt = (fool_seat, winner)
        events = self._pay_fool_debt()
        if not events:
            events = [Event("message", player=fool_seat,
                            text=f"{{{fool_seat}}} keeps the Fool and owes {{{winner}}} an "
                                 "empty card.")]
        return events

    def _pay_fool_debt(self) -> list[Event]:
        debtor, creditor = self.fool_debt
        empty = next((c for c in self.won[debtor] if is_empty(c)), None)
        if empty is None:
            return []
        self.won[debtor].remove(empty)
        self.won[creditor].append(empty)
        self.fool_debt = None
        return [Event("move", empty, f"won:{debtor}", f"won:{creditor}", face_up=True,
                      player=debtor,
                      text=f"{{{debtor}}} gives {{{creditor}}} the {empty.name()} for the Fool.")]

    def deal_points(self) -> list[int]:
        """Each seat's card points so far in this deal: its trick pile, one per trick, and the
        scart (its cards and one trick) for the dealer."""
        points = [sum(card_points(c) for c in pile) + t
                  for pile, t in zip(self.won, self.tricks_won)]
        points[self.dealer] += sum(card_points(c) for c in self.scart) + 1
        return points

    def _finish_deal(self) -> list[Event]:
        n = self.num_players
        points = self.deal_points()
        team = self.side_of(self.declarer)
        ours = sum(points[s] for s in team)
        theirs = TOTAL_POINTS - ours
        delta = settle(team, ours, n)
        self.fool_debt = None
        for s in range(n):
            self.scores[s] += delta[s]
        self.results.append(tuple(delta))
        events = [Event("hand_end", data={
            "hand": self.deal_no, "hand_points": tuple(delta), "card_points": tuple(points),
            "declarer_side": tuple(sorted(team)), "side_points": (ours, theirs),
            "contract": self.contract, "scores": tuple(self.scores),
            "results": tuple(self.results)},
            text=f"Deal {self.deal_no} ends: {ours} to {theirs}.")]
        if self.deal_no >= self.deals:
            top = max(self.scores)
            self.winners = tuple(s for s in range(n) if self.scores[s] == top)
            self.phase, self.turn = "over", TERMINAL
            events.append(Event("game_end", data={"winners": self.winners,
                                                  "scores": tuple(self.scores)},
                                text="The match is over."))
            return events
        self.dealer = right_of(self.dealer)
        return events + self._deal()

    # -- views ------------------------------------------------------------------------------
    def observation(self, player: int) -> PlayerView:
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
            zones["scart"] = tuple(c if c == PAGAT else None for c in self.scart)
        info = {
            "phase": self.phase, "dealer": self.dealer, "deal_no": self.deal_no,
            "deals": self.deals, "scores": tuple(self.scores), "results": tuple(self.results),
            "bids": tuple(self.bids), "declarer": self.declarer, "contract": self.contract,
            "partner": self.partner, "called": tuple(self.called),
            "bought": tuple(self.bought), "pending": tuple(self.pending),
            "scart_known": tuple(self.scart_known), "pagat_shown": self.pagat_shown,
            "leader": self.leader, "trick_no": self.trick_no,
            "trick_seats": tuple(s for s, _ in self.trick), "last_trick": self.last_trick,
            "tricks_won": tuple(self.tricks_won),
            "voids": tuple(tuple(sorted(s.value for s in v)) for v in self.voids),
            "fool_debt": self.fool_debt, "winners": self.winners,
            "given": tuple(self.given) if player == self.declarer else (),
            # for the table's panels: the deal number, the points each seat has shown, the
            # direction of play
            "hand_no": self.deal_no, "direction": -1,
            "hand_points": tuple(sum(card_points(c) for c in pile) + t
                                 for pile, t in zip(self.won, self.tricks_won)),
        }
        legal = tuple(self.legal_actions()) if player == self.turn else ()
        return PlayerView("tarocchi", player, n, self.turn, zones, info, legal)

    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones = {"trick": tuple(c for _, c in self.trick), "scart": tuple(self.scart)}
        for seat in range(self.num_players):
            zones[f"hand:{seat}"] = self.hand_zone(seat)
            zones[f"won:{seat}"] = tuple(self.won[seat])
        return zones

    def summary(self) -> dict[str, Any]:
        if self.turn is TERMINAL:
            progress = f"Finished after {self.deal_no} deal{'s' * (self.deal_no > 1)}"
        else:
            progress = f"Deal {self.deal_no} of {self.deals} · trick {self.trick_no + 1}"
        return {"progress": progress, "scores": list(self.scores),
                "finished": self.turn is TERMINAL}

    def clone(self) -> "TarocchiState":
        other = self._copy_base()
        for name in ("scores", "results", "tricks_won", "scart", "scart_known", "bids", "called",
                     "bought", "pending", "given", "trick"):
            setattr(other, name, list(getattr(self, name)))
        other.hands = [list(h) for h in self.hands]
        other.shown = [list(h) for h in self.shown]
        other.won = [list(w) for w in self.won]
        other.voids = [set(v) for v in self.voids]
        other.opening_events = []
        return other


HAND_TRICKS = (NUM_PLAYERS * PACKETS * PACKET) // NUM_PLAYERS      # 15


def scart_choices(hand: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` that may go to the scart: no King, no XXI, no Fool; the Pagat only
    when nothing else may (seed; notes "The scart")."""
    free = [c for c in hand if not (c.rank == KING and not c.is_major)
            and c not in (WORLD, FOOL, PAGAT)]
    if free:
        return free
    return [c for c in hand if c == PAGAT]


def settle(team: frozenset[int] | set[int], team_points: int, n: int = NUM_PLAYERS) -> list[int]:
    """Score changes of a deal: the side over 34 wins and each of its players receives (its
    points − 34) from each player of the other side; 34–34 scores nothing.

    >>> settle({0}, 40)              # a solo declarer with 40 receives 6 from each of four
    [24, -6, -6, -6, -6]
    >>> settle({0, 2}, 30)           # dealer and partner with 30: the three others have 38
    [-12, 8, -12, 8, 8]
    """
    others = [s for s in range(n) if s not in team]
    delta = [0] * n
    if team_points > HALF:
        winners, losers, excess = sorted(team), others, team_points - HALF
    elif team_points < HALF:
        winners, losers, excess = others, sorted(team), HALF - team_points
    else:
        return delta
    for w in winners:
        delta[w] += excess * len(losers)
    for lo in losers:
        delta[lo] -= excess * len(winners)
    return delta


class Tarocchi(Game):
    """The Tarocchi game object registered as ``"tarocchi"``."""

    spec = GameSpec(
        name="tarocchi", title="Tarocchi", min_players=NUM_PLAYERS, max_players=NUM_PLAYERS,
        options=(OptionSpec("deals", DEFAULT_DEALS, "Deals in the match", (5, 10, 15, 1)),),
        blurb="Five players, real trumps, a scart and bought cards; the Fool excuses.",
    )
    state_class = TarocchiState

    def describe_action(self, action: Action) -> str:
        return describe_action(action)

    def prompt(self, view: PlayerView) -> str:
        if not view.legal:
            return ""
        phase = view.info["phase"]
        if phase == "scart":
            left = SCART_SIZE - len(view.zones["scart"])
            more = " more" if left < SCART_SIZE else ""
            return (f"Drag {left}{more} card{'s' * (left > 1)} to the scart "
                    "(no King, XXI or Fool).")
        if phase == "give":
            return f"Drag a card to the table to give it back to {{{view.legal[0].target}}}."
        return ""

    def sample_world(self, view: PlayerView, rng: random.Random) -> TarocchiState:
        """A full state consistent with ``view``: the unseen cards dealt to the hidden places
        (other hands, the scart) such that no hand holds a suit it has shown void in (nor a trump
        when it did not trump), the cards known to lie somewhere stay there (bought cards, the
        called King, the shown Pagat, cards given back by the viewer, named cards found in the
        scart), and the scart holds no King, XXI, Fool or (unless shown) Pagat.

        The sampled state has no history or recorded shuffles (it is for search, not replay).
        Raises ``ValueError`` if the view is not a Tarocchi view or is inconsistent.
        """
        if view.game != "tarocchi":
            raise ValueError(f"not a Tarocchi view: {view.game!r}")
        info = view.info
        n = view.num_players
        state = TarocchiState(n, rng.randrange(2**31), {"deals": info["deals"]}, deal=False)
        for key in ("dealer", "deal_no", "phase", "declarer", "contract", "partner", "leader",
                    "trick_no", "last_trick", "fool_debt", "pagat_shown"):
            setattr(state, key, info[key])
        state.turn = view.current_player
        state.winners = tuple(info["winners"])
        state.scores = list(info["scores"])
        state.results = list(info["results"])
        state.bids = list(info["bids"])
        state.called = list(info["called"])
        state.bought = list(info["bought"])
        state.pending = list(info["pending"])
        state.scart_known = list(info["scart_known"])
        state.given = list(info["given"])
        state.tricks_won = list(info["tricks_won"])
        state.voids = [{Suit(code) for code in v} for v in info["voids"]]
        state.trick = list(zip(info["trick_seats"], view.zones["trick"]))
        state.won = [list(view.zones[f"won:{s}"]) for s in range(n)]

        known = {c for cards in view.zones.values() for c in cards if c is not None}
        fixed: dict[Any, list[Card]] = {s: [] for s in range(n)}
        fixed["scart"] = []
        for card in info["scart_known"]:
            if card not in known:
                fixed["scart"].append(card)
        for seller, card in info["given"]:
            if card not in known:
                fixed[seller].append(card)
        # a Queen called, or the dealer alone, tells that the dealer holds every King (and Queen)
        dealer_holds: tuple[Card, ...] = ()
        if info["contract"] == "alone":
            dealer_holds = KINGS + QUEENS
        elif info["contract"] == "king" and info["called"] and info["called"][0].rank == QUEEN:
            dealer_holds = KINGS
        for card in dealer_holds:
            if card not in known:
                fixed[info["dealer"]].append(card)
        placed = known | {c for cards in fixed.values() for c in cards}
        unseen = [c for c in _DECK if c not in placed]
        capacity: dict[Any, int] = {}
        for s in range(n):
            hidden = sum(1 for c in view.zones[f"hand:{s}"] if c is None)
            capacity[s] = hidden - len(fixed[s])
        capacity["scart"] = sum(1 for c in view.zones["scart"] if c is None) - len(fixed["scart"])
        capacity = {p: k for p, k in capacity.items() if k}
        voids = state.voids

        def allowed(card: Card, place: Any) -> bool:
            if place == "scart":
                return (card.is_major and card.rank not in (0, 1, 21)) or \
                    (not card.is_major and card.rank != KING)
            void = voids[place]
            if not void:
                return True
            if card == FOOL:
                return True
            return card.suit not in void
        dealt = tricks.assign_constrained(unseen, capacity, allowed, rng)
        for s in range(n):
            shown = [c for c in view.zones[f"hand:{s}"] if c is not None]
            if s == view.player:
                state.hands[s] = list(view.zones[f"hand:{s}"])
                state.shown[s] = [c for c in shown if _is_public(c, s, info)]
            else:
                state.shown[s] = shown
                private = dealt.get(s, []) + fixed[s]
                state.hands[s] = sorted(private + shown, key=_display_order)
            state.hands[s].sort(key=_display_order)
        scart_fill = iter(dealt.get("scart", []) + fixed["scart"])
        state.scart = [c if c is not None else next(scart_fill) for c in view.zones["scart"]]
        return state

    def rules_text(self) -> str:
        from ..resources import asset_path
        return asset_path("rules", "tarocchi.md").read_text(encoding="utf-8")


def _is_public(card: Card, seat: int, info: Mapping[str, Any]) -> bool:
    """Whether ``card`` in ``seat``'s hand is known to everyone (bought, or the called card)."""
    if any(c == card for c, _ in info["bought"]) and seat == info["declarer"]:
        return True
    return info["contract"] == "king" and seat == info["partner"] and card in info["called"]


TAROCCHI = Tarocchi()
