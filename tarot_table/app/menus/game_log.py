"""The whole log of the game at the table, in full lines and scrollable: L or a click on the
log panel opens it; it starts at the newest line. The card a line tells of is a link, lit
under the mouse; a click on it shows the card large beside the log."""

from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame
import pygame_gui

from ...cards import Card
from ..draw import panels
from ..draw.layout import CARD_RATIO
from ..draw.panels import printable
from .rules_help import TextPanelScene

if TYPE_CHECKING:
    from ..shell import App


def log_html(lines: Sequence[str], cards: Sequence[Card | None] = (),
             card_name: Callable[[Card], str] = Card.name) -> str:
    """``lines`` as the text box's HTML, oldest first, each escaped; the newest in gold; the
    name of the card a line tells of (``cards[i]``, named by ``card_name``) a link to it
    (``href`` its line's number).

    >>> from tarot_table.cards import parse_card
    >>> log_html(["Ada plays the 7 of Cups.", "Bob < 3"], [parse_card("7C"), None])
    "Ada plays the <a href='0'>7 of Cups</a>.<br><font color='#E6C463'>Bob &lt; 3</font>"
    """
    if not lines:
        return "<i>Nothing has happened yet.</i>"
    shown = []
    for k, line in enumerate(lines):
        text = escape(printable(line))
        card = cards[k] if k < len(cards) else None
        name = escape(card_name(card)) if card is not None else ""
        if name:                    # the card's name as the line writes it, any case
            text = re.sub(re.escape(name), lambda m: f"<a href='{k}'>{m.group(0)}</a>", text,
                          count=1, flags=re.IGNORECASE)
        shown.append(text)
    *older, newest = shown
    return "<br>".join([*older, f"<font color='#E6C463'>{newest}</font>"])


class LogScene(TextPanelScene):
    """``lines`` (the table's log, oldest first) in a panel over the dimmed table, scrolled to
    the newest; the arrows, Page Up/Down, Home and End scroll; Esc, L, Enter or Back close."""

    heading = "Game log"
    width = 760
    from_end = True

    def __init__(self, app: "App", lines: Sequence[str], cards: Sequence[Card | None] = (),
                 card_name: Callable[[Card], str] = Card.name, faces: Any = None) -> None:
        super().__init__(app)
        self.lines, self.cards = list(lines), list(cards)
        self.card_name, self.faces = card_name, faces
        self.shown: Card | None = None

    def html(self) -> str:
        return log_html(self.lines, self.cards, self.card_name)

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_TEXT_BOX_LINK_CLICKED:
            k = int(event.link_target) if str(event.link_target).isdigit() else -1
            card = self.cards[k] if 0 <= k < len(self.cards) else None
            self.shown = None if card == self.shown else card
            return None
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.shown is None or self.faces is None or self.panel is None:
            return
        px = self.px
        room = surface.get_width() - self.panel.right - px(24)      # right of the panel
        if room >= px(80):
            height = min(round(room / CARD_RATIO), round(self.panel.height * 0.5))
            face = self.faces.face(self.shown, (round(height * CARD_RATIO), height))
            rect = face.get_rect(midleft=(self.panel.right + px(12), self.panel.centery))
        else:                           # a narrow window: small, in the heading's band
            height = px(60)
            face = self.faces.face(self.shown, (round(height * CARD_RATIO), height))
            rect = face.get_rect(topright=(self.panel.right - px(12), self.panel.top + px(8)))
        pygame.draw.rect(surface, panels.GOLD_LIGHT, rect.inflate(px(6), px(6)),
                         border_radius=px(10))
        surface.blit(face, rect)

    def closes(self, event: pygame.event.Event) -> bool:
        return event.key == pygame.K_l or super().closes(event)
