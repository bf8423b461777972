"""A game at the table: seats, the rules state, the action log, autosave and events.

A :class:`Session` is what the front end and the command line drive. It owns the state, knows
which seats are human or AI, checks that the acting seat is the one to play, saves after every
action (when ``autosave`` is on), and hands out views: the front end sees the game only through
the session's view-level queries (a seat's :meth:`~Session.view`, the acting seat's
:meth:`~Session.legal_actions`, the events a seat may see, :meth:`~Session.moves`,
:meth:`~Session.summary`…), never the state itself. It never imports pygame.

A failed autosave (a full disk, a folder that became read-only) does not stop the game: the
action stands, the failure is kept in :attr:`Session.save_error` (and logged) until a save
succeeds, and every later action, or a :meth:`Session.save` of the front end's own, writes the
whole record again. So the save on disk is never silently behind the state: either
``save_error`` is ``None`` and the save holds every action, or it says why it does not.

A save is distrusted even when storage has checked its form: :func:`check_save` says, without
replaying anything, whether this version can play it (game, player count, options, AI levels),
and :meth:`Session.from_save` replays it to the last action or says which action fails, in
words that name no card (a refused action's reason could show a seat's hand).

A game that ends at the table — its last move played through :meth:`Session.play` with autosave
on — is recorded once in the statistics (:func:`stats.record_game`, keyed by its save id; a game
without a human seat is not counted), with the time spent at the table, which the save keeps
(``played_seconds``) so that it sums every sitting. A failed recording does not stop the game
either: :attr:`Session.stats_error` says why (and it is logged).

**Undo** (:meth:`Session.undo`) takes the game back to a human's previous decision against
the AI, never across information revealed since (:mod:`tarot_table.undo` says what reveals:
a shuffle, a card a human had not seen, another seat's hidden move). It is on in a game with
one human, and in hot-seat play only when every human agreed when the game was set up
(``hot_seat_undo``, kept in the save). The session follows what each human knows after every
action from the last such barrier on, and undo rebuilds the state from the seed, the recorded
shuffles and the history without the actions taken back: the save keeps the truth, an undone
move is not in the record, and the autosave is written again at once.
"""

from __future__ import annotations

import logging
import random
import time
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Mapping, Sequence

from . import stats, storage
from .ai import check_agent
from .rules import GAMES, find_game
from .rules.base import Action, Event, Game, IllegalActionError, Outcome, PlayerView, State
from .undo import SHUFFLED, UndoError, barrier, known_cards

HUMAN, AI = "human", "ai"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Seat:
    """One seat: a display ``name``, ``kind`` (``"human"`` or ``"ai"``) and, for AI seats, the
    ``agent`` spec (``"random"``, ``"heuristic"``…)."""

    name: str
    kind: str = HUMAN
    agent: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in (HUMAN, AI):
            raise ValueError(f"a seat is human or ai, not {self.kind!r}")
        if self.kind == AI and not self.agent:
            raise ValueError(f"AI seat {self.name!r} needs an agent")

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


