"""A rule-based Tarocchi player that sees only its seat's view.

* Scart: bank unguarded court cards (a Queen, Cavalier or Valet without its King) from short
  suits, else lay aside the low cards of the shortest suits, to make voids and trump later.
* Bidding by hand strength (trumps, high trumps, honours, Kings, voids): Solo, One Card or Two
  Cards above thresholds, pass otherwise; never outbid beyond what the hand is worth.
* Buying: the XXI, then the Fool, then the missing Kings of the longest suits, then the highest
  trumps. Giving back: the cheapest card of the shortest suit, never a trump when avoidable.
* The King call (all passed): the King of the suit in which it is longest.
* Trick play, knowing the sides: lead a master (a card no unseen card beats) worth most, else a
  low card; follow by winning cheaply (the cheapest winner as the last to play, else the cheapest
  sure winner); when the partner wins safely, feed it points; otherwise play the cheapest card —
  and play the Fool instead when every card it may play is worth points (an excuse that saves
  them), or when the hand is nearly played out.
"""

from __future__ import annotations

import random

from ..cards import KING, Card, Suit, full_deck
from ..rules import tricks
from ..rules.base import Action
from ..rules.tarocchi import (BIDS, FOOL, PAGAT, WORLD, CallForCard, CallKing, GiveBack,
                              Scart, TarocchiView, card_points, is_fool, is_trump, rank_key)

_DECK = full_deck()
#: Hand-strength thresholds of the bids: where, in 4,000 deals against four passing random
#: players, a declarer of that contract took more than 34 points in about 60% of the deals
#: (Solo needs 28–30, One Card 24–26, Two Cards 18–20; ``benchmarks/tarocchi_declarer.py``).
SOLO, ONE_CARD, TWO_CARDS = 29.0, 25.0, 20.0


def strength(hand: tuple[Card, ...] | list[Card]) -> float:
    """A rough worth of a hand for playing alone: trumps (the high ones more), honours, Kings,
    Queens guarded by their King, and short minor suits."""
    score = 0.0
    for card in hand:
        if is_trump(card):
            score += 1.5 + max(0, card.rank - 12) * 0.35
        score += _honour_strength(card, hand)
    for suit in (Suit.SWORDS, Suit.STAVES, Suit.CUPS, Suit.COINS):
        length = sum(1 for c in hand if c.suit is suit)
        score += _SHORT_SUIT.get(length, 0)
    return score


#: What a short minor suit adds to a hand's strength, by its length: a void 3, a singleton 1.5.
_SHORT_SUIT = {0: 3, 1: 1.5}
#: What an honour adds to a hand's strength beside its trump's worth (the other majors nothing).
_MAJOR_STRENGTH = {WORLD: 3, FOOL: 3, PAGAT: -1}


def _honour_strength(card: Card, hand: tuple[Card, ...] | list[Card]) -> float:
    """What ``card`` adds to the strength of ``hand`` as an honour or a court: the XXI and the
    Fool 3, the Pagat -1; a King 3, a Queen guarded by its King 1.5."""
    if card.is_major:
        return _MAJOR_STRENGTH.get(card, 0)
    if card.rank == KING:
        return 3
    if card.rank == KING - 1 and Card(card.suit, KING) in hand:
        return 1.5
    return 0


def _cheap(card: Card) -> tuple[int, int, int]:
    return card_points(card), int(is_trump(card)), rank_key(card)


