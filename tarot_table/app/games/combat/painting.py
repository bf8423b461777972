"""Painting a Tarot Combat table besides its cards (see :mod:`.layout` for where things lie):
the players' cells and rows, the piles' captions, the step bar, the life badges, the marks on
soldiers (strength, speed, damage, attacking, blocking), the limbo's players and arrows to its
targets, the words at a card resolving or fizzling, the damage numbers in the air and the
frames of what may be chosen. Every function draws and changes nothing else."""

from __future__ import annotations

import functools
import math
from typing import Sequence

import pygame

from ...draw import panels
from ...draw.felt import tint
from ...draw.layout import INDEX_CORNER
from .layout import CombatLayout
from .shown import FLOAT_SECONDS, CombatShown, Stat

CELL = (4, 22, 14, 110)
ROW = (255, 255, 255, 12)
LIT = (240, 210, 122)
ATTACK = (222, 84, 64)
BLOCK = (110, 170, 235)
TARGET = (120, 220, 240)
GREEN = (120, 210, 120)
#: The steps of the turn and the moments of the attack, as the step bar names them.
STEPS = (("beginning", "Beginning"), ("draw", "Draw"), ("attack", "Attack:"), ("main", "Main"))
MOMENTS = (("attackers", "attackers"), ("blockers", "blockers"), ("damage", "damage"),
           ("end of combat", "end"))
#: What a seat to act decides, by its stage, for the step bar.
DECIDES = {"Priority": "priority", "DeclareAttackers": "attackers", "DeclareBlockers": "blockers",
           "AssignDamage": "splitting damage", "ChooseTarget": "choosing", "PayWithFarms": "paying",
           "GiveSoldier": "giving a soldier", "DestroyOwn": "destroying", "Search": "searching",
           "JusticeChoice": "Justice"}


