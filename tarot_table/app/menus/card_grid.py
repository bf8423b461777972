"""The grid of cards of the deck editor and the draft, as MTG Arena's deck builder shows a
collection: each card's image with its cost on a gold coin (top right), its strength on a red
shield and its speed on a blue tag (bottom left, soldiers only), and a count beneath ("1/2":
copies in the deck of those in the pool; "×2"); scrolled by the wheel and the keys when it does
not fit.

:class:`CardGrid` is a pygame-gui element, so that the other widgets' lists, windows and
tooltips lie over it and a blocking window keeps its clicks. Its image is painted again only
when what it shows changes (the cards, the card under the pointer or the keys, the scroll, the
ring); the faces come from the app's card images (``CardImages``) at one size, cached there.

Mouse: a click activates a card (the editor adds it) or, in a grid that chooses (the draft's
pile), chooses it, a double click then activates it (picks it); a right click removes it (the
editor) or zooms it; the wheel scrolls. Keys, while the focus ring is on the grid
(:class:`~..focus.OwnKeys`): the arrows move the keys' card, Page Up and Page Down by a page,
Home and End to the ends; Enter or Space activates it; Delete, Backspace or minus removes it; Z
zooms it. The card under the pointer, or else the keys' card, tells its rule in a tooltip: under
the pointer after the tooltip's delay, at once for the keys' card.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import pygame
from pygame_gui.elements import UIImage

from ...cards import Card
from ...rules.combat.tables import base_strength, card_speed
from ..draw import panels
from ..draw.panels import CREAM, GOLD, GOLD_LIGHT, MUTED
from ..focus import RING, OwnKeys
from .deck_parts import card_cost, rule_html

#: Card heights (pixels) a grid chooses between, and the rows it shows when its cards cannot
#: all be seen at once.
MIN_CARD, MAX_CARD, ROWS = 96, 280, 3.4
#: The least columns a grid has (its cards are made narrower for them), and the columns a grid
#: whose cards cannot all be seen at once makes room for (where its width allows).
MIN_COLUMNS, WANT_COLUMNS = 3, 5
#: The room on the right of a grid for its scroll bar (pixels).
BAR = 12
#: Seconds the pointer rests on a card before its tooltip shows, and the tooltip's width.
TIP_DELAY, TIP_WIDTH = 0.35, 320
STRENGTH = (170, 46, 52)
SPEED = (44, 92, 150)
DARK = (24, 20, 12)
MOVES = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
         pygame.K_DOWN: (0, 1)}
ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
REMOVE = (pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_MINUS, pygame.K_KP_MINUS)


@dataclass(frozen=True)
class GridItem:
    """A card as the grid shows it: ``count`` the words under it (none when empty), ``marked``
    framed in gold (in the deck, or chosen)."""

    card: Card
    count: str = ""
    marked: bool = False


@dataclass
class GridPlace:
    """Where a grid stands, kept by its scene when the grid is built again: ``scroll`` pixels
    down, the keys' card at ``cursor`` (an index)."""

    scroll: int = 0
    cursor: int = 0


@dataclass(frozen=True)
class Geometry:
    """A grid's cells: cards of ``card`` = (w, h) pixels, ``gap`` between cells, a ``strip``
    under each card for its count, ``columns`` across; the cells start ``left`` pixels in."""

    card: tuple[int, int]
    gap: int
    strip: int
    columns: int
    left: int

    @classmethod
    def of(cls, width: int, card_height: int) -> "Geometry":
        """The geometry of a grid ``width`` pixels wide (its scroll bar's room included) of
        cards ``card_height`` pixels tall, made narrower to have :data:`MIN_COLUMNS`."""
        room = width - BAR
        h = card_height
        while h > 24 and _columns(room, h) < MIN_COLUMNS:
            h -= 2
        w, gap = round(h * 5 / 7), _gap(h)
        columns = max(1, _columns(room, h))
        left = (room - (columns * (w + gap) - gap)) // 2
        return cls((w, h), gap, _strip(h), columns, max(0, left))

    @property
    def cell(self) -> tuple[int, int]:
        """A cell's step across and down (pixels)."""
        return self.card[0] + self.gap, self.card[1] + self.strip + self.gap

    def height(self, count: int) -> int:
        """The height of ``count`` cards' rows (pixels; the hovered card's lift included)."""
        rows = math.ceil(count / self.columns)
        return self.gap + rows * self.cell[1] if rows else 0

    def card_rect(self, index: int) -> pygame.Rect:
        """The card ``index``'s place, from the grid's top left unscrolled."""
        row, column = divmod(index, self.columns)
        return pygame.Rect(self.left + column * self.cell[0], self.gap + row * self.cell[1],
                           *self.card)


