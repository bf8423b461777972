"""Determinization for Tarocchi: a full state consistent with a seat's
:class:`~.view.TarocchiView`."""

from __future__ import annotations

import random

from ...cards import KING, QUEEN, Card, Suit
from ..dealer import Cap, DealPlan
from .cards import DECK, FOOL, KINGS, PAGAT, QUEENS, WORLD, display_order
from .state import TarocchiState
from .view import TarocchiView

#: One test per suit a seat may show void in ("holds a card of it"; the Fool is of no suit
#: here: it may always be played), shared by the caps of every sample.
_OF_SUIT = {suit: (lambda card, suit=suit: card.suit is suit) for suit in Suit}
_OF_SUIT[Suit.MAJOR] = lambda card: card.is_major and card.rank > 0


def _may_lie_in_the_scart(card: Card) -> bool:
    """No King, XXI or Fool in the scart; the Pagat only when shown (seed ¶"Dealer must then
    discard"), so never among the hidden cards."""
    return (card.rank != KING) if not card.is_major else card not in (FOOL, PAGAT, WORLD)


def sample_world(view: TarocchiView, rng: random.Random) -> TarocchiState:
    """A full state consistent with ``view``: the unseen cards dealt to the hidden places (the
    other hands, the scart; the shared dealer, :mod:`..dealer`) such that no hand holds a suit
    it has shown void in (nor a trump when it did not trump), the cards known to lie somewhere
    stay there (bought cards, the called King, the shown Pagat, cards given back by the viewer,
    named cards found in the scart), and the scart holds no King, XXI, Fool or hidden Pagat.
    A Queen called tells that the dealer holds every King; the dealer playing alone, that it
    holds every King and that each Queen lies in its hand or its scart.

    The sampled state has no history or recorded shuffles (it is for search, not replay).
    Raises ``ValueError`` if the view is not a Tarocchi view, :class:`~..dealer.DealError` if it
    is inconsistent.
    """
    return TarocchiSampler(view)(rng)


class TarocchiSampler:
    """The worlds of one :class:`~.view.TarocchiView` (:func:`sample_world`), prepared once: the
    public facts in a template state, the cards known to lie in a place (``fixed``), the unseen
    cards and their places in a :class:`~..dealer.DealPlan`. Calling it with a generator gives
    a world. Raises ``ValueError`` if the view is not a Tarocchi view."""

    __slots__ = ("template", "plan", "fixed", "shown", "others", "scart")

    def __init__(self, view: TarocchiView) -> None:
        if not isinstance(view, TarocchiView):
            raise ValueError(f"not a Tarocchi view: {view.game!r}")
        state = _template(view)
        known = {c for cards in view.zones.values() for c in cards if c is not None}
        fixed = _fixed(view, known)
        placed = known.union(*fixed.values())
        unseen = [c for c in DECK if c not in placed]
        sizes = _hidden_sizes(view, fixed)
        self.plan = DealPlan(unseen, sizes, allowed=_where_allowed(view),
                             caps=_void_caps(view, sizes))
        self.shown = _place_shown(state, view, fixed)
        self.others = [s for s in range(view.num_players) if s != view.player]
        self.fixed = fixed["scart"]
        self.scart = view.zones["scart"]
        self.template = state

    def __call__(self, rng: random.Random) -> TarocchiState:
        seed = rng.randrange(2**31)
        state = self.template.clone()
        state.seed = seed
        dealt = self.plan.deal(rng)
        hands, shown = state.hands, self.shown
        for s in self.others:
            hands[s] = sorted(dealt.get(s, []) + shown[s], key=display_order)
        fill = iter(dealt.get("scart", []) + self.fixed)
        state.scart = [c if c is not None else next(fill) for c in self.scart]
        return state


