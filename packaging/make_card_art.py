#!/usr/bin/env python3
"""Draw the card art of tarot_table as SVG: the 78 faces, the back and the app icon.

Run from the repository root::

    python packaging/make_card_art.py            # rewrites assets/ and packaging/icons/
    python packaging/make_card_art.py --out DIR  # writes the same tree under DIR instead

It writes ``assets/cards/<short>.svg`` for every card (``7C.svg``, ``PP.svg``, ``M21.svg``),
the Joker of Tarot Combat's option (``JK.svg``), every minor card again in the suit colours a
colour-blind player tells apart (``7C-safe.svg``: :data:`SAFE_SUIT_COLOURS`),
the faces a game's numbering names otherwise (``M8-marseille.svg``, VIII Justice,
``M11-marseille.svg``, XI Strength, ``M20-marseille.svg`` and ``M20-judgment.svg``, XX
Judgment: ``cards.numbered_faces``),
``assets/cards/back.svg`` (and ``back-<colour>.svg`` for the other backs of
:data:`BACK_COLOURS`), ``assets/icon.svg`` and ``packaging/icons/<N>.png`` (the icon at
each size N of ``ICON_SIZES``, the freedesktop hicolor theme's standard sizes, rendered with
pygame, the only non-stdlib import, loaded only for that step).

The SVGs are rendered in game by SDL_image's nanosvg, so they use only paths, basic shapes,
groups with transforms, fill/stroke attributes and gradients: no ``<text>``, ``<use>``, CSS,
filters, masks or clip paths. All lettering is drawn with the small stroke font below.
Card faces use a 250x350 viewBox (the game's 5:7 card); the output is deterministic.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tarot_table.cards import (  # noqa: E402
    ACE, JOKER, KING, KNIGHT, MAJOR_NAMES, NUMBERINGS, PAGE, QUEEN, RANK_CODES, Card, Suit, full_deck,
    numbered_faces, roman,
)
from tarot_table.desktop import ICON_SIZES  # noqa: E402

W, H = 250, 350
CX, CY = W / 2, H / 2
INK = "#2a2623"
CREAM = "#fbf6ea"
GOLD = "#d9a928"
GOLD_DARK = "#85620e"
PURPLE = "#4b2d7f"


class Palette(NamedTuple):
    """Colours of one suit: ``ink`` for lettering, then the glyph's main, light and dark tones."""

    ink: str
    main: str
    light: str
    dark: str


SUIT_COLOURS = {
    Suit.SWORDS: Palette("#23466b", "#4a79a8", "#d6e2ee", "#1d3652"),
    Suit.STAVES: Palette("#2d6a2a", "#9a6430", "#5fa84f", "#4a2f12"),
    Suit.CUPS: Palette("#a01c25", "#c8323c", "#f3c3c6", "#6a0f16"),
    Suit.COINS: Palette("#865e00", "#e2b23a", "#f7e3a1", "#735000"),
}
#: The suits' colours of the "Colour-blind safe" faces (``<short>-safe.svg``): Swords blue,
#: Staves charcoal, Cups magenta, Coins gold, so that any two suits' inks, and any two suits'
#: main tones, lie at least 27 apart (CIELAB ΔE) in full colour and as protanopia,
#: deuteranopia and tritanopia show them (Machado, Oliveira and Fernandes 2009, severity 1) —
#: the classic Staves and Cups lie 2 apart under deuteranopia — and every ink stands out from
#: the card's cream by a contrast ratio of at least 4.5.
SAFE_SUIT_COLOURS = {
    Suit.SWORDS: Palette("#1428b4", "#2f4fd8", "#d3dbf7", "#0a1670"),
    Suit.STAVES: Palette("#262626", "#3a3a3a", "#a8a8a8", "#141414"),
    Suit.CUPS: Palette("#c00b86", "#d62a98", "#f5c6e3", "#730550"),
    Suit.COINS: Palette("#916808", "#e6b020", "#f7e3a1", "#5e4300"),
}
GOLDEN = Palette(GOLD_DARK, GOLD, "#f7e3a1", GOLD_DARK)


# --------------------------------------------------------------------------- SVG writing

def fmt(v: float) -> str:
    """A number as SVG text: integers as they are, floats to two decimals without trailing 0s."""
    if isinstance(v, int):
        return str(v)
    s = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def el(tag: str, **attrs) -> str:
    """One empty SVG element; ``stroke_width=`` becomes ``stroke-width=``."""
    body = " ".join(f'{k.replace("_", "-")}="{v if isinstance(v, str) else fmt(v)}"'
                    for k, v in attrs.items() if v is not None)
    return f"<{tag} {body}/>"


def paint(fill: str, stroke: str | None, sw: float | None) -> dict:
    if stroke is None:
        return {"fill": fill}
    return {"fill": fill, "stroke": stroke, "stroke_width": sw or 1,
            "stroke_linejoin": "round", "stroke_linecap": "round"}


def circle(cx, cy, r, fill="none", stroke=None, sw=None, **kw) -> str:
    return el("circle", cx=cx, cy=cy, r=r, **paint(fill, stroke, sw), **kw)


def ellipse(cx, cy, rx, ry, fill="none", stroke=None, sw=None, **kw) -> str:
    return el("ellipse", cx=cx, cy=cy, rx=rx, ry=ry, **paint(fill, stroke, sw), **kw)


def rect(x, y, w, h, fill="none", stroke=None, sw=None, rx=None, **kw) -> str:
    return el("rect", x=x, y=y, width=w, height=h, rx=rx, **paint(fill, stroke, sw), **kw)


def line(x1, y1, x2, y2, stroke=INK, sw=1, **kw) -> str:
    return el("line", x1=x1, y1=y1, x2=x2, y2=y2, **paint("none", stroke, sw), **kw)


def points(pts) -> str:
    return " ".join(f"{fmt(x)},{fmt(y)}" for x, y in pts)


def polygon(pts, fill="none", stroke=None, sw=None, **kw) -> str:
    return el("polygon", points=points(pts), **paint(fill, stroke, sw), **kw)


def polyline(pts, stroke=INK, sw=1, **kw) -> str:
    return el("polyline", points=points(pts), **paint("none", stroke, sw), **kw)


def path(d, fill="none", stroke=None, sw=None, **kw) -> str:
    return el("path", d=d, **paint(fill, stroke, sw), **kw)


def group(children, transform: str | None = None, **attrs) -> str:
    head = "".join(f' {k.replace("_", "-")}="{v}"' for k, v in {"transform": transform, **attrs}.items()
                   if v is not None)
    return f"<g{head}>" + "".join(children) + "</g>"


def place(children, x, y, scale=1.0, rot=0) -> str:
    """``children`` drawn around their origin, moved to (x, y), scaled and rotated (degrees)."""
    t = f"translate({fmt(x)} {fmt(y)})"
    if rot:
        t += f" rotate({fmt(rot)})"
    if scale != 1:
        t += f" scale({fmt(scale)})"
    return group(children, t)


