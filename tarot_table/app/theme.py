"""The widgets' theme for pygame-gui and the UI's scale.

``assets/theme.json`` is drawn for the green table in a window of :data:`BASE_SIZE`.
:func:`widget_theme` makes it the theme of another table colour at another scale: its colours
shaded as the table colour shades the green table's (:func:`~.draw.felt.shade`: the baize's
greens take the felt's hue, the accent's wine reds the felt's accent), each background a text
is written on darkened until the text stands out from it by :data:`MIN_CONTRAST` (WCAG's
contrast ratio for normal text; disabled widgets and translucent highlights aside), and every
font size and every other measure in pixels (:data:`PIXEL_MISC`: list rows, paddings,
borders, corners, the tooltip's width) multiplied by the scale.

The scale (:func:`ui_scale`) is the window's factor — how many times :data:`BASE_SIZE` the
canvas is, at least 1 — times the player's "UI scale" setting (100–200 %), at most what leaves
the scenes a room of :data:`~.viewport.MIN_SIZE` (the smallest canvas they are laid out for,
so a small window shows less than 200 %), in steps of :data:`SCALE_STEP`. The menus multiply
their own measures by the same scale (``MenuScene.px``).
"""

from __future__ import annotations

import colorsys
import copy
import json
import math
from functools import lru_cache
from typing import Any

from ..resources import asset_path
from .draw.felt import shade
from .viewport import MIN_SIZE

#: The window (w, h) in pixels ``assets/theme.json`` and the menus' measures are drawn for.
BASE_SIZE = (1280, 800)
#: The scale goes by steps of this much: a window dragged larger loads a new set of fonts
#: every step, not every pixel.
SCALE_STEP = 0.05
#: The least contrast ratio (WCAG 2) between a widget's text and its background.
MIN_CONTRAST = 4.5
#: A background at most this opaque is a highlight over another, not checked on its own.
TRANSLUCENT = 0xCC
#: The theme's ``misc`` entries that are measures in pixels.
PIXEL_MISC = frozenset({"list_item_height", "padding", "text_horiz_alignment_padding",
                        "text_vert_alignment_padding", "border_width", "shadow_width",
                        "shape_corner_radius", "rect_width", "text_shadow_size",
                        "text_shadow_offset", "sliding_button_width"})
#: The widget states whose text and background go together (``normal_text`` on ``normal_bg``).
STATES = ("normal", "hovered", "selected", "active")


def window_factor(canvas: tuple[int, int]) -> float:
    """How many times :data:`BASE_SIZE` a canvas of ``canvas`` (w, h) pixels is, across and
    down, whichever less, at least 1.

    >>> window_factor((1920, 1080)), window_factor((800, 600))
    (1.35, 1.0)
    """
    return max(1.0, min(canvas[0] / BASE_SIZE[0], canvas[1] / BASE_SIZE[1]))


def ui_scale(canvas: tuple[int, int], percent: int) -> float:
    """The UI's scale for a canvas of ``canvas`` (w, h) pixels and the "UI scale" setting
    ``percent``: :func:`window_factor` times ``percent`` / 100, at most
    ``min(w / 800, h / 560)``, at least 1, down to a step of :data:`SCALE_STEP`.

    >>> ui_scale((1280, 800), 100), ui_scale((1920, 1080), 100), ui_scale((800, 600), 200)
    (1.0, 1.35, 1.0)
    >>> ui_scale((1920, 1080), 200), ui_scale((3840, 2160), 150)
    (1.9, 3.85)
    """
    room = min(canvas[0] / MIN_SIZE[0], canvas[1] / MIN_SIZE[1])
    scale = max(1.0, min(window_factor(canvas) * percent / 100, room))
    return round(math.floor(scale / SCALE_STEP + 1e-9) * SCALE_STEP, 2)


def table_scale(canvas: tuple[int, int], scale: float) -> float:
    """How many times its size for the window (``layout.line_height``) the table's text is on
    a canvas of ``canvas`` (w, h) pixels at the UI's ``scale``: the part of the scale that is
    not the window's factor (the "UI scale" setting, as far as the window has room for it).

    >>> table_scale((1920, 1080), 1.35), table_scale((1280, 800), 1.4)
    (1.0, 1.4)
    """
    return scale / window_factor(canvas)


