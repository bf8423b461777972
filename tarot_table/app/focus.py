"""Keyboard focus for the menus and the table: every widget reachable and usable from the keys.

:class:`FocusRing` moves a focus over a menu's widgets — Tab or
Down to the next, Shift+Tab or Up to the previous, as they are read — draws a gold ring around the focused one,
and makes the keys do what a click would:

* a button: Enter or Space presses it;
* a drop-down: Left and Right (or Enter, Space) choose the previous or next value, as picking
  it from the open list would (the scene hears the same change: at once when it gave the ring
  a ``dispatch``, so that a form it builds again is rebuilt before the next key is handled —
  Right, Right, Right in one frame move three places);
* a slider: Left and Right move it one step; a check box: Enter or Space ticks it (pygame-gui's
  own keys, given the focus); a text line: typing goes into it (Enter moves on); a text box
  of several lines (a deck as text): every key but Tab is its own (Enter starts a line);
* a list (saved games): Up and Down choose within it while it has the focus (Tab leaves it),
  Enter opens the chosen entry as a double click would;
* a widget with keys of its own (:class:`OwnKeys`: a grid of cards, whose arrows move within
  it): every key but Tab and Shift+Tab is its own.

The focus is kept by position, so it survives a menu that builds its widgets again after a
change (the new-game screen after the player count changes).
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import (UIButton, UICheckBox, UIDropDownMenu, UIHorizontalSlider,
                                 UISelectionList, UITextEntryBox, UITextEntryLine)

RING = (236, 201, 106)
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class OwnKeys:
    """A widget (a pygame-gui element as well) that takes the keys while the ring is on it:
    :meth:`handle_key` hears every key but Tab and Shift+Tab, which leave it."""

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Act on the key pressed; whether it was used."""
        raise NotImplementedError


FOCUSABLE = (UIButton, UIDropDownMenu, UITextEntryLine, UITextEntryBox, UIHorizontalSlider,
             UICheckBox, UISelectionList, OwnKeys)


def _post(kind: int, element, dispatch: Callable[[pygame.event.Event], object] | None = None,
          **data) -> None:
    """The event a click on ``element`` would post: handed to ``dispatch`` at once, or posted
    when there is none."""
    event = pygame.event.Event(kind, {"ui_element": element, **data})
    if dispatch is None:
        pygame.event.post(event)
    else:
        dispatch(event)


def choose_option(menu: UIDropDownMenu, step: int,
                  dispatch: Callable[[pygame.event.Event], object] | None = None) -> str:
    """Show the option ``step`` places from ``menu``'s current one (wrapping) and send the
    change a pick from the open list posts: to ``dispatch`` at once, or posted when there is
    none; returns the option's text."""
    options = list(menu.options_list)
    current = next((i for i, option in enumerate(options) if option == menu.selected_option), 0)
    menu.selected_option = options[(current + step) % len(options)]
    state = menu.current_state
    if state is not None:
        state.selected_option = menu.selected_option
        shown = getattr(state, "selected_option_button", None)
        if shown is not None:       # the closed state's rebuild() keeps the old words
            shown.set_text(menu.selected_option[0])
        state.rebuild()
    text, option_id = menu.selected_option
    _post(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, menu, dispatch, text=text,
          selected_option_id=option_id)
    return text


def choose_item(items: UISelectionList, step: int) -> None:
    """Select the item ``step`` places from ``items``' selected one (the first when none is)
    and post the new selection as a click would."""
    entries = items.item_list
    if not entries:
        return
    current = next((i for i, entry in enumerate(entries) if entry["selected"]), None)
    index = 0 if current is None else min(max(current + step, 0), len(entries) - 1)
    for i, entry in enumerate(entries):
        entry["selected"] = i == index
        button = entry.get("button_element")
        if button is not None:
            button.select() if i == index else button.unselect()
    _post(pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, items, text=entries[index]["text"])


def row_neighbour(elements: Sequence, current, step: int):
    """Of ``elements`` (a grid of buttons), the one ``step`` rows on from ``current``'s
    (wrapping; rows by their tops, as the ring reads them) nearest to it across; with no
    ``current``, the first of the first row (``step`` > 0) or of the last."""
    rows = sorted({e.rect.top for e in elements})
    if current is None:
        top = rows[0] if step > 0 else rows[-1]
        return min((e for e in elements if e.rect.top == top), key=lambda e: e.rect.left)
    top = rows[(rows.index(current.rect.top) + step) % len(rows)]
    return min((e for e in elements if e.rect.top == top),
               key=lambda e: (abs(e.rect.centerx - current.rect.centerx), e.rect.left))


