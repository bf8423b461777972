"""The table's signs of the state of play: the direction-of-play ring with its arrows, the card
to match (suit and rank) under the minor discard pile and the penalty badge ("+6") on its
victim's name plate.

Every function draws onto a surface and changes nothing else; rects and sizes are in pixels.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ...cards import RANK_NAMES
from ..draw.felt import tint
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED, WINE, text

#: A colour per minor suit name, for the dot of the card-to-match badge.
SUIT_COLOURS = {"Swords": (120, 160, 215), "Wands": (120, 175, 90), "Cups": (210, 80, 90),
                "Pentacles": (230, 190, 70)}
ARROWS = 4                  # arrowheads around the ring


@lru_cache(maxsize=8)
def _ring(size: tuple[int, int], direction: int) -> pygame.Surface:
    """A faint gold ellipse filling ``size`` with :data:`ARROWS` arrowheads pointing clockwise
    (``direction`` 1, the seats' order on screen) or anticlockwise (-1)."""
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pad = max(6, min(w, h) // 14)
    a, b = w / 2 - pad, h / 2 - pad
    cx, cy = w / 2, h / 2
    pygame.draw.ellipse(surf, (*GOLD, 70), pygame.Rect(pad, pad, 2 * a, 2 * b), width=2)
    head = max(8, round(pad * 1.4))
    span = math.pi / 7              # the bright arc leading to each arrowhead
    for k in range(ARROWS):
        t = math.pi / ARROWS + k * 2 * math.pi / ARROWS
        tail = [(cx + a * math.cos(t - direction * span * j / 8),
                 cy + b * math.sin(t - direction * span * j / 8)) for j in range(9)]
        pygame.draw.lines(surf, (*GOLD_LIGHT, 190), False, tail, width=3)
        x, y = tail[0]
        dx, dy = -a * math.sin(t) * direction, b * math.cos(t) * direction
        norm = math.hypot(dx, dy) or 1.0
        dx, dy = dx / norm, dy / norm
        tip = (x + dx * head, y + dy * head)
        left = (x - dy * head * 0.5, y + dx * head * 0.5)
        right = (x + dy * head * 0.5, y - dx * head * 0.5)
        pygame.draw.polygon(surf, (*GOLD_LIGHT, 220), (tip, left, right))
    return surf


def direction_ring(surface: pygame.Surface, rect: pygame.Rect, direction: int) -> None:
    """The ring around ``rect`` (the middle of the table) showing which way play goes."""
    surface.blit(_ring(rect.size, 1 if direction >= 0 else -1), rect)


def match_badge(surface: pygame.Surface, midtop: tuple[int, int], suit: str, rank: int,
                line: int) -> pygame.Rect:
    """The card to match ("Cups · 7", an Ace: any card) in a pill with a dot of the suit's
    colour, its top middle at ``midtop``; returns the pill's rect."""
    words = f"{suit} · {RANK_NAMES.get(rank, str(rank))}"
    label = text(words, round(line * 0.78), CREAM, bold=True)
    dot = round(line * 0.55)
    box = pygame.Rect(0, 0, label.get_width() + dot + round(line * 1.4), round(line * 1.35))
    box.midtop = midtop
    pygame.draw.rect(surface, tint((9, 31, 21)), box, border_radius=box.height // 2)
    pygame.draw.rect(surface, GOLD_LIGHT, box, width=2, border_radius=box.height // 2)
    centre = (box.left + round(line * 0.55) + dot // 2, box.centery)
    pygame.draw.circle(surface, SUIT_COLOURS.get(suit, MUTED), centre, dot // 2)
    surface.blit(label, label.get_rect(midleft=(centre[0] + dot // 2 + line // 4, box.centery)))
    return box


def penalty_badge(surface: pygame.Surface, plate: pygame.Rect, cards: int, line: int) -> None:
    """A wine-red disc "+N" on the bottom right corner of the victim's name ``plate`` (kept
    on the surface; the top right corner holds the dealer's chip)."""
    label = text(f"+{cards}", round(line * 0.85), CREAM, bold=True)
    radius = max(label.get_width(), label.get_height()) // 2 + line // 4
    centre = (min(plate.right, surface.get_width() - radius - 1),
              min(plate.bottom - radius // 3, surface.get_height() - radius - 1))
    pygame.draw.circle(surface, WINE, centre, radius)
    pygame.draw.circle(surface, GOLD_LIGHT, centre, radius, width=2)
    surface.blit(label, label.get_rect(center=centre))