def mirror_x(children) -> str:
    return group(children, "scale(-1 1)")


def svg(body, defs=(), w=W, h=H) -> str:
    head = f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
    defs_text = "<defs>" + "".join(defs) + "</defs>\n" if defs else ""
    return head + defs_text + "\n".join(body) + "\n</svg>\n"


def radial(gid, inner, outer, cx=0, cy=0, r=100) -> str:
    return (f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="{fmt(cx)}" cy="{fmt(cy)}"'
            f' r="{fmt(r)}"><stop offset="0" stop-color="{inner}"/>'
            f'<stop offset="1" stop-color="{outer}"/></radialGradient>')


def arc_pts(cx, cy, rx, ry, a0, a1, step=10.0):
    """Points along an ellipse from angle a0 to a1 (degrees, 0 = right, 90 = down)."""
    n = max(2, math.ceil(abs(a1 - a0) / step) + 1)
    return [(cx + rx * math.cos(math.radians(a0 + (a1 - a0) * i / (n - 1))),
             cy + ry * math.sin(math.radians(a0 + (a1 - a0) * i / (n - 1)))) for i in range(n)]


def pentagram(cx, cy, r, rot=-90.0):
    """The five points of a star drawn in one line, in drawing order, the first at angle ``rot``."""
    return [polar(cx, cy, r, rot + 144 * i) for i in range(5)]


def polar(cx, cy, r, angle):
    """The point at distance ``r`` from (cx, cy) in direction ``angle`` (degrees, 90 = down)."""
    return cx + r * math.cos(math.radians(angle)), cy + r * math.sin(math.radians(angle))


def star_pts(cx, cy, r_out, r_in, n, rot=-90.0):
    """A star polygon with ``n`` points, the first pointing at angle ``rot``."""
    return [polar(cx, cy, r_out if i % 2 == 0 else r_in, rot + 180 * i / n) for i in range(2 * n)]


def rays(n, r0, r1, colour, sw, cx=0, cy=0, start=0):
    """``n`` radial lines from radius r0 to r1 around (cx, cy), the first at angle ``start``."""
    return [line(*polar(cx, cy, r0, a), *polar(cx, cy, r1, a), colour, sw)
            for a in (start + 360 * i / n for i in range(n))]


# --------------------------------------------------------------------------- stroke font
# Glyphs on a 10-high grid (y down, baseline 10). Strokes are separated by "|"; a token
# "x,y" is a point, "@cx,cy,rx,ry,a0,a1" an elliptic arc sampled into points.
FONT = {
    "A": "0,10 3,0 6,10|1.1,6.6 4.9,6.6",
    "B": "0,5 3,5 @3,2.5,2.5,2.5,90,-90 0,0 0,10 3.4,10 @3.4,7.5,2.6,2.5,90,-90 3,5",
    "C": "@3.2,5,3.2,5,-42,-318",
    "D": "0,0 0,10 @2.5,5,3.5,5,90,-90 0,0",
    "E": "5.5,0 0,0 0,10 5.5,10|0,5 4.2,5",
    "F": "5.5,0 0,0 0,10|0,5 4.2,5",
    "G": "@3.2,5,3.2,5,-42,-360 3.6,5",
    "H": "0,0 0,10|6,0 6,10|0,5 6,5",
    "I": "0,0 3,0|1.5,0 1.5,10|0,10 3,10",
    "J": "5,0 5,7.5 @2.5,7.5,2.5,2.5,0,165",
    "K": "0,0 0,10|6,0 0,6.5|2.2,4.6 6,10",
    "L": "0,0 0,10 5.5,10",
    "M": "0,10 0,0 4,7 8,0 8,10",
    "N": "0,10 0,0 6,10 6,0",
    "O": "@3.3,5,3.3,5,0,360",
    "P": "0,10 0,0 3.3,0 @3.3,2.7,2.7,2.7,-90,90 0,5.4",
    "Q": "@3.3,5,3.3,5,0,360|3.8,7.3 6.8,10.3",
    "R": "0,10 0,0 3.3,0 @3.3,2.7,2.7,2.7,-90,90 0,5.4|3,5.4 6,10",
    "S": "@3,2.55,2.8,2.55,-25,-270 @3,7.55,3,2.45,-90,155",
    "T": "0,0 6,0|3,0 3,10",
    "U": "0,0 0,7 @3,7,3,3,180,0 6,0",
    "V": "0,0 3,10 6,0",
    "W": "0,0 2,10 4,3 6,10 8,0",
    "X": "0,0 6,10|6,0 0,10",
    "Y": "0,0 3,5 6,0|3,5 3,10",
    "Z": "0,0 6,0 0,10 6,10",
    "0": "@2.8,5,2.8,5,0,360",
    "1": "0.4,2.2 2.6,0 2.6,10",
    "2": "@3,3,3,3,-165,35 0,10 6,10",
    "3": "@3,2.55,2.7,2.55,-150,90 @3,7.55,3,2.45,-90,150",
    "4": "4.5,10 4.5,0 0,7 6,7",
    "5": "5.5,0 0.6,0 0.3,4.6 @3,6.8,3,3.2,-125,150",
    "6": "@6,6.9,6,6.5,-112,-180 @3,6.9,3,3.1,180,-180",
    "7": "0,0 6,0 2,10",
    "8": "@3,2.5,2.6,2.5,90,450|@3,7.45,3,2.55,-90,270",
    "9": "@3,3.1,3,3.1,0,360 @0,3.1,6,6.5,0,68",
    "-": "0.5,5.5 4.5,5.5",
    ".": "0,9.7 0,10",
    "'": "0,0 0,3",
}
GAP, SPACE = 2.4, 3.2


def _parse_glyph(spec: str):
    strokes = []
    for part in spec.split("|"):
        pts = []
        for tok in part.split():
            nums = [float(v) for v in tok.lstrip("@").split(",")]
            pts += arc_pts(*nums) if tok.startswith("@") else [tuple(nums)]
        strokes.append(pts)
    return strokes


GLYPHS = {ch: _parse_glyph(spec) for ch, spec in FONT.items()}
ADVANCE = {ch: max(x for s in strokes for x, _ in s) for ch, strokes in GLYPHS.items()} | {" ": SPACE}


def text_width(s: str) -> float:
    """Width of ``s`` in font units (the font is 10 units high)."""
    return sum(ADVANCE[ch] for ch in s) + GAP * (len(s) - 1)


def text(s: str, cx, top, height, colour, weight, max_width=None) -> str:
    """``s`` (capitals, digits, ``-.'``) centred on ``cx`` with its cap top at ``top``, as one
    stroked path; squeezed horizontally to ``max_width`` when given and needed."""
    sy = height / 10
    sx = sy if max_width is None else min(sy, max_width / text_width(s))
    x = cx - text_width(s) * sx / 2
    d = []
    for ch in s:
        for stroke in GLYPHS.get(ch, ()):
            d.append("M" + " L".join(f"{fmt(x + px * sx)} {fmt(top + py * sy)}" for px, py in stroke))
        x += (ADVANCE[ch] + GAP) * sx
    return path("".join(d), stroke=colour, sw=weight)