class Session:
    """A game in progress with its seats. Build one with :meth:`new` or :meth:`from_save`."""

    def __init__(self, game: Game, state: State, seats: Sequence[Seat], *,
                 save_id: str | None = None, autosave: bool = True,
                 played_seconds: float = 0.0, hot_seat_undo: bool = False) -> None:
        if len(seats) != state.num_players:
            raise ValueError(f"{len(seats)} seats for a {state.num_players}-player state")
        self.game = game
        self.state = state
        self.seats = list(seats)
        self.autosave = autosave
        self.save_id = save_id or storage.new_save_id(game.spec.name)
        #: Every human agreed to undo in hot-seat play (see :attr:`undo_enabled`).
        self.hot_seat_undo = hot_seat_undo
        #: Why the last save failed (a :class:`storage.SaveError`); ``None`` when it succeeded.
        self.save_error: storage.SaveError | None = None
        #: Why the finished game could not be recorded in the statistics; ``None`` otherwise.
        self.stats_error: stats.StatsError | None = None
        self._seconds_before = played_seconds
        self._sitting_from = time.monotonic()
        self.opening_events: list[Event] = list(state.opening_events)
        #: What happened before this sitting (a resumed game's replay: the opening events and
        #: every action's), for the table's log; empty for a new game.
        self.past_events: list[Event] = []
        self._barrier: str | None = None
        self._watch()

    @classmethod
    def new(cls, game_name: str, seats: Sequence[Seat], seed: int | None = None,
            options: Mapping[str, Any] | None = None, *, autosave: bool = True,
            hot_seat_undo: bool = False) -> "Session":
        """A fresh game. ``seed`` defaults to a random one; ``hot_seat_undo``: every human
        agrees to undo (hot-seat play). Raises ``KeyError`` for an unknown game and
        ``ValueError`` for a bad player count or option."""
        game = find_game(game_name)
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        session = cls(game, game.new_state(len(seats), seed, options), seats, autosave=autosave,
                      hot_seat_undo=hot_seat_undo)
        session.save()
        return session

    @classmethod
    def from_save(cls, doc: Mapping[str, Any], *, autosave: bool = True) -> "Session":
        """Resume a game from a save document (see ``docs/save-format.md``, as
        :func:`storage.read_save` returns it) by replaying it.

        Raises ``ValueError`` when :func:`check_save` refuses the document or the record does
        not replay exactly: a shuffle that does not hold the game's cards, an action that does
        not parse or is not legal where it stands (named by its number, never by the rules'
        reason, which could show a hand), shuffles the game never made. Any failure of the
        replay is reported so; none escapes as another exception.
        """
        game = check_save(doc)
        seats = [Seat(s["name"], s["kind"], s["agent"]) for s in doc["seats"]]
        title, actions, shuffles = game.spec.title, doc["actions"], len(doc["shuffles"])
        try:
            state = game.new_state(len(seats), doc["seed"], doc["options"], doc["shuffles"])
        except Exception:
            raise ValueError(f"its first deal does not replay (a recorded shuffle is not "
                             f"{title}'s deck)") from None
        session = cls(game, state, seats, save_id=doc["id"], autosave=autosave,
                      played_seconds=doc.get("played_seconds", 0.0),
                      hot_seat_undo=doc.get("hot_seat_undo", False))
        following = len(state.shuffles) == shuffles    # undo follows from the last shuffle on
        past = list(state.opening_events)
        for number, text in enumerate(actions, 1):
            where = f"action {number} of {len(actions)}"
            try:
                action = game.parse_action(text)
            except Exception:
                raise ValueError(f"{where} is not an action of {title}") from None
            before, actor = len(state.shuffles), state.current_player()
            try:
                events = state.play(action)
            except IllegalActionError:
                raise ValueError(f"{where} is not a legal move where it stands") from None
            except Exception:
                raise ValueError(f"the game does not replay past {where} (a recorded shuffle "
                                 "does not match the game)") from None
            past.extend(events)
            if following:
                session._follow(actor, events, before)
            elif len(state.shuffles) == shuffles:
                following = True
                session._barrier = SHUFFLED
                session._watch()
        if len(state.shuffles) != shuffles:
            raise ValueError(f"it records {shuffles} shuffles but the game made "
                             f"{len(state.shuffles)}")
        session.past_events = past
        return session

    # -- queries ----------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return self.state.current_player()

    def is_over(self) -> bool:
        return self.state.is_terminal()

    def outcome(self) -> Outcome | None:
        return self.state.outcome()

    def view(self, seat: int) -> PlayerView:
        return self.state.observation(seat)

    def legal_actions(self) -> tuple[Action, ...]:
        """The acting seat's legal actions (empty once the game is over)."""
        current = self.state.current_player()
        return () if current is None else self.view(current).legal

    def moves(self) -> int:
        """How many actions have been played: it changes with every move, so it keys what a
        front end computes from the position."""
        return len(self.state.history)

    def last_action(self) -> Action | None:
        """The action played last (``None`` before the first)."""
        return self.state.history[-1] if self.state.history else None

    def summary(self) -> dict[str, Any]:
        """Public progress: ``{"progress": "Hand 2 · trick 5", "scores": [...], "finished":
        bool}`` (as in save listings)."""
        return self.state.summary()

    def played_seconds(self) -> float:
        """Seconds spent at this game: those of earlier sittings (from the save) and this one's
        since the session was built."""
        return self._seconds_before + time.monotonic() - self._sitting_from

    @property
    def options(self) -> dict[str, Any]:
        """The game's options (a copy)."""
        return dict(self.state.options)

    def ai_seed(self) -> int:
        """The seed of the decision the AI seat to act is asked for now (from the game's seed
        and the move number: a replayed game asks the same questions)."""
        return (self.state.seed * 7919 + self.moves()) % 2**31

    def hint_seed(self, seat: int) -> int:
        """The seed of a hint asked for ``seat`` now."""
        return (self.state.seed * 104729 + self.moves() * 31 + seat) % 2**31

    @staticmethod
    def visible_events(events: Sequence[Event], seat: int | None) -> list[Event]:
        """``events`` as ``seat`` may see them: each card hidden from it replaced by ``None``
        (``seat=None``: a spectator, who sees only public cards)."""
        return [event.visible_to(seat) for event in events]

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def hot_seat(self) -> bool:
        """Two or more humans share the screen: hands are shown only behind a curtain."""
        return len(self.human_seats()) >= 2

    @property
    def undo_enabled(self) -> bool:
        """Whether this game offers undo at all: one human against the AI, or hot-seat play
        whose humans all agreed (:attr:`hot_seat_undo`)."""
        humans = len(self.human_seats())
        return humans == 1 or (humans >= 2 and self.hot_seat_undo)

    # -- acting -----------------------------------------------------------------------------
    def play(self, seat: int, action: Action) -> list[Event]:
        """``seat`` plays ``action``. Raises :class:`IllegalActionError` with the reason when it
        is not that seat's turn or the action is illegal; nothing changes then.

        Autosaves, and when the action ends the game records it in the statistics. A failed
        autosave or recording raises nothing: the action stands and :attr:`save_error` or
        :attr:`stats_error` says what went wrong (see the module's docstring)."""
        current = self.state.current_player()
        if current is None:
            raise IllegalActionError("The game is over.")
        if seat != current:
            raise IllegalActionError(f"It is not your turn: {self.seats[current].name} is to play.")
        before = len(self.state.shuffles)
        events = self.state.play(action)
        self._follow(seat, events, before)
        self._autosave(f"after action {len(self.state.history)} ({action})")
        if self.autosave and self.state.is_terminal():
            self._record()
        return events

    def game_record(self) -> stats.GameRecord:
        """The finished game as the statistics record it (finished now). Raises
        ``ValueError`` while the game is not over."""
        outcome = self.state.outcome()
        if outcome is None:
            raise ValueError("the game is not over")
        seats = tuple(stats.SeatResult(seat.name, seat.kind, seat.agent, outcome.scores[i],
                                       i in outcome.winners)
                      for i, seat in enumerate(self.seats))
        return stats.GameRecord(self.save_id, self.game.spec.name, self.options, seats,
                                round(self.played_seconds(), 1), datetime.now(timezone.utc))

    def _record(self) -> None:
        try:
            stats.record_game(self.game_record())
        except stats.StatsError as exc:
            self.stats_error = exc
            log.warning("the finished game %s was not recorded in the statistics: %s",
                        self.save_id, exc)
        else:
            self.stats_error = None

    # -- undo -------------------------------------------------------------------------------
    def _knowledge(self) -> dict[int, Any]:
        """What each human seat is shown now (:func:`~tarot_table.undo.known_cards`), when
        this game offers undo."""
        if not self.undo_enabled:
            return {}
        return {seat: known_cards(self.state.observation(seat)) for seat in self.human_seats()}

    def _watch(self) -> None:
        """Undo may not go back before now: follow the actions from here."""
        self._floor = len(self.state.history)
        self._takeback: list[int] = []      # who made each action since the floor
        self._known = self._knowledge()

    def _follow(self, actor: int, events: Sequence[Event], shuffles_before: int) -> None:
        """The action ``actor`` just made (its ``events``; ``shuffles_before``: the shuffles
        recorded before it) may be taken back, or it is a new barrier."""
        if not self.undo_enabled:
            return
        known = self._knowledge()
        reason = barrier(actor, events, len(self.state.shuffles) != shuffles_before,
                         self._known, known, [s.name for s in self.seats])
        if reason is None:
            self._takeback.append(actor)
            self._known = known
        else:
            self._barrier = reason
            self._watch()

    def _undo_point(self) -> int | None:
        """The number of actions to keep for undo: those before the last human decision
        that may be taken back (``None``: none may)."""
        humans = set(self.human_seats())
        for k in range(len(self._takeback) - 1, -1, -1):
            if self._takeback[k] in humans:
                return self._floor + k
        return None

    def can_undo(self) -> bool:
        """Whether :meth:`undo` would take something back now."""
        return self.undo_enabled and not self.is_over() and self._undo_point() is not None

    def undo(self) -> list[Action]:
        """Take the game back to the last decision of a human (the seat that made it is then
        to act), with every AI action made since; returns the actions taken back, in order.

        Raises :class:`~tarot_table.undo.UndoError` saying why when nothing may be taken
        back: undo is off (no human, or hot-seat play without every human's agreement), the
        game is over, or information was revealed since the last human decision (a shuffle,
        a card shown, another seat's hidden move). The state is rebuilt from the seed, the
        recorded shuffles and the actions kept; the autosave is written again (a failure is
        kept in :attr:`save_error`, as after a move)."""
        if not self.undo_enabled:
            raise UndoError("Undo is off: in hot-seat play every player must agree to it "
                            "when the game is set up." if self.hot_seat else
                            "Undo is for games with a human player.")
        if self.is_over():
            raise UndoError("The game is over.")
        keep = self._undo_point()
        if keep is None:
            raise UndoError(f"Nothing to undo since {self._barrier}." if self._barrier
                            else "Nothing to undo yet.")
        taken = self.state.history[keep:]
        self.state = self._rebuilt(keep)
        del self._takeback[keep - self._floor:]
        self._known = self._knowledge()
        self._autosave(f"after undoing {len(taken)} actions")
        return taken

    def _rebuilt(self, keep: int) -> State:
        """The state after the first ``keep`` actions, replayed from the seed and every
        recorded shuffle (no shuffle was made after them: a shuffle is a barrier to undo), its
        random generator where the current one stands (nothing after them drew from it)."""
        now = self.state
        state = self.game.new_state(now.num_players, now.seed, now.options, now.shuffles)
        for action in now.history[:keep]:
            state.play(action)
        if state.shuffles != now.shuffles:
            raise RuntimeError("undo replayed the game to other shuffles than it recorded")
        state.rng.setstate(now.rng.getstate())
        return state

    # -- saving -----------------------------------------------------------------------------
    def to_doc(self) -> dict[str, Any]:
        """The save document (without the fields storage adds)."""
        record = self.state.to_json()
        return {
            "id": self.save_id, "game": record["game"], "options": record["options"],
            "seed": record["seed"], "seats": [asdict(s) for s in self.seats],
            "shuffles": record["shuffles"], "actions": record["actions"],
            "summary": self.state.summary(),
            "played_seconds": round(self.played_seconds(), 1),
            "hot_seat_undo": self.hot_seat_undo,
        }

    def _autosave(self, when: str) -> None:
        """:meth:`save`, a failure logged and kept in :attr:`save_error` (never raised)."""
        try:
            self.save()
        except storage.SaveError as exc:
            log.warning("autosave failed %s: %s", when, exc)

    def save(self) -> Path | None:
        """Write the save now if autosave is on; returns its path (``None`` with autosave off).

        Raises :class:`storage.SaveError` when it cannot be written; :attr:`save_error` keeps
        that error until a save succeeds."""
        if not self.autosave:
            return None
        try:
            path = storage.write_save(self.to_doc())
        except storage.SaveError as exc:
            self.save_error = exc
            raise
        self.save_error = None
        return path


