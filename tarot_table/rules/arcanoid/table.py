"""The table of an Arcanoid game: its zones and counters, declared once here, and the moves the
rules make with them — who an actor is and who decides for it, the playing order, the cards an
actor may use, a card taken from them or put into a hand or a row, the discard pile, the deal,
the deck refilled or closed, the round's clock, the voids (what a hand was seen not to hold). :class:`~.state.ArcanoidState` is built on it
with the views and the positions; the rules that decide when to make the moves are functions of
:mod:`.stages` (the turns, the draws, the vote), :mod:`.battlefields` (committing) and
:mod:`.cards` (the majors).

Actors are the seats ``0 … num_players-1``; the daemon, actor ``daemon`` (``num_players``),
whose decisions its master makes; and with GAZA the USA, actor ``usa`` (``num_players + 1``),
who plays by itself (:mod:`.usa`).

Compiled (``hatch_build.py``), :class:`ArcanoidTable` is an extension type whose fields are C
fields: ``table.pxd`` declares exactly the fields named here (``tests/test_arcanoid.py`` checks
it). As source it is a plain class whose zones and records live in slots.
"""

from __future__ import annotations

from typing import Callable

from ...cards import Card, CardParseError, parse_card
from ...messages import Message, Seat, say
from ..base import ALL, Event
from ..card_tables import CARD_KEY
from ..stages import StagedState
from .commitments import DECK, FIELD_SUIT, FIELDS, FOOL, TEMPERANCE, major

HAND = 6

#: The zones and records each state has its own copy of (``clone`` copies them), by their
#: shape. A list of cards or of values: the deck (top last), the discard pile (top last) and
#: per discarded card who has seen it (``ALL`` when it lies face up), a draw the refill vote
#: interrupted, Justice's row, the cards out of play (a position set up by hand), per
#: battlefield whether anything was committed there this round, per actor its hand's size, its
#: having left the round and its secret commitment spent (KOBLENZ), and per regular and extra
#: round the seat winning each battle.
LISTS = ("deck", "discard", "discard_seen_by", "drawing", "justice", "aside", "touched",
         "hand_size", "out", "secret_spent", "results", "extra_results")
#: Per actor a list, a set or a dict: its hand (in display order; the USA's in the order
#: drawn), Strength's face-up cards, the Chariot and its reserve, its lasting majors, its
#: commitment on each battlefield (``None`` where it has not committed), the seats that have
#: seen its face-down cards on each battlefield (``None`` where they lie face up), the cards
#: everyone knows to be in its hand, and its voids (a Hierophant's call or a failed call's card
#: → the cards it has drawn since).
ROWS = ("hands", "strength", "chariot", "front", "commits", "secret", "shown", "voids")
#: Per actor its lane of each battlefield; per seat, the cards it alone knows to be in each
#: actor's hand (the High Priestess).
GRIDS = ("lanes", "known")
#: Values that never change in place, which a clone shares: whether the state is quiet; the
#: number of seats, the daemon's and the USA's actor numbers (the USA's ``None`` without GAZA),
#: the number of actors and each one's zone suffix; the variant (and its NASSAU Temperance),
#: GAZA and the number of regular rounds; the round (from 0, extra rounds included) and its
#: first seat; the seats tied for an extra round, the winners, the battles won per seat; the
#: daemon's master, Temperance (owner, battlefield), the Hermit (owner, moves left), whether the
#: deck stays empty for the round, the round's clock, the actor whose turn it is, whether
#: Justice's row is down, and the actor whose interrupted draw waits.
COUNTERS = ("quiet", "num_players", "daemon", "usa", "num_actors", "suffixes", "variant",
            "nassau", "gaza", "rounds", "round_no", "first", "tied", "winners", "scores",
            "daemon_master", "temperance", "hermit", "deck_closed", "clock", "turn",
            "justice_on", "drawing_for")
#: Every field of the table: the above and the first deal's events (``opening_events``).
FIELDS_DECLARED = LISTS + ROWS + GRIDS + COUNTERS + ("opening_events",)

#: The Hierophant's calls (seed): a suit, the trumps (without the Fool), or the Fool alone.
#: Each is also a void word: what an actor was seen not to hold beyond what it showed.
HIEROPHANT_CALLS = ("swords", "staves", "cups", "coins", "trumps", "fool")


