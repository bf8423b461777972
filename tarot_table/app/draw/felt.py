"""The felt: the baize behind every scene in the table colour chosen, the veil that dims a
scene under an overlay, and the colours of the green table as they are on another
(:func:`shade`). The boards and panels drawn on the table and in the menus are written in the
green table's colours and drawn in those of the table colour chosen for them (:func:`choose`,
:func:`tint`). Sizes are in pixels, colours (r, g, b) or (r, g, b, a) from 0 to 255."""

from __future__ import annotations

import colorsys
from functools import lru_cache
from typing import NamedTuple

import pygame

RGB = tuple[int, int, int]
FELT = (20, 66, 42)
FELT_EDGE = (5, 22, 13)
INLAY = (128, 108, 52)
#: The accent of the green table: the wine red of the buttons a player presses first.
WINE = (94, 26, 40)


class Felt(NamedTuple):
    """A table colour: the baize's ``centre`` and ``edge``, and the ``accent`` of the widgets
    that stand out on it (the menus' buttons, the row chosen in a list)."""

    centre: RGB
    edge: RGB
    accent: RGB


#: The table colours (the "Table colour" setting), green first.
FELTS: dict[str, Felt] = {
    "green": Felt(FELT, FELT_EDGE, WINE),
    "blue": Felt((22, 52, 86), (6, 15, 30), WINE),
    "wine": Felt((78, 24, 34), (24, 6, 10), (32, 58, 90)),
    "walnut": Felt((74, 52, 32), (24, 15, 8), (96, 30, 36)),
}
#: The hues (degrees) of the green table's two families of colours: the baize's greens and
#: the accent's wine reds (:func:`shade`).
GREENS = (90.0, 200.0)
REDS = (320.0, 20.0)


def _hls(colour: tuple[int, ...]) -> tuple[float, float, float]:
    """(hue in degrees, lightness, saturation) of an (r, g, b[, a]) colour."""
    h, lightness, saturation = colorsys.rgb_to_hls(*(c / 255 for c in colour[:3]))
    return h * 360, lightness, saturation


def _in(hue: float, arc: tuple[float, float]) -> bool:
    low, high = arc
    return low <= hue <= high if low <= high else hue >= low or hue <= high


#: The table colour the boards and panels are drawn for (:func:`choose`).
_chosen = ["green"]


def choose(felt: str) -> None:
    """Draw the boards and panels for the table colour ``felt`` (a key of :data:`FELTS`)
    from now on (:func:`tint`)."""
    _chosen[0] = felt


def chosen() -> str:
    """The table colour the boards and panels are drawn for (:func:`choose`)."""
    return _chosen[0]


def tint(colour: tuple[int, ...]) -> tuple[int, ...]:
    """``colour``, one of the green table's, as it is on the table colour chosen
    (:func:`shade`)."""
    return shade(colour, _chosen[0])


@lru_cache(maxsize=256)
def shade(colour: tuple[int, ...], felt: str) -> tuple[int, ...]:
    """``colour``, one of the green table's, as it is on the table colour ``felt`` (a key of
    :data:`FELTS`; unknown: green): a colour of the baize's family (a hue in :data:`GREENS`)
    is turned, lightened and saturated as much as :data:`FELT` to the felt's centre, one of
    the accent's family (a saturated hue in :data:`REDS`) as much as :data:`WINE` to the
    felt's accent; every other colour (gold, cream, grey) and the alpha stay.

    >>> shade((20, 66, 42), "wine"), shade((94, 26, 40, 200), "green")
    ((78, 24, 34), (94, 26, 40, 200))
    """
    table = FELTS.get(felt, FELTS["green"])
    hue, lightness, saturation = _hls(colour)
    if saturation < 0.05:
        return tuple(colour)
    if _in(hue, GREENS):
        model, target = FELT, table.centre
    elif _in(hue, REDS) and saturation > 0.3:
        model, target = WINE, table.accent
    else:
        return tuple(colour)
    if model == target:
        return tuple(colour)
    model_h, model_l, model_s = _hls(model)
    target_h, target_l, target_s = _hls(target)
    rgb = colorsys.hls_to_rgb((hue + target_h - model_h) % 360 / 360,
                              min(1.0, lightness * target_l / model_l),
                              min(1.0, saturation * target_s / model_s))
    return (*(round(c * 255) for c in rgb), *colour[3:])


#: Pixels from the window's edge to the gold inlay: outside the tables' panels, which keep a
#: margin of at least 8 pixels (they had crossed it at 14).
INLAY_INSET = 6

@lru_cache(maxsize=4)
def felt_backdrop(size: tuple[int, int], colour: str = "green") -> pygame.Surface:
    """Baize of ``size`` in ``colour`` (a key of :data:`FELTS`; unknown: green) with a soft
    vignette and a thin gold inlay."""
    centre, edge, _ = FELTS.get(colour, FELTS["green"])
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
def _veil(size: tuple[int, int], alpha: int, felt: str) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill(shade((4, 14, 9, alpha), felt))
    return veil


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken ``surface`` with a translucent veil (for overlays) of the table colour
    chosen."""
    surface.blit(_veil(surface.get_size(), alpha, _chosen[0]), (0, 0))
