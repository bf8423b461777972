"""The main menu, and what every menu scene shares.

:class:`MenuScene` is the base of the menu scenes (main menu, new game, load game, settings,
rules, in-game menu, results): it paints the felt backdrop, maps buttons to actions, turns Esc
into :meth:`MenuScene.back` and shows message windows that survive a resize.
:class:`OverlayScene` is a menu drawn over a dimmed view of the scene beneath.
"""

from __future__ import annotations

from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel
from pygame_gui.windows import UIMessageWindow

from ... import storage
from ...cards import Card, Suit
from ...rules import GAMES
from ..scene import Scene

if TYPE_CHECKING:
    from ...session import Session
    from ..main import App

FELT = (20, 66, 42)
FELT_EDGE = (5, 22, 13)
GOLD = (201, 166, 70)
INLAY = (128, 108, 52)


@lru_cache(maxsize=4)
def felt_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """Green baize of ``size`` with a soft vignette and a thin gold inlay."""
    small = pygame.Surface((48, 30))
    for y in range(30):
        for x in range(48):
            dx, dy = (x - 23.5) / 24, (y - 14.5) / 15
            t = min(1.0, (dx * dx + dy * dy) ** 1.2 * 0.75)
            small.set_at((x, y), [round(a + (b - a) * t) for a, b in zip(FELT, FELT_EDGE)])
    surface = pygame.transform.smoothscale(small, size)
    inlay = pygame.Rect((0, 0), size).inflate(-28, -28)
    pygame.draw.rect(surface, INLAY, inlay, width=1, border_radius=14)
    return surface


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((4, 14, 9, alpha))
    return veil


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken ``surface`` with a translucent veil (for overlays)."""
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))


def game_title(name: str) -> str:
    """The display title of the registered game ``name`` (the name itself if unknown)."""
    game = GAMES.get(name)
    return game.spec.title if game else name


def describe_save(info: storage.SaveInfo) -> str:
    """A save in one line: game, players, date and time (local), progress or "Finished"."""
    when = info.saved_at.astimezone()
    date = f"{when.day} {when:%b %Y %H:%M}"
    status = "Finished" if info.finished else info.progress
    return f"{game_title(info.game)}  ·  {', '.join(info.names)}  ·  {date}  ·  {status}"


def open_table(app: "App", session: "Session") -> None:
    """Replace every scene with the card table playing ``session``."""
    from ..table.scene import TableScene
    app.stack.replace(TableScene(app, session))


class MenuScene(Scene):
    """A menu: felt backdrop, buttons bound to actions, Esc calls :meth:`back`, and message
    windows (:meth:`message`) that stay open when the window is resized."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.dialogs: list = []
        self.panel: pygame.Rect | None = None
        self._actions: dict[UIButton, Callable[[], None]] = {}
        self._choices: dict[UIDropDownMenu, Callable[[str], None]] = {}

    # widgets --------------------------------------------------------------------------------
    def add(self, element):
        """Register ``element`` as one of this scene's widgets and return it."""
        self.elements.append(element)
        return element

    def button(self, text: str, rect: pygame.Rect, action: Callable[[], None], *,
               object_id: str = "#menu_button") -> UIButton:
        """A button that calls ``action`` when pressed."""
        button = self.add(UIButton(rect, text, self.app.manager, object_id=object_id))
        self._actions[button] = action
        return button

    def label(self, text: str, rect: pygame.Rect, object_id: str = "#field_label") -> UILabel:
        """A text label styled by the theme's ``object_id``."""
        return self.add(UILabel(rect, text, self.app.manager, object_id=object_id))

    def dropdown(self, options: list[str], current: str, rect: pygame.Rect,
                 on_change: Callable[[str], None]) -> UIDropDownMenu:
        """A drop-down of ``options`` showing ``current``; ``on_change(text)`` on a choice."""
        menu = self.add(UIDropDownMenu(options, current, rect, self.app.manager))
        self._choices[menu] = on_change
        return menu

    def message(self, title: str, text: str) -> UIMessageWindow:
        """Show ``text`` (plain text) in a message window titled ``title``."""
        width, height = self.app.size
        rect = pygame.Rect(0, 0, min(540, width - 60), 0)
        per_line = (rect.width - 50) // 9
        lines = sum(-(-len(part) // per_line) + 1 for part in text.split("\n"))
        rect.height = min(height - 60, 100 + 28 * lines)
        rect.center = (width // 2, height // 2)
        html = escape(text).replace("\n", "<br>")
        window = UIMessageWindow(rect, html, self.app.manager, window_title=title)
        # pygame-gui's Dismiss button is 24 px high; give it a comfortable target
        window.dismiss_button.set_dimensions((100, 34))
        window.dismiss_button.set_relative_position((-112, -46))
        window.dismiss_button.rebuild()
        self.dialogs.append(window)
        return window

    def clear(self) -> None:
        super().clear()
        self._actions = {}
        self._choices = {}

    # lifecycle ------------------------------------------------------------------------------
    def pause(self) -> None:
        super().pause()
        for dialog in self._open_dialogs():
            dialog.hide()

    def resume(self) -> None:
        super().resume()
        for dialog in self._open_dialogs():
            dialog.show()

    def leave(self) -> None:
        super().leave()
        for dialog in self._open_dialogs():
            dialog.kill()
        self.dialogs = []

    def _open_dialogs(self) -> list:
        self.dialogs = [d for d in self.dialogs if d.alive()]
        return self.dialogs

    # input ----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return None
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self._choices:
            self._choices[event.ui_element](event.text)
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return None
        return event

    def back(self) -> None:
        """Esc: leave this menu (pop it)."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt_backdrop(surface.get_size()), (0, 0))
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The dark, gold-edged board behind the widgets, when the scene has set ``panel``."""
        if self.panel is not None:
            surface.blit(_board(self.panel.size), self.panel)


@lru_cache(maxsize=8)
def _board(size: tuple[int, int]) -> pygame.Surface:
    board = pygame.Surface(size, pygame.SRCALPHA)
    rect = board.get_rect()
    pygame.draw.rect(board, (0, 0, 0, 60), rect, border_radius=16)
    pygame.draw.rect(board, (9, 31, 21, 232), rect.inflate(-6, -6), border_radius=14)
    pygame.draw.rect(board, GOLD, rect.inflate(-6, -6), width=2, border_radius=14)
    pygame.draw.rect(board, (*GOLD, 70), rect.inflate(-16, -16), width=1, border_radius=10)
    return board


class OverlayScene(MenuScene):
    """A menu over the scene beneath it, which shows through a dark veil."""

    opaque = False
    veil = 150

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, self.veil)
        self.draw_panel(surface)


COLUMN_WIDTH = 360
FAN_CARDS = (Card(Suit.MAJOR, 0), Card(Suit.MAJOR, 1), Card(Suit.MAJOR, 17),
             Card(Suit.MAJOR, 19), Card(Suit.MAJOR, 21))


class MainMenuScene(MenuScene):
    """The title screen: Continue (the latest unfinished save), New game, Load game, Settings,
    Rules and Quit over the felt with two fans of cards. Problems met while listing the saves
    (damaged files moved aside) are shown once, in a message window."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.latest: storage.SaveInfo | None = None
        self._decor: tuple[tuple[int, int], pygame.Surface] | None = None

    def enter(self) -> None:
        self._scan_saves()
        self.build()

    def resume(self) -> None:
        self._scan_saves()
        self.clear()
        self.build()
        super().resume()

    def _scan_saves(self) -> None:
        infos, problems = storage.list_saves()
        self.latest = next((info for info in infos if not info.finished), None)
        if problems:
            self.message("Saved games", "\n\n".join(problems))

    def build(self) -> None:
        width, height = self.app.size
        roomy = height >= 700
        top = height // 10 if roomy else 22
        self.label("Tarot Table", pygame.Rect(0, top, width, 96), "#title")
        self.label("Card games with the 78-card tarot deck",
                   pygame.Rect(0, top + 88, width, 30), "#subtitle")
        button_h, gap = (52, 12) if roomy else (46, 9)
        column = pygame.Rect(0, top + (176 if roomy else 140), COLUMN_WIDTH, button_h)
        column.centerx = width // 2
        continue_button = self.button(self._continue_text(), column.copy(), self._continue,
                                      object_id="#continue_button")
        if self.latest is None:
            continue_button.disable()
        else:
            continue_button.set_tooltip(describe_save(self.latest))
        for text, action in (("New game", self._new_game), ("Load game", self._load_game),
                             ("Settings", self._settings), ("Rules", self._rules),
                             ("Quit", self.app.quit)):
            column.y += button_h + gap
            self.button(text, column.copy(), action)

    def _continue_text(self) -> str:
        if self.latest is None:
            return "Continue"
        return f"Continue {game_title(self.latest.game)} · {self.latest.progress}"

    # actions (the scene modules are imported here because they import this one) ----------
    def _continue(self) -> None:
        from .load_game import resume_save
        problem = resume_save(self.app, self.latest.path)
        if problem:
            self.message("Could not continue", problem)
            self._scan_saves()
            self.clear()
            self.build()

    def _new_game(self) -> None:
        from .new_game import NewGameScene
        self.app.stack.push(NewGameScene(self.app))

    def _load_game(self) -> None:
        from .load_game import LoadGameScene
        self.app.stack.push(LoadGameScene(self.app))

    def _settings(self) -> None:
        from .settings_scene import SettingsScene
        self.app.stack.push(SettingsScene(self.app))

    def _rules(self) -> None:
        from .rules_help import RulesScene
        self.app.stack.push(RulesScene(self.app, next(iter(GAMES)), choose=True))

    def back(self) -> None:
        """Esc on the title screen does nothing (Quit is a button)."""

    # drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        size = surface.get_size()
        if self._decor is None or self._decor[0] != size:
            self._decor = (size, self._fans(size))
        surface.blit(self._decor[1], (0, 0))

    def _fans(self, size: tuple[int, int]) -> pygame.Surface:
        """Card faces fanned at the lower left and backs at the lower right (empty without art)."""
        width, height = size
        layer = pygame.Surface(size, pygame.SRCALPHA)
        room = (width - COLUMN_WIDTH) / 2 - 30
        card_h = int(min(height * 0.3, room / 1.75))
        if card_h < 90:
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
