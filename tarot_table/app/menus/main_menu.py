"""The main menu: the title screen."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Callable

import pygame

from ... import storage
from ...cards import Card, Suit
from ...rules import GAMES
from ...session import check_save
from ..labels import fit_label
from .base import MenuScene, describe_save, game_title, resume_save

if TYPE_CHECKING:
    from ..shell import App

COLUMN_WIDTH = 360
#: The column's buttons: Continue, New game, Learn, Load game, Puzzles, Tournaments,
#: Statistics, Settings, Rules, Quit.
BUTTONS = 10
#: The least height of a button and gap between two (pixels), the column squeezed.
MIN_BUTTON_H, MIN_GAP = 36, 4
#: Pixels between the canvas's bottom and the column's: well inside the felt's gold inlay
#: (``felt.INLAY_INSET``).
FRAME_INSET = 28
FAN_CARDS = (Card(Suit.MAJOR, 0), Card(Suit.MAJOR, 1), Card(Suit.MAJOR, 17),
             Card(Suit.MAJOR, 19), Card(Suit.MAJOR, 21))


class MainMenuScene(MenuScene):
    """The title screen: Continue (the latest unfinished save), New game, Learn, Load game,
    Puzzles, Tournaments and decks (Tarot Combat), Statistics, Settings, Rules and Quit over the
    felt with two fans of cards. Problems met while listing the saves (damaged files moved
    aside) are shown once, in a message window."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.latest: storage.SaveInfo | None = None
        self._decor: tuple[tuple, pygame.Surface] | None = None     # (its key, the fans)

    def enter(self) -> None:
        self._scan_saves()
        self.build()

    def resume(self) -> None:
        self._scan_saves()
        self.clear()
        self.build()
        super().resume()

    def _scan_saves(self) -> None:
        infos, problems = storage.list_saves(check_save)
        self.latest = next((info for info in infos
                            if not info.finished and info.newer is None), None)
        if problems:
            self.message("Saved games", "\n\n".join(problems))

    def build(self) -> None:
        px = self.px
        width, height = self.app.size
        roomy = height >= px(700)
        top = height // 10 if roomy else px(22)
        self.label("Tarot Table", pygame.Rect(0, top, width, px(96)), "#title")
        button_h, gap = (px(50), px(10)) if roomy else (px(40), px(7))
        first = top + (px(176) if roomy else px(140))
        if height - px(FRAME_INSET) - first < \
                BUTTONS * px(MIN_BUTTON_H) + (BUTTONS - 1) * px(MIN_GAP):
            first = top + px(100)   # no room for the subtitle: the column starts under the title
        else:
            self.label("Card games with the 78-card tarot deck",
                       pygame.Rect(0, top + px(88), width, px(30)), "#subtitle")
        room = height - px(FRAME_INSET) - first     # the column ends inside the felt's frame
        if BUTTONS * button_h + (BUTTONS - 1) * gap > room:
            gap = max(px(MIN_GAP), min(gap, (room - BUTTONS * button_h) // (BUTTONS - 1)))
            button_h = min(button_h, (room - (BUTTONS - 1) * gap) // BUTTONS)
        column = pygame.Rect(0, first, px(COLUMN_WIDTH), button_h)
        column.centerx = width // 2
        continue_button = self.button(self._continue_text(), column.copy(), self._continue,
                                      object_id="#continue_button")
        if self.latest is None:
            continue_button.disable()
        else:
            fit_label(continue_button, self._continue_text(),
                      f"Continue {game_title(self.latest.game)}")
            continue_button.set_tooltip(escape(describe_save(self.latest)))
        for text, action in (("New game", self._new_game), ("Learn", self._learn),
                             ("Load game", self._load_game), ("Puzzles", self._puzzles),
                             ("Tournaments and decks", self._tournaments),
                             ("Statistics", self._statistics), ("Settings", self._settings),
                             ("Rules", self._rules),
                             ("Quit", self.app.quit)):
            column.y += button_h + gap
            self.button(text, column.copy(), action)

    def _continue_text(self) -> str:
        if self.latest is None:
            return "Continue"
        return f"Continue {game_title(self.latest.game)} · {self.latest.progress}"

    # actions ------------------------------------------------------------------------------
    def _continue(self) -> None:
        problem = resume_save(self.app, self.latest.path)
        if problem:
            self.message("Could not continue", problem)
            self._scan_saves()
            self.clear()
            self.build()

    def _new_game(self) -> None:
        self.app.open("new_game")

    def _learn(self) -> None:
        self.app.open("lessons")

    def _load_game(self) -> None:
        self.app.open("load_game")

    def _puzzles(self) -> None:
        self.app.open("puzzles")

    def _tournaments(self) -> None:
        self.app.open("tournaments")

    def _statistics(self) -> None:
        self.app.open("statistics")

    def _settings(self) -> None:
        self.app.open("settings")

    def _rules(self) -> None:
        self.app.open("rules", game_name=next(iter(GAMES)), choose=True)

    def back(self) -> None:
        """Esc on the title screen does nothing (Quit is a button)."""

    def default_action(self) -> Callable[[], None]:
        """Enter with nothing in the ring: the gold button, Continue (else New game)."""
        return self._continue if self.latest is not None else self._new_game

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        key = (size, self.app.images.back_colour, self.app.ui_scale)
        if self._decor is None or self._decor[0] != key:
            self._decor = (key, self._fans(size))
        surface.blit(self._decor[1], (0, 0))

    def _fans(self, size: tuple[int, int]) -> pygame.Surface:
        """Card faces fanned at the lower left and backs at the lower right (empty without art)."""
        width, height = size
        layer = pygame.Surface(size, pygame.SRCALPHA)
        room = (width - self.px(COLUMN_WIDTH)) / 2 - self.px(30)
        card_h = int(min(height * 0.3, room / 1.75))
        if card_h < self.px(90):
            return layer
        card_size = (int(card_h * 0.58), card_h)
        images = getattr(self.app, "images", None)
        try:
            faces = [images.face(card, card_size) for card in FAN_CARDS]
            back = images.back(card_size)
        except (AttributeError, FileNotFoundError, ValueError, pygame.error):
            return layer
        base_y = height - card_h * 0.4
        self._fan(layer, faces, (room / 2 + 10, base_y), spread=12)
        self._fan(layer, [back] * 4, (width - room / 2 - 10, base_y), spread=-9)
        return layer

    @staticmethod
    def _fan(layer: pygame.Surface, cards: list[pygame.Surface], pivot: tuple[float, float],
             spread: float) -> None:
        """Blit ``cards`` rotated about a point below ``pivot``, ``spread`` degrees apart."""
        radius = cards[0].get_height() * 0.9
        middle = (len(cards) - 1) / 2
        for i, card in enumerate(cards):
            angle = (middle - i) * spread
            shadow = pygame.Surface(card.get_size(), pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 70))
            offset = pygame.math.Vector2(0, -radius).rotate(-angle)
            centre = (pivot[0] + offset.x, pivot[1] + radius * 0.35 + offset.y)
            for surface, shift in ((shadow, 6), (card, 0)):
                turned = pygame.transform.rotozoom(surface, angle, 1.0)
                layer.blit(turned, turned.get_rect(center=(centre[0] + shift, centre[1] + shift)))
