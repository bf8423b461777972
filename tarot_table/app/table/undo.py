"""Undo at the table: the "Undo" button above the Hint button, and Ctrl+Z.

What may be taken back is the session's to say (:meth:`~tarot_table.session.Session.undo`,
rules in :mod:`tarot_table.undo`: back to a human's previous decision, never across a shuffle,
a card shown or another seat's hidden move). The button is there only when the game offers
undo (one human against the AI, or hot-seat play its humans agreed to), enabled while the
session can take something back and the table is in plain play; a refusal (Ctrl+Z when
nothing may be taken back) shows the session's reason. After an undo the table drops the AI's
decision on its way and the animation queued, and lays the cards out on the position taken
back to (:meth:`~.scene.TableScene.undo`).
"""

from __future__ import annotations


import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..labels import fit_label
from .host import ModeHost


LABEL, SHORT = "Undo (Ctrl+Z)", "Undo"


class UndoControl:
    """The undo button of one table (``button``, a widget while built)."""

    def __init__(self, table: ModeHost) -> None:
        self.table = table
        self.button: UIButton | None = None

    @property
    def offered(self) -> bool:
        """Whether this table shows undo at all."""
        table = self.table
        return table.session.undo_enabled and not table.spectator

    @property
    def available(self) -> bool:
        """Whether pressing it would take something back now (plain play, or a choice among
        moves a drop offered)."""
        table = self.table
        return (self.offered and (table.mode is None or table.mode.lets_act)
                and table.session.can_undo())

    def rect(self) -> pygame.Rect:
        """Where the layout puts it (``undo_rect``: above the Hint button)."""
        return self.table.layout.undo_rect()

    def build(self, manager) -> UIButton | None:
        """Create the button (none when the table does not offer undo, or behind the
        hot-seat curtain)."""
        self.button = None
        if not self.offered or self.table.curtain_for is not None:
            return None
        self.button = UIButton(self.rect(), LABEL, manager, object_id="#table_button",
                               tool_tip_text="Take back your last move (not past a card "
                                             "shown or a shuffle; Ctrl+Z)")
        fit_label(self.button, LABEL, SHORT)
        self.sync()
        return self.button

    def sync(self) -> None:
        """Enable the button exactly while undo is available."""
        button = self.button
        if button is None or not button.alive():
            return
        if self.available:
            if not button.is_enabled:
                button.enable()
        elif button.is_enabled:
            button.disable()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The button or Ctrl+Z undoes; returns whether ``event`` was used."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.button is not None \
                and event.ui_element is self.button:
            self.table.undo()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z \
                and event.mod & pygame.KMOD_CTRL and self.offered:
            self.table.undo()
            return True
        return False
