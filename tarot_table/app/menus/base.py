"""What every menu scene shares.

:class:`MenuScene` is the base of the menu scenes (main menu, new game, load game, settings,
rules, in-game menu, results): it paints the felt backdrop, maps buttons to actions, turns Esc
into :meth:`MenuScene.back`, gives every widget to the keyboard (:mod:`..focus`: Tab, arrows,
Enter) and shows message windows that survive a resize (Enter or Esc closes the top one; Enter
confirms a confirmation).
:class:`OverlayScene` is a menu drawn over a dimmed view of the scene beneath. Menus open other
scenes by name through the app (``app.open("rules", ...)``), never by importing them.

A menu's measures are drawn for a window of 1280×800 and multiplied by the UI's scale
(:meth:`MenuScene.px`; :mod:`..theme`), as the theme's fonts are.
"""

from __future__ import annotations

from datetime import datetime, timezone
from functools import lru_cache
from html import escape
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel
from pygame_gui.windows import UIConfirmationDialog, UIMessageWindow

from ... import storage
from ...rules import GAMES
from ...session import Session
from ..draw.felt import chosen, dim, felt_backdrop, shade
from ..draw.panels import printable
from ..focus import FocusRing, is_help_key
from ..scene import Scene
from ..theme import scaled

if TYPE_CHECKING:
    from ..shell import App

GOLD = (201, 166, 70)
#: The menus' board on the green table (:func:`~..draw.felt.shade` gives it on another).
BOARD = (9, 31, 21)


def game_title(name: str) -> str:
    """The display title of the registered game ``name`` (the name itself if unknown)."""
    game = GAMES.get(name)
    return game.spec.title if game else name


def saved_when(moment: datetime) -> str:
    """``moment`` as local date and time ("21 Nov 2026 22:06"); in UTC, marked so, when the
    local time zone cannot hold it (the first or last hours of years 1 and 9999)."""
    try:
        when, zone = moment.astimezone(), ""
    except (OverflowError, OSError, ValueError):
        when, zone = moment.astimezone(timezone.utc), " UTC"
    return f"{when.day} {when:%b} {when.year} {when:%H:%M}{zone}"


def describe_save(info: storage.SaveInfo) -> str:
    """A save in one line (plain text): game, players, date and time (local), progress or
    "Finished"; for a save made by a newer version, its game and file and what it needs."""
    if info.newer is not None:
        game = f"{game_title(info.game)}  ·  " if info.game else ""
        return f"{game}{info.path.name}  ·  needs a newer Tarot Table (save format {info.newer})"
    status = "Finished" if info.finished else info.progress
    return (f"{game_title(info.game)}  ·  {', '.join(info.names)}  ·  "
            f"{saved_when(info.saved_at)}  ·  {status}")


def resume_save(app: "App", path: Path) -> str | None:
    """Open the save at ``path`` on the table, exactly as saved. When it cannot be, return what
    is wrong and what was done (a sentence for a message window naming the file): a damaged or
    unplayable save has been restored from its backup or moved aside
    (:func:`storage.load_save`), one made by a newer version left alone."""
    try:
        session = storage.load_save(path, Session.from_save)
    except storage.SaveError as exc:
        return str(exc)
    app.show("table", session=session)
    return None


def break_long_words(line: str, per_line: int) -> list[str]:
    """``line`` cut into rows of at most ``per_line`` characters inside its words too long for
    one row (a file's path), each cut just after a ``/`` (else a ``-``, else anywhere): the
    message window would split such a word itself with a hyphen of its own, which read as part
    of the name ("…/20261127-" then "--170000-…"). The rows put together are ``line``."""
    rows, row = [], ""
    for word in line.split(" "):
        while len(word) > per_line:
            head = word[:per_line]
            cut = max(head.rfind("/"), head.rfind("-") if "/" not in head else -1) + 1 \
                or per_line
            if row:
                rows.append(row + " ")
                row = ""
            rows.append(word[:cut])
            word = word[cut:]
        row = f"{row} {word}" if row else word
    rows.append(row)
    return rows