# --------------------------------------------------------------------------- suit glyphs
# Each glyph is drawn about its origin, about 44 units high.

def sword(p: Palette):
    return [
        polygon([(0, -23), (3.6, -16), (3.6, 5), (-3.6, 5), (-3.6, -16)], p.light, p.dark, 1.4),
        line(0, -15, 0, 3, p.main, 1.2),
        rect(-11.5, 5, 23, 4.6, p.dark, rx=2.3),
        rect(-2.2, 9.6, 4.4, 9, p.main, p.dark, 1),
        circle(0, 21, 3.4, p.dark),
    ]


def leaf(x, y, angle, length, width, fill, stroke):
    d = f"M0 0 Q{fmt(length / 2)} {fmt(-width)} {fmt(length)} 0 Q{fmt(length / 2)} {fmt(width)} 0 0 Z"
    return place([path(d, fill, stroke, 0.8)], x, y, 1.0, angle)


def staff(p: Palette):
    return [
        leaf(-1.5, -15, -145, 12, 3.6, p.light, p.ink),
        leaf(1.5, -9, -30, 11, 3.4, p.light, p.ink),
        rect(-3.4, -22, 6.8, 44, p.main, p.dark, 1.3, rx=3.4),
        rect(-4.6, -5, 9.2, 3, p.dark, rx=1.5),
        rect(-4.6, 12, 9.2, 3, p.dark, rx=1.5),
        line(-1, -18, -1, -7, CREAM, 1.2, opacity=0.6),
    ]


def cup(p: Palette):
    return [
        path("M-13 -19 H13 C13 -6 7 -1 0 -1 C-7 -1 -13 -6 -13 -19 Z", p.main, p.dark, 1.4),
        ellipse(0, -19, 13, 3, p.light, p.dark, 1.2),
        rect(-2, -1, 4, 14, p.main, p.dark, 1),
        ellipse(0, 5, 4.2, 2.2, p.dark),
        path("M-11 21 C-9 15 -3 13 0 12 C3 13 9 15 11 21 Z", p.main, p.dark, 1.4),
    ]


def coin(p: Palette):
    return [
        circle(0, 0, 18, p.main, p.dark, 1.6),
        circle(0, 0, 14.5, p.light, p.dark, 1),
        polygon(pentagram(0, 0, 12), "none", p.dark, 1.5),
    ]


SUIT_GLYPH = {Suit.SWORDS: sword, Suit.STAVES: staff, Suit.CUPS: cup, Suit.COINS: coin}


def suit_glyph(suit: Suit, colours=SUIT_COLOURS):
    return SUIT_GLYPH[suit](colours[suit])


# --------------------------------------------------------------------------- card frames

def card_base(frame_colour: str):
    return [rect(1.5, 1.5, 247, 347, CREAM, INK, 2, rx=14),
            rect(9, 9, 232, 332, "none", frame_colour, 1.2, rx=9)]


def corner(index_parts) -> list[str]:
    """The index drawn at the top left and again, turned 180°, at the bottom right."""
    return [group(index_parts), group(index_parts, f"rotate(180 {fmt(CX)} {fmt(CY)})")]


def minor_corner(card: Card, colours=SUIT_COLOURS):
    p = colours[card.suit]
    code = RANK_CODES[card.rank]
    return corner([text(code, 27, 17, 22, p.ink, 3.2, max_width=30),
                   place(suit_glyph(card.suit, colours), 27, 64, 0.6)])


# --------------------------------------------------------------------------- minor faces

_ROWS4 = (74, 141.3, 208.7, 276)
_PIP_LAYOUTS = {
    2: [(125, 74), (125, 276)],
    3: [(125, 74), (125, 175), (125, 276)],
    4: [(x, y) for y in (74, 276) for x in (78, 172)],
    5: [(x, y) for y in (74, 276) for x in (78, 172)] + [(125, 175)],
    6: [(x, y) for y in (74, 175, 276) for x in (78, 172)],
    7: [(x, y) for y in (74, 175, 276) for x in (78, 172)] + [(125, 124.5)],
    8: [(x, y) for y in (74, 175, 276) for x in (78, 172)] + [(125, 124.5), (125, 225.5)],
    9: [(x, y) for y in _ROWS4 for x in (78, 172)] + [(125, 175)],
    10: [(x, y) for y in _ROWS4 for x in (78, 172)] + [(125, 107.7), (125, 242.3)],
}


def pips(card: Card, colours=SUIT_COLOURS):
    scale = 1.35 if card.rank <= 3 else 1.3 if card.rank <= 6 else 1.15
    return [place(suit_glyph(card.suit, colours), x, y, scale)
            for x, y in _PIP_LAYOUTS[card.rank]]


def ace(card: Card, colours=SUIT_COLOURS):
    p = colours[card.suit]
    return [*rays(12, 80, 106, p.main, 2.4, CX, CY), *rays(12, 80, 94, p.main, 1.6, CX, CY, 15),
            circle(CX, CY, 76, p.light, p.main, 2.5),
            circle(CX, CY, 69, "none", p.main, 1, stroke_dasharray="3 4"),
            place(suit_glyph(card.suit, colours), CX, CY, 2.75)]


def crown(p: Palette):
    return [
        polygon([(-38, 14), (-43, -28), (-21, -4), (0, -40), (21, -4), (43, -28), (38, 14)],
                GOLD, GOLD_DARK, 2.2),
        rect(-41, 10, 82, 17, GOLD, GOLD_DARK, 2.2, rx=3),
        *[circle(x, y, 5.5, CREAM, GOLD_DARK, 1.8) for x, y in ((-43, -30), (0, -43), (43, -30))],
        *[circle(x, 18.5, 4.5, p.main, p.dark, 1.3) for x in (-24, 0, 24)],
        polygon([(0, -18), (7, -6), (0, 4), (-7, -6)], p.main, p.dark, 1.3),
    ]


def tiara_and_veil(p: Palette):
    drape = "M-24 -2 C-44 8 -46 36 -54 60 L-24 60 C-22 42 -24 22 -18 10 Z"
    return [
        path("M-34 10 C-34 -16 34 -16 34 10 Z", p.light, p.main, 1.8),
        ellipse(0, 22, 17, 22, "#f6dcc3", INK, 1.6),
        path("M-10 18 Q-6 21 -2 18 M2 18 Q6 21 10 18 M-5 32 Q0 35 5 32", "none", INK, 1.4),
        path(drape, p.light, p.main, 1.8), mirror_x([path(drape, p.light, p.main, 1.8)]),
        path("M-30 8 C-16 -2 16 -2 30 8 L30 14 C16 6 -16 6 -30 14 Z", GOLD, GOLD_DARK, 2),
        path("M-26 4 L-19 -14 L-10 0 L0 -30 L10 0 L19 -14 L26 4 C14 -2 -14 -2 -26 4 Z", GOLD, GOLD_DARK, 2),
        circle(0, -33, 4.5, CREAM, GOLD_DARK, 1.5),
        *[circle(x, -16, 3, CREAM, GOLD_DARK, 1.2) for x in (-19, 19)],
        path("M0 -16 C5 -10 5 -5 0 -2 C-5 -5 -5 -10 0 -16 Z", p.main, p.dark, 1.2),
    ]


