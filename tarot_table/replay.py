"""A recorded game to step through: :class:`Replay` (no pygame; the replay scene and
``tarot-table replay FILE`` drive it).

A save is a replay (``docs/save-format.md``): the seed, the recorded shuffles and the action
log rebuild every position of the game. A :class:`Replay` checks the whole record as
:meth:`Session.from_save` does, then replays it once, keeping the progress text after every
action (the chapters to jump to: the game's own hands, deals, rounds or turns) and a clone of
the state every :data:`CHECKPOINT` actions, so that stepping back or jumping anywhere replays at
most that many actions. It never writes the file it was read from.

Its :attr:`~Replay.session` is the game at the position shown, with the recorded seats and
autosave off: the table draws it through the session's view-level queries, as it draws a game
in play, and nothing plays through it. What may be shown: a finished game from any seat's
view or with every card open; a game still in progress from one seat only (its first
human's, seat 0's when none plays), so that a replay never shows a running game's hidden
cards. "Play from here" (:meth:`Replay.branch`, finished
games only) starts a new game, with its own save, from any position.
"""

from __future__ import annotations

import dataclasses
from dataclasses import asdict, dataclass
from typing import Any, Iterator, Mapping, Sequence

from . import storage
from .rules.base import Action, Event, PlayerView, State
from .session import Seat, Session

#: A clone of the state is kept every this many actions.
CHECKPOINT = 32


@dataclass(frozen=True)
class Chapter:
    """Where a hand, deal, round or turn begins: the ``step`` (actions played) and its
    ``label`` in the game's words (the first part of its progress text: "Hand 2", "Round 3 of
    5", "Turn 17"; the last one "Finished after 5 hands")."""

    step: int
    label: str


def chapter_label(progress: str) -> str:
    """The chapter part of a progress text: ``"Hand 2 · trick 5"`` → ``"Hand 2"``.

    >>> chapter_label("Hand 2 · trick 5"), chapter_label("Round 1 of 5")
    ('Hand 2', 'Round 1 of 5')
    """
    return progress.split(" · ")[0]


