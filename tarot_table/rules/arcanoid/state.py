"""The Arcanoid state: the table of :mod:`.table` (its zones and counters, declared there, and
the moves of the cards) with the current stage and the queued steps; views and positions. The
rules that decide when to make the moves are functions of :mod:`.stages`, :mod:`.battlefields`
and :mod:`.cards`, the major arcana reached through :attr:`ArcanoidState.arcana`; the package
docstring lists them with their sources.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal, Mapping, Sequence

import msgspec
from msgspec import Meta

from ...cards import Card
from ..base import ALL, Event, Outcome, State
from ..position import (Apart, AsTuple, Entries, Fields, Held, PerSeat, Pile, Players,
                        PositionError, Seats, SeatNo, check, check_deck, decode, fill, written)
from .battles import battles_won
from .cards import ARCANA, Arcana
from .commitments import (ABDICATION, DECK, FIELD_SUIT, FIELDS, JUDGED, JUDGMENT, SECRET,
                          CommitError, Commit, Force, ace_part, classify, major)
from .stages import STAGES, STEPS, FoolWindow, Settle, start_round
from .table import ArcanoidTable, void_test
from .variants import GAZA_PLAYERS, VARIANTS
from .view import ArcanoidView

FieldWord = Literal["swords", "staves", "cups", "coins"]


def _actors(position: Any) -> int:
    """The number of actors of an Arcanoid position: its seats, the daemon, the USA (GAZA)."""
    return position.players + 1 + position.gaza


def _each_actor(position: Any) -> str:
    """What the entries of a per-actor list of ``position`` are for."""
    return "seat and then the daemon's" + (" and the USA's" if position.gaza else "")


def _daemon_is(position: Any) -> str:
    """Which actor the daemon is in ``position``."""
    return f"the daemon is {position.players}"


#: One entry per actor: each seat's, then the daemon's, then with GAZA the USA's.
PerActor = Entries(_actors, _each_actor)
#: An actor: a seat, the daemon (numbered ``players``) or, with GAZA, the USA.
ActorNo = Seats(_actors, "actor", _daemon_is)
#: A battle's winner in a position's results: a seat, or ``None`` for the USA (GAZA).
Winner = Annotated[int, SeatNo] | None
VariantWord = Literal["dresden", "nassau", "mainz", "koblenz", "malta", "worms"]


class CommitPosition(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A commitment in a position: its ``time`` (the clock's tick when it was made) and, for a
    couple split over two battlefields, the ``other`` one. Its force is read from the lane's
    cards (both lanes for a split couple; no card: an abdication; Judgment's card: judged;
    while a WORMS ace's completion waits on the Fool, the ace's cards only)."""

    time: int
    other: FieldWord | None = None


def _seen_sets(words: list[int | str | None]) -> list[frozenset[int]]:
    """Who has seen each discarded card, as the state keeps it, from a position's words."""
    return [ALL if v == "all" else frozenset() if v is None else frozenset((v,)) for v in words]


def _seen_words(seen: list[frozenset[int]]) -> list[int | str | None]:
    """Who has seen each discarded card, as a position writes it: ``"all"``, a seat, or
    ``None`` (nobody)."""
    return ["all" if vis is ALL else next(iter(vis), None) for vis in seen]


def _temperance_in(temperance: tuple[int, str]) -> tuple[int, int]:
    """Temperance's actor and battlefield, the battlefield by its number."""
    return temperance[0], FIELDS.index(temperance[1])


def _temperance_out(temperance: tuple[int, int]) -> tuple[int, str]:
    """Temperance's actor and battlefield, the battlefield by its word."""
    return temperance[0], FIELDS[temperance[1]]


def _when_any(flags: list[bool]) -> list[bool] | None:
    """``flags``, or ``None`` (left at its default) when none is set."""
    return list(flags) if any(flags) else None


def _voids_written(voids: list[dict[str, int]]) -> list[dict[str, int]] | None:
    """Each actor's voids in order, or ``None`` when no actor has one."""
    return [dict(sorted(v.items())) for v in voids] if any(voids) else None


