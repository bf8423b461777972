"""A puzzle at the card table: one move to find, its verdict, the solution played out.

:class:`PuzzleScene` is the table (:class:`~tarot_table.app.table.scene.TableScene`) set at a
puzzle's position (:func:`tarot_table.puzzles.puzzle_session`) and seen from its seat. The
player makes one move by any of the table's means (a card dragged or double-clicked, the
keys, a choice button, a drop); the rules refuse an illegal one with their reason, as at any
table. The first legal move is the answer: it is played out on the table, counted in the
player's progress (its first answer to a puzzle moves the rating:
:mod:`tarot_table.puzzle_progress`), and a board over the table (:class:`PuzzleResult`) says
whether it is the solution and why (:func:`tarot_table.puzzles.verdict`). Right: Next puzzle
or back to the Puzzles. Wrong: Try again (the position afresh), Show solution (the position
afresh and the solution played for the player, with its reason) or Puzzles. Nothing else
moves: the other seats never play, the table gives no hint and no undo, nothing is saved.

Keys: those of the table to find the move; then Enter presses the board's first button, Tab
and Shift+Tab move over its buttons, N plays the next puzzle, R tries again, S shows the
solution; Esc goes back to the puzzles.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING, Callable, Sequence

import pygame
from pygame_gui.elements import UIButton, UITextBox

from ... import puzzle_progress
from ...puzzle_format import Puzzle
from ...puzzles import LEVELS, Verdict, puzzle_session, solution_words, verdict
from ...rules.base import Action, Event, PlayerView
from ..draw import panels
from ..table.board_place import PANELS, least_covering, table_clutter
from ..table.end_board import EndBoard
from ..table.modes import Mode, Offer
from ..table.scene import TableScene

if TYPE_CHECKING:
    from ..shell import App

#: What H says at a puzzle's table.
NO_HINT = "No hint in a puzzle: the move is yours to find."


def rating_words(before: puzzle_progress.Rating, after: puzzle_progress.Rating) -> str:
    """The rating line under a verdict: ``"Puzzle rating 1523 ± 174 (+23)"`` (the change
    when there is one; ± two deviations).

    >>> r = puzzle_progress.Rating
    >>> rating_words(r(1500.0, 350.0), r(1523.4, 300.0))
    'Puzzle rating 1523 ± 600 (+23)'
    >>> rating_words(r(1500.0, 80.0), r(1500.0, 80.0))
    'Puzzle rating 1500 ± 160'
    """
    change = round(after.rating) - round(before.rating)
    moved = f" ({change:+d})" if change else ""
    return f"Puzzle rating {round(after.rating)} ± {round(2 * after.deviation)}{moved}"


class PuzzleResult(EndBoard):
    """The verdict's board over the table: a ``title``, the ``words`` and a rating line
    (``note``), and ``buttons`` (label, what it does), the first pressed by Enter."""

    def __init__(self, table: "PuzzleScene", title: str, words: str, note: str,
                 buttons: Sequence[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(table, title, buttons)
        self.words, self.note = words, note
        self.text: UITextBox | None = None

    def build(self, manager) -> list:
        """The text as tall as its lines (within half the window), the buttons under it, and
        the board around them; the table places them once it is built (:meth:`arrange`)."""
        width, height = self.table.app.size
        line = self.table.layout.line
        pad, title, row = round(line * 0.7), round(line * 2.4), round(line * 2.2)
        inner = min(720, width - 4 * line) - 2 * pad
        html = f"{_html(self.words)}<br><br><i>{_html(self.note)}</i>"
        self.text = UITextBox(html, pygame.Rect(0, 0, inner, -1), manager)
        tall = min(self.text.rect.height, height // 2)
        if tall < self.text.rect.height:        # a small window: the text scrolls
            self.text.kill()
            self.text = UITextBox(html, pygame.Rect(0, 0, inner, tall), manager)
        self.board = pygame.Rect(0, 0, inner + 2 * pad, title + tall + row + 2 * pad)
        self.widgets = {}
        count, gap = len(self.buttons), round(line * 0.5)
        each = (inner - gap * (count - 1)) // count
        self._offsets = [(pad, title)]
        for i, (label, action) in enumerate(self.buttons):
            self._offsets.append((pad + i * (each + gap), self.board.height - pad - row))
            button = UIButton(pygame.Rect(0, 0, each, row), label, manager,
                              object_id="#continue_button" if i == 0 else "#secondary_button")
            self.widgets[button] = action
        return [self.text, *self.widgets]

    def arrange(self, board: pygame.Rect) -> None:
        """Stand the board at ``board`` (window pixels, its size), its text and buttons on it."""
        self.board = board
        for widget, (x, y) in zip([self.text, *self.widgets], self._offsets):
            widget.set_relative_position((board.left + x, board.top + y))

@lru_cache(maxsize=64)
def _html(words: str) -> str:
    """``words`` for a text box: escaped, with what cannot be drawn replaced."""
    return escape(panels.printable(words))


class PuzzleScene(TableScene):
    """``puzzle`` at the table, its seat the viewer; ``queue``: the puzzles the player chose
    from, in order (Next puzzle plays the one after this); ``solution``: the solution is
    played for the player at once. For tests: ``puzzle``, ``result`` (the
    :class:`PuzzleResult` up, or ``None``), ``verdict``, :meth:`next_puzzle`,
    :meth:`try_again`, :meth:`show_solution`, :meth:`back_to_puzzles`, ``task_board``."""

    hint_withheld = NO_HINT
    history_offered = False     # one move from a position: no turns to tell

    def __init__(self, app: "App", puzzle: Puzzle, queue: Sequence[Puzzle] = (),
                 solution: bool = False) -> None:
        self.puzzle = puzzle
        self.queue = list(queue) or [puzzle]
        self.solution = solution
        self.verdict: Verdict | None = None
        self.rating = ""
        self._asked = False         # the solution was played for the player
        self._placed: tuple[tuple, pygame.Rect] | None = None
        self.task_board: pygame.Rect | None = None     # where the task was drawn last
        super().__init__(app, puzzle_session(puzzle))
        self.opening_view: PlayerView = self.session.view(puzzle.seat)
        level = LEVELS[puzzle.difficulty]
        self.messages.add(f"Puzzle ({self.session.game.spec.title}, {level.lower()}): "
                          "find the best move.")

    @property
    def result(self) -> PuzzleResult | None:
        return self.mode if isinstance(self.mode, PuzzleResult) else None

    def place(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a board of ``size`` stands over the table (window pixels): where it covers
        least of what the table shows and, above all, of the panels (names, lives, scores);
        before the answer, of the viewer's hand and what it is asked too, after it of the
        trick's place, where the move is seen played
        (:func:`~..table.board_place.least_covering`). Found again when the size, the
        window's, the answer or the prompt changes."""
        prompt = tuple(self.prompt_rect) if self.prompt_rect is not None else None
        key = (size, self.app.size, self.session.answer, prompt)
        if self._placed is None or self._placed[0] != key:
            own = self.result.widgets if self.result is not None else ()
            avoid = table_clutter(self, own)
            lit = [rect for name, rect in self.layout.zone_rects().items()
                   if name.partition(":")[0] in PANELS]
            if self.session.answer is None:
                avoid += [self.layout.hand_rect(self.viewer), *filter(None, [self.prompt_rect])]
            else:
                lit.append(self.trick_area_rect())
            self._placed = (key, least_covering(size, self.app.size, self.layout.line,
                                                self.layout.margin, avoid, lit))
        return self._placed[1]

    def build(self) -> None:
        super().build()
        if self.result is not None:
            self.result.arrange(self.place(self.result.board.size))

    # -- the table's hooks ---------------------------------------------------------------------
    def auto_action(self, view: PlayerView) -> tuple[Action, str] | None:
        """Every move is the player's in a puzzle (Tarot Combat passes nothing by itself)."""
        return None

    def set_mode(self, mode: Mode | None) -> None:
        """Only a drop's offer and the verdict's board: nothing else holds a puzzle (the
        hand's sheet, the results of a game its answer ended)."""
        if mode is None or isinstance(mode, (Offer, PuzzleResult)):
            super().set_mode(mode)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.input.back():       # a group of choices open: back to its buttons
                self.back_to_puzzles()
            return None
        if event.type == pygame.KEYDOWN and self.result is not None:
            keys = {pygame.K_n: self.next_puzzle, pygame.K_r: self.try_again,
                    pygame.K_s: self.show_solution}
            if event.key in keys:
                keys[event.key]()
                return None
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        if self.solution and not self._asked and self.can_act:
            self._asked = True
            self.choose(self.session.game.parse_action(self.puzzle.solution))
        elif self.session.answer is not None and self.verdict is None and not self.top.busy:
            self._answered(self.session.answer)
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.result is None:
            self._draw_task(surface)

    def _draw_task(self, surface: pygame.Surface) -> None:
        """The puzzle's task on a board where it covers least of the table, until the
        verdict's."""
        line = self.layout.line
        task = "The solution" if self.solution else "Find the best move"
        words = panels.fit(f"Puzzle · {self.session.game.spec.title} · "
                           f"{LEVELS[self.puzzle.difficulty]} — {task}", round(line * 0.8),
                           surface.get_width() - 4 * line, colour=panels.GOLD_LIGHT, bold=True)
        board = self.task_board = self.place(
            words.get_rect().inflate(round(line * 1.4), round(line * 0.6)).size)
        panels.panel(surface, board)
        surface.blit(words, words.get_rect(center=board.center))

    # -- the answer ----------------------------------------------------------------------------
    def _answered(self, action: Action) -> None:
        """The move is made and shown: count it, and put the verdict's board up."""
        puzzle = self.puzzle
        if self.solution:
            self.verdict = Verdict(True, solution_words(puzzle, self.opening_view))
            self._show("The solution", [("Next puzzle (N)", self.next_puzzle),
                                        ("Try again (R)", self.try_again),
                                        ("Puzzles (Esc)", self.back_to_puzzles)])
            return
        self.verdict = verdict(puzzle, self.opening_view, action)
        self.rating = self._count(self.verdict.right)
        if self.verdict.right:
            self.app.sound.play("won")
            self._show("Solved!", [("Next puzzle (N)", self.next_puzzle),
                                   ("Puzzles (Esc)", self.back_to_puzzles)])
        else:
            self._show("Not the best move", [("Try again (R)", self.try_again),
                                             ("Show solution (S)", self.show_solution),
                                             ("Puzzles (Esc)", self.back_to_puzzles)])

    def _count(self, right: bool) -> str:
        """Count the answer in the player's progress; the rating line (or why the answer
        could not be kept)."""
        progress = puzzle_progress.load()
        before = progress.rating
        progress.answer(self.puzzle.id, self.puzzle.difficulty, right)
        try:
            puzzle_progress.save(progress)
        except OSError as exc:
            return f"Your answer could not be kept: {exc.strerror or exc}."
        if not progress.writable:
            return progress.problem or ""
        return rating_words(before, progress.rating)

    def _show(self, title: str, buttons: list[tuple[str, Callable[[], None]]]) -> None:
        words = self.event_text(Event("message", text=self.verdict.words))
        self.set_mode(PuzzleResult(self, title, words, self.rating, buttons))

    # -- the board's buttons ---------------------------------------------------------------------
    def _reopen(self, puzzle: Puzzle, solution: bool = False) -> None:
        """This scene gives way to ``puzzle`` at a fresh table."""
        if self.app.stack.top is self:
            self.app.stack.pop()
        self.app.open("puzzle", puzzle=puzzle, queue=self.queue, solution=solution)

    def next_puzzle(self) -> None:
        """The puzzle after this one in the queue (the first after the last)."""
        ids = [p.id for p in self.queue]
        at = ids.index(self.puzzle.id) if self.puzzle.id in ids else -1
        self._reopen(self.queue[(at + 1) % len(self.queue)])

    def try_again(self) -> None:
        self._reopen(self.puzzle)

    def show_solution(self) -> None:
        self._reopen(self.puzzle, solution=True)

    def back_to_puzzles(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()
