"""The Arcanoid state: zones, rounds, counters, the current stage and the queued steps; views
and positions. The decisions and steps are in :mod:`.stages`, the arcana in :mod:`.cards`; the
mixins hold committing (:mod:`.battlefields`) and drawing (:mod:`.deck`); the zones, the
counters and the small moves with them are the table's (:mod:`.table`). The rules, their
sources and our decisions are listed in the package docstring.

Actors are the seats ``0 … n-1``, the daemon, actor ``n``, whose decisions its master makes,
and with GAZA the USA, actor ``n + 1``, who plays by itself (:mod:`.usa`).
"""

from __future__ import annotations

from typing import Any, Literal, Mapping, Sequence

import msgspec

from ...cards import Card
from ..base import ALL, Action, Event, Outcome, State
from ..position import Pile, PositionError, check, check_deck, decode, encode
from ..stages import Stage
from .battlefields import CommitMixin, commit_actions
from .battles import battles_won
from .cards import ARCANA, major_actions, play_major, refuse_major
from .commitments import (ABDICATION, CARD_KEY, DECK, DISCARDS, FIELD_SUIT, FIELDS, JUDGED,
                          JUDGMENT, SECRET, CommitError, Force, Commit, ace_part, card_name,
                          classify, major)
from .deck import DeckMixin, void_test
from .stages import STAGES, STEPS, FoolWindow, Settle, Turn
from .table import SCALARS, ArcanoidTable
from .usa import UsaMixin
from .variants import GAZA_PLAYERS, VARIANTS, Variant
from .view import ArcanoidView

HAND = 6

FieldWord = Literal["swords", "staves", "cups", "coins"]


#: A battle's winner in a position's results: a seat, or ``None`` for the USA (GAZA).
Winner = int | None
VariantWord = Literal["dresden", "nassau", "mainz", "koblenz", "malta", "worms"]


