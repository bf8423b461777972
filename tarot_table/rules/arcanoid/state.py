"""The Arcanoid state: the table of :mod:`.table` (its zones and counters, declared there, and
the moves of the cards) with the current stage and the queued steps; views and positions. The
rules that decide when to make the moves are functions of :mod:`.stages`, :mod:`.battlefields`
and :mod:`.cards`, the major arcana reached through :attr:`ArcanoidState.arcana`; the package
docstring lists them with their sources.
"""

from __future__ import annotations

from typing import Any, ClassVar, Literal, Mapping, Sequence

import msgspec

from ...cards import Card
from ..base import ALL, Event, Outcome, State
from ..position import Pile, PositionError, check, check_deck, decode, encode
from .battles import battles_won
from .cards import ARCANA, Arcana
from .commitments import (ABDICATION, DECK, FIELD_SUIT, FIELDS, JUDGED, JUDGMENT, SECRET,
                          CommitError, Commit, Force, ace_part, classify, major)
from .stages import STAGES, STEPS, FoolWindow, Settle, start_round
from .table import HAND, ArcanoidTable, void_test
from .variants import GAZA_PLAYERS, VARIANTS
from .view import ArcanoidView

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




class ArcanoidState(ArcanoidTable, State):
    """A game of Arcanoid in progress. See the package docstring for the rules."""

    game_name = "arcanoid"
    #: The major arcana, which the stages list, make and refuse the moves of.
    arcana: ClassVar[Arcana] = ARCANA

    def __init__(self, num_players: int, seed: int, options: Mapping[str, Any],
                 recorded_shuffles: Sequence[str] = (), *, deal: bool = True) -> None:
        super().__init__(num_players, seed, options, recorded_shuffles)
        n = num_players
        self.num_players = n
        self.daemon = n
        self.variant = VARIANTS[self.options.get("variant", "dresden")]
        self.nassau = self.variant.nassau
        self.gaza = bool(self.options.get("gaza", False))
        self.usa = n + 1 if self.gaza else None
        self.num_actors = n + 1 + self.gaza
        self.suffixes = (*map(str, range(n)), "daemon", *(("usa",) * self.gaza))
        self.rounds = int(self.options.get("rounds", 5))
        self.round_no = 0
        self.first = 0
        self.results = []
        self.extra_results = []
        self.tied = ()
        self.winners = ()
        self.scores = (0,) * n
        self.clear_round()
        self.opening_events = []
        if deal:
            events: list[Event] = []
            start_round(self, events)
            self.run_steps(events)
            self.opening_events = events

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
        return self.daemon_master if a == self.daemon else a

    def acting(self) -> int | None:
        """The actor deciding now (``num_players`` for the daemon), or None when the game is
        over."""
        return None if self.stage is None else self.stage.actor

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
        self.copy_fields(other)
        other.todo = list(self.todo)
        return other

    # -- views -----------------------------------------------------------------------------------
    def observation(self, player: int) -> ArcanoidView:
        zones, commits = self._seen_by(player)
        cur = self.current_player()
        legal = tuple(self.legal_actions()) if player == cur else ()
        return ArcanoidView(
            "arcanoid", player, self.num_players, cur, zones, legal=legal, stage=self.stage,
            variant=self.variant.name, gaza=self.gaza, rounds=self.rounds,
            round_no=self.round_no, first=self.first, turn=self.turn, todo=tuple(self.todo),
            results=tuple(self.results), extra_results=tuple(self.extra_results),
            tied=self.tied, winners=self.winners, scores=self.scores,
            commits=commits, touched=tuple(self.touched),
            secret=tuple(tuple(None if k is None else tuple(sorted(k)) for k in row)
                         for row in self.secret),
            secret_spent=tuple(self.secret_spent),
            voids=tuple(tuple(sorted(v.items())) for v in self.voids),
            clock=self.clock, out=tuple(self.out), hand_size=tuple(self.hand_size),
            daemon_master=self.daemon_master, justice_on=self.justice_on,
            temperance=self.temperance, hermit=self.hermit, deck_closed=self.deck_closed,
            drawing_for=self.drawing_for,
            discard_face_up=tuple(v is ALL for v in self.discard_seen_by),
            shown=tuple(tuple(sorted(p)) for p in self.shown),
            known=tuple(tuple(sorted(k)) for k in self.known[player]))

    def _seen_by(self, player: int) -> tuple[dict[str, tuple[Card | None, ...]], tuple]:
        """The zones as ``player`` sees them (a card it may not see is ``None``) and the
        commitments: another's secret commitment it has not seen has the force ``SECRET``."""
        zones: dict[str, tuple[Card | None, ...]] = dict(self.zones())
        zones["deck"] = (None,) * len(self.deck)
        zones["drawing"] = (None,) * len(self.drawing)
        zones["discard"] = tuple(c if v is ALL or player in v else None
                                 for c, v in zip(self.discard, self.discard_seen_by))
        for s in range(self.num_players):
            if s != player:
                zones[f"hand:{s}"] = (None,) * len(self.hands[s])
        if self.usa is not None:
            up = self.shown[self.usa]
            zones["hand:usa"] = tuple(c if c in up else None for c in self.hands[self.usa])
        commits = [tuple(row) for row in self.commits]
        if self.variant.secrets:
            self._hide_secrets(player, zones, commits)
        return zones, tuple(commits)

    def _hide_secrets(self, player: int, zones: dict[str, tuple[Card | None, ...]],
                      commits: list[tuple]) -> None:
        """Hide from ``player`` in ``zones`` and ``commits`` the secret commitments it has not
        seen: their cards face down, their force ``SECRET``."""
        for a, row in enumerate(self.secret):
            for f, seen in enumerate(row):
                if seen is not None and player not in seen:
                    zone = f"field:{FIELDS[f]}:{self.who(a)}"
                    zones[zone] = (None,) * len(zones[zone])
                    c = self.commits[a][f]
                    if c is not None:
                        commits[a] = commits[a][:f] + (Commit(SECRET, c.time),) + \
                            commits[a][f + 1:]

    # -- positions --------------------------------------------------------------------------
    def to_position(self) -> dict[str, Any]:
        actors = range(self.num_actors)

        def piles(rows: Sequence[Sequence[Card]]) -> list[Pile]:
            return [Pile(row) for row in rows]

        return encode(ArcanoidPosition(
            players=self.num_players, hands=piles(self.hands), deck=Pile(self.deck),
            stage=self.stage, variant=self.variant.name, gaza=self.gaza, rounds=self.rounds,
            seed=self.seed, round_no=self.round_no, first=self.first, turn=self.turn,
            todo=list(self.todo), discard=Pile(self.discard),
            discard_seen_by=[_seen_word(v) for v in self.discard_seen_by],
            drawing=Pile(self.drawing), drawing_for=self.drawing_for,
            justice=Pile(self.justice), justice_on=self.justice_on, aside=Pile(self.aside),
            strength=piles(self.strength), chariot=piles(self.chariot),
            front=piles(self.front),
            lanes={word: [Pile(self.lanes[a][f]) for a in actors]
                   for f, word in enumerate(FIELDS)},
            commits=self._commit_positions(), secret=self._secret_positions(),
            secret_spent=list(self.secret_spent) if any(self.secret_spent) else None,
            touched=list(self.touched), clock=self.clock, out=list(self.out),
            hand_size=list(self.hand_size), daemon_master=self.daemon_master,
            temperance=None if self.temperance is None else (self.temperance[0],
                                                             FIELDS[self.temperance[1]]),
            hermit=self.hermit, deck_closed=self.deck_closed,
            results=[tuple(r) for r in self.results],
            extra_results=[tuple(r) for r in self.extra_results], tied=list(self.tied),
            winners=list(self.winners), shown=[Pile(sorted(p)) for p in self.shown],
            known=[[Pile(sorted(k)) for k in row] for row in self.known],
            voids=[dict(sorted(v.items())) for v in self.voids] if any(self.voids) else None))

    def _commit_positions(self) -> dict[str, list[CommitPosition | None]]:
        """Each battlefield's commitments as a position writes them, per actor."""
        out: dict[str, list[CommitPosition | None]] = {}
        for f, word in enumerate(FIELDS):
            out[word] = []
            for row in self.commits:
                c = row[f]
                out[word].append(None if c is None else CommitPosition(
                    c.time, None if c.other is None else FIELDS[c.other]))
        return out

    def _secret_positions(self) -> dict[str, list[list[int] | None]]:
        """Per battlefield, per actor, the seats that have seen its face-down cards (``None``
        where they lie face up); empty when none lies face down."""
        if all(k is None for row in self.secret for k in row):
            return {}
        return {word: [None if row[f] is None else sorted(row[f]) for row in self.secret]
                for f, word in enumerate(FIELDS)}

    @classmethod
    def from_position(cls, doc: Any) -> "ArcanoidState":
        """The state of an Arcanoid position. Raises :class:`~..position.PositionError`
        naming the field that is wrong."""
        pos = decode(doc, ArcanoidPosition)
        _check_sizes(pos)
        _check_actors(pos)
        _check_winners(pos)
        _check_records(pos)
        state = cls(pos.players, pos.seed,
                    {"variant": pos.variant, "gaza": pos.gaza, "rounds": pos.rounds},
                    deal=False)
        state._set_records(pos)
        state._set_zones(pos)
        pending = {(s.victim, s.field) for s in [pos.stage] if isinstance(s, FoolWindow)} | \
            {(s.owner, s.field) for s in pos.todo if isinstance(s, Settle)}
        state._set_commits(pos, pending)
        state._set_counters(pos)
        state._set_knowledge(pos)
        state.stage, state.todo = pos.stage, list(pos.todo)
        for f, word in enumerate(FIELDS):
            for a in range(state.num_actors):
                check(not state.lanes[a][f] or state.commits[a][f] is not None or
                      (a, word) in pending, f"lanes.{word}[{a}]",
                      "cards on a lane without a commitment (only the attempt the Fool may "
                      "steal lies there uncommitted)")
        check_deck(state.zones(), DECK)
        return state

    def _set_records(self, pos: ArcanoidPosition) -> None:
        """The round, its first seat and turn, the results and what follows from them."""
        self.round_no, self.first, self.turn = pos.round_no, pos.first, pos.turn
        self.results = [tuple(r) for r in pos.results]
        self.extra_results = [tuple(r) for r in pos.extra_results]
        self.tied, self.winners = tuple(pos.tied), tuple(pos.winners)
        self.scores = tuple(battles_won(self.results, self.num_players))

    def _set_zones(self, pos: ArcanoidPosition) -> None:
        """The piles, the hands, the rows and the lanes."""
        seen_by = pos.discard_seen_by or [None] * len(pos.discard)
        self.deck, self.discard = list(pos.deck), list(pos.discard)
        self.discard_seen_by = [ALL if v == "all" else frozenset() if v is None else
                                frozenset((v,)) for v in seen_by]
        self.drawing, self.drawing_for = list(pos.drawing), pos.drawing_for
        self.justice, self.justice_on = sorted(pos.justice), pos.justice_on
        self.aside = list(pos.aside)
        self.hands = [sorted(h) if a != self.usa else list(h) for a, h in enumerate(pos.hands)]
        for name in ("strength", "chariot", "front"):
            rows = getattr(pos, name)
            if rows is not None:
                setattr(self, name, [list(p) for p in rows])
        self.strength = [sorted(r) for r in self.strength]
        for f, word in enumerate(FIELDS):
            for a, pile in enumerate(pos.lanes.get(word, ())):
                self.lanes[a][f] = list(pile)
        self.daemon_master = pos.daemon_master

    def _set_commits(self, pos: ArcanoidPosition, pending: set[tuple[int, str]]) -> None:
        """The commitments, their forces read from the lanes (``pending``: the attempts, a
        WORMS ace's completion among them, waiting on the Fool), and the secret ones."""
        for f, word in enumerate(FIELDS):
            for a, entry in enumerate(pos.commits.get(word, ())):
                if entry is not None:
                    other = None if entry.other is None else FIELDS.index(entry.other)
                    lane = self.lanes[a][f]
                    if (a, word) in pending:          # a WORMS ace whose completion waits
                        lane = lane[:ace_part(lane)]
                    self.commits[a][f] = Commit(self._lane_force(a, f, other, word, lane),
                                                entry.time, other)
            for a, seen in enumerate(pos.secret.get(word, ())):
                self.secret[a][f] = None if seen is None else frozenset(seen)
        if pos.secret_spent is not None:
            self.secret_spent = list(pos.secret_spent)
        if pos.voids is not None:
            self.voids = [dict(v) for v in pos.voids]

    def _set_counters(self, pos: ArcanoidPosition) -> None:
        """The round's counters, each read from the lanes and commitments when the position
        leaves it out."""
        actors = range(self.num_actors)
        self.touched = list(pos.touched) if pos.touched is not None else \
            [any(self.commits[a][f] is not None for a in actors) for f in range(4)]
        check(len(self.touched) == 4, "touched", "needs one entry per battlefield (4)")
        times = [c.time for row in self.commits for c in row if c is not None]
        self.clock = pos.clock if pos.clock is not None else max(times, default=0)
        self.out = list(pos.out) if pos.out is not None else self._left()
        self.hand_size = list(pos.hand_size) if pos.hand_size is not None else \
            [HAND] * self.num_actors
        self.temperance = None if pos.temperance is None else (
            pos.temperance[0], FIELDS.index(pos.temperance[1]))
        self.hermit = pos.hermit
        self.deck_closed = pos.deck_closed

    def _left(self) -> list[bool]:
        """Per actor, whether it has left the round as its commitments say: committed on all
        four battlefields (the daemon also while there is none)."""
        return [all(c is not None for c in self.commits[a]) or
                a == self.daemon and self.daemon_master is None for a in range(self.num_actors)]

    def _set_knowledge(self, pos: ArcanoidPosition) -> None:
        """The cards known to lie in a hand: by everyone, and by each seat alone."""
        for name, rows, target in (("shown", [pos.shown], [self.shown]),
                                   ("known", pos.known or [], self.known)):
            for row, sets in zip(rows, target):
                for a, pile in enumerate(row or ()):
                    check(set(pile) <= set(self.hands[a]), name,
                          f"{Pile(pile)!r} is not all in hand:{self.who(a)}")
                    sets[a].update(pile)

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