class FocusRing:
    """The keyboard focus of one menu over the widgets ``elements()`` returns (in order);
    ``dispatch(event)``, when given, hears a drop-down's change at once (the scene's
    ``handle_event``), else it is posted."""

    def __init__(self, manager, elements: Callable[[], Sequence],
                 dispatch: Callable[[pygame.event.Event], object] | None = None) -> None:
        self.manager = manager
        self.elements = elements
        self.dispatch = dispatch
        self.index: int | None = None          # no ring until a key asks for one

    def order(self) -> list:
        """The widgets the focus visits, enabled, visible and alive, as they are read: by
        rows from the top, left to right in a row."""
        return sorted((e for e in self.elements() if isinstance(e, FOCUSABLE) and e.alive()
                       and e.is_enabled and e.visible), key=lambda e: (e.rect.top, e.rect.left))

    @property
    def focused(self):
        order = self.order()
        if self.index is None or not order:
            return None
        return order[min(self.index, len(order) - 1)]

    def focus(self, element) -> bool:
        """Put the focus on ``element`` (a hinted choice); whether it is in the ring."""
        order = self.order()
        if element not in order:
            return False
        self.index = order.index(element)
        self._give_focus()
        return True

    def move(self, step: int) -> None:
        """Focus the widget ``step`` places on (wrapping); the first key shows the first."""
        order = self.order()
        if not order:
            return
        if self.index is None:
            self.index = 0 if step > 0 else len(order) - 1
        else:
            self.index = (min(self.index, len(order) - 1) + step) % len(order)
        self._give_focus()

    def _give_focus(self) -> None:
        """Text lines, check boxes and sliders take pygame-gui's focus (its keys, the caret). A
        list with no row chosen gets its first, so that Enter then acts on it (Enter loads
        the first saved game, without a Down first)."""
        element = self.focused
        own_keys = isinstance(element, (UITextEntryLine, UITextEntryBox, UICheckBox))
        self.manager.set_focus_set(element if own_keys else None)
        if isinstance(element, UISelectionList) and element.get_single_selection() is None:
            choose_item(element, 1)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Act on a key press; whether the key was used (a key a text line types is not)."""
        element = self.focused
        key, shift = event.key, bool(event.mod & pygame.KMOD_SHIFT)
        if key == pygame.K_TAB:
            self.move(-1 if shift else 1)
            return True
        if isinstance(element, UITextEntryBox):
            return False        # every key but Tab is the text box's own (Enter: a new line)
        if isinstance(element, OwnKeys):
            return element.handle_key(event)
        if key in (pygame.K_UP, pygame.K_DOWN):
            self._up_down(element, -1 if key == pygame.K_UP else 1)
            return True
        if element is None:
            return False
        return self._widget_key(element, key)

    def _up_down(self, element: UIElement | None, step: int) -> None:
        """Up (``step`` -1) or Down (1): a list's row above or below chosen, else the focus
        moved."""
        if isinstance(element, UISelectionList):
            choose_item(element, step)
        else:
            self.move(step)

    def _widget_key(self, element: UIElement, key: int) -> bool:
        """A key for the focused ``element``: Enter on a text line moves on, Left/Right (or
        Enter, Space) steps a drop-down's choice, Left/Right a slider's value; Enter or Space
        presses a button, opens a list's chosen row, ticks a check box. Whether it was used."""
        if isinstance(element, UITextEntryLine):
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.move(1)
                return True
            return False
        if isinstance(element, UIDropDownMenu) and key in (*ACTIVATE, pygame.K_LEFT,
                                                           pygame.K_RIGHT):
            choose_option(element, -1 if key == pygame.K_LEFT else 1, self.dispatch)
            return True
        if isinstance(element, UIHorizontalSlider) and key in (pygame.K_LEFT, pygame.K_RIGHT):
            _slide(element, 1 if key == pygame.K_RIGHT else -1)
            return True
        return key in ACTIVATE and _activate(element)

    def draw(self, surface: pygame.Surface) -> None:
        """The gold ring around the focused widget (drawn under the widgets, around them)."""
        element = self.focused
        if element is not None:
            pygame.draw.rect(surface, RING, element.rect.inflate(8, 8), width=3,
                             border_radius=8)


def _slide(slider: UIHorizontalSlider, step: int) -> None:
    """Move ``slider`` by ``step`` increments, as a drag of it would (its event posted)."""
    slider.set_current_value(slider.get_current_value() + step * slider.increment)
    _post(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, slider, value=slider.get_current_value())


def _activate(element: UIElement) -> bool:
    """Enter or Space on ``element``: a button pressed, a list's chosen row opened (as a
    double click would), a check box ticked (by pygame-gui: it has the focus); whether
    ``element`` is one of these."""
    if isinstance(element, UIButton):
        _post(pygame_gui.UI_BUTTON_PRESSED, element)
        return True
    if isinstance(element, UISelectionList):
        if element.get_single_selection() is not None:
            _post(pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION, element)
        return True
    return isinstance(element, UICheckBox)


def is_help_key(event: pygame.event.Event) -> bool:
    """Whether the key pressed opens the keys' help: F1, or ? (Shift+/ on most layouts)."""
    return event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?"


def is_history_key(event: pygame.event.Event) -> bool:
    """Whether the key pressed opens or closes the turn history: Shift+H (H alone is the
    table's hint)."""
    return event.key == pygame.K_h and bool(event.mod & pygame.KMOD_SHIFT)
