"""When the pygame-gui widgets next change by themselves, for the frame loop's rest
(:meth:`~.shell.App.rest`).

``UIManager.update`` does a few things with no event coming, each read here from the widgets'
own attributes (pygame-gui 0.6): a shape still being built (one of its states a frame, after a
widget is made or resized) or blending into another state; a scroll bar gliding to where the
wheel or a drag sent it; a tooltip shown once the pointer has rested on its widget for
``tool_tip_delay`` seconds; a text entry's cursor blinking (on and off every
``blink_cursor_time`` seconds, from ``cursor_blink_delay_after_moving`` seconds after it last
moved). A held mouse button (an arrow of a scroll bar pressed, a card dragged) keeps every
frame drawn.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import (UIHorizontalScrollBar, UITextEntryBox, UITextEntryLine,
                                 UIVerticalScrollBar)

from .scene import soonest

#: A tooltip due that long ago and still not shown will not be (its widget cannot show one).
TIP_GRACE = 0.25


def next_change(manager: pygame_gui.UIManager) -> float | None:
    """The seconds after the last ``manager.update`` at which a widget changes by itself: 0
    while one moves or a mouse button is held, ``None`` when only an event can change them."""
    if any(pygame.mouse.get_pressed()):
        return 0.0
    due: list[float | None] = []
    for element in manager.get_sprite_group().sprites():
        if _moving(element):
            return 0.0
        due.append(_tooltip(element))
        if isinstance(element, (UITextEntryLine, UITextEntryBox)) and element.is_focused:
            due.append(_blink(element))
    return soonest(*due)


def _moving(element) -> bool:
    """Whether ``element``'s shape is being built or blended, or it is a scroll bar gliding."""
    shape = getattr(element, "drawable_shape", None)
    if shape is not None and (shape.states_to_redraw_queue or shape.should_trigger_full_rebuild
                              or shape.active_state.transition is not None):
        return True
    if isinstance(element, UIVerticalScrollBar) and element.sliding_button is not None:
        low = element.top_limit
        high = element.bottom_limit - element.sliding_button.relative_rect.height
    elif isinstance(element, UIHorizontalScrollBar) and element.sliding_button is not None:
        low = element.left_limit
        high = element.right_limit - element.sliding_button.relative_rect.width
    else:
        return False
    return min(max(element.target_scroll_position, low), high) != element.scroll_position


def _tooltip(element) -> float | None:
    """When the tooltip of the hovered ``element`` is due (``None``: none to come)."""
    if not element.hovered or element.tool_tip is not None or element.tool_tip_text is None:
        return None
    left = element.tool_tip_delay - element.hover_time
    return max(0.0, left) if left > -TIP_GRACE else None


def _blink(entry) -> float:
    """When the cursor of the focused text ``entry`` next turns on or off."""
    if entry.cursor_has_moved_recently:
        return 0.0
    still = entry.cursor_blink_delay_after_moving - entry.cursor_blink_delay_after_moving_acc
    if still >= 0:
        return still
    return max(0.0, entry.blink_cursor_time - entry.blink_cursor_time_acc)
