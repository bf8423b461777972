"""The whole log of the game at the table, in full lines and scrollable: L or a click on the
log panel opens it; it starts at the newest line."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Sequence

import pygame

from ..draw.panels import printable
from .rules_help import TextPanelScene

if TYPE_CHECKING:
    from ..shell import App


def log_html(lines: Sequence[str]) -> str:
    """``lines`` as the text box's HTML, oldest first, each escaped; the newest in gold."""
    if not lines:
        return "<i>Nothing has happened yet.</i>"
    *older, newest = [escape(printable(line)) for line in lines]
    return "<br>".join([*older, f"<font color='#E6C463'>{newest}</font>"])


class LogScene(TextPanelScene):
    """``lines`` (the table's log, oldest first) in a panel over the dimmed table, scrolled to
    the newest; the arrows, Page Up/Down, Home and End scroll; Esc, L, Enter or Back close."""

    heading = "Game log"
    width = 900
    from_end = True

    def __init__(self, app: "App", lines: Sequence[str]) -> None:
        super().__init__(app)
        self.lines = list(lines)

    def html(self) -> str:
        return log_html(self.lines)

    def closes(self, event: pygame.event.Event) -> bool:
        return event.key == pygame.K_l or super().closes(event)