class TarocchiHeuristic:
    """Chooses a Tarocchi action from a :class:`~..rules.tarocchi.TarocchiView`; noise only
    breaks exact ties."""

    name = "heuristic"

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        #: The choice of a card, per stage (any other stage with cards: play).
        self._choose = {Scart: self._scart, CallForCard: self._buy, CallKing: self._king,
                        GiveBack: self._give_back}

    def act(self, view: TarocchiView) -> Action:
        if not view.legal:
            raise ValueError(f"seat {view.player} has no legal action to choose from")
        legal = list(view.legal)
        self.rng.shuffle(legal)
        kinds = {a.kind for a in legal}
        if "bid" in kinds or "pass" in kinds:
            return self._bid(view, legal)
        cards = {a.cards[0]: a for a in legal}
        choose = self._choose.get(type(view.stage), self._play)
        return cards[choose(view, list(cards))]

    # -- before play ------------------------------------------------------------------------
    @staticmethod
    def _suit_length(hand, card: Card) -> int:
        return sum(1 for c in hand if c.suit is card.suit)

    def _scart(self, view: TarocchiView, options: list[Card]) -> Card:
        hand = view.hand()

        def key(card: Card):
            minor = not card.is_major
            unguarded = minor and card_points(card) > 0 and Card(card.suit, KING) not in hand
            return (0 if unguarded else 1, int(not minor), self._suit_length(hand, card),
                    -card_points(card), rank_key(card))
        return min(options, key=key)

    def _bid(self, view: TarocchiView, legal: list[Action]) -> Action:
        worth = strength(view.hand())
        wanted = None
        for bid, threshold in (("solo", SOLO), ("one", ONE_CARD), ("two", TWO_CARDS)):
            if worth >= threshold:
                wanted = bid
                break
        if wanted is not None:
            allowed = [a for a in legal if a.kind == "bid"
                       and BIDS.index(str(a.target)) <= BIDS.index(wanted)]
            if allowed:
                return max(allowed, key=lambda a: BIDS.index(str(a.target)))
        return next(a for a in legal if a.kind == "pass")

    def _buy(self, view: TarocchiView, options: list[Card]) -> Card:
        hand = view.hand()
        lying = set(view.zones["scart"]) | set(view.scart_known)
        options = [c for c in options if c not in lying] or options

        def worth(card: Card) -> tuple:
            if card == WORLD:
                return (5, 0)
            if card == FOOL:
                return (4, 0)
            if not card.is_major and card.rank == KING:
                return (3, self._suit_length(hand, card))
            if is_trump(card):
                return (2, card.rank)
            return (0, card_points(card))
        return max(options, key=worth)

    def _king(self, view: TarocchiView, options: list[Card]) -> Card:
        hand = view.hand()
        return max(options, key=lambda c: (self._suit_length(hand, c),
                                           sum(card_points(h) for h in hand if h.suit is c.suit)))

    def _give_back(self, view: TarocchiView, options: list[Card]) -> Card:
        hand = view.hand()
        return min(options, key=lambda c: (int(c.is_major), card_points(c),
                                           self._suit_length(hand, c), rank_key(c)))

    # -- play -------------------------------------------------------------------------------
    def _play(self, view: TarocchiView, legal: list[Card]) -> Card:
        """Lead or follow (the Fool alone left is played), knowing the sides and the unseen
        cards."""
        playing = [c for c in legal if not is_fool(c)]
        if not playing:
            return FOOL
        self._read(view, playing, FOOL in legal)
        trick = view.zones["trick"]
        if not trick or all(is_fool(c) for c in trick):
            return self._lead()
        return self._follow(list(zip(view.trick_seats, trick)),
                            view.num_players - 1 - len(trick))

    def _read(self, view: TarocchiView, playing: list[Card], fool: bool) -> None:
        """What a play is decided on: its seat, its side (the declarer and the partner, or the
        others), its hand, the cards it has not seen, its playable cards (the Fool apart) and
        whether it may play the Fool."""
        self.me = view.player
        team = {s for s in (view.declarer, view.partner) if s is not None}
        self.team = team if self.me in team else set(range(view.num_players)) - team
        self.hand = view.hand()
        seen = {c for cards in view.zones.values() for c in cards if c is not None}
        self.unseen = [c for c in _DECK if c not in seen]
        self.playing = playing
        self.fool = fool

    def _beaten_by_unseen(self, card: Card) -> bool:
        """Whether a card it has not seen beats ``card`` in its suit (a higher trump for a
        trump)."""
        if is_trump(card):
            return any(is_trump(u) and u.rank > card.rank for u in self.unseen)
        return any(u.suit is card.suit and rank_key(u) > rank_key(card) for u in self.unseen)

    def _master(self, card: Card) -> bool:
        """A lead no unseen card beats, nor trumps (no trump unseen, or nothing to lose)."""
        return not self._beaten_by_unseen(card) and (
            is_trump(card) or not any(is_trump(u) for u in self.unseen)
            or card_points(card) == 0)

    def _lead(self) -> Card:
        """A master worth most; alone, a trump to draw the opponents'; the Fool with the hand
        nearly played out; else a low card."""
        masters = [c for c in self.playing if self._master(c)]
        if masters:
            return max(masters, key=lambda c: (card_points(c), rank_key(c)))
        trump = self._drawing_trump()
        if trump is not None:
            return trump
        if self.fool and len(self.hand) <= 2:
            return FOOL
        return self._low_lead()

    def _drawing_trump(self) -> Card | None:
        """Alone against the others, while trumps are unseen: its lowest trump but the Pagat,
        to draw the opponents' trumps."""
        trumps = [c for c in self.playing if is_trump(c) and c != PAGAT]
        if len(self.team) == 1 and trumps and any(is_trump(u) for u in self.unseen):
            return min(trumps, key=rank_key)
        return None

    def _low_lead(self) -> Card:
        """The cheapest card, a minor before a trump, of the shortest suit, the lowest."""
        length = {s: sum(1 for c in self.hand if c.suit is s) for s in Suit}
        return min(self.playing, key=lambda c: (card_points(c), int(is_trump(c)),
                                                length[c.suit], rank_key(c)))

    def _follow(self, played: list[tuple[int, Card]], remaining: int) -> Card:
        """To a trick its side wins safely, points; else a winner worth taking; else the
        cheapest card or the Fool."""
        winner = tricks.trick_winner(played, rank_key, is_trump, is_fool)
        if winner in self.team and self._safe(dict(played)[winner], remaining):
            return self._feed()
        taking = self._taking(played, remaining)
        return self._throw() if taking is None else taking

    def _taking(self, played: list[tuple[int, Card]], remaining: int) -> Card | None:
        """The cheapest sure winner; else, with at most one player left to follow, the
        cheapest winner of a trick worth 3 or more; else none."""
        winning = [c for c in self.playing if self._wins(played, c)]
        sure = [c for c in winning if self._safe(c, remaining)]
        if sure:
            return min(sure, key=_cheap)
        pot = sum(card_points(c) for _, c in played)
        if winning and pot >= 3 and remaining <= 1:
            return min(winning, key=_cheap)
        return None

    def _wins(self, played: list[tuple[int, Card]], card: Card) -> bool:
        """Whether ``card`` would win the trick as it stands."""
        return tricks.trick_winner(played + [(self.me, card)], rank_key, is_trump,
                                   is_fool) == self.me

    def _safe(self, card: Card, remaining: int) -> bool:
        """Whether ``card`` stays the winner: nobody is left to play, or no unseen card beats
        it."""
        return remaining == 0 or not self._beaten_by_unseen(card)

    def _feed(self) -> Card:
        """The card worth most to give its side's winner (never the XXI; the lowest of equal
        trumps), or the cheapest card when none is worth points."""
        feed = max(self.playing, key=lambda c: (card_points(c) if c != WORLD else -1,
                                                -rank_key(c) if is_trump(c) else 0))
        if card_points(feed) > 0:
            return feed
        return min(self.playing, key=_cheap)

    def _throw(self) -> Card:
        """The cheapest card to a trick lost — or the Fool, an excuse that saves points, when
        even the cheapest is worth 2 or is the Pagat, or the hand is nearly played out."""
        cheapest = min(self.playing, key=_cheap)
        if self.fool and (card_points(cheapest) >= 2 or cheapest == PAGAT
                          or len(self.hand) <= 2):
            return FOOL
        return cheapest
