"""The table of a Taruno game: its zones and counters, and the moves the rules make with them (a
card taken from a hand or given to one, a draw with its refill, a discard under its pile, the end
of the game by the Death rule). :class:`~.state.TarunoState` is built on it, with the stage
and the queued steps, the views and the positions; the rules that decide when to make the moves
are in :mod:`.stages` (the turn) and :mod:`.cards` (the majors).

Compiled (``hatch_build.py``), :class:`TarunoTable` is an extension type (``table.pxd``): the
fields :data:`CONTAINERS` and :data:`SCALARS` name are C fields that the compiled rules (this
module, :mod:`.stages` and :mod:`.cards`, through their ``.pxd`` files) read and write without
a Python attribute look-up (in compiled code without these types, the generic attribute
look-up took a quarter of a search's time under ``perf``). As source it is a
plain class whose containers live in slots (CPython keeps attribute look-ups on its fast path
only for instances whose dict holds at most 29 keys, and a state has more attributes than that).
"""

from __future__ import annotations

from functools import cache
from typing import Sequence

from ...cards import Card
from ...messages import N_, Message, Seat, plain, say
from ..base import ALL, Event
from ..stages import StagedState
from .tables import FITS, HERMIT, MAJOR, STAR, TEMPERANCE, _key, fate_key

#: The containers, in slots as source: each state has its own, which ``clone`` copies.
CONTAINERS = ("hands", "front", "sleeve", "voids", "known", "public", "kin", "draw",
              "minor_pile", "major_pile", "todo", "team", "towered", "called", "opening_events")
#: The other fields of the extension type (``table.pxd``), in the instance dict as source; a
#: state's ``clone`` copies them as they are.
SCALARS = ("quiet", "num_players", "cur_suit", "cur_rank", "direction", "turn",
           "turn_no", "penalty", "skip_next", "stacking", "strict", "call_penalty")


