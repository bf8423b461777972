"""Still parts of the table drawn as one image.

:class:`Backdrop`: an opaque image of the canvas's size keyed by everything it shows, painted
again only when its key changes — the table's backdrop (the felt and what lies under the cards:
one blit a frame instead of the felt and a few dozen translucent boards and captions) and its
still image (the table up to its cards while none moves). Given where a new key's pixels may
differ from the old one's, it is painted again only there.

:class:`LayerCache`: a zone whose cards do not move is composited once onto a
transparent layer and then blitted in one go, instead of one shadow and one card per sprite
every frame (a full table draws some 180 blits otherwise).

A zone's look is keyed by each sprite's card, side, position, angle, scale, lift, dimming and
glow plus the caller's ``extra`` (hiding, card size…). The layer is built when the same look is
asked for twice running (so a zone in motion is never cached), or at once for an image that is
kept, and dropped as soon as the look changes. The layer composites the sprites onto
transparency first, so the soft edges of the shadows differ from drawing each sprite onto the
table by a few levels (at most 20 of 255 where two shadows overlap), which the eye does not see.
"""

from __future__ import annotations

import math
from operator import attrgetter
from typing import Callable, Hashable, Sequence

import pygame

from .sprites import CardSprite

Paint = Callable[[pygame.Surface, int, CardSprite], None]
"""Draws sprite number ``k`` of a zone onto a surface: ``paint(surface, k, sprite)``."""
Piece = tuple[pygame.Surface, pygame.Rect]
"""A piece of a zone's layer: its image and where it goes on the table."""


#: Pixels added round a sprite's :func:`reach` for rounding (its place, turned images' sizes).
REACH_MARGIN = 3
_look = attrgetter("card", "face_up", "pos", "angle", "scale", "lift", "dim", "glow")
_moving = attrgetter("moving")


def looks(sprites: Sequence[CardSprite]) -> tuple | None:
    """How ``sprites`` lie (each one's card, side, position, angle, scale, lift, dimming and
    glow), or ``None`` while one of them moves."""
    if any(map(_moving, sprites)):
        return None
    return tuple(map(_look, sprites))


def reach(look: tuple, card: tuple[int, int], zoom: float = 1.0) -> pygame.Rect:
    """The rect a sprite lying as ``look`` (one of :func:`looks`) may paint with its shadow
    and halo (:meth:`~.sprites.CardSprite.draw`): the card turned, with the halo's margin
    round it, moved by the shadow's offset either way, and a few pixels for rounding.
    ``card`` is the layout's card size (w, h); ``zoom`` the sprite's scale over its target's
    (1 for a sprite that lies still)."""
    _, _, pos, angle, scale, lift, _, _ = look
    w, h = card[0] * scale, card[1] * scale
    pad = max(5 * zoom, w / 9)                      # the halo's margin (the shadow's is less)
    depth = (2 + 0.25 * abs(lift)) * max(zoom, h / 120)        # the shadow's offset, down
    a = math.radians(angle)
    cos, sin = abs(math.cos(a)), abs(math.sin(a))
    half_w = (cos * (w + 2 * pad) + sin * (h + 2 * pad)) / 2 + 0.6 * depth + REACH_MARGIN
    half_h = (sin * (w + 2 * pad) + cos * (h + 2 * pad)) / 2 + depth + REACH_MARGIN
    x, y = pos[0] - lift * math.sin(a), pos[1] - lift * math.cos(a)    # CardSprite.centre
    return pygame.Rect(math.floor(x - half_w), math.floor(y - half_h),
                       math.ceil(2 * half_w) + 1, math.ceil(2 * half_h) + 1)


def path_reach(sprite: CardSprite, card: tuple[int, int]) -> pygame.Rect:
    """Where a sprite may paint from now until it lies still, but for a new move: the rect
    round its :func:`reach` where it is and where it goes (its target slot, at its lift)."""
    target = sprite.target
    there = (None, None, target.pos, target.angle, target.scale, sprite.lift, None, None)
    return reach(_look(sprite), card, sprite.scale / target.scale).union(reach(there, card))