class ArcanoidPosition(msgspec.Struct, forbid_unknown_fields=True):
    """An Arcanoid position: every zone and counter of a match, written as every game's position is
    (``docs/positions.md``: piles bottom to top, every card somewhere, stages tagged). *Actors*
    are the seats ``0 … n-1``, the daemon, actor ``n``, and with GAZA (``"gaza": true``) the
    USA, actor ``n + 1``: every per-actor list (``hands``, ``strength``, ``chariot``, ``front``,
    ``out``, ``hand_size``, ``shown``, ``secret_spent``, ``voids``, each lane row, commitment
    row and secret row) has ``players + 1`` entries, the daemon's last (``players + 2`` with
    GAZA, the USA's last; its hand in the order drawn, the oldest first).

    * ``stage``: the decision being made — ``Move`` (``extra``: a move made again within the
      Hermit's extra move), ``HermitMove``, ``FoolWindow`` (``victim`` just tried to commit on
      ``field`` at ``time``; the cards lie on its lane; ``later``: who is asked next),
      ``RefillVote`` (``later``: who votes next), ``WheelDiscard`` (``count`` cards still to
      discard), ``Call`` (``left`` calls, ``majors``: the Sun's first call, ``called``: the
      cards called in vain); ``null`` once the game is over.
    * ``todo``: the steps the rules still have queued, the next one last (here: the daemon's
      hand is drawn back, then the Hermit's owner is offered a move, then the turn passes):
      ``Turn``, ``NextTurn``, ``MoveAgain``, ``HermitOffer``, ``DrawBack`` (after a move:
      ``FillHand`` per actor and ``FillJustice``), ``Draw`` (a draw the vote interrupted, or an
      effect's; ``after`` a ``Wheel``), ``Settle`` (a commitment that counts from now),
      ``RoundEnd``.
    * ``lanes``: per battlefield, per actor, the cards committed there in order; ``commits``:
      per battlefield, per actor, the commitment (``time``: its tick of the round's ``clock``;
      ``other``: the second battlefield of an imperial or illegitimate couple split over two) or
      ``null``. A commitment's force is read from its lane (no card: an abdication; Judgment's
      card: judged). Cards lie on a lane without a commitment only while the Fool may steal
      them.
    * ``discard_seen_by``: per discarded card, who has seen it: ``"all"`` (face up), a seat (its
      own face-down discard) or ``null`` (nobody: Death's discarded deck). Left out: all face
      down, unseen.
    * ``drawing`` / ``drawing_for``: the cards of a draw that the refill vote interrupted,
      unseen even by their drawer, and whose they are.
    * ``justice``: Justice's shared row (``justice_on`` once Justice is played); ``strength``:
      Strength's visible cards; ``chariot``: the Chariot, then its reserve; ``front``: the
      lasting majors in front of each actor.
    * ``touched``: per battlefield, whether anything was committed there this round (the World
      may not go there); ``out``: who has left the round; ``hand_size``: 7 with Strength's
      hidden card; ``temperance``: ``[owner, field]``; ``hermit``: ``[owner, extra moves
      left]``.
    * ``results`` / ``extra_results``: per finished round, the seat that won each battlefield
      (``null``: the USA won it, which counts for nobody); ``tied``: the seats an extra round is
      deciding between; the scores are the battles won in ``results``.
    * ``variant``: ``dresden``, ``nassau``, ``mainz``, ``koblenz``, ``malta`` or ``worms``;
      ``gaza``: the USA plays.
    * ``secret`` (KOBLENZ, MALTA): per battlefield, per actor, ``null`` where the lane's cards
      lie face up, else the seats that have seen the face-down cards (their owner, a Fool's
      wielder who looked); ``{}`` when no card lies face down. ``secret_spent``: per actor,
      whether its secret commitment of the round is made (KOBLENZ); ``null``: nobody's.
    * ``voids``: per actor, what the Hierophant's calls (``"cups"``, ``"trumps"``, ``"fool"``…)
      and failed calls (a card, ``"KS"``) showed it did not hold, each with the cards it has
      drawn since; ``null``: nothing of the kind.
    * WORMS: while the Fool may steal the completion of an ace (a ``FoolWindow`` on its lane, or
      a queued ``Settle``), the lane holds the ace (and its Magician) and then the completion's
      cards; the commitment is the ace's.
    * ``shown``: per actor, the cards everyone knows it holds (shown by the Hierophant, won by a
      call); ``known``: per seat, per actor, the cards that seat alone knows (the High
      Priestess).
    * ``aside``: cards out of play. A game dealt by the rules never has any; a position set up
      by hand (a test, a puzzle) may put there the cards it does not use, so that every card is
      still somewhere. They go back into the deck with the next round's deal.
    * Left out: ``touched`` and ``clock`` are worked out from the commitments, ``out`` from them
      too (four commitments), ``hand_size`` is 6 for everyone, ``strength``, ``chariot``,
      ``front`` and ``shown`` are empty.

    An example: three players, the first round: seats 0 and 1 have committed everywhere and left
    the round (their hands are discarded); seat 0's daemon (the Devil lies in front of seat 0,
    Justice in front of seat 2, whose six shared cards are face up) has just tried to commit the
    knight of cups, which lies on its cups lane, not yet committed; seat 2, who holds the Fool
    (everyone saw it when the Hierophant called it), is asked whether to steal it. The World won
    swords for seat 2: the others abdicated there at once, the daemon when it came (time 8)::

        {
         "players": 3,
         "hands": ["", "", "6W QC M0 M3 M7 M20", "9W 8C M10 M12 M17"],
         "deck": "M11 5W 3S NW",
         "stage": {"stage": "FoolWindow", "actor": 2, "victim": 3, "field": "cups", "time": 13, "later": []},
         "variant": "dresden",
         "gaza": false,
         "rounds": 5,
         "seed": 1,
         "round_no": 0,
         "first": 0,
         "turn": 3,
         "todo": [{"step": "NextTurn"}, {"step": "HermitOffer"}, {"step": "DrawBack", "mover": 3}],
         "discard": "2W 5C M16 KP M6 AS 2S M2 9S M18 M5 4S 6S QW M9 7S AW 10W 3C KC 5P PP M14 PS QS 9C M4 M13 3W 5S M19 QP 7P NS AC",
         "discard_seen_by": [1, 0, "all", "all", "all", 0, 1, "all", 2, "all", "all", 0, 0, 0, "all", 1, 2, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, "all", "all", "all", 2, "all", 2],
         "drawing": "",
         "drawing_for": null,
         "justice": "8S 10S KS KW 2C NP",
         "justice_on": true,
         "aside": "",
         "strength": ["", "", "", ""],
         "chariot": ["", "", "", ""],
         "front": ["M15", "", "M8", ""],
         "lanes": {
          "swords": ["", "", "M21", ""],
          "staves": ["4W 10C M1", "7W 8W", "PW", ""],
          "cups": ["PC", "4C 6C 7C", "", "NC"],
          "coins": ["", "3P 8P 10P", "", "AP 2P 4P 6P 9P"]
         },
         "commits": {
          "swords": [{"time": 3}, {"time": 3}, {"time": 3}, {"time": 8}],
          "staves": [{"time": 6}, {"time": 12}, {"time": 7}, null],
          "cups": [{"time": 1}, {"time": 9}, null, null],
          "coins": [{"time": 11}, {"time": 4}, {"time": 5}, {"time": 10}]
         },
         "secret": {},
         "secret_spent": null,
         "touched": [true, true, true, true],
         "clock": 13,
         "out": [true, true, false, false],
         "hand_size": [6, 6, 6, 6],
         "daemon_master": 0,
         "temperance": null,
         "hermit": null,
         "deck_closed": false,
         "results": [],
         "extra_results": [],
         "tied": [],
         "winners": [],
         "shown": ["", "", "M0", ""],
         "known": [["", "", "", ""], ["", "", "", ""], ["", "", "", ""]],
         "voids": null
        }
    """

    players: Annotated[int, Players("Arcanoid", 2, 10), Held(attr="num_players")]
    hands: Annotated[list[Pile], PerActor, Apart]
    deck: Pile
    stage: Annotated[STAGES | None, Fields(actor=ActorNo)]
    variant: Annotated[VariantWord, Apart] = "dresden"
    gaza: bool = False
    rounds: int = 5
    seed: int = 0
    round_no: int = 0
    first: Annotated[int, SeatNo] = 0
    turn: Annotated[int, ActorNo] = 0
    todo: list[STEPS] = []
    discard: Pile = Pile()
    discard_seen_by: Annotated[list[Annotated[int, SeatNo] | Literal["all"] | None],
                               Held(read=_seen_sets, write=_seen_words)] | None = None
    drawing: Pile = Pile()
    drawing_for: Annotated[int, ActorNo] | None = None
    justice: Annotated[Pile, Held(sort=True)] = Pile()
    justice_on: bool = False
    aside: Pile = Pile()
    strength: Annotated[list[Pile], PerActor, Held(sort=True)] | None = None
    chariot: Annotated[list[Pile], PerActor] | None = None
    front: Annotated[list[Pile], PerActor] | None = None
    lanes: Annotated[dict[FieldWord, Annotated[list[Pile], PerActor]], Apart] = {}
    commits: Annotated[dict[FieldWord, Annotated[list[CommitPosition | None], PerActor]],
                       Apart] = {}
    secret: Annotated[dict[FieldWord, Annotated[list[list[Annotated[int, SeatNo]] | None],
                                                PerActor]], Apart] = {}
    secret_spent: Annotated[list[bool], PerActor, Held(write=_when_any)] | None = None
    touched: Annotated[list[bool], Meta(min_length=4, max_length=4)] | None = None
    clock: int | None = None
    out: Annotated[list[bool], PerActor] | None = None
    hand_size: Annotated[list[int], PerActor] | None = None
    daemon_master: Annotated[int, SeatNo] | None = None
    temperance: Annotated[tuple[Annotated[int, ActorNo], FieldWord],
                          Held(read=_temperance_in, write=_temperance_out)] | None = None
    hermit: tuple[Annotated[int, ActorNo], int] | None = None
    deck_closed: bool = False
    results: list[tuple[Winner, Winner, Winner, Winner]] = []
    extra_results: list[tuple[Winner, Winner, Winner, Winner]] = []
    tied: Annotated[list[Annotated[int, SeatNo]], AsTuple] = []
    winners: Annotated[list[Annotated[int, SeatNo]], AsTuple] = []
    shown: Annotated[list[Pile], PerActor, Held(sets=True, sort=True)] | None = None
    known: Annotated[list[Annotated[list[Pile], PerActor]], PerSeat,
                     Held(sets=True, sort=True)] | None = None
    voids: Annotated[list[dict[str, int]], PerActor, Held(write=_voids_written)] | None = None

    def validate(self) -> None:
        """The rules between fields (:func:`~..position.validate` calls it after checking the
        fields' markers). Raises :class:`~..position.PositionError` naming the field."""
        check(not self.gaza or self.players in GAZA_PLAYERS, "gaza",
              f"GAZA is for 2 or 3 players, not {self.players}")
        for name in ("results", "extra_results"):
            check(self.gaza or all(s is not None for row in getattr(self, name) for s in row),
                  name, "a battle is nobody's (null) only with GAZA: the USA's")
        check(all(_void_word(w) for v in self.voids or () for w in v), "voids",
              "names something other than a suit letter, trumps, fool or a card")
        check(self.discard_seen_by is None or len(self.discard_seen_by) == len(self.discard),
              "discard_seen_by", f"needs one entry per discarded card ({len(self.discard)})")
        self._check_known()

    def _check_known(self) -> None:
        """The cards known to lie in a hand, by everyone and by each seat alone, are in it."""
        who = [*map(str, range(self.players)), "daemon", "usa"]
        for name, rows in (("shown", [self.shown]), ("known", self.known or [])):
            for row in rows:
                for a, pile in enumerate(row or ()):
                    check(set(pile) <= set(self.hands[a]), name,
                          f"{pile!r} is not all in hand:{who[a]}")




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
        return written(self, ArcanoidPosition, hands=[Pile(h) for h in self.hands],
                       variant=self.variant.name, lanes=self._lane_positions(),
                       commits=self._commit_positions(), secret=self._secret_positions())

    def _lane_positions(self) -> dict[str, list[Pile]]:
        """Each battlefield's lanes as a position writes them, per actor."""
        return {word: [Pile(row[f]) for row in self.lanes] for f, word in enumerate(FIELDS)}

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
        state = cls(pos.players, pos.seed,
                    {"variant": pos.variant, "gaza": pos.gaza, "rounds": pos.rounds},
                    deal=False)
        fill(state, pos)
        state.hands = [sorted(h) if a != state.usa else list(h) for a, h in enumerate(pos.hands)]
        if pos.discard_seen_by is None:
            state.discard_seen_by = [frozenset()] * len(state.discard)
        state.scores = tuple(battles_won(state.results, state.num_players))
        state._set_lanes(pos)
        state._set_commits(pos)
        state._set_counters(pos)
        check_deck(state.zones(), DECK)
        return state

    def _set_lanes(self, pos: ArcanoidPosition) -> None:
        """The lanes, and which seats have seen the cards lying face down on them."""
        for f, word in enumerate(FIELDS):
            for a, pile in enumerate(pos.lanes.get(word, ())):
                self.lanes[a][f] = list(pile)
            for a, seen in enumerate(pos.secret.get(word, ())):
                self.secret[a][f] = None if seen is None else frozenset(seen)

    def _set_commits(self, pos: ArcanoidPosition) -> None:
        """The commitments, their forces read from the lanes (:meth:`_commit`); cards lie on
        a lane only under a commitment, or as the attempt waiting on the Fool."""
        waiting = _waiting(pos)
        for f, word in enumerate(FIELDS):
            for a, entry in enumerate(pos.commits.get(word, ())):
                if entry is not None:
                    self.commits[a][f] = self._commit(a, f, entry, (a, word) in waiting)
            for a in range(self.num_actors):
                check(not self.lanes[a][f] or self.commits[a][f] is not None or
                      (a, word) in waiting, f"lanes.{word}[{a}]",
                      "cards on a lane without a commitment (only the attempt the Fool may "
                      "steal lies there uncommitted)")

    def _commit(self, a: int, f: int, entry: CommitPosition, waiting: bool) -> Commit:
        """The commitment of ``a`` on ``f`` that a position writes as ``entry``, its force read
        from the lane (``waiting``: a WORMS ace's completion waits on the Fool)."""
        other = None if entry.other is None else FIELDS.index(entry.other)
        lane = self.lanes[a][f]
        if waiting:
            lane = lane[:ace_part(lane)]
        return Commit(self._lane_force(a, f, other, FIELDS[f], lane), entry.time, other)

    def _set_counters(self, pos: ArcanoidPosition) -> None:
        """The round's counters a position leaves out, each read from the lanes and
        commitments."""
        actors = range(self.num_actors)
        if pos.touched is None:
            self.touched = [any(self.commits[a][f] is not None for a in actors)
                            for f in range(4)]
        if pos.clock is None:
            self.clock = max((c.time for row in self.commits for c in row if c is not None),
                             default=0)
        if pos.out is None:
            self.out = self._left()

    def _left(self) -> list[bool]:
        """Per actor, whether it has left the round as its commitments say: committed on all
        four battlefields (the daemon also while there is none)."""
        return [all(c is not None for c in self.commits[a]) or
                a == self.daemon and self.daemon_master is None for a in range(self.num_actors)]

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


def _waiting(pos: ArcanoidPosition) -> set[tuple[int, str]]:
    """The attempts of a position waiting on the Fool (a WORMS ace's completion among them):
    each actor and battlefield."""
    return {(s.victim, s.field) for s in [pos.stage] if isinstance(s, FoolWindow)} | \
        {(s.owner, s.field) for s in pos.todo if isinstance(s, Settle)}


def _void_word(word: str) -> bool:
    """Whether ``word`` may name a void (:func:`.table.void_test`)."""
    try:
        void_test(word)
    except ValueError:
        return False
    return True
