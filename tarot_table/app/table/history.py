"""The turn history at the table: the History button above the Undo button, and Shift+H (H
alone is the hint), open the turn history scene (``app.open("history")``:
:mod:`tarot_table.app.menus.turn_history`) with the turns of the table's log as the viewer of
now may read it (:func:`.turns.turns`)."""

from __future__ import annotations


import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ..focus import is_history_key
from ..labels import fit_label
from .host import HistoryHost
from .turns import Turn, turns


LABEL, SHORT = "History (Shift+H)", "History"


class HistoryControl:
    """The History button of one table (``button``, a widget while built) and its key."""

    def __init__(self, table: HistoryHost) -> None:
        self.table = table
        self.button: UIButton | None = None

    def turns(self) -> list[Turn]:
        """The game's turns so far, as the viewer of now saw them."""
        return turns(self.table.messages.told(), self.table.names())

    def build(self, manager) -> UIButton | None:
        """Create the button (none behind the hot-seat curtain, nor where the table offers no
        history: a puzzle)."""
        self.button = None
        if not self.table.history_offered or self.table.curtain_for is not None:
            return None
        self.button = UIButton(self.table.layout.history_rect(), LABEL, manager,
                               object_id="#table_button",
                               tool_tip_text="The game so far, turn by turn (Shift+H)")
        fit_label(self.button, LABEL, SHORT)
        return self.button

    def open(self) -> None:
        """Open the turn history over the table."""
        self.table.input.cancel()
        self.table.app.open("history", turns=self.turns(), faces=self.table.images)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The button or Shift+H opens the history (not behind the hot-seat curtain);
        returns whether ``event`` was used."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and self.button is not None \
                and event.ui_element is self.button:
            self.open()
            return True
        if event.type == pygame.KEYDOWN and is_history_key(event):
            if self.table.history_offered and self.table.curtain_for is None:
                self.open()
            return True
        return False