def _seen_word(vis: frozenset[int] | None) -> int | str | None:
    """Who has seen a discarded card, as a position writes it: ``"all"``, a seat, or
    ``None`` (nobody)."""
    return "all" if vis is ALL else next(iter(vis), None)


def _void_word(word: str) -> bool:
    """Whether ``word`` may name a void (:func:`.table.void_test`)."""
    try:
        void_test(word)
    except ValueError:
        return False
    return True


def _check_sizes(pos: ArcanoidPosition) -> None:
    """Raise :class:`~..position.PositionError` unless the position's player count and
    options agree and its per-actor fields have one entry per actor."""
    n = pos.players
    check(2 <= n <= 10, "players", f"Arcanoid is for 2–10 players, not {n}")
    check(not pos.gaza or n in GAZA_PLAYERS, "gaza", f"GAZA is for 2 or 3 players, not {n}")
    m = n + 1 + pos.gaza
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


def _check_actors(pos: ArcanoidPosition) -> None:
    """Raise :class:`~..position.PositionError` unless every seat and actor the position names
    is at the table (but the results' and the winners': :func:`_check_winners`)."""
    n = pos.players
    seats, actors = range(n), range(n + 1 + pos.gaza)
    for name in ("first", "daemon_master"):
        value = getattr(pos, name)
        check(value is None or value in seats, name, f"no seat {value}")
    for name, value in (("turn", pos.turn), ("drawing_for", pos.drawing_for),
                        ("stage.actor", pos.stage.actor if pos.stage else None),
                        ("temperance", pos.temperance[0] if pos.temperance else None),
                        ("hermit", pos.hermit[0] if pos.hermit else None)):
        check(value is None or value in actors, name, f"no actor {value} (the daemon is {n})")


def _check_winners(pos: ArcanoidPosition) -> None:
    """Raise :class:`~..position.PositionError` unless every seat the results, the seats tied
    and the winners name is at the table (a battle is nobody's only with GAZA: the USA's)."""
    seats = range(pos.players)
    for name in ("results", "extra_results", "tied", "winners"):
        value = getattr(pos, name)
        named = value if name in ("tied", "winners") else [s for row in value for s in row]
        nobody = pos.gaza and name.endswith("results")
        check(all(s in seats or s is None and nobody for s in named), name,
              "names a seat that is not at the table (only the USA's battles, with GAZA, are "
              "nobody's: null)")


def _check_records(pos: ArcanoidPosition) -> None:
    """Raise :class:`~..position.PositionError` unless the position's secret commitments'
    witnesses, voids and discards' witnesses are well formed."""
    seats = range(pos.players)
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