class CommitPosition(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A commitment in a position: its ``time`` (the clock's tick when it was made) and, for a
    couple split over two battlefields, the ``other`` one. Its force is read from the lane's
    cards (both lanes for a split couple; no card: an abdication; Judgment's card: judged;
    while a WORMS ace's completion waits on the Fool, the ace's cards only)."""

    time: int
    other: FieldWord | None = None


class ArcanoidPosition(msgspec.Struct, forbid_unknown_fields=True):
    """An Arcanoid position (``docs/positions.md``). Per-actor lists have one entry per seat,
    then the daemon's, then with GAZA the USA's (``players + 1``, or ``players + 2`` entries)."""

    players: int
    hands: list[Pile]
    deck: Pile
    stage: STAGES | None
    variant: VariantWord = "dresden"
    gaza: bool = False
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
    secret: dict[FieldWord, list[list[int] | None]] = {}
    secret_spent: list[bool] | None = None
    touched: list[bool] | None = None
    clock: int | None = None
    out: list[bool] | None = None
    hand_size: list[int] | None = None
    daemon_master: int | None = None
    temperance: tuple[int, FieldWord] | None = None
    hermit: tuple[int, int] | None = None
    deck_closed: bool = False
    results: list[tuple[Winner, Winner, Winner, Winner]] = []
    extra_results: list[tuple[Winner, Winner, Winner, Winner]] = []
    tied: list[int] = []
    winners: list[int] = []
    shown: list[Pile] | None = None
    known: list[list[Pile]] | None = None
    voids: list[dict[str, int]] | None = None


def _void_word(word: str) -> bool:
    """Whether ``word`` may name a void (:func:`.deck.void_test`)."""
    try:
        void_test(word)
    except ValueError:
        return False
    return True


class ArcanoidState(CommitMixin, DeckMixin, UsaMixin, ArcanoidTable, State):
    """A game of Arcanoid in progress. See the package docstring for the rules."""

    game_name = "arcanoid"

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.n = n
        self.D = n                           # the daemon's actor number
        self.variant: Variant = VARIANTS[self.options.get("variant", "dresden")]
        self.nassau = self.variant.nassau
        self.gaza = bool(self.options.get("gaza", False))
        self.U: int | None = n + 1 if self.gaza else None    # the USA's actor number
        self.m = n + 1 + self.gaza           # the number of actors
        #: Each actor's zone suffix (:meth:`who`), by actor number.
        self.words: tuple[str, ...] = (*map(str, range(n)), "daemon", *(("usa",) * self.gaza))
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
        m = self.m
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
        #: Per actor, per field: ``None``, or the seats that have seen the cards lying face down
        #: there (a secret commitment, KOBLENZ and MALTA).
        self.secret: list[list[frozenset[int] | None]] = [[None] * 4 for _ in range(m)]
        self.secret_spent = [False] * m      # KOBLENZ: the round's secret commitment is made
        self.touched = [False] * 4
        self.justice_row: list[Card] = []
        self.justice_on = False
        self.drawing: list[Card] = []        # a half-completed draw, hidden until the vote ends
        self.drawing_for: int | None = None
        self.hand_size = [HAND] * m
        self.out = [False] * self.n + [True] + [False] * self.gaza
        self.daemon_master: int | None = None
        self.temperance: tuple[int, int] | None = None
        self.hermit: tuple[int, int] | None = None
        self.deck_closed = False
        self.clock = 0
        self.turn = 0
        self.public_in: list[set[Card]] = [set() for _ in range(m)]
        self.private_in: list[list[set[Card]]] = [[set() for _ in range(m)] for _ in range(self.n)]
        #: Per actor, what the Hierophant and failed calls told everyone it did not hold: a
        #: :data:`.deck.VOID_KINDS` word or a card's text → the cards it has drawn since.
        self.voids: list[dict[str, int]] = [{} for _ in range(m)]

    # -- names ----------------------------------------------------------------------------------
    def name(self, a: int) -> str:
        """``a`` as a log text placeholder: ``"{2}"``, ``"{2}'s daemon"`` or ``"USA"``."""
        if a == self.D:
            return f"{{{self.daemon_master}}}'s daemon"
        return "USA" if a == self.U else f"{{{a}}}"

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
        text = "" if self.quiet else f"{self.name(a)} plays {card_name(card)}."
        if ARCANA[card.rank].lasting:
            self.front[a].append(card)
            if not self.quiet:
                events.append(Event("move", card, src, f"front:{self.who(a)}", player=seat,
                                    text=text))
        else:
            self.to_discard(card, src, events, player=seat, text=text)

    # -- the arcana (:mod:`.cards`) -----------------------------------------------------------
    def move_actions(self, a: int, pruned: bool = False) -> list[Action]:
        """The legal full moves of ``a`` (:func:`move_actions`)."""
        return move_actions(self, a, pruned)

    def major_actions(self, a: int, chariot: bool = True,
                      pool: list[Card] | None = None) -> list[Action]:
        """Every move of ``a`` with a major arcanum (:func:`.cards.major_actions`; ``pool``:
        :meth:`pool` of ``a``, when known)."""
        return major_actions(self, a, chariot, pool)

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
        first player (seat ``round_no % n``, rotating each round — notes "Cards and table"), the
        USA last, as it plays (GAZA; its hand stays in the order drawn, the oldest first); the
        first player's turn is queued."""
        quiet = self.quiet
        if not quiet:
            for zone, cards in self.zones().items():
                if zone != "deck":
                    for card in cards:
                        events.append(Event("move", card, zone, "deck", face_up=False,
                                            visible=frozenset()))
        self._clear_round()
        self.first = self.round_no % self.n
        self.deck = self.shuffled(DECK)
        if not quiet:
            label = f"Round {self.round_no + 1}" if not self.tied else \
                f"Extra round {len(self.extra_results) + 1}"
            events.append(Event("shuffle", player=self.first, data={"round": self.round_no + 1},
                                text=f"{label}: the cards are dealt; {{{self.first}}} plays "
                                     "first."))
        deck, hands, n, first, usa = self.deck, self.hands, self.n, self.first, self.U
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
        self.todo[:] = [Turn(self.first)]

    def finish(self, events: list[Event], winners: Sequence[int]) -> None:
        """The game is over: ``winners`` win (or share the win)."""
        self.stage = None
        self.todo.clear()
        self.winners = tuple(winners)
        names = ", ".join(f"{{{s}}}" for s in winners)
        if not self.quiet:
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

    # -- views -----------------------------------------------------------------------------------
    def zones(self) -> dict[str, tuple[Card, ...]]:
        zones: dict[str, tuple[Card, ...]] = {
            "deck": tuple(self.deck), "discard": tuple(self.discard),
            "drawing": tuple(self.drawing), "justice": tuple(self.justice_row)}
        for a in range(self.m):
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
        if self.U is not None:
            up = self.public_in[self.U]
            zones["hand:usa"] = tuple(c if c in up else None for c in self.hands[self.U])
        commits = [tuple(row) for row in self.commits]
        if self.variant.secrets:
            for a, row in enumerate(self.secret):
                for f, seen in enumerate(row):
                    if seen is not None and player not in seen:
                        zone = f"field:{FIELDS[f]}:{self.who(a)}"
                        zones[zone] = (None,) * len(zones[zone])
                        c = self.commits[a][f]
                        if c is not None:
                            commits[a] = commits[a][:f] + (Commit(SECRET, c.time),) + \
                                commits[a][f + 1:]
        cur = self.current_player()
        legal = tuple(self.legal_actions()) if player == cur else ()
        return ArcanoidView(
            "arcanoid", player, self.n, cur, zones, legal=legal, stage=self.stage,
            variant=self.variant.name, gaza=self.gaza, rounds=self.rounds,
            round_no=self.round_no, first=self.first, turn=self.turn, todo=tuple(self.todo),
            results=tuple(self.results), extra_results=tuple(self.extra_results),
            tied=self.tied, winners=self.winners, scores=self.scores,
            commits=tuple(commits), touched=tuple(self.touched),
            secret=tuple(tuple(None if k is None else tuple(sorted(k)) for k in row)
                         for row in self.secret),
            secret_spent=tuple(self.secret_spent),
            voids=tuple(tuple(sorted(v.items())) for v in self.voids),
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
        for key in SCALARS:     # compiled, C fields, which ``_copy_base`` does not see
            setattr(other, key, getattr(self, key))
        for key in ("hands", "strength_row", "chariot", "front", "public_in"):
            setattr(other, key, [type(x)(x) for x in getattr(self, key)])
        other.lanes = [[list(lane) for lane in row] for row in self.lanes]
        other.commits = [list(row) for row in self.commits]
        other.secret = [list(row) for row in self.secret]
        other.private_in = [[set(s) for s in row] for row in self.private_in]
        other.voids = [dict(v) for v in self.voids]
        for key in ("deck", "discard", "discard_vis", "aside", "justice_row", "drawing", "todo",
                    "touched", "hand_size", "out", "results", "extra_results", "secret_spent"):
            setattr(other, key, list(getattr(self, key)))
        other.opening_events = []
        return other

    # -- positions --------------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        actors = range(self.m)

        def piles(rows: Sequence[Sequence[Card]]) -> list[Pile]:
            return [Pile(row) for row in rows]

        def seen_by(vis: frozenset[int] | None) -> int | str | None:
            return "all" if vis is ALL else next(iter(vis), None)

        commits = {word: [None if self.commits[a][f] is None else CommitPosition(
            self.commits[a][f].time,
            None if self.commits[a][f].other is None else FIELDS[self.commits[a][f].other])
            for a in actors] for f, word in enumerate(FIELDS)}
        secret = {word: [None if self.secret[a][f] is None else sorted(self.secret[a][f])
                         for a in actors] for f, word in enumerate(FIELDS)} \
            if any(k is not None for row in self.secret for k in row) else {}
        return encode(ArcanoidPosition(
            players=self.n, hands=piles(self.hands), deck=Pile(self.deck), stage=self.stage,
            variant=self.variant.name, gaza=self.gaza, rounds=self.rounds, seed=self.seed,
            round_no=self.round_no, first=self.first, turn=self.turn, todo=list(self.todo),
            discard=Pile(self.discard),
            discard_seen_by=[seen_by(v) for v in self.discard_vis],
            drawing=Pile(self.drawing), drawing_for=self.drawing_for,
            justice=Pile(self.justice_row), justice_on=self.justice_on, aside=Pile(self.aside),
            strength=piles(self.strength_row), chariot=piles(self.chariot),
            front=piles(self.front),
            lanes={word: [Pile(self.lanes[a][f]) for a in actors]
                   for f, word in enumerate(FIELDS)},
            commits=commits, secret=secret,
            secret_spent=list(self.secret_spent) if any(self.secret_spent) else None,
            touched=list(self.touched), clock=self.clock, out=list(self.out),
            hand_size=list(self.hand_size), daemon_master=self.daemon_master,
            temperance=None if self.temperance is None else (self.temperance[0],
                                                             FIELDS[self.temperance[1]]),
            hermit=self.hermit, deck_closed=self.deck_closed,
            results=[tuple(r) for r in self.results],
            extra_results=[tuple(r) for r in self.extra_results], tied=list(self.tied),
            winners=list(self.winners), shown=[Pile(sorted(p)) for p in self.public_in],
            known=[[Pile(sorted(k)) for k in row] for row in self.private_in],
            voids=[dict(sorted(v.items())) for v in self.voids] if any(self.voids) else None))

    @classmethod
    def from_position(cls, doc: Any) -> "ArcanoidState":
        """The state of an Arcanoid position. Raises :class:`~..position.PositionError`
        naming the field that is wrong."""
        pos = decode(doc, ArcanoidPosition)
        n = pos.players
        check(2 <= n <= 10, "players", f"Arcanoid is for 2–10 players, not {n}")
        check(not pos.gaza or n in GAZA_PLAYERS, "gaza", f"GAZA is for 2 or 3 players, not {n}")
        m = n + 1 + pos.gaza
        seats, actors = range(n), range(m)
        each = "needs one entry per seat and then the daemon's" + \
            (" and the USA's" if pos.gaza else "") + f" ({m})"
        for name in ("hands", "strength", "chariot", "front", "out", "hand_size", "shown",
                     "secret_spent", "voids"):
            value = getattr(pos, name)
            check(value is None or len(value) == m, name, each)
        for name in ("lanes", "commits", "secret"):
            for word, rows in getattr(pos, name).items():
                check(len(rows) == m, f"{name}.{word}", each)
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
            check(all(s in seats or s is None and pos.gaza and name.endswith("results")
                      for s in (value if name in ("tied", "winners") else
                                (s for row in value for s in row))),
                  name, "names a seat that is not at the table (only the USA's battles, with "
                        "GAZA, are nobody's: null)")
        for word, rows in pos.secret.items():
            check(all(row is None or set(row) <= set(seats) for row in rows), f"secret.{word}",
                  "names a seat that is not at the table")
        check(pos.voids is None or all(_void_word(w) for v in pos.voids for w in v), "voids",
              "names something other than a suit letter, trumps, fool or a card")
        seen_by = pos.discard_seen_by
        check(seen_by is None or len(seen_by) == len(pos.discard), "discard_seen_by",
              f"needs one entry per discarded card ({len(pos.discard)})")
        check(seen_by is None or all(v is None or v == "all" or v in seats for v in seen_by),
              "discard_seen_by", "names a seat that is not at the table")
        state = cls(n, pos.seed, {"variant": pos.variant, "gaza": pos.gaza, "rounds": pos.rounds},
                    deal=False)
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
        state.hands = [sorted(h) if a != state.U else list(h) for a, h in enumerate(pos.hands)]
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
        pending = {(s.victim, s.field) for s in [pos.stage] if isinstance(s, FoolWindow)} | \
            {(s.owner, s.field) for s in pos.todo if isinstance(s, Settle)}
        for f, word in enumerate(FIELDS):
            for a, entry in enumerate(pos.commits.get(word, ())):
                if entry is not None:
                    other = None if entry.other is None else FIELDS.index(entry.other)
                    lane = state.lanes[a][f]
                    if (a, word) in pending:          # a WORMS ace whose completion waits
                        lane = lane[:ace_part(lane)]
                    state.commits[a][f] = Commit(state._lane_force(a, f, other, word, lane),
                                                 entry.time, other)
            for a, seen in enumerate(pos.secret.get(word, ())):
                state.secret[a][f] = None if seen is None else frozenset(seen)
        if pos.secret_spent is not None:
            state.secret_spent = list(pos.secret_spent)
        if pos.voids is not None:
            state.voids = [dict(v) for v in pos.voids]
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
        for f, word in enumerate(FIELDS):
            for a in actors:
                check(not state.lanes[a][f] or state.commits[a][f] is not None or
                      (a, word) in pending, f"lanes.{word}[{a}]",
                      "cards on a lane without a commitment (only the attempt the Fool may "
                      "steal lies there uncommitted)")
        check_deck(state.zones(), DECK)
        return state

    def _lane_force(self, a: int, f: int, other: int | None, word: str,
                    cards: list[Card]) -> Force:
        """The force of ``a``'s commitment on ``f``, read from its lane's ``cards`` (and its
        ``other`` lane, for a split couple). Raises :class:`PositionError` when the cards
        cannot be committed together."""
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


def move_actions(st: ArcanoidTable, a: int, pruned: bool) -> list[Action]:
    """The legal full moves of ``a`` (:class:`~.stages.FullMove`): its commitments, the
    discard of each card of its hand and Strength's row, its moves with the major arcana;
    with ``pruned`` (what the AI's rule-based player chooses among,
    :func:`~tarot_table.ai.arcanoid_heuristic.policy_actions`) only the largest numeric set of
    each kind, and the Chariot's moves only when there is no other. Compiled, typed
    (``state.pxd``)."""
    pool = st.pool(a)
    acts = commit_actions(st, a, pruned, pool)
    row = st.justice_row     # the pool is the hand and Strength's row, and this row
    for c in pool:
        if not row or c not in row:
            acts.append(DISCARDS[c._key])
    acts.extend(major_actions(st, a, not (pruned and acts), pool))
    return acts