def horse_head(p: Palette):
    head = ("M30 50 C40 22 38 -16 16 -34 L12 -52 L2 -38 C-10 -39 -20 -30 -27 -17 L-41 3 "
            "C-44 10 -39 17 -32 16 L-14 11 C-10 19 -17 36 -21 50 Z")
    mane = [(14, -34), (24, -30), (22, -22), (31, -16), (28, -8), (36, -2), (32, 6), (38, 14), (34, 22),
            (38, 30)]
    return [
        path(head, "#efe7d8", INK, 2.2),
        polyline(mane, p.main, 4),
        polyline([(-31, -10), (-21, 13)], p.dark, 3),
        polyline([(-26, 0), (4, -34)], p.dark, 2.4),
        polyline([(-22, 10), (30, 24)], p.dark, 1.6),
        circle(-8, -21, 3.2, INK),
        circle(-35, 5, 1.8, INK),
        polygon([(-21, 50), (30, 50), (34, 58), (-25, 58)], p.main, p.dark, 1.6),
    ]


def feathered_cap(p: Palette):
    feather = "M24 6 C22 -30 -8 -54 -52 -52 C-20 -42 2 -24 24 6 Z"
    barbs = [line(x, y, x + dx, y + 7, INK, 0.8)
             for x, y, dx in ((-32, -48, 5), (-18, -43, 4), (-4, -35, 3), (8, -24, 2))]
    return [
        path(feather, "#fffdf7", INK, 1.6), path("M24 6 C8 -28 -18 -46 -48 -51", "none", INK, 1.2), *barbs,
        path("M-28 12 C-58 8 -54 -16 -14 -20 C26 -24 58 -12 48 4 C44 10 36 12 28 12 Z", p.main, p.dark, 2),
        circle(4, -21, 4, p.dark),
        rect(-32, 10, 64, 13, p.dark, rx=6.5),
        path("M-24 12 Q0 16 24 12", "none", GOLD, 1.6),
        circle(22, 8, 6, GOLD, GOLD_DARK, 1.5),
    ]


COURT_EMBLEMS = {PAGE: feathered_cap, KNIGHT: horse_head, QUEEN: tiara_and_veil, KING: crown}
COURT_TITLES = {PAGE: "PAGE", KNIGHT: "KNIGHT", QUEEN: "QUEEN", KING: "KING"}


def court(card: Card, colours=SUIT_COLOURS):
    p = colours[card.suit]
    arch = "M52 262 V130 A73 73 0 0 1 198 130 V262 Z"
    return [
        path(arch, p.light, p.main, 1.8, fill_opacity=0.45),
        place(COURT_EMBLEMS[card.rank](p), CX, 132, 1.2),
        place(suit_glyph(card.suit, colours), CX, 236, 1.0),
        text(COURT_TITLES[card.rank], CX, 280, 17, p.ink, 2.6),
    ]


def minor_face(card: Card, colours=SUIT_COLOURS) -> str:
    """A minor card's face in the suits' ``colours`` (:data:`SUIT_COLOURS` or
    :data:`SAFE_SUIT_COLOURS`)."""
    p = colours[card.suit]
    middle = ace(card, colours) if card.rank == ACE else court(card, colours) \
        if card.is_court else pips(card, colours)
    return svg([*card_base(p.main), *middle, *minor_corner(card, colours)])


# --------------------------------------------------------------------------- major emblems
# Each emblem is drawn about the centre of the medallion, within a radius of about 74.

def heart(x, y, s, fill, stroke):
    d = ("M0 0.9 C-0.1 0.8 -1 0.2 -1 -0.35 C-1 -0.75 -0.6 -1 -0.3 -1 C-0.12 -1 0 -0.88 0 -0.7 "
         "C0 -0.88 0.12 -1 0.3 -1 C0.6 -1 1 -0.75 1 -0.35 C1 0.2 0.1 0.8 0 0.9 Z")
    return place([path(d, fill, stroke, 2 / s)], x, y, s)


def crescent(cx, cy, r, bulge, fill, stroke, sw):
    """A crescent opening to the right: the left half-disc less an arc bulging by ``bulge``."""
    big = (r * r + bulge * bulge) / (2 * bulge)
    return path(f"M{fmt(cx)} {fmt(cy - r)} A{fmt(r)} {fmt(r)} 0 0 0 {fmt(cx)} {fmt(cy + r)} "
                f"A{fmt(big)} {fmt(big)} 0 0 1 {fmt(cx)} {fmt(cy - r)} Z", fill, stroke, sw)


def fool():
    horn = "M-38 30 C-44 4 -56 -18 -64 -40 C-40 -30 -22 -8 -12 30 Z"
    return [
        path(horn, "#c8323c", INK, 2), mirror_x([path(horn, "#3b6fb0", INK, 2)]),
        path("M-14 30 C-16 -10 -8 -40 0 -64 C8 -40 16 -10 14 30 Z", GOLD, INK, 2),
        *[circle(x, y, 6.5, GOLD, INK, 1.8) for x, y in ((-64, -40), (0, -64), (64, -40))],
        path("M-42 28 Q0 42 42 28 L42 44 Q0 58 -42 44 Z", "#5b9a4a", INK, 2),
        *[circle(x, 41 + 0.004 * x * x, 3, GOLD, INK, 1) for x in (-28, -14, 0, 14, 28)],
    ]


def magician():
    lemniscate = []  # Bernoulli's, the infinity sign, 92 wide
    for t in (math.pi * i / 36 for i in range(72)):
        d = 1 + math.sin(t) ** 2
        lemniscate.append((46 * math.cos(t) / d, 23 * math.sin(2 * t) / d - 28))
    tools = [place(suit_glyph(s), x, 27 - 0.7 * (18 if s is Suit.COINS else 22), 0.7) for s, x in
             zip((Suit.STAVES, Suit.CUPS, Suit.SWORDS, Suit.COINS), (-48, -16, 16, 48))]
    return [polygon(lemniscate, "none", GOLD_DARK, 5), polygon(lemniscate, "none", GOLD, 2.5),
            *tools, rect(-66, 27, 132, 9, "#8b5a2b", INK, 1.8, rx=2),
            rect(-58, 36, 7, 26, "#6b421d", INK, 1.5), rect(51, 36, 7, 26, "#6b421d", INK, 1.5)]