def pill(surface: pygame.Surface, words: str, size: int, anchor: str, at: tuple[int, int],
         colour=panels.CREAM, back=(0, 0, 0, 180), width: int | None = None) -> pygame.Rect:
    """``words`` on a rounded dark pill whose ``anchor`` point (a Rect attribute) is ``at``;
    with ``width``, the pill at most that wide (pixels; the words cut with an ellipsis)."""
    text = panels.text(words, size, colour, bold=True) if width is None else \
        panels.fit(words, size, max(size, width - size // 2 - 6), colour=colour, bold=True)
    box = text.get_rect().inflate(size // 2 + 6, 2)
    setattr(box, anchor, at)
    surface.blit(_rounded(box.size, tuple(back), box.height // 2), box)
    surface.blit(text, text.get_rect(center=box.center))
    return box


@functools.lru_cache(maxsize=256)
def _rounded(size: tuple[int, int], colour: tuple[int, ...], radius: int) -> pygame.Surface:
    """A rectangle of ``size`` (w, h) in ``colour`` (RGBA) with corners of ``radius``, on
    transparency: made once, blitted wherever a cell, a row, a veil or a pill lies."""
    plate = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(plate, colour, plate.get_rect(), border_radius=radius)
    return plate


def frame(surface: pygame.Surface, rect: pygame.Rect, colour, width: int = 3) -> None:
    pygame.draw.rect(surface, colour, rect, width=width,
                     border_radius=max(4, min(rect.width, rect.height) // 10))


def arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
          colour, width: int = 3) -> None:
    """A line from ``start`` to ``end`` with a head at ``end`` and a dot at ``start``."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 2:
        return
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head = max(8, width * 3)
    base = (x1 - ux * head, y1 - uy * head)
    shade = (0, 0, 0)
    pygame.draw.line(surface, shade, (x0 + 1, y0 + 2), (base[0] + 1, base[1] + 2), width + 2)
    pygame.draw.line(surface, colour, (x0, y0), base, width)
    points = [(x1, y1), (base[0] - uy * head * 0.55, base[1] + ux * head * 0.55),
              (base[0] + uy * head * 0.55, base[1] - ux * head * 0.55)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, shade, points, width=1)
    pygame.draw.circle(surface, colour, (round(x0), round(y0)), max(3, width))


def cells(surface: pygame.Surface, layout: CombatLayout, shown: CombatShown,
          lit: set[str]) -> None:
    """Every player's cell: a dark board (the active player's edged in gold, a player out
    veiled and marked), its soldiers and farms rows, the rows a drag may end on framed in gold
    and named."""
    small = max(9, round(layout.line * 0.55))
    for seat, cell in layout.cells.items():
        surface.blit(_rounded(cell.size, tint(CELL), 8), cell)
        if seat == shown.active and not shown.out[seat]:
            pygame.draw.rect(surface, (*panels.GOLD, 200), cell, width=2, border_radius=8)
        for kind, rect in (("soldiers", layout.soldier_row(seat)),
                           ("farms", layout.farm_row(seat))):
            inner = rect.inflate(-2, -4)
            surface.blit(_rounded(inner.size, ROW, 6), inner)
            empty = not (shown.soldiers[seat] if kind == "soldiers" else shown.farms[seat])
            zone = f"{kind}:{seat}"
            if zone in lit:
                frame(surface, rect, LIT)
                pill(surface, kind.title(), small, "midbottom", (rect.centerx, rect.bottom - 3),
                     LIT)
            elif empty:
                words = panels.text(kind, small, panels.MUTED, italic=True)
                surface.blit(words, words.get_rect(center=inner.center))


@functools.lru_cache(maxsize=8)
def _limbo_board(size: tuple[int, int]) -> pygame.Surface:
    """The limbo's faint board of ``size`` (w, h), edged in gold (made once)."""
    back = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(back, (255, 255, 255, 10), back.get_rect(), border_radius=10)
    pygame.draw.rect(back, (*panels.GOLD, 70), back.get_rect(), width=1, border_radius=10)
    return back


def veil_out(surface: pygame.Surface, layout: CombatLayout, shown: CombatShown) -> None:
    """Over the cards: a player out of the game veiled, "out" across its cell."""
    for seat, cell in layout.cells.items():
        if shown.out[seat]:
            surface.blit(_rounded(cell.size, (0, 0, 0, 150), 8), cell)
            pill(surface, "out of the game", round(layout.line * 0.7), "center", cell.center,
                 panels.CREAM, (*panels.WINE, 230))


def own_piles(surface: pygame.Surface, layout: CombatLayout, seats: list[int]) -> None:
    """The outlines of the other seats' own piles (own decks), seen where a pile is empty."""
    for seat in seats:
        for rect in layout.own_piles(seat):
            panels.empty_pile(surface, rect.inflate(-layout.gap, -layout.gap))


def own_draw_counts(surface: pygame.Surface, layout: CombatLayout,
                    draws: dict[int, int]) -> None:
    """Over the cards: the number of cards left in each other seat's own draw pile, on its
    foot."""
    size = max(8, round(layout.line * 0.55))
    for seat, count in draws.items():
        draw = layout.own_piles(seat)[0]
        pill(surface, str(count), size, "midbottom", (draw.centerx, draw.bottom),
             panels.CREAM, (*panels.WINE, 220))


def middle(surface: pygame.Surface, layout: CombatLayout, draw_count: int, discards: int,
           limbo: int, lit: bool) -> None:
    """The piles' outlines and captions (the shared piles, or with own decks the viewer's,
    the other players' lying in their cells) and the limbo's board (framed in gold when a
    drag may end there)."""
    small = round(layout.line * 0.62)
    for rect, count, word in ((layout.draw_pile, draw_count,
                               panels.counted(draw_count, "to draw")),
                              (layout.discard_pile, discards, "discard")):
        if not count:
            panels.empty_pile(surface, rect.inflate(-2 * layout.gap, -2 * layout.gap))
        panels.caption(surface, (rect.centerx, rect.bottom), word, layout.line)
    area = layout.limbo_area
    surface.blit(_limbo_board(area.size), area)
    if lit:
        frame(surface, area, LIT)
    words = "Limbo" if limbo else "Limbo: the cards being played"
    text = panels.text(words, small, LIT if lit else panels.MUTED, italic=not limbo)
    surface.blit(text, text.get_rect(topright=(area.right - layout.gap,
                                               area.top + layout.gap // 2)))


def step_bar(surface: pygame.Surface, layout: CombatLayout, shown: CombatShown,
             names: Sequence[str], show_actor: bool) -> None:
    """The steps of the turn, the current one lit (in the attack step its moment), and on the
    right who acts and what they decide (``show_actor``; else nothing there)."""
    bar, size = layout.step_bar, round(layout.line * 0.66)
    panels.panel(surface, bar)
    x = bar.left + layout.gap * 2
    y = bar.centery
    for step, word in STEPS:
        current = step == shown.step
        x = _word(surface, word, size, x, y, current and step != "attack", current)
        if step == "attack":
            x = _moments(surface, size, x, y, shown.moment if current else None)
        if step != "main":
            x = _word(surface, "·", size, x, y, False, False)
    if show_actor and shown.actor is not None:
        _actor(surface, layout, shown, names[shown.actor], size, x)


def _moments(surface: pygame.Surface, size: int, x: int, y: int, now: str | None) -> int:
    """The attack step's moments from ``x``, ``now``'s lit (all bright while the step is
    on: ``now`` not ``None``); the x where the next word begins."""
    for k, (moment, label) in enumerate(MOMENTS):
        x = _word(surface, label, size, x, y, now == moment, now is not None)
        if k < len(MOMENTS) - 1:
            x = _word(surface, "/", size, x, y, False, False)
    return x


def _actor(surface: pygame.Surface, layout: CombatLayout, shown: CombatShown, who: str,
           size: int, x: int) -> None:
    """At the right of the step bar (if there is room right of ``x``), who acts and what
    they decide."""
    bar = layout.step_bar
    what = DECIDES.get(shown.stage, "")
    words = f"Priority: {who}" if what == "priority" else f"{who}: {what}"
    room = bar.right - x - layout.gap * 2
    if room > size * 4:
        text = panels.fit(words, size, room, colour=panels.GOLD_LIGHT, bold=True)
        surface.blit(text, text.get_rect(midright=(bar.right - layout.gap * 2, bar.centery)))


def _word(surface: pygame.Surface, word: str, size: int, x: int, y: int, lit: bool,
          bright: bool) -> int:
    """``word`` at ``x`` (its left, on a pill when ``lit``); the x where the next begins."""
    colour = (40, 30, 10) if lit else panels.CREAM if bright else panels.MUTED
    text = panels.text(word, size, colour, bold=lit or bright)
    pad = size // 3 if lit else 0           # a lit word's pill stands clear of its neighbours
    rect = text.get_rect(midleft=(x + pad, y))
    if lit:
        pygame.draw.rect(surface, panels.GOLD_LIGHT, rect.inflate(2 * pad, 2),
                         border_radius=rect.height // 2)
    surface.blit(text, rect)
    return rect.right + pad + max(4, size // 3)


def life_badge(surface: pygame.Surface, rect: pygame.Rect, life: int, hurt: float,
               out: bool) -> None:
    """A round badge with ``life`` in it; reddened for ``hurt`` seconds after damage (a
    fraction, 1 just hurt); grey when ``out``."""
    r = rect.width // 2
    base = (70, 70, 70) if out else (94, 26, 40)
    flash = max(0.0, min(1.0, hurt))
    colour = tuple(round(b + (c - b) * flash) for b, c in zip(base, (220, 60, 40)))
    pygame.draw.circle(surface, colour, rect.center, r)
    pygame.draw.circle(surface, panels.GOLD_LIGHT, rect.center, r, width=2)
    text = panels.text(str(max(0, life)), round(r * 1.05), panels.CREAM, bold=True)
    surface.blit(text, text.get_rect(center=rect.center))
    tag = panels.text("life", max(8, round(r * 0.42)), panels.MUTED)
    surface.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom - 2)))


@functools.lru_cache(maxsize=256)
def _badge(words: str, size: int, colour: tuple[int, ...], ring: tuple[int, ...],
           ring_width: int, square: bool) -> pygame.Surface:
    """A small badge with ``words`` in white, round (or a rounded square when ``square``),
    in ``colour`` edged ``ring_width`` pixels in ``ring``, on transparency (made once)."""
    text = panels.text(words, size, (255, 255, 255), bold=True)
    r = max(text.get_width(), text.get_height()) // 2 + 3
    plate = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
    c = (r, r)
    if square:
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        pygame.draw.rect(plate, colour, box, border_radius=r // 2)
        pygame.draw.rect(plate, ring, box, width=ring_width, border_radius=r // 2)
    else:
        pygame.draw.circle(plate, colour, c, r)
        pygame.draw.circle(plate, ring, c, r, width=ring_width)
    plate.blit(text, text.get_rect(center=c))
    return plate


#: The badges of a soldier's figures by kind: colour, and whether square.
STAT_LOOKS = {"strength": ((70, 44, 30), False), "speed": ((36, 74, 128), True),
              "damage": ((190, 40, 30), False)}
#: A raised strength's badge.
RAISED = (40, 130, 60)


def soldier_stats(surface: pygame.Surface, box: pygame.Rect, sideways: bool,
                  stats: Sequence[Stat], size: int, shown: int) -> None:
    """A soldier's figures (:meth:`~.shown.Fighter.stats`) as badges down the left edge of
    its ``box``, the ``shown`` pixels of it that the next card in its row leaves uncovered,
    from the end away from the index that shows there (an upright card's at its top, a
    sideways card's at its bottom): strength round (green, ringed in gold, when raised), speed
    square, damage red. A badge that would cover the index or the next card is left out (the
    card under the pointer is shown large)."""
    if sideways:
        y, step, end = box.top, 1, box.bottom - INDEX_CORNER[2] * box.height
    else:
        y, step, end = box.bottom, -1, box.top + INDEX_CORNER[3] * box.height
    for stat in stats:
        colour, square = STAT_LOOKS[stat.kind]
        if stat.kind == "strength" and stat.changed:
            plate = _badge(stat.words, size, RAISED, panels.GOLD_LIGHT, 2, square)
        else:
            plate = _badge(stat.words, size, colour, (20, 10, 10), 1, square)
        width, height = plate.get_size()
        if width + 2 > shown or step * (y + step * height - end) > 0:
            return
        surface.blit(plate, (box.left + 1, y if step > 0 else y - height))
        y += step * (height + 1)


def flash_number(surface: pygame.Surface, at: tuple[float, float], points: int, age: float,
                 size: int, rise: bool = True) -> None:
    """``-points`` at ``at``, rising from it (unless not ``rise``) and fading over
    :data:`FLOAT_SECONDS`."""
    t = max(0.0, min(1.0, age / FLOAT_SECONDS))
    text = panels.text(f"−{points}", size, (255, 120, 90), bold=True).copy()
    text.set_alpha(round(255 * (1 - t * t)))
    lift = size * 1.5 * t if rise else 0.0
    surface.blit(text, text.get_rect(center=(round(at[0]), round(at[1] - lift))))


#: The colours of the words at a card of the limbo, by word: the text's and the pill's.
BURSTS = {"resolves": ((40, 30, 10), (*panels.GOLD_LIGHT, 240)),
          "fizzles": (panels.CREAM, (90, 90, 90, 240)),
          "countered": (panels.CREAM, (*ATTACK, 240))}


def burst(surface: pygame.Surface, at: tuple[float, float], word: str, age: float,
          size: int) -> None:
    """``word`` (a key of :data:`BURSTS`) on a pill centred on ``at``, fading over
    :data:`FLOAT_SECONDS` (``age`` seconds in)."""
    colour, back = BURSTS[word]
    box = panels.text(word, size, colour, bold=True).get_rect().inflate(size // 2 + 6, 2)
    plate = pygame.Surface(box.size, pygame.SRCALPHA)
    pill(plate, word, size, "topleft", (0, 0), colour, back)
    plate.set_alpha(round(255 * (1 - max(0.0, min(1.0, age / FLOAT_SECONDS)) ** 2)))
    box.center = (round(at[0]), round(at[1]))
    surface.blit(plate, box)
