"""A check box ticked with a drawn tick: pygame-gui's ``UICheckBox`` writes a symbol in its
symbol font, whose ✓ reads as a square-root sign; :class:`TickBox` draws two strokes instead,
in the theme's colour for a ticked box's symbol."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UICheckBox

#: The tick's three points as shares of the box's square (x, y from its top left), within its
#: border.
TICK = ((0.22, 0.5), (0.42, 0.72), (0.78, 0.28))


def tick_points(rect: pygame.Rect) -> list[tuple[int, int]]:
    """The tick's three points in ``rect`` (pixels): the short stroke down to the lowest
    point, left of the middle, then the long stroke up to the top right."""
    return [(round(rect.left + x * rect.width), round(rect.top + y * rect.height))
            for x, y in TICK]


class TickBox(UICheckBox):
    """A ``UICheckBox`` whose tick is drawn (:func:`tick_points`) rather than written; the same
    arguments, events and states."""

    def on_fresh_drawable_shape_ready(self) -> None:
        if self.drawable_shape is None:
            return
        image = self.drawable_shape.get_fresh_surface()
        if self.is_checked and not self.is_indeterminate:
            image = image.copy()
            width = max(2, round(image.get_width() / 8))
            pygame.draw.lines(image, self.colours["selected_text"], False,
                              tick_points(image.get_rect()), width)
        self._set_image(image)

    def _get_display_symbol(self) -> str:
        return self.indeterminate_symbol if self.is_indeterminate else ""