def _gap(h: int) -> int:
    return max(8, h // 14)


def _strip(h: int) -> int:
    return max(16, h // 8)


def _columns(room: int, h: int) -> int:
    gap = _gap(h)
    return (room + gap) // (round(h * 5 / 7) + gap)


def card_height_for(size: tuple[int, int], fit: int) -> int:
    """The height of a grid's cards in an area of ``size`` = (w, h) pixels: the one that shows
    :data:`ROWS` rows (:data:`MIN_CARD` to :data:`MAX_CARD`; lower where that leaves fewer
    than :data:`WANT_COLUMNS` columns and the width has room for more), or a taller one that
    shows ``fit`` cards whole, the tallest that does."""
    width, height = size
    rows = max(MIN_CARD, min(MAX_CARD, round(height / ROWS - _strip(height / ROWS))))
    want = min(WANT_COLUMNS, Geometry.of(width, MIN_CARD).columns)
    while rows > MIN_CARD and Geometry.of(width, rows).columns < want:
        rows -= 2
    for h in range(MAX_CARD, rows, -2):
        if Geometry.of(width, h).height(fit) <= height:
            return h
    return rows


def paint_coin(surface: pygame.Surface, centre: tuple[int, int], radius: int,
               value: int) -> None:
    """A card's cost: a gold coin of ``radius`` pixels with ``value`` on it."""
    pygame.draw.circle(surface, DARK, centre, radius + 2)
    pygame.draw.circle(surface, GOLD_LIGHT, centre, radius)
    pygame.draw.circle(surface, GOLD, centre, radius, max(1, radius // 5))
    words = panels.text(str(value), max(9, round(radius * 1.35)), DARK, bold=True)
    surface.blit(words, words.get_rect(center=(centre[0], centre[1] + 1)))


def paint_shield(surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
    """A soldier's strength: a red shield in ``rect`` with ``value`` on it."""
    x, y, w, h = rect
    points = [(x, y), (x + w, y), (x + w, y + h * 0.6), (x + w / 2, y + h), (x, y + h * 0.6)]
    pygame.draw.polygon(surface, DARK, [(px + 1, py + 1) for px, py in points])
    pygame.draw.polygon(surface, STRENGTH, points)
    pygame.draw.polygon(surface, CREAM, points, 1)
    words = panels.text(str(value), max(9, round(h * 0.62)), CREAM, bold=True)
    surface.blit(words, words.get_rect(center=(x + w / 2, y + h * 0.42)))


def paint_tag(surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
    """A soldier's speed: a blue tag in ``rect``, pointed on the right, with ``value`` on it."""
    x, y, w, h = rect
    points = [(x, y), (x + w - h / 3, y), (x + w, y + h / 2), (x + w - h / 3, y + h), (x, y + h)]
    pygame.draw.polygon(surface, DARK, [(px + 1, py + 1) for px, py in points])
    pygame.draw.polygon(surface, SPEED, points)
    pygame.draw.polygon(surface, CREAM, points, 1)
    words = panels.text(str(value), max(9, round(h * 0.62)), CREAM, bold=True)
    surface.blit(words, words.get_rect(center=(x + (w - h / 3) / 2 + 1, y + h / 2)))


def paint_count(surface: pygame.Surface, midtop: tuple[int, int], words: str, size: int,
                marked: bool) -> None:
    """The count under a card: ``words`` on a pill, gold when the card is ``marked``."""
    text = panels.text(words, size, DARK if marked else CREAM, bold=True)
    pill = text.get_rect(midtop=midtop).inflate(size, 2)
    pygame.draw.rect(surface, GOLD_LIGHT if marked else (38, 60, 48), pill,
                     border_radius=pill.height // 2)
    surface.blit(text, text.get_rect(center=pill.center))


def badges(card: Card) -> tuple[int, int | None, int | None]:
    """What the badges on ``card`` say: its cost (:func:`~.deck_parts.card_cost`), and as a
    soldier its strength and speed (``None`` for a trump, which is no soldier).

    >>> from tarot_table.cards import parse_card
    >>> badges(parse_card("KC")), badges(parse_card("M13"))
    ((4, 5, 10), (2, None, None))
    """
    if card.is_major:
        return card_cost(card), None, None
    return card_cost(card), base_strength(card), card_speed(card)


def badge_places(rect: pygame.Rect) -> tuple[tuple[tuple[int, int], int], pygame.Rect,
                                             pygame.Rect]:
    """Where the badges lie on a card at ``rect``: the coin's (centre, radius), the shield's
    and the tag's rects."""
    r = max(8, rect.width // 9)
    h = max(14, rect.width // 6)
    shield = pygame.Rect(rect.left + 3, rect.bottom - h - 3, round(h * 0.9), h)
    tag = pygame.Rect(shield.right + 3, shield.top, round(h * 1.35), h)
    return ((rect.right - r - 2, rect.top + r + 2), r), shield, tag


def paint_badges(surface: pygame.Surface, rect: pygame.Rect, card: Card) -> None:
    """The badges on a card lying at ``rect`` (:func:`badges`, :func:`badge_places`)."""
    cost, strength, speed = badges(card)
    (centre, r), shield, tag = badge_places(rect)
    paint_coin(surface, centre, r, cost)
    if strength is not None:
        paint_shield(surface, shield, strength)
        paint_tag(surface, tag, speed)


def paint_legend(surface: pygame.Surface, rect: pygame.Rect, sample: str, count: str) -> None:
    """What the badges mean, in one row within ``rect`` (its words smaller where the row would
    not fit): cost, strength, speed and the count (``sample`` on its pill, "1/2", then its
    words, ``count``)."""
    parts = (("cost", 1.0), ("strength", 0.9), ("speed", 1.35), (count, 1.6))
    h = max(12, min(20, rect.height - 2))
    size = max(11, h - 5)
    while size > 9 and sum(round(h * badge) + 8 + 2 * size + panels.font(size, italic=True).size(
            words)[0] for words, badge in parts) > rect.width:
        size -= 1
    x, y = rect.left, rect.top + (rect.height - h) // 2
    kept = surface.get_clip()
    surface.set_clip(rect.clip(kept))
    for k, (words, badge) in enumerate(parts):
        wide = round(h * badge)
        if k == 0:
            paint_coin(surface, (x + h // 2, y + h // 2), h // 2, 2)
        elif k == 1:
            paint_shield(surface, pygame.Rect(x, y, wide, h), 1)
        elif k == 2:
            paint_tag(surface, pygame.Rect(x, y, wide, h), 7)
        else:
            paint_count(surface, (x + wide // 2, y + 1), sample, max(9, h - 7), False)
        label = panels.text(words, size, MUTED, italic=True)
        surface.blit(label, label.get_rect(midleft=(x + wide + 4, y + h // 2)))
        x += wide + 8 + label.get_width() + 2 * size
    surface.set_clip(kept)


class CardGrid(UIImage, OwnKeys):
    """The cards of ``items`` (:meth:`set_items`) in a grid at ``rect``, their faces from
    ``faces.face(card, size)``, their rules in the suit names of ``tradition``
    (:func:`rule_html`), standing at ``place``.

    ``activate(card)``: a click, Enter or Space (a double click when ``choose`` is given);
    ``choose(card)``: a click; ``remove(card)``: a right click or Delete; ``zoom(card)``: Z,
    or a right click when nothing removes. ``card_height``: the cards' height in pixels
    (:func:`card_height_for`). ``empty``: the words shown when there is no card."""

    def __init__(self, rect: pygame.Rect, manager, faces, tradition: str, place: GridPlace, *,
                 activate: Callable[[Card], None], zoom: Callable[[Card], None],
                 remove: Callable[[Card], None] | None = None,
                 choose: Callable[[Card], None] | None = None, card_height: int,
                 empty: str = "No card") -> None:
        super().__init__(rect, pygame.Surface(rect.size, pygame.SRCALPHA), manager)
        self.faces, self.tradition, self.place = faces, tradition, place
        self.activate_card, self.zoom_card = activate, zoom
        self.remove_card, self.choose_card = remove, choose
        self.geometry = Geometry.of(rect.width, card_height)
        self.empty = empty
        self.items: list[GridItem] = []
        self.hover: int | None = None
        self.ring = False
        self.tool_tip_delay = TIP_DELAY
        self.clock = 0.0
        self._last_click: tuple[int, float] | None = None
        self._tip_for: int | None = None
        self.paint()

    # what it shows ---------------------------------------------------------------------------
    def set_items(self, items: Sequence[GridItem]) -> None:
        """Show ``items`` (in their order), the keys' card and the scroll kept in bounds; the
        same cards as before are painted again only where their item changed."""
        old = self.items
        self.items = list(items)
        self.place.cursor = min(self.place.cursor, max(0, len(self.items) - 1))
        scroll = self.place.scroll
        self.place.scroll = min(scroll, self.max_scroll)
        hovered = self.hover
        if hovered is not None and (hovered >= len(self.items)
                                    or self.items[hovered].card != old[hovered].card):
            self.hover = None
            self._tip(None)
            self.tool_tip_text = None
        self._retip()
        if [i.card for i in old] == self.cards and scroll == self.place.scroll:
            self.repaint([k for k, (a, b) in enumerate(zip(old, self.items)) if a != b])
        else:
            self.paint()

    @property
    def cards(self) -> list[Card]:
        """The cards shown, in their order."""
        return [item.card for item in self.items]

    @property
    def max_scroll(self) -> int:
        return max(0, self.geometry.height(len(self.items)) - self.rect.height)

    def at(self, pos: tuple[float, float]) -> int | None:
        """The index of the card at ``pos`` (window pixels), if any."""
        x, y = pos[0] - self.rect.left, pos[1] - self.rect.top + self.place.scroll
        for index in range(len(self.items)):
            if self.geometry.card_rect(index).collidepoint(x, y):
                return index
        return None

    def cell_rect(self, index: int) -> pygame.Rect:
        """Where card ``index`` lies in the window now (pixels)."""
        return self.geometry.card_rect(index).move(self.rect.left,
                                                   self.rect.top - self.place.scroll)

    @property
    def focused_card(self) -> Card | None:
        """The card the rule is told of: the one under the pointer, else the keys' card while
        the ring is on the grid."""
        index = self._told()
        return None if index is None else self.items[index].card

    def _told(self) -> int | None:
        if self.hover is not None:
            return self.hover
        return self.place.cursor if self.ring and self.items else None

    # painting --------------------------------------------------------------------------------
    def paint(self) -> None:
        """Paint the grid's image afresh."""
        image = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        self._draw(image, image.get_rect())
        self.set_image(image)

    def repaint(self, indices) -> None:
        """Paint the image again only where the cards at ``indices`` lie (with their frames,
        lift and count; ``None`` and indices past the end are left out): the pointer or the
        keys moved, a count changed."""
        whole = pygame.Rect((0, 0), self.rect.size)
        if self.image is None or self.image.get_size() != whole.size:
            self.paint()
            return
        for index in {i for i in indices if i is not None and i < len(self.items)}:
            region = self._extent(self.geometry.card_rect(index).move(0, -self.place.scroll))
            region = region.clip(whole)
            if not region.width or not region.height:
                continue
            patch = pygame.Surface(region.size, pygame.SRCALPHA)
            self._draw(patch, region)
            self.image.fill((0, 0, 0, 0), region)
            self.image.blit(patch.premul_alpha(), region,
                            special_flags=pygame.BLEND_PREMULTIPLIED)

    def _extent(self, rect: pygame.Rect) -> pygame.Rect:
        """All a card at ``rect`` may paint: its frames, its lift and its count."""
        return pygame.Rect(rect.left - 8, rect.top - 11, rect.width + 16,
                           rect.height + self.geometry.strip + 19)

    def _draw(self, image: pygame.Surface, region: pygame.Rect) -> None:
        """Draw on ``image`` the part ``region`` of the grid's image (its top left at
        ``region``'s)."""
        geometry, scroll = self.geometry, self.place.scroll
        if not self.items:
            words = panels.fit(self.empty, 16, self.rect.width - 20, colour=MUTED, italic=True)
            centre = (self.rect.width // 2 - region.left, self.rect.height // 2 - region.top)
            image.blit(words, words.get_rect(center=centre))
        count_size = max(11, min(16, geometry.strip - 4))
        seen = image.get_rect()
        for index, item in enumerate(self.items):
            rect = geometry.card_rect(index).move(-region.left, -scroll - region.top)
            if not self._extent(rect).colliderect(seen):
                continue
            self._draw_card(image, index, item, rect, count_size)
        track = pygame.Rect(self.rect.width - BAR + 3 - region.left, 2 - region.top, 6,
                            self.rect.height - 4)
        panels.scroll_bar(image, track, 1, geometry.height(len(self.items)), self.rect.height,
                          scroll)

    def _draw_card(self, image: pygame.Surface, index: int, item: GridItem, rect: pygame.Rect,
                   count_size: int) -> None:
        """Card ``index`` (``item``) at ``rect``: raised under the pointer or the keys' cursor
        (ringed), framed when marked or hovered, with its badges and its count."""
        keys = self.ring and index == self.place.cursor
        if index == self.hover or keys:
            rect.move_ip(0, -3)
        if keys:
            pygame.draw.rect(image, RING, rect.inflate(14, 14), width=4, border_radius=10)
        if item.marked:
            pygame.draw.rect(image, GOLD_LIGHT, rect.inflate(6, 6), width=3, border_radius=8)
        image.blit(self.faces.face(item.card, self.geometry.card), rect)
        if index == self.hover:
            pygame.draw.rect(image, CREAM, rect, width=2, border_radius=6)
        paint_badges(image, rect, item.card)
        if item.count:
            paint_count(image, (rect.centerx, rect.bottom + 3), item.count, count_size,
                        item.marked)

    # the mouse -------------------------------------------------------------------------------
    def process_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_to(self.place.scroll - event.y * self.geometry.cell[1] // 2)
            return True
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        pos = self.ui_manager.calculate_scaled_mouse_position(event.pos)
        if not self.rect.collidepoint(pos):
            return False
        if pos[0] >= self.rect.right - BAR:            # the scroll bar's track: a page on
            self._page_towards(pos[1])
            return True
        index = self.at(pos)
        if index is not None:
            self._click(index, event.button)
        return True

    def _page_towards(self, y: int) -> None:
        """A click at ``y`` on the scroll bar's track: a page towards it from the thumb."""
        page = self.rect.height - self.geometry.cell[1] // 2
        thumb = self.rect.top + self.rect.height * self.place.scroll / max(
            1, self.geometry.height(len(self.items)))
        self.scroll_to(self.place.scroll + (page if y > thumb else -page))

    def _click(self, index: int, button: int) -> None:
        """A click of ``button`` on card ``index``: the cursor on it; the right button
        removes it (or shows it large), the left one chooses it, a double click (or a
        click, with nothing to choose) activates it."""
        card, before = self.items[index].card, self.place.cursor
        self.place.cursor = index
        if button == 3:
            (self.remove_card or self.zoom_card)(card)
        elif self.choose_card is None:
            self.activate_card(card)
        elif self._last_click is not None and self._last_click[0] == index and \
                self.clock - self._last_click[1] <= self.ui_manager.get_double_click_time():
            self._last_click = None
            self.activate_card(card)
        else:
            self._last_click = (index, self.clock)
            self.choose_card(card)
        if self.alive():
            self.repaint([before, index])

    def update(self, time_delta: float) -> None:
        super().update(time_delta)
        self.clock += time_delta

    def while_hovering(self, time_delta: float, mouse_pos) -> None:
        index = self.at(mouse_pos)
        if index != self.hover:
            before, self.hover = self.hover, index
            self.hover_time = 0.0
            self.tool_tip_text = None if index is None else self._html(index)
            self._tip(None)
            self._retip()
            self.repaint([before, index])
        if self.tool_tip is None and self.tool_tip_text is not None and \
                self.hover_time > self.tool_tip_delay:
            self._tip(self.hover)
        self.hover_time += time_delta

    def on_unhovered(self) -> None:
        super().on_unhovered()
        before, self.hover = self.hover, None
        self._tip_for = None
        self.tool_tip_text = None
        self._retip()
        self.repaint([before])

    def hide(self) -> None:
        self._tip(None)
        self.hover = None
        self.tool_tip_text = None
        super().hide()

    # the keys --------------------------------------------------------------------------------
    def set_ring(self, on: bool) -> None:
        """The focus ring came onto the grid (``on``) or left it."""
        if on != self.ring:
            self.ring = on
            self._retip()
            self.repaint([self.place.cursor])

    def handle_key(self, event: pygame.event.Event) -> bool:
        key, count = event.key, len(self.items)
        columns = self.geometry.columns
        page = max(1, self.rect.height // self.geometry.cell[1]) * columns
        steps = {pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                 pygame.K_HOME: -count, pygame.K_END: count}
        if key in MOVES or key in steps:
            across, down = MOVES.get(key, (0, 0))
            step = steps.get(key, across + down * columns)
            self.move_cursor(step)
            return True
        if not count:
            return key in ACTIVATE or key in REMOVE or key == pygame.K_z
        card = self.items[self.place.cursor].card
        if key in ACTIVATE:
            self.activate_card(card)
        elif key in REMOVE and self.remove_card is not None:
            self.remove_card(card)
        elif key == pygame.K_z:
            self.zoom_card(card)
        else:
            return False
        return True

    def move_cursor(self, step: int) -> None:
        """Move the keys' card ``step`` places (clamped to the ends), scrolled into sight."""
        if not self.items:
            return
        before = self.place.cursor
        self.place.cursor = min(max(before + step, 0), len(self.items) - 1)
        rect = self.geometry.card_rect(self.place.cursor)
        gap = self.geometry.gap
        top, bottom = rect.top - gap, rect.bottom + self.geometry.strip + gap
        if top < self.place.scroll:
            self.scroll_to(top)
        elif bottom > self.place.scroll + self.rect.height:
            self.scroll_to(bottom - self.rect.height)
        self._tip_for = None
        self._retip()
        self.repaint([before, self.place.cursor])

    def scroll_to(self, scroll: float) -> None:
        """Scroll to ``scroll`` pixels down (within bounds)."""
        scroll = round(min(max(scroll, 0), self.max_scroll))
        if scroll != self.place.scroll:
            self.place.scroll = scroll
            self._tip(None)
            self._tip_for = None
            self._retip()
            self.paint()

    # the rule's tooltip ----------------------------------------------------------------------
    def _html(self, index: int) -> str:
        return rule_html(self.items[index].card, self.tradition)

    def _retip(self) -> None:
        """The keys' card tells its rule at once while the pointer is on no card."""
        if self.hover is None:
            index = self._told()
            if index != self._tip_for:
                self._tip(index)

    def _tip(self, index: int | None) -> None:
        """Show the tooltip of card ``index`` beside it (``None``: none)."""
        if self.tool_tip is not None:
            self.tool_tip.kill()
            self.tool_tip = None
        self._tip_for = index
        if index is None or not self.visible or not self.alive():
            return
        cell = self.cell_rect(index)
        cell.height += self.geometry.strip          # under the card's count, or above the card
        cell = cell.clip(self.rect)
        if not cell.width or not cell.height:
            return
        self.tool_tip = self.ui_manager.create_tool_tip(
            self._html(index), position=(cell.left, cell.centery),
            hover_distance=(0, cell.height // 2 + 4), parent_element=self, object_id=None,
            wrap_width=TIP_WIDTH)
