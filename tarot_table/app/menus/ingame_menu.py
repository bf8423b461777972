"""The in-game menu, over the table: continue, save, rules, settings, quit to the main menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ... import storage
from ...session import Session
from .base import OverlayScene

if TYPE_CHECKING:
    from ..shell import App

FEEDBACK_SECONDS = 2.5


class InGameMenuScene(OverlayScene):
    """A panel over the dimmed table playing ``session``. Esc or Continue closes it; Save game
    writes the session and says so; Quit to menu saves, then returns to the main menu."""

    def __init__(self, app: "App", session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.feedback = None
        self._feedback_left = 0.0

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        button_h, gap = px(50), px(12)
        self.panel = pygame.Rect(0, 0, px(380), px(100) + 5 * (button_h + gap) + px(44))
        self.panel.center = (width // 2, height // 2)
        self.label("Game menu", pygame.Rect(self.panel.left, self.panel.top + px(20),
                                            self.panel.width, px(50)), "#heading")
        column = pygame.Rect(0, self.panel.top + px(88), px(300), button_h)
        column.centerx = self.panel.centerx
        for text, action in (("Continue", self.back), ("Save game", self.save),
                             ("Rules", self._rules), ("Settings", self._settings),
                             ("Quit to menu", self.quit_to_menu)):
            self.button(text, column.copy(), action)
            column.y += button_h + gap
        self.feedback = self.label("", pygame.Rect(self.panel.left, column.y - px(4),
                                                   self.panel.width, px(32)), "#feedback")
        if self._feedback_left > 0:
            self.feedback.set_text("Saved")

    def update(self, dt: float) -> None:
        if self._feedback_left > 0:
            self._feedback_left -= dt
            if self._feedback_left <= 0:
                self.feedback.set_text("")

    def next_change(self) -> float | None:
        """When "Saved" is taken down, while it shows."""
        return self._feedback_left if self._feedback_left > 0 else None

    def _write(self) -> bool:
        """Save the session now; report a failure in a message window."""
        try:
            self.session.save()
        except (storage.SaveError, OSError) as exc:
            self.message("Could not save", str(exc))
            return False
        return True

    def save(self) -> None:
        """Save the game and show "Saved" for a moment."""
        if self._write():
            self.feedback.set_text("Saved")
            self._feedback_left = FEEDBACK_SECONDS

    def _rules(self) -> None:
        self.app.open("rules", game_name=self.session.game.spec.name)

    def _settings(self) -> None:
        self.app.open("settings")

    def quit_to_menu(self) -> None:
        """Save, then leave the table for the main menu (stay here if the save failed)."""
        if self._write():
            self.app.show("main_menu")