def pillar(x, colour, letter, ink):
    return [rect(x - 11, -50, 22, 106, colour, INK, 1.8),
            rect(x - 15, -60, 30, 10, colour, INK, 1.8, rx=2),
            rect(x - 15, 56, 30, 8, colour, INK, 1.8, rx=2),
            text(letter, x, -36, 14, ink, 2.4)]


def high_priestess():
    return [*pillar(-50, "#2c2a44", "B", CREAM), *pillar(50, "#f4efe2", "J", INK),
            crescent(6, -26, 22, 12, "#e9e4c9", INK, 1.8),
            rect(-26, 16, 52, 24, CREAM, INK, 1.6, rx=3),
            circle(-26, 28, 6, "#e8dfc6", INK, 1.4), circle(26, 28, 6, "#e8dfc6", INK, 1.4),
            text("TORA", 0, 23, 10, PURPLE, 1.6)]


def empress():
    stars = [polygon(star_pts(x, y, 6, 2.6, 5), GOLD, GOLD_DARK, 0.8)
             for x, y in arc_pts(0, -8, 64, 58, -165, -15, 15)]
    return [*stars, heart(0, 6, 50, "#f2b6c0", INK),
            circle(0, -4, 17, "none", "#2e7d4a", 7), line(0, 13, 0, 42, "#2e7d4a", 7),
            line(-12, 29, 12, 29, "#2e7d4a", 7)]


def emperor():
    return [rect(-54, -46, 108, 104, "#b9b3a6", INK, 2, rx=4),
            *[circle(x, -46, 13, "#d8d2c4", INK, 2) for x in (-54, 54)],
            *[circle(x, -46, 6, "none", INK, 1.6) for x in (-54, 54)],
            line(-28, -40, -28, 52, GOLD_DARK, 6), line(-28, -40, -28, 52, GOLD, 3),
            ellipse(-28, -48, 7, 9, "none", GOLD_DARK, 4), line(-38, -34, -18, -34, GOLD_DARK, 5),
            circle(20, 12, 24, GOLD, GOLD_DARK, 2.4), line(-4, 12, 44, 12, GOLD_DARK, 2.2),
            line(20, -12, 20, 36, GOLD_DARK, 1.2),
            line(20, -12, 20, -32, GOLD_DARK, 4.5), line(12, -24, 28, -24, GOLD_DARK, 4.5)]


def key(angle, colour):
    parts = [circle(0, -50, 11, "none", INK, 6.5), circle(0, -50, 11, "none", colour, 3.6),
             line(0, -39, 0, 38, INK, 6.5), line(0, -39, 0, 38, colour, 3.6),
             rect(0, 22, 14, 6, colour, INK, 1.4), rect(0, 32, 10, 6, colour, INK, 1.4)]
    return place(parts, 0, 18, 1.0, angle)


def hierophant():
    bars = [line(-w, y, w, y, GOLD_DARK, 7) for y, w in ((-62, 10), (-50, 15), (-38, 20))]
    bars_hi = [line(-w, y, w, y, GOLD, 3.5) for y, w in ((-62, 10), (-50, 15), (-38, 20))]
    return [key(-38, "#cfd6de"), key(38, GOLD),
            line(0, -72, 0, 70, GOLD_DARK, 7), *bars, line(0, -72, 0, 70, GOLD, 3.5), *bars_hi]


def lovers():
    return [*rays(16, 30, 44, "#e8b83a", 3, 0, -34, -90), circle(0, -34, 22, "#f7d36a", "#c8932a", 2),
            heart(-18, 22, 34, "#c8323c", INK), heart(20, 28, 30, "#f08a9a", INK)]


def wheel(x, y, r):
    return [circle(x, y, r, "#e5d4b0", INK, 2.5), circle(x, y, r - 5, "none", INK, 1.2),
            *[line(*polar(x, y, 4, a), *polar(x, y, r - 5, a), INK, 1.6)
              for a in range(0, 360, 45)], circle(x, y, 4.5, INK)]


def chariot():
    stars = [polygon(star_pts(x, -44, 4, 1.7, 5), GOLD) for x in (-30, -15, 0, 15, 30)]
    return [line(-36, -40, -36, 0, INK, 3), line(36, -40, 36, 0, INK, 3),
            path("M-50 -36 Q0 -78 50 -36 Z", "#2b3f7a", INK, 2), *stars,
            rect(-44, -4, 88, 46, "#9fb3c8", INK, 2.2, rx=3),
            path("M-30 14 Q-14 2 0 14 Q14 2 30 14", "none", GOLD_DARK, 3), circle(0, 16, 6, GOLD, INK, 1.5),
            *wheel(-52, 40, 22), *wheel(52, 40, 22)]


def strength():
    return [polygon(star_pts(0, 4, 66, 50, 18), "#d2801f", "#7a4310", 2),
            circle(-30, -30, 11, "#e7b457", INK, 1.8), circle(30, -30, 11, "#e7b457", INK, 1.8),
            circle(0, 4, 42, "#f0c766", INK, 2),
            ellipse(-15, -6, 5, 6, INK), ellipse(15, -6, 5, 6, INK),
            polygon([(-9, 10), (9, 10), (0, 20)], "#5a3412", INK, 1.2),
            path("M0 20 Q-8 32 -18 26 M0 20 Q8 32 18 26", "none", INK, 2.2)]


def hermit():
    return [circle(0, -8, 58, "#fff3b0", opacity=0.25), circle(0, -8, 40, "#fff3b0", opacity=0.35),
            line(46, -72, 46, 72, "#8b5a2b", 6),
            circle(0, -60, 7, "none", INK, 2.2),
            polygon([(-16, -52), (16, -52), (26, -38), (-26, -38)], "#3a3a4a", INK, 2),
            rect(-22, -38, 44, 58, "#fff2a8", INK, 2.2),
            polygon(star_pts(0, -9, 16, 9, 6), GOLD, GOLD_DARK, 1.2),
            line(-22, -38, -22, 20, "#3a3a4a", 4), line(22, -38, 22, 20, "#3a3a4a", 4),
            polygon([(-26, 20), (26, 20), (16, 32), (-16, 32)], "#3a3a4a", INK, 2)]


def wheel_of_fortune():
    letters = [place([text(ch, 0, -4.5, 9, PURPLE, 1.6)], *polar(0, 0, 56, a), 1.0, a + 90)
               for ch, a in zip("TARO", (-90, 0, 90, 180))]
    spokes = [line(*polar(0, 0, 12, a), *polar(0, 0, 49, a), "#7a4a1a", 4)
              for a in range(0, 360, 45)]
    return [circle(0, 0, 64, "#e9c46a", INK, 2.4), circle(0, 0, 49, "#fbf0cf", INK, 1.8), *letters, *spokes,
            circle(0, 0, 13, "#c8323c", INK, 2), circle(0, 0, 4, GOLD)]


