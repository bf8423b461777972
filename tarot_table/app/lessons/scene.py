"""A lesson at the card table: the step's sentence on a board, the cards and the place it
lights, the other seats' scripted moves, and the rule it taught at the end.

:class:`LessonScene` is the table (:class:`~tarot_table.app.table.scene.TableScene`) at a
lesson's position (:class:`~tarot_table.lessons.run.LessonSession`), seen from the learner's
seat. The learner moves by any of the table's means (a card dragged or double-clicked, the
keys, a choice button, a drop); the session plays the move the step teaches and refuses any
other, which the table answers as it answers every refusal: a toast with the lesson's words
for a legal move that is not the point here, the rules' reason for an illegal one. The other
seats play the lesson's moves (:class:`ScriptedSeats`, after the AI's pause), and the learner's
passes that a step makes for them are made as the table's own moves (``auto_action``). While
the learner is to move, a board at the top says the step's sentence, a halo rings the cards
to play and a dashed frame the place to drag them to (or a ring the choice button to press).

When the last step is played and shown, the lesson is marked done in the player's progress
(:mod:`tarot_table.lessons.progress`) and a board (:class:`LessonEnd`) quotes the rule it
taught, with its source: Next lesson, Again, Lessons. Nothing is saved, nothing taken back,
no hint given.

Keys: those of the table to play; R starts the lesson again, Esc goes back to the lessons;
on the end board Enter presses Next lesson (or Lessons after the last), N, R and Esc as their
buttons say, Tab moves over them.
"""

from __future__ import annotations

import math

from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING, Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UITextBox

from ...lessons import progress as lesson_progress
from ...lessons.format import Lesson
from ...lessons.library import Library
from ...lessons.run import LessonSession
from ...cards import Card, parse_card
from ...rules.base import Action, Event, PlayerView
from ..draw import panels
from ..draw.felt import chosen
from ..labels import fit_label
from ..table.board_place import least_covering, table_clutter
from ..table.choices import grown
from ..table.end_board import EndBoard
from ..table.modes import Mode, Offer
from ..table.scene import TableScene

if TYPE_CHECKING:
    from ..shell import App

#: What H says in a lesson.
NO_HINT = "No hint in a lesson: its board says what to do."
#: The colour of what a step lights (the cards, the place, the button).
LIGHT = (120, 220, 240)


class ScriptedSeats:
    """The other seats of a lesson: each plays the lesson's scripted move after ``pause``
    seconds (the AI seats' interface: :class:`~tarot_table.app.table.ai_seats.AiSeats`)."""

    def __init__(self, session: LessonSession) -> None:
        self.session = session
        self.pending = None         # never thinking: the move is known
        self.waited = 0.0

    def thinking(self, seat: int) -> bool:
        return False

    def cancel(self) -> None:
        self.waited = 0.0

    def update(self, seat: int, dt: float, pause: float) -> list[Event] | None:
        """``seat``'s scripted move once ``pause`` seconds have passed, its events (``None``
        until then, and when the lesson has no move for it)."""
        self.waited += dt
        action = self.session.scripted()
        if action is None or self.waited < pause:
            return None
        self.waited = 0.0
        return self.session.play(seat, action)


@lru_cache(maxsize=16)
def _board(head: str, words: str, width: int, line: int, head_width: int,
           felt: str) -> pygame.Surface:
    """The step's board, ``width`` pixels wide, on the table colour ``felt`` (the one the
    boards are drawn for: ``draw.felt.chosen``): ``head`` in gold in its first row (within
    ``head_width`` pixels, the buttons on its right), ``words`` wrapped under it."""
    size, pad = round(line * 0.72), round(line * 0.45)
    face = panels.font(size)
    top = round(line * 1.8)
    rows = [panels.text(row, size) for row in panels.wrapped(panels.printable(words), face,
                                                      width - 2 * pad)]
    board = pygame.Surface((width, top + sum(r.get_height() for r in rows) + pad),
                           pygame.SRCALPHA)
    panels.panel(board, board.get_rect())
    pygame.draw.rect(board, LIGHT, board.get_rect(), width=2,
                     border_radius=panels.corner_radius(board.get_size()))
    title = panels.fit(head, round(line * 0.62), head_width - 2 * pad, colour=panels.GOLD_LIGHT,
                       bold=True)
    board.blit(title, title.get_rect(midleft=(pad, round(line * 0.9))))
    y = top
    for row in rows:
        board.blit(row, (pad, y))
        y += row.get_height()
    return board


