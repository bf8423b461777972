"""The window and the canvas the scenes are drawn on.

Every scene is laid out for a canvas of at least :data:`MIN_SIZE` pixels. While the window is
at least that large the canvas *is* the window's surface. A smaller window (a window manager
that ignores the minimum size the app asks for, a tiling one, a small screen) gets a canvas of
the window's shape grown until both sides reach the minimum, drawn whole and scaled down to the
window each frame; mouse positions are mapped back from the window to the canvas. The shape of
a scaled canvas is kept within :data:`MAX_ASPECT` (a window of a more extreme shape sees the
table stretched rather than a canvas of absurd size).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

MIN_SIZE = (800, 560)
"""The smallest canvas (w, h) in pixels the scenes are laid out for."""
MAX_ASPECT = 8.0
"""The widest (and, inverted, the tallest) shape of a scaled canvas, width / height."""

_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def canvas_size(window: tuple[int, int]) -> tuple[int, int]:
    """The canvas (w, h) in pixels for a window of ``window`` (w, h) pixels: the window itself
    when both sides reach :data:`MIN_SIZE`, else the window's shape (kept within
    :data:`MAX_ASPECT`) grown until both do. A side of 0 counts as 1."""
    w, h = max(1, window[0]), max(1, window[1])
    if w >= MIN_SIZE[0] and h >= MIN_SIZE[1]:
        return w, h
    grow = max(MIN_SIZE[0] / w, MIN_SIZE[1] / h)
    cw, ch = max(MIN_SIZE[0], round(w * grow)), max(MIN_SIZE[1], round(h * grow))
    return min(cw, round(ch * MAX_ASPECT)), min(ch, round(cw * MAX_ASPECT))


@dataclass(frozen=True)
class Viewport:
    """A ``window`` size and its ``canvas`` size (w, h, pixels); see the module docstring."""

    window: tuple[int, int]
    canvas: tuple[int, int]

    @classmethod
    def for_window(cls, window: tuple[int, int]) -> "Viewport":
        return cls(window, canvas_size(window))

    @property
    def scaled(self) -> bool:
        """Whether the canvas is drawn scaled to the window (it is not the window's surface)."""
        return self.canvas != self.window

    @property
    def factor(self) -> tuple[float, float]:
        """Canvas pixels per window pixel, across and down (1 when not scaled, else above 1
        on at least one axis)."""
        return (self.canvas[0] / max(1, self.window[0]), self.canvas[1] / max(1, self.window[1]))

    def to_canvas(self, pos: tuple[float, float]) -> tuple[int, int]:
        """The canvas point under window point ``pos`` (truncated, as pygame-gui maps it)."""
        fx, fy = self.factor
        return int(pos[0] * fx), int(pos[1] * fy)

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """``event`` with its mouse position and motion in canvas pixels (the same event when
        it has none or the canvas is not scaled)."""
        if not self.scaled or event.type not in _MOUSE_EVENTS or not hasattr(event, "pos"):
            return event
        attrs = dict(event.dict)
        attrs["pos"] = self.to_canvas(event.pos)
        if "rel" in attrs:
            fx, fy = self.factor
            attrs["rel"] = (round(attrs["rel"][0] * fx), round(attrs["rel"][1] * fy))
        return pygame.event.Event(event.type, attrs)

    def present(self, canvas: pygame.Surface, window: pygame.Surface) -> None:
        """Show the drawn ``canvas`` on the ``window``'s surface (nothing to do when the canvas
        is that surface)."""
        if canvas is window:
            return
        if window.get_size() == canvas.get_size():
            window.blit(canvas, (0, 0))
        elif window.get_bitsize() in (24, 32) and canvas.get_bitsize() == window.get_bitsize():
            pygame.transform.smoothscale(canvas, window.get_size(), window)
        else:                           # smoothscale works on 24- and 32-bit pixels only
            window.blit(pygame.transform.scale(canvas, window.get_size()), (0, 0))