def look_changes(old: tuple, new: tuple, card: tuple[int, int]) -> list[pygame.Rect]:
    """Where a zone that lay as ``old`` and lies as ``new`` (its :func:`looks`) may look
    different: one rect round the :func:`reach` of each card as it was and as it is, at every
    place in the zone where the two differ (none when they do not); ``card`` as for
    :func:`reach`."""
    rects: list[pygame.Rect] = []
    for k in range(max(len(old), len(new))):
        was, now = old[k:k + 1], new[k:k + 1]       # () where the zone has no card k
        if was != now:
            rects += [reach(look, card) for look in was + now]
    return [rects[0].unionall(rects[1:])] if rects else []


def groups(rects: Sequence[pygame.Rect]) -> list[tuple[pygame.Rect, list[int]]]:
    """``rects`` in groups whose bounds do not overlap: each group's bounds (the rect round
    its rects) and the indices of its rects, in order. The cards of one group can be
    composited apart from the others': no pixel is painted by two groups."""
    found: list[tuple[pygame.Rect, list[int]]] = []
    for k, rect in enumerate(rects):
        bounds, members = pygame.Rect(rect), [k]
        hit = bounds.collidelist([other for other, _ in found])
        while hit >= 0:
            other, more = found.pop(hit)
            bounds.union_ip(other)
            members = sorted(more + members)
            hit = bounds.collidelist([other for other, _ in found])
        found.append((bounds, members))
    return found


