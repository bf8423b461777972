"""Where a board over the table stands (a lesson's step, a puzzle's task and verdict): the place
of the window that covers least of what the table shows."""

from __future__ import annotations

from typing import Iterable, Sequence

import pygame
from pygame_gui.elements import UIButton

from .host import ModeHost

#: The layouts' zones a board keeps clear of, by kind (besides the cards and the buttons):
#: name plates, life badges, the score, the log, the step bar, headers.
PANELS = ("plate", "life", "score", "log", "steps", "header")


def _area(rect: pygame.Rect) -> int:
    return rect.width * rect.height


def table_clutter(table: ModeHost, own: Iterable[object] = ()) -> list[pygame.Rect]:
    """What ``table`` shows that a board should not cover (window pixels): the panels of
    :data:`PANELS`, the cards on the table and the buttons with their panel's title, but
    those of ``own`` (the board's own buttons)."""
    layout, own = table.layout, set(map(id, own))
    line = layout.line
    rects = [rect for name, rect in layout.zone_rects().items()
             if name.partition(":")[0] in PANELS]
    rects += [sprite.rect(layout.card) for zone in table.board.zones.values() for sprite in zone]
    rects += [e.relative_rect.inflate(line, 3 * line) for e in table.elements
              if id(e) not in own and isinstance(e, UIButton)]
    return rects


def least_covering(size: tuple[int, int], window: tuple[int, int], line: int, margin: int,
                   avoid: Sequence[pygame.Rect], lit: Sequence[pygame.Rect] = ()
                   ) -> pygame.Rect:
    """The place of a board of ``size`` within ``window`` (both pixels, ``margin`` from its
    edges, tried every ``line`` across and half ``line`` down) that covers least of ``avoid``
    and, eight times as costly, of ``lit``; nearer the top and the middle where it is a tie."""
    width, height = window
    best, place = None, pygame.Rect((margin, margin), size)
    for y in range(margin, max(margin, height - size[1] - margin) + 1, max(4, line // 2)):
        for x in range(margin, max(margin, width - size[0] - margin) + 1, line):
            rect = pygame.Rect((x, y), size)
            cost = sum(_area(rect.clip(a)) for a in avoid) + \
                8 * sum(_area(rect.clip(a)) for a in lit) + y + abs(rect.centerx - width // 2)
            if best is None or cost < best:
                best, place = cost, rect
    return place