def _template(view: TarocchiView) -> TarocchiState:
    """A state holding the public facts of ``view``: the deal, the stage, the scores, the
    contract and its calls, what was bought and given, the voids shown, the trick and the
    tricks won (no hand yet)."""
    n = view.num_players
    zones = view.zones
    state = TarocchiState(n, 0, {"deals": view.deals}, deal_first=False)
    state.dealer, state.deal_no, state.trick_no = view.dealer, view.deal_no, view.trick_no
    state.stage = view.stage
    state.winners = tuple(view.winners)
    state.scores = list(view.scores)
    state.results = list(view.results)
    state.bids = list(view.bids)
    state.declarer, state.contract, state.partner = view.declarer, view.contract, view.partner
    state.called = list(view.called)
    state.bought = list(view.bought)
    state.owed = list(view.owed)
    state.given = list(view.given)
    state.scart_known = list(view.scart_known)
    state.leader, state.last_trick = view.leader, view.last_trick
    state.fool_debt = view.fool_debt
    state.tricks_won = list(view.tricks_won)
    state.voids = [set(v) for v in view.voids]
    state.trick = list(zip(view.trick_seats, zones["trick"]))
    state.won = [list(zones[f"won:{s}"]) for s in range(n)]
    return state


def _fixed(view: TarocchiView, known: set[Card]) -> dict[int | str, list[Card]]:
    """The cards of no zone of ``view`` (``known``: those of its zones) known to lie in a
    place, by seat and ``"scart"``: the named cards found in the scart, the cards given back
    to each seller, and every King in the dealer's hand when it holds them all
    (:func:`_dealer_holds_the_kings`)."""
    fixed: dict[int | str, list[Card]] = {s: [] for s in range(view.num_players)}
    fixed["scart"] = [c for c in view.scart_known if c not in known]
    for seller, card in view.given:
        if card not in known:
            fixed[seller].append(card)
    if _dealer_holds_the_kings(view):
        fixed[view.dealer] += [k for k in KINGS if k not in known]
    return fixed


def _dealer_holds_the_kings(view: TarocchiView) -> bool:
    """The dealer holds every King when it plays alone, or when it called a Queen."""
    if view.contract == "alone":
        return True
    return view.contract == "king" and bool(view.called) and view.called[0].rank == QUEEN


def _hidden_sizes(view: TarocchiView, fixed: dict[int | str, list[Card]]) -> dict[int | str, int]:
    """How many unseen cards each hidden place of ``view`` holds beyond its ``fixed`` cards:
    the hands by seat, then ``"scart"`` (places with none left out)."""
    sizes: dict[int | str, int] = {}
    for s in range(view.num_players):
        hidden = view.zones[f"hand:{s}"].count(None) - len(fixed[s])
        if hidden:
            sizes[s] = hidden
    hidden = view.zones["scart"].count(None) - len(fixed["scart"])
    if hidden:
        sizes["scart"] = hidden
    return sizes


def _void_caps(view: TarocchiView, sizes: dict[int | str, int]) -> dict[int | str, list[Cap]]:
    """For each hidden hand of ``sizes``: no card of a suit its seat showed void in (nor a
    trump when it did not trump)."""
    return {s: [Cap(_OF_SUIT[suit], 0) for suit in view.voids[s]] for s in sizes
            if s != "scart"}


def _where_allowed(view: TarocchiView):
    """Where an unseen card may be dealt (``allowed(card, place)``): the scart holds no King,
    XXI, Fool or hidden Pagat; when the dealer plays alone, each Queen lies in its hand or its
    scart."""
    queens_home = view.contract == "alone"
    dealer = view.dealer

    def allowed(card: Card, place: int | str) -> bool:
        if place == "scart":
            return _may_lie_in_the_scart(card)
        return not (queens_home and place != dealer and card in QUEENS)
    return allowed


def _place_shown(state: TarocchiState, view: TarocchiView,
                 fixed: dict[int | str, list[Card]]) -> dict[int, list[Card]]:
    """Put the viewer's hand and each hand's shown cards into ``state``; return, for each
    other seat, the cards known to lie in its hand (its ``fixed`` ones, then those shown)."""
    known_in_hand = {}
    for s in range(view.num_players):
        shown = [c for c in view.zones[f"hand:{s}"] if c is not None]
        if s == view.player:
            state.hands[s] = sorted(shown, key=display_order)
            state.shown[s] = [c for c in shown if _is_public(c, s, view)]
        else:
            state.shown[s] = shown
            known_in_hand[s] = fixed[s] + shown
    return known_in_hand


def _is_public(card: Card, seat: int, view: TarocchiView) -> bool:
    """Whether ``card`` in ``seat``'s hand is known to everyone (bought, or the called card)."""
    if seat == view.declarer and any(c is card for c, _ in view.bought):
        return True
    return view.contract == "king" and seat == view.partner and card in view.called
