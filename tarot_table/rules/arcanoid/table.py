"""The table of an Arcanoid game: its zones and counters, and the small moves the rules make
with them (who an actor is and who decides for it, the playing order, the cards an actor may
use, a card taken from them, the discard pile, the round's clock).
:class:`~.state.ArcanoidState` is built on it, with the mixins of committing
(:mod:`.battlefields`) and drawing (:mod:`.deck`), the views and the positions.

Compiled (``hatch_build.py``), :class:`ArcanoidTable` is an extension type (``table.pxd``):
the fields :data:`CONTAINERS` and :data:`SCALARS` name are C fields, read by its own methods
without a Python attribute look-up (and by the others through a descriptor, not the instance
dict). As source it is a plain class whose containers live in slots.
"""

from __future__ import annotations

from ...cards import Card
from ..base import ALL, Event
from ..stages import StagedState

#: The containers, in slots as source: each state has its own, which ``clone`` copies.
CONTAINERS = ("deck", "discard", "discard_vis", "aside", "hands", "strength_row", "chariot",
              "front", "lanes", "commits", "secret", "secret_spent", "touched", "justice_row",
              "drawing", "hand_size", "out", "public_in", "private_in", "voids", "results",
              "extra_results", "opening_events")
#: The other fields of the extension type (``table.pxd``), in the instance dict as source; a
#: state's ``clone`` copies them as they are.
SCALARS = ("quiet", "n", "D", "U", "m", "words", "variant", "nassau", "gaza", "rounds",
           "round_no", "first", "tied", "winners", "scores", "daemon_master", "temperance",
           "hermit", "deck_closed", "clock", "turn", "justice_on", "drawing_for")
#: :meth:`ArcanoidTable.actors`' answers, by what they depend on.
_ACTORS: dict[tuple[int | bool | None, ...], tuple[int, ...]] = {}
#: :meth:`ArcanoidTable.vis`'s answers: nobody, and each seat alone.
_NOBODY: frozenset[int] = frozenset()
_SEATS = tuple(frozenset((a,)) for a in range(16))
#: :meth:`ArcanoidTable.order_from`'s answers, by what they depend on.
_ORDERS: dict[int, tuple[int, ...]] = {}


class ArcanoidTable(StagedState):
    """The zones and counters of an Arcanoid game and its small moves (module docstring). Its
    fields are set by :class:`~.state.ArcanoidState`."""

    __slots__ = CONTAINERS

    def who(self, a: int) -> str:
        """The zone suffix of actor ``a``: its seat number, ``"daemon"`` or ``"usa"``."""
        return self.words[a]

    def actor_of(self, word: str | int) -> int:
        """The actor a zone suffix or an action target names."""
        return self.D if word == "daemon" else self.U if word == "usa" else int(word)

    def target_word(self, b: int) -> int | str:
        """The action target naming actor ``b``: its seat number, ``"daemon"`` or ``"usa"``."""
        return "daemon" if b == self.D else "usa" if b == self.U else b

    def controller(self, a: int) -> int | None:
        """The seat that decides for actor ``a`` (the daemon's master for the daemon; nobody,
        ``None``, for the USA, which plays by itself)."""
        if a == self.D:
            return self.daemon_master
        return None if a == self.U else a

    def actors(self) -> tuple[int, ...]:
        """The actors of this round: the seats, the daemon once the Devil is down, the USA
        (kept once found: they depend only on the number of seats, the daemon and the USA)."""
        key = (self.n, self.daemon_master is not None, self.U)
        found = _ACTORS.get(key)
        if found is None:
            found = _ACTORS[key] = tuple(range(self.n)) + (
                (self.D,) if self.daemon_master is not None else ()) + (
                (self.U,) if self.U is not None else ())
        return found

    def ring(self) -> list[int]:
        """Playing order: the seats clockwise, the daemon just before its master; the USA
        "plays last in the round" (seed, GAZA): after the last seat, before the round's first
        player (and before a daemon playing just before that player; ours)."""
        order = []
        for s in range(self.n):
            if s == self.first and self.U is not None:
                order.append(self.U)
            if self.daemon_master == s:
                order.append(self.D)
            order.append(s)
        return order

    def order_from(self, a: int) -> tuple[int, ...]:
        """Playing order starting with ``a`` (kept once found: it depends only on the number
        of seats, the round's first player, the daemon's master and the USA)."""
        master = 0 if self.daemon_master is None else self.daemon_master + 1
        # each part of the key under 16, packed in one int
        key = (((a * 16 + self.first) * 16 + master) * 16 + self.n) * 2 + (self.U is not None)
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
        if a == self.D:
            return ALL
        return _NOBODY if a == self.U else _SEATS[a]

    def pool(self, a: int) -> list[Card]:
        """The cards ``a`` may use as its own: hand, Strength's visible cards, Justice's row,
        sorted (by ``card._key``, the display order). An insertion sort of a dozen cards whose
        keys, compiled, are read as C longs: a third of the time of ``sorted(..., key=...)``,
        which calls the key's getter once a card; the keys are distinct, so the order is
        ``sorted``'s. A hand alone (not the USA's, kept in the order drawn) is in that order
        already."""
        row, shared = self.strength_row[a], self.justice_row
        if not row and not shared and a != self.U:
            return list(self.hands[a])          # a hand is kept in display order
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

    def take(self, a: int, card: Card) -> str:
        """Remove ``card`` from what ``a`` can use (its hand, Strength's row, Justice's row,
        else the Chariot); returns the zone it came from."""
        hand = self.hands[a]
        for i in range(len(hand)):      # cards are interned: the same card is the same object
            if hand[i] is card:
                del hand[i]
                self.forget(a, card)
                return "hand:" + self.words[a]
        row = self.strength_row[a]
        if card in row:
            row.remove(card)
            return "strength:" + self.words[a]
        if card in self.justice_row:
            self.justice_row.remove(card)
            return "justice"
        self.chariot[a].remove(card)
        return "chariot:" + self.words[a]

    def forget(self, a: int, card: Card) -> None:
        """``card`` has left ``a``'s hand: nobody knows it there any more."""
        known = self.public_in[a]
        known.discard(card)
        for row in self.private_in:
            known = row[a]
            known.discard(card)

    def to_discard(self, card: Card, src: str, events: list[Event], vis=ALL,
                   player: int | None = None, text: str = "") -> None:
        """Put ``card`` on the discard pile, face up (``vis`` ALL) or face down (seen by
        ``vis``)."""
        self.discard.append(card)
        self.discard_vis.append(vis)
        if not self.quiet:
            events.append(Event("move", card, src, "discard", face_up=vis is ALL, player=player,
                                visible=vis, text=text))

    def tick(self) -> int:
        """The time of a new commitment: the next tick of the round's clock."""
        self.clock += 1
        return self.clock
