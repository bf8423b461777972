"""Drawing, Justice's row and the deck refill vote of Arcanoid (seed "The deck and discard
piles", "Refilling the deck"; notes "Moves and timing", "Justice × Devil"), as a mixin of
:class:`~.state.ArcanoidState`; and what the Hierophant and failed calls tell about the cards
a hand does not hold (its *voids*). Drawing, made after every move, is module functions typed
on the table when compiled (``deck.pxd``), which the mixin's methods call."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from ...cards import Card, CardParseError, parse_card
from ..base import ALL, Event
from ..stages import Stage
from . import stages     # a module, not its names: the stages run this module's draws
from .commitments import CARD_KEY, FIELD_SUIT, FOOL, TEMPERANCE

if TYPE_CHECKING:
    from .table import ArcanoidTable

#: :func:`draw_back`'s mark of Justice's row among the hands to fill.
JUSTICE_ROW = -1

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
             after: "stages.Wheel | None" = None) -> Stage | None:
        """Draw ``need`` cards for ``a`` into ``dst`` (:func:`draw`)."""
        return draw(self, events, a, need, dst, after)

    def place(self, a: int, card: Card, dst: str, src: str, events: list[Event]) -> None:
        """``card`` from ``src`` into ``a``'s ``dst`` (:func:`place`)."""
        place(self, a, card, dst, src, events)

    def learn_voids(self, word: str, actors: Sequence[int]) -> None:
        """Everyone saw that none of ``actors`` holds what ``word`` speaks of beyond the cards
        it showed (the Hierophant's call; a failed call: :func:`void_test`): the count of
        cards each has drawn since starts again from 0 (``sample_world`` deals it at most that
        many such cards)."""
        for b in actors:
            self.voids[b][word] = 0

    def flush_drawing(self, events: list[Event], a: int) -> None:
        """The cards of ``a``'s interrupted draw go into its hand (:func:`flush_drawing`)."""
        flush_drawing(self, events, a)

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
            return stages.RefillVote(voters[0], voters[1:])
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


# -- drawing, compiled with the table's fields typed (``deck.pxd``) ------------------------------

def draw(st: "ArcanoidTable", events: list[Event], a: int, need: int, dst: str,
         after: "stages.Wheel | None" = None) -> Stage | None:
    """Draw ``need`` cards for ``a`` into ``dst`` (``"hand"``, ``"strength"``, ``"row"``),
    then queue ``after``. When the deck runs out with cards still owed, the vote is held
    first (the rest of the draw waits as a :class:`~.stages.Draw`); cards drawn into a
    hidden hand wait face down in ``"drawing"`` meanwhile, unseen even by their drawer (seed
    "Refilling the deck"; notes "Moves and timing"). Returns the vote it opens, if any."""
    deck = st.deck
    k = min(need, len(deck))
    if k < need and st.may_vote():
        for _ in range(k):
            card = deck.pop()
            if dst == "hand" and a != st.D:
                st.drawing.append(card)
                st.drawing_for = a
                if not st.quiet:
                    events.append(Event("move", card, "deck", "drawing", face_up=False,
                                        player=st.controller(a), visible=frozenset()))
            else:
                place(st, a, card, dst, "deck", events)
        st.then(stages.Draw(a, need - k, dst, after))
        return st.start_vote(events, a)
    drawn = [deck.pop() for _ in range(k)]
    flush_drawing(st, events, a)
    for card in drawn:
        place(st, a, card, dst, "deck", events)
    if after is not None:
        st.then(after)
    if need and not deck and not st.deck_closed:
        return st.deck_empty(events, a)
    return None


