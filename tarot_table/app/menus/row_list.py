"""A menu built around one selection list of rows (the lessons, the puzzles, the saved games):
the row selected follows the list, a double click opens it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, ClassVar, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from .base import MenuScene

if TYPE_CHECKING:
    from ..shell import App


class RowListScene(MenuScene):
    """A :class:`MenuScene` whose ``list`` shows rows with the object ids ``ROW_PREFIX`` +
    index; ``selected`` is the index of the row selected (``None``: none). A subclass gives
    :meth:`update_buttons` (called whenever the selection changes) and :meth:`open_selected`
    (a double click on a row)."""

    #: The rows' object ids before their index (``"#l"`` for ``"#l3"``).
    ROW_PREFIX: ClassVar[str]

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.selected: int | None = None
        self.list: UISelectionList | None = None

    def show_rows(self, rows: list[str], area: pygame.Rect, empty: str) -> None:
        """The list of ``rows`` in ``area``, the row selected kept selected (forgotten when
        there are fewer rows now); the label ``empty`` instead when there are none."""
        if self.selected is not None and self.selected >= len(rows):
            self.selected = None
        if not rows:
            self.list = None
            self.label(empty, area, "#subtitle")
            return
        items = [(text, f"{self.ROW_PREFIX}{i}") for i, text in enumerate(rows)]
        chosen = items[self.selected] if self.selected is not None else None
        self.list = self.add(UISelectionList(area, items, self.app.manager,
                                             default_selection=chosen))

    def update_buttons(self) -> None:
        """Enable the buttons that need a row selected, or disable them."""
        raise NotImplementedError

    def open_selected(self) -> None:
        """Open the row selected (a double click)."""
        raise NotImplementedError

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if self.list is not None and getattr(event, "ui_element", None) is self.list:
            if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
                self._select()
                return None
            if event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION:
                self.selected = None
                self.update_buttons()
                return None
            if event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
                self._select()
                self.open_selected()
                return None
        return super().handle_event(event)

    def _select(self) -> None:
        chosen = self.list.get_single_selection(include_object_id=True)
        self.selected = int(chosen[1].removeprefix(self.ROW_PREFIX)) if chosen else None
        self.update_buttons()


class PlayListScene(RowListScene):
    """A :class:`RowListScene` of things to play at the table (lessons, puzzles): the rows are
    ``shown``; ``play_button`` (made by the subclass's ``build``) plays the row selected and
    ``next_button`` the first not done yet (:meth:`play_next`); a double click plays a row,
    Enter the row selected, else the first not done. On entering, what could not be read of
    the ``library`` and the ``progress`` is said in a message window titled ``TITLE``; the
    progress is read again (:meth:`load_progress`) whenever the screen comes back. A subclass
    gives ``shown``, :meth:`is_done`, :meth:`open_item` and :meth:`load_progress`."""

    #: The title of the message window that says what could not be read.
    TITLE: ClassVar[str]
    shown: Sequence

    def load_progress(self):
        """The player's progress, read again."""
        raise NotImplementedError

    def enter(self) -> None:
        problems = list(self.library.problems)
        if self.progress.problem:
            problems.append(self.progress.problem)
        self.build()
        if problems:
            self.message(self.TITLE, "\n\n".join(problems))

    def resume(self) -> None:
        self.progress = self.load_progress()
        self.clear()
        self.build()
        super().resume()

    def is_done(self, item) -> bool:
        """Whether ``item`` (one of ``shown``) is done."""
        raise NotImplementedError

    def open_item(self, item) -> None:
        """Play ``item`` at the table (over this screen)."""
        raise NotImplementedError

    def update_buttons(self) -> None:
        if self.selected is None:
            self.play_button.disable()
        else:
            self.play_button.enable()
        if self.first_not_done() is None:
            self.next_button.disable()
        else:
            self.next_button.enable()

    def open_selected(self) -> None:
        self.play()

    def default_action(self) -> Callable[[], None]:
        """Enter with nothing in the ring: the row selected, else the first not done."""
        return self.play if self.selected is not None else self.play_next

    def first_not_done(self):
        """The first of ``shown`` not done (``None``: all are)."""
        return next((item for item in self.shown if not self.is_done(item)), None)

    def play(self) -> None:
        """Play the row selected, if any."""
        if self.selected is not None:
            self.open_item(self.shown[self.selected])

    def play_next(self) -> None:
        """Play the first row not done, if any."""
        item = self.first_not_done()
        if item is not None:
            self.open_item(item)
