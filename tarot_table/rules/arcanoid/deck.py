"""Drawing, Justice's row and the deck refill vote of Arcanoid (seed "The deck and discard
piles", "Refilling the deck"; notes "Moves and timing", "Justice × Devil"), as a mixin of
:class:`~.state.ArcanoidState`; and what the Hierophant and failed calls tell about the cards
a hand does not hold (its *voids*)."""

from __future__ import annotations

from typing import Callable, Sequence

from ...cards import Card, CardParseError, parse_card
from ..base import ALL, Event
from ..stages import Stage
from .commitments import CARD_KEY, FIELD_SUIT, FOOL, TEMPERANCE
from .stages import Draw, RefillVote, Wheel

#: The Hierophant's calls (seed): a suit, the trumps (without the Fool), or the Fool alone.
#: Each is also a void word: what an actor was seen not to hold beyond what it showed.
HIEROPHANT_CALLS = ("swords", "staves", "cups", "coins", "trumps", "fool")


def hierophant_shows(word: str, card: Card) -> bool:
    """Whether ``card`` is shown when the Hierophant calls ``word`` (the Fool only when called
    alone; seed, the Hierophant)."""
    if word == "fool":
        return card.is_major and card.rank == FOOL
    if word == "trumps":
        return card.is_major and card.rank != FOOL
    return not card.is_major and card.suit is FIELD_SUIT[word]


def void_test(word: str) -> Callable[[Card], bool]:
    """The cards a void ``word`` speaks of: a Hierophant's call (:data:`HIEROPHANT_CALLS`), or
    a card's short text (a failed call). Raises ``ValueError`` for any other word."""
    if word in HIEROPHANT_CALLS:
        return lambda card: hierophant_shows(word, card)
    try:
        called = parse_card(word)
    except CardParseError:
        raise ValueError(f"{word!r} is neither a Hierophant's call nor a card") from None
    if str(called) != word:
        raise ValueError(f"{word!r} is not a card's short text")
    return lambda card: card is called


