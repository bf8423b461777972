"""The board that stands over the table when a lesson or a puzzle ends: a title, what the
subclass writes under it, and a row of buttons."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..draw import panels
from .host import ModeHost
from .modes import SKIP_KEYS, Mode


class EndBoard(Mode):
    """A board over ``table`` (window pixels ``board``, set by the subclass's ``build``) with
    its ``title`` drawn across the top and ``buttons`` (label, what it does), whose widgets
    the subclass keeps in ``widgets``; the first button is pressed by Space or Enter when no
    widget has the keyboard focus."""

    hides_controls = True

    def __init__(self, table: ModeHost, title: str,
                 buttons: Sequence[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(table)
        self.title = title
        self.buttons = list(buttons)
        self.widgets: dict[UIButton, Callable[[], None]] = {}
        self.board = pygame.Rect(0, 0, 0, 0)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.widgets:
            self.widgets[event.ui_element]()
            return True
        if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS \
                and self.table.focus_ring.focused is None:
            self.buttons[0][1]()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        rect, line = self.board, self.table.layout.line
        panels.panel(surface, rect, active=True)
        title = panels.fit(self.title, round(line * 1.1), rect.width - 2 * line, bold=True,
                           colour=panels.GOLD_LIGHT)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.top + round(line * 0.6))))
