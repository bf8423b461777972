"""The Taruno state: zones, turns, the minor arcana and face cards, drawing, refilling, the
"Taruno" call and its catch, the end of the game. The major arcana live in :mod:`.majors`.
The rules and their sources are listed in the package docstring (:mod:`tarot_table.rules.taruno`).

Flow: a state is either waiting for one decision (``phase``: a tuple whose first item names the
decision and second the deciding seat) or running the steps left to do (``todo``, a stack of
plain tuples, so a state clones and compares without closures). :meth:`_run` pops steps until a
step opens a decision or the game ends; a step whose turn goes straight on calls the next one.

Speed (random playouts, search): a quiet state (``State.quiet``) builds no :class:`Event`; legal
actions come from the card-keyed tables of :mod:`.tables`; hands are kept in display order
(``_key``), so a card leaves a hand by bisection and the majors are the hand's last cards; the
containers live in slots (see :attr:`TarunoState.__slots__`); the hot paths use plain loops
where a comprehension would build a closure (CPython 3.11 makes every comprehension a function).
"""

from __future__ import annotations

from bisect import bisect_left, insort
from functools import cache
from typing import Any, Mapping, Sequence

from ...cards import (ACE, KING, KNIGHT, MINOR_SUITS, PAGE, QUEEN, RANK_NAMES, Card, Suit,
                      suit_name)
from ..base import ALL, Action, Event, Outcome, PlayerView, State
from .majors import CHARIOT, HANGED, HERMIT, STAR, TEMPERANCE, MajorsMixin
from .tables import DECK, MAJOR, _key, actions_for, by_key, card_actions, target_action

MINORS: tuple[Card, ...] = tuple(c for c in DECK if not c.is_major)
MAJORS: tuple[Card, ...] = tuple(c for c in DECK if c.is_major)
HAND_SIZE = 7
#: The lowest ``_key`` of a major: in a hand (kept in display order) the majors come last.
FIRST_MAJOR_KEY = min(c._key for c in MAJORS)

#: The suit words used by the ``suit`` action (``"suit @cups"``).
SUIT_WORDS: dict[Suit, str] = {Suit.SWORDS: "swords", Suit.STAVES: "wands", Suit.CUPS: "cups",
                               Suit.COINS: "pentacles"}
WORD_SUITS: dict[str, Suit] = {w: s for s, w in SUIT_WORDS.items()}
#: Fate's order of the minor suits (seed, Death): Swords > Cups > Wands > Pentacles.
FATE_SUIT = {Suit.SWORDS: 3, Suit.CUPS: 2, Suit.STAVES: 1, Suit.COINS: 0}
PENALTY = {KING: 3, KNIGHT: 2}

DRAW = Action("draw")
PASS = Action("pass")
TARUNO = Action("taruno")
_PLAY = card_actions("play")
_RETRIEVE = card_actions("retrieve")
_SUITS = tuple(Action("suit", target=w) for w in SUIT_WORDS.values())


def play_action(card: Card) -> Action:
    return _PLAY[card._key]


def is_face(card: Card) -> bool:
    """Kings, Queens, Knights and Pages (the seed's "face cards"; the Ace is not one)."""
    return not card.is_major and card.rank >= PAGE


def fits(card: Card, suit: Suit, rank: int) -> bool:
    """Whether the minor ``card`` may be played on the current suit and rank: same suit, same
    rank, or an Ace (seed "Basic rules"; notes "Setup and turn")."""
    return card.rank == ACE or card.suit is suit or card.rank == rank


#: ``_FITS[suit, rank][card._key]``: whether ``card`` is a minor that :func:`fits` on ``suit``
#: and ``rank`` (the card to match is always a minor suit, Ace to King).
_FITS: dict[tuple[Suit, int], list[bool]] = {
    (suit, rank): by_key(lambda c, s=suit, r=rank: not c.is_major and fits(c, s, r))
    for suit in MINOR_SUITS for rank in range(ACE, KING + 1)}
#: ``_PLAYS[suit, rank][card._key]``: the action playing ``card`` when it may be played on
#: ``suit`` and ``rank`` (a minor that fits or a major, majors allowed), else ``None``.
_PLAYS: dict[tuple[Suit, int], list[Action | None]] = {
    (suit, rank): by_key(lambda c, s=suit, r=rank:
                         _PLAY[c._key] if c.is_major or fits(c, s, r) else None)
    for suit in MINOR_SUITS for rank in range(ACE, KING + 1)}