class Replay:
    """The recorded game of save document ``doc`` (as :func:`storage.read_save` returns it).

    Raises ``ValueError`` as :meth:`Session.from_save` does when the record cannot be played.
    ``step`` is the number of actions played at the position shown (0 to ``length``);
    ``progress[k]`` the progress text after ``k`` actions; ``chapters`` the positions where a
    hand, deal, round or turn begins; ``finished`` whether the record reaches the game's end;
    :meth:`events` what happened up to a position (the table's log of it).
    """

    def __init__(self, doc: Mapping[str, Any]) -> None:
        final = Session.from_save(doc, autosave=False)
        self.doc = dict(doc)
        self.game = final.game
        self.seats: list[Seat] = final.seats
        self.actions: tuple[Action, ...] = tuple(final.state.history)
        self.finished = final.is_over()
        state = self.game.new_state(len(self.seats), doc["seed"], doc["options"],
                                    doc["shuffles"])
        self._checkpoints: dict[int, State] = {0: state.clone()}
        self.progress: list[str] = [state.summary()["progress"]]
        self._events: list[list[Event]] = [list(state.opening_events)]
        for k, action in enumerate(self.actions, 1):
            self._events.append(state.play(action))
            if k % CHECKPOINT == 0:
                self._checkpoints[k] = state.clone()
            self.progress.append(state.summary()["progress"])
        self.chapters: list[Chapter] = [
            Chapter(k, chapter_label(text)) for k, text in enumerate(self.progress)
            if k == 0 or chapter_label(text) != chapter_label(self.progress[k - 1])]
        self.session = Session(self.game, self._checkpoints[0].clone(), self.seats,
                               save_id=doc["id"], autosave=False)
        self.step = 0

    # -- where ------------------------------------------------------------------------------
    @property
    def length(self) -> int:
        """The number of recorded actions."""
        return len(self.actions)

    def chapter(self, step: int | None = None) -> int:
        """The index in :attr:`chapters` of the chapter holding ``step`` (default: now)."""
        step = self.step if step is None else step
        return max(i for i, c in enumerate(self.chapters) if c.step <= step)

    def moment(self, direction: int) -> int:
        """The step where the progress text last changed before now (``direction`` -1: the
        start of this trick or turn, or of the one before when already there) or next changes
        (+1); 0 or :attr:`length` when there is none."""
        text, k = self.progress, self.step
        if direction > 0:
            return next((j for j in range(k + 1, self.length + 1) if text[j] != text[k]),
                        self.length)
        return next((j for j in range(k - 1, 0, -1) if text[j] != text[j - 1]), 0)

    def where(self) -> str:
        """The position in words: "Move 37 of 380 · Hand 1 · trick 10"."""
        return f"Move {self.step} of {self.length} · {self.progress[self.step]}"

    def events(self, step: int | None = None) -> list[Event]:
        """Every event up to the position after ``step`` actions (default: now): the opening
        events (the deal) and each action's, in order, unredacted (:meth:`seen` redacts them
        for a seat)."""
        step = self.step if step is None else max(0, min(self.length, step))
        return [event for events in self._events[:step + 1] for event in events]

    def positions(self) -> Iterator[tuple[int, State]]:
        """Every position of the record from the start: ``(k, state)`` after ``k`` actions,
        one state played on from each to the next (clone it to keep it)."""
        state = self._checkpoints[0].clone()
        yield 0, state
        for k, action in enumerate(self.actions, 1):
            state.play(action)
            yield k, state

    # -- moving -----------------------------------------------------------------------------
    def _state_at(self, step: int) -> State:
        base = max(k for k in self._checkpoints if k <= step)
        state = self._checkpoints[base].clone()
        for action in self.actions[base:step]:
            state.play(action)
        return state

    def seek(self, step: int) -> None:
        """Show the position after ``step`` actions (clamped to 0…:attr:`length`)."""
        self.step = max(0, min(self.length, step))
        self.session.state = self._state_at(self.step)

    def forward(self) -> list[Event]:
        """Play the next recorded action; its events (none at the end)."""
        if self.step >= self.length:
            return []
        events = self.session.state.play(self.actions[self.step])
        self.step += 1
        return events

    def back(self) -> None:
        """Show the position one action earlier."""
        self.seek(self.step - 1)

    # -- whose eyes -------------------------------------------------------------------------
    def own_seat(self) -> int:
        """The seat a running game's replay is shown from: its first human (seat 0 when no
        human plays)."""
        return next((i for i, s in enumerate(self.seats) if s.is_human), 0)

    def seats_shown(self) -> list[int]:
        """The seats the replay may be seen from: every seat of a finished game, else only
        :meth:`own_seat`."""
        return list(range(len(self.seats))) if self.finished else [self.own_seat()]

    def view(self, seat: int, open_cards: bool = False) -> PlayerView:
        """The position as ``seat`` saw it, or (``open_cards``, finished games only) with
        every card face up (the seat's view with every zone's true cards). Raises
        ``ValueError`` for a seat :meth:`seats_shown` does not offer, or open cards of a game
        still in progress."""
        if seat not in self.seats_shown():
            raise ValueError(f"this replay is shown from seat {self.own_seat() + 1} only")
        if open_cards and not self.finished:
            raise ValueError("the cards are shown open only in the replay of a finished game")
        view = self.session.view(seat)
        if not open_cards:
            return view
        return dataclasses.replace(view, zones=self.session.state.zones(), legal=())

    def seen(self, events: Sequence[Event], seat: int, open_cards: bool = False
             ) -> list[Event]:
        """``events`` as :meth:`view` shows them: redacted for ``seat``, or all open."""
        return list(events) if open_cards and self.finished else \
            Session.visible_events(events, seat)

    # -- play from here ---------------------------------------------------------------------
    def branch(self, seats: Sequence[Seat], step: int | None = None) -> Session:
        """A new game from the position after ``step`` actions (default: now) of a finished
        game, with ``seats`` as chosen: a new save (a new id) with the same game, options and
        seed, the shuffles made up to that point and the actions up to it; saved at once.

        Raises ``ValueError`` when the game is not finished, at its end (nothing is left to
        play), for seats of the wrong number, and :class:`storage.SaveError` when the save
        cannot be written."""
        step = self.step if step is None else step
        if not self.finished:
            raise ValueError("a game still in progress is resumed, not branched")
        if not 0 <= step < self.length:
            raise ValueError("the game is over at this point: nothing is left to play")
        if len(seats) != len(self.seats):
            raise ValueError(f"{len(seats)} seats for a {len(self.seats)}-player game")
        state = self._state_at(step)
        doc = {"id": storage.new_save_id(self.game.spec.name), "game": self.game.spec.name,
               "options": dict(state.options), "seed": state.seed,
               "seats": [asdict(s) for s in seats], "shuffles": list(state.shuffles),
               "actions": [str(a) for a in self.actions[:step]]}
        session = Session.from_save(doc)
        session.save()
        return session