class TarunoTable(StagedState):
    """The zones and counters of a Taruno game and the moves of its cards (module docstring).
    Its fields are set by :class:`~.state.TarunoState`."""

    __slots__ = CONTAINERS

    # -- facts --------------------------------------------------------------------------------
    def members(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s team (the Lovers), ``seat`` included."""
        team = self.team
        t = team[seat]
        if team.count(t) == 1:
            return (seat,)
        return tuple(s for s in range(self.num_players) if team[s] == t)

    def vis(self, *seats: int) -> frozenset[int]:
        """The seats that see what ``seats`` see: their teams (the Lovers)."""
        out: set[int] = set()
        for s in seats:
            out.update(self.members(s))
        return frozenset(out)

    def shielded(self, seat: int, by: int) -> bool:
        """Whether the Hermit in front of ``seat`` shields it from a major played by ``by``."""
        return seat != by and self.has_front(seat, HERMIT)

    def has_front(self, seat: int, number: int) -> bool:
        """Whether the major ``number`` lies in front of ``seat``."""
        for card in self.front[seat]:
            if card.rank == number:
                return True
        return False

    def order_from(self, seat: int) -> tuple[int, ...]:
        """Every seat in the direction of play, starting with ``seat``."""
        return _seat_order(self.num_players, self.direction, seat)

    def others(self, seat: int) -> list[int]:
        """The other seats that the major of ``seat`` can affect (not shielded by the Hermit),
        in the direction of play from ``seat``; also where its Chariot can send a card."""
        front = self.front
        others = []
        for s in self.order_from(seat)[1:]:
            if not (front[s] and self.has_front(s, HERMIT)):
                others.append(s)
        return others

    def temperance_seat(self) -> int | None:
        """The seat with Temperance in front of it, if any."""
        for seat, front in enumerate(self.front):
            for card in front:
                if card.rank == TEMPERANCE:
                    return seat
        return None

    def may_play_majors(self, seat: int) -> bool:
        """No majors while Temperance lies in front of anybody, except for a seat shielded by
        the Hermit from the Temperance of another (notes; our decision)."""
        for t, front in enumerate(self.front):
            for card in front:
                if card.rank == TEMPERANCE:
                    return self.shielded(seat, t)
        return True

    def playable_minors(self, seat: int) -> list[Card]:
        """The minors of ``seat``'s hand that fit the card to match, in hand order."""
        fit = FITS[self.cur_suit, self.cur_rank]
        return [c for c in self.hands[seat] if fit[c._key]]

    # -- moving cards -------------------------------------------------------------------------
    def take(self, seat: int, card: Card) -> None:
        """``card`` leaves ``seat``'s hand, found by identity (cards are interned: ``list.remove``
        would compare it with each card before it through Card's Python-level comparison slot;
        compiled, the search is a C loop, ``table.pxd``). Any call is undone. Raises
        ``ValueError`` when the hand does not hold it."""
        hand = self.hands[seat]
        for i in range(len(hand)):
            if hand[i] is card:
                del hand[i]
                break
        else:
            hand.remove(card)
        public = self.public[seat]
        if public:  # these sets are mostly empty: no need to hash the card
            public.discard(card)
        for row in self.kin:
            known = row[seat]
            if known:
                known.discard(card)
        self.called[seat] = False

    def to_hand(self, seat: int, card: Card, src: str, events: list[Event], *,
                public: bool, said: Message | None = None,
                also: frozenset[int] = frozenset()) -> None:
        """``card`` (already taken from ``src``) goes into ``seat``'s hand, face up to all when
        ``public``, else seen by ``seat``'s team and by the seats of ``also`` (a giver);
        ``said``, the log's sentence of it."""
        _insort(self.hands[seat], card)
        self.received(seat, 1)
        if public:
            self.public[seat].add(card)
        else:
            for v in also:
                if v != seat:
                    self.kin[v][seat].add(card)
        if not self.quiet:
            vis = ALL if public else self.vis(seat) | also
            events.append(Event("move", card, src, f"hand:{seat}", face_up=public, player=seat,
                                visible=vis, message=said))

    def from_draw(self, seat: int, count: int, events: list[Event]) -> None:
        """``seat`` takes the top ``count`` cards of the draw pile into its hand, face down, top
        card first (as many :meth:`to_hand`; ``count`` is at most the pile's size). Several
        cards are sorted in at once: quicker than one insertion each, and the same order (the
        cards' keys are distinct)."""
        if not count:
            return
        draw, hand = self.draw, self.hands[seat]
        if not self.quiet:
            vis = self.vis(seat)
            for card in reversed(draw[-count:]):
                events.append(Event("move", card, "draw", f"hand:{seat}", face_up=False,
                                    player=seat, visible=vis))
        if count == 1:
            _insort(hand, draw.pop())
        else:
            hand += draw[-count:]
            del draw[-count:]
            hand.sort(key=_key)
        self.received(seat, count)

    def received(self, seat: int, count: int) -> None:
        """``seat``'s hand has just received ``count`` cards: any call is undone, and each shown
        void counts them (``cap``: the cards received since it was shown), until it could hold
        the whole hand and is dropped."""
        self.called[seat] = False
        voids = self.voids[seat]
        if voids:
            size = len(self.hands[seat])
            kept = []
            for s, r, cap in voids:
                if cap + count < size:
                    kept.append((s, r, cap + count))
            self.voids[seat] = kept

    def show_void(self, seat: int) -> None:
        """``seat`` chose to draw on its turn, so it holds no minor that fits: a void of the card
        to match is shown (replacing any older one of the same suit and rank), with nothing
        received since."""
        s, r = self.cur_suit, self.cur_rank
        shown = self.voids[seat]
        voids = [v for v in shown if v[0] is not s or v[1] != r] if shown else []
        voids.append((s, r, 0))
        self.voids[seat] = voids

    def swap_hands(self, a: int, b: int, events: list[Event]) -> None:
        """Seats ``a`` and ``b`` swap hands (Justice), with what is known of them; each knows
        the hand it gave."""
        if not self.quiet:
            vis = self.vis(a, b)
            for src, dst in ((a, b), (b, a)):
                for card in self.hands[src]:
                    events.append(Event("move", card, f"hand:{src}", f"hand:{dst}",
                                        face_up=False, player=dst, visible=vis))
        for lst in (self.hands, self.public, self.voids):
            lst[a], lst[b] = lst[b], lst[a]
        for row in self.kin:
            row[a], row[b] = row[b], row[a]
        self.kin[a][b], self.kin[b][a] = set(self.hands[b]), set(self.hands[a])
        self.called[a] = self.called[b] = False

    def under(self, card: Card, where: str, seat: int, events: list[Event]) -> None:
        """Discard ``card`` from ``seat``'s ``where`` (``"hand"`` or ``"front"``) face up *under*
        its pile (seed: the last played card is unchanged)."""
        if card.suit is MAJOR:
            self.major_pile.insert(0, card)
            dst = "discard:major"
        else:
            self.minor_pile.insert(0, card)
            dst = "discard:minor"
        if not self.quiet:
            events.append(Event("move", card, f"{where}:{seat}", dst, player=seat,
                                data={"under": True}))

    def discard_from_hand(self, seat: int, card: Card, events: list[Event]) -> None:
        """``seat`` discards ``card`` of its hand under its pile."""
        self.take(seat, card)
        self.under(card, "hand", seat, events)

    def discard_cards(self, seat: int, cards: list[Card], events: list[Event]) -> None:
        """``seat`` discards ``cards`` of its hand, in this order: as many
        :meth:`discard_from_hand`, with the hand's bookkeeping done once."""
        if not cards:
            return
        gone = {c._key for c in cards}
        hand = self.hands[seat]
        hand[:] = [c for c in hand if c._key not in gone]
        if self.public[seat]:
            self.public[seat].difference_update(cards)
        for row in self.kin:
            if row[seat]:
                row[seat].difference_update(cards)
        self.called[seat] = False
        for card in cards:
            self.under(card, "hand", seat, events)

    def discard_front(self, seat: int, number: int, events: list[Event], why: str) -> None:
        """The major ``number`` in front of ``seat`` goes under the major pile (``why``: the
        id of the log's sentence, about ``seat``)."""
        for card in [c for c in self.front[seat] if c.rank == number]:
            self.front[seat].remove(card)
            self.under(card, "front", seat, events)
            if not self.quiet:
                events.append(Event("message", player=seat, message=say(why, seat=seat)))

    # -- drawing ------------------------------------------------------------------------------
    def refill(self, events: list[Event]) -> None:
        """The draw pile is empty (notes "Draw pile"): shuffle the minor pile, turn its top card
        up as the new card to match, shuffle the rest with the major pile into the draw pile.
        Nothing happens when that would leave nothing to draw."""
        if len(self.minor_pile) + len(self.major_pile) <= 1:
            return
        minors = self.shuffled(self.minor_pile) if self.minor_pile else []
        top = minors.pop() if minors else None
        rest = minors + self.major_pile
        self.draw = self.shuffled(rest)
        self.major_pile = []
        self.minor_pile = [top] if top else []
        for k in self.known:
            k.clear()
        if top is not None:
            self.cur_suit, self.cur_rank = top.suit, top.rank
        if not self.quiet:
            events += _refill_events(rest, top)

    def draw_cards(self, seat: int, n: int, events: list[Event], why: str = "") -> bool:
        """``seat`` draws ``n`` cards (halved, rounding up, with the Star in front). An empty
        pile is refilled first; a pile that runs out part-way excuses the rest (seed). When there
        is nothing at all to draw, the game ends by the Death rule (addendum) and this returns
        ``False``. ``why``, the id of the log's words for the reason ("the Fool")."""
        if self.front[seat] and self.has_front(seat, STAR):
            n = (n + 1) // 2
        if n <= 0:
            return True
        if not self.draw:
            self.refill(events)
            if not self.draw:
                if not self.quiet:
                    events.append(Event("message", player=seat, message=say(
                        "{seat} must draw but nothing is left to draw.", seat=seat)))
                self.fate_end(events, say("Nothing is left to draw."))
                return False
        left = len(self.draw)
        got = n if n < left else left
        self.from_draw(seat, got, events)
        if not self.quiet:
            said = (say("{seat} draws {count} ({why}).", seat=seat, count=got, why=say(why))
                    if why else say("{seat} draws {count}.", seat=seat, count=got))
            events.append(Event("message", player=seat, data={"drawn": got}, message=said))
        return True

    def draw_if_empty(self, seat: int, events: list[Event]) -> bool:
        """Seed "Basic rules": "If your hand is emptied by other means, you must draw a new card
        immediately." Called right where a hand can empty other than by playing its last minor
        (a major played as the last card, a card up the sleeve, a discard or a gift an effect
        asks for), before anything else happens: before the major's effect, the next step of
        an effect, anybody's next choice. An effect that goes straight on to draw into the
        emptied hand itself (the Fool's seven, the Empress's and the Moon's redraws, the
        World's draw for its giver) draws instead of this (ours). Returns ``False`` when the
        draw found nothing at all and the game ended (the Death rule)."""
        if self.hands[seat]:
            return True
        return self.draw_cards(seat, 1, events, N_("an empty hand draws at once"))

    # -- the end ------------------------------------------------------------------------------
    def finish(self, events: list[Event], winners: Sequence[int], reason: Message) -> None:
        """The game ends: ``winners`` and their Lovers partners win (seed VI); ``reason``, the
        log's sentence of what decided it (the state's ``end_reason``, its :func:`plain`
        words)."""
        seats: set[int] = set()
        for w in winners:
            seats.update(self.members(w))
        self.winners = tuple(sorted(seats))
        self.over = True
        self.stage = None
        self.todo.clear()
        self.end_reason = plain(reason)
        if not self.quiet:
            events.append(Event("game_end", data={"winners": self.winners}, message=reason))

    def fate_end(self, events: list[Event], reason: Message) -> None:
        """The Death rule (seed XIII; notes): fewest cards in hand wins; a tie is decided by
        fate — each tied player, in turn order from the current player, draws a card (face up;
        an empty pile refilled first) and the highest wins. If nothing is left to draw for
        fate, the tied players share the win (our decision)."""
        counts = [len(h) for h in self.hands]
        least = min(counts)
        tied = [s for s in self.order_from(self.turn) if counts[s] == least]
        if len(tied) == 1:
            self.finish(events, tied, say("{reason} {seat} holds the fewest cards.",
                                          reason=reason, seat=tied[0]))
            return
        best, best_card = tied[0], None
        for s in tied:
            if not self.draw:
                self.refill(events)
            if not self.draw:
                self.finish(events, tied, say("{reason} Tied for fewest cards, with nothing left "
                                              "to draw for fate: the tied players share the win.",
                                              reason=reason))
                return
            card = self.draw.pop()
            self.to_hand(s, card, "draw", events, public=True,
                         said=None if self.quiet else say("Fate: {seat} draws {card}.", seat=s,
                                                          card=card))
            if best_card is None or fate_key(card) > fate_key(best_card):
                best, best_card = s, card
        self.finish(events, [best], say("{reason} Fate favours {winner}.", reason=reason,
                                        winner=Seat(best)))



def _insort(hand: list[Card], card: Card) -> None:
    """Put ``card`` into ``hand`` (kept in display order) where it belongs: after every card of
    a lower ``_key``, as ``bisect.insort(hand, card, key=_key)`` does, by a loop from the end
    (a hand is short; compiled, a C loop over the cards' C fields, ``table.pxd``, without
    ``insort``'s call of the key per probe)."""
    key = card._key
    i = len(hand)
    while i:
        other = hand[i - 1]
        if other._key <= key:
            break
        i -= 1
    hand.insert(i, card)


@cache
def _seat_order(num_players: int, direction: int, seat: int) -> tuple[int, ...]:
    return tuple((seat + k * direction) % num_players for k in range(num_players))


def _refill_events(rest: list[Card], top: Card | None) -> list[Event]:
    """The events of a refill: the discards ``rest`` moved to the draw pile, then the
    shuffle, ``top`` the new card to match."""
    events = [Event("move", card, "discard:major" if card.is_major else "discard:minor", "draw",
                    face_up=False) for card in rest]
    said = (say("The draw pile is empty: the discards are shuffled; {card} is the new card to "
                "match.", card=top) if top else
            say("The draw pile is empty: the discards are shuffled."))
    events.append(Event("shuffle", message=said,
                        data={"current": top, "zone": "draw"}))
    return events
