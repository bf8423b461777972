"""The Review screen: a player's decisions searched again and marked (:mod:`tarot_table.review`).

Opened from the replay's bar (Review, R), from the end-of-hand sheet and from the results.
While the review is made, a progress bar counts the decisions and Cancel (or Esc) stops it;
the searches run in worker processes below the table's priority
(:class:`~tarot_table.ai.runner.Worker`), so the frames never wait. Then the screen shows:

* a summary: whose decisions, how many of each mark, the game's unit;
* a graph of the expected result of the moves played along the game (:meth:`graph_points`):
  one point per decision, in its mark's colour, the hands (deals, rounds, turns) marked under
  it; a click on a point goes to that decision's position in the replay;
* the selected decision's verdict: the move played, the better move and why, what it lost;
* the list of the decisions (a click selects one, a double click or Enter shows its position);
* Back, Show position and "Retry from here" (a new game from the position before the
  decision, with the same seats and hidden cards: finished games only, since a game still in
  play keeps its hidden cards).

Keys: Left/Right (or Up/Down) the previous/next decision, Page Up/Page Down the previous/next
mistake or blunder, Home/End the first and last, Enter shows the position, R retries, Tab a
ring over the widgets, Esc cancels a review in progress or goes back.
"""

from __future__ import annotations

import threading
from html import escape
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIProgressBar, UISelectionList, UITextBox

from ... import storage
from ...cards import TRADITIONS
from ...ai.processes import usable_cores
from ...ai.review import BLUNDER, GOOD, INACCURACY, MARKS, MISTAKE
from ...ai.runner import Worker
from ...replay import Replay
from ...review import GameReview, ReviewedDecision, ReviewRun, counted, retry
from ...rules.base import Event
from ..draw import panels
from ..draw.words import event_text
from .base import GOLD, MenuScene

if TYPE_CHECKING:
    from ..shell import App

#: The processes a review uses at most (fewer on a machine with fewer cores).
REVIEW_PROCESSES = 2
#: Each mark's colour in the graph and the list.
COLOURS = {GOOD: (125, 196, 120), INACCURACY: (232, 204, 96), MISTAKE: (238, 140, 58),
           BLUNDER: (226, 62, 62)}
#: A click within this many pixels of a point of the graph goes to it.
REACH = 14
MARGIN = 24


def start_worker() -> Worker:
    """The review's worker processes: :data:`REVIEW_PROCESSES`, as many as there are cores."""
    return Worker(min(REVIEW_PROCESSES, usable_cores()))


class DecisionsBar(UIProgressBar):
    """A progress bar counting decisions: "7 of 17 decisions" (:meth:`count`)."""

    done = 0
    total = 1

    def count(self, done: int, total: int) -> None:
        """Show ``done`` decisions of ``total``."""
        self.done, self.total = done, max(1, total)
        self.set_current_progress(100.0 * self.done / self.total)

    def status_text(self) -> str:
        return f"{self.done} of {self.total} decisions"


