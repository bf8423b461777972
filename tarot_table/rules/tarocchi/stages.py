"""The decisions of a Tarocchi deal, one class each, in the order they come: the dealer's
:class:`Scart`, the :class:`Bidding`, the declarer's :class:`CallForCard` and :class:`GiveBack`
(Two Cards, One Card), the dealer's :class:`CallKing` (all passed), and :class:`PlayToTrick`;
then the rules that follow a card played: the trick taken (:func:`take_trick`) with the Fool's
exchange (:func:`fool_exchange`), the deal counted (:func:`finish_deal`), the next deal
(:func:`deal`). Each rule names its source in the package docstring's terms (the seed, the
notes)."""

from __future__ import annotations

from bisect import bisect_left
from typing import TYPE_CHECKING, ClassVar, Sequence

from ...cards import KING, Card, Suit
from .. import tricks
from ...messages import N_, Seat, say
from ..base import Action, Event
from ..stages import Stage
from .cards import (CALL, DECK, FOOL, KINGS, PAGAT, PLAY, POINTS, QUEENS, SCART, WORLD,
                    display_order, is_empty, is_fool, is_trump, rank_key)

if TYPE_CHECKING:
    from ..base import PlayerView
    from .state import TarocchiState

NUM_PLAYERS = 5
MAJOR = Suit.MAJOR
PACKET = 5
PACKETS = 3
DEALER_EXTRA = 3
SCART_SIZE = 3
HAND_TRICKS = PACKETS * PACKET          # 15 tricks a deal
TOTAL_POINTS = 68
HALF = TOTAL_POINTS // 2

#: Bids from low to high (seed: Two Cards, One Card, Solo) and how many cards each buys.
BIDS = ("two", "one", "solo")
BID_NAMES = {"two": "Two Cards", "one": "One Card", "solo": "Solo"}
BUYS = {"two": 2, "one": 1, "solo": 0}
#: The log's sentence of each bid, and of the contract its bidder plays alone.
_BID_SAID = {"pass": N_("{seat} passes."), "two": N_("{seat} bids Two Cards."),
             "one": N_("{seat} bids One Card."), "solo": N_("{seat} bids Solo.")}
_ALONE_SAID = {"two": N_("{seat} plays Two Cards alone."),
               "one": N_("{seat} plays One Card alone."), "solo": N_("{seat} plays Solo alone.")}
#: What each bid means, in the seed's words ("There are three bids available").
BID_MEANINGS = {
    "two": "Two Cards: Declarer calls for any two desired cards. The players who have them must "
           "pass them face up to declarer, who exchanges any card held for each them and passes "
           "these face down.",
    "one": "One Card: Declarer calls for any single desired card. The player who has it must "
           "pass it face up to the declarer, who exchanges any card held for it, passing that "
           "face down.",
    "solo": "Solo: Declarer plays alone without purchasing a card.",
}
#: The contracts: a bid, ``"king"`` (all passed: the dealer and the called card's holder) or
#: ``"alone"`` (all passed, the dealer holding every King and Queen it could call).
CONTRACTS = BIDS + ("king", "alone")
PASS = Action("pass")
BID_ACTIONS = {bid: Action("bid", target=bid) for bid in BIDS}


def find(hand: Sequence[Card], card: Card) -> int:
    """The index of ``card`` in ``hand`` (kept in display order, as every Tarocchi hand is), or
    -1: by bisection, since ``in`` and ``list.index`` would compare ``card`` with each card
    before it through Card's Python-level comparison slot."""
    i = bisect_left(hand, card._key, key=display_order)
    return i if i < len(hand) and hand[i] is card else -1


def right_of(seat: int) -> int:
    """The next seat in play order: play, bidding and the deal move to the right (notes
    "Table"), seat ``i`` → ``i − 1``."""
    return (seat - 1) % NUM_PLAYERS


