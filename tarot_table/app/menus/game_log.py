"""The whole log of the game at the table, in full lines and scrollable: L or a click on the
log panel opens it; it starts at the newest line."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Sequence

import pygame
from pygame_gui.elements import UITextBox

from ..draw.panels import printable
from .base import OverlayScene
from .rules_help import SCROLL_KEYS, preload_fonts, scroll_text

if TYPE_CHECKING:
    from ..shell import App

#: Keys that close the log besides Esc.
CLOSE_KEYS = (pygame.K_l, pygame.K_RETURN, pygame.K_KP_ENTER)


def log_html(lines: Sequence[str]) -> str:
    """``lines`` as the text box's HTML, oldest first, each escaped; the newest in gold."""
    if not lines:
        return "<i>Nothing has happened yet.</i>"
    *older, newest = [escape(printable(line)) for line in lines]
    return "<br>".join([*older, f"<font color='#E6C463'>{newest}</font>"])


class LogScene(OverlayScene):
    """``lines`` (the table's log, oldest first) in a panel over the dimmed table, scrolled to
    the newest; the arrows, Page Up/Down, Home and End scroll; Esc, L, Enter or Back close."""

    veil = 190

    def __init__(self, app: "App", lines: Sequence[str]) -> None:
        super().__init__(app)
        self.lines = list(lines)

    def build(self) -> None:
        width, height = self.app.size
        preload_fonts(self.app.manager)
        self.panel = pygame.Rect(0, 0, min(900, width - 40), min(740, height - 32))
        self.panel.center = (width // 2, height // 2)
        inner = self.panel.inflate(-48, 0)
        self.label("Game log", pygame.Rect(inner.left, self.panel.top + 14, inner.width, 50),
                   "#heading")
        box = pygame.Rect(inner.left, self.panel.top + 70, inner.width, self.panel.height - 150)
        self.text = self.add(UITextBox(log_html(self.lines), box, self.app.manager))
        scroll_text(self.text, float("inf"))
        back = pygame.Rect(0, box.bottom + 14, 200, 50)
        back.centerx = self.panel.centerx
        self.button("Back", back, self.back)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            scroll_text(self.text, SCROLL_KEYS[event.key])
            return None
        if event.type == pygame.KEYDOWN and event.key in CLOSE_KEYS:
            self.back()
            return None
        return super().handle_event(event)