def _html(words: str) -> str:
    """``words`` for a text box: escaped, with what cannot be drawn replaced."""
    return escape(panels.printable(words))


def dashed_frame(surface: pygame.Surface, rect: pygame.Rect, colour, dash: int,
                 phase: float) -> None:
    """A dashed frame round ``rect``, its dashes ``dash`` pixels long, shifted by ``phase``
    (0–1: the frame seems to run round)."""
    points = [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]
    shift = phase * 2 * dash
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        length = math.hypot(x1 - x0, y1 - y0)
        at = -shift
        while at < length:
            a, b = max(at, 0.0), min(at + dash, length)
            if b > a:
                pygame.draw.line(surface, colour, (x0 + (x1 - x0) * a / length,
                                                   y0 + (y1 - y0) * a / length),
                                 (x0 + (x1 - x0) * b / length, y0 + (y1 - y0) * b / length), 3)
            at += 2 * dash


class LessonEnd(EndBoard):
    """The board at a lesson's end: its ``title``, the rule it taught quoted with its source
    (``quote``), a ``note`` (whether it is kept) and ``buttons`` (label, what it does), the
    first pressed by Enter."""

    def __init__(self, table: "LessonScene", title: str, quote: str, note: str,
                 buttons: Sequence[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(table, title, buttons)
        self.quote, self.note = quote, note

    def build(self, manager) -> list:
        """The quote as tall as its lines (within half the window), the buttons under it, and
        the board around them across the top of the table."""
        width, height = self.table.app.size
        line = self.table.layout.line
        pad, title, row = round(line * 0.7), round(line * 2.4), round(line * 2.2)
        inner = min(grown(720, line), width - 4 * line) - 2 * pad
        quote = "<br>".join(_html(line) for line in self.quote.split("\n"))
        html = (f"<i>“{quote}”</i><br>— {_html(self.table.lesson.source)}"
                f"<br><br>{_html(self.note)}")
        text = UITextBox(html, pygame.Rect(0, 0, inner, -1), manager)
        tall = min(text.rect.height, height // 2)
        if tall < text.rect.height:         # a small window: the text scrolls
            text.kill()
            text = UITextBox(html, pygame.Rect(0, 0, inner, tall), manager)
        self.board = pygame.Rect(0, 0, inner + 2 * pad, title + tall + row + 2 * pad)
        self.board.midtop = (width // 2, round(line * 0.8))
        text.set_relative_position((self.board.left + pad, self.board.top + title))
        self.widgets = {}
        count, gap = len(self.buttons), round(line * 0.5)
        each = (inner - gap * (count - 1)) // count
        for i, (label, action) in enumerate(self.buttons):
            place = pygame.Rect(self.board.left + pad + i * (each + gap),
                                self.board.bottom - pad - row, each, row)
            button = UIButton(place, label, manager, object_id="#continue_button" if i == 0
                              else "#secondary_button")
            self.widgets[button] = action
        return [text, *self.widgets]

class LessonScene(TableScene):
    """``lesson`` of ``game_name`` at the table, its seat the viewer; ``library`` holds the
    game's other lessons (Next lesson). For tests: ``lesson``, ``ended`` (the
    :class:`LessonEnd` up, or ``None``), :meth:`lit_cards`, :meth:`lit_place`,
    :meth:`lit_button`, :meth:`next_lesson`, :meth:`again`, :meth:`back_to_lessons`."""

    hint_withheld = NO_HINT

    def __init__(self, app: "App", game_name: str, lesson: Lesson,
                 library: Library | None = None) -> None:
        self.game_name = game_name
        self.lesson = lesson
        self.library = library
        self.kept = ""              # what the end board says of the progress
        #: (what the step's board was placed for, where it stands)
        self._placed: tuple[tuple, pygame.Rect] | None = None
        self.restart_button: UIButton | None = None
        self.lessons_button: UIButton | None = None
        super().__init__(app, LessonSession.start(game_name, lesson))
        self.ai = ScriptedSeats(self.session)
        self.messages.add(f"Lesson: {lesson.title}.")
        if lesson.intro:
            self.messages.add(lesson.intro)

    @property
    def ended(self) -> LessonEnd | None:
        return self.mode if isinstance(self.mode, LessonEnd) else None

    # -- the table's hooks ----------------------------------------------------------------------
    def auto_action(self, view: PlayerView) -> tuple[Action, str] | None:
        """The learner's move a step makes for them (a pass), with its words; nothing else is
        made for them (no plug-in's passes: the lesson says each)."""
        action = self.session.scripted()
        if action is None or view.player != self.lesson.seat:
            return None
        return action, self.session.step.say or "You pass."

    def set_mode(self, mode: Mode | None) -> None:
        """Only a drop's offer and the end board: nothing else holds a lesson (the sheet of a
        hand, the results of a game its last move ended)."""
        if mode is None or isinstance(mode, (Offer, LessonEnd)):
            super().set_mode(mode)

    def _button_size(self) -> tuple[int, int]:
        line = self.layout.line
        return round(line * 5.4), round(line * 1.3)

    def _step_board(self) -> pygame.Surface | None:
        """The board of the step now: its head (game, lesson, step), its sentence; room on
        its top row for the buttons."""
        session = self.session
        step = session.step
        if step is None:
            return None
        number, count = session.number
        head = f"{session.game.spec.title} · {self.lesson.title} · step {number} of {count}"
        if session.learner_turn():
            words = step.say
        else:
            words = step.say if step.by is not None and step.say else "Watch…"
        line = self.layout.line
        width = min(round(line * 28), self.app.size[0] - 2 * self.layout.margin)
        buttons = 2 * self._button_size()[0] + round(line * 0.8)
        return _board(head, self.event_text(Event("message", text=words)), width, line,
                      width - buttons, chosen())

    def _place_board(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a board of ``size`` stands: the place of the window that covers least of the
        cards on the table, the name plates and panels and the table's buttons, the step's lit
        cards and place above all; nearer the top and the middle where it is a tie."""
        avoid = table_clutter(self, (self.restart_button, self.lessons_button))
        lit = [*self.lit_cards(), *filter(None, [self.lit_place()])]
        return least_covering(size, self.app.size, self.layout.line, self.layout.margin, avoid,
                              lit)

    def board_rect(self) -> pygame.Rect | None:
        """Where the step's board stands now (``None`` once the lesson ended)."""
        return self._placed[1] if self.ended is None and self._placed is not None else None

    def _follow_board(self) -> None:
        """Place the step's board again when the step, the window or the choices changed, and
        build the widgets again so that its buttons stand on it."""
        board = self._step_board()
        key = (self.session.index, self.app.size, self.layout.line, self.can_act,
               type(self.mode).__name__,
               None if self.choices is None else len(self.choices.buttons))
        if board is None or (self._placed is not None and self._placed[0] == key):
            return
        self._placed = (key, self._place_board(board.get_size()))
        if self.app.stack.top is self:
            self.rebuild()

    def build(self) -> None:
        super().build()
        if self.ended is not None or self._placed is None:
            return
        line = self.layout.line
        place = pygame.Rect((0, 0), self._button_size())
        place.topright = (self._placed[1].right - round(line * 0.35),
                          self._placed[1].top + round(line * 0.3))
        self.lessons_button = UIButton(place, "Lessons (Esc)", self.app.manager,
                                       object_id="#table_button",
                                       tool_tip_text="Back to the lessons")
        place = place.move(-place.width - round(line * 0.3), 0)
        self.restart_button = UIButton(place, "Again (R)", self.app.manager,
                                       object_id="#table_button",
                                       tool_tip_text="Start this lesson again")
        fit_label(self.lessons_button, "Lessons (Esc)", "Lessons")
        fit_label(self.restart_button, "Again (R)", "Again")
        self.elements.extend([self.restart_button, self.lessons_button])

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.ended is None:
            buttons = {self.restart_button: self.again, self.lessons_button: self.back_to_lessons}
            if event.ui_element in buttons:
                buttons[event.ui_element]()
                return None
        if event.type == pygame.KEYDOWN and self._lesson_key(event.key):
            return None
        return super().handle_event(event)

    def _lesson_key(self, key: int) -> bool:
        """The lesson's keys: Esc back to the lessons (or from a group of choices to its
        buttons), R starts again, N the next lesson once this one ended; whether ``key`` is
        one."""
        if key == pygame.K_ESCAPE:
            if not self.input.back():       # a group of choices open: back to its buttons
                self.back_to_lessons()
        elif key == pygame.K_r:
            self.again()
        elif key == pygame.K_n and self.ended is not None:
            self.next_lesson()
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        if self.session.done and self.ended is None and not self.top.busy:
            self._finish()
        super().update(dt)
        if self.ended is None:
            self._follow_board()

    # -- what the step lights -------------------------------------------------------------------
    def _showing(self) -> bool:
        """Whether the step is shown: the learner is to move by hand and may act."""
        return self.ended is None and self.session.learner_turn() and self.can_act

    def lit_cards(self) -> list[pygame.Rect]:
        """Where the cards the step lights lie (in the hand: their uncovered part)."""
        step = self.session.step
        if not self._showing():
            return []
        cards = [parse_card(c) for c in step.light] if step.light is not None else \
            [c for a in self.session.expected()[:1] for c in a.cards]
        places = [self._card_place(card) for card in cards]
        return [place for place in places if place is not None]

    def _card_place(self, card: Card) -> pygame.Rect | None:
        """Where ``card`` lies: in the hand its uncovered part, elsewhere its rect (not while
        it is dragged); ``None`` when it is nowhere on the table."""
        try:
            return self.hand_sprite_rect(card)
        except KeyError:
            pass
        sprite = next((s for zone in self.board.zones.values() for s in zone
                       if s.card == card and s is not self.input.dragging), None)
        return sprite.rect(self.layout.card) if sprite is not None else None

    def lit_place(self) -> pygame.Rect | None:
        """Where the step's cards go (its ``zone`` in the layout), while it is shown."""
        zone = self.session.step.zone if self._showing() else ""
        if not zone:
            return None
        rect = {**self.layout.discard_piles, **self.layout.zone_rects()}.get(zone)
        return rect.inflate(self.layout.gap, self.layout.gap) if rect is not None else None

    def lit_button(self) -> UIButton | None:
        """The choice button of the move the step teaches, while it is shown."""
        if not self._showing() or self.choices is None:
            return None
        return next((b for b in map(self.choices.button_for, self.session.expected())
                     if b is not None), None)

    # -- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.ended is not None:
            return
        phase = (self.clock * 0.6) % 1.0
        line = self.layout.line
        place = self.lit_place()
        if place is not None:
            dashed_frame(surface, place, LIGHT, max(6, line // 2), phase)
        for rect in self.lit_cards():
            ring = rect.inflate(line // 3, line // 3)
            pygame.draw.rect(surface, LIGHT, ring, width=3, border_radius=max(4, line // 4))
        button = self.lit_button()
        if button is not None:
            ring = button.rect.inflate(self.layout.gap * 2, self.layout.gap * 2)
            pygame.draw.rect(surface, LIGHT, ring, width=3, border_radius=ring.height // 3)
        self._draw_step(surface)

    def _draw_step(self, surface: pygame.Surface) -> None:
        """The board of the step's sentence where :meth:`_place_board` put it, its buttons on
        its top row."""
        board, place = self._step_board(), self.board_rect()
        if board is not None and place is not None:
            surface.blit(board, place.topleft)

    # -- the end ----------------------------------------------------------------------------------
    def _finish(self) -> None:
        """The last step is shown: keep the lesson done and put the end board up."""
        progress = lesson_progress.load()
        progress.mark_done(self.game_name, self.lesson.id)
        try:
            lesson_progress.save(progress)
            self.kept = progress.problem or ("" if progress.writable else
                                             "This lesson could not be kept as done.")
        except OSError as exc:
            self.kept = f"This lesson could not be kept as done: {exc.strerror or exc}."
        self.app.sound.play("won")
        following = self.library.after(self.game_name, self.lesson.id) \
            if self.library is not None else None
        buttons: list[tuple[str, Callable[[], None]]] = []
        if following is not None:
            buttons.append(("Next lesson (N)", self.next_lesson))
        buttons += [("Again (R)", self.again), ("Lessons (Esc)", self.back_to_lessons)]
        note = self.kept or (f"Next: {following.title}." if following is not None else
                             f"That was the last lesson of {self.session.game.spec.title}.")
        self.set_mode(LessonEnd(self, f"Lesson learnt: {self.lesson.title}", self.lesson.rule,
                                note, buttons))

    def _reopen(self, lesson: Lesson) -> None:
        """This scene gives way to ``lesson`` at a fresh table."""
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.app.open("lesson", game_name=self.game_name, lesson=lesson, library=self.library)

    def next_lesson(self) -> None:
        following = self.library.after(self.game_name, self.lesson.id) \
            if self.library is not None else None
        if following is not None:
            self._reopen(following)

    def again(self) -> None:
        self._reopen(self.lesson)

    def back_to_lessons(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
