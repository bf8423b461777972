"""The turn history: the game so far, a turn (a trick, a Tarot Combat turn, a battle, a
seat's turn) at a time, as the player's seat saw it, over the dimmed table. Shift+H or the
table's History button opens it at the latest turn; Left/Up and Right/Down (or the Earlier and
Later buttons) step through the turns, Home and End go to the first and the latest, Escape,
Enter or Shift+H close it. The turns come from the table's log
(:func:`tarot_table.app.table.turns.turns`): public facts and the seat's own cards only.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ..draw.layout import CARD_RATIO
from ..draw.panels import printable
from ..focus import is_history_key
from .rules_help import TextPanelScene

if TYPE_CHECKING:
    from ..shell import App
    from ..table.turns import Turn

#: The keys that step to the turn before (-1) or after (+1); Home and End go to the ends.
STEPS = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1}
#: The band under the text for the turn's cards (pixels at a UI scale of 1).
CARDS_BAND = 110


class TurnHistoryScene(TextPanelScene):
    """``turns`` (oldest first: :class:`~tarot_table.app.table.turns.Turn`), one at a time
    (``index``, the latest to start with); ``faces`` draws the turn's cards under its lines
    (the table's card images), ``card_name`` names them. For tests: ``index``,
    :meth:`step`, ``earlier`` and ``later`` (the buttons)."""

    heading = "Turn history"
    band = CARDS_BAND

    def __init__(self, app: "App", turns: Sequence["Turn"], faces: Any = None) -> None:
        super().__init__(app)
        self.turns = list(turns)
        self.faces = faces
        self.index = len(self.turns) - 1
        self.earlier = self.later = None

    def html(self) -> str:
        if not self.turns:
            return "<i>No card has been played yet.</i>"
        turn = self.turns[self.index]
        head = (f"<font color='#E6C463'><b>{escape(printable(turn.title))}</b></font>"
                f" — {self.index + 1} of {len(self.turns)}")
        return "<br>".join([head, *(escape(printable(line)) for line in turn.lines)])

    def build(self) -> None:
        super().build()
        px = self.px
        row = pygame.Rect(0, self.panel.bottom - px(64), px(140), px(50))
        self.earlier = self.button("Earlier", row.move(self.panel.left + px(24), 0),
                                   lambda: self.step(-1), object_id="#secondary_button")
        self.later = self.button("Later", row.move(self.panel.right - px(164), 0),
                                 lambda: self.step(1), object_id="#secondary_button")
        for button, gone in ((self.earlier, self.index <= 0),
                             (self.later, self.index >= len(self.turns) - 1)):
            if gone:
                button.disable()

    def step(self, by: int) -> None:
        """Show the turn ``by`` turns later (earlier when negative), within the first and the
        latest."""
        index = max(0, min(len(self.turns) - 1, self.index + by))
        if index != self.index:
            self.index = index
            self.clear()
            self.build()

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in STEPS:
            self.step(STEPS[event.key])
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_HOME, pygame.K_END):
            self.step(-len(self.turns) if event.key == pygame.K_HOME else len(self.turns))
            return None
        return super().handle_event(event)

    def closes(self, event: pygame.event.Event) -> bool:
        return is_history_key(event) or super().closes(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if not self.turns or self.faces is None or self.panel is None:
            return
        cards = self.turns[self.index].cards
        px = self.px
        top = self.text.rect.bottom + px(8)
        height = px(CARDS_BAND) - px(12)
        room = self.panel.width - px(48)
        width = round(height * CARD_RATIO)
        gap = px(6)
        step = min(width + gap, (room - width) / max(1, len(cards) - 1)) if cards else 0
        left = self.panel.centerx - round((step * (len(cards) - 1) + width) / 2)
        for k, card in enumerate(cards):
            face = self.faces.face(card, (width, height))
            surface.blit(face, (round(left + k * step), top))
