"""Card sprites: a card (or a hidden one) gliding on the table, drawn with a soft shadow.

A :class:`CardSprite` has a current centre ``pos`` (pixels), ``angle`` (degrees ccw) and
``scale`` (relative to the layout's card size), each tweened towards a target :class:`Slot`;
a ``lift`` (pixels, along the card's own "up") for playable, hovered and selected cards; and a
``face_up`` side, turned over with a short flip. Drawing takes the card art from the app's
image cache at the size of the sprite's target scale, so images are rendered at a handful of
sizes only; rotated and zoomed copies are kept in a small cache.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import lru_cache

import pygame

from ...cards import Card
from .layout import Slot
from .tween import Easing, Tween, ease_in_out_quad, ease_out_cubic

GLOW = (240, 210, 122)


@lru_cache(maxsize=16)
def _shadow(size: tuple[int, int]) -> pygame.Surface:
    """A soft dark rounded rectangle a little larger than a card of ``size`` (w, h)."""
    w, h = size
    pad = max(4, w // 10)
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (0, 0, 0, 110), (pad, pad, w, h), border_radius=max(3, w // 14))
    return pygame.transform.gaussian_blur(surf, max(2, pad // 2))


@lru_cache(maxsize=16)
def _glow(size: tuple[int, int]) -> pygame.Surface:
    """A golden halo around a card of ``size`` (w, h), for the selected card."""
    w, h = size
    pad = max(5, w // 9)
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*GLOW, 230), (pad // 2, pad // 2, w + pad, h + pad),
                     border_radius=max(4, w // 10))
    return pygame.transform.gaussian_blur(surf, max(2, pad // 2))


class SurfaceCache:
    """Turned, zoomed and dimmed copies of card images, least recently used dropped first.

    Keys hold the source surface itself, so a key never outlives (and is never confused with)
    the image it was made from."""

    def __init__(self, capacity: int = 600) -> None:
        self.capacity = capacity
        self._items: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def turned(self, base: pygame.Surface, angle: float, zoom: float) -> pygame.Surface:
        angle = round(angle * 2) / 2 % 360
        zoom = round(zoom, 2)
        if angle == 0 and zoom == 1:
            return base
        key = (base, angle, zoom)
        hit = self._items.get(key)
        if hit is None:
            hit = pygame.transform.rotozoom(base, angle, zoom)
            self._store(key, hit)
        else:
            self._items.move_to_end(key)
        return hit

    def dimmed(self, base: pygame.Surface) -> pygame.Surface:
        key = (base, "dim")
        hit = self._items.get(key)
        if hit is None:
            hit = base.copy()
            hit.fill((178, 178, 178), special_flags=pygame.BLEND_RGB_MULT)
            self._store(key, hit)
        return hit

    def _store(self, key: tuple, surface: pygame.Surface) -> None:
        self._items[key] = surface
        while len(self._items) > self.capacity:
            self._items.popitem(last=False)


#: Seconds a card takes to rise or sink in the hand (playable, hovered, chosen).
LIFT_SECONDS = 0.12


class CardSprite:
    """One card on the table. ``card`` is ``None`` while the viewer may not know it.

    ``owner`` is the seat that played it (trick cards sit towards their player). ``dim`` and
    ``glow`` are drawing hints set by the table each frame.
    """

    def __init__(self, card: Card | None, slot: Slot, face_up: bool = False) -> None:
        self.card = card
        self.face_up = face_up
        self.pos: tuple[float, float] = slot.pos
        self.angle = slot.angle
        self.scale = slot.scale
        self.target = slot
        self.owner: int | None = None
        self.lift = 0.0
        self.dim = False
        self.glow = False
        self._tweens: dict[str, Tween] = {}
        self._lift: Tween | None = None
        self._flip: Tween | None = None
        self._was_face_up = face_up

    # -- motion -----------------------------------------------------------------------------
    def move_to(self, slot: Slot, duration: float, easing: Easing = ease_out_cubic,
                delay: float = 0.0) -> None:
        """Glide to ``slot`` in ``duration`` seconds after ``delay`` (instant when both are 0)."""
        self.target = slot
        if duration <= 0 and delay <= 0:
            self.snap(slot)
            return
        angle = self.angle
        while angle - slot.angle > 180:      # turn the short way round
            angle -= 360
        while slot.angle - angle > 180:
            angle += 360
        self.angle = angle
        self._tweens = {
            "pos": Tween(self.pos, slot.pos, duration, easing, delay),
            "angle": Tween(angle, slot.angle, duration, easing, delay),
            "scale": Tween(self.scale, slot.scale, duration, easing, delay),
        }

    def retarget(self, slot: Slot) -> None:
        """Head for ``slot`` instead, still arriving when the current glide would have ended."""
        left = max((t.delay + t.duration - t.elapsed for t in self._tweens.values()), default=0.0)
        self.move_to(slot, left)

    def snap(self, slot: Slot) -> None:
        """Be at ``slot`` now."""
        self.target = slot
        self._tweens = {}
        self.pos, self.angle, self.scale = slot.pos, slot.angle, slot.scale

    def follow(self, pos: tuple[float, float], angle: float = 0.0) -> None:
        """Be exactly at ``pos`` (the mouse, while dragged), turning upright."""
        self._tweens = {}
        self.pos, self.angle, self.scale = pos, angle, self.target.scale
        self.lift = 0.0
        self._lift = None

    def set_face(self, face_up: bool, duration: float = 0.0) -> None:
        """Turn the card over, with a flip of ``duration`` seconds (instant when 0)."""
        if face_up == self.face_up:
            return
        self._was_face_up = self.face_up
        self.face_up = face_up
        self._flip = Tween(0.0, 1.0, duration, ease_in_out_quad) if duration > 0 else None

    def raise_to(self, lift: float, duration: float = LIFT_SECONDS) -> None:
        """Tween the lift to ``lift`` pixels in ``duration`` seconds (at once when 0)."""
        if self._lift is not None and self._lift.end == lift:
            return
        if self._lift is None and self.lift == lift:
            return
        if duration <= 0:
            self.lift, self._lift = lift, None
            return
        self._lift = Tween(self.lift, lift, duration)

    @property
    def moving(self) -> bool:
        return bool(self._tweens) or self._flip is not None

    @property
    def changing(self) -> bool:
        """Whether it moves, turns or lifts: drawn otherwise at each frame."""
        return bool(self._tweens) or self._flip is not None or self._lift is not None

    def update(self, dt: float) -> None:
        """Advance the tweens by ``dt`` seconds."""
        if not self._tweens and self._lift is None and self._flip is None:
            return
        for name, tween in list(self._tweens.items()):
            tween.update(dt)
            setattr(self, name, tween.value)
            if tween.done:
                del self._tweens[name]
        if self._lift is not None:
            self._lift.update(dt)
            self.lift = self._lift.value
            if self._lift.done:
                self._lift = None
        if self._flip is not None:
            self._flip.update(dt)
            if self._flip.done:
                self._flip = None

    def finish(self) -> None:
        """Jump every tween to its end."""
        for name, tween in self._tweens.items():
            setattr(self, name, tween.end)
        self._tweens = {}
        self.angle = self.target.angle
        if self._lift is not None:
            self.lift = self._lift.end
            self._lift = None
        self._flip = None

    # -- geometry ---------------------------------------------------------------------------
    def centre(self) -> tuple[float, float]:
        """Where the card is drawn: ``pos`` moved by the lift along the card's own up."""
        a = math.radians(self.angle)
        return self.pos[0] - self.lift * math.sin(a), self.pos[1] - self.lift * math.cos(a)

    def contains(self, point: tuple[float, float], card: tuple[int, int]) -> bool:
        """Whether ``point`` lies on the card; ``card`` is the layout's card size (w, h)."""
        cx, cy = self.centre()
        dx, dy = point[0] - cx, point[1] - cy
        a = math.radians(self.angle)
        x = dx * math.cos(a) - dy * math.sin(a)
        y = dx * math.sin(a) + dy * math.cos(a)
        return abs(x) <= card[0] * self.scale / 2 and abs(y) <= card[1] * self.scale / 2

    def rect(self, card: tuple[int, int]) -> pygame.Rect:
        """The unturned rect of the card at its current centre and scale."""
        w, h = card[0] * self.scale, card[1] * self.scale
        cx, cy = self.centre()
        return pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w), round(h))

    # -- drawing ----------------------------------------------------------------------------
    def _turning(self) -> tuple[bool, float]:
        """The side shown now and the card's width as a fraction of its own: turning over,
        the side it had until half way, narrowing to an edge and widening again."""
        if self._flip is None:
            return self.face_up, 1.0
        t = self._flip.value
        return (self.face_up if t >= 0.5 else self._was_face_up), max(0.04, abs(1 - 2 * t))

    def _draw_shadow(self, surface: pygame.Surface, cache: SurfaceCache, size: tuple[int, int],
                     zoom: float, squash: float, shadow: float) -> None:
        """The card's shadow under it, offset by its lift and ``shadow`` (see :meth:`draw`),
        narrowed with it (``squash``) while it turns over."""
        cx, cy = self.centre()
        depth = (2 + self.lift * 0.25 + 4 * (shadow - 1)) * zoom * max(1.0, size[1] / 120)
        if squash < 1:      # a card turning over: its shadow narrows with it
            flat = _shadow(size)
            flat = pygame.transform.smoothscale(
                flat, (max(1, round(flat.get_width() * squash)), flat.get_height()))
            shade = pygame.transform.rotozoom(flat, self.angle, zoom)
        else:
            shade = cache.turned(_shadow(size), self.angle, zoom)
        surface.blit(shade, shade.get_rect(center=(cx + depth * 0.6, cy + depth)))

    def draw(self, surface: pygame.Surface, images, card: tuple[int, int],
             cache: SurfaceCache, *, hide: bool = False, shadow: float = 1.0) -> None:
        """Draw onto ``surface``. ``images`` gives ``face(card, (w, h))`` and ``back((w, h))``;
        ``card`` is the layout's card size; ``hide`` forces the back (the hot-seat curtain);
        ``shadow`` scales the shadow's offset (a dragged card floats higher; 0: no shadow, for
        the cards inside a pile)."""
        ref = self.target.scale
        size = (max(1, round(card[0] * ref)), max(1, round(card[1] * ref)))
        zoom = self.scale / ref
        face_up, squash = self._turning()
        show = face_up and not hide and self.card is not None
        base = images.face(self.card, size) if show else images.back(size)
        if self.dim and show:
            base = cache.dimmed(base)
        if squash < 1:
            base = pygame.transform.smoothscale(
                base, (max(1, round(size[0] * squash)), size[1]))
        cx, cy = self.centre()
        if shadow > 0:
            self._draw_shadow(surface, cache, size, zoom, squash, shadow)
        if self.glow:
            halo = cache.turned(_glow(size), self.angle, zoom)
            surface.blit(halo, halo.get_rect(center=(cx, cy)))
        image = cache.turned(base, self.angle, zoom) if squash == 1 else \
            pygame.transform.rotozoom(base, self.angle, zoom)
        surface.blit(image, image.get_rect(center=(round(cx), round(cy))))