def scaled(pixels: float, scale: float) -> int:
    """``pixels`` (a measure drawn for :data:`BASE_SIZE`) at ``scale``, in whole pixels; a
    positive measure stays at least 1."""
    value = round(pixels * scale)
    return max(1, value) if pixels > 0 else value


@lru_cache(maxsize=1)
def _template() -> dict[str, Any]:
    return json.loads(asset_path("theme.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=16)
def widget_theme(felt: str, scale: float) -> dict[str, Any]:
    """The pygame-gui theme (a dict for ``UIManager``) of ``assets/theme.json`` on the table
    colour ``felt`` (a key of ``draw.felt.FELTS``) at ``scale`` (see the module docstring).
    Shared between calls: do not change it."""
    theme = copy.deepcopy(_template())
    for block in theme.values():
        colours = block.get("colours", {})
        for name, value in colours.items():
            colours[name] = to_hex(shade(from_hex(value), felt))
        font = block.get("font")
        if font is not None and "size" in font:
            font["size"] = str(scaled(int(font["size"]), scale))
        for name, value in block.get("misc", {}).items():
            if name in PIXEL_MISC:
                block["misc"][name] = ",".join(str(scaled(int(v), scale))
                                               for v in value.split(","))
    for name in theme:
        _keep_readable(theme, name)
    return theme


def resolved_colours(theme: dict[str, Any], name: str) -> dict[str, str]:
    """The colours block ``name`` of ``theme`` draws with: the defaults', then those of its
    prototypes (the farthest first), then its own."""
    chain, block = [], theme.get(name, {})
    while block is not None:
        chain.append(block)
        block = theme.get(block["prototype"]) if "prototype" in block else None
    colours = dict(theme.get("defaults", {}).get("colours", {}))
    for block in reversed(chain):
        colours.update(block.get("colours", {}))
    return colours


def _keep_readable(theme: dict[str, Any], name: str) -> None:
    """Darken the backgrounds of block ``name`` (its own or those it takes from elsewhere,
    then written in it) under which its texts would stand out by less than
    :data:`MIN_CONTRAST`."""
    colours = resolved_colours(theme, name)
    pairs = [(f"{state}_text", f"{state}_bg") for state in STATES]
    pairs.append(("normal_text", "dark_bg"))
    for text, back in pairs:
        if text not in colours or back not in colours:
            continue
        fg, bg = from_hex(colours[text]), from_hex(colours[back])
        if len(bg) == 4 and bg[3] <= TRANSLUCENT:
            continue
        darker = readable_background(fg, bg)
        if darker != bg:
            theme[name].setdefault("colours", {})[back] = colours[back] = to_hex(darker)


def readable_background(text: tuple[int, ...], back: tuple[int, ...]) -> tuple[int, ...]:
    """``back`` darkened, its hue kept, until ``text`` on it has a contrast ratio of at least
    :data:`MIN_CONTRAST` (``back`` itself when it has; black at the least)."""
    hue, lightness, saturation = colorsys.rgb_to_hls(*(c / 255 for c in back[:3]))
    colour = tuple(back)
    while contrast(text, colour) < MIN_CONTRAST and lightness > 0:
        lightness = max(0.0, lightness - 0.01)
        rgb = colorsys.hls_to_rgb(hue, lightness, saturation)
        colour = (*(round(c * 255) for c in rgb), *back[3:])
    return colour


def luminance(colour: tuple[int, ...]) -> float:
    """WCAG 2's relative luminance of an (r, g, b[, a]) colour, 0 (black) to 1 (white)."""
    def linear(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    """WCAG 2's contrast ratio of two colours, 1 to 21.

    >>> round(contrast((255, 255, 255), (0, 0, 0)), 1), contrast((9, 9, 9), (9, 9, 9))
    (21.0, 1.0)
    """
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def from_hex(value: str) -> tuple[int, ...]:
    """``"#rrggbb"`` or ``"#rrggbbaa"`` as a tuple of 0–255 channels."""
    digits = value.lstrip("#")
    return tuple(int(digits[k:k + 2], 16) for k in range(0, len(digits), 2))


def to_hex(colour: tuple[int, ...]) -> str:
    """A tuple of 0–255 channels as ``"#rrggbb"`` (``"#rrggbbaa"`` with an alpha)."""
    return "#" + "".join(f"{c:02x}" for c in colour)