class ReviewScene(MenuScene):
    """The review of ``replay`` (``seats``: those reviewed, default the human ones; from step
    ``since`` on, default the start): made on entering unless ``review`` (a
    :class:`GameReview` already made) is given, with ``iterations`` a decision (default: the
    game's). ``on_choose(step)`` shows a decision's
    position (the replay beneath, which this screen leaves for it); without it the replay
    scene is opened over this one. ``on_done(review)`` is told the finished review.

    For tests: ``run`` (the review in progress), ``review``, ``selected`` (an index of the
    reviewed decisions), :meth:`choose`, :meth:`show_position`, :meth:`retry`,
    :meth:`graph_points`."""

    def __init__(self, app: "App", replay: Replay, seats: list[int] | None = None,
                 review: GameReview | None = None,
                 on_choose: Callable[[int], None] | None = None,
                 on_done: Callable[[GameReview], None] | None = None,
                 iterations: int | None = None, since: int = 0) -> None:
        super().__init__(app)
        self.replay = replay
        self.seats = seats
        self.review = review
        self.on_choose = on_choose
        self.on_done = on_done
        self.iterations = iterations
        self.since = since
        self.run: ReviewRun | None = None
        self.worker: Worker | None = None
        self.problem = ""
        self.selected = 0
        self.bar: DecisionsBar | None = None
        self.list: UISelectionList | None = None
        self.verdict: UITextBox | None = None
        self.retry_button = None
        self.graph = pygame.Rect(0, 0, 0, 0)

    # -- the review in progress ---------------------------------------------------------------
    def enter(self) -> None:
        if self.review is None:
            self._start()
        if self.review is not None and self.review.reviewed:
            self.selected = next((i for i, d in enumerate(self.review.reviewed)
                                  if d.mark in (MISTAKE, BLUNDER)), 0)
        super().enter()

    def _start(self) -> None:
        try:
            self.worker = start_worker()
            self.run = ReviewRun(self.replay, self.seats, self.iterations,
                                 self.worker.pool.submit, self.since)
        except (ValueError, RuntimeError, OSError) as exc:
            self._stop_worker(kill=True)
            self.run = None
            self.problem = f"The review could not be started: {exc}"

    def update(self, dt: float) -> None:
        run = self.run
        if run is None:
            return
        if not run.done:
            done, total = run.progress
            if self.bar is not None and self.bar.done != done:
                self.bar.count(done, total)
            return
        failure = run.failure()
        self.run = None
        self._stop_worker(kill=failure is not None)
        if failure is not None:
            self.problem = f"The review stopped: {failure}"
        else:
            self.review = run.result()
            if self.on_done is not None:
                self.on_done(self.review)
            self.selected = next((i for i, d in enumerate(self.review.reviewed)
                                  if d.mark in (MISTAKE, BLUNDER)), 0)
        self.clear()
        self.build()

    def cancel(self) -> None:
        """Stop the review in progress and leave."""
        self._drop_run()
        super().back()

    def _drop_run(self) -> None:
        """Cancel the decisions not begun; the worker ends once those in progress are done
        (:meth:`Worker.stop`, killed past its wait), on a thread of its own, so that no frame
        waits for it."""
        if self.run is not None:
            self.run.cancel()
            self.run = None
        if self.worker is not None:
            threading.Thread(target=self.worker.stop, name="review-stop", daemon=True).start()
            self.worker = None

    def _stop_worker(self, kill: bool = False) -> None:
        """End the idle worker (``kill``: a worker that failed)."""
        if self.worker is not None:
            self.worker.kill() if kill else self.worker.stop()
            self.worker = None

    def leave(self) -> None:
        self._drop_run()
        super().leave()

    def back(self) -> None:
        """Esc: cancel a review in progress, else leave."""
        if self.run is not None:
            self.cancel()
        else:
            super().back()

    # -- widgets ------------------------------------------------------------------------------
    def build(self) -> None:
        width, height = self.app.size
        self.panel = pygame.Rect(MARGIN // 2, MARGIN // 2, width - MARGIN, height - MARGIN)
        inner = self.panel.inflate(-2 * MARGIN, -2 * MARGIN)
        title = self.replay.game.spec.title
        self.label(f"Review · {title}", pygame.Rect(inner.left, inner.top - 4, inner.width, 54),
                   "#heading")
        if self.review is None:
            self._build_progress(inner)
            return
        review = self.review
        who = ", ".join(review.names[s] for s in review.seats)
        counts = " · ".join(counted(review.count(m), m) for m in MARKS)
        forced = counted(len(review.decisions) - len(review.reviewed), "only move")
        self.label(f"{who}: {counts} · {forced} · results in {review.unit.unit}",
                   pygame.Rect(inner.left, inner.top + 46, inner.width, 28), "#subtitle")
        buttons_y = inner.bottom - 50
        self.button("Back", pygame.Rect(inner.left, buttons_y, 150, 50), self.back,
                    object_id="#secondary_button")
        if not review.reviewed:
            self.label("No decision to review: every move was the only one.",
                       pygame.Rect(inner.left, inner.centery - 20, inner.width, 40),
                       "#subtitle")
            return
        self.retry_button = self.button(
            "Retry from here", pygame.Rect(inner.right - 220, buttons_y, 220, 50), self.retry)
        if not self.replay.finished:
            self.retry_button.disable()
            self.retry_button.set_tooltip("Offered once the game is over: its hidden cards "
                                          "are still in play")
        self.button("Show position", pygame.Rect(inner.right - 420, buttons_y, 190, 50),
                    self.show_position, object_id="#secondary_button")
        top = inner.top + 84
        room = buttons_y - 12 - top
        self.graph = pygame.Rect(inner.left, top, inner.width, max(120, round(room * 0.4)))
        verdict = pygame.Rect(inner.left, self.graph.bottom + 8, inner.width, 112)
        self.verdict = self.add(UITextBox(self._verdict_html(), verdict, self.app.manager))
        area = pygame.Rect(inner.left, verdict.bottom + 8, inner.width,
                           buttons_y - 12 - verdict.bottom - 8)
        rows = [(self._row(d), f"#decision_{i}") for i, d in enumerate(review.reviewed)]
        self.list = self.add(UISelectionList(area, rows, self.app.manager,
                                             default_selection=rows[self.selected]))
        self._scroll_to_selected()

    def _build_progress(self, inner: pygame.Rect) -> None:
        if self.problem:
            self.label(self.problem, pygame.Rect(inner.left, inner.centery - 60, inner.width,
                                                 40), "#subtitle")
            self.button("Back", pygame.Rect(inner.centerx - 90, inner.centery + 10, 180, 50),
                        self.back, object_id="#secondary_button")
            return
        who = ", ".join(self.replay.seats[s].name for s in self.run.seats)
        self.label(f"Searching each decision of {who} again, from what was seen then",
                   pygame.Rect(inner.left, inner.top + 46, inner.width, 28), "#subtitle")
        done, total = self.run.progress
        bar = pygame.Rect(0, 0, min(560, inner.width), 40)
        bar.center = (inner.centerx, inner.centery - 30)
        self.bar = self.add(DecisionsBar(bar, self.app.manager))
        self.bar.count(done, total)
        self.button("Cancel", pygame.Rect(inner.centerx - 90, bar.bottom + 30, 180, 50),
                    self.cancel, object_id="#secondary_button")

    def _row(self, decision: ReviewedDecision) -> str:
        review = decision.review
        words = f"Move {decision.step} · {decision.where} · {review.mark.capitalize()}"
        if review.mark != GOOD:
            words += f": {self.review.unit.amount(review.loss)} lost"
        return f"{words} · {self._names(decision.played_words)}"

    def _names(self, text: str) -> str:
        """``text`` with the seats' names, the settings' suit names and the game's majors."""
        tradition = self.app.settings.tradition
        game = self.replay.game.spec
        return event_text(Event("message", text=text), list(self.review.names),
                          tradition if tradition in TRADITIONS else game.suit_names,
                          game.numbering)

    def _verdict_html(self) -> str:
        """The selected decision's verdict (pygame-gui's HTML)."""
        decision = self.decision
        review, unit = decision.review, self.review.unit
        played = self._names(f"{{{decision.seat}}} played {decision.played_words}")
        head = f"<b>Move {decision.step} · {escape(decision.where)} · " \
               f"{review.mark.capitalize()}</b>"
        if review.mark == GOOD:
            body = f"{escape(played)}: good. Expected {unit.measure}: " \
                   f"{review.expected:.{unit.digits}f}."
            return f"{head}<br>{body}"
        better = self._names(decision.best_words)
        reason = f" — {review.reason}" if review.reason else ""
        return (f"{head}<br>{escape(played)}. Better: {escape(better + reason)}.<br>"
                f"It lost {unit.amount(review.loss)} (± {review.error:.{unit.digits}f}): "
                f"expected {unit.measure} {review.expected:.{unit.digits}f} after it, "
                f"{review.best_expected:.{unit.digits}f} after the better move.")

    @property
    def decision(self) -> ReviewedDecision:
        """The selected decision."""
        return self.review.reviewed[self.selected]

    # -- choosing -----------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """Select the reviewed decision ``index`` (clamped) in the list, the graph and the
        verdict."""
        if self.review is None or not self.review.reviewed:
            return
        self.selected = max(0, min(len(self.review.reviewed) - 1, index))
        if self.list is not None:
            for i, entry in enumerate(self.list.item_list):
                entry["selected"] = i == self.selected
                button = entry.get("button_element")
                if button is not None:
                    button.select() if i == self.selected else button.unselect()
        if self.verdict is not None:
            self.verdict.set_text(self._verdict_html())
        self._scroll_to_selected()

    def _scroll_to_selected(self) -> None:
        """Scroll the list so that the selected decision is in the middle of what shows."""
        bar = self.list.scroll_bar if self.list is not None else None
        if bar is None:
            return
        rows = len(self.review.reviewed)
        bar.set_scroll_from_start_percentage(
            (self.selected + 0.5) / rows - bar.visible_percentage / 2)

    def _next_error(self, direction: int) -> None:
        """The previous or next mistake or blunder (none: stay)."""
        order = range(self.selected + direction, -1 if direction < 0 else
                      len(self.review.reviewed), direction)
        index = next((i for i in order if self.review.reviewed[i].mark in (MISTAKE, BLUNDER)),
                     self.selected)
        self.choose(index)

    def show_position(self) -> None:
        """Show the selected decision's position: in the replay beneath (``on_choose``), or a
        replay opened over this screen."""
        if self.review is None or not self.review.reviewed:
            return
        decision = self.decision
        if self.on_choose is not None:
            choose = self.on_choose
            super().back()
            choose(decision.step)
            return
        self.app.open("replay", replay=self.replay, seat=decision.seat, review=self.review,
                      step=decision.step)

    def retry(self) -> None:
        """A new game from the position before the selected decision, at the table."""
        if self.review is None or not self.review.reviewed or not self.replay.finished:
            return
        try:
            session = retry(self.replay, self.decision.step)
        except (ValueError, storage.SaveError, OSError) as exc:
            self.message("Cannot start the game", str(exc))
            return
        self.app.show("table", session=session)

    def default_action(self) -> Callable[[], None] | None:
        return self.show_position if self.review is not None else None

    # -- input --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.list is not None and getattr(event, "ui_element", None) is self.list and \
                self._list_event(event.type):
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self._graph_click(event.pos):
            return None
        if event.type == pygame.KEYDOWN and self._decision_key(event):
            return None
        return super().handle_event(event)

    def _list_event(self, kind: int) -> bool:
        """The list of decisions' event of type ``kind``: a row chosen (or chosen again)
        shows its decision, a double click its position; whether it was one of these."""
        if kind == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            chosen = self.list.get_single_selection(include_object_id=True)
            if chosen:
                self.choose(int(chosen[1].removeprefix("#decision_")))
        elif kind == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION:
            self.choose(self.selected)
        elif kind == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self.show_position()
        else:
            return False
        return True

    def _graph_click(self, pos: tuple[int, int]) -> bool:
        """A click at ``pos`` (no message open): on a point of the graph, its decision's
        position shown; whether there was one."""
        if not self.review or self._open_dialogs():
            return False
        index = self.point_at(pos)
        if index is not None:
            self.choose(index)
            self.show_position()
        return index is not None

    def _decision_key(self, event: pygame.event.Event) -> bool:
        """The keys that move between decisions, and R (decisions reviewed, no message
        open); whether ``event`` was one."""
        if self.review is None or not self.review.reviewed or self._open_dialogs():
            return False
        ring = self.focus_ring.focused
        keys: dict[int, Callable[[], None]] = {
            pygame.K_LEFT: lambda: self.choose(self.selected - 1),
            pygame.K_RIGHT: lambda: self.choose(self.selected + 1),
            pygame.K_PAGEUP: lambda: self._next_error(-1),
            pygame.K_PAGEDOWN: lambda: self._next_error(1),
            pygame.K_HOME: lambda: self.choose(0),
            pygame.K_END: lambda: self.choose(len(self.review.reviewed) - 1),
            pygame.K_r: self.retry,
        }
        if ring is None:        # with the ring on a widget, Up and Down move the ring or list
            keys[pygame.K_UP] = lambda: self.choose(self.selected - 1)
            keys[pygame.K_DOWN] = lambda: self.choose(self.selected + 1)
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True

    # -- the graph ----------------------------------------------------------------------------
    def graph_points(self) -> list[tuple[int, int]]:
        """Where each reviewed decision's point lies on the canvas (in the order of
        ``review.reviewed``): across, its step in the game; up, the expected result of the
        move played, between the lowest and highest of the review."""
        review = self.review
        if review is None or not review.reviewed or self.graph.width == 0:
            return []
        plot = self._plot()
        values = [d.review.expected for d in review.reviewed]
        low, high = min(values), max(values)
        span = (high - low) or 1.0
        length = max(1, self.replay.length)
        return [(round(plot.left + plot.width * d.step / length),
                 round(plot.bottom - plot.height * (v - low) / span))
                for d, v in zip(review.reviewed, values)]

    def _plot(self) -> pygame.Rect:
        """The graph's plotting area inside its frame (room for the scale and the chapters)."""
        return pygame.Rect(self.graph.left + 70, self.graph.top + 30,
                           self.graph.width - 90, self.graph.height - 60)

    def point_at(self, pos: tuple[int, int]) -> int | None:
        """The reviewed decision whose point lies within :data:`REACH` of ``pos``."""
        best, best_d = None, REACH ** 2 + 1
        for i, (x, y) in enumerate(self.graph_points()):
            d = (x - pos[0]) ** 2 + (y - pos[1]) ** 2
            if d < best_d:
                best, best_d = i, d
        return best

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.review is None or not self.review.reviewed:
            return
        review, graph, plot = self.review, self.graph, self._plot()
        pygame.draw.rect(surface, (6, 24, 16), graph, border_radius=8)
        pygame.draw.rect(surface, GOLD, graph, width=1, border_radius=8)
        values = [d.review.expected for d in review.reviewed]
        low, high = min(values), max(values)
        digits = review.unit.digits
        for value, y in ((high, plot.top), (low, plot.bottom)):
            words = panels.fit(f"{value:.{digits}f}", 14, 64, colour=panels.GOLD_LIGHT)
            surface.blit(words, words.get_rect(midright=(plot.left - 8, y)))
            pygame.draw.line(surface, (40, 70, 52), (plot.left, y), (plot.right, y))
        title = panels.fit(f"Expected {review.unit.measure} after the move played", 14,
                           graph.width - 20, colour=panels.GOLD_LIGHT)
        surface.blit(title, (graph.left + 10, graph.top + 6))
        length = max(1, self.replay.length)
        for chapter in self.replay.chapters[1:]:
            x = round(plot.left + plot.width * chapter.step / length)
            if x >= plot.right:
                continue
            pygame.draw.line(surface, (52, 88, 64), (x, plot.top), (x, plot.bottom))
        chapter_words = panels.fit(self.replay.chapters[0].label, 13, plot.width // 3,
                                   colour=panels.GOLD_LIGHT)
        surface.blit(chapter_words, (plot.left, plot.bottom + 8))
        points = self.graph_points()
        if len(points) > 1:
            pygame.draw.lines(surface, (150, 170, 150), False, points, 2)
        selected = points[self.selected]
        pygame.draw.line(surface, GOLD, (selected[0], plot.top - 4),
                         (selected[0], plot.bottom + 4))
        for decision, point in zip(review.reviewed, points):
            radius = 5 if decision.mark == GOOD else 7
            pygame.draw.circle(surface, COLOURS[decision.mark], point, radius)
        pygame.draw.circle(surface, (255, 246, 220), selected, 11, width=2)

