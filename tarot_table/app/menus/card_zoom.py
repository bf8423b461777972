"""One Tarot Combat card shown large over the dimmed screen, with its badges (cost, strength,
speed) and its rule beside it (under it in a portrait window): the zoom of the deck editor's
and the draft's grid (Z or a right click). Any key or click closes it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from pygame_gui.elements import UITextBox

from ...cards import Card
from ...rules.combat.tables import NUMBERING
from ..draw.card_images import card_size_for
from ..draw.panels import GOLD_LIGHT
from .base import OverlayScene
from .card_grid import paint_badges
from .deck_parts import rule_html
from .rules_help import preload_fonts

if TYPE_CHECKING:
    from ..shell import App

#: The widest the rule's text runs (pixels at a UI scale of 1).
TEXT_WIDTH = 420


class CardZoomScene(OverlayScene):
    """``card`` large, its rule (:func:`.deck_parts.rule_html`, in the settings' suit names) in
    a text box beside it; any key or click closes it."""

    veil = 190

    def __init__(self, app: "App", card: Card) -> None:
        super().__init__(app)
        self.card = card
        self.face_rect = pygame.Rect(0, 0, 0, 0)

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        portrait = height > width
        margin = px(24)
        if portrait:
            text = pygame.Rect(0, 0, min(width - 3 * margin, px(640)), px(220))
            card_h = min(height - text.height - 5 * margin,
                         round((width - 3 * margin) * 7 / 5), px(900))
        else:
            text = pygame.Rect(0, 0, min(px(TEXT_WIDTH), width // 2 - 2 * margin), 0)
            card_h = min(height - 3 * margin,
                         round((width - text.width - 4 * margin) * 7 / 5), px(900))
        self.face_rect = pygame.Rect((0, 0), card_size_for(card_h))
        if portrait:
            whole = pygame.Rect(0, 0, max(self.face_rect.width, text.width),
                                self.face_rect.height + margin + text.height)
            whole.center = (width // 2, height // 2)
            self.face_rect.midtop = whole.midtop
            text.midbottom = whole.midbottom
        else:
            text.height = min(self.face_rect.height, px(360))
            whole = pygame.Rect(0, 0, self.face_rect.width + margin + text.width,
                                self.face_rect.height)
            whole.center = (width // 2, height // 2)
            self.face_rect.topleft = whole.topleft
            text.topright = whole.topright
        self.panel = whole.inflate(2 * margin, 2 * margin)
        preload_fonts(self.app.manager, self.app.ui_scale)
        html = (f"{rule_html(self.card, self.app.settings.tradition)}<br><br>"
                "<i>Any key or click closes this.</i>")
        self.add(UITextBox(html, text, self.app.manager))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.back()
            return None
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        face = self.app.images.numbered(NUMBERING).face(self.card, self.face_rect.size)
        pygame.draw.rect(surface, GOLD_LIGHT, self.face_rect.inflate(6, 6),
                         border_radius=max(4, self.face_rect.width // 14))
        surface.blit(face, self.face_rect)
        paint_badges(surface, self.face_rect, self.card)
