"""The felt: the green baize behind every scene, and the veil that dims a scene under an
overlay. Sizes are in pixels."""

from __future__ import annotations

from functools import lru_cache

import pygame

FELT = (20, 66, 42)
FELT_EDGE = (5, 22, 13)
INLAY = (128, 108, 52)
#: The table colours (the "Table colour" setting): the baize's centre and edge, green first.
FELTS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]] = {
    "green": (FELT, FELT_EDGE),
    "blue": ((22, 52, 86), (6, 15, 30)),
    "wine": ((78, 24, 34), (24, 6, 10)),
    "walnut": ((74, 52, 32), (24, 15, 8)),
}

#: Pixels from the window's edge to the gold inlay: outside the tables' panels, which keep a
#: margin of at least 8 pixels (they had crossed it at 14).
INLAY_INSET = 6

@lru_cache(maxsize=4)
def felt_backdrop(size: tuple[int, int], colour: str = "green") -> pygame.Surface:
    """Baize of ``size`` in ``colour`` (a key of :data:`FELTS`; unknown: green) with a soft
    vignette and a thin gold inlay."""
    centre, edge = FELTS.get(colour, FELTS["green"])
    small = pygame.Surface((48, 30))
    for y in range(30):
        for x in range(48):
            dx, dy = (x - 23.5) / 24, (y - 14.5) / 15
            t = min(1.0, (dx * dx + dy * dy) ** 1.2 * 0.75)
            small.set_at((x, y), [round(a + (b - a) * t) for a, b in zip(centre, edge)])
    surface = pygame.transform.smoothscale(small, size)
    inlay = pygame.Rect((0, 0), size).inflate(-2 * INLAY_INSET, -2 * INLAY_INSET)
    pygame.draw.rect(surface, INLAY, inlay, width=1, border_radius=2 * INLAY_INSET)
    return surface


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((4, 14, 9, alpha))
    return veil


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken ``surface`` with a translucent veil (for overlays)."""
    surface.blit(_veil(surface.get_size(), alpha), (0, 0))