def hierophant_call(who: Seat | Message, word: str) -> Message:
    """The log's sentence of ``who`` calling ``word`` with the Hierophant: a battlefield's
    suit, ``"trumps"`` or ``"fool"``."""
    if word == "trumps":
        return say("{seat} calls the trumps: everyone shows them.", seat=who)
    if word == "fool":
        return say("{seat} calls the Fool: whoever holds it shows it.", seat=who)
    return say("{seat} calls {field}: everyone shows them.", seat=who, field=FIELD_SUIT[word])


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


def _each(count: int, make: Callable[[], object]) -> list:
    """A list of ``count`` new things ``make()`` makes (a row per actor, per battlefield…)."""
    return [make() for _ in range(count)]


#: :meth:`ArcanoidTable.actors`' answers, by what they depend on.
_ACTORS: dict[tuple[int | bool | None, ...], tuple[int, ...]] = {}
#: :meth:`ArcanoidTable.vis`'s answers: nobody, and each seat alone.
_NOBODY: frozenset[int] = frozenset()
_SEATS = tuple(frozenset((a,)) for a in range(16))
#: :meth:`ArcanoidTable.order_from`'s answers, by what they depend on.
_ORDERS: dict[int, tuple[int, ...]] = {}


class ArcanoidTable(StagedState):
    """The zones and counters of an Arcanoid game and the moves of its cards (module
    docstring)."""

    __slots__ = LISTS + ROWS + GRIDS + ("opening_events",)

    def clear_round(self) -> None:
        """Every zone and record of a round as it starts: nothing dealt, nothing committed."""
        m, n = self.num_actors, self.num_players
        self.deck: list[Card] = []
        self.discard: list[Card] = []
        self.discard_seen_by: list[frozenset[int] | None] = []
        self.aside: list[Card] = []
        self.hands: list[list[Card]] = _each(m, list)
        self.strength: list[list[Card]] = _each(m, list)
        self.chariot: list[list[Card]] = _each(m, list)
        self.front: list[list[Card]] = _each(m, list)
        self.lanes: list[list[list[Card]]] = _each(m, lambda: _each(4, list))
        self.commits: list[list] = _each(m, lambda: [None] * 4)
        self.secret: list[list[frozenset[int] | None]] = _each(m, lambda: [None] * 4)
        self.secret_spent = [False] * m
        self.touched = [False] * 4
        self.justice: list[Card] = []
        self.justice_on = False
        self.drawing: list[Card] = []
        self.drawing_for: int | None = None
        self.hand_size = [HAND] * m
        self.out = [False] * n + [True] + [False] * self.gaza
        self.daemon_master: int | None = None
        self.temperance: tuple[int, int] | None = None
        self.hermit: tuple[int, int] | None = None
        self.deck_closed = False
        self.clock = 0
        self.turn = 0
        self.shown: list[set[Card]] = _each(m, set)
        self.known: list[list[set[Card]]] = _each(n, lambda: _each(m, set))
        self.voids: list[dict[str, int]] = _each(m, dict)

    def copy_fields(self, other: "ArcanoidTable") -> None:
        """Give ``other`` this table's fields: the values shared, the zones and records
        copied (:data:`COUNTERS`, :data:`LISTS`, :data:`ROWS`, :data:`GRIDS`)."""
        for key in COUNTERS:
            setattr(other, key, getattr(self, key))
        for key in LISTS:
            setattr(other, key, list(getattr(self, key)))
        for key in ROWS:
            setattr(other, key, [type(row)(row) for row in getattr(self, key)])
        for key in GRIDS:
            setattr(other, key, [[type(x)(x) for x in row] for row in getattr(self, key)])
        other.opening_events = []

    # -- the actors -----------------------------------------------------------------------------
    def who(self, a: int) -> str:
        """The zone suffix of actor ``a``: its seat number, ``"daemon"`` or ``"usa"``."""
        return self.suffixes[a]

    def actor_of(self, word: str | int) -> int:
        """The actor a zone suffix or an action target names."""
        return self.daemon if word == "daemon" else self.usa if word == "usa" else int(word)

    def target_word(self, b: int) -> int | str:
        """The action target naming actor ``b``: its seat number, ``"daemon"`` or ``"usa"``."""
        return "daemon" if b == self.daemon else "usa" if b == self.usa else b

    def controller(self, a: int) -> int | None:
        """The seat that decides for actor ``a`` (the daemon's master for the daemon; nobody,
        ``None``, for the USA, which plays by itself)."""
        if a == self.daemon:
            return self.daemon_master
        return None if a == self.usa else a

    def name(self, a: int) -> Seat | Message:
        """``a`` as a message's argument names it: its seat, its master's daemon ("Ada's
        daemon", "your daemon") or the USA."""
        if a == self.daemon:
            return say("{master:poss} daemon", master=Seat(self.daemon_master))
        return say("USA") if a == self.usa else Seat(a)

    def actors(self) -> tuple[int, ...]:
        """The actors of this round: the seats, the daemon once the Devil is down, the USA
        (kept once found: they depend only on the number of seats, the daemon and the USA)."""
        key = (self.num_players, self.daemon_master is not None, self.usa)
        found = _ACTORS.get(key)
        if found is None:
            found = _ACTORS[key] = tuple(range(self.num_players)) + (
                (self.daemon,) if self.daemon_master is not None else ()) + (
                (self.usa,) if self.usa is not None else ())
        return found

    def ring(self) -> list[int]:
        """Playing order: the seats clockwise, the daemon just before its master; the USA
        "plays last in the round" (seed, GAZA): after the last seat, before the round's first
        player (and before a daemon playing just before that player; ours)."""
        order = []
        for s in range(self.num_players):
            if s == self.first and self.usa is not None:
                order.append(self.usa)
            if self.daemon_master == s:
                order.append(self.daemon)
            order.append(s)
        return order

    def order_from(self, a: int) -> tuple[int, ...]:
        """Playing order starting with ``a`` (kept once found: it depends only on the number
        of seats, the round's first player, the daemon's master and the USA)."""
        master = 0 if self.daemon_master is None else self.daemon_master + 1
        # each part of the key under 16, packed in one int
        key = (((a * 16 + self.first) * 16 + master) * 16 + self.num_players) * 2 + (
            self.usa is not None)
        orders = _ORDERS
        found = orders.get(key)
        if found is None:
            ring = self.ring()
            i = ring.index(a)
            found = orders[key] = tuple(ring[i:] + ring[:i])
        return found

    def vis(self, a: int) -> frozenset[int] | None:
        """Who sees the hidden hand of actor ``a``: its seat, everybody for the daemon, nobody
        for the USA ("USA's cards, of course, are hidden to the other players": seed, GAZA)."""
        if a == self.daemon:
            return ALL
        return _NOBODY if a == self.usa else _SEATS[a]

    # -- what an actor may use --------------------------------------------------------------------
    def pool(self, a: int) -> list[Card]:
        """The cards ``a`` may use as its own: hand, Strength's visible cards, Justice's row,
        in display order (by ``card._key``: the keys are distinct, so the order is
        ``sorted``'s; an insertion sort of a dozen cards, whose keys compiled are read as C
        longs). A hand alone (not the USA's, kept in the order drawn) is in that order
        already."""
        row, shared = self.strength[a], self.justice
        if not row and not shared and a != self.usa:
            return list(self.hands[a])
        cards = self.hands[a] + row + shared
        for i in range(1, len(cards)):
            card = cards[i]
            key = card._key
            j = i - 1
            while j >= 0:
                other = cards[j]
                if other._key <= key:
                    break
                cards[j + 1] = other
                j -= 1
            cards[j + 1] = card
        return cards

    def open_fields(self, a: int) -> list[int]:
        """The battlefields (indexes of ``FIELDS``) where ``a`` has not committed yet."""
        row = self.commits[a]
        opened = []
        for f in range(4):
            if row[f] is None:
                opened.append(f)
        return opened

    def may_commit(self, a: int, f: int) -> bool:
        """Whether Temperance lets ``a`` commit cards on field ``f`` (abdication and Judgment are
        always allowed): not on the tempered field, except for its owner in DRESDEN (NASSAU and
        the variants built on it: "No player, not even the one who put down temperance, can
        commit on the tempered battlefield")."""
        t = self.temperance
        if t is None or t[1] != f:
            return True
        return t[0] == a and not self.nassau

    # -- the cards' moves -------------------------------------------------------------------------
    def take(self, a: int, card: Card) -> str:
        """Remove ``card`` from what ``a`` can use (its hand, Strength's row, Justice's row,
        else the Chariot); returns the zone it came from."""
        hand = self.hands[a]
        for i in range(len(hand)):      # cards are interned: the same card is the same object
            if hand[i] is card:
                del hand[i]
                self.forget(a, card)
                return "hand:" + self.suffixes[a]
        row = self.strength[a]
        if card in row:
            row.remove(card)
            return "strength:" + self.suffixes[a]
        if card in self.justice:
            self.justice.remove(card)
            return "justice"
        self.chariot[a].remove(card)
        return "chariot:" + self.suffixes[a]

    def forget(self, a: int, card: Card) -> None:
        """``card`` has left ``a``'s hand: nobody knows it there any more."""
        known = self.shown[a]
        known.discard(card)
        for row in self.known:
            known = row[a]
            known.discard(card)

    def to_discard(self, card: Card, src: str, events: list[Event], vis=ALL,
                   player: int | None = None, said: Message | None = None) -> None:
        """Put ``card`` on the discard pile, face up (``vis`` ALL) or face down (seen by
        ``vis``); ``said``, the log's sentence of it."""
        self.discard.append(card)
        self.discard_seen_by.append(vis)
        if not self.quiet:
            events.append(Event("move", card, src, "discard", face_up=vis is ALL, player=player,
                                visible=vis, message=said))

    def discard_front(self, a: int, number: int, events: list[Event], why: Message) -> None:
        """The lasting major ``number`` in front of ``a`` (if there) is discarded face up
        (``why``: the log's sentence)."""
        card = major(number)
        if card in self.front[a]:
            self.front[a].remove(card)
            self.to_discard(card, f"front:{self.who(a)}", events, player=self.controller(a),
                            said=why)

    def place(self, a: int, card: Card, dst: str, src: str, events: list[Event]) -> None:
        """``card`` from ``src`` into ``a``'s ``dst`` (``"hand"``, ``"strength"``, ``"row"``:
        Justice's): Justice's row and Strength's face up, a hand as its owner sees it (the
        daemon's face up). Rows and hands are kept in display order (``card._key``), the USA's
        hand in the order drawn; a card drawn into a hand counts for its voids."""
        if dst == "row":
            self.justice.append(card)
            self.justice.sort(key=CARD_KEY)
            if not self.quiet:
                events.append(Event("move", card, src, "justice", text=""))
        elif dst == "strength":
            self.strength[a].append(card)
            self.strength[a].sort(key=CARD_KEY)
            if not self.quiet:
                events.append(Event("move", card, src, f"strength:{self.who(a)}",
                                    player=self.controller(a)))
        else:
            hand = self.hands[a]
            i = len(hand)
            if a != self.usa:       # inserted in its place: the hand is in display order
                key = card._key
                while i and hand[i - 1]._key > key:
                    i -= 1
            hand.insert(i, card)
            voids = self.voids[a]
            if voids:
                for word in voids:
                    voids[word] += 1
            if not self.quiet:
                vis = self.vis(a)
                events.append(Event("move", card, src, f"hand:{self.who(a)}",
                                    face_up=vis is ALL, player=self.controller(a), visible=vis))

    def flush_drawing(self, events: list[Event], a: int) -> None:
        """The cards of ``a``'s interrupted draw go into its hand."""
        if self.drawing_for == a:
            if self.drawing:
                for card in self.drawing:
                    self.place(a, card, "hand", "drawing", events)
                self.drawing = []
            self.drawing_for = None

    def learn_voids(self, word: str, actors) -> None:
        """Everyone saw that none of ``actors`` holds what ``word`` speaks of beyond the cards
        it showed (the Hierophant's call; a failed call: :func:`void_test`): the count
        of cards each has drawn since starts again from 0 (``sample_world`` deals it at most
        that many such cards)."""
        for b in actors:
            self.voids[b][word] = 0

    def tick(self) -> int:
        """The time of a new commitment: the next tick of the round's clock."""
        self.clock += 1
        return self.clock

    def zones(self) -> dict[str, tuple[Card, ...]]:
        """Every zone's cards in order (the package docstring names the zones)."""
        zones: dict[str, tuple[Card, ...]] = {
            "deck": tuple(self.deck), "discard": tuple(self.discard),
            "drawing": tuple(self.drawing), "justice": tuple(self.justice)}
        for a in range(self.num_actors):
            w = self.who(a)
            zones[f"hand:{w}"] = tuple(self.hands[a])
            zones[f"strength:{w}"] = tuple(self.strength[a])
            zones[f"chariot:{w}"] = tuple(self.chariot[a])
            zones[f"front:{w}"] = tuple(self.front[a])
            for f, word in enumerate(FIELDS):
                zones[f"field:{word}:{w}"] = tuple(self.lanes[a][f])
        if self.aside:
            zones["aside"] = tuple(self.aside)
        return zones

    # -- the deck -------------------------------------------------------------------------------
    def deal(self, events: list[Event]) -> None:
        """Gather all 78 cards, shuffle, deal six to each seat one at a time from the round's
        first player (seat ``round_no % num_players``, rotating each round — notes "Cards and
        table"), the USA last, as it plays (GAZA; its hand stays in the order drawn, the oldest
        first)."""
        quiet = self.quiet
        if not quiet:
            self._gathered(events)
        self.clear_round()
        self.first = self.round_no % self.num_players
        self.deck = self.shuffled(DECK)
        if not quiet:
            said = say("Round {round}: the cards are dealt; {seat} plays first.",
                       round=self.round_no + 1, seat=self.first) if not self.tied else \
                say("Extra round {round}: the cards are dealt; {seat} plays first.",
                    round=len(self.extra_results) + 1, seat=self.first)
            events.append(Event("shuffle", player=self.first, data={"round": self.round_no + 1},
                                message=said))
        deck, hands, n, first, usa = self.deck, self.hands, self.num_players, self.first, \
            self.usa
        for _ in range(HAND):
            for k in range(n):
                seat = (first + k) % n
                card = deck.pop()
                hands[seat].append(card)
                if not quiet:
                    events.append(Event("move", card, "deck", f"hand:{seat}", face_up=False,
                                        player=seat, visible=frozenset((seat,))))
            if usa is not None:
                hands[usa].append(deck.pop())
                if not quiet:
                    events.append(Event("move", hands[usa][-1], "deck", "hand:usa",
                                        face_up=False, visible=frozenset()))
        for hand in hands[:n]:
            hand.sort(key=CARD_KEY)

    def _gathered(self, events: list[Event]) -> None:
        """The events of every card going back to the deck, face down, before a deal."""
        for zone, cards in self.zones().items():
            if zone != "deck":
                for card in cards:
                    events.append(Event("move", card, zone, "deck", face_up=False,
                                        visible=frozenset()))

    def may_vote(self) -> bool:
        """Whether an emptied deck is put to the vote: never after Death or a dissent, nor with
        an empty discard pile (seed "Refilling the deck")."""
        return not self.deck_closed and bool(self.discard)

    def refill(self, events: list[Event]) -> None:
        """Everyone agreed: the discard pile is shuffled into a new deck."""
        if not self.quiet:
            for card in self.discard:
                events.append(Event("move", card, "discard", "deck", face_up=False,
                                    visible=frozenset()))
        self.deck = self.shuffled(self.discard)
        self.discard, self.discard_seen_by = [], []
        if not self.quiet:
            events.append(Event("shuffle", message=say("Everyone agrees: the discard pile is "
                                                       "shuffled into a new deck.")))

    def close_deck(self, events: list[Event], why: Message) -> None:
        """The deck stays empty for the rest of the round; Temperance vanishes (seed).
        ``why``: the log's sentence."""
        self.deck_closed = True
        if not self.quiet:
            events.append(Event("message", message=why))
        if self.temperance is not None:
            owner = self.temperance[0]
            self.temperance = None
            self.discard_front(owner, TEMPERANCE, events,
                               say("The deck has run out: Temperance is removed."))