def justice():
    pan = "M-22 0 A22 10 0 0 0 22 0 Z"
    scales = [line(-52, -34, 52, -34, GOLD_DARK, 4),
              *[polyline([(x - 20, 14), (x, -34), (x + 20, 14)], GOLD_DARK, 1.4) for x in (-52, 52)],
              *[place([path(pan, GOLD, GOLD_DARK, 1.6)], x, 14) for x in (-52, 52)]]
    return [place(sword(SUIT_COLOURS[Suit.SWORDS]), 0, 6, 2.75), *scales,
            circle(0, -34, 5, GOLD, GOLD_DARK, 1.5)]


def hanged_man():
    wood, legs, tunic = "#6f8a3a", "#c8323c", "#3b6fb0"
    return [polyline([(-50, 70), (-50, -60), (50, -60), (50, 70)], wood, 9),
            line(0, -60, 0, -48, INK, 2), circle(0, 38, 18, "#ffe38a", GOLD, 1.5),
            line(0, -48, 0, -6, legs, 7), polyline([(0, -8), (-20, -22), (0, -34)], legs, 7),
            polygon([(-11, -8), (11, -8), (15, 26), (-15, 26)], tunic, INK, 1.6),
            circle(0, 37, 11, "#f1d2b0", INK, 1.5), path("M-9 42 Q0 52 9 42", "#8a5a2b", INK, 1.2)]


def death():
    skull = ("M-34 0 C-34 -44 34 -44 34 0 C34 14 26 20 22 24 L22 38 L-22 38 L-22 24 "
             "C-26 20 -34 14 -34 0 Z")
    blade = "M50 -62 C20 -74 -14 -64 -36 -40 C-6 -56 24 -60 50 -52 Z"
    scythe = [line(-58, 66, 50, -62, "#5a3b1c", 5), path(blade, "#c9ced6", INK, 1.8)]
    return [*scythe, path(skull, "#efe8d8", INK, 2.2),
            ellipse(-14, -2, 9, 10, INK), ellipse(14, -2, 9, 10, INK),
            polygon([(0, 8), (-5, 18), (5, 18)], INK),
            *[line(x, 26, x, 36, INK, 1.6) for x in (-14, -7, 0, 7, 14)], line(-20, 31, 20, 31, INK, 1.4)]


def temperance():
    gold_cups = GOLDEN._replace(main="#e0b030")
    return [place(cup(gold_cups), -24, -26, 1.45, 40), place(cup(gold_cups), 28, 36, 1.45),
            path("M-4 -52 C30 -58 40 -24 30 6", "none", "#4f9bd6", 6),
            path("M-4 -52 C30 -58 40 -24 30 6", "none", "#bfe0f7", 2)]


def devil():
    wing = [(-22, -20), (-70, -44), (-62, -22), (-74, -8), (-60, 0), (-66, 16), (-28, 10)]
    horn = "M-16 -32 C-26 -44 -30 -58 -24 -70 C-40 -60 -40 -40 -26 -24 Z"
    face = "M-28 -22 C-28 -46 28 -46 28 -22 C28 10 12 32 0 46 C-12 32 -28 10 -28 -22 Z"
    eye = [(-20, -16), (-6, -10), (-18, -8)]
    return [polygon(wing, "#3a1f2c", INK, 1.8), mirror_x([polygon(wing, "#3a1f2c", INK, 1.8)]),
            path(horn, "#efe6cf", INK, 1.8), mirror_x([path(horn, "#efe6cf", INK, 1.8)]),
            path(face, "#9c2222", INK, 2.2),
            polygon(eye, "#ffd23a", INK, 1.2), mirror_x([polygon(eye, "#ffd23a", INK, 1.2)]),
            path("M-12 12 Q0 20 12 12", "none", INK, 2.2),
            polygon(pentagram(0, -28, 8, 90), "none", GOLD, 1.4)]


def tower():
    stone, dark = "#9a938a", "#2b2230"
    flame = "M0 0 C-6 -6 -2 -12 2 -18 C2 -10 8 -8 6 0 Z"
    windows = ((0, -18), (-8, 12), (8, 34))
    bolt = [(54, -54), (36, -46), (44, -40), (22, -34)]
    return [path("M-44 64 L44 64 L36 70 L-36 70 Z", "#5a4a3a", INK, 1.5),
            polygon([(-24, 64), (24, 64), (20, -30), (-20, -30)], stone, INK, 2),
            rect(-26, -44, 52, 14, stone, INK, 2),
            *[rect(x, -52, 8, 9, stone, INK, 1.6) for x in (-26, -13, 5, 18)],
            *[rect(x - 6, y, 12, 16, dark, INK, 1.4, rx=5) for x, y in windows],
            *[place([path(flame, "#f39a1e", "#c0392b", 1)], x, y + 4) for x, y in windows[:2]],
            polyline(bolt, "#8a6a12", 6.5), polyline(bolt, "#ffe04a", 3.5),
            place(crown(SUIT_COLOURS[Suit.CUPS]), -40, -50, 0.28, -30)]


def star_card():
    small = [polygon(star_pts(x, y, 8, 2.6, 8), "#f4f4ff", "#c8c8e8", 0.6)
             for x, y in arc_pts(0, -6, 60, 52, -200, 20, 36.67)]
    return [*small, polygon(star_pts(0, -8, 40, 13, 8), "#ffd84a", "#b8860b", 1.8),
            *[path(f"M-62 {y} Q-46 {y - 6} -31 {y} T0 {y} T31 {y} T62 {y}", "none", "#7fb4f0", 2.5)
              for y in (46, 56)]]


def moon():
    drops = [place([path("M0 -5 C3 -1 3 3 0 4 C-3 3 -3 -1 0 -5 Z", "#f0c24a", GOLD_DARK, 0.8)], x, y)
             for x, y in ((-26, 16), (-8, 24), (10, 18), (28, 26))]
    turret = [rect(-6, -18, 12, 30, "#8f8aa8", INK, 1.4),
              polygon([(-8, -18), (8, -18), (0, -30)], "#6d6890", INK, 1.4)]
    return [*rays(24, 38, 48, "#f7eec0", 2), circle(0, -22, 36, "#f4ecc4", "#b9ae7a", 1.8),
            crescent(-2, -22, 32, 14, "#e2c766", "#b9ae7a", 1),
            *drops, place(turret, -52, 50), place(turret, 52, 50)]


def sun():
    straight = [polygon([polar(0, 0, 36, a - 7), polar(0, 0, 66, a),
                         polar(0, 0, 36, a + 7)], "#f7b21f", "#c0731a", 1.2) for a in range(0, 360, 30)]
    wavy = [polyline([(math.cos(math.radians(a)) * r - math.sin(math.radians(a)) * 3 * math.sin(r / 4),
                       math.sin(math.radians(a)) * r + math.cos(math.radians(a)) * 3 * math.sin(r / 4))
                      for r in range(38, 62, 2)], "#f0941c", 2.2) for a in range(15, 360, 30)]
    return [*wavy, *straight, circle(0, 0, 34, "#ffd84a", "#c0731a", 2),
            path("M-17 -8 Q-11 -14 -5 -8 M5 -8 Q11 -14 17 -8 M-13 10 Q0 20 13 10", "none", "#a0521a", 2.4)]