class DeckMixin:
    """Drawing, the half-completed draw, the vote, refilling and closing the deck. Relies on
    the helpers of ``ArcanoidState``."""

    def may_vote(self) -> bool:
        """Whether an emptied deck is put to the vote: never after Death or a dissent, nor with
        an empty discard pile (seed "Refilling the deck")."""
        return not self.deck_closed and bool(self.discard)

    def draw(self, events: list[Event], a: int, need: int, dst: str,
             after: Wheel | None = None) -> Stage | None:
        """Draw ``need`` cards for ``a`` into ``dst`` (``"hand"``, ``"strength"``, ``"row"``),
        then queue ``after``. When the deck runs out with cards still owed, the vote is held
        first (the rest of the draw waits as a :class:`~.stages.Draw`); cards drawn into a
        hidden hand wait face down in ``"drawing"`` meanwhile, unseen even by their drawer (seed
        "Refilling the deck"; notes "Moves and timing"). Returns the vote it opens, if any."""
        k = min(need, len(self.deck))
        if k < need and self.may_vote():
            for _ in range(k):
                card = self.deck.pop()
                if dst == "hand" and a != self.D:
                    self.drawing.append(card)
                    self.drawing_for = a
                    if not self.quiet:
                        events.append(Event("move", card, "deck", "drawing", face_up=False,
                                            player=self.controller(a), visible=frozenset()))
                else:
                    self.place(a, card, dst, "deck", events)
            self.then(Draw(a, need - k, dst, after))
            return self.start_vote(events, a)
        drawn = [self.deck.pop() for _ in range(k)]
        self.flush_drawing(events, a)
        for card in drawn:
            self.place(a, card, dst, "deck", events)
        if after is not None:
            self.then(after)
        if need and not self.deck and not self.deck_closed:
            return self.deck_empty(events, a)
        return None

    def place(self, a: int, card: Card, dst: str, src: str, events: list[Event]) -> None:
        """``card`` from ``src`` into ``a``'s ``dst``: Justice's row and Strength's face up,
        a hand as its owner sees it (the daemon's face up)."""
        if dst == "row":
            self.justice_row.append(card)
            self.justice_row.sort(key=CARD_KEY)
            if not self.quiet:
                events.append(Event("move", card, src, "justice", text=""))
        elif dst == "strength":
            self.strength_row[a].append(card)
            self.strength_row[a].sort(key=CARD_KEY)
            if not self.quiet:
                events.append(Event("move", card, src, f"strength:{self.who(a)}",
                                    player=self.controller(a)))
        else:
            self.hands[a].append(card)
            if a != self.U:                     # the USA's hand keeps the order drawn
                self.hands[a].sort(key=CARD_KEY)
            voids = self.voids[a]
            for word in voids:
                voids[word] += 1
            if not self.quiet:
                vis = self.vis(a)
                events.append(Event("move", card, src, f"hand:{self.who(a)}",
                                    face_up=vis is ALL, player=self.controller(a), visible=vis))

    def learn_voids(self, word: str, actors: Sequence[int]) -> None:
        """Everyone saw that none of ``actors`` holds what ``word`` speaks of beyond the cards
        it showed (the Hierophant's call; a failed call: :func:`void_test`): the count of
        cards each has drawn since starts again from 0 (``sample_world`` deals it at most that
        many such cards)."""
        for b in actors:
            self.voids[b][word] = 0

    def flush_drawing(self, events: list[Event], a: int) -> None:
        """The cards of ``a``'s interrupted draw go into its hand."""
        if self.drawing_for == a and self.drawing:
            for card in self.drawing:
                self.place(a, card, "hand", "drawing", events)
            self.drawing = []
        if self.drawing_for == a:
            self.drawing_for = None

    def deck_empty(self, events: list[Event], drawer: int) -> Stage | None:
        """The deck has just run out: vote on a refill, or close it for the round."""
        if self.may_vote():
            return self.start_vote(events, drawer)
        if not self.deck_closed:
            self.close_deck(events, "The deck is empty and the discard pile too: the deck "
                                    "stays empty.")
        return None

    def start_vote(self, events: list[Event], drawer: int) -> Stage | None:
        """Every seat votes, in playing order from the one who drew last, those already out
        too; the daemon does not (its master votes once; ours); the USA "is always willing to
        refill the deck" (seed, GAZA) and says so in its turn."""
        start = self.daemon_master if drawer == self.D else drawer
        voters = tuple(b for b in self.order_from(start) if b != self.D)
        if not self.quiet:
            events.append(Event("message", player=self.controller(start),
                                text="The deck is empty: refill it from the discard pile?"))
        return self.next_vote(events, voters)

    def next_vote(self, events: list[Event], voters: tuple[int, ...]) -> Stage | None:
        """The first of ``voters`` who decides votes next (the USA's yes is said for it); when
        everyone has agreed, the deck is refilled."""
        while voters and voters[0] == self.U:
            if not self.quiet:
                events.append(Event("message", text="USA votes for a refill."))
            voters = voters[1:]
        if voters:
            return RefillVote(voters[0], voters[1:])
        self.refill(events)
        return None

    def refill(self, events: list[Event]) -> None:
        """Everyone agreed: the discard pile is shuffled into a new deck."""
        if not self.quiet:
            for card in self.discard:
                events.append(Event("move", card, "discard", "deck", face_up=False,
                                    visible=frozenset()))
        self.deck = self.shuffled(self.discard)
        self.discard, self.discard_vis = [], []
        if not self.quiet:
            events.append(Event("shuffle", text="Everyone agrees: the discard pile is shuffled "
                                                "into a new deck."))

    def close_deck(self, events: list[Event], why: str) -> None:
        """The deck stays empty for the rest of the round; Temperance vanishes (seed)."""
        self.deck_closed = True
        if not self.quiet:
            events.append(Event("message", text=why))
        if self.temperance is not None:
            owner = self.temperance[0]
            self.temperance = None
            self.discard_front(owner, TEMPERANCE, events,
                               "The deck has run out: Temperance is removed.")
