"""Determinization for Tarok: a full state consistent with a seat's :class:`~.view.TarokView`."""

from __future__ import annotations

import random

from ...cards import Card, Suit
from ..dealer import Cap, DealPlan
from .cards import DECK, display_order
from .state import TarokState
from .view import TarokView

#: One test per suit ("is of this suit"), shared by the caps of every sample.
_OF_SUIT = {suit: (lambda card, suit=suit: card.suit is suit) for suit in Suit}


class TarokSampler:
    """The worlds of one :class:`~.view.TarokView` (:func:`sample_world`), prepared once: the
    public zones and counters in a template state, the unseen cards and their places in a
    :class:`~..dealer.DealPlan`. Calling it with a generator gives a world. Raises
    ``ValueError`` if the view is not a Tarok view."""

    __slots__ = ("template", "plan", "others")

    def __init__(self, view: TarokView) -> None:
        if not isinstance(view, TarokView):
            raise ValueError(f"not a Tarok view: {view.game!r}")
        n = view.num_players
        self.template = _template(view)
        unseen = _unseen(view)
        self.others = [s for s in range(n) if s != view.player]
        sizes: dict[int | str, int] = {s: len(view.zones[f"hand:{s}"]) for s in self.others}
        sizes["draw"] = len(view.zones["draw"])
        sizes["aside"] = len(view.zones["aside"])
        caps = {s: [Cap(_OF_SUIT[suit], cap) for suit, cap in view.voids[s]]
                for s in self.others}
        self.plan = DealPlan(unseen, sizes, caps=caps)

    def __call__(self, rng: random.Random) -> TarokState:
        seed = rng.randrange(2**31)
        state = self.template.clone()
        state.seed = seed
        dealt = self.plan.deal(rng)
        hands = state.hands
        for s in self.others:
            hands[s] = sorted(dealt[s], key=display_order)
        state.draw = dealt["draw"]
        state.aside = dealt["aside"]
        return state


def sample_world(view: TarokView, rng: random.Random) -> TarokState:
    """A full state consistent with ``view``: the unseen cards dealt at random to the other
    hands, the draw pile and the cards set aside (the shared dealer, :mod:`..dealer`), such that
    no hand holds more cards of a suit it has shown void in than it has drawn since (minus those
    of that suit it played since).

    The sampled state has no history or recorded shuffles (it is for search, not replay).
    Raises ``ValueError`` if the view is not a Tarok view.
    """
    return TarokSampler(view)(rng)


def _template(view: TarokView) -> TarokState:
    """A state holding the public facts of ``view`` and the viewer's hand: the scores, the
    hand and the trick, the dealer and the leader, the stage, the trick under way, the
    tricks won and the voids shown."""
    n = view.num_players
    state = TarokState(n, 0, {"target": view.target, "single_hand": view.single_hand},
                       deal_first=False)
    state.scores = list(view.scores)
    state.hand_points = list(view.hand_points)
    state.hand_no, state.trick_no = view.hand_no, view.trick_no
    state.dealer, state.leader = view.dealer, view.leader
    state.stage = view.stage
    state.winners = tuple(view.winners)
    state.last_trick = view.last_trick
    state.trick = list(zip(view.trick_seats, view.zones["trick"]))
    state.won = [list(view.zones[f"won:{s}"]) for s in range(n)]
    state.voids = [dict(v) for v in view.voids]
    state.hands[view.player] = list(view.hand())
    return state


def _unseen(view: TarokView) -> list[Card]:
    """The cards of the deck neither in the viewer's hand, nor in the trick, nor won, in the
    deck's order."""
    known: set[Card] = set(view.hand()) | set(view.zones["trick"])
    for s in range(view.num_players):
        known.update(view.zones[f"won:{s}"])
    return [c for c in DECK if c not in known]
