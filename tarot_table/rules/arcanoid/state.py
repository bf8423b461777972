"""The Arcanoid state: zones, rounds, turns, moves and discards, battles and the game's end,
views. Its mixins hold the rest: commitments and the Fool's window (:mod:`.battlefields`),
drawing and the refill vote (:mod:`.deck`), the major arcana (:mod:`.arcana`). The rules, their
sources and our decisions are listed in the package docstring (:mod:`tarot_table.rules.arcanoid`).

Flow (as in Taruno): the state waits for one decision (``phase``: a tuple naming the decision,
then the deciding *actor*) or runs the steps left to do (``todo``, a stack of plain tuples).
Actors are the seats ``0 … n-1`` and the daemon, actor ``n``, whose decisions its master makes.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...cards import Card
from ..base import ALL, Action, Event, Outcome, PlayerView, State
from .arcana import DECK, ArcanaMixin
from .battlefields import CommitMixin, field_index
from .battles import battles_won, extra_round_leaders, leaders, resolve
from .commitments import (FIELD_SUIT, FIELDS, FOOL, HERMIT, Commit, CommitError, classify,
                          major, short_force)
from .deck import DeckMixin

HAND = 6
MAX_EXTRA_ROUNDS = 2
PASS = Action("pass")


class ArcanoidState(CommitMixin, DeckMixin, ArcanaMixin, State):
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
        self.over = False
        self.winners: tuple[int, ...] = ()
        self.scores: tuple[int, ...] = (0,) * n
        self.phase: tuple | None = None
        self.todo: list[tuple] = []
        self._clear_round()
        self.opening_events: list[Event] = []
        if deal:
            events: list[Event] = []
            self._start_round(events)
            self._run(events)
            self.opening_events = events

    def _clear_round(self) -> None:
        m = self.n + 1
        self.deck: list[Card] = []           # top = end
        self.discard: list[Card] = []        # top = end
        self.discard_vis: list[frozenset[int] | None] = []
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
        self.target = [HAND] * m
        self.out = [False] * self.n + [True]
        self.daemon_master: int | None = None
        self.temperance: tuple[int, int] | None = None
        self.hermit: tuple[int, int] | None = None
        self.deck_closed = False
        self.clock = 0
        self.pending: tuple | None = None
        self.turn = 0
        self.public_in: list[set[Card]] = [set() for _ in range(m)]
        self.private_in: list[list[set[Card]]] = [[set() for _ in range(m)] for _ in range(self.n)]

    # -- names and small helpers ------------------------------------------------------------
    def who(self, a: int) -> str:
        """The zone suffix of actor ``a``: its seat number, or ``"daemon"``."""
        return "daemon" if a == self.D else str(a)

    def actor_of(self, word: str | int) -> int:
        return self.D if word == "daemon" else int(word)

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
        ring = self.ring()
        i = ring.index(a)
        return ring[i:] + ring[:i]

    def _vis(self, a: int) -> frozenset[int] | None:
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

    def _take(self, a: int, card: Card) -> str:
        """Remove ``card`` from what ``a`` can use; returns the zone it came from."""
        src = self._where(a, card)
        if src.startswith("hand"):
            self.hands[a].remove(card)
            self._forget(a, card)
        elif src.startswith("strength"):
            self.strength_row[a].remove(card)
        elif src == "justice":
            self.justice_row.remove(card)
        else:
            self.chariot[a].remove(card)
        return src

    def _forget(self, a: int, card: Card) -> None:
        self.public_in[a].discard(card)
        for row in self.private_in:
            row[a].discard(card)

    def _to_discard(self, card: Card, src: str, events: list[Event], vis=ALL,
                    player: int | None = None, text: str = "") -> None:
        """Put ``card`` on the discard pile, face up (``vis`` ALL) or face down (seen by
        ``vis``)."""
        self.discard.append(card)
        self.discard_vis.append(vis)
        events.append(Event("move", card, src, "discard", face_up=vis is ALL, player=player,
                            visible=vis, text=text))

    def _discard_front(self, a: int, number: int, events: list[Event], why: str) -> None:
        card = major(number)
        if card in self.front[a]:
            self.front[a].remove(card)
            self._to_discard(card, f"front:{self.who(a)}", events, player=self.controller(a),
                             text=why)

    def _then(self, *steps: tuple) -> None:
        """Queue ``steps`` to run in the given order, before anything already queued."""
        self.todo.extend(reversed(steps))

    def _tick(self) -> int:
        self.clock += 1
        return self.clock

    def _run(self, events: list[Event]) -> None:
        while self.phase is None and self.todo and not self.over:
            step = self.todo.pop()
            getattr(self, "_s_" + step[0])(events, *step[1:])

    # -- rounds ------------------------------------------------------------------------------
    def _start_round(self, events: list[Event]) -> None:
        """Gather all 78 cards, shuffle, deal six to each seat one at a time from the round's
        first player (seat ``round_no % n``, rotating each round — notes "Cards and table")."""
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
        self.todo = [("turn", self.first)]

    def _s_turn(self, events: list[Event], a: int) -> None:
        self.turn = a
        self.phase = ("move", a, "turn", False)

    def _s_next(self, events: list[Event]) -> None:
        if all(self.out):
            self._then(("round_end",))
            return
        for b in self.order_from(self.turn)[1:] + [self.turn]:
            if not self.out[b]:
                self._then(("turn", b))
                return

    def _s_again(self, events: list[Event], a: int, mode: str) -> None:
        if self.out[a]:
            if mode == "turn":
                self._then(("next",))
            return
        self.phase = ("move", a, mode, False)

    def _s_hermit(self, events: list[Event]) -> None:
        """After every move the Hermit's owner may take an extra move, three at most (seed)."""
        if self.hermit is None:
            return
        owner, left = self.hermit
        if left == 0:
            self.hermit = None
            self._discard_front(owner, HERMIT, events, "The Hermit's three moves are spent.")
        elif not self.out[owner] and not all(self.out):
            self.phase = ("move", owner, "hermit", True)

    def _s_round_end(self, events: list[Event]) -> None:
        """Resolve the four battles (notes "Battle value"), then start the next round or end the
        game (notes "Game winner")."""
        row = []
        for f, word in enumerate(FIELDS):
            entries = [(a, self.commits[a][f].force, self.commits[a][f].time)
                       for a in self.actors()]
            winner, reason = resolve(entries)
            seat = self.controller(winner)
            row.append(seat)
            lanes = {self.who(a): short_force(self.commits[a][f].force) for a in self.actors()}
            events.append(Event("score", player=seat,
                                data={"field": word, "winner": self.who(winner),
                                      "reason": reason, "lanes": lanes},
                                text=f"{self.name(winner)} wins the battle of {word}: {reason}."))
        row = tuple(row)
        if self.tied:
            self.extra_results.append(row)
            self.tied = extra_round_leaders(row, self.tied)
            if len(self.tied) == 1 or len(self.extra_results) == MAX_EXTRA_ROUNDS:
                self._finish(events, self.tied)
                return
        else:
            self.results.append(row)
            self.scores = tuple(battles_won(self.results, self.n))
            if len(self.results) == self.rounds:
                best = leaders(self.results, self.n)
                if len(best) == 1:
                    self._finish(events, best)
                    return
                self.tied = best
                events.append(Event("message", data={"tied": best},
                                    text="Tied after every tie-break: an extra round decides."))
        self.round_no += 1
        self._start_round(events)

    def _finish(self, events: list[Event], winners: tuple[int, ...]) -> None:
        self.over = True
        self.phase = None
        self.todo = []
        self.winners = tuple(winners)
        names = ", ".join(f"{{{s}}}" for s in winners)
        events.append(Event("game_end", data={"winners": self.winners, "scores": self.scores},
                            text=f"{names} {'wins' if len(winners) == 1 else 'share the win'} "
                                 "the game."))

    # -- the protocol ---------------------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.over or self.phase is None:
            return None
        return self.controller(self.phase[1])

    def acting(self) -> int | None:
        """The actor deciding now (``n`` for the daemon), or None when the game is over."""
        return None if self.over or self.phase is None else self.phase[1]

    def move_actions(self, a: int) -> list[Action]:
        """A full move of ``a`` (seed "Making a move"): commit (or abdicate), discard one card
        of the hand (or of Strength's row), play a major arcanum, work the Chariot."""
        acts = self.commit_actions(a)
        acts += [Action("discard", (c,)) for c in sorted(self.hands[a] + self.strength_row[a])]
        acts += self.major_actions(a)
        return acts

    def legal_actions(self) -> list[Action]:
        if self.over or self.phase is None:
            return []
        name, a = self.phase[0], self.phase[1]
        if name == "move":
            acts = self.move_actions(a)
            return acts + [PASS] if self.phase[3] else acts
        if name == "fool":
            return [Action("steal", (major(FOOL),)), PASS]
        if name == "vote":
            return [Action("vote", (), "yes"), Action("vote", (), "no")]
        return self.effect_actions()

    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        name, a = self.phase[0], self.phase[1]
        phase, self.phase = self.phase, None
        if name == "move":
            self._apply_move(a, phase[2], phase[3], action, events)
        elif name == "fool":
            if action.kind == "steal":
                self._steal(a, events)
            else:
                self._then(("fool", phase[2]))
        elif name == "vote":
            self._apply_vote(phase, action, events)
        else:
            self.effect_apply(phase, action, events)
        self._run(events)
        return events

    def _apply_move(self, a: int, mode: str, optional: bool, action: Action,
                    events: list[Event]) -> None:
        kind = action.kind
        if kind == "pass":
            return
        if optional:
            owner, left = self.hermit
            self.hermit = (owner, left - 1)
            events.append(Event("message", player=self.controller(a),
                                text=f"{self.name(a)} takes an extra move (the Hermit)."))
        again = self.plays_again(action)
        steps: list[tuple] = [("fillall", a), ("hermit",)]
        if again:
            steps.append(("again", a, mode))
        elif mode == "turn":
            steps.append(("next",))
        self._then(*steps)
        seat = self.controller(a)
        if kind in ("commit", "abdicate"):
            self._commit_move(a, action, events)
        elif kind == "discard":
            card = action.cards[0]
            src = self._take(a, card)
            vis = ALL if src.startswith("strength") else self._vis(a)
            self._to_discard(card, src, events, vis, seat,
                             text=f"{self.name(a)} discards a card.")
        else:
            self.major_apply(a, action, events)

    def explain_illegal(self, action: Action) -> str:
        if self.over or self.phase is None:
            return "The game is over."
        name, a = self.phase[0], self.phase[1]
        if name == "move":
            return self.explain_move(a, action)
        return _PROMPTS.get(name, "That is not a legal move now.") + f" ({action} is not legal.)"

    def explain_move(self, a: int, action: Action) -> str:
        """Why ``action`` is not a legal move of ``a``, in the game's words."""
        kind = action.kind
        if kind == "discard" and len(action.cards) != 1:
            return "Discard exactly one card at a time."
        pool = set(self.pool(a)) | set(self.chariot[a][1:])
        for card in action.cards:
            if card not in pool:
                return f"You do not hold the {card.name()}."
        if kind in ("commit", "abdicate"):
            words = str(action.target).split("+")
            if not all(w in FIELDS for w in words) or len(words) > 2:
                return f"{action.target!r} is not a battlefield (swords, staves, cups, coins)."
            fields = [field_index(w) for w in words]
            for f in fields:
                if self.commits[a][f] is not None:
                    return f"You have already committed on {FIELDS[f]}."
            if kind == "abdicate":
                return "Abdicate on one battlefield at a time."
            if not action.cards:
                return "Commit at least one card, or abdicate."
            for f in fields:
                if not self.may_commit(a, f):
                    return (f"Temperance forbids committing on {FIELDS[f]} (abdication and "
                            "Judgment stay allowed).")
            try:
                force = classify(action.cards, FIELD_SUIT[FIELDS[fields[0]]])
            except CommitError as exc:
                return str(exc)
            if len(fields) == 2 and force.kind not in ("imperial", "illegitimate") or \
                    len(fields) == 2 and any(not c.is_major for c in action.cards):
                return "Only the Empress and the Emperor, or one of them with the Lovers, go " \
                       "on two battlefields."
            if force.kind == "world" and self.touched[fields[0]]:
                return ("The World needs a battlefield where nothing has been committed yet "
                        "this round.")
            reserve = self.chariot[a][1:]
            if not self._reserve_ok(action.cards, reserve):
                return "Commit every card the Chariot holds, or none of them."
            return "That commitment is not allowed."
        if kind == "discard" and action.cards and action.cards[0] in self.justice_row:
            return "Justice's cards may be used, not discarded."
        if kind == "pass":
            return "Passing is not permitted: commit, or remove a card from your hand."
        return self.explain_major(a, action)

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
        return zones

    def observation(self, player: int) -> PlayerView:
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
        info = self.public_info()
        info["known"] = tuple(tuple(sorted(k)) for k in self.private_in[player])
        return PlayerView("arcanoid", player, self.n, cur, zones, info, legal)

    def public_info(self) -> dict[str, Any]:
        """Every public fact of the game (what :meth:`Arcanoid.sample_world` rebuilds from)."""
        return {
            "variant": "nassau" if self.nassau else "dresden", "rounds": self.rounds,
            "round_no": self.round_no, "first": self.first, "turn": self.turn,
            "phase": self.phase, "todo": tuple(self.todo), "pending": self.pending,
            "results": tuple(self.results), "extra_results": tuple(self.extra_results),
            "tied": self.tied, "over": self.over, "winners": self.winners, "scores": self.scores,
            "commits": tuple(tuple(row) for row in self.commits), "touched": tuple(self.touched),
            "justice_on": self.justice_on, "drawing_for": self.drawing_for,
            "target": tuple(self.target), "out": tuple(self.out),
            "daemon_master": self.daemon_master, "temperance": self.temperance,
            "hermit": self.hermit, "deck_closed": self.deck_closed, "clock": self.clock,
            "discard_vis_public": tuple(v is ALL for v in self.discard_vis),
            "public_in": tuple(tuple(sorted(p)) for p in self.public_in),
            "acting": self.acting(),
        }

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
        for key in ("deck", "discard", "discard_vis", "justice_row", "drawing", "todo",
                    "touched", "target", "out", "results", "extra_results"):
            setattr(other, key, list(getattr(self, key)))
        other.opening_events = []
        return other


_PROMPTS = {
    "fool": "Steal the commitment with the Fool, or let it pass.",
    "vote": "The deck is empty: vote yes or no on refilling it from the discard pile.",
    "wheel": "The Wheel of Fortune: discard a card from your hand.",
    "call": "Call a card.",
}
