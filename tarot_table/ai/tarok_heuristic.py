"""A rule-based Tarok player that sees only its seat's view.

It reasons about *masters*: a card is a master when every higher card of its suit has already
been played (lies in a trick pile or the current trick) or is in the player's own hand, so no
opponent can beat it.

* Leading: lead the master worth most points (a sure trick); without one, lead the cheapest low
  card of the longest suit, giving nothing away.
* Following suit: win cheaply — as the last to play, the cheapest card that wins; otherwise the
  cheapest master that wins. When the win is not sure (the lead is unfavourable) keep the high
  cards and play the cheapest card of the suit.
* Unable to follow (the trick is lost): throw the cheapest card, keeping masters.
"""

from __future__ import annotations

import random

from ..cards import Card, Suit, full_deck
from ..rules.base import Action, PlayerView
from ..rules.tarok import beats, card_points, play_action

_DECK = full_deck()


def _cheapness(card: Card) -> tuple[int, int]:
    return card_points(card), card.rank


class TarokHeuristic:
    """Chooses a Tarok card from a :class:`PlayerView`; a little noise only breaks exact ties."""

    name = "heuristic"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, view: PlayerView) -> Action:
        legal = [a.cards[0] for a in view.legal]
        if not legal:
            raise ValueError(f"seat {view.player} has no legal action to choose from")
        self.rng.shuffle(legal)
        self.unseen = _unseen(view)
        trick = view.zones["trick"]
        if not trick:
            return play_action(self._lead(legal, view.hand()))
        if legal[0].suit is not trick[0].suit:
            return play_action(self._throw(legal))
        return play_action(self._follow(legal, trick, len(trick) == view.num_players - 1))

    def _master(self, card: Card) -> bool:
        """Whether no unseen card beats ``card`` (a higher card of its suit)."""
        return not any(u.suit is card.suit and u.rank > card.rank for u in self.unseen)

    def _lead(self, legal: list[Card], hand: tuple[Card, ...]) -> Card:
        """The master worth most; without one, the cheapest low card of the longest suit."""
        masters = [c for c in legal if self._master(c)]
        if masters:
            return max(masters, key=_cheapness)
        length = {s: sum(1 for c in hand if c.suit is s) for s in Suit}
        return min(legal, key=lambda c: (card_points(c), -length[c.suit], c.rank))

    def _follow(self, legal: list[Card], trick: tuple[Card, ...], last: bool) -> Card:
        """Following suit: the cheapest card sure to win (any winner as the ``last`` to play,
        else a master); without one, the cheapest card."""
        best = _winning_card(trick)
        winning = [c for c in legal if beats(c, best)]
        sure = winning if last else [c for c in winning if self._master(c)]
        if sure:
            return min(sure, key=_cheapness)
        return min(legal, key=_cheapness)

    def _throw(self, legal: list[Card]) -> Card:
        """Unable to follow, the trick lost: the cheapest card, keeping masters."""
        return min(legal, key=lambda c: (self._master(c), *_cheapness(c)))


def _unseen(view: PlayerView) -> list[Card]:
    """The cards ``view``'s seat has not seen: not in its hand, the trick or a trick pile."""
    seen = set(view.hand()) | set(view.zones["trick"])
    for seat in range(view.num_players):
        seen.update(view.zones[f"won:{seat}"])
    return [c for c in _DECK if c not in seen]


def _winning_card(trick: tuple[Card, ...]) -> Card:
    """The card winning ``trick`` so far: the highest of the suit led (no trumps)."""
    best = trick[0]
    for card in trick[1:]:
        if beats(card, best):
            best = card
    return best


def tarok_random_rollout(state, rng: random.Random) -> Action:
    """A uniformly random legal card of a determinized Tarok state (an ISMCTS rollout policy).

    Reads the state's hands and trick directly, as ``state.legal_actions()`` would, without
    building the list of actions: the same distribution as a random legal action, for less.
    """
    hand = state.hands[state.stage.actor]
    trick = state.trick
    if trick:
        led = trick[0][1].suit
        follow = [c for c in hand if c.suit is led]
        if follow:
            hand = follow
    return play_action(hand[int(rng.random() * len(hand))])