class MenuScene(Scene):
    """A menu: felt backdrop, buttons bound to actions, Esc calls :meth:`back`, and message
    windows (:meth:`message`) that stay open when the window is resized."""

    def __init__(self, app: "App") -> None:
        super().__init__(app)
        self.dialogs: list = []
        self.panel: pygame.Rect | None = None
        self._actions: dict[UIButton, Callable[[], None]] = {}
        self._choices: dict[UIDropDownMenu, Callable[[str], None]] = {}
        self._confirmed: dict[UIConfirmationDialog, Callable[[], None]] = {}
        self.focus_ring = FocusRing(app.manager, lambda: self.elements, self.handle_event)

    # widgets --------------------------------------------------------------------------------
    def px(self, pixels: float) -> int:
        """``pixels``, a measure drawn for a window of 1280×800, at the UI's scale
        (``app.ui_scale``), in whole pixels."""
        return scaled(pixels, self.app.ui_scale)

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
        """Show ``text`` (plain text, any characters: it is escaped, and what cannot be drawn
        is replaced) in a message window titled ``title``, which blocks the other widgets
        until it is closed."""
        px = self.px
        width, height = self.app.size
        rect = pygame.Rect(0, 0, min(px(540), width - px(60)), 0)
        per_line = (rect.width - px(50)) // px(9)
        lines = sum(-(-len(part) // per_line) + 1 for part in text.split("\n"))
        rect.height = min(height - px(60), px(100) + px(28) * lines)
        rect.center = (width // 2, height // 2)
        html = "<br>".join(escape(printable(part)) for line in text.split("\n")
                           for part in break_long_words(line, per_line))
        window = UIMessageWindow(rect, html, self.app.manager, window_title=title)
        window.set_blocking(True)       # modal, as the keys already are while it is open
        # pygame-gui's Dismiss button is 24 px high; give it a comfortable target
        window.dismiss_button.set_dimensions((px(100), px(34)))
        window.dismiss_button.set_relative_position((-px(112), -px(46)))
        window.dismiss_button.rebuild()
        self.dialogs.append(window)
        return window

    def confirm(self, title: str, html: str, action: str, on_confirm: Callable[[], None]
                ) -> UIConfirmationDialog:
        """Ask before something that cannot be undone: a confirmation window titled ``title``
        saying ``html`` (pygame-gui's HTML subset; escape what comes from outside), whose
        ``action`` button (Enter) calls ``on_confirm``; Cancel or Esc does nothing."""
        px = self.px
        width, height = self.app.size
        rect = pygame.Rect(0, 0, min(px(460), width - px(60)), px(200))
        rect.center = (width // 2, height // 2)
        dialog = UIConfirmationDialog(rect, html, self.app.manager, window_title=title,
                                      action_short_name=action)
        # comfortable targets, as the message window's Dismiss (the action left of Cancel)
        for button, x in ((dialog.cancel_button, -112), (dialog.confirm_button, -110)):
            button.set_dimensions((px(100), px(34)))
            button.set_relative_position((px(x), -px(46)))
            button.rebuild()
        self._confirmed = {d: f for d, f in self._confirmed.items() if d.alive()}
        self._confirmed[dialog] = on_confirm
        self.dialogs.append(dialog)
        return dialog

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
    def claims(self, event: pygame.event.Event) -> bool:
        """A click outside an open drop-down's list only closes the list: pygame-gui passes
        it on to what lies under it as well (a click on Start would start the game)."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        return any(_close(menu) for menu in self._choices if not _inside(menu, event.pos))

    def handle_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN:
            return self._menu_key(event)
        return None if self._widget_event(event) else event

    def _widget_event(self, event: pygame.event.Event) -> bool:
        """A widget's event this menu acts on (a button's action, a drop-down's choice, a
        confirmation, the value already chosen clicked again: the list closes); whether it
        was one."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self._choices:
            self._choices[event.ui_element](event.text)
            return True
        if (event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED
                and event.ui_element in self._confirmed):
            self._confirmed.pop(event.ui_element)()
            return True
        return event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION and any(
            _close(menu, event.ui_element) for menu in self._choices)

    def _menu_key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A key: first for an open message window; Enter the default action (no widget in
        focus), the help key the keys' screen, Esc closes an open list, else leaves; then the
        focus ring's keys. The event, if none took it."""
        if self._open_dialogs():
            return self._dialog_key(event)
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self._default_done():
            return None
        if is_help_key(event) and self.app.stack.top is self:
            self.app.open("keys")
            return None
        if event.key == pygame.K_ESCAPE:
            if not any([_close(menu) for menu in self._choices]):
                self.back()     # Esc closes an open list first, then leaves
            return None
        return None if self.focus_ring.handle_key(event) else event

    def _default_done(self) -> bool:
        """Enter while no widget is in the ring and this menu is on top: its default action,
        if it has one; whether it was done."""
        if self.focus_ring.focused is not None or self.app.stack.top is not self:
            return False
        action = self.default_action()
        if action is not None:
            action()
        return action is not None

    def _dialog_key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Esc closes the top message window; Enter closes it too, or confirms a
        confirmation (as its button would)."""
        top = self.dialogs[-1]
        if event.key not in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            return event
        if event.key != pygame.K_ESCAPE and isinstance(top, UIConfirmationDialog):
            pygame.event.post(pygame.event.Event(pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED,
                                                 {"ui_element": top}))
        top.kill()
        return None

    def default_action(self) -> Callable[[], None] | None:
        """What Enter does while no widget is in the ring (the title screen's Continue, a new
        game's Start), or ``None`` (the default: nothing)."""
        return None

    def back(self) -> None:
        """Esc: leave this menu (pop it)."""
        if self.app.stack.top is self:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt_backdrop(surface.get_size(), self.app.looks.felt), (0, 0))
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The dark, gold-edged board behind the widgets, when the scene has set ``panel``,
        and the keyboard focus's ring."""
        if self.panel is not None:
            surface.blit(_board(self.panel.size, chosen()), self.panel)
        self.focus_ring.draw(surface)


def _close(menu: UIDropDownMenu, options=None) -> bool:
    """Close ``menu``'s open list (only when its list is ``options``, if given); whether it
    was open."""
    state = menu.current_state
    if state is not menu.menu_states.get("expanded") or (
            options is not None and options is not getattr(state, "options_selection_list", None)):
        return False
    state.should_transition = True
    return True


def _inside(menu: UIDropDownMenu, pos: tuple[int, int]) -> bool:
    """Whether ``pos`` lies on ``menu`` or on its open list."""
    options = getattr(menu.current_state, "options_selection_list", None)
    return any(part is not None and part.rect.collidepoint(pos) for part in (menu, options))


@lru_cache(maxsize=8)
def _board(size: tuple[int, int], felt: str) -> pygame.Surface:
    board = pygame.Surface(size, pygame.SRCALPHA)
    rect = board.get_rect()
    pygame.draw.rect(board, (0, 0, 0, 60), rect, border_radius=16)
    # opaque, so that no frame of a menu beneath shows through (the settings over the game menu)
    pygame.draw.rect(board, shade(BOARD, felt), rect.inflate(-6, -6), border_radius=14)
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