def place(st: "ArcanoidTable", a: int, card: Card, dst: str, src: str,
          events: list[Event]) -> None:
    """``card`` from ``src`` into ``a``'s ``dst``: Justice's row and Strength's face up,
    a hand as its owner sees it (the daemon's face up). Rows and hands are kept in display
    order (``card._key``), the USA's hand in the order drawn."""
    if dst == "row":
        st.justice_row.append(card)
        st.justice_row.sort(key=CARD_KEY)
        if not st.quiet:
            events.append(Event("move", card, src, "justice", text=""))
    elif dst == "strength":
        st.strength_row[a].append(card)
        st.strength_row[a].sort(key=CARD_KEY)
        if not st.quiet:
            events.append(Event("move", card, src, f"strength:{st.who(a)}",
                                player=st.controller(a)))
    else:
        hand = st.hands[a]
        i = len(hand)
        if a != st.U:       # inserted in its place: the hand is in display order
            key = card._key
            while i and hand[i - 1]._key > key:
                i -= 1
        hand.insert(i, card)
        voids = st.voids[a]
        if voids:
            for word in voids:
                voids[word] += 1
        if not st.quiet:
            vis = st.vis(a)
            events.append(Event("move", card, src, f"hand:{st.who(a)}",
                                face_up=vis is ALL, player=st.controller(a), visible=vis))


def flush_drawing(st: "ArcanoidTable", events: list[Event], a: int) -> None:
    """The cards of ``a``'s interrupted draw go into its hand."""
    if st.drawing_for == a:
        if st.drawing:
            for card in st.drawing:
                place(st, a, card, "hand", "drawing", events)
            st.drawing = []
        st.drawing_for = None


def may_draw(st: "ArcanoidTable", a: int) -> bool:
    """Whether ``a``'s hand is drawn at all: ``a`` is still in the round, and its hand is
    short or a draw of its waits. The steps between a move and a hand's turn to draw only
    add cards (a vote draws none), so a hand that need not draw after the move will not:
    :func:`draw_back` fills no other."""
    return not st.out[a] and (st.drawing_for == a or len(st.hands[a]) < st.hand_size[a])


def fill_hand(st: "ArcanoidTable", a: int, events: list[Event]) -> Stage | None:
    """``a``'s hand is drawn back to its size (6, or 7 with Strength's hidden card), counting
    a half-completed draw, unless it has left the round (:class:`~.stages.FillHand`)."""
    if st.out[a]:
        return None
    waiting = len(st.drawing) if st.drawing_for == a else 0
    need = st.hand_size[a] - len(st.hands[a]) - waiting
    if need <= 0 and st.drawing_for != a:    # nothing to draw and no draw waiting
        return None
    return draw(st, events, a, max(0, need), "hand")


def fill_row(st: "ArcanoidTable", mover: int, events: list[Event]) -> Stage | None:
    """Justice's row is kept at six cards while the deck lasts (seed, Justice), drawn for
    ``mover`` (:class:`~.stages.FillJustice`)."""
    if st.justice_on:
        return draw(st, events, mover, 6 - len(st.justice_row), "row")
    return None


def draw_back(st: "ArcanoidTable", mover: int, events: list[Event]) -> Stage | None:
    """After ``mover``'s move: the mover's hand, then Justice's row, then any other short hand
    in playing order, the daemon last (seed "Making a move"; notes "Justice × Devil";
    :class:`~.stages.DrawBack`). The fills run at once, in order, as the queue would run
    them: once one opens a decision (returned) or queues steps, those left wait in the queue
    under those, as :class:`~.stages.FillHand` and :class:`~.stages.FillJustice` steps."""
    d = st.D
    fills = [mover]
    if st.justice_on:            # Justice's row is refilled only while it is down
        fills.append(JUSTICE_ROW)
    order = st.order_from(mover)
    for i in range(1, len(order)):
        b = order[i]
        if b != d and may_draw(st, b):
            fills.append(b)
    if mover != d and st.daemon_master is not None:
        fills.append(d)
    todo = st.todo
    for i in range(len(fills)):
        size = len(todo)
        b = fills[i]
        stage = fill_row(st, mover, events) if b == JUSTICE_ROW else fill_hand(st, b, events)
        if stage is not None or st.stage is not None or len(todo) != size:
            todo[size:size] = [stages.FillJustice(mover) if left == JUSTICE_ROW
                               else stages.FillHand(left) for left in fills[:i:-1]]
            return stage
    return None
