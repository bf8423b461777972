"""The Arcanoid state: zones, rounds, counters, the current stage and the queued steps; views
and positions. The decisions and steps are in :mod:`.stages`, the arcana in :mod:`.cards`; the
mixins hold committing (:mod:`.battlefields`) and drawing (:mod:`.deck`). The rules, their
sources and our decisions are listed in the package docstring.

Actors are the seats ``0 … n-1`` and the daemon, actor ``n``, whose decisions its master makes.
"""

from __future__ import annotations

from typing import Any, Literal, Mapping, Sequence

import msgspec

from ...cards import Card
from ..base import ALL, Action, Event, Outcome, State
from ..position import Pile, PositionError, check, check_deck, decode, encode
from ..stages import Stage, StagedState
from .battlefields import CommitMixin
from .battles import battles_won
from .cards import ARCANA, major_actions, play_major, refuse_major
from .commitments import (ABDICATION, DECK, FIELD_SUIT, FIELDS, JUDGED, JUDGMENT, CommitError,
                          Force, Commit, card_name, classify, major)
from .deck import DeckMixin
from .stages import STAGES, STEPS, FoolWindow, Settle, Turn
from .view import ArcanoidView

HAND = 6

FieldWord = Literal["swords", "staves", "cups", "coins"]


class CommitPosition(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A commitment in a position: its ``time`` (the clock's tick when it was made) and, for a
    couple split over two battlefields, the ``other`` one. Its force is read from the lane's
    cards (both lanes for a split couple; no card: an abdication; Judgment's card: judged)."""

    time: int
    other: FieldWord | None = None


class ArcanoidPosition(msgspec.Struct, forbid_unknown_fields=True):
    """An Arcanoid position (``docs/positions.md``). Per-actor lists have one entry per seat
    and then the daemon's (``players + 1`` entries)."""

    players: int
    hands: list[Pile]
    deck: Pile
    stage: STAGES | None
    variant: Literal["dresden", "nassau"] = "dresden"
    rounds: int = 5
    seed: int = 0
    round_no: int = 0
    first: int = 0
    turn: int = 0
    todo: list[STEPS] = []
    discard: Pile = Pile()
    discard_seen_by: list[int | Literal["all"] | None] | None = None
    drawing: Pile = Pile()
    drawing_for: int | None = None
    justice: Pile = Pile()
    justice_on: bool = False
    aside: Pile = Pile()
    strength: list[Pile] | None = None
    chariot: list[Pile] | None = None
    front: list[Pile] | None = None
    lanes: dict[FieldWord, list[Pile]] = {}
    commits: dict[FieldWord, list[CommitPosition | None]] = {}
    touched: list[bool] | None = None
    clock: int | None = None
    out: list[bool] | None = None
    hand_size: list[int] | None = None
    daemon_master: int | None = None
    temperance: tuple[int, FieldWord] | None = None
    hermit: tuple[int, int] | None = None
    deck_closed: bool = False
    results: list[tuple[int, int, int, int]] = []
    extra_results: list[tuple[int, int, int, int]] = []
    tied: list[int] = []
    winners: list[int] = []
    shown: list[Pile] | None = None
    known: list[list[Pile]] | None = None


class ArcanoidState(CommitMixin, DeckMixin, StagedState, State):
    """A game of Arcanoid in progress. See the package docstring for the rules."""

    game_name = "arcanoid"

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.n = n
        self.D = n                           # the daemon's actor number
        self.nassau = self.options.get("variant", "dresden") == "nassau"
        self.rounds = int(self.options.get("rounds", 5))
        self.round_no = 0                    # rounds started, extra rounds included, minus one
        self.first = 0
        self.results: list[tuple[int, ...]] = []   # per regular round, the seat winning each field
        self.extra_results: list[tuple[int, ...]] = []
        self.tied: tuple[int, ...] = ()
        self.winners: tuple[int, ...] = ()
        self.scores: tuple[int, ...] = (0,) * n
        self.stage: Stage | None = None
        self.todo = []
        self._clear_round()
        self.opening_events: list[Event] = []
        if deal:
            events: list[Event] = []
            self.start_round(events)
            self.run_steps(events)
            self.opening_events = events

    def _clear_round(self) -> None:
        m = self.n + 1
        self.deck: list[Card] = []           # top = end
        self.discard: list[Card] = []        # top = end
        self.discard_vis: list[frozenset[int] | None] = []
        self.aside: list[Card] = []          # out of play: only in a position set up by hand
        self.hands: list[list[Card]] = [[] for _ in range(m)]
        self.strength_row: list[list[Card]] = [[] for _ in range(m)]
        self.chariot: list[list[Card]] = [[] for _ in range(m)]   # the Chariot, then its reserve
        self.front: list[list[Card]] = [[] for _ in range(m)]     # lasting majors
        self.lanes: list[list[list[Card]]] = [[[] for _ in FIELDS] for _ in range(m)]
        self.commits: list[list[Commit | None]] = [[None] * 4 for _ in range(m)]
        self.touched = [False] * 4
        self.justice_row: list[Card] = []
        self.justice_on = False
        self.drawing: list[Card] = []        # a half-completed draw, hidden until the vote ends
        self.drawing_for: int | None = None
        self.hand_size = [HAND] * m
        self.out = [False] * self.n + [True]
        self.daemon_master: int | None = None
        self.temperance: tuple[int, int] | None = None
        self.hermit: tuple[int, int] | None = None
        self.deck_closed = False
        self.clock = 0
        self.turn = 0
        self.public_in: list[set[Card]] = [set() for _ in range(m)]
        self.private_in: list[list[set[Card]]] = [[set() for _ in range(m)] for _ in range(self.n)]

    # -- names and small helpers ------------------------------------------------------------
    def who(self, a: int) -> str:
        """The zone suffix of actor ``a``: its seat number, or ``"daemon"``."""
        return "daemon" if a == self.D else str(a)

    def actor_of(self, word: str | int) -> int:
        """The actor a zone suffix or an action target names."""
        return self.D if word == "daemon" else int(word)

    def target_word(self, b: int) -> int | str:
        """The action target naming actor ``b``: its seat number or ``"daemon"``."""
        return "daemon" if b == self.D else b

    def name(self, a: int) -> str:
        """``a`` as a log text placeholder: ``"{2}"`` or ``"{2}'s daemon"``."""
        return f"{{{self.daemon_master}}}'s daemon" if a == self.D else f"{{{a}}}"

    def controller(self, a: int) -> int:
        """The seat that decides for actor ``a`` (the daemon's master for the daemon)."""
        return self.daemon_master if a == self.D else a

    def actors(self) -> list[int]:
        """The actors of this round: the seats, and the daemon once the Devil is down."""
        return list(range(self.n)) + ([self.D] if self.daemon_master is not None else [])

    def ring(self) -> list[int]:
        """Playing order: the seats clockwise, the daemon just before its master."""
        order = []
        for s in range(self.n):
            if self.daemon_master == s:
                order.append(self.D)
            order.append(s)
        return order

    def order_from(self, a: int) -> list[int]:
        """Playing order starting with ``a``."""
        ring = self.ring()
        i = ring.index(a)
        return ring[i:] + ring[:i]

    def vis(self, a: int) -> frozenset[int] | None:
        """Who sees the hidden hand of actor ``a``: its seat, or everybody for the daemon."""
        return ALL if a == self.D else frozenset((a,))

    def pool(self, a: int) -> list[Card]:
        """The cards ``a`` may use as its own: hand, Strength's visible cards, Justice's row."""
        return sorted(self.hands[a] + self.strength_row[a] + self.justice_row)

    def open_fields(self, a: int) -> list[int]:
        return [f for f in range(4) if self.commits[a][f] is None]

    def may_commit(self, a: int, f: int) -> bool:
        """Whether Temperance lets ``a`` commit cards on field ``f`` (abdication and Judgment are
        always allowed): not on the tempered field, except for its owner in DRESDEN."""
        t = self.temperance
        if t is None or t[1] != f:
            return True
        return t[0] == a and not self.nassau

    def _where(self, a: int, card: Card) -> str:
        if card in self.hands[a]:
            return f"hand:{self.who(a)}"
        if card in self.strength_row[a]:
            return f"strength:{self.who(a)}"
        if card in self.justice_row:
            return "justice"
        return f"chariot:{self.who(a)}"

    def take(self, a: int, card: Card) -> str:
        """Remove ``card`` from what ``a`` can use; returns the zone it came from."""
        src = self._where(a, card)
        if src.startswith("hand"):
            self.hands[a].remove(card)
            self.forget(a, card)
        elif src.startswith("strength"):
            self.strength_row[a].remove(card)
        elif src == "justice":
            self.justice_row.remove(card)
        else:
            self.chariot[a].remove(card)
        return src

    def forget(self, a: int, card: Card) -> None:
        """``card`` has left ``a``'s hand: nobody knows it there any more."""
        self.public_in[a].discard(card)
        for row in self.private_in:
            row[a].discard(card)

    def to_discard(self, card: Card, src: str, events: list[Event], vis=ALL,
                   player: int | None = None, text: str = "") -> None:
        """Put ``card`` on the discard pile, face up (``vis`` ALL) or face down (seen by
        ``vis``)."""
        self.discard.append(card)
        self.discard_vis.append(vis)
        events.append(Event("move", card, src, "discard", face_up=vis is ALL, player=player,
                            visible=vis, text=text))

    def discard_front(self, a: int, number: int, events: list[Event], why: str) -> None:
        """The lasting major ``number`` in front of ``a`` (if there) is discarded face up."""
        card = major(number)
        if card in self.front[a]:
            self.front[a].remove(card)
            self.to_discard(card, f"front:{self.who(a)}", events, player=self.controller(a),
                            text=why)

    def put_down(self, a: int, card: Card, events: list[Event]) -> None:
        """Show the major ``card``: the lasting majors go in front of ``a``, the others are
        discarded."""
        src = self.take(a, card)
        seat = self.controller(a)
        text = f"{self.name(a)} plays {card_name(card)}."
        if ARCANA[card.rank].lasting:
            self.front[a].append(card)
            events.append(Event("move", card, src, f"front:{self.who(a)}", player=seat,
                                text=text))
        else:
            self.to_discard(card, src, events, player=seat, text=text)

    def tick(self) -> int:
        """The time of a new commitment: the next tick of the round's clock."""
        self.clock += 1
        return self.clock

    # -- the arcana (:mod:`.cards`) -----------------------------------------------------------
    def major_actions(self, a: int) -> list[Action]:
        """Every move of ``a`` with a major arcanum (:func:`.cards.major_actions`)."""
        return major_actions(self, a)

    def play_major(self, a: int, action: Action, events: list[Event]) -> Stage | None:
        """``a``'s move with a major arcanum (:func:`.cards.play_major`)."""
        return play_major(self, a, action, events)

    def refuse_major(self, a: int, action: Action) -> str:
        """Why ``action`` is refused as ``a``'s move (:func:`.cards.refuse_major`)."""
        return refuse_major(self, a, action)

    @staticmethod
    def plays_again(action: Action) -> bool:
        """Whether the mover plays again after ``action`` (the High Priestess, the
        Hierophant, Justice)."""
        return action.kind == "play" and ARCANA[action.cards[0].rank].plays_again

    # -- rounds ------------------------------------------------------------------------------
    def start_round(self, events: list[Event]) -> None:
        """Gather all 78 cards, shuffle, deal six to each seat one at a time from the round's
        first player (seat ``round_no % n``, rotating each round — notes "Cards and table");
        the first player's turn is queued."""
        for zone, cards in self.zones().items():
            if zone != "deck":
                for card in cards:
                    events.append(Event("move", card, zone, "deck", face_up=False,
                                        visible=frozenset()))
        self._clear_round()
        self.first = self.round_no % self.n
        self.deck = self.shuffled(DECK)
        label = f"Round {self.round_no + 1}" if not self.tied else \
            f"Extra round {len(self.extra_results) + 1}"
        events.append(Event("shuffle", player=self.first, data={"round": self.round_no + 1},
                            text=f"{label}: the cards are dealt; {{{self.first}}} plays first."))
        for _ in range(HAND):
            for k in range(self.n):
                seat = (self.first + k) % self.n
                card = self.deck.pop()
                self.hands[seat].append(card)
                events.append(Event("move", card, "deck", f"hand:{seat}", face_up=False,
                                    player=seat, visible=frozenset((seat,))))
        for hand in self.hands:
            hand.sort()
        self.todo[:] = [Turn(self.first)]

    def finish(self, events: list[Event], winners: Sequence[int]) -> None:
        """The game is over: ``winners`` win (or share the win)."""
        self.stage = None
        self.todo.clear()
        self.winners = tuple(winners)
        names = ", ".join(f"{{{s}}}" for s in winners)
        events.append(Event("game_end", data={"winners": self.winners, "scores": self.scores},
                            text=f"{names} {'wins' if len(winners) == 1 else 'share the win'} "
                                 "the game."))

    # -- the protocol ---------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """Whether the game is over: nothing to decide and nothing left to do."""
        return self.stage is None and not self.todo

    def current_player(self) -> int | None:
        """The seat deciding now: the stage's actor, or its master for the daemon."""
        stage = self.stage
        if stage is None:
            return None
        a = stage.actor
        return self.daemon_master if a == self.D else a

    def acting(self) -> int | None:
        """The actor deciding now (``n`` for the daemon), or None when the game is over."""
        return None if self.stage is None else self.stage.actor

    def play(self, action: Action) -> list[Event]:
        """Check and apply ``action``; the cards of a commitment or a Chariot load may be in any
        order. Raises :class:`IllegalActionError` with the reason."""
        if action.kind in ("commit", "chariot", "reserve") and action.cards:
            action = Action(action.kind, tuple(sorted(action.cards)), action.target)
        return super().play(action)

    # -- views -----------------------------------------------------------------------------------
    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones: dict[str, tuple[Card, ...]] = {
            "deck": tuple(self.deck), "discard": tuple(self.discard),
            "drawing": tuple(self.drawing), "justice": tuple(self.justice_row)}
        for a in range(self.n + 1):
            w = self.who(a)
            zones[f"hand:{w}"] = tuple(self.hands[a])
            zones[f"strength:{w}"] = tuple(self.strength_row[a])
            zones[f"chariot:{w}"] = tuple(self.chariot[a])
            zones[f"front:{w}"] = tuple(self.front[a])
            for f, word in enumerate(FIELDS):
                zones[f"field:{word}:{w}"] = tuple(self.lanes[a][f])
        if self.aside:
            zones["aside"] = tuple(self.aside)
        return zones

    def observation(self, player: int) -> ArcanoidView:
        zones: dict[str, tuple[Card | None, ...]] = dict(self.zones())
        zones["deck"] = (None,) * len(self.deck)
        zones["drawing"] = (None,) * len(self.drawing)
        zones["discard"] = tuple(c if v is ALL or player in v else None
                                 for c, v in zip(self.discard, self.discard_vis))
        for s in range(self.n):
            if s != player:
                zones[f"hand:{s}"] = (None,) * len(self.hands[s])
        cur = self.current_player()
        legal = tuple(self.legal_actions()) if player == cur else ()
        return ArcanoidView(
            "arcanoid", player, self.n, cur, zones, legal=legal, stage=self.stage,
            variant="nassau" if self.nassau else "dresden", rounds=self.rounds,
            round_no=self.round_no, first=self.first, turn=self.turn, todo=tuple(self.todo),
            results=tuple(self.results), extra_results=tuple(self.extra_results),
            tied=self.tied, winners=self.winners, scores=self.scores,
            commits=tuple(tuple(row) for row in self.commits), touched=tuple(self.touched),
            clock=self.clock, out=tuple(self.out), hand_size=tuple(self.hand_size),
            daemon_master=self.daemon_master, justice_on=self.justice_on,
            temperance=self.temperance, hermit=self.hermit, deck_closed=self.deck_closed,
            drawing_for=self.drawing_for,
            discard_face_up=tuple(v is ALL for v in self.discard_vis),
            shown=tuple(tuple(sorted(p)) for p in self.public_in),
            known=tuple(tuple(sorted(k)) for k in self.private_in[player]))

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(self.winners, self.scores)

    def summary(self) -> dict[str, Any]:
        if self.over:
            progress = f"Finished after {len(self.results)} rounds"
        elif self.tied:
            progress = f"Extra round {len(self.extra_results) + 1}"
        else:
            progress = f"Round {len(self.results) + 1} of {self.rounds}"
        return {"progress": progress, "scores": list(self.scores), "finished": self.over}

    def clone(self) -> "ArcanoidState":
        other = self._copy_base()
        for key in ("hands", "strength_row", "chariot", "front", "public_in"):
            setattr(other, key, [type(x)(x) for x in getattr(self, key)])
        other.lanes = [[list(lane) for lane in row] for row in self.lanes]
        other.commits = [list(row) for row in self.commits]
        other.private_in = [[set(s) for s in row] for row in self.private_in]
        for key in ("deck", "discard", "discard_vis", "aside", "justice_row", "drawing", "todo",
                    "touched", "hand_size", "out", "results", "extra_results"):
            setattr(other, key, list(getattr(self, key)))
        other.opening_events = []
        return other

    # -- positions --------------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        actors = range(self.n + 1)

        def piles(rows: Sequence[Sequence[Card]]) -> list[Pile]:
            return [Pile(row) for row in rows]

        def seen_by(vis: frozenset[int] | None) -> int | str | None:
            return "all" if vis is ALL else next(iter(vis), None)

        commits = {word: [None if self.commits[a][f] is None else CommitPosition(
            self.commits[a][f].time,
            None if self.commits[a][f].other is None else FIELDS[self.commits[a][f].other])
            for a in actors] for f, word in enumerate(FIELDS)}
        return encode(ArcanoidPosition(
            players=self.n, hands=piles(self.hands), deck=Pile(self.deck), stage=self.stage,
            variant="nassau" if self.nassau else "dresden", rounds=self.rounds, seed=self.seed,
            round_no=self.round_no, first=self.first, turn=self.turn, todo=list(self.todo),
            discard=Pile(self.discard),
            discard_seen_by=[seen_by(v) for v in self.discard_vis],
            drawing=Pile(self.drawing), drawing_for=self.drawing_for,
            justice=Pile(self.justice_row), justice_on=self.justice_on, aside=Pile(self.aside),
            strength=piles(self.strength_row), chariot=piles(self.chariot),
            front=piles(self.front),
            lanes={word: [Pile(self.lanes[a][f]) for a in actors]
                   for f, word in enumerate(FIELDS)},
            commits=commits, touched=list(self.touched), clock=self.clock, out=list(self.out),
            hand_size=list(self.hand_size), daemon_master=self.daemon_master,
            temperance=None if self.temperance is None else (self.temperance[0],
                                                             FIELDS[self.temperance[1]]),
            hermit=self.hermit, deck_closed=self.deck_closed,
            results=[tuple(r) for r in self.results],
            extra_results=[tuple(r) for r in self.extra_results], tied=list(self.tied),
            winners=list(self.winners), shown=[Pile(sorted(p)) for p in self.public_in],
            known=[[Pile(sorted(k)) for k in row] for row in self.private_in]))

    @classmethod
    def from_position(cls, doc: Any) -> "ArcanoidState":
        """The state of an Arcanoid position. Raises :class:`~..position.PositionError`
        naming the field that is wrong."""
        pos = decode(doc, ArcanoidPosition)
        n = pos.players
        check(2 <= n <= 10, "players", f"Arcanoid is for 2–10 players, not {n}")
        m = n + 1
        seats, actors = range(n), range(m)
        for name in ("hands", "strength", "chariot", "front", "out", "hand_size", "shown"):
            value = getattr(pos, name)
            check(value is None or len(value) == m, name,
                  f"needs one entry per seat and then the daemon's ({m})")
        for name in ("lanes", "commits"):
            for word, rows in getattr(pos, name).items():
                check(len(rows) == m, f"{name}.{word}",
                      f"needs one entry per seat and then the daemon's ({m})")
        check(pos.known is None or len(pos.known) == n and all(len(r) == m for r in pos.known),
              "known", f"needs per seat ({n}) one entry per actor ({m})")
        for name in ("first", "daemon_master"):
            value = getattr(pos, name)
            check(value is None or value in seats, name, f"no seat {value}")
        for name, value in (("turn", pos.turn), ("drawing_for", pos.drawing_for),
                            ("stage.actor", pos.stage.actor if pos.stage else None),
                            ("temperance", pos.temperance[0] if pos.temperance else None),
                            ("hermit", pos.hermit[0] if pos.hermit else None)):
            check(value is None or value in actors, name, f"no actor {value} (the daemon is {n})")
        for name in ("results", "extra_results", "tied", "winners"):
            value = getattr(pos, name)
            check(all(s in seats for s in (value if name in ("tied", "winners") else
                                           (s for row in value for s in row))),
                  name, "names a seat that is not at the table")
        seen_by = pos.discard_seen_by
        check(seen_by is None or len(seen_by) == len(pos.discard), "discard_seen_by",
              f"needs one entry per discarded card ({len(pos.discard)})")
        check(seen_by is None or all(v is None or v == "all" or v in seats for v in seen_by),
              "discard_seen_by", "names a seat that is not at the table")
        state = cls(n, pos.seed, {"variant": pos.variant, "rounds": pos.rounds}, deal=False)
        state.round_no, state.first, state.turn = pos.round_no, pos.first, pos.turn
        state.results = [tuple(r) for r in pos.results]
        state.extra_results = [tuple(r) for r in pos.extra_results]
        state.tied, state.winners = tuple(pos.tied), tuple(pos.winners)
        state.scores = tuple(battles_won(state.results, n))
        state.deck, state.discard = list(pos.deck), list(pos.discard)
        state.discard_vis = [ALL if v == "all" else frozenset() if v is None else frozenset((v,))
                             for v in (seen_by or [None] * len(pos.discard))]
        state.drawing, state.drawing_for = list(pos.drawing), pos.drawing_for
        state.justice_row, state.justice_on = sorted(pos.justice), pos.justice_on
        state.aside = list(pos.aside)
        state.hands = [sorted(h) for h in pos.hands]
        for name, attr in (("strength", "strength_row"), ("chariot", "chariot"),
                           ("front", "front")):
            rows = getattr(pos, name)
            if rows is not None:
                setattr(state, attr, [list(p) for p in rows])
        state.strength_row = [sorted(r) for r in state.strength_row]
        for f, word in enumerate(FIELDS):
            for a, pile in enumerate(pos.lanes.get(word, ())):
                state.lanes[a][f] = list(pile)
        state.daemon_master = pos.daemon_master
        for f, word in enumerate(FIELDS):
            for a, entry in enumerate(pos.commits.get(word, ())):
                if entry is not None:
                    other = None if entry.other is None else FIELDS.index(entry.other)
                    state.commits[a][f] = Commit(state._lane_force(a, f, other, word),
                                                 entry.time, other)
        state.touched = list(pos.touched) if pos.touched is not None else \
            [any(state.commits[a][f] is not None for a in actors) for f in range(4)]
        check(len(state.touched) == 4, "touched", "needs one entry per battlefield (4)")
        times = [c.time for row in state.commits for c in row if c is not None]
        state.clock = pos.clock if pos.clock is not None else max(times, default=0)
        state.out = list(pos.out) if pos.out is not None else \
            [all(c is not None for c in state.commits[a]) or
             a == n and pos.daemon_master is None for a in actors]
        state.hand_size = list(pos.hand_size) if pos.hand_size is not None else [HAND] * m
        state.temperance = None if pos.temperance is None else (
            pos.temperance[0], FIELDS.index(pos.temperance[1]))
        state.hermit = pos.hermit
        state.deck_closed = pos.deck_closed
        for name, rows, target in (("shown", [pos.shown], [state.public_in]),
                                   ("known", pos.known or [], state.private_in)):
            for row, sets in zip(rows, target):
                for a, pile in enumerate(row or ()):
                    check(set(pile) <= set(state.hands[a]), name,
                          f"{Pile(pile)!r} is not all in hand:{state.who(a)}")
                    sets[a].update(pile)
        state.stage, state.todo = pos.stage, list(pos.todo)
        pending = {(s.victim, s.field) for s in [pos.stage] if isinstance(s, FoolWindow)} | \
            {(s.owner, s.field) for s in pos.todo if isinstance(s, Settle)}
        for f, word in enumerate(FIELDS):
            for a in actors:
                check(not state.lanes[a][f] or state.commits[a][f] is not None or
                      (a, word) in pending, f"lanes.{word}[{a}]",
                      "cards on a lane without a commitment (only the attempt the Fool may "
                      "steal lies there uncommitted)")
        check_deck(state.zones(), DECK)
        return state

    def _lane_force(self, a: int, f: int, other: int | None, word: str) -> Force:
        """The force of ``a``'s commitment on ``f``, read from its lane (and its ``other``
        lane, for a split couple). Raises :class:`PositionError` when the cards cannot be
        committed together."""
        cards = self.lanes[a][f]
        if not cards:
            return ABDICATION
        if cards == [major(JUDGMENT)]:
            return JUDGED
        if other is not None:
            cards = cards + self.lanes[a][other]
        try:
            return classify(cards, FIELD_SUIT[word])
        except CommitError as exc:
            raise PositionError(f"lanes.{word}[{a}]: {exc}") from None
