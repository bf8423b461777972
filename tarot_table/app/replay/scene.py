"""The replay scene: a saved or recorded game shown on the card table, step by step.

:class:`ReplayScene` is the table (:class:`~tarot_table.app.table.scene.TableScene`) drawing
the position a :class:`~tarot_table.replay.Replay` has reached, through the same view-level
queries as a game in play, with nothing to play: no seat acts, no mode (score sheet, curtain)
holds it, and a bar of controls (:mod:`.controls`) sits under it. Stepping forward animates the
move's events as the table animates a move; stepping back or jumping lays the cards out on the
new position at once. The log tells the game's events up to the position, through the eyes
shown, as the table in play logs them (where the replay stands is the bar's to say), and
nothing offers what only a player in the game may do (Tarot Combat's F6 and F7).

Keys: Left/Right one move, Up/Down the previous/next hand (deal, round or turn: the game's own
chapters), Page Up/Page Down the previous/next trick or turn, Home/End the start and the end,
Space plays or pauses, + and - the speed, V the next seat's eyes (then every card open), P play
from here, R the review of the player's decisions (:mod:`tarot_table.review`), Tab/Shift+Tab
a ring over the bar's widgets (Enter presses, Left/Right change a drop-down or the slider), F1
the keys, Esc leaves (back to the scene beneath, or the main menu; with the ring shown, first
hides it).

Whose eyes (:class:`ReplayViewpoint`): a seat's view, or, for a finished game, every card
open; a game still in progress only from its own seat (:meth:`Replay.seats_shown`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

import pygame

from ...cards import Card
from ...replay import Replay
from ...review import GameReview
from ...rules.base import Event, PlayerView
from ...session import Session
from ..draw.animator import RELAYOUT
from ..focus import is_help_key
from ..scene import soonest
from ..table.scene import TableScene
from ..table.viewpoint import Viewpoint
from .controls import ReplayBar, bar_height

if TYPE_CHECKING:
    from ..shell import App

#: Playback speeds offered (moves are this many times as quick as at 1×).
RATES = (0.5, 1.0, 2.0, 4.0)
#: Seconds between two moves played at 1×, once the first one's animation is over.
PAUSE = 0.6


class ReplayViewpoint(Viewpoint):
    """The replay's eyes: ``seat`` (one of :meth:`Replay.seats_shown`) and ``open_cards``
    (every card face up, finished games only). Hands are always drawn as the view says."""

    def __init__(self, session: Session, replay: Replay, seat: int) -> None:
        super().__init__(session)
        self.replay = replay
        self.seat = seat
        self.spectator = False
        self.open_cards = False
        self._replay_view: tuple[tuple, PlayerView | None] = ((), None)

    def view(self) -> PlayerView:
        key = (self.replay.step, self.seat, self.open_cards)
        if self._replay_view[0] != key:
            self._replay_view = (key, self.replay.view(self.seat, self.open_cards))
        return self._replay_view[1]

    def zones(self) -> dict[str, tuple[Card | None, ...]]:
        return dict(self.view().zones)

    def seen(self, events: Iterable[Event]) -> list[Event]:
        return self.replay.seen(list(events), self.seat, self.open_cards)

    def hands_visible(self, curtained: bool) -> bool:
        return True


class ReplayScene(TableScene):
    """``replay`` shown on the table from ``seat`` (default: its own seat,
    :meth:`Replay.own_seat`; a seat it may not be shown from is not taken). ``review``: the
    review of its player's decisions already made (the Review button shows it at once);
    ``step``: the decision of the review to show first. For tests: ``replay``, ``playing``,
    ``rate``, ``bar`` (the controls), ``review``, :meth:`step_to`, :meth:`forward`,
    :meth:`toggle_play`, :meth:`show_from`, :meth:`show_decision`."""

    plays = False           # a replay only watches

    def __init__(self, app: "App", replay: Replay, seat: int | None = None,
                 review: GameReview | None = None, step: int | None = None) -> None:
        self.replay = replay
        self._seat = seat if seat in replay.seats_shown() else replay.own_seat()
        self.playing = False
        self.rate = 1.0
        self._wait = 0.0
        self.review = review
        self.bar = ReplayBar(self)
        super().__init__(app, replay.session)
        self.messages.add(self._title())
        if step is not None:
            self.show_decision(step)

    # -- the table's hooks --------------------------------------------------------------------
    def viewpoint_for(self, session: Session) -> Viewpoint:
        return ReplayViewpoint(session, self.replay, self._seat)

    def table_size(self, window: tuple[int, int]) -> tuple[int, int]:
        return window[0], window[1] - bar_height(window, self.app.ui_scale)

    def animation_speed(self) -> float:
        return self.app.settings.speed * self.rate

    @property
    def can_act(self) -> bool:
        """Nobody plays in a replay."""
        return False

    def set_mode(self, mode) -> None:
        """A replay has no modes: nothing holds it (score sheets, curtains, results)."""

    # -- moving -------------------------------------------------------------------------------
    def forward(self) -> bool:
        """Play the next move, animated (the one animating ends at once); False at the end."""
        if self.replay.step >= self.replay.length:
            return False
        if self.animator.busy:
            self.animator.skip()
        self._push(self.replay.forward())
        self._wait = 0.0
        return True

    def step_to(self, step: int) -> None:
        """Show the position after ``step`` actions at once (no animation)."""
        self.animator.drop()
        self.replay.seek(step)
        self._settled = True
        self._settle(0.0)
        self._wait = 0.0
        self._log_to_step()

    def _title(self) -> str:
        """The log's first line: "Replay of Tarok: Ann, Ada, Basil, Cleo."."""
        replay = self.replay
        return f"Replay of {replay.game.spec.title}: {', '.join(s.name for s in replay.seats)}."

    def _log_to_step(self) -> None:
        """The log told again up to the position shown, through the eyes shown: the game's
        events, as a game in play logs them (where the replay stands is the bar's to say)."""
        self.messages.clear()
        self.messages.add(self._title())
        self.log_past(self.replay.events())

    def toggle_play(self) -> None:
        """Space: play from here at :attr:`rate`, or pause; at the end, play from the start."""
        self.playing = not self.playing
        if self.playing and self.replay.step >= self.replay.length:
            self.step_to(0)
        self.bar.sync()

    def set_rate(self, rate: float) -> None:
        self.rate = rate

    def show_from(self, seat: int, open_cards: bool = False) -> None:
        """Show the replay from ``seat``'s view, or with every card open (finished games)."""
        self.viewpoint.open_cards = open_cards and self.replay.finished
        self.animator.drop()
        self._settled = True
        self.set_viewer(seat)
        self._log_to_step()

    def play_from_here(self) -> None:
        """Open the dialog that branches a new game from this position."""
        self.playing = False
        self.app.open("branch", replay=self.replay, step=self.replay.step, seat=self.viewer)

    def open_review(self) -> None:
        """R: the review of the player's decisions (made now, or the one already made), whose
        choice of a decision comes back here (:meth:`show_decision`)."""
        self.playing = False
        self.app.open("review", replay=self.replay, review=self.review,
                      on_choose=self.show_decision, on_done=self._reviewed)

    def _reviewed(self, review: GameReview) -> None:
        self.review = review

    def show_decision(self, step: int) -> None:
        """Show the position of the reviewed decision at ``step`` (before it was made) and
        the review's verdict in the log and a toast."""
        self.step_to(step)
        decision = next((d for d in self.review.decisions if d.step == step), None) \
            if self.review is not None else None
        if decision is None:
            return
        verdict = decision.review
        line = f"Review: {{{decision.seat}}} played {decision.played_words}: {verdict.mark}"
        if verdict.mark not in ("good", "only move"):
            line += (f", {self.review.unit.amount(verdict.loss)} lost; better "
                     f"{decision.best_words}" + (f" — {verdict.reason}" if verdict.reason
                                                 else ""))
        words = self.event_text(Event("message", text=line + "."))
        self.messages.add(words)
        self.messages.show_toast(words)

    def leave_replay(self) -> None:
        """Esc: back to the scene beneath (the load dialog), or the main menu."""
        if len(self.app.stack.scenes) > 1 and self.app.stack.top is self:
            self.app.stack.pop()
        else:
            self.app.show("main_menu")

    # -- frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        self._follow_glow()
        self.animator.update(dt)
        self.messages.update(dt)
        self.bar.sync()
        if self.top.busy:
            return
        if not self._settled:
            self._settled = True
            self._settle(self.anim_time(RELAYOUT))
            return
        if not self.playing:
            return
        if self.replay.step >= self.replay.length:
            self.playing = False
            self.bar.sync()
            return
        self._wait += dt
        if self._wait >= PAUSE / self.rate:
            self.forward()

    def next_change(self) -> float | None:
        """0 while the cards move or are to settle on the position; while it plays, when the
        next move comes; else the toast's fade and the plates' pulse."""
        if self.animator.animating or (not self.top.busy and not self._settled):
            return 0.0
        playing = None
        if self.playing and not self.top.busy:
            playing = 0.0 if self.replay.step >= self.replay.length else \
                max(0.0, PAUSE / self.rate - self._wait)
        return soonest(playing, self.messages.next_change(), self._plates_change())

    def build(self) -> None:
        self.elements.extend(self.bar.build(self.app.manager))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            if is_help_key(event):
                self.app.open("keys")
                return None
            if event.key == pygame.K_ESCAPE and self.focus_ring.focused is not None:
                self.focus_ring.index = None
                return None
            if (event.key == pygame.K_TAB or self.focus_ring.focused is not None) \
                    and self.focus_ring.handle_key(event):
                return None
        if self.bar.handle_event(event):
            return None
        return event

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        table = pygame.Rect((0, 0), self.table_size((width, height)))
        super().draw(surface.subsurface(table))
        self.bar.draw(surface, pygame.Rect(0, table.bottom, width, height - table.height))