def merged(places: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``places`` with every two that overlap replaced by the rect round both, until none
    overlap (fewer places to paint again, covering at least the same pixels)."""
    out: list[pygame.Rect] = []
    for place in places:
        rect = pygame.Rect(place)
        k = rect.collidelist(out)
        while k >= 0:
            rect.union_ip(out.pop(k))
            k = rect.collidelist(out)
        out.append(rect)
    return out


class Backdrop:
    """The image of the table under its cards, keyed by what it shows.

    ``draw(surface, key, paint, changes)`` gives the pixels ``paint(surface)`` would: ``paint``
    must cover the whole surface (within its clip) and depend on nothing but ``key`` (a
    hashable of everything it shows) and the surface's size. The image is painted when a new
    key follows a frame drawn from the image, or when the same key is asked for twice running,
    and then shown while the key stays the same; a key that changes frame after frame (an
    animation) is painted straight onto the surface, with no image to build. With
    ``changes(old, new)`` (the places, rects, where the pixels of key ``old`` may differ from
    those of key ``new``, or ``None``: anywhere) an image of another key of the same size is
    painted again in those places only, clipped to each, and shown."""

    def __init__(self) -> None:
        self._asked: Hashable = None
        self._key: Hashable = None
        self._image: pygame.Surface | None = None
        self._missed = False
        self.paints = 0
        """How many times ``paint`` was called (for tests)."""
        self.shown = 0
        """How many times the image was shown (for tests)."""
        self.repaints = 0
        """How many times the image was painted again in places (for tests)."""

    def draw(self, surface: pygame.Surface, key: Hashable,
             paint: Callable[[pygame.Surface], None],
             changes: Callable[[Hashable, Hashable], list[pygame.Rect] | None] | None = None
             ) -> None:
        """Draw the backdrop of ``key`` onto ``surface`` (from the image when it holds
        ``key``, or ``changes`` says where to paint it again), painting it with ``paint`` when
        needed."""
        key = (surface.get_size(), key)
        image = self._image
        if image is not None and self._key != key and changes is not None:
            self._patch(image, key, paint, changes)
        if image is not None and self._key == key:
            surface.blit(image, (0, 0))
            self.shown += 1
            self._missed = False
            return
        self.paints += 1
        if self._missed and self._asked != key:
            self._asked = key
            paint(surface)
            return
        self._asked, self._missed = key, True
        if image is None or image.get_size() != surface.get_size():
            image = self._image = pygame.Surface(surface.get_size(), 0, surface)
        paint(image)
        self._key = key
        surface.blit(image, (0, 0))

    def _patch(self, image: pygame.Surface, key: Hashable,
               paint: Callable[[pygame.Surface], None],
               changes: Callable[[Hashable, Hashable], list[pygame.Rect] | None]) -> None:
        """Make ``image`` (of the same size) show ``key`` by painting it again only where
        ``changes`` says it differs, when it says where."""
        if self._key[0] != key[0]:
            return
        places = changes(self._key[1], key[1])
        if places is not None:
            self._repaint(image, places, paint)
            self._key = key

    def _repaint(self, image: pygame.Surface, places: Sequence[pygame.Rect],
                 paint: Callable[[pygame.Surface], None]) -> None:
        """``paint(image)`` clipped to each of ``places`` (overlapping ones merged)."""
        self.repaints += 1
        bounds = image.get_rect()
        for place in merged(places):
            place = place.clip(bounds)
            if place.width and place.height:
                image.set_clip(place)
                paint(image)
        image.set_clip(None)


class LayerCache:
    """The layers of the still zones of one table, by zone name. A zone's layer is in pieces:
    one for each group of its cards whose reaches lie apart from the others' (a row with a
    gap, soldiers far apart), so that no piece holds much more than cards."""

    def __init__(self) -> None:
        self._layers: dict[Hashable, tuple[Hashable, list[Piece] | None]] = {}
        self._places: dict[Hashable, tuple[Hashable, list[pygame.Rect]]] = {}
        self._scratch: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, zone: Hashable, sprites: Sequence[CardSprite],
             card: tuple[int, int], extra: Hashable, paint: Paint, at_once: bool = False,
             look: tuple | None = None) -> bool:
        """Draw the ``zone`` of ``sprites`` (in order, each with ``paint``) onto ``surface``
        from its layer when it lies still (``zone``: the zone's name, or any key of a part of
        it drawn alone); ``card`` is the layout's card size (w, h);
        ``at_once``: a new look's layer is built now, not on its second ask (for an image that
        is kept); ``look``: the sprites' :func:`looks` when the caller has it already. A piece
        of the layer wholly outside the surface's clip is not blitted. Returns ``False``,
        drawing nothing, when a sprite is moving: the caller draws the zone then."""
        if look is None:
            look = looks(sprites)
        if look is None:
            self._layers.pop(zone, None)
            return False
        key = (card, extra, look)
        entry = self._layers.get(zone)
        kept = entry is not None and entry[0] == key
        if sprites and at_once and not kept:
            entry, kept = (key, None), True
        if not kept or not sprites:
            self._paint_first(surface, zone, key, sprites, paint)
            return True
        pieces = entry[1]
        if pieces is None:
            pieces = self._build(surface, sprites, card, paint)
            self._layers[zone] = (key, pieces)
        _blit_clipped(surface, pieces)
        return True

    def _paint_first(self, surface: pygame.Surface, zone: Hashable, key: Hashable,
                     sprites: Sequence[CardSprite], paint: Paint) -> None:
        """Paint ``sprites`` onto ``surface`` one by one, the first time ``zone`` is asked for
        ``key``: its layer is built if it is asked for again."""
        self._layers[zone] = (key, None)
        for k, sprite in enumerate(sprites):
            paint(surface, k, sprite)

    def places(self, zone: Hashable, look: tuple, card: tuple[int, int]) -> list[pygame.Rect]:
        """Where the cards of ``zone`` lying as ``look`` (its :func:`looks`) may paint: the
        bounds of their :func:`groups` (kept while the zone's look holds); ``card`` as for
        :func:`reach`."""
        known = self._places.get(zone)
        if known is None or known[0] != (card, look):
            rects = [reach(one, card) for one in look]
            known = self._places[zone] = ((card, look), [bounds for bounds, _ in groups(rects)])
        return known[1]

    def _build(self, surface: pygame.Surface, sprites: Sequence[CardSprite],
               card: tuple[int, int], paint: Paint) -> list[Piece]:
        """The sprites composited onto transparent pieces, one for each of their
        :func:`groups`, covering them with their shadows and halos (none off ``surface``)."""
        size = surface.get_size()
        scratch = self._scratch
        if scratch is None or scratch.get_size() != size:
            scratch = self._scratch = pygame.Surface(size, pygame.SRCALPHA)
        pieces = []
        for bounds, members in groups([reach(look, card) for look in map(_look, sprites)]):
            bounds = bounds.clip(scratch.get_rect())
            if not bounds.width or not bounds.height:      # off the surface
                continue
            scratch.set_clip(bounds)
            scratch.fill((0, 0, 0, 0))
            for k in members:
                paint(scratch, k, sprites[k])
            pieces.append((scratch.subsurface(bounds).copy(), bounds))
        scratch.set_clip(None)
        return pieces


def _blit_clipped(surface: pygame.Surface, pieces: list[Piece]) -> None:
    """Blit onto ``surface`` the ``pieces`` of a layer that meet its clip."""
    clip = surface.get_clip()
    for layer, place in pieces:
        if clip.colliderect(place):
            surface.blit(layer, place)