def judgement():
    clouds = [circle(x, y, r, "#f2f2f6", "#aab0c0", 1.4) for x, y, r in
              ((-54, -54, 16), (-36, -62, 18), (-18, -58, 14), (-60, -38, 12), (-42, -44, 16))]
    flag = [rect(0, 0, 26, 22, CREAM, INK, 1.4),
            line(13, 3, 13, 19, "#c8323c", 3.4), line(4, 11, 22, 11, "#c8323c", 3.4)]
    trumpet = [polygon([(-34, -44), (24, -4), (28, -10)], GOLD, GOLD_DARK, 1.6),
               path("M20 0 L34 -16 C40 -2 46 10 54 22 C40 18 30 10 20 0 Z", GOLD, GOLD_DARK, 1.8)]
    graves = [place([rect(-10, -14, 20, 28, "#8b8f99", INK, 1.4, rx=10), line(0, -8, 0, 6, INK, 1.6),
                     line(-5, -3, 5, -3, INK, 1.6)], x, 58) for x in (-44, -12, 20, 52)]
    return [*rays(9, 26, 44, "#f1c84a", 2, 42, 10, -30), *clouds, place(flag, -14, -30, 1.0, 35),
            *trumpet, *graves]


def world():
    leaf_shape = [path("M0 0 Q6 -4 13 0 Q6 4 0 0 Z", "#4c8a3c", "#2d5a22", 0.8)]
    wreath = [place(leaf_shape, *arc_pts(0, 0, 50 + 6 * s, 66 + 6 * s, a, a)[0], 1.0, a + 90 + 25 * s)
              for a in range(0, 360, 15) for s in (-1, 1)]
    ribbon = [path("M-10 -6 L10 6 L10 -6 L-10 6 Z", "#c8323c", INK, 1.2)]
    return [ellipse(0, 0, 50, 66, "none", "#2d5a22", 1.2), *wreath,
            place(ribbon, 0, -66), place(ribbon, 0, 66),
            circle(0, 0, 26, "#6fa8dc", INK, 1.8), ellipse(0, 0, 12, 26, "none", INK, 1.2),
            line(-26, 0, 26, 0, INK, 1.2), ellipse(0, 0, 26, 9, "none", INK, 1),
            path("M-14 -10 Q-6 -18 4 -12 Q10 -2 2 4 Q-8 2 -14 -10 Z", "#5a9a4a", opacity=0.9)]


EMBLEMS = (fool, magician, high_priestess, empress, emperor, hierophant, lovers, chariot, strength,
           hermit, wheel_of_fortune, justice, hanged_man, death, temperance, devil, tower, star_card,
           moon, sun, judgement, world)
#: Medallion background (centre, rim) for the arcana that are not on parchment.
SKIES = {9: ("#3e4a78", "#1c2240"), 16: ("#5a6078", "#25283a"), 17: ("#2b3a7a", "#101638"),
         18: ("#33406e", "#121833"), 19: ("#d8f0ff", "#8cc4ec"), 13: ("#e4e0da", "#a9a39a")}


def major_face(card: Card, numbering: str = "common") -> str:
    """The face of a major arcanum as ``numbering`` (a key of ``NUMBERINGS``) names it: the
    number is the card's rank, the picture and the name those of the arcanum it goes by
    (``Card(Suit.MAJOR, 8)`` in ``"marseille"`` is VIII with Justice's scales); a name the
    common deck spells otherwise keeps the rank's picture (XX "JUDGMENT")."""
    n = card.rank
    name = NUMBERINGS[numbering][n]
    emblem = EMBLEMS[MAJOR_NAMES.index(name) if name in MAJOR_NAMES else n]
    inner, outer = SKIES.get(n, ("#fffaf0", "#ecdcb6"))
    index = [text(str(n), 29, 21, 20, PURPLE, 3, max_width=26),
             polygon(star_pts(29, 55, 8, 3.4, 5), GOLD, GOLD_DARK, 1)]
    body = [
        rect(1.5, 1.5, 247, 347, CREAM, INK, 2, rx=14),
        rect(8, 8, 234, 334, PURPLE, rx=10),
        rect(14, 14, 222, 322, "#fdf8ec", GOLD, 1.6, rx=6),
        text(roman(n), CX, 22, 28, PURPLE, 3.4),
        line(70, 62, 180, 62, GOLD, 1.4), polygon([(CX, 57), (CX + 5, 62), (CX, 67), (CX - 5, 62)], GOLD),
        place([circle(0, 0, 86, "none", PURPLE, 1.6), circle(0, 0, 81, "url(#sky)", GOLD, 3),
               *emblem()], CX, 162),
        text(name.upper(), CX, 262, 15, PURPLE, 2.1, max_width=192),
        *corner(index),
    ]
    return svg(body, [radial("sky", inner, outer, 0, -25, 100)])


def jester():
    """The Joker's emblem: a grinning jester's face under a two-pointed cap with bells."""
    cap = "M-40 -6 C-52 -30 -70 -44 -78 -64 C-52 -58 -34 -40 -18 -20 Z"
    return [
        path(cap, "#2f8a57", INK, 2), mirror_x([path(cap, "#c8323c", INK, 2)]),
        *[circle(x, -64, 7, GOLD, INK, 1.8) for x in (-78, 78)],
        path("M-42 -4 Q0 -30 42 -4 L40 8 Q0 -14 -40 8 Z", GOLD, INK, 2),
        circle(0, 26, 38, "#fdebd3", INK, 2.2),
        path("M-24 14 Q-15 6 -6 14", stroke=INK, sw=3), path("M6 14 Q15 6 24 14", stroke=INK, sw=3),
        circle(-22, 32, 6, "#f0a0a0"), circle(22, 32, 6, "#f0a0a0"),
        path("M-20 36 Q0 58 20 36 Q0 46 -20 36 Z", "#8c1c2c", INK, 2),
        polygon(star_pts(0, -40, 9, 3.8, 5), GOLD, GOLD_DARK, 1),
    ]