def check_save(doc: Mapping[str, Any]) -> Game:
    """The game of a save document (as :func:`storage.read_save` returns it) if this version
    can play it, checked without replaying: a game offered at the table, a player count in its
    range, options it accepts, and for every seat with an agent one that
    :func:`ai.check_agent` accepts (the levels of the new-game screen, or an ISMCTS budget
    within its caps). Quick enough for every row of the load dialog.

    Raises ``ValueError`` saying what is wrong (any text from the save is quoted and bounded).
    """
    game = GAMES.get(doc["game"])
    if game is None:
        raise ValueError(f"its game {doc['game']!r} is not one this version of Tarot Table "
                         "offers")
    spec, players = game.spec, len(doc["seats"])
    if not spec.min_players <= players <= spec.max_players:
        raise ValueError(f"it has {players} seat{'' if players == 1 else 's'}, but {spec.title} "
                         f"is for {spec.min_players}–"
                         f"{spec.max_players} players")
    game.check_setup(players, doc["options"])
    for i, seat in enumerate(doc["seats"]):
        if seat["kind"] == AI and seat["agent"] is None:
            raise ValueError(f"seat {i + 1} is an AI without a level")
        if seat["agent"] is not None:
            try:
                check_agent(seat["agent"], spec.name)
            except ValueError as exc:
                raise ValueError(f"seat {i + 1} has an AI level this version does not offer "
                                 f"({exc})") from None
    return game
