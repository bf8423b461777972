"""Drawing, Justice's row and the deck refill vote of Arcanoid (seed "The deck and discard
piles", "Refilling the deck"; notes "Moves and timing", "Justice × Devil"), as a mixin of
:class:`~.state.ArcanoidState`."""

from __future__ import annotations

from ...cards import Card
from ..base import ALL, Event
from ..stages import Stage
from .commitments import TEMPERANCE
from .stages import Draw, RefillVote, Wheel


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
            self.justice_row.sort()
            events.append(Event("move", card, src, "justice", text=""))
        elif dst == "strength":
            self.strength_row[a].append(card)
            self.strength_row[a].sort()
            events.append(Event("move", card, src, f"strength:{self.who(a)}",
                                player=self.controller(a)))
        else:
            self.hands[a].append(card)
            self.hands[a].sort()
            vis = self.vis(a)
            events.append(Event("move", card, src, f"hand:{self.who(a)}", face_up=vis is ALL,
                                player=self.controller(a), visible=vis))

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

    def start_vote(self, events: list[Event], drawer: int) -> Stage:
        """Every seat votes, in playing order from the one who drew last, those already out
        too; the daemon does not (its master votes once; ours)."""
        start = self.controller(drawer)
        seats = tuple((start + k) % self.n for k in range(self.n))
        events.append(Event("message", player=start, text="The deck is empty: refill it from "
                                                            "the discard pile?"))
        return RefillVote(seats[0], seats[1:])

    def refill(self, events: list[Event]) -> None:
        """Everyone agreed: the discard pile is shuffled into a new deck."""
        for card in self.discard:
            events.append(Event("move", card, "discard", "deck", face_up=False,
                                visible=frozenset()))
        self.deck = self.shuffled(self.discard)
        self.discard, self.discard_vis = [], []
        events.append(Event("shuffle", text="Everyone agrees: the discard pile is shuffled into "
                                            "a new deck."))

    def close_deck(self, events: list[Event], why: str) -> None:
        """The deck stays empty for the rest of the round; Temperance vanishes (seed)."""
        self.deck_closed = True
        events.append(Event("message", text=why))
        if self.temperance is not None:
            owner = self.temperance[0]
            self.temperance = None
            self.discard_front(owner, TEMPERANCE, events,
                               "The deck has run out: Temperance is removed.")