def joker_face() -> str:
    """The Joker (Tarot Combat's option; ``JK``): its own frame, the jester, no number."""
    index = [text("JK", 29, 21, 18, "#8c1c2c", 3, max_width=30),
             polygon(star_pts(29, 55, 8, 3.4, 5), GOLD, GOLD_DARK, 1)]
    body = [
        rect(1.5, 1.5, 247, 347, CREAM, INK, 2, rx=14),
        rect(8, 8, 234, 334, "#8c1c2c", rx=10),
        rect(14, 14, 222, 322, "#fdf8ec", GOLD, 1.6, rx=6),
        text("JOKER", CX, 22, 28, "#8c1c2c", 3.4),
        line(70, 62, 180, 62, GOLD, 1.4),
        place([circle(0, 0, 86, "none", "#8c1c2c", 1.6), circle(0, 0, 81, "url(#sky)", GOLD, 3),
               *jester()], CX, 162),
        text("EVERY SUIT", CX, 262, 15, "#8c1c2c", 2.1, max_width=192),
        *corner(index),
    ]
    return svg(body, [radial("sky", "#fff6dc", "#e9c98a", 0, -25, 100)])


# --------------------------------------------------------------------------- back and icon

def diamond_lattice(x0, y0, x1, y1, step):
    """Lines x - y = c and x + y = c through the box, symmetric under a 180° turn about its centre."""
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    out = []
    for sign in (1, -1):
        mid = cx - sign * cy
        for k in range(-20, 21):
            c = mid + k * step
            ends = []
            for x in (x0, x1):
                y = (x - c) * sign
                if y0 <= y <= y1:
                    ends.append((x, y))
            for y in (y0, y1):
                x = c + sign * y
                if x0 < x < x1:
                    ends.append((x, y))
            if len(ends) == 2:
                out.append(line(*ends[0], *ends[1], GOLD, 0.7, opacity=0.45))
    return out


def rosette(x, y, r, petals):
    """A round flower of an even number of ``petals``, unchanged by a half turn: opposite petals
    are drawn one after the other so that they overlap their neighbours alike."""
    petal = [ellipse(0, -r * 0.58, r * 0.15, r * 0.4, "#6a3f9e", GOLD, r / 30)]
    half = petals // 2
    return place([circle(0, 0, r, "#241d5c", GOLD, r / 22),
                  *[place(petal, 0, 0, 1.0, 360 * k / petals) for i in range(half) for k in (i, i + half)],
                  polygon(star_pts(0, 0, r * 0.32, r * 0.16, 8), GOLD),
                  circle(0, 0, r * 0.08, "#241d5c")], x, y)


def back_body():
    return [
        rect(1.5, 1.5, 247, 347, "#1c1845", INK, 2, rx=14),
        rect(10, 10, 230, 330, "url(#backglow)", GOLD, 2, rx=8),
        rect(16, 16, 218, 318, "none", GOLD, 0.8, rx=5),
        *diamond_lattice(16, 16, 234, 334, 18),
        polygon(star_pts(CX, CY, 84, 54, 16), "#2d2470", GOLD, 1.4),
        circle(CX, CY, 62, "none", GOLD, 1),
        rosette(CX, CY, 54, 12),
        *[rosette(x, y, 17, 8) for x in (38, 212) for y in (38, 312)],
        *[rosette(CX, y, 22, 8) for y in (58, 292)],
        *[polygon(star_pts(x, CY, 10, 4, 8), GOLD) for x in (36, 214)],
    ]


BACK_GLOW = radial("backglow", "#3b2f86", "#17143d", CX, CY, 200)


#: The card backs a player may choose (the "Card back" setting): each recolours the indigo
#: back's five colours (ground, glow, glow's rim, star, rosettes).
BACK_COLOURS: dict[str, dict[str, str]] = {
    "indigo": {},
    "crimson": {"#1c1845": "#3f1217", "#3b2f86": "#8c2531", "#17143d": "#2c0a0f",
                "#2d2470": "#6b1a24", "#241d5c": "#51141c"},
    "forest": {"#1c1845": "#10301f", "#3b2f86": "#2d6b45", "#17143d": "#0a2215",
               "#2d2470": "#1f5234", "#241d5c": "#183f28"},
}


def back(colour: str = "indigo") -> str:
    """The card back in ``colour`` (a key of :data:`BACK_COLOURS`)."""
    document = svg(back_body(), [BACK_GLOW])
    for old, new in BACK_COLOURS[colour].items():
        document = document.replace(old, new)
    return document


def icon() -> str:
    """A fanned trio: the back, the Ace of Cups and The Sun, on a 256x256 canvas."""
    sun_card = Card(Suit.MAJOR, 19)
    faces = [back_body(), _inner(minor_face(Card(Suit.CUPS, ACE))), _inner(major_face(sun_card))]
    cards = [group(body, f"translate(128 221) rotate({angle}) translate(-57.5 -181) scale(0.46)")
             for body, angle in zip(faces, (-22, 0, 22))]
    defs = [BACK_GLOW, radial("sky", *SKIES[19], 0, -25, 100)]
    return svg(cards, defs, 256, 256)


def _inner(document: str) -> list[str]:
    """The body elements of an SVG document made by :func:`svg`, without its <defs>."""
    lines = document.splitlines()[1:-1]
    return [ln for ln in lines if not ln.startswith("<defs>")]


# --------------------------------------------------------------------------- output

def card_svg(card: Card) -> str:
    return major_face(card) if card.is_major else minor_face(card)


def write(out: Path) -> None:
    """Write every SVG and the PNG icons under ``out`` (the repository root by default)."""
    cards_dir = out / "assets" / "cards"
    cards_dir.mkdir(parents=True, exist_ok=True)
    for card in full_deck():
        (cards_dir / f"{card}.svg").write_text(card_svg(card), encoding="utf-8", newline="\n")
        if not card.is_major:
            (cards_dir / f"{card}-safe.svg").write_text(minor_face(card, SAFE_SUIT_COLOURS),
                                                        encoding="utf-8", newline="\n")
    for numbering in NUMBERINGS:
        for card, name in numbered_faces(numbering).items():
            (cards_dir / f"{name}.svg").write_text(major_face(card, numbering), encoding="utf-8",
                                                   newline="\n")
    (cards_dir / f"{JOKER}.svg").write_text(joker_face(), encoding="utf-8", newline="\n")
    (cards_dir / "back.svg").write_text(back(), encoding="utf-8", newline="\n")
    for colour in BACK_COLOURS:
        if colour != "indigo":
            (cards_dir / f"back-{colour}.svg").write_text(back(colour), encoding="utf-8",
                                                          newline="\n")
    icon_svg = out / "assets" / "icon.svg"
    icon_svg.write_text(icon(), encoding="utf-8", newline="\n")
    icons = out / "packaging" / "icons"
    icons.mkdir(parents=True, exist_ok=True)
    for size in ICON_SIZES:
        render_png(icon_svg, icons / f"{size}.png", size)


def render_png(source: Path, target: Path, size: int) -> None:
    """Render the SVG ``source`` to a ``size``x``size`` PNG ``target`` with pygame (headless)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.image.save(pygame.image.load_sized_svg(str(source), (size, size)), str(target))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT,
                        help="root of the tree to write (default: the repository)")
    write(parser.parse_args(argv).out)


if __name__ == "__main__":
    main()