#: ``_FIT_PLAYS[suit, rank][card._key]``: the same for the minors that fit only (Strength).
_FIT_PLAYS: dict[tuple[Suit, int], list[Action | None]] = {
    key: [_PLAY[k] if fit else None for k, fit in enumerate(table)]
    for key, table in _FITS.items()}
#: ``_STACKS[rank][card._key]``: the action playing ``card`` onto a penalty of a ``rank`` face
#: card (a minor of that rank), else ``None``.
_STACKS: dict[int, list[Action | None]] = {
    rank: by_key(lambda c, r=rank: _PLAY[c._key] if not c.is_major and c.rank == r else None)
    for rank in PENALTY}


def fate_key(card: Card) -> tuple[int, int, int]:
    """Death's fate order (seed XIII; notes): majors over minors, then by number (Ace 1 … King
    14), minor ties by suit Swords > Cups > Wands > Pentacles."""
    if card.is_major:
        return (1, card.rank, 0)
    return (0, card.rank, FATE_SUIT[card.suit])


class TarunoState(MajorsMixin, State):
    """A game of Taruno in progress. See the package docstring for the rules."""

    game_name = "taruno"
    #: The zones and the other containers :meth:`clone` copies one by one live in slots, not in
    #: the instance dict (which ``State._copy_base`` copies whole): CPython keeps attribute and
    #: method lookups on its fast, specialized path only for instances whose dict holds at most
    #: 29 keys, and a state has more attributes than that.
    __slots__ = ("hands", "front", "sleeve", "voids", "known", "public", "kin", "draw",
                 "minor_pile", "major_pile", "todo", "team", "towered", "called",
                 "opening_events")

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.stacking = bool(self.options.get("stacking", True))
        self.strict = bool(self.options.get("strict_minors", False))
        self.call_penalty = int(self.options.get("taruno_penalty", 2))
        self.hands: list[list[Card]] = [[] for _ in range(n)]   # each kept in display order
        self.front: list[list[Card]] = [[] for _ in range(n)]   # lasting majors, face up
        self.sleeve: list[list[Card]] = [[] for _ in range(n)]  # the Magician's, face down
        self.draw: list[Card] = []         # top = end of the list
        self.minor_pile: list[Card] = []   # top = end; "under" = index 0
        self.major_pile: list[Card] = []
        self.cur_suit: Suit = Suit.SWORDS
        self.cur_rank: int = 1
        self.direction = 1
        self.dealer = 0
        self.turn = 0                      # whose turn it is (deciders may differ)
        self.turn_no = 0
        self.phase: tuple | None = None
        self.todo: list[tuple] = []
        self.penalty: tuple[int, int] | None = None   # (KING or KNIGHT, cards to draw)
        self.skip_next = False
        self.team = list(range(n))         # team id per seat (the Lovers)
        self.towered = [False] * n
        self.deaths = 0
        self.called = [False] * n
        self.known: list[set[Card]] = [set() for _ in range(n)]    # draw-pile cards seen
        self.public: list[set[Card]] = [set() for _ in range(n)]   # cards all know a hand holds
        # kin[v][h]: cards that seat v alone (privately) knows hand h holds: gifts it made, a
        # hand it passed on (the Wheel, Justice)
        self.kin: list[list[set[Card]]] = [[set() for _ in range(n)] for _ in range(n)]
        self.voids: list[list[tuple[Suit, int, int]]] = [[] for _ in range(n)]
        self.winners: tuple[int, ...] = ()
        self.over = False
        self.end_reason = ""
        self.opening_events: list[Event] = []
        if deal:
            self.opening_events = self._deal()

    # -- setup ------------------------------------------------------------------------------
    def _deal(self) -> list[Event]:
        n = self.num_players
        quiet = self.quiet
        self.dealer = self.rng.randrange(n)
        events = [] if quiet else [Event("shuffle", text=f"{{{self.dealer}}} deals.",
                                         player=self.dealer)]
        minors = self.shuffled(MINORS)
        for _ in range(HAND_SIZE):
            for k in range(1, n + 1):
                seat = (self.dealer + k) % n
                card = minors.pop()
                self.hands[seat].append(card)
                if not quiet:
                    events.append(Event("move", card, "deck", f"hand:{seat}", face_up=False,
                                        player=seat, visible=frozenset((seat,))))
        for hand in self.hands:
            hand.sort(key=_key)
        start = minors.pop()
        self.minor_pile = [start]
        self.cur_suit, self.cur_rank = start.suit, start.rank
        self.draw = self.shuffled(minors + list(MAJORS))
        if not quiet:
            events.append(Event("move", start, "deck", "discard:minor",
                                text=f"The {start.name()} starts the minor pile."))
            events.extend(Event("move", c, "deck", "draw", face_up=False, visible=frozenset())
                          for c in self.draw)
        self.todo = [("turn", (self.dealer + 1) % n)]
        self._run(events)
        return events

    # -- small helpers ----------------------------------------------------------------------
    def members(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s team (the Lovers), ``seat`` included."""
        team = self.team
        t = team[seat]
        if team.count(t) == 1:
            return (seat,)
        return tuple(s for s in range(self.num_players) if team[s] == t)

    def _vis(self, *seats: int) -> frozenset[int]:
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
        fit = _FITS[self.cur_suit, self.cur_rank]
        return [c for c in self.hands[seat] if fit[c._key]]

    def _take(self, seat: int, card: Card) -> None:
        """``card`` leaves ``seat``'s hand: found by bisection, hands being kept in display
        order (``list.remove`` would compare it with each card before it through Card's
        Python-level comparison slot: Card defines ``__lt__``)."""
        hand = self.hands[seat]
        i = bisect_left(hand, card._key, key=_key)
        if i < len(hand) and hand[i] is card:
            del hand[i]
        else:  # a hand out of order
            hand.remove(card)
        public = self.public[seat]
        if public:  # these sets are mostly empty: no need to hash the card
            public.discard(card)
        for row in self.kin:
            if row[seat]:
                row[seat].discard(card)
        self.called[seat] = False

    def _to_hand(self, seat: int, card: Card, src: str, events: list[Event], *,
                 public: bool, text: str = "", also: frozenset[int] = frozenset()) -> None:
        insort(self.hands[seat], card, key=_key)
        self._received(seat, 1)
        if public:
            self.public[seat].add(card)
        else:
            for v in also:
                if v != seat:
                    self.kin[v][seat].add(card)
        if not self.quiet:
            vis = ALL if public else self._vis(seat) | also
            events.append(Event("move", card, src, f"hand:{seat}", face_up=public, player=seat,
                                visible=vis, text=text))

    def _from_draw(self, seat: int, count: int, events: list[Event]) -> None:
        """``seat`` takes the top ``count`` cards of the draw pile into its hand, face down, top
        card first (as many :meth:`_to_hand`; ``count`` is at most the pile's size). Several
        cards are sorted in at once: quicker than one insertion each, and the same order (the
        cards' keys are distinct)."""
        if not count:
            return
        draw, hand = self.draw, self.hands[seat]
        if not self.quiet:
            vis = self._vis(seat)
            for card in reversed(draw[-count:]):
                events.append(Event("move", card, "draw", f"hand:{seat}", face_up=False,
                                    player=seat, visible=vis))
        if count == 1:
            insort(hand, draw.pop(), key=_key)
        else:
            hand += draw[-count:]
            del draw[-count:]
            hand.sort(key=_key)
        self._received(seat, count)

    def _received(self, seat: int, count: int) -> None:
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

    def _show_void(self, seat: int) -> None:
        """``seat`` chose to draw on its turn, so it holds no minor that fits: a void of the card
        to match is shown (replacing any older one of the same suit and rank), with nothing
        received since."""
        s, r = self.cur_suit, self.cur_rank
        voids = [v for v in self.voids[seat] if v[0] is not s or v[1] != r]
        voids.append((s, r, 0))
        self.voids[seat] = voids

    def _under(self, card: Card, where: str, seat: int, events: list[Event]) -> None:
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

    def _discard_from_hand(self, seat: int, card: Card, events: list[Event]) -> None:
        self._take(seat, card)
        self._under(card, "hand", seat, events)

    def _discard_cards(self, seat: int, cards: list[Card], events: list[Event]) -> None:
        """``seat`` discards ``cards`` of its hand, in this order: as many
        :meth:`_discard_from_hand`, with the hand's bookkeeping done once."""
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
            self._under(card, "hand", seat, events)

    def _discard_front(self, seat: int, number: int, events: list[Event], why: str) -> None:
        for card in [c for c in self.front[seat] if c.rank == number]:
            self.front[seat].remove(card)
            self._under(card, "front", seat, events)
            if not self.quiet:
                events.append(Event("message", player=seat, text=why))

    def _then(self, *steps: tuple) -> None:
        """Queue ``steps`` to run in the given order, before anything already queued."""
        self.todo.extend(reversed(steps))

    # -- drawing ----------------------------------------------------------------------------
    def _refill(self, events: list[Event]) -> None:
        """The draw pile is empty (notes "Draw pile"): shuffle the minor pile, turn its top card
        up as the new card to match, shuffle the rest with the major pile into the draw pile.
        Nothing happens when that would leave nothing to draw."""
        if len(self.minor_pile) + len(self.major_pile) <= 1:
            return
        minors = self.shuffled(self.minor_pile) if self.minor_pile else []
        top = minors.pop() if minors else None
        rest = minors + self.major_pile
        if not self.quiet:
            for card in rest:
                src = "discard:major" if card.is_major else "discard:minor"
                events.append(Event("move", card, src, "draw", face_up=False))
        self.draw = self.shuffled(rest)
        self.major_pile = []
        self.minor_pile = [top] if top else []
        for k in self.known:
            k.clear()
        if top is not None:
            self.cur_suit, self.cur_rank = top.suit, top.rank
        if not self.quiet:
            events.append(Event(
                "shuffle", text="The draw pile is empty: the discards are shuffled"
                + (f"; the {top.name()} is the new card to match." if top else "."),
                data={"current": top, "zone": "draw"}))

    def draw_cards(self, seat: int, n: int, events: list[Event], why: str = "") -> bool:
        """``seat`` draws ``n`` cards (halved, rounding up, with the Star in front). An empty
        pile is refilled first; a pile that runs out part-way excuses the rest (seed). When there
        is nothing at all to draw, the game ends by the Death rule (addendum) and this returns
        ``False``."""
        if self.front[seat] and self.has_front(seat, STAR):
            n = (n + 1) // 2
        if n <= 0:
            return True
        if not self.draw:
            self._refill(events)
            if not self.draw:
                if not self.quiet:
                    events.append(Event("message", player=seat, text=f"{{{seat}}} must draw "
                                        "but nothing is left to draw."))
                self._fate_end(events, "Nothing is left to draw.")
                return False
        got = min(n, len(self.draw))
        self._from_draw(seat, got, events)
        if not self.quiet:
            events.append(Event("message", player=seat, data={"drawn": got},
                                text=f"{{{seat}}} draws {got}" + (f" ({why})." if why else ".")))
        return True

    def _draw_if_empty(self, seat: int, events: list[Event]) -> bool:
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
        return self.draw_cards(seat, 1, events, "an empty hand draws at once")

    # -- the end ----------------------------------------------------------------------------
    def _finish(self, events: list[Event], winners: Sequence[int], reason: str) -> None:
        seats: set[int] = set()
        for w in winners:
            seats.update(self.members(w))
        self.winners = tuple(sorted(seats))
        self.over = True
        self.phase = None
        self.todo = []
        self.end_reason = reason
        if not self.quiet:
            events.append(Event("game_end", data={"winners": self.winners}, text=reason))

    def _fate_end(self, events: list[Event], reason: str) -> None:
        """The Death rule (seed XIII; notes): fewest cards in hand wins; a tie is decided by
        fate — each tied player, in turn order from the current player, draws a card (face up;
        an empty pile refilled first) and the highest wins. If nothing is left to draw for
        fate, the tied players share the win (our decision)."""
        counts = [len(h) for h in self.hands]
        least = min(counts)
        tied = [s for s in self.order_from(self.turn) if counts[s] == least]
        if len(tied) == 1:
            self._finish(events, tied, f"{reason} {{{tied[0]}}} holds the fewest cards.")
            return
        best, best_card = tied[0], None
        for s in tied:
            if not self.draw:
                self._refill(events)
            if not self.draw:
                self._finish(events, tied, f"{reason} Tied for fewest cards, with nothing left "
                             "to draw for fate: the tied players share the win.")
                return
            card = self.draw.pop()
            self._to_hand(s, card, "draw", events, public=True,
                          text=f"Fate: {{{s}}} draws the {card.name()}.")
            if best_card is None or fate_key(card) > fate_key(best_card):
                best, best_card = s, card
        self._finish(events, [best], f"{reason} Fate favours {{{best}}}.")

    # -- the step machine -------------------------------------------------------------------
    def _run(self, events: list[Event]) -> None:
        while self.phase is None and not self.over and self.todo:
            step = self.todo.pop()
            _STEPS[step[0]](self, events, *step[1:])

    def _s_turn(self, events: list[Event], seat: int) -> None:
        self.turn = seat
        self.turn_no += 1
        if self.front[seat] and self.has_front(seat, HANGED):
            self._discard_front(seat, HANGED, events, f"{{{seat}}} skips this turn (the Hanged Man).")
            if self.penalty:
                _, amount = self.penalty
                self.penalty = None
                if not self.draw_cards(seat, amount, events, "the penalty"):
                    return
            self._then(("next", seat))
            return
        if self.penalty:
            self.phase = ("penalty", seat)
            return
        if self.team.count(self.team[seat]) > 1:  # the Lovers
            if not self.draw_cards(seat, 1, events, "the Lovers draw at the start of each turn"):
                return
        self.phase = ("play", seat)

    def _s_next(self, events: list[Event], seat: int) -> None:
        n = self.num_players
        nxt = (seat + self.direction) % n
        if self.skip_next:
            self.skip_next = False
            if not self.quiet:
                events.append(Event("message", player=nxt, text=f"{{{nxt}}} is skipped."))
            nxt = (nxt + self.direction) % n
        self._s_turn(events, nxt)

    def _s_endturn(self, events: list[Event], seat: int) -> None:
        """The end of ``seat``'s turn, in order: the call falls due (a decision, with the next
        turn queued after it), the next turn starts. (No hand is empty here: an emptied hand
        has drawn at once, :meth:`_draw_if_empty`.)"""
        if self.call_penalty and len(self.hands[seat]) == 1 and not self.called[seat]:
            self.phase = ("call", seat)
            self.todo.append(("next", seat))
            return
        if self.skip_next:
            self._s_next(events, seat)
        else:  # nobody is skipped: straight to the next seat's turn
            self._s_turn(events, (seat + self.direction) % self.num_players)

    def _s_catch(self, events: list[Event], seat: int, rest: tuple[int, ...]) -> None:
        if rest:
            self.phase = ("catch", rest[0], seat, rest[1:])

    def _s_strength(self, events: list[Event], seat: int) -> None:
        if self.playable_minors(seat):
            self.phase = ("strength", seat)
        else:
            self._s_endturn(events, seat)

    # -- playing a card ---------------------------------------------------------------------
    def _play_card(self, seat: int, card: Card, ctx: str, events: list[Event]) -> None:
        """``seat`` plays ``card``; ``ctx`` is "play", "penalty" (a stack), "strength" or
        "death" (the extra card). Runs or queues what follows, ending with the turn's end."""
        if card.suit is MAJOR:
            self._play_major(seat, card, events)
            return
        self._take(seat, card)
        self.minor_pile.append(card)
        self.cur_suit, self.cur_rank = card.suit, card.rank
        quiet = self.quiet
        if not quiet:
            events.append(Event("move", card, f"hand:{seat}", "discard:minor", player=seat,
                                text=f"{{{seat}}} plays the {card.name()}."))
        if not self.hands[seat]:
            self._finish(events, [seat], f"{{{seat}}} plays a last minor and wins.")
            return
        front = self.front[seat]
        if front and self.has_front(seat, TEMPERANCE):
            self._discard_front(seat, TEMPERANCE, events,
                                f"{{{seat}}} plays a card: Temperance is lifted.")
        effects = ctx != "strength"
        naming = False
        rank = card.rank
        if effects and rank >= PAGE:  # the face cards
            if rank in PENALTY:
                _, amount = self.penalty or (rank, 0)
                self.penalty = (rank, amount + PENALTY[rank])
                if not quiet:
                    events.append(Event("message",
                                        player=(seat + self.direction) % self.num_players,
                                        data={"penalty": self.penalty[1]},
                                        text=f"+{self.penalty[1]} for the next player."))
            elif rank == PAGE:
                if self.num_players == 2:
                    self.skip_next = True
                else:
                    self.direction = -self.direction
                    if not quiet:
                        events.append(Event("message", player=seat,
                                            data={"direction": self.direction},
                                            text="The direction of play is reversed."))
            naming = rank == KING or rank == QUEEN
        send = front and self.has_front(seat, CHARIOT) and self._others(seat)
        if send or naming:  # queued last to first: the suit to name, the send, the turn's rest
            self.todo.append(("endturn", seat) if effects else ("strength", seat))
            if send:
                self.todo.append(("ask", "chariot", seat, card))
            if naming:
                self.todo.append(("ask", "suit", seat))
        elif effects:
            self._s_endturn(events, seat)
        else:
            self._s_strength(events, seat)

    def _s_ask(self, events: list[Event], *phase: Any) -> None:
        self.phase = tuple(phase)

    # -- the protocol -----------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase is None else self.phase[1]

    def legal_actions(self) -> list[Action]:
        ph = self.phase
        if ph is None:
            return []
        name, seat = ph[0], ph[1]
        hand = self.hands[seat]
        if name == "play" or name == "death":
            # in one pass, the minors that fit, then every major (a hand is kept in display
            # order: its majors come last); the majors are cut off when not allowed
            acts = actions_for(hand, _PLAYS[self.cur_suit, self.cur_rank])
            fitting = bool(acts) and acts[0].cards[0].suit is not MAJOR
            if acts and acts[-1].cards[0].suit is MAJOR and (
                    (self.strict and fitting) or not self.may_play_majors(seat)):
                del acts[bisect_left(hand, FIRST_MAJOR_KEY, key=_key) - len(hand):]
            if name == "death":
                acts.append(PASS)
                return acts
            if not fitting:
                acts.append(DRAW)
            if self.sleeve[seat]:
                acts += [_RETRIEVE[c._key] for c in self.sleeve[seat]]
            return acts
        if name == "penalty":
            acts = actions_for(hand, _STACKS[self.penalty[0]]) if self.stacking else []
            acts.append(DRAW)
            return acts
        if name == "strength":
            acts = actions_for(hand, _FIT_PLAYS[self.cur_suit, self.cur_rank])
            acts.append(PASS)
            return acts
        if name == "suit":
            return list(_SUITS)
        if name == "chariot":
            acts = [PASS]
            for s in self._others(seat):
                acts.append(card_actions("send", s)[ph[2]._key])
            return acts
        if name == "call":
            return [TARUNO, PASS]
        if name == "catch":
            return [target_action("catch", ph[2]), PASS]
        return self.major_legal(ph)

    def explain_illegal(self, action: Action) -> str:
        ph = self.phase
        if ph is None:
            return "The game is over."
        name, seat = ph[0], ph[1]
        hand = self.hands[seat]
        card = action.cards[0] if action.cards else None
        word = _rank_word(self.cur_rank)
        cur = suit_name(self.cur_suit) + (
            "" if self.cur_rank == ACE else f", {'an' if word[0] == '8' else 'a'} {word}")
        if name in ("play", "death", "strength", "penalty") and action.kind == "play" and card:
            if card not in hand:
                return f"You do not hold the {card.name()}."
            if name == "penalty":
                if not self.stacking:
                    return "Stacking is off: you must draw the penalty."
                kind = _rank_word(self.penalty[0])
                return (f"You face +{self.penalty[1]} from a {kind}: you may only play a "
                        f"{kind} on it or draw.")
            if card.is_major:
                if name == "strength":
                    return "After Strength you may only play minor arcana (or stop)."
                t = self.temperance_seat()
                if t is not None and not self.may_play_majors(seat):
                    return ("Temperance forbids major arcana until "
                            f"{'you' if t == seat else '{%d}' % t} next play a card.")
                if self.strict and self.playable_minors(seat):
                    return "Strict minors: you hold a minor that fits, so you must play a minor."
            elif not fits(card, self.cur_suit, self.cur_rank):
                return (f"The {card.name()} does not fit: play {cur} or an Ace, or a major "
                        "arcanum.")
        if action.kind == "draw" and name == "play":
            fit = self.playable_minors(seat)
            if fit:
                return f"You must play a minor when you can: the {fit[0].name()} fits."
        if action.kind == "retrieve" and name == "play" and card:
            return f"The {card.name()} is not up your sleeve."
        return _PROMPTS.get(name, "That is not a legal move now.") + f" ({action} is not legal.)"

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        ph = self.phase
        name, seat = ph[0], ph[1]
        self.phase = None
        kind = action.kind
        if name in ("play", "penalty", "strength", "death"):
            if kind == "play":
                self._play_card(seat, action.cards[0], name, events)
            elif kind == "retrieve":
                card = action.cards[0]
                self.sleeve[seat].remove(card)
                self._to_hand(seat, card, f"front:{seat}", events, public=False,
                              text=f"{{{seat}}} takes a card back from up the sleeve.")
                self.phase = ph
            elif kind == "draw" and name == "penalty":
                _, amount = self.penalty
                self.penalty = None
                if self.draw_cards(seat, amount, events, "the penalty"):
                    self._s_endturn(events, seat)
            elif kind == "draw":
                self._show_void(seat)
                if self.draw_cards(seat, 1, events):
                    self._s_endturn(events, seat)
            else:  # pass: end Strength's run or decline Death's extra card
                self._s_endturn(events, seat)
        elif name == "suit":
            self.cur_suit = WORD_SUITS[action.target]
            if not self.quiet:
                events.append(Event("message", player=seat, data={"suit": action.target},
                                    text=f"{{{seat}}} names {action.target}."))
        elif name == "chariot":
            if kind == "send":
                card = action.cards[0]
                if self.minor_pile and self.minor_pile[-1] is card:  # just played, on top
                    self.minor_pile.pop()
                else:
                    self.minor_pile.remove(card)
                self._to_hand(action.target, card, "discard:minor", events, public=True,
                              text=f"{{{seat}}} puts the {card.name()} into "
                                   f"{{{action.target}}}'s hand (the Chariot).")
        elif name == "call":
            if kind == "taruno":
                self.called[seat] = True
                if not self.quiet:
                    events.append(Event("message", player=seat, data={"call": True},
                                        text=f"{{{seat}}}: \"Taruno!\""))
            else:
                rest = tuple(self.order_from(seat)[1:])
                self.todo.append(("catch", seat, rest))
        elif name == "catch":
            late, rest = ph[2], ph[3]
            if kind == "catch":
                if not self.quiet:
                    events.append(Event("message", player=seat, data={"caught": late},
                                        text=f"{{{seat}}} catches {{{late}}} without a call!"))
                self.called[late] = True
                self.draw_cards(late, self.call_penalty, events, "caught without calling")
            else:
                self.todo.append(("catch", late, rest))
        else:
            self.major_apply(ph, action, events)
        if self.phase is None:
            self._run(events)
        return events

    def observation(self, player: int) -> PlayerView:
        n = self.num_players
        mates = set(self.members(player))
        known = self.known[player]
        zones: dict[str, tuple[Card | None, ...]] = {
            "draw": tuple(c if c in known else None for c in self.draw),
            "discard:minor": tuple(self.minor_pile),
            "discard:major": tuple(self.major_pile),
        }
        for s in range(n):
            hand = self.hands[s]
            zones[f"hand:{s}"] = tuple(hand) if s in mates else (None,) * len(hand)
            sleeve = self.sleeve[s]
            zones[f"front:{s}"] = tuple(self.front[s]) + (
                tuple(sleeve) if s == player else (None,) * len(sleeve))
        cur = self.current_player()
        legal = tuple(self.legal_actions()) if player == cur else ()
        info = self.public_info()
        info["known_in"] = tuple(tuple(sorted(k, key=_key)) for k in self.kin[player])
        return PlayerView("taruno", player, n, cur, zones, info, legal)

    def public_info(self) -> dict[str, Any]:
        """Every public fact of the game (what :meth:`Taruno.sample_world` rebuilds from)."""
        return {
            "options": (self.stacking, self.strict, self.call_penalty),
            "dealer": self.dealer, "turn": self.turn, "turn_no": self.turn_no,
            "suit": SUIT_WORDS[self.cur_suit], "rank": self.cur_rank,
            "direction": self.direction, "penalty": self.penalty, "skip_next": self.skip_next,
            "pending_penalty": self._pending_penalty(),
            "phase": self.phase, "todo": tuple(self.todo),
            "teams": tuple(self.team), "towered": tuple(self.towered), "deaths": self.deaths,
            "called": tuple(self.called),
            "sleeves": tuple(len(s) for s in self.sleeve),
            # for tables: how many last cards of a zone lie face down (the sleeves)
            "face_down": {f"front:{s}": len(self.sleeve[s]) for s in range(self.num_players)},
            "public": tuple(tuple(sorted(p, key=_key)) for p in self.public),
            "voids": tuple(tuple((s.value, r, cap) for s, r, cap in v) for v in self.voids),
            "winners": self.winners, "over": self.over, "end_reason": self.end_reason,
        }

    def _pending_penalty(self) -> tuple[int, int] | None:
        """(seat, cards) of the penalty waiting for its victim: the seat facing it now, or the
        next to take a turn."""
        if self.penalty is None:
            return None
        if self.phase is not None and self.phase[0] == "penalty":
            return (self.phase[1], self.penalty[1])
        victim = (self.turn + self.direction) % self.num_players
        if self.skip_next:
            victim = (victim + self.direction) % self.num_players
        return (victim, self.penalty[1])

    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones = {"draw": tuple(self.draw), "discard:minor": tuple(self.minor_pile),
                 "discard:major": tuple(self.major_pile)}
        for s in range(self.num_players):
            zones[f"hand:{s}"] = tuple(self.hands[s])
            zones[f"front:{s}"] = tuple(self.front[s]) + tuple(self.sleeve[s])
        return zones

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(self.winners,
                       tuple(int(s in self.winners) for s in range(self.num_players)))

    def summary(self) -> dict[str, Any]:
        scores = [int(s in self.winners) for s in range(self.num_players)]
        if self.over:
            progress = f"Finished after {self.turn_no} turns"
        else:
            progress = f"Turn {self.turn_no} · {len(self.draw)} cards to draw"
        return {"progress": progress, "scores": scores, "finished": self.over}

    def clone(self) -> "TarunoState":
        other = self._copy_base()
        for key in ("hands", "front", "sleeve", "voids"):
            setattr(other, key, [list(x) for x in getattr(self, key)])
        for key in ("known", "public"):
            setattr(other, key, [set(x) for x in getattr(self, key)])
        other.kin = [[set(x) for x in row] for row in self.kin]
        for key in ("draw", "minor_pile", "major_pile", "todo", "team", "towered", "called"):
            setattr(other, key, list(getattr(self, key)))
        other.opening_events = []
        return other


@cache
def _seat_order(num_players: int, direction: int, seat: int) -> tuple[int, ...]:
    return tuple((seat + k * direction) % num_players for k in range(num_players))


#: The steps of ``todo`` by name: a step ``(name, *args)`` runs ``_s_<name>(state, events, *args)``.
_STEPS = {name[3:]: getattr(TarunoState, name) for name in dir(TarunoState)
          if name.startswith("_s_")}


def _rank_word(rank: int) -> str:
    return RANK_NAMES[rank]


_PROMPTS = {
    "play": "Play a minor that fits, a major arcanum, or draw.",
    "penalty": "Draw the penalty or stack a card of the same rank.",
    "strength": "Strength: play another minor that fits, or stop (pass).",
    "death": "Death: play one more card, or pass.",
    "suit": "Name a suit first (suit @swords, @wands, @cups or @pentacles).",
    "chariot": "The Chariot: send the card into another hand (send … @seat) or pass.",
    "call": "You hold one card: call \"Taruno\" or pass.",
    "catch": "Catch the player who did not call \"Taruno\", or pass.",
    "sleeve": "The Magician: choose a card from your hand to put up your sleeve.",
    "top": "The High Priestess: choose the next card to put on top of the draw pile.",
    "hierophant": "The Hierophant: choose a player whose hand size differs from yours.",
    "give": "Choose a card to give.",
    "lovers": "The Lovers: choose your partner.",
    "justice": "Justice: choose who swaps among the tied players.",
    "hang": "The Hanged Man: choose the one card you keep.",
    "moon": "The Moon: discard a card (at least two), or pass when done.",
    "sun": "The Sun: discard a card of your choice.",
    "judgement": "Judgement: choose who draws.",
    "world": "The World: give a card to this player (or pass, when you must leave someone out).",
}