class _CardChoice(Stage, frozen=True):
    """A decision made by naming one card: an action of kind :attr:`kind`; another kind is
    refused with :attr:`wrong_kind`, a target where the decision takes none with
    :attr:`no_target`; a card the rules refuse, with :meth:`refuse`."""

    kind: ClassVar[str] = ""
    wrong_kind: ClassVar[str] = ""
    #: Why a target is refused (``""``: the decision names a seat).
    no_target: ClassVar[str] = ""

    def explain(self, state: "TarocchiState", action: Action) -> str:
        if action.kind != self.kind:
            return self.wrong_kind
        if len(action.cards) != 1:
            return "Choose exactly one card."
        if action.target is not None and self.no_target:
            return self.no_target
        return self.refuse(state, action, action.cards[0])

    def refuse(self, state: "TarocchiState", action: Action, card: Card) -> str:
        """Why the one-card ``action`` naming ``card`` is refused."""
        return f"{action} is not a legal move now."


# -- the scart ------------------------------------------------------------------------------------
def scart_choices(hand: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` that may go to the scart: no King, no XXI, no Fool; the Pagat only
    when nothing else may (seed ¶"Dealer must then discard"; notes "The scart")."""
    free = []   # a plain loop: quicker than a comprehension (a closure call in CPython 3.11)
    for c in hand:
        if not (c.rank == KING and c.suit is not MAJOR) and c is not WORLD and c is not FOOL \
                and c is not PAGAT:
            free.append(c)
    if free:
        return free
    return [c for c in hand if c is PAGAT]


class Scart(_CardChoice, frozen=True):
    """The dealer lays a card aside face down in the scart, three in all, before the bidding:
    "The discard may not include Kings, the XXI of trumps or the Fool. Other trumps may be
    discarded but the Pagat may only be discarded if there is no alternative and then it must
    be exposed to all players" (seed). The scart counts for the dealer as one trick."""

    kind: ClassVar[str] = "scart"
    wrong_kind: ClassVar[str] = "The dealer must first lay three cards in the scart."
    no_target: ClassVar[str] = "Lay the card in the scart without a target."

    def legal(self, state: "TarocchiState") -> list[Action]:
        scart, acts = SCART, []
        for c in scart_choices(state.hands[self.actor]):
            acts.append(scart[c._key])
        return acts

    def refuse(self, state: "TarocchiState", action: Action, card: Card) -> str:
        if card not in state.hands[self.actor]:
            return f"You do not hold the {card.name()}."
        if card.rank == KING and not card.is_major:
            return "No King may be laid in the scart."
        if card == WORLD:
            return "The XXI may not be laid in the scart."
        if card == FOOL:
            return "The Fool may not be laid in the scart."
        if card == PAGAT:
            return "The Pagat may go to the scart only when no other card may."
        return super().refuse(state, action, card)

    def apply(self, state: "TarocchiState", action: Action, events: list[Event]) -> Stage:
        seat = self.actor
        card = action.cards[0]
        state.take(seat, card)
        state.scart.append(card)
        if not state.quiet:
            if card is PAGAT:
                events.append(Event("move", card, f"hand:{seat}", "scart", face_up=True,
                                    player=seat, message=say("{seat} lays the Pagat in the scart and "
                                                             "shows it.", seat=seat)))
            else:
                events.append(Event("move", card, f"hand:{seat}", "scart", face_up=False,
                                    player=seat, visible=frozenset((seat,))))
        if len(state.scart) == SCART_SIZE:
            return Bidding(right_of(state.dealer))
        return self

    def prompt(self, view: "PlayerView") -> str:
        left = SCART_SIZE - len(view.zones["scart"])
        more = " more" if left < SCART_SIZE else ""
        return f"Drag {left}{more} card{'s' * (left > 1)} to the scart (no King, XXI or Fool)."


# -- bidding --------------------------------------------------------------------------------------
class Bidding(Stage, frozen=True):
    """A seat passes or bids higher than the highest bid so far: "a short round of bidding",
    from the dealer's right and ending with the dealer; Two Cards < One Card < Solo (seed; notes
    "Bidding"). The highest bidder is the declarer and plays alone against the other four."""

    def legal(self, state: "TarocchiState") -> list[Action]:
        high = state.high_bid()
        start = BIDS.index(high) + 1 if high else 0
        return [PASS] + [BID_ACTIONS[b] for b in BIDS[start:]]

    def explain(self, state: "TarocchiState", action: Action) -> str:
        if action.kind not in ("bid", "pass"):
            return "Now bid or pass."
        if action.cards:
            return "A bid or a pass names no card."
        if action.kind == "pass":
            return "Pass without naming a bid."
        high = state.high_bid()
        if action.target in BID_NAMES and high:
            return f"You must bid higher than {BID_NAMES[high]} or pass."
        return "Bid Two Cards, One Card or Solo, or pass."

    def meaning(self, view: "PlayerView", action: Action) -> str:
        """The seed's sentence on the bid (:data:`BID_MEANINGS`); a pass: who then declares."""
        if action.kind == "pass":
            return ("Pass: the highest bidder plays alone against the other four; if no player "
                    "bids, the dealer calls for a King not in his or her hand.")
        return BID_MEANINGS.get(str(action.target), "")

    def apply(self, state: "TarocchiState", action: Action, events: list[Event]) -> Stage:
        seat = self.actor
        bid = "pass" if action.kind == "pass" else str(action.target)
        state.bids.append((seat, bid))
        quiet = state.quiet
        if not quiet:
            events.append(Event("bid", player=seat, message=say(_BID_SAID[bid], seat=seat),
                                data={"bid": bid}))
        if seat != state.dealer:
            return Bidding(right_of(seat))
        high = state.high_bid()
        if high is None:
            return all_passed(state, events)
        state.declarer = next(s for s, b in reversed(state.bids) if b == high)
        state.contract = high
        if not quiet:
            events.append(Event("message", player=state.declarer,
                                message=say(_ALONE_SAID[high], seat=state.declarer),
                                data={"contract": high, "declarer": state.declarer}))
        if BUYS[high]:
            return CallForCard(state.declarer)
        return declarer_leads(state)


def all_passed(state: "TarocchiState", events: list[Event]) -> Stage:
    """"If no players bid, then Dealer must call for a King not in his/her hand" (seed), the
    dealer being the declarer; with every King and Queen it could call, it plays alone."""
    state.declarer = state.dealer
    if king_choices(state):
        state.contract = "king"
        return CallKing(state.dealer)
    state.contract = "alone"
    if not state.quiet:
        events.append(Event("message", player=state.dealer,
                            message=say("All passed; {seat} holds every King and Queen and "
                                        "plays alone.", seat=state.dealer),
                            data={"contract": "alone"}))
    return declarer_leads(state)


# -- buying (Two Cards, One Card) -----------------------------------------------------------------
class CallForCard(_CardChoice, frozen=True):
    """The declarer of Two Cards or One Card "calls for any two desired cards" (one): it names
    a card it does not hold, one action per card (notes "Bidding"). Once all are named, each
    named card held by another player passes to it face up; a card in the scart is not bought,
    and everyone learns it lies there."""

    kind: ClassVar[str] = "call"
    wrong_kind: ClassVar[str] = "Name a card to buy."
    no_target: ClassVar[str] = "Name the card to buy without a target."

    def legal(self, state: "TarocchiState") -> list[Action]:
        named = [False] * len(CALL)     # held or named already, by the card's key
        for c in state.hands[self.actor]:
            named[c._key] = True
        for c in state.called:
            named[c._key] = True
        call = CALL
        return [call[c._key] for c in DECK if not named[c._key]]

    def prompt(self, view: "PlayerView") -> str:
        """What the naming is for, and which of the cards to buy this is ("1 of 2")."""
        wanted = 2 if view.contract == "two" else 1
        if wanted == 1:
            return "Name the card to buy"
        return f"Name a card to buy ({len(view.called) + 1} of {wanted})"

    def refuse(self, state: "TarocchiState", action: Action, card: Card) -> str:
        if card in state.hands[self.actor]:
            return f"You hold the {card.name()} already: name a card you do not hold."
        return f"You have named the {card.name()} already."

    def apply(self, state: "TarocchiState", action: Action, events: list[Event]) -> Stage:
        seat = self.actor
        card = action.cards[0]
        state.called.append(card)
        quiet = state.quiet
        if not quiet:
            events.append(Event("message", player=seat,
                                message=say("{seat} names {card}.", seat=seat, card=card),
                                data={"called": str(card)}))
        if len(state.called) < BUYS[state.contract]:
            return self
        sellers = []
        for card in state.called:
            seller = state.holder(card)
            if seller is None:
                state.scart_known.append(card)
                if not quiet:
                    events.append(Event("message", message=say(
                        "Nobody holds {card}: it lies in the scart and is not bought.",
                        card=card)))
                continue
            state.take(seller, card)
            state.add(seat, card, public=True)
            state.bought.append((card, seller))
            sellers.append(seller)
            if not quiet:
                events.append(Event("move", card, f"hand:{seller}", f"hand:{seat}",
                                    face_up=True, player=seller,
                                    message=say("{seat} passes {card} to {buyer}.",
                                                seat=seller, card=card, buyer=Seat(seat))))
        if sellers:
            state.owed = sellers[1:]
            return GiveBack(seat, sellers[0])
        return declarer_leads(state)


class GiveBack(_CardChoice, frozen=True):
    """For each card bought, the declarer "exchanges any card held for each them and passes
    these face down" (seed) to ``seller``, the seat it bought from, in the order the cards were
    named: any card but one just bought in this exchange (ours)."""

    #: The seat the card goes back to.
    seller: int

    kind: ClassVar[str] = "give"
    wrong_kind: ClassVar[str] = "Give back a card for the card you bought."

    def legal(self, state: "TarocchiState") -> list[Action]:
        bought = [c._key for c, _ in state.bought]
        give = _GIVE[self.seller]
        return [give[c._key] for c in state.hands[self.actor] if c._key not in bought]

    def refuse(self, state: "TarocchiState", action: Action, card: Card) -> str:
        if card not in state.hands[self.actor]:
            return f"You do not hold the {card.name()}."
        if action.target != self.seller:
            return f"The card goes back to {{{self.seller}}}."
        return f"You may not give back the {card.name()}, which you have just bought."

    def apply(self, state: "TarocchiState", action: Action, events: list[Event]) -> Stage:
        seat, seller = self.actor, self.seller
        card = action.cards[0]
        state.take(seat, card)
        state.add(seller, card)
        state.given.append((seller, card))
        if not state.quiet:
            events.append(Event("move", card, f"hand:{seat}", f"hand:{seller}", face_up=False,
                                player=seat, visible=frozenset((seat, seller)),
                                message=say("{seat} gives a card back to {seller}.",
                                            seat=seat, seller=Seat(seller))))
        if state.owed:
            return GiveBack(seat, state.owed.pop(0))
        return declarer_leads(state)

    def prompt(self, view: "PlayerView") -> str:
        return f"Drag a card to the table to give it back to {{{self.seller}}}."


# -- the King call (all passed) -------------------------------------------------------------------
def king_choices(state: "TarocchiState") -> list[Card]:
    """What the dealer may call when all passed: a King it does not hold; with all four, a
    Queen it does not hold and did not lay in the scart (ours); with all Kings and Queens, none
    (seed)."""
    hand = state.hands[state.dealer]
    kings = [k for k in KINGS if find(hand, k) < 0]
    if kings:
        return sorted(kings, key=display_order)
    return sorted((q for q in QUEENS if find(hand, q) < 0 and q not in state.scart),
                  key=display_order)


class CallKing(_CardChoice, frozen=True):
    """All passed: the dealer calls a King it does not hold ("If Dealer has all four Kings,
    then a Queen may be called for instead", seed). "The player who holds the called King
    declares themselves and plays as Dealer's partner against the other three": the card is
    shown in its hand."""

    kind: ClassVar[str] = "call"
    wrong_kind: ClassVar[str] = "Call a King (or a Queen) for a partner."
    no_target: ClassVar[str] = "Call the card without a target."

    def legal(self, state: "TarocchiState") -> list[Action]:
        call = CALL
        return [call[c._key] for c in king_choices(state)]

    def refuse(self, state: "TarocchiState", action: Action, card: Card) -> str:
        hand = state.hands[self.actor]
        if card in hand:
            return f"You hold the {card.name()}: call a card you do not hold."
        if card in state.scart:
            return f"The {card.name()} is in your scart: call another."
        if not all(k in hand for k in KINGS):
            return "Call a King you do not hold."
        return "You hold all four Kings: call a Queen you do not hold."

    def apply(self, state: "TarocchiState", action: Action, events: list[Event]) -> Stage:
        dealer = self.actor
        card = action.cards[0]
        state.called.append(card)
        holder = state.holder(card)
        state.partner = holder
        state.shown[holder].append(card)
        if not state.quiet:
            events.append(Event("message", player=dealer,
                                message=say("All passed: {seat} calls {card}.", seat=dealer,
                                            card=card),
                                data={"called": str(card)}))
            events.append(Event("reveal", card, f"hand:{holder}", f"hand:{holder}",
                                player=holder,
                                message=say("{seat} holds {card} and partners {dealer}.",
                                            seat=holder, card=card, dealer=Seat(dealer))))
        return declarer_leads(state)


# -- play -----------------------------------------------------------------------------------------
def declarer_leads(state: "TarocchiState") -> "PlayToTrick":
    """"Declarer leads to the first trick" (seed); the dealer when all passed (notes)."""
    state.leader = state.declarer
    return PlayToTrick(state.declarer)


class PlayToTrick(_CardChoice, frozen=True):
    """Seat ``actor`` plays a card to the trick: "a card of the same suit (follow suit). If a
    player cannot follow suit, then they must play a trump, if they cannot play a trump, then
    they can play any card" (seed); the Fool may be played instead of the card owed; play moves
    to the right."""

    kind: ClassVar[str] = "play"
    wrong_kind: ClassVar[str] = "Now play a card to the trick."
    no_target: ClassVar[str] = "Play the card to the trick without a target."

    def legal(self, state: "TarocchiState") -> list[Action]:
        """:func:`..tricks.playable` with the trumps and the Fool of Tarocchi, written out for
        the hot path of search: the cards of the suit led (not the Fool), else the trumps (the
        majors but the Fool), else every card; the Fool always. Hands are in display order:
        the majors last, the Fool first of them."""
        play = PLAY
        hand = state.hands[self.actor]
        fool = FOOL
        for _, card in state.trick:     # the suit led (:meth:`~.state.TarocchiState.led_suit`)
            if card is not fool:
                led = card.suit
                break
        else:
            led = None
        acts = []   # plain loops: quicker here than comprehensions (closures in CPython 3.11)
        if led is not None and led is not MAJOR:
            for c in hand:
                if c.suit is led:
                    acts.append(play[c._key])
            if acts:
                if hand[-1]._key >= FOOL_KEY and \
                        hand[bisect_left(hand, FOOL_KEY, key=display_order)] is fool:
                    acts.append(play[FOOL_KEY])     # the Fool comes after the minors
                return acts
        if led is not None:
            # trumps led, or a minor suit led and not held: the majors, the Fool first, when
            # they hold a trump
            for c in hand:
                if c.suit is MAJOR:
                    acts.append(play[c._key])
            if acts and len(acts) > (acts[0] is play[FOOL_KEY]):
                return acts
            acts = []
        for c in hand:
            acts.append(play[c._key])
        return acts

    def refuse(self, state: "TarocchiState", action: Action, card: Card) -> str:
        hand = state.hands[self.actor]
        if card not in hand:
            return f"You do not hold the {card.name()}."
        return tricks.must_follow_message(hand, state.led_suit(), is_trump, is_fool)

    def apply(self, state: "TarocchiState", action: Action, events: list[Event]) -> Stage | None:
        seat = self.actor
        card = action.cards[0]
        trick = state.trick
        hand = state.hands[seat]
        i = bisect_left(hand, card._key, key=display_order)
        if i < len(hand) and hand[i] is card and not state.shown[seat]:
            del hand[i]         # state.take's usual case, inline
        else:
            state.take(seat, card)
        if trick and card is not FOOL:
            led = None
            for _, played in trick:    # the suit led (state.led_suit)
                if played is not FOOL:
                    led = played.suit
                    break
            if led is not None and card.suit is not led:
                voids = state.voids[seat]
                voids.add(led)
                if card.suit is not MAJOR:      # no trump (the Fool excepted above)
                    voids.add(MAJOR)
        trick.append((seat, card))
        if not state.quiet:
            events.append(Event("move", card, f"hand:{seat}", "trick", player=seat,
                                message=say("{seat} plays {card}.", seat=seat, card=card)))
        if len(trick) < NUM_PLAYERS:
            return _PLAYS[seat - 1 if seat else NUM_PLAYERS - 1]
        return take_trick(state, events)


#: The Fool's ``_key``: the first major in display order.
FOOL_KEY = FOOL._key
#: The play stage of each seat, built once (the hot path of search).
_PLAYS = tuple(PlayToTrick(seat) for seat in range(NUM_PLAYERS))
#: The actions of giving back each card to each seat: ``_GIVE[seat][card._key]``, built once.
_GIVE: list[list[Action | None]] = [[None] * len(PLAY) for _ in range(NUM_PLAYERS)]
for _seller in range(NUM_PLAYERS):
    for _card in DECK:
        _GIVE[_seller][_card._key] = Action("give", (_card,), _seller)
del _seller, _card


#: :func:`.cards.rank_key` of each card, indexed by the card's ``_key``.
_RANK = [0] * (max(c._key for c in DECK) + 1)
for _card in DECK:
    _RANK[_card._key] = rank_key(_card)
del _card


def _winner(trick: list[tuple[int, Card]]) -> int:
    """:func:`..tricks.trick_winner` with Tarocchi's ranks, trumps and Fool, written out for the
    hot path of search: the highest trump, else the highest card of the suit led; the Fool
    never wins."""
    rank = _RANK
    led = winner = None
    top = -1
    trumped = False
    for seat, card in trick:
        if card is FOOL:
            continue
        if card.suit is MAJOR:
            if not trumped or card.rank > top:
                winner, top, trumped = seat, card.rank, True
        elif not trumped:
            if led is None:
                led, winner, top = card.suit, seat, rank[card._key]
            elif card.suit is led and rank[card._key] > top:
                winner, top = seat, rank[card._key]
    if winner is None:
        raise ValueError("a trick of excuses only has no winner")
    return winner


def take_trick(state: "TarocchiState", events: list[Event]) -> Stage | None:
    """"The highest trump played wins the trick", else the highest card of the suit led; its
    winner takes the cards into its trick pile and leads next (seed); the Fool goes back to its
    player (:func:`fool_exchange`). After the fifteenth trick the deal is counted."""
    trick = state.trick
    winner = _winner(trick)
    cards = (trick[0][1], trick[1][1], trick[2][1], trick[3][1], trick[4][1])   # five seats
    state.tricks_won[winner] += 1
    state.trick_no += 1
    state.last_trick = (winner, cards)
    quiet = state.quiet
    fool = FOOL
    if not quiet:
        points = sum(POINTS[c._key] for c in cards if c is not fool) + 1
        events.append(Event("trick", player=winner, data={"points": points, "cards": cards},
                            message=say("{seat} takes the trick.", seat=winner)))
    fool_seat = None
    won = state.won
    for seat, card in trick:
        if card is fool:
            fool_seat = owner = seat
        else:
            owner = winner
        won[owner].append(card)
        if not quiet:   # the Fool flies back face up: the excuse is seen to be made
            events.append(Event("move", card, "trick", f"won:{owner}",
                                face_up=card is fool, player=owner))
    state.trick = []
    if fool_seat is not None:
        fool_exchange(state, fool_seat, winner, events)
    if state.fool_debt is not None and state.fool_debt[0] == winner:
        pay_fool_debt(state, events)
    if state.trick_no == HAND_TRICKS:
        return finish_deal(state, events)
    state.leader = winner
    return _PLAYS[winner]


def fool_exchange(state: "TarocchiState", fool_seat: int, winner: int,
                  events: list[Event]) -> None:
    """"The person who played it takes it into his/her own trick pile and gives the player who
    won the trick, an empty card from their trick pile in exchange" (seed): at once if it has
    one, else as soon as it takes one (notes); no exchange within a side (notes)."""
    if winner in state.side_of(fool_seat):
        if not state.quiet:
            events.append(Event("message", player=fool_seat,
                                message=say("The Fool goes back to {owner}; no exchange within "
                                            "a side.", owner=Seat(fool_seat))))
        return
    state.fool_debt = (fool_seat, winner)
    if not pay_fool_debt(state, events) and not state.quiet:
        events.append(Event("message", player=fool_seat,
                            message=say("{seat} keeps the Fool and owes {winner} an empty "
                                        "card.", seat=fool_seat, winner=Seat(winner))))


def pay_fool_debt(state: "TarocchiState", events: list[Event]) -> bool:
    """The Fool's player gives the first empty card of its trick pile to the trick's winner
    (which one makes no difference to the count; ours). Returns whether it had one."""
    debtor, creditor = state.fool_debt
    empty = next((c for c in state.won[debtor] if is_empty(c)), None)
    if empty is None:
        return False
    state.won[debtor].remove(empty)
    state.won[creditor].append(empty)
    state.fool_debt = None
    if not state.quiet:
        events.append(Event("move", empty, f"won:{debtor}", f"won:{creditor}", face_up=True,
                            player=debtor,
                            message=say("{seat} gives {winner} {card} for the Fool.",
                                        seat=debtor, winner=Seat(creditor), card=empty)))
    return True


# -- counting -------------------------------------------------------------------------------------
def settle(team: frozenset[int] | set[int], team_points: int, n: int = NUM_PLAYERS) -> list[int]:
    """Score changes of a deal: the side over 34 wins and each of its players receives (its
    points − 34) from each player of the other side; 34–34 scores nothing (seed ¶"The card
    points"; notes "Counting").

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


def finish_deal(state: "TarocchiState", events: list[Event]) -> Stage | None:
    """Count the deal (card points, one per trick, the scart one trick for the dealer: 68 in
    all), settle it between the sides, and add it to the score table; a debt of the Fool still
    unpaid lapses (ours). After the last deal of the match the highest total wins, tied totals
    sharing the win (notes "Counting"); otherwise the deal moves to the right (seed)."""
    n = state.num_players
    points = state.deal_points()
    team = state.side_of(state.declarer)
    ours = sum(points[s] for s in team)
    theirs = TOTAL_POINTS - ours
    delta = settle(team, ours, n)
    state.fool_debt = None
    for s in range(n):
        state.scores[s] += delta[s]
    state.results.append(tuple(delta))
    quiet = state.quiet
    if not quiet:
        events.append(Event("hand_end", data={
            "hand": state.deal_no, "hand_points": tuple(delta), "card_points": tuple(points),
            "declarer_side": tuple(sorted(team)), "side_points": (ours, theirs),
            "contract": state.contract, "scores": tuple(state.scores),
            "results": tuple(state.results)},
            message=say("Deal {deal} ends: {ours} to {theirs}.", deal=state.deal_no, ours=ours,
                        theirs=theirs)))
    if state.deal_no >= state.deals:
        top = max(state.scores)
        state.winners = tuple(s for s in range(n) if state.scores[s] == top)
        if not quiet:
            events.append(Event("game_end", data={"winners": state.winners,
                                                  "scores": tuple(state.scores)},
                                message=say("The match is over.")))
        return None
    state.dealer = right_of(state.dealer)
    return deal(state, events)


# -- the deal -------------------------------------------------------------------------------------
def deal(state: "TarocchiState", events: list[Event]) -> Stage:
    """"Each player is dealt 15 cards in three packets of 5, with Dealer taking the last three
    cards" (seed): the packets go round from the dealer's right, the dealer last (notes
    "Table"); the shuffled deck is dealt from its top. Then the dealer lays the scart."""
    state.new_deal()
    state.deal_no += 1
    dealer = state.dealer
    quiet = state.quiet
    if not quiet:
        events.append(Event("shuffle", message=say("Deal {deal}: {seat} deals.",
                                                   deal=state.deal_no, seat=dealer),
                            player=dealer, data={"hand": state.deal_no}))
    pile = state.shuffled(DECK, reverse=True)     # dealt from the top: its last card
    order = []
    seat = dealer
    for _ in range(NUM_PLAYERS):
        seat = right_of(seat)
        order.append(seat)          # the dealer's right first, the dealer last
    hands = state.hands
    # Each packet is the pile's top cards, dealt one at a time: the last card first.
    for seat, size in [(seat, PACKET) for _ in range(PACKETS) for seat in order] + [
            (dealer, DEALER_EXTRA)]:
        packet = pile[-size:]
        del pile[-size:]
        hands[seat] += packet
        if not quiet:
            events += [Event("move", card, "deck", f"hand:{seat}", face_up=False, player=seat,
                             visible=frozenset((seat,))) for card in reversed(packet)]
    for hand in hands:
        hand.sort(key=display_order)
    return Scart(dealer)


__all__ = ["BIDS", "BID_NAMES", "BUYS", "Bidding", "CallForCard", "CallKing", "GiveBack",
           "PlayToTrick", "Scart", "deal", "king_choices", "scart_choices", "settle"]
