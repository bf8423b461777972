"""Drawing, Justice's row and the deck refill vote of Arcanoid (seed "The deck and discard
piles", "Refilling the deck"; notes "Moves and timing", "Justice × Devil"), as a mixin of
:class:`~.state.ArcanoidState`."""

from __future__ import annotations

from ...cards import Card
from ..base import ALL, Action, Event
from .commitments import TEMPERANCE


class DeckMixin:
    """Drawing back to six, the half-completed draw, the vote, refilling and closing the deck.
    Relies on the helpers of ``ArcanoidState``."""

    def _s_fillall(self, events: list[Event], mover: int) -> None:
        """After a move: the mover's hand, then Justice's row, then any other short hand in
        playing order, the daemon last (notes "Justice × Devil")."""
        others = [b for b in self.order_from(mover)[1:] if b != self.D]
        steps = [("fill", mover), ("fillrow", mover)] + [("fill", b) for b in others]
        if mover != self.D and self.daemon_master is not None:
            steps.append(("fill", self.D))
        self._then(*steps)

    def _may_vote(self) -> bool:
        return not self.deck_closed and bool(self.discard)

    def _s_fill(self, events: list[Event], a: int) -> None:
        """Draw ``a``'s hand back to its size (6, or 7 with Strength's hidden card)."""
        if self.out[a]:
            return
        mine = self.drawing if self.drawing_for == a else []
        need = self.target[a] - len(self.hands[a]) - len(mine)
        self._draw(events, a, max(0, need), "hand")

    def _s_fillrow(self, events: list[Event], mover: int) -> None:
        """Justice's row is kept at six cards while the deck lasts (seed, Justice)."""
        if self.justice_on:
            self._draw(events, mover, 6 - len(self.justice_row), "row")

    def _draw(self, events: list[Event], a: int, need: int, dst: str,
              after: tuple | None = None) -> None:
        """Draw ``need`` cards for ``a`` into ``dst`` (``"hand"``, ``"strength"``, ``"row"``).
        When the deck runs out with cards still owed, the vote is held first; cards drawn into
        a hidden hand wait face down in ``"drawing"`` meanwhile, unseen even by their drawer
        (seed "Refilling the deck"; notes "Moves and timing")."""
        k = min(need, len(self.deck))
        if k < need and self._may_vote():
            for _ in range(k):
                card = self.deck.pop()
                if dst == "hand" and a != self.D:
                    self.drawing.append(card)
                    self.drawing_for = a
                    events.append(Event("move", card, "deck", "drawing", face_up=False,
                                        player=self.controller(a), visible=frozenset()))
                else:
                    self._place(a, card, dst, "deck", events)
            self._then(("draw", a, need - k, dst, after))
            self._start_vote(events, a)
            return
        drawn = [self.deck.pop() for _ in range(k)]
        self._flush_drawing(events, a)
        for card in drawn:
            self._place(a, card, dst, "deck", events)
        if after is not None:
            self._then(after)
        if need and not self.deck and not self.deck_closed:
            self._deck_empty(events, a)

    def _s_draw(self, events: list[Event], a: int, need: int, dst: str,
                after: tuple | None) -> None:
        if dst == "hand" and self.out[a]:
            self._flush_drawing(events, a)
            return
        self._draw(events, a, need, dst, after)

    def _place(self, a: int, card: Card, dst: str, src: str, events: list[Event]) -> None:
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
            vis = self._vis(a)
            events.append(Event("move", card, src, f"hand:{self.who(a)}", face_up=vis is ALL,
                                player=self.controller(a), visible=vis))

    def _flush_drawing(self, events: list[Event], a: int) -> None:
        if self.drawing_for == a and self.drawing:
            for card in self.drawing:
                self._place(a, card, "hand", "drawing", events)
            self.drawing = []
        if self.drawing_for == a:
            self.drawing_for = None

    def _deck_empty(self, events: list[Event], drawer: int) -> None:
        """The deck has just run out: vote on a refill, or close it for the round."""
        if self._may_vote():
            self._start_vote(events, drawer)
        elif not self.deck_closed:
            self._close_deck(events, "The deck is empty and the discard pile too: the deck "
                                     "stays empty.")

    def _start_vote(self, events: list[Event], drawer: int) -> None:
        start = self.controller(drawer)
        seats = tuple((start + k) % self.n for k in range(self.n))
        events.append(Event("message", player=start, text="The deck is empty: refill it from "
                                                            "the discard pile?"))
        self._then(("vote", seats))

    def _s_vote(self, events: list[Event], seats: tuple[int, ...]) -> None:
        self.phase = ("vote", seats[0], seats[1:])

    def _refill(self, events: list[Event]) -> None:
        for card in self.discard:
            events.append(Event("move", card, "discard", "deck", face_up=False,
                                visible=frozenset()))
        self.deck = self.shuffled(self.discard)
        self.discard, self.discard_vis = [], []
        events.append(Event("shuffle", text="Everyone agrees: the discard pile is shuffled into "
                                            "a new deck."))

    def _close_deck(self, events: list[Event], why: str) -> None:
        """The deck stays empty for the rest of the round; Temperance vanishes (seed)."""
        self.deck_closed = True
        events.append(Event("message", text=why))
        if self.temperance is not None:
            owner = self.temperance[0]
            self.temperance = None
            self._discard_front(owner, TEMPERANCE, events,
                                "The deck has run out: Temperance is removed.")

    def _apply_vote(self, phase: tuple, action: Action, events: list[Event]) -> None:
        seat, rest = phase[1], phase[2]
        yes = action.target == "yes"
        events.append(Event("message", player=seat, data={"vote": action.target},
                            text=f"{{{seat}}} votes {'for' if yes else 'against'} a refill."))
        if not yes:
            self._close_deck(events, f"{{{seat}}} dissents: the deck is not refilled.")
        elif rest:
            self.phase = ("vote", rest[0], rest[1:])
        else:
            self._refill(events)
